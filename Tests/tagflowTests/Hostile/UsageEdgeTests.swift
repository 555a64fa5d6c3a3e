import Foundation
import Testing

/// Command lines that cannot mean what they say: an empty option value, standard input named for
/// two things — usage errors (64) in every subcommand; and links a browser would run as code,
/// refused (65) unless `--allow-unsafe-links` says otherwise.
@Suite("Empty values, doubled stdin, unsafe links")
struct UsageEdgeTests {
    static func tail(_ command: String, _ usage: String) -> String {
        "; usage: \(usage); see 'tagflow \(command) --help'"
    }
    static let renderUsage = "tagflow render [INPUT|-] -o OUTPUT [options]"
    static let batchUsage = "tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]"
    static let diffUsage = "tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]"

    @Test(
        "An empty value is a usage error naming the option, in every subcommand",
        arguments: [
            (["render", "tags.txt", "-o", "out.svg", "--font", ""], "--font", renderUsageTail),
            (["render", "tags.txt", "-o", "out.svg", "--width="], "--width", renderUsageTail),
            (["render", "tags.txt", "-o", ""], "--output", renderUsageTail),
            (["render", "tags.txt", "-o", "out.svg", "--emit-layout", ""], "--emit-layout", renderUsageTail),
            (["batch", "tags.txt", "-o", "out", "--format", ""], "--format", tail("batch", batchUsage)),
            (["measure", "tags.txt", "--words", "--stopwords", ""], "--stopwords", measureUsageTail),
            (["plan", "--width", ""], "--width", planUsageTail),
            (["diff", "a.png", "b.png", "-o", ""], "--output", tail("diff", diffUsage)),
            (["fonts", "--font-weight", ""], "--font-weight", fontsUsageTail),
        ])
    func emptyValues(arguments: [String], option: String, usageTail: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["rock"]), in: folder)
            let run = try await TagflowBinary.run(arguments, in: folder)
            expectError(run, exit: 64, mentions: ["\(option) ''", "not an empty one"], usageTail: usageTail)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test("One bad --format gives one message in render and batch: the choices and the likely one")
    func sameFormatMessage() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["rock"]), in: folder)
            let render = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "out.svg", "--format", "pgn"], in: folder)
            let batch = try await TagflowBinary.run(["batch", "tags.txt", "-o", "out", "--format", "pgn"], in: folder)
            let said = "tagflow: error: --format 'pgn': expected one of pdf, png, svg (did you mean 'png'?)"
            #expect(render.status == 64 && batch.status == 64)
            #expect(render.stderr == said + renderUsageTail + "\n")
            #expect(batch.stderr == said + Self.tail("batch", Self.batchUsage) + "\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test("An empty value in a --config file is refused at its place there")
    func emptyValueInConfig() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["rock"]), in: folder)
            try writeFile("config.json", Array(#"{"font": ""}"#.utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "out.svg", "--config", "config.json"], in: folder)
            expectError(run, exit: 64, mentions: ["config.json:1:10", "--font ''"])
        }
    }

    @Test(
        "Standard input named twice is a usage error naming both uses",
        arguments: [
            (
                ["render", "-", "--words", "--stopwords", "-", "-o", "out.svg"],
                "as the --stopwords file and as the input",
                renderUsageTail
            ),
            (["render", "--config", "-", "-o", "out.svg"], "as the --config file and as the input", renderUsageTail),
            (["measure", "--words", "--stopwords", "-"], "the --stopwords file", measureUsageTail),
            (
                ["batch", "-", "-o", "out", "--words", "--stopwords", "-"], "the --stopwords file",
                tail("batch", batchUsage)
            ),
            (["diff", "-", "-"], "as A and as B", tail("diff", diffUsage)),
        ])
    func standardInputTwice(arguments: [String], mentions: String, usageTail: String) async throws {
        try await withTemporaryFolder { folder in
            let run = try await TagflowBinary.run(arguments, stdin: labelFile(["rock", "the"]), in: folder)
            expectError(run, exit: 64, mentions: ["standard input (-) is named twice", mentions], usageTail: usageTail)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    @Test(
        "javascript:, vbscript: and data: links are refused naming the line; --allow-unsafe-links keeps them",
        arguments: [
            ("tags.tsv", "Swift\t1\t\thttps://swift.org\nEvil\t1\t\tjavascript:alert(document.domain)\n", "tags.tsv:2"),
            ("tags.csv", "label,link\nSwift,https://swift.org\nEvil, VBScript:msgbox\n", "tags.csv:3"),
            (
                "tags.json", "[{\"label\": \"Swift\"},\n {\"label\": \"Evil\", \"link\": \"data:text/html,<script>\"}]",
                "tags.json:2"
            ),
        ])
    func unsafeLinks(name: String, text: String, place: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile(name, Array(text.utf8), in: folder)
            let refused = try await TagflowBinary.run(["render", name, "-o", "out.svg"], in: folder)
            expectError(refused, exit: 65, mentions: ["\(place): link", "--allow-unsafe-links"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
            let batch = try await TagflowBinary.run(["batch", name, "-o", "out", "--format", "svg"], in: folder)
            #expect(batch.status == 65 && batch.stderr.contains("\(place): link"), "\(batch.stderr)")
            // The guard is the library's: animate, which draws through it alone, names the place too.
            let animate = try await TagflowBinary.run(
                ["animate", name, "-o", "anim.svg", "--to-width", "100"], in: folder)
            #expect(animate.status == 65 && animate.stderr.contains("\(place): link"), "\(animate.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("anim.svg").path))
            let allowed = try await TagflowBinary.run(
                ["render", name, "-o", "out.svg", "--allow-unsafe-links"], in: folder)
            #expect(allowed.status == 0, "\(allowed.stderr)")
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("out.svg")), as: UTF8.self)
            #expect(svg.contains("href=\""), "the link is kept when allowed")
        }
    }
}
