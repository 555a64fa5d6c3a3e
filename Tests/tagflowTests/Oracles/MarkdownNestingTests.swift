import Foundation
import Testing

/// `tagflow markdown` on a page with blocks in nested lists and quotes: cmark-gfm's tree of the
/// page written (`cmark-gfm -t xml`) has every image in the same list, item and quote as its
/// tree of the page read has the code block — no list split in two, no quote left behind.
@Suite("tagflow markdown: blocks in lists and quotes, in cmark-gfm's tree")
struct MarkdownNestingTests {
    static let page = """
        # Steps

        1. First step
           - detail
             ```tagflow --width 200
             Swift
             Rust
             ```
           - another detail
        2. Second step
           ```tagflow
           Go
           ```
        3. Third step

        > A quote
        > > nested quote
        > > ```tagflow
        > > Zig
        > > ```
        > back out
        >
        > - item in quote
        >   ```tagflow
        >   Kotlin
        >   ```
        > - last item

        """

    /// cmark-gfm's XML tree of `page`, raw HTML kept.
    static func tree(_ page: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
        process.arguments = ["--unsafe", "-t", "xml"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(page.utf8))
        try input.fileHandleForWriting.close()
        let xml = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return xml
    }

    /// For each tagflow code block (or image, or `<picture>` HTML block), its containers from the
    /// outside in, each numbered in the order the tree opens it (`list 2/item 3/block_quote 1`).
    static func places(_ xml: String, of isTarget: (Substring) -> Bool) -> [String] {
        var stack: [(depth: Int, name: String)] = []
        var counts: [String: Int] = [:]
        var result: [String] = []
        for line in xml.split(separator: "\n") {
            let depth = line.prefix { $0 == " " }.count
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("<"), !text.hasPrefix("</") else { continue }
            while let last = stack.last, last.depth >= depth { stack.removeLast() }
            if isTarget(text) { result.append(stack.map(\.name).joined(separator: "/")) }
            let name = String(text.dropFirst().prefix { $0.isLetter || $0 == "_" })
            if ["list", "item", "block_quote"].contains(name) {
                counts[name, default: 0] += 1
                stack.append((depth, "\(name) \(counts[name]!)"))
            }
        }
        return result
    }

    @Test(
        "Every image is in the list item or quote its block was in, for image links and <picture> pairs",
        arguments: [["--format", "svg"], ["--format", "png", "--dark-theme", "dark"]])
    func nesting(options: [String]) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("doc.md", Array(Self.page.utf8), in: folder)
            let run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"] + options, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let out = String(decoding: try bytes(of: folder.appendingPathComponent("out.md")), as: UTF8.self)
            let before = Self.places(try Self.tree(Self.page)) { $0.hasPrefix("<code_block info=\"tagflow") }
            let after = Self.places(try Self.tree(out)) {
                $0.hasPrefix("<image ") || $0.hasPrefix("<html_block xml:space=\"preserve\">&lt;picture&gt;")
            }
            #expect(before.count == 4)
            #expect(after == before, "\(out)")
            #expect(before[0] == "list 1/item 1/list 2/item 2")
        }
    }
}
