#if canImport(CMalloc)
    import CMalloc
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run does under the limits a batch system sets (`ulimit -v`, `ulimit -f`): errors with
/// one line and a code, never a trap, a hang or a partial file.
///
/// - `ulimit -f`: SIGXFSZ is ignored, so a write past the limit fails with `EFBIG` (an I/O error,
///   74, the temporary file removed) instead of killing the process mid-write.
/// - `ulimit -v`: each thread glibc sees allocating gets an arena that reserves 64 MiB of address
///   space, and each thread a stack of `ulimit -s`; under a finite limit the process keeps one
///   arena, and a batch starts only the threads the limit leaves room for (`threadAllowance`).
///   Too little room to start at all is refused at once (70).
package enum ResourceLimits {
    /// The address space a run needs beyond what is mapped when it starts, to read a small list
    /// and draw it (measured: a 3-label PNG ran in 5 MiB above the start; 16 MiB leaves room).
    package static let minimumHeadroom = 16 << 20

    /// The address space one more thread takes: its stack, and slack for what it allocates.
    package static var perThread: Int {
        var limit = rlimit()
        let stack =
            getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 && limit.rlim_cur != rlim_t.max
            ? Int(limit.rlim_cur) : 8 << 20
        return stack + (16 << 20)
    }

    /// Sets the process up for the limits it was given; returns a message when the address-space
    /// limit leaves too little room to run. Call first, before any other thread starts.
    package static func prepare() -> String? {
        signal(SIGXFSZ, SIG_IGN)
        guard let room = headroom() else { return nil }
        #if canImport(CMalloc)
            _ = mallopt(M_ARENA_MAX, 1)
        #endif
        guard room >= minimumHeadroom else {
            return "the address-space limit (ulimit -v) leaves \(room >> 20) MiB; tagflow needs at least "
                + "\(minimumHeadroom >> 20) MiB more than it maps at start; raise the limit"
        }
        return nil
    }

    /// Whether `bytes` more of memory can be had now: a `malloc` of that size, made and freed at
    /// once. Under `ulimit -v` a large allocation of Swift's own that fails ends the process with
    /// the runtime's "Fatal error" line; asked first, the run ends with one line of its own (70).
    package static func canAllocate(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        guard let memory = malloc(bytes) else { return false }
        free(memory)
        return true
    }

    /// Too little memory for what a run must hold, found before it is allocated (`canAllocate`).
    package struct OutOfMemory: Error, CustomStringConvertible {
        /// What needs it: "to compare a.svg and b.svg".
        package var purpose: String
        package var bytes: Int

        package var description: String {
            "not enough memory \(purpose) (about \(max(1, bytes >> 20)) MiB); raise the address-space limit "
                + "(ulimit -v) or compare smaller files"
        }
    }

    /// Bytes of address space left under `RLIMIT_AS`, or `nil` when there is no limit.
    package static func headroom() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return nil
        }
        return max(0, Int(clamping: limit.rlim_cur) - mapped())
    }

    /// How many of `wanted` extra threads the address-space limit leaves room for (all of them
    /// without a limit), keeping `minimumHeadroom` for the work itself.
    package static func threadAllowance(_ wanted: Int) -> Int {
        guard let room = headroom() else { return wanted }
        return max(0, min(wanted, (room - 4 * minimumHeadroom) / perThread))
    }

    /// How many finished outputs may wait for their flush, each holding its descriptors open
    /// (up to two: a light/dark pair), so that `ulimit -n` always leaves each of `workers` room to
    /// open its input, fonts and next output: a batch then waits for its flushers instead of
    /// failing inputs with "too many open files".
    package static func waitingOutputs(_ wanted: Int, workers: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max
        else { return wanted }
        let room = Int(clamping: limit.rlim_cur) - openDescriptors() - 4 * workers - 8
        return max(1, min(wanted, room / 2))
    }

    /// How many descriptors are open now (`/proc/self/fd`; the highest open one elsewhere).
    private static func openDescriptors() -> Int {
        guard let folder = opendir("/proc/self/fd") else { return 64 }
        defer { closedir(folder) }
        var count = -3  // ".", ".." and the folder's own
        while readdir(folder) != nil { count += 1 }
        return max(0, count)
    }

    /// The process's mapped size in bytes (`/proc/self/statm`'s first field, in pages).
    private static func mapped() -> Int {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        let pages = buffer[..<count].prefix { $0 != UInt8(ascii: " ") }.reduce(0) { $0 * 10 + Int($1 &- 48) }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
