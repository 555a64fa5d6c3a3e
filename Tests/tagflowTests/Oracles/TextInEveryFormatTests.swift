import Foundation
import Spawn
import Testing

/// A label SVG and PNG can draw is never a PDF failure, and labels that share a title cannot
/// reorder one another.
@Suite("Text in every format")
struct TextInEveryFormatTests {
    /// A string literal cannot hold a noncharacter.
    static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

    @Test("Noncharacters (U+FDD0, U+FFFE, U+1FFFF) draw in SVG, PNG and PDF alike; the PDF's text holds U+FFFD")
    func noncharacters() async throws {
        try await withTemporaryFolder { folder in
            try writeFile(
                "labels.txt",
                labelFile([
                    "a" + Self.scalar(0xFDD0) + "b", "c" + Self.scalar(0xFFFE), "d" + Self.scalar(0x1FFFF) + "e",
                ]), in: folder)
            for format in ["svg", "png", "pdf"] {
                let run = try await TagflowBinary.run(["render", "labels.txt", "-o", "out.\(format)"], in: folder)
                #expect(run.status == 0, "\(format): \(run.stderr)")
                #expect(run.stderrLines.allSatisfy { $0.hasPrefix("tagflow: warning: ") }, "\(run.stderr)")
            }
            let pdf = folder.appendingPathComponent("out.pdf").path
            let check = try Spawn.run("/usr/bin/qpdf", ["--check", pdf])
            #expect(check.status == 0, "\(String(decoding: check.stdout, as: UTF8.self))")
            let text = String(decoding: try Spawn.run("/usr/bin/pdftotext", [pdf, "-"]).stdout, as: UTF8.self)
            #expect(text.contains("a\u{FFFD}b") && text.contains("d\u{FFFD}e"), "\(text.debugDescription)")
        }
    }

    @Test("A bidi override in one label stays inside it: isolated in the SVG title and aria-label and the PDF /Title")
    func overrideIsolated() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(["alpha", "\u{202E}evil", "omega"]), in: folder)
            expectQuietSuccess(try await TagflowBinary.run(["render", "labels.txt", "-o", "out.svg"], in: folder))
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("out.svg")), as: UTF8.self)
            let expected = "alpha, \u{2068}\u{202E}evil\u{2069}, omega"
            #expect(svg.contains("<title>\(expected)</title>"), "\(svg.prefix(600))")
            #expect(svg.contains("aria-label=\"\(expected)\""))
            expectQuietSuccess(try await TagflowBinary.run(["render", "labels.txt", "-o", "out.pdf"], in: folder))
            let info = String(
                decoding: try Spawn.run("/usr/bin/pdfinfo", [folder.appendingPathComponent("out.pdf").path]).stdout,
                as: UTF8.self)
            let title = info.split(separator: "\n").first { $0.hasPrefix("Title:") }
                .map { $0.dropFirst("Title:".count).drop { $0 == " " } }
            #expect(title.map(String.init) == expected, "\(info)")
            // Plain labels keep their plain title.
            try writeFile("plain.txt", labelFile(["alpha", "omega"]), in: folder)
            expectQuietSuccess(try await TagflowBinary.run(["render", "plain.txt", "-o", "plain.svg"], in: folder))
            let plain = String(decoding: try bytes(of: folder.appendingPathComponent("plain.svg")), as: UTF8.self)
            #expect(plain.contains("<title>alpha, omega</title>"))
        }
    }
}
