import Foundation
import Spawn

/// What a program other than tagflow (a shell, groff) did.
struct ProgramRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Standard output's lines, without the empty piece after the last newline.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
}

/// Runs `program` (looked up on PATH) with `arguments` in `folder` and waits for it, on a thread
/// of its own so the test's task is not blocked.
func runProgram(
    _ program: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
) async throws -> ProgramRun {
    let result = try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(
                with: Result {
                    try Spawn.run(program, arguments, directory: folder?.path, environment: environment)
                })
        }
    }
    return ProgramRun(
        status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
        stderr: String(decoding: result.stderr, as: UTF8.self))
}
