import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of the built `tagflow` binary did.
struct TagflowRun: Sendable {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String

    /// Standard error split into lines (without the final empty piece after the last newline).
    var stderrLines: [String] {
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

enum TagflowBinaryError: Error, CustomStringConvertible {
    case notFound(searched: [String])
    case timedOut(arguments: [String])

    var description: String {
        switch self {
        case .notFound(let searched):
            return "the tagflow binary was not found; looked for: " + searched.joined(separator: ", ")
                + "; build it with `swift build --build-tests`"
        case .timedOut(let arguments):
            return "tagflow \(arguments.joined(separator: " ")) ran longer than \(TagflowBinary.timeLimit) s"
        }
    }
}

/// Finds and runs the `tagflow` executable that SwiftPM built beside this test bundle.
enum TagflowBinary {
    /// A run that takes longer than this is killed and reported.
    static let timeLimit = 120

    /// The binary: `tagflow` in the test runner's folder or a folder above it, up to `.build`.
    static let location: Result<URL, TagflowBinaryError> = {
        var searched: [String] = []
        let starts = [Bundle.main.executableURL, CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }]
        for start in starts.compactMap({ $0 }) {
            var folder = start.resolvingSymlinksInPath().deletingLastPathComponent()
            while true {
                let candidate = folder.appendingPathComponent("tagflow")
                searched.append(candidate.path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return .success(candidate)
                }
                let parent = folder.deletingLastPathComponent()
                if folder.lastPathComponent == ".build" || parent.path == folder.path { break }
                folder = parent
            }
        }
        return .failure(.notFound(searched: searched))
    }()

    /// The package root (the folder holding `Package.swift`), from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `tagflow arguments…` and waits for it.
    ///
    /// - Parameters:
    ///   - stdin: bytes for standard input; an empty input when `nil`.
    ///   - directory: the working directory; the test's own when `nil`.
    ///   - environment: variables added to (or replacing) the test process's environment.
    ///   - stdout: where standard output goes; when given, `TagflowRun.stdout` is empty.
    ///   - binary: another copy of the binary to run (an installed one); the built one when `nil`.
    static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil,
        environment: [String: String] = [:], stdout: FileHandle? = nil, binary: URL? = nil
    ) async throws -> TagflowRun {
        let executable = try binary ?? location.get()
        // Capture through files, not pipes: nothing can fill up and block either side.
        let capture = FileManager.default.temporaryDirectory
            .appendingPathComponent("tagflowTests-capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let inputFile = capture.appendingPathComponent("stdin")
        let outputFile = capture.appendingPathComponent("stdout")
        let errorFile = capture.appendingPathComponent("stderr")
        try Data(stdin ?? []).write(to: inputFile)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)

        // An empty file rather than /dev/null: EOF at once, and nothing shared with other processes.
        let input = try FileHandle(forReadingFrom: inputFile)
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? input.close()
            try? output.close()
            try? errors.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = stdout ?? output
        process.standardError = errors

        let killed = Flag()
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try ProcessLaunch.run(process)
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            let pid = process.processIdentifier
            Task.detached {
                try? await Task.sleep(for: .seconds(timeLimit))
                guard !killed.isFinished else { return }
                killed.setTimedOut()
                kill(pid, SIGKILL)
            }
        }
        killed.setFinished()
        if killed.timedOut { throw TagflowBinaryError.timedOut(arguments: arguments) }
        return TagflowRun(
            status: status,
            stdout: Array(try Data(contentsOf: outputFile)),
            stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }
}

/// Whether a run has finished, or was killed for taking too long.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var killed = false

    var isFinished: Bool { lock.withLock { finished } }
    var timedOut: Bool { lock.withLock { killed } }
    func setFinished() { lock.withLock { finished = true } }
    func setTimedOut() { lock.withLock { killed = true } }
}

/// Foundation's `Process.run()` on Linux has crashed here (a bad read inside it) when many tests
/// launch processes at the same moment; launches go one at a time. Only the launch is serialised:
/// the processes still run in parallel.
enum ProcessLaunch {
    private static let lock = NSLock()

    static func run(_ process: Process) throws {
        lock.lock()
        defer { lock.unlock() }
        try process.run()
    }
}
