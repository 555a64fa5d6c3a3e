import Foundation
import Spawn
import Testing

/// Whether `tool` is an executable on the PATH.
private func onPath(_ tool: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
}

/// Runs `tool arguments…` found on the PATH.
private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(tool)" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }!
    let result = try Spawn.run(path, arguments)
    return (result.status, String(decoding: result.stdout + result.stderr, as: UTF8.self))
}

/// PDFs checked by tools that owe nothing to Cairo: qpdf for structure, poppler's pdftotext for text.
@Suite("Valid PDFs: links, URIs and text")
struct PDFValidityTests {
    static let links = [
        "Swift\t\t\thttps://swift.org", "Korean\t\t\thttps://ko.wikipedia.org/wiki/데이터 과학",
        "Quoted\t\t\thttps://example.com/search?q=r&d&tag='beta'", "Escaped\t\t\thttps://example.com/a%20b?q=ü",
        "Plain",
    ]

    @Test(
        "A PDF with links passes qpdf --check without a warning, in every theme",
        .enabled(if: onPath("qpdf"), "needs qpdf"), arguments: ["light", "dark", "pastel"])
    func qpdfCheck(theme: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", labelFile(Self.links), in: folder)
            expectQuietSuccess(try await runRender(["tags.tsv", "-o", "cloud.pdf", "--theme", theme], in: folder))
            let check = try run("qpdf", ["--check", folder.appendingPathComponent("cloud.pdf").path])
            #expect(check.status == 0, "\(check.output)")
            #expect(!check.output.contains("WARNING") && !check.output.contains("damaged"), "\(check.output)")
            #expect(check.output.contains("No syntax or stream encoding errors found"), "\(check.output)")
        }
    }

    @Test("Link URIs in a PDF are ASCII: non-ASCII bytes and spaces percent-encoded, %XX kept")
    func urisPercentEncoded() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", labelFile(Self.links), in: folder)
            expectQuietSuccess(try await runRender(["tags.tsv", "-o", "cloud.pdf"], in: folder))
            let pdf = String(decoding: try bytes(of: folder.appendingPathComponent("cloud.pdf")), as: UTF8.self)
            let uris = pdf.components(separatedBy: "/URI (").dropFirst().map { String($0.prefix { $0 != ")" }) }
            #expect(
                uris == [
                    "https://swift.org",
                    "https://ko.wikipedia.org/wiki/%EB%8D%B0%EC%9D%B4%ED%84%B0%20%EA%B3%BC%ED%95%99",
                    "https://example.com/search?q=r&d&tag='beta'",
                    "https://example.com/a%20b?q=%C3%BC",
                ], "\(uris)")
        }
    }

    @Test(
        "pdftotext reads each label as its own characters, in logical order, scripts and cut labels included",
        .enabled(if: onPath("pdftotext"), "needs pdftotext (poppler-utils)"))
    func textExtracts() async throws {
        let labels = [
            "Swift", "Café", "Cafe\u{301}", "office", "שלום עולם", "مرحبا بالعالم", "अनुच्छेद", "데이터 과학", "日本語",
            "AV Ta", "Distributed Systems Engineering",
        ]
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(labels), in: folder)
            expectQuietSuccess(
                try await runRender(
                    ["tags.txt", "-o", "cloud.pdf", "--max-chip-width", "200", "--width", "300"], in: folder))
            let text = try run("pdftotext", [folder.appendingPathComponent("cloud.pdf").path, "-"]).output
            // pdftotext marks right-to-left lines with embedding controls; they are not text.
            let lines = text.split(separator: "\n").map {
                String($0.filter { !"\u{202A}\u{202B}\u{202C}".contains($0) })
            }
            // Compared as Swift strings, so up to canonical equivalence: a PDF font maps each glyph to one
            // text, so "é" drawn for both "é" and "e\u{301}" reads back the same way both times.
            for label in labels where label != "Distributed Systems Engineering" {
                #expect(
                    lines.filter { $0 == label }.count == labels.filter { $0 == label }.count, "\(label) in \(lines)")
            }
            // A label cut short reads as what the chip shows: its start and "…".
            #expect(lines.contains { $0.hasPrefix("Distributed Sys") && $0.hasSuffix("…") }, "\(lines)")
        }
    }

    @Test(
        "pdftotext reads emoji as their own characters: flags, keycaps, ZWJ and skin-tone sequences, VS15",
        .enabled(if: onPath("pdftotext"), "needs pdftotext (poppler-utils)"))
    func emojiTextExtracts() async throws {
        // The first chip starts with an emoji at a whole-pixel x (the margin): the case Cairo
        // drops a blank glyph's text for unless it is nudged.
        let labels = [
            "🇯🇵", "🇯🇵 Japan", "1️⃣ keycap", "#️⃣", "👨‍👩‍👧 family", "😀", "👍🏽 thumbs", "⌚︎ watch", "Swift 🚀 fast",
            "🏳️‍🌈", "שלום 👋",
        ]
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(labels), in: folder)
            // One chip a row, so pdftotext gives one line a label; -raw keeps the glyphs' order,
            // which is the label's own but for the right-to-left one (visual: the emoji first).
            expectQuietSuccess(try await runRender(["tags.txt", "-o", "cloud.pdf", "--width", "40"], in: folder))
            let text = try run("pdftotext", ["-raw", folder.appendingPathComponent("cloud.pdf").path, "-"]).output
            let lines = text.split(separator: "\n").map {
                String($0.filter { !"\u{202A}\u{202B}\u{202C}\u{0C}".contains($0) })
            }
            .filter { !$0.isEmpty }
            try #require(lines.count == labels.count, "\(lines)")
            for (line, label) in zip(lines, labels) {
                let (read, wanted) = (line.unicodeScalars.map(\.value), label.unicodeScalars.map(\.value))
                if label.hasPrefix("שלום") {
                    #expect(read.sorted() == wanted.sorted(), "\(line) for \(label)")
                } else {
                    #expect(read == wanted, "\(line) for \(label)")
                }
            }
        }
    }
}
