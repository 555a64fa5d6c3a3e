import Foundation
import Spawn
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

    var description: String {
        switch self {
        case .notFound(let searched):
            return "the tagflow binary was not found; looked for: " + searched.joined(separator: ", ")
                + "; build it with `swift build --build-tests`"
        }
    }
}

/// Finds and runs the `tagflow` executable that SwiftPM built beside this test bundle, or the
/// one `TAGFLOW_TEST_BINARY` names.
enum TagflowBinary {
    /// The binary: the one `TAGFLOW_TEST_BINARY` names (so the end-to-end tests can check
    /// another build: CI runs the concurrent ones against a ThreadSanitizer build of the binary
    /// alone), else `tagflow` in the test runner's folder or a folder above it, up to `.build`.
    static let location: Result<URL, TagflowBinaryError> = {
        if let given = givenPath {
            let url = URL(fileURLWithPath: given)
            return FileManager.default.isExecutableFile(atPath: url.path)
                ? .success(url) : .failure(.notFound(searched: [given]))
        }
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

    /// `TAGFLOW_TEST_BINARY`, when set and not empty.
    static let givenPath = ProcessInfo.processInfo.environment["TAGFLOW_TEST_BINARY"].flatMap { $0.isEmpty ? nil : $0 }

    /// Whether the binary runs under AddressSanitizer or ThreadSanitizer. A built one is built as
    /// this test runner is; a given one is asked: a sanitizer's runtime is linked into the binary
    /// whole, its entry point by name in the symbol table.
    static let isSanitized: Bool = {
        let names = ["__asan_init", "__tsan_init"]
        guard givenPath != nil, let binary = try? location.get() else {
            return names.contains { dlsym(nil, $0) != nil }
        }
        // Read with a limit: a binary is tens of megabytes.
        guard let handle = try? FileHandle(forReadingFrom: binary), let bytes = try? handle.read(upToCount: 1 << 30)
        else { return false }
        return names.contains { bytes.range(of: Data($0.utf8 + [0])) != nil }
    }()

    /// The package root: the nearest folder above this file that holds `Package.swift` (so the
    /// test folders can be regrouped without counting levels).
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/"
            && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

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
        // posix_spawn through Spawn, on a thread of its own so the test's task is not blocked.
        let result = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try Spawn.run(
                            executable.path, arguments, stdin: stdin, directory: directory?.path,
                            environment: environment, stdoutDescriptor: stdout?.fileDescriptor)
                    })
            }
        }
        return TagflowRun(
            status: result.status, stdout: result.stdout, stderr: String(decoding: result.stderr, as: UTF8.self))
    }
}
