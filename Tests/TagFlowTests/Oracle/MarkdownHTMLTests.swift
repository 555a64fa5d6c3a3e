import Foundation
import Primitives
import Testing

@testable import TagFlow

/// A ```` ```tagflow ```` block is drawn exactly where cmark-gfm (GitHub's Markdown, Debian's
/// `cmark-gfm`, which `.ci/run` installs) sees a `tagflow` code block: never inside an HTML
/// comment or another raw HTML block.
@Suite("Markdown: HTML blocks, against cmark-gfm")
struct MarkdownHTMLTests {
    static let cmark = "/usr/bin/cmark-gfm"

    /// How many `tagflow` code blocks cmark-gfm finds in `page`.
    static func oracleCount(_ page: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cmark)
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(page.utf8))
        try input.fileHandleForWriting.close()
        let html = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return html.components(separatedBy: "<code class=\"language-tagflow\">").count - 1
    }

    static func count(_ page: String) throws -> Int {
        try MarkdownPage(bytes: Array(page.utf8), source: "p.md").blocks.count
    }

    static let block = "```tagflow\nSwift\n```\n"

    @Test(
        "Blocks in comments and raw HTML are skipped; blocks after them, or in a paragraph's inline comment, are drawn",
        arguments: [
            ("<!-- a -->\n" + block, 1), ("<!--\n" + block + "-->\n", 0), ("<!-->\n" + block, 1),
            ("<!--->\n" + block, 1), ("<?>\n" + block, 1), ("<div>\n" + block, 0), ("<div>\n\n" + block, 1),
            ("para\n<!--\n" + block + "-->\n", 0), ("para <!--\n" + block + "-->\n", 1),
            ("    <!--\n" + block + "-->\n", 1), ("<!DOCTYPE\n" + block + ">\n", 0), ("<span>\n" + block, 0),
            ("para\n<span>\n" + block, 1), ("<script>\n" + block + "</script>\n" + block, 1),
            ("<scripts>\n" + block, 0), ("  <!-- x\n" + block + "y --> z\n" + block, 1),
            ("<![CDATA[\n" + block + "]]>\n" + block, 1),
            ("<details>\n<summary>s</summary>\n\n" + block + "</details>\n", 1),
            ("# h\n<span>\n" + block, 0), ("<a href=\"x\" title='y' b>\n" + block, 0), ("<a href=x y=>\n" + block, 1),
            ("```\n<!--\n```\n" + block + "-->\n", 1), ("<!-- ```tagflow -->\n" + block, 1),
        ])
    func cases(page: String, drawn: Int) throws {
        #expect(try Self.oracleCount(page) == drawn, "the table agrees with cmark-gfm")
        #expect(try Self.count(page) == drawn)
    }

    @Test("Random pages of comments, HTML, paragraphs and blocks: the same blocks as cmark-gfm")
    func randomPages() throws {
        let pieces = [
            "<!--", "-->", "x --> y", "<!-- one line -->", "<div>", "</div>", "<span>", "<span a=\"1\">", "<br/>",
            "<script>", "</script>", "<?php", "?>", "<!DOCTYPE html>", "<![CDATA[", "]]>", "", "", "", "text",
            "more text", "# heading", "---", "> quote", "- item", "    indented", "```", "~~~",
            "```tagflow\nSwift\n```", "```tagflow\nGo\n```", "Swift",
            "Rust\t2", "<pre>", "</pre>", "===",
        ]
        var random = SplitMix64(state: 38)
        var (compared, withBlocks, skipped) = (0, 0, 0)
        for _ in 0..<300 {
            let lines = (0..<Int.random(in: 3...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            let page = lines.joined(separator: "\n") + "\n"
            // An unclosed tagflow fence is refused by the page (CommonMark closes it at the end).
            guard let ours = try? Self.count(page) else { continue }
            let theirs = try Self.oracleCount(page)
            #expect(ours == theirs, "\(page.debugDescription)")
            compared += 1
            if theirs > 0 { withBlocks += 1 }
            if theirs < page.components(separatedBy: "```tagflow\n").count - 1 { skipped += 1 }
        }
        // The pages say something: many drawn, many with a block cmark-gfm does not draw.
        #expect(compared > 100 && withBlocks > 20 && skipped > 20, "\(compared) \(withBlocks) \(skipped)")
    }
}

/// The alt text `tagflow markdown` writes reads back, in cmark-gfm's HTML, as the cloud's title:
/// `&`, `<`, `"` and Markdown's own characters are escaped, not taken as markup.
@Suite("Markdown: alt text, against cmark-gfm")
struct MarkdownAltTextTests {
    /// The `alt` and `src` attributes cmark-gfm gives the first `<img>` of `page`, unescaped.
    static func image(_ markup: String) throws -> (alt: String, src: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MarkdownHTMLTests.cmark)
        // Raw HTML as it is (the <picture> of a pair), as GitHub keeps it.
        process.arguments = ["--unsafe"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((markup + "\n").utf8))
        try input.fileHandleForWriting.close()
        let html = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        func attribute(_ name: String) -> String? {
            guard let start = html.range(of: " \(name)=\"") else { return nil }
            let rest = html[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        guard let alt = attribute("alt"), let src = attribute("src") else { return nil }
        return (alt, src)
    }

    @Test(
        "Titles with &, <, \", entities, brackets and emphasis read back whole, alone and in a <picture>",
        arguments: [
            "Fish & Chips", "a < b, c > d", "say \"hi\"", "&amp; &#38; &copy;", "[link](x), ![img](y)",
            "*em* _em_ `code` \\ back", "<script>alert(1)</script>", "R&D, <T>, \"Q\"",
        ])
    func altText(title: String) throws {
        let plain = try #require(try Self.image(MarkdownImageLink.markup(title: title, path: "images/a b.svg")))
        #expect(plain.alt == title)
        #expect(plain.src == "images/a%20b.svg")
        let pair = try #require(
            try Self.image(MarkdownImageLink.markup(title: title, path: "i/a&b.png", darkPath: "i/a&b~dark.png")))
        #expect(pair.alt == title)
        #expect(pair.src == "i/a&b.png")
    }
}
