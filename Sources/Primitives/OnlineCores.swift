#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many cores are online, asked once per process: glibc answers `sysconf` by opening and
/// reading `/sys/devices/system/cpu/online`, and a batch asked twice per picture (400 file opens
/// for 200 SVGs).
package enum OnlineCores {
    /// At least 1.
    package static let count: Int = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
