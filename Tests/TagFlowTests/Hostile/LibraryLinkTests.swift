import Foundation
import TagFlow
import Testing

/// A library caller's tags reach the writers without a reader's checks: a link no output can hold
/// is left out of SVG and PDF, never written with the offending character dropped — even when
/// unsafe links are allowed (without that, `java\u{1}script:` is refused as the `javascript:`
/// the SVG writer would make of it: `LinkGuardTests`).
@Suite("Links from library callers")
struct LibraryLinkTests {
    @Test(
        "A link holding U+0001 is no link in SVG or PDF; a plain link is written as given", arguments: ["svg", "pdf"])
    func unholdableLeftOut(format: String) throws {
        let tags = [
            CloudTag("evil", link: "java\u{1}script:alert(1)"), CloudTag("fine", link: "https://swift.org/(x)"),
        ]
        var cloud = TagCloud(tags: tags)
        #expect(throws: RenderError.self) { try cloud.render(as: format == "svg" ? .svg : .pdf) }
        cloud.allowsUnsafeLinks = true
        let bytes = try cloud.render(as: format == "svg" ? .svg : .pdf)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("javascript"))
        #expect(!text.contains("alert"))
        if format == "svg" {
            #expect(text.contains("href=\"https://swift.org/(x)\""))
            #expect(text.components(separatedBy: "<a ").count == 2)
        } else {
            // Cairo writes the URI inside (…): the parentheses are percent-encoded.
            #expect(text.contains("https://swift.org/%28x%29"))
        }
    }
}
