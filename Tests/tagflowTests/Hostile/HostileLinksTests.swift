import Foundation
import Spawn
import Testing

/// Links from a hostile list, judged as each writer emits them: none may reach an SVG as a live
/// script or a PDF as an action other than a URI, in `render` or `animate`, from any format.
@Suite("Hostile links: no script in SVG, no action but a URI in PDF")
struct HostileLinksTests {
    /// One list holding a link whose characters no output can carry, in each input format.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var bytes: [UInt8]
        var codePoint: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "TSV, U+0001 inside the scheme", file: "tags.tsv",
            bytes: Array("ok\t\t\thttps://x.test\nbad\t\t\tjava\u{1}script:alert(1)\n".utf8), codePoint: "U+0001"),
        Case(
            name: "TSV, U+001B before the scheme", file: "tags.tsv",
            bytes: Array("bad\t\t\t\u{1B}javascript:alert(1)\n".utf8), codePoint: "U+001B"),
        Case(
            name: "CSV, U+FFFF inside the scheme", file: "tags.csv",
            bytes: Array("label,link\nbad,java\u{FFFF}script:alert(1)\n".utf8), codePoint: "U+FFFF"),
        Case(
            name: "JSON, a \\u0000 escape", file: "tags.json",
            bytes: Array(#"[{"label": "bad", "link": "javascript\u0000:alert(1)"}]"#.utf8), codePoint: "U+0000"),
        Case(
            name: "JSON, a \\uFFFE escape", file: "tags.json",
            bytes: Array(#"[{"label": "bad", "link": "java\uFFFEscript:alert(1)"}]"#.utf8), codePoint: "U+FFFE"),
    ]

    @Test(
        "A link holding a character XML cannot carry is refused (65, naming it), even with --allow-unsafe-links",
        arguments: cases, ["render", "animate"])
    func unwritableLinksRefused(_ bad: Case, command: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile(bad.file, bad.bytes, in: folder)
            let inputs = command == "animate" ? [bad.file, bad.file] : [bad.file]
            for allowed in [false, true] {
                let run = try await TagflowBinary.run(
                    [command] + inputs + ["-o", "out.svg"] + (allowed ? ["--allow-unsafe-links"] : []), in: folder)
                expectError(run, exit: 65, mentions: [bad.file + ":", bad.codePoint, "no output can carry"])
                #expect(!fileExists("out.svg", in: folder))
                expectNoTemporaryFiles(in: folder)
            }
        }
    }

    @Test("A link with a tab is judged and written alike: refused as a scheme, written with a space otherwise")
    func writtenAsJudged() async throws {
        try await withTemporaryFolder { folder in
            // A tab inside the scheme: XML reads it as a space, a browser then sees no scheme at all;
            // the check, reading it as a URL parser would without XML, refuses it anyway.
            try writeFile("tab.csv", Array("label,link\na,\"java\tscript:alert(1)\"\n".utf8), in: folder)
            let refused = try await TagflowBinary.run(["render", "tab.csv", "-o", "out.svg"], in: folder)
            expectError(refused, exit: 65, mentions: ["tab.csv:2:", "javascript: scheme"])
            // An https link with a tab keeps working, and its href holds what the check judged.
            try writeFile("ok.csv", Array("label,link\na,\"https://x.test/a\tb\"\n".utf8), in: folder)
            for format in ["svg", "pdf"] {
                let run = try await TagflowBinary.run(["render", "ok.csv", "-o", "out.\(format)"], in: folder)
                expectQuietSuccess(run)
            }
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("out.svg")), as: UTF8.self)
            #expect(svg.contains(#" href="https://x.test/a b""#), "\(svg.prefix(2000))")
        }
    }

    /// The link actions of the PDF at `url`, as qpdf reads its objects: every dictionary holding
    /// `/S` or `/URI`, anywhere.
    static func actions(inPDF url: URL) throws -> [[String: Any]] {
        let result = try Spawn.run("/usr/bin/qpdf", ["--json=2", "--json-key=qpdf", url.path])
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout))
        var found: [[String: Any]] = []
        func walk(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                if dictionary["/URI"] != nil || dictionary["/JS"] != nil || dictionary["/Type"] as? String == "/Action"
                {
                    found.append(dictionary)
                }
                dictionary.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(json)
        return found
    }

    @Test(
        "PDF link URIs escape the string delimiters: a link cannot close its /URI and add a JavaScript action",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/qpdf"), "needs qpdf"))
    func pdfDelimitersEscaped() async throws {
        let links = [
            "https://x.test/)/S/JavaScript/JS(app.alert(1))/Z(", "https://x.test/(unbalanced", "https://x.test/)",
            #"https://x.test/back\slash\)"#, "https://en.wikipedia.org/wiki/Swift_(programming_language)",
        ]
        try await withTemporaryFolder { folder in
            let lines = links.enumerated().map { "chip \($0.offset)\t\t\t\($0.element)" }
            try writeFile("tags.tsv", labelFile(lines), in: folder)
            expectQuietSuccess(try await TagflowBinary.run(["render", "tags.tsv", "-o", "cloud.pdf"], in: folder))
            let pdf = folder.appendingPathComponent("cloud.pdf")
            let check = try Spawn.run("/usr/bin/qpdf", ["--check", pdf.path])
            let report = String(decoding: check.stdout + check.stderr, as: UTF8.self)
            #expect(check.status == 0 && !report.contains("WARNING"), "\(report)")
            let actions = try Self.actions(inPDF: pdf)
            // One URI action per link, nothing else: no /JS, no /S but /URI.
            #expect(actions.count == links.count, "\(actions)")
            #expect(actions.allSatisfy { $0["/S"] as? String == "/URI" && $0["/JS"] == nil }, "\(actions)")
            // qpdf decodes the string: each URI is the link with its delimiters percent-encoded.
            let uris = Set(actions.compactMap { $0["/URI"] as? String })
            #expect(
                uris == [
                    "u:https://x.test/%29/S/JavaScript/JS%28app.alert%281%29%29/Z%28", "u:https://x.test/%28unbalanced",
                    "u:https://x.test/%29", "u:https://x.test/back%5Cslash%5C%29",
                    "u:https://en.wikipedia.org/wiki/Swift_%28programming_language%29",
                ], "\(uris)")
        }
    }
}
