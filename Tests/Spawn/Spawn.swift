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

    /// A started program.
    public struct Running: Sendable {
        public let pid: pid_t
        let folder: String
        let capturesStdout: Bool

        /// What the program has written to standard error so far, while it runs.
        public func stderrSoFar() -> [UInt8] {
            Spawn.read(folder + "/err")
        }

        /// Waits for the program to end and collects what it wrote.
        public func wait() -> Result {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            defer {
                for name in ["in", "out", "err"] { unlink(folder + "/" + name) }
                rmdir(folder)
            }
            return Result(
                status: exitStatus, stdout: capturesStdout ? Spawn.read(folder + "/out") : [],
                stderr: Spawn.read(folder + "/err"))
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
        var template = Array("/tmp/tagflow-spawn-XXXXXX".utf8CString)
        guard
            let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({
                String(cString: $0)
            })
        else { throw Failure(description: "cannot make a temporary folder") }
        try write(stdin ?? [], to: folder + "/in")

        // `env` sets the variables and the folder, then becomes the program.
        var argv = ["/usr/bin/env"]
        if let directory { argv += ["-C", directory] }
        argv += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        argv += [executable] + arguments

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, folder + "/in", O_RDONLY, 0)
        if let stdoutDescriptor {
            posix_spawn_file_actions_adddup2(&actions, stdoutDescriptor, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, folder + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        posix_spawn_file_actions_addopen(&actions, 2, folder + "/err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var pid = pid_t()
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, cArguments, environ)
        guard spawned == 0 else {
            throw Failure(description: "posix_spawn failed: \(String(cString: strerror(spawned)))")
        }
        return Running(pid: pid, folder: folder, capturesStdout: stdoutDescriptor == nil)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw Failure(description: "cannot write \(path)") }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let wrote = bytes[done...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard wrote > 0 else { throw Failure(description: "cannot write \(path)") }
            done += wrote
        }
    }

    static func read(_ path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got <= 0 { break }
            bytes += chunk[..<got]
        }
        return bytes
    }
}
