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

    /// The threads a piece of work may run on now: `count`, or 1 when an address-space limit
    /// (`ulimit -v`) leaves no room for the other threads' stacks. libdispatch retries a thread
    /// it cannot make for ever (sleeping between tries), so `concurrentPerform` under a tight
    /// limit hung instead of failing; the room is tried with a mapping that is made and dropped.
    package static var affordable: Int {
        guard count > 1 else { return 1 }
        var limit = rlimit()
        #if canImport(Glibc)
            let (space, stack) = (__rlimit_resource_t(RLIMIT_AS.rawValue), __rlimit_resource_t(RLIMIT_STACK.rawValue))
        #else
            let (space, stack) = (RLIMIT_AS, RLIMIT_STACK)
        #endif
        guard getrlimit(space, &limit) == 0, limit.rlim_cur != rlim_t.max else { return count }
        let stackBytes = getrlimit(stack, &limit) == 0 && limit.rlim_cur != rlim_t.max ? Int(limit.rlim_cur) : 8 << 20
        let bytes = (count - 1) * (stackBytes + (16 << 20))
        let mapped = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return 1 }
        munmap(mapped, bytes)
        return count
    }
}
