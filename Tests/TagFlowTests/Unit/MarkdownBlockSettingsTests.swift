import Testing

@testable import TagFlow

/// `MarkdownPage.Block.settings(source:)`: a block's options read as the table's typed settings,
/// so a Swift caller gets from a block what `tagflow markdown` draws.
@Suite("A Markdown block's settings")
struct MarkdownBlockSettingsTests {
    static func block(_ info: String, body: String = "Swift\n") throws -> MarkdownPage.Block {
        let page = try MarkdownPage(bytes: Array("# t\n\n```tagflow \(info)\n\(body)```\n".utf8), source: "doc.md")
        return try #require(page.blocks.first)
    }

    @Test("a block's words give the style the same settings give through a manifest")
    func sameAsManifest() throws {
        let words = try Self.block("--theme dark --padding=10,4 --balance --font-size 18 --format png")
        let settings = try words.settings(source: "doc.md")
        #expect(settings.map(\.key) == ["theme", "padding", "balance", "font-size", "format"])
        #expect(settings.allSatisfy { $0.place == "doc.md:3" })
        let image = #""input": "a.txt", "output": "a.png", "theme": "dark", "padding": [10, 4], "balance": true"#
        let json = #"{"images": [{"# + image + #", "font-size": 18}]}"#
        let manifest = try Manifest(parsing: Array(json.utf8), path: "tagflow.json")
        let fromManifest = try manifest.settings(for: manifest.images[0]).style
        let fromBlock = try CloudSettings(settings.filter { !MarkdownPage.Block.ownKeys.contains($0.key) }).style
        #expect(fromBlock == fromManifest)
        #expect(fromBlock != CloudStyle())
    }

    @Test(
        "a word the table does not know, or of the wrong shape, is refused at the block's line",
        arguments: [
            ("--fnot-size 12", "unknown option '--fnot-size' (did you mean '--font-size'?)"),
            ("--balance=yes", "'--balance' takes no value"),
            ("--width", "option '--width' needs a value"),
            ("--theme=", "'--theme' has an empty value"),
            ("labels.txt", "unexpected argument 'labels.txt'"),
            ("--allow-unsafe-links", "trust a page cannot give itself"),
            ("--label Go", "--label and the block's lines both give the labels"),
        ])
    func refused(info: String, message: String) throws {
        let block = try Self.block(info)
        #expect {
            try block.settings(source: "doc.md")
        } throws: { error in
            let text = "\(error)"
            return text.contains(message) && text.contains("doc.md:3")
        }
    }

    @Test("labels by --label need a block without lines")
    func labels() throws {
        let block = try Self.block("--label Swift --label 'Go & Rust'", body: "")
        let labels = try block.settings(source: "doc.md").filter { $0.key == "label" }.map(\.value)
        #expect(labels == [.text("Swift"), .text("Go & Rust")])
    }
}
