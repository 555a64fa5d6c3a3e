#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs programs for the tests with `posix_spawn`, not Foundation's `Process`: on Linux,
/// `Process.run()` reads past a buffer (AddressSanitizer: heap-buffer-overflow in
/// `findMaximumOpenFromProcSelfFD`) and now and then crashes the test run.
public enum Spawn {
    /// What a finished program left.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: [UInt8]
        public var stderr: [UInt8]
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments` and waits for it.
    public static func run(
        _ executable: String, _ arguments: [String], stdin: [UInt8]? = nil, directory: String? = nil,
        environment: [String: String] = [:], stdoutDescriptor: Int32? = nil
    ) throws -> Result {
        try start(
            executable, arguments, stdin: stdin, directory: directory, environment: environment,
            stdoutDescriptor: stdoutDescriptor
        ).wait()
    }

    /// A started program. Its standard output and error go to files with no name (made and
    /// unlinked at once), so a test run that is killed leaves nothing behind.
    public struct Running: Sendable {
        public let pid: pid_t
        let stdoutFile: Int32?
        let stderrFile: Int32

        /// What the program has written to standard error so far, while it runs.
        public func stderrSoFar() -> [UInt8] {
            Spawn.read(stderrFile)
        }

        /// Waits for the program to end and collects what it wrote.
        public func wait() -> Result {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            defer {
                close(stderrFile)
                if let stdoutFile { close(stdoutFile) }
            }
            return Result(
                status: exitStatus, stdout: stdoutFile.map(Spawn.read) ?? [], stderr: Spawn.read(stderrFile))
        }
    }

    /// Starts `executable` with `arguments`; `wait()` on the result ends it.
    ///
    /// - Parameters:
    ///   - stdin: bytes for standard input (an empty input when `nil`).
    ///   - directory: the working directory (through `env -C`).
    ///   - environment: variables added to this process's environment.
    ///   - stdoutDescriptor: where standard output goes instead of being captured.
    public static func start(
        _ executable: String, _ arguments: [String], stdin: [UInt8]? = nil, directory: String? = nil,
        environment: [String: String] = [:], stdoutDescriptor: Int32? = nil
    ) throws -> Running {
        let input = try unnamedFile(holding: stdin ?? [])
        defer { close(input) }
        let stderrFile = try unnamedFile()
        var stdoutFile: Int32?
        do {
            if stdoutDescriptor == nil { stdoutFile = try unnamedFile() }
        } catch {
            close(stderrFile)
            throw error
        }
        var started = false
        defer {
            if !started {
                close(stderrFile)
                if let stdoutFile { close(stdoutFile) }
            }
        }

        // `env` sets the variables and the folder, then becomes the program.
        var argv = ["/usr/bin/env"]
        if let directory { argv += ["-C", directory] }
        argv += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        argv += [executable] + arguments

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutDescriptor ?? stdoutFile!, 1)
        posix_spawn_file_actions_adddup2(&actions, stderrFile, 2)

        var pid = pid_t()
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, cArguments, environ)
        guard spawned == 0 else {
            throw Failure(description: "posix_spawn failed: \(String(cString: strerror(spawned)))")
        }
        started = true
        return Running(pid: pid, stdoutFile: stdoutFile, stderrFile: stderrFile)
    }

    /// A file in /tmp that has no name from the moment it is made (read and written by its
    /// descriptor), so no exit, a killed one included, leaves it behind; close-on-exec, so only
    /// the program it is handed to inherits it. With `bytes`, it holds them and is open for
    /// reading only (a program's standard input, which `-o /dev/stdin` must not write to).
    private static func unnamedFile(holding bytes: [UInt8]? = nil) throws -> Int32 {
        var template = Array("/tmp/tagflow-spawn-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(description: "cannot make a temporary file") }
        var result: Int32 = -1
        defer {
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            if result != fd { close(fd) }
        }
        if let bytes {
            try write(bytes, to: fd)
            result = template.withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY) }
            guard result >= 0 else { throw Failure(description: "cannot reopen a program's input") }
        } else {
            result = fd
        }
        _ = fcntl(result, F_SETFD, FD_CLOEXEC)
        return result
    }

    private static func write(_ bytes: [UInt8], to fd: Int32) throws {
        var done = 0
        while done < bytes.count {
            let wrote = bytes[done...].withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(done)) }
            guard wrote > 0 else { throw Failure(description: "cannot write a program's input") }
            done += wrote
        }
    }

    /// Everything in `fd` from its start (by offset: the descriptor's position is the writer's).
    static func read(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if got <= 0 { break }
            bytes += chunk[..<got]
        }
        return bytes
    }
}
