import FuzzSupport
import TagFlow

// Markdown pages: the bytes as a page. Whatever is read must be the page: blocks in order, inside
// it and apart, each body inside its block; the page rewritten with each block's own text is the
// page again, but for the blank lines the rewrite puts between a block and a paragraph; and each
// block's alt text, as written, stays one line.
fuzz { bytes in
    guard let page = try? MarkdownPage(bytes: bytes, source: "page.md") else { return }
    var end = 0
    var own: [String] = []
    for block in page.blocks {
        precondition(block.range.lowerBound >= end && block.range.upperBound <= bytes.count, "blocks out of order")
        precondition(block.line >= 1, "a block before the first line")
        precondition(block.body.count <= block.range.count, "a body longer than its block")
        end = block.range.upperBound
        let text = bytes[block.range.lowerBound..<(block.range.upperBound - block.lineEnding.count)]
        own.append(String(decoding: text, as: UTF8.self))
        let title = String(decoding: block.body.prefix(200), as: UTF8.self)
        let link = MarkdownImageLink.markup(title: title, path: "images/x.svg")
        precondition(!link.contains("\n") && !link.contains("\r"), "alt text over two lines")
    }
    // Only a page of valid UTF-8 comes back whole through String. The rewrite may add a blank
    // line (in the block's containers: `>` and spaces) between a block and a paragraph beside it,
    // so an image never joins the paragraph; it adds nothing else and drops nothing.
    if String(validating: bytes, as: UTF8.self) != nil {
        let rewritten = page.rewritten(own)
        precondition(rewritten.count >= bytes.count, "the page rewritten with its own blocks lost bytes")
        precondition(
            filledLines(rewritten) == filledLines(bytes), "the page rewritten with its own blocks changed")
    }
    // The same bytes, the same blocks: names depend on the block alone.
    if let again = try? MarkdownPage(bytes: bytes, source: "page.md") {
        precondition(again.blocks.map(\.stableName) == page.blocks.map(\.stableName), "names changed")
    }
}

/// The page's lines (ended by LF, CR or both, as CommonMark ends them) that hold more than blank
/// space and block-quote markers, in order.
func filledLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split(omittingEmptySubsequences: true) { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.filter {
        line in line.contains { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")].contains($0) }
    }
}
