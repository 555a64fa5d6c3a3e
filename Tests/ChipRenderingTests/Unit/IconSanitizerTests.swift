import Testing

@testable import ChipRendering

/// The SVG allow-list on its own: what passes, what is refused, what is left out, and how ids move.
@Suite("Icon SVG filter")
struct IconSanitizerTests {
    func clean(_ svg: String) throws(IconError) -> (markup: String, icon: ChipIcon) {
        let icon = try ChipIcon(data: Array(svg.utf8))
        return (IconMarkup.body(icon.storage.svg!, prefix: "p-"), icon)
    }

    @Test("shapes, paint, gradients, clip paths and transforms pass, with ids and references prefixed")
    func passes() throws {
        let (markup, icon) = try clean(
            """
            <?xml version="1.0"?><!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg" \
            xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 16" fill="currentColor" class="bi">\
            <title>t</title><defs><radialGradient id="g" cx="8" cy="8" r="8"><stop offset="0" stop-color="red"/>\
            </radialGradient><clipPath id="c"><circle cx="8" cy="8" r="7"/></clipPath></defs>\
            <g transform="rotate(45 8 8)" clip-path="url(#c)"><path d="M0 0h16v16H0z" fill="url('#g')"/>\
            <use xlink:href="#c" x="1"/></g></svg>
            """)
        #expect(
            markup
                == "<g fill=\"currentColor\"><defs><radialGradient id=\"p-g\" cx=\"8\" cy=\"8\" r=\"8\"><stop offset=\"0\" "
                + "stop-color=\"red\"/></radialGradient><clipPath id=\"p-c\"><circle cx=\"8\" cy=\"8\" r=\"7\"/></clipPath>"
                + "</defs><g transform=\"rotate(45 8 8)\" clip-path=\"url(#p-c)\"><path d=\"M0 0h16v16H0z\" "
                + "fill=\"url(#p-g)\"/><use href=\"#p-c\" x=\"1\"/></g></g>")
        #expect(icon.takesTextColor && icon.dropped.isEmpty)
    }

    @Test("style attributes become attributes, read as CSS reads them (escapes decoded), keeping only paint")
    func styleAttribute() throws {
        let (markup, _) = try clean(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><rect fill='red' style='fill: blue !important; "
                + "position: fixed; stroke: \\72 ed'/></svg>")
        #expect(markup == "<g><rect fill=\"blue\" stroke=\"red\"/></g>")
    }

    @Test("text, animation and links are left out and named; editors' elements silently")
    func dropped() throws {
        let (markup, icon) = try clean(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><sodipodi:namedview/><metadata/>"
                + "<text>hi</text><animate attributeName='href' to='javascript:alert(1)'/><a><rect/></a><rect/></svg>")
        #expect(markup == "<g><rect/></g>")
        #expect(icon.dropped == ["<text>", "<animate>", "<a>"])
    }

    @Test(
        "refused: script, events, foreign content, entities, references out",
        arguments: [
            "<svg viewBox='0 0 1 1'><script/></svg>", "<svg viewBox='0 0 1 1'><svg:script/></svg>",
            "<svg viewBox='0 0 1 1'><rect onclick='x'/></svg>", "<svg viewBox='0 0 1 1'><foreignObject/></svg>",
            "<svg viewBox='0 0 1 1'><g><iframe/></g></svg>", "<!DOCTYPE svg><svg viewBox='0 0 1 1'/>",
            "<svg viewBox='0 0 1 1'><rect fill='&ent;'/></svg>", "<svg viewBox='0 0 1 1'><use href='x.svg#a'/></svg>",
            "<svg viewBox='0 0 1 1'><rect mask='url(http://x/#m)'/></svg>", "<svg viewBox='0 0 1 1'><image/></svg>",
            "<svg viewBox='0 0 1 1'><rect fill='url(data:x)'/></svg>",
            "<svg viewBox='0 0 1 1'><switch><script/></switch></svg>",
        ])
    func refused(_ svg: String) {
        #expect(throws: IconError.self) { try ChipIcon(data: Array(svg.utf8)) }
    }

    @Test("nesting and size bounds hold")
    func bounds() {
        let deep = String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100)
        #expect(throws: IconError.self) { try ChipIcon(data: Array("<svg viewBox='0 0 1 1'>\(deep)</svg>".utf8)) }
        #expect(throws: IconError.tooLarge(limit: 1 << 20)) {
            try ChipIcon(data: [UInt8](repeating: 0x20, count: (1 << 20) + 1))
        }
        #expect(throws: IconError.notAnIcon) { try ChipIcon(data: Array("GIF89a".utf8)) }
    }

    @Test(
        "the url( scan looks at each byte once, however many url( a value holds",
        arguments: ["url(", "url(#a)", "uRl(#", "url( '#a' )", "url(url("])
    func urlScanIsLinear(_ unit: String) {
        // 100,000 copies: a quadratic scan would look at about 10^10 bytes here.
        let bytes = Array(String(repeating: unit, count: 100_000).utf8) + Array(")".utf8)
        var found = 0
        let looks = IconReferences.scan(bytes) { _ in found += 1 }
        #expect(looks <= bytes.count)
        #expect(found >= 1)
    }

    @Test("an icon of 100,000 url( references is drawn with every one under the prefix")
    func manyReferences() throws {
        let fill = String(repeating: "url(#g)", count: 100_000)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><defs><linearGradient id="g"/></defs>\
            <rect width="16" height="16" fill="\(fill)"/></svg>
            """
        #expect(svg.utf8.count > 700_000 && svg.utf8.count < ChipIcon.maximumBytes)
        let (markup, _) = try clean(svg)
        #expect(markup.components(separatedBy: "url(#p-g)").count == 100_001)
        #expect(!markup.contains("url(#g)"))
    }

    @Test("an unclosed url( is judged to the end and still put under the prefix")
    func unclosedReference() throws {
        let (markup, _) = try clean("<svg viewBox='0 0 1 1'><rect fill='url(#g'/></svg>")
        #expect(markup == "<g><rect fill=\"url(#p-g)\"/></g>")
        #expect(throws: IconError.externalReference("http://x/#m")) {
            try ChipIcon(data: Array("<svg viewBox='0 0 1 1'><rect fill='url(http://x/#m'/></svg>".utf8))
        }
    }
}
