import Foundation
import Primitives
import Testing

@testable import TagFlow

/// A ```` ```tagflow ```` block in a list item (any depth) or a block quote (nested) becomes an
/// image in the same item or quote: cmark-gfm's HTML of the page written has each image where
/// its HTML of the page read has the code block, in the same lists, items and quotes.
@Suite("Markdown: blocks in lists and quotes, against cmark-gfm")
struct MarkdownContainerTests {
    /// cmark-gfm's HTML of `page`, raw HTML kept (the `<picture>` of a pair), as GitHub keeps it.
    static func html(_ page: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MarkdownHTMLTests.cmark)
        process.arguments = ["--unsafe"]
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
        return html
    }

    /// The page's containers as cmark-gfm nests them: each `<ul>`, `<ol>`, `<li>`, `<blockquote>`
    /// opening and closing, and `B` where a tagflow code block (`marker` `code`) or an image
    /// (`marker` `img`) is.
    static func skeleton(_ html: String, marker: String) -> [String] {
        var result: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "/" }
            if ["ul", "/ul", "ol", "/ol", "li", "/li", "blockquote", "/blockquote"].contains(name) {
                result.append(String(name))
            } else if marker == "code", name == "code", rest.hasPrefix("code class=\"language-tagflow\"") {
                result.append("B")
            } else if marker == "img", name == "img" {
                result.append("B")
            }
        }
        return result
    }

    /// The contents of each tagflow code block in cmark-gfm's HTML, unescaped.
    static func codeBlocks(_ html: String) -> [String] {
        html.components(separatedBy: "<code class=\"language-tagflow\">").dropFirst().map { piece in
            String(piece[..<piece.range(of: "</code>")!.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The page with every block replaced by an image (a `<picture>` pair when `pairs`).
    static func rewritten(_ page: String, pairs: Bool) throws -> (MarkdownPage, String) {
        let parsed = try MarkdownPage(bytes: Array(page.utf8), source: "p.md")
        let links = parsed.blocks.indices.map { index in
            MarkdownImageLink.markup(
                title: "cloud \(index)", path: "images/p-\(index).svg",
                darkPath: pairs ? "images/p-\(index)~dark.png" : nil)
        }
        return (parsed, String(decoding: parsed.rewritten(links), as: UTF8.self))
    }

    @Test(
        "Blocks in items, nested items, quotes, nested quotes and items in quotes stay where they were",
        arguments: [
            "- one\n- two\n  ```tagflow\n  Swift\n  ```\n- three\n",
            "1. a\n   - b\n     ```tagflow\n     Go\n     ```\n   - c\n2. d\n",
            "> quote\n> ```tagflow\n> Swift\n> ```\n> after\n",
            "> > nested\n> > ```tagflow\n> > Rust\n> > ```\n> outer\n",
            "- ```tagflow\n  Swift\n  ```\n- next\n",
            "> - item\n>   ```tagflow\n>   Swift\n>   ```\n> - item two\n",
            "- a\n\n  ```tagflow\n  Swift\n  ```\n\n- b\n",
            "-   wide\n    ```tagflow\n    A\n    ```\n-   next\n",
            ">```tagflow\n>A\n>```\n>\n>b\n",
            "1) x\n   ~~~~tagflow --width 200\n   A\n\n   B\n   ~~~~\n2) y\n",
            "- a\n  - b\n    - c\n      ```tagflow\n      Deep\n      ```\n    - d\n  - e\n",
            "> 1. a\n>    > ```tagflow\n>    > Q\n>    > ```\n> 2. b\n",
            "- a\nlazy\n  ```tagflow\n  Swift\n  ```\n",
        ])
    func nested(page: String) throws {
        let before = try Self.html(page)
        for pairs in [false, true] {
            let (parsed, output) = try Self.rewritten(page, pairs: pairs)
            #expect(parsed.blocks.count == 1, "\(page.debugDescription)")
            let after = try Self.html(output)
            #expect(
                Self.skeleton(after, marker: "img") == Self.skeleton(before, marker: "code"),
                "\(page.debugDescription) → \(output.debugDescription)\n\(before)\n\(after)")
        }
        // The labels are the code block's text as cmark-gfm reads it: the quotes' `>` and the
        // items' indentation are the page's, not the labels'.
        let parsed = try MarkdownPage(bytes: Array(page.utf8), source: "p.md")
        #expect(parsed.blocks.map { String(decoding: $0.body, as: UTF8.self) } == Self.codeBlocks(before))
    }

    @Test("A block left open when its item or quote ends is refused, naming the line and the fence to end it with")
    func closedByContainer() throws {
        for (page, fence) in [("> ```tagflow\n> Swift\nafter\n", "> ```"), ("- x\n  ```tagflow\n  Go\n- y\n", "  ```")]
        {
            #expect(
                throws: MarkdownError.unclosedBlock(source: "p.md", line: page.hasPrefix(">") ? 1 : 2, fence: fence)
            ) {
                try MarkdownPage(bytes: Array(page.utf8), source: "p.md")
            }
        }
    }

    @Test("Random pages of nested items, quotes and blocks: cmark-gfm puts every image where its block was")
    func randomPages() throws {
        let prefixes = ["", "", "> ", "- ", "  ", "1. ", "   ", "> - ", ">   ", "> > ", "  - ", "    "]
        let bodies = [
            "```tagflow\nSwift\n```", "text", "", "```tagflow\nGo\nRust\n```", "- item", "> quote", "# h", "---",
            "```", "Swift",
        ]
        var random = SplitMix64(state: 36)
        var (compared, withBlocks) = (0, 0)
        for _ in 0..<300 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 2...8, using: &random) {
                let prefix = prefixes.randomElement(using: &random)!
                for line in bodies.randomElement(using: &random)!.split(
                    separator: "\n", omittingEmptySubsequences: false)
                {
                    lines.append(prefix + line)
                }
            }
            let page = lines.joined(separator: "\n") + "\n"
            guard let (parsed, output) = try? Self.rewritten(page, pairs: false) else { continue }
            let before = try Self.html(page)
            let expected = Self.skeleton(before, marker: "code")
            #expect(parsed.blocks.count == expected.filter { $0 == "B" }.count, "\(page.debugDescription)")
            #expect(
                Self.skeleton(try Self.html(output), marker: "img") == expected,
                "\(page.debugDescription) → \(output.debugDescription)")
            compared += 1
            if !parsed.blocks.isEmpty { withBlocks += 1 }
        }
        #expect(compared > 150 && withBlocks > 50, "\(compared) \(withBlocks)")
    }
}
