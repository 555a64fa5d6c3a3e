#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished run of a whole program: wall-clock and CPU seconds, peak memory, exit status.
struct ChildRun {
    var seconds: Double
    /// User + system CPU seconds: less disturbed than the wall clock by other work on the machine.
    var cpuSeconds: Double
    /// The child's own peak resident set, in KB (`ru_maxrss` from `wait4`).
    var peakKB: Int
    var status: Int32
}

/// A program to run, and the exit status that means it did its work.
struct Command {
    var executable: String
    var arguments: [String]
    var status: Int32 = 0
}

/// Runs programs for the peer comparisons with `posix_spawn` and `wait4`, output discarded.
enum Child {
    /// Runs `executable` with `arguments` and waits; `nil` when it cannot be started.
    static func run(_ executable: String, _ arguments: [String]) -> ChildRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = (clock.now - start).components
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return ChildRun(
            seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakKB: Int(usage.ru_maxrss),
            status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }

    /// Starts all `commands` at once and waits for every one: the wall-clock time until the last
    /// ends, and the CPU time of all; `nil` if one failed.
    static func runTogether(_ commands: [Command]) -> ChildRun? {
        let clock = ContinuousClock()
        let start = clock.now
        var pids: [pid_t] = []
        for command in commands {
            var pid: pid_t = 0
            let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor in Int32(1)...2 {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            }
            guard posix_spawn(&pid, command.executable, &actions, nil, argv, environ) == 0 else { return nil }
            pids.append(pid)
        }
        var cpu = 0.0
        var failed = false
        for (pid, command) in zip(pids, commands) {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
            failed = failed || (status >> 8) & 0xFF != command.status || status & 0x7F != 0
            cpu += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            cpu += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        return failed ? nil : ChildRun(seconds: seconds, cpuSeconds: cpu, peakKB: 0, status: 0)
    }

    /// Runs each command `runs` times, taking turns (A B A B …) so that both see the same
    /// disturbances, and returns each one's median run (by wall clock); `nil` if one failed.
    static func compare(_ commands: [Command], runs: Int) -> [ChildRun]? {
        compare(
            commands.map { command in
                {
                    guard let run = Child.run(command.executable, command.arguments), run.status == command.status
                    else {
                        print("  \(command.executable) \(command.arguments.prefix(3).joined(separator: " ")) … failed")
                        return nil
                    }
                    return run
                }
            }, runs: runs)
    }

    /// `compare` for any steps (a step may run several programs at once).
    static func compare(_ steps: [() -> ChildRun?], runs: Int) -> [ChildRun]? {
        var results = [[ChildRun]](repeating: [], count: steps.count)
        for _ in 0..<runs {
            for (index, step) in steps.enumerated() {
                guard let run = step() else { return nil }
                results[index].append(run)
            }
        }
        return results.map { runs in runs.sorted { $0.seconds < $1.seconds }[runs.count / 2] }
    }

    /// Whether `executable` runs `arguments` and exits 0 (a quick probe for a peer).
    static func succeeds(_ executable: String, _ arguments: [String]) -> Bool {
        run(executable, arguments)?.status == 0
    }
}
