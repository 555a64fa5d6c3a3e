import Foundation
import Testing

/// A fresh, empty folder under the temporary directory for `body`, removed afterwards.
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("tagflowTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

/// The bytes of the file at `url`.
func bytes(of url: URL) throws -> [UInt8] {
    Array(try Data(contentsOf: url))
}

/// Writes `bytes` to `name` in `folder` and returns its URL.
@discardableResult
func writeFile(_ name: String, _ bytes: [UInt8], in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
}

/// UTF-8 text with one label per line, each line ended by LF.
func labelFile(_ labels: [String]) -> [UInt8] {
    Array(labels.map { $0 + "\n" }.joined().utf8)
}

/// Fails when `folder` holds a temporary file left by an atomic write (`.NAME.tagflow-XXXXXX`).
func expectNoTemporaryFiles(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let leftovers = names.filter { $0.contains(".tagflow-") }
    #expect(leftovers.isEmpty, "temporary files left in \(folder.path): \(leftovers)", sourceLocation: sourceLocation)
}

/// The tail every usage error (exit 64) of `tagflow render` ends with.
let renderUsageTail = "; usage: tagflow render [INPUT|-] -o OUTPUT [options]; see 'tagflow render --help'"

/// The tail every usage error (exit 64) of `tagflow plan` ends with.
let planUsageTail = "; usage: tagflow plan [SIZES.json|-] --width W [options]; see 'tagflow plan --help'"

/// The tail every usage error (exit 64) of `tagflow measure` ends with.
let measureUsageTail = "; usage: tagflow measure [INPUT|-] [--font F] [--font-size PX]; see 'tagflow measure --help'"

/// The tail every usage error (exit 64) of `tagflow fonts` ends with.
let fontsUsageTail =
    "; usage: tagflow fonts [PATTERN|FILE] [--font-weight W] [--font-style normal|italic]; see 'tagflow fonts --help'"

/// Renders `input` (written as `name`, when not nil) to `output` with `arguments`, and checks the
/// usage error (64) that mentions every one of `mentions` and that nothing was written.
func expectRenderRefused(
    _ arguments: [String], input: (name: String, bytes: [UInt8])?, output: String = "out.svg",
    mentions: [String], sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    try await withTemporaryFolder { folder in
        if let input { try writeFile(input.name, input.bytes, in: folder) }
        let run = try await runRender((input.map { [$0.name] } ?? []) + ["-o", output] + arguments, in: folder)
        expectError(run, exit: 64, mentions: mentions, sourceLocation: sourceLocation)
        #expect(!fileExists(output, in: folder), sourceLocation: sourceLocation)
    }
}

/// Checks a failed run: the exit code, nothing on standard output, and exactly one line on
/// standard error that starts `tagflow: error: ` and mentions every one of `mentions`; a usage
/// error (exit 64) ends with `usageTail`.
func expectError(
    _ run: TagflowRun, exit: Int32, mentions: [String] = [], usageTail: String = renderUsageTail,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(run.status == exit, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, "standard output should be empty on an error", sourceLocation: sourceLocation)
    let lines = run.stderrLines
    #expect(
        lines.count == 1 && run.stderr.hasSuffix("\n"),
        "exactly one stderr line expected, got: \(run.stderr.debugDescription)",
        sourceLocation: sourceLocation)
    let line = lines.first ?? ""
    #expect(line.hasPrefix("tagflow: error: "), "\(line.debugDescription)", sourceLocation: sourceLocation)
    for word in mentions {
        #expect(
            line.contains(word), "\(line.debugDescription) should mention \(word.debugDescription)",
            sourceLocation: sourceLocation)
    }
    if exit == 64 {
        #expect(line.hasSuffix(usageTail), "usage errors end with the usage line", sourceLocation: sourceLocation)
    }
}
