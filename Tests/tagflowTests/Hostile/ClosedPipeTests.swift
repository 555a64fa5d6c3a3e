import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A reader that goes away (`tagflow … | head -1`) ends tagflow quietly, as it ends `cat`: no
/// error line, killed by SIGPIPE (141) when it had something to write, and no file left half done.
@Suite("A closed standard output")
struct ClosedPipeTests {
    /// Runs tagflow with standard output a pipe whose read end is closed before it starts. The
    /// pipe is a named one (a FIFO) so both ends open close-on-exec in one call: no process that
    /// another test spawns meanwhile can inherit the read end and keep the pipe open.
    static func runIntoClosedPipe(_ arguments: [String], in folder: URL) async throws -> TagflowRun {
        let fifo = folder.appendingPathComponent("stdout.fifo").path
        guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { unlink(fifo) }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        let writer = open(fifo, O_WRONLY | O_CLOEXEC)
        guard reader >= 0, writer >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        close(reader)
        defer { close(writer) }
        return try await TagflowBinary.run(
            arguments, in: folder, stdout: FileHandle(fileDescriptor: writer, closeOnDealloc: false))
    }

    /// A folder with inputs for every subcommand.
    static func inputs(in folder: URL) throws {
        try writeFile("labels.txt", labelFile((1...300).map { "label \($0)" }), in: folder)
        try writeFile("sizes.json", Array("[[80,30],[70,30],[60,30]]".utf8), in: folder)
    }

    /// Command lines that write to standard output.
    static let writers: [[String]] = [
        ["render", "labels.txt", "-o", "-", "--format", "svg"],
        ["render", "labels.txt", "-o", "-", "--format", "png", "--emit-layout", "layout.json"],
        ["plan", "sizes.json", "--width", "100"],
        ["measure", "labels.txt"],
        ["fonts"],
        ["themes"],
        ["help", "render"],
        ["render", "--help"],
        ["diff", "--help"],
        ["--help"],
        ["--version"],
        ["--generate-manual"],
        ["--generate-completion-script", "fish"],
    ]

    @Test(
        "a command that writes to a closed pipe: killed by SIGPIPE (141), nothing on stderr, no file left",
        arguments: writers)
    func writerEndsQuietly(arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            try Self.inputs(in: folder)
            let run = try await Self.runIntoClosedPipe(arguments, in: folder)
            #expect(run.status == 141, "tagflow \(arguments): \(run.status), stderr \(run.stderr)")
            #expect(run.stderr.isEmpty, "tagflow \(arguments) printed \(run.stderr.debugDescription)")
            expectNoTemporaryFiles(in: folder)
            // The picture and its layout change together: the layout is not written without it.
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("layout.json").path))
        }
    }

    @Test("batch and diff write nothing to standard output: a closed one changes nothing")
    func nonWritersFinish() async throws {
        try await withTemporaryFolder { folder in
            try Self.inputs(in: folder)
            let batch = try await Self.runIntoClosedPipe(
                ["batch", "labels.txt", "-o", "out", "--format", "svg"], in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            #expect(!batch.stderr.contains("error"), "\(batch.stderr)")
            let picture = folder.appendingPathComponent("out/labels.svg")
            #expect(FileManager.default.fileExists(atPath: picture.path))
            let diff = try await Self.runIntoClosedPipe(["diff", "out/labels.svg", "out/labels.svg"], in: folder)
            #expect(diff.status == 0 && diff.stderr.isEmpty, "\(diff.status) \(diff.stderr)")
        }
    }

    @Test("tagflow render big.txt -o - | head -c 100: head gets its bytes, tagflow ends by SIGPIPE, quietly")
    func headTakesTheStart() async throws {
        try await withTemporaryFolder { folder in
            // Enough chips that the SVG is far larger than a pipe's buffer.
            try writeFile("big.txt", labelFile((1...3000).map { "label number \($0)" }), in: folder)
            let code = """
                "$0" render big.txt -o - --format svg | head -c 100
                echo " status ${PIPESTATUS[0]}"
                """
            let run = try await runProgram(
                "bash", ["--norc", "-c", code, try TagflowBinary.location.get().path], in: folder)
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            #expect(run.stdout.hasPrefix("<?xml") || run.stdout.hasPrefix("<svg"), "\(run.stdout.prefix(100))")
            #expect(run.stdout.hasSuffix(" status 141\n"), "\(run.stdout.suffix(40))")
        }
    }
}
