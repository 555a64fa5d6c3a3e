import Foundation
import Testing

@testable import TagFlow

/// `maxWidth = .infinity`: no limit, one row; valid, and written in JSON as "none".
@Suite("An unlimited width")
struct UnlimitedWidthTests {
    @Test("Valid, one row, and Codable as \"none\" (JSON has no infinity), also in the canonical encoding")
    func infinite() throws {
        var style = CloudStyle()
        style.maxWidth = .infinity
        try style.validate()
        let layout = try TagCloud(tags: (1...40).map { CloudTag("tag \($0)") }, style: style).layout()
        #expect(layout.chips.allSatisfy { $0.row == 0 })
        let json = try JSONEncoder().encode(style)
        #expect(String(decoding: json, as: UTF8.self).contains("\"maxWidth\":\"none\""))
        #expect(try JSONDecoder().decode(CloudStyle.self, from: json).maxWidth == .infinity)
        let settings = try CloudSettings([ManifestOption(key: "width", value: .text("none"), place: "--width")])
        #expect(settings.style.maxWidth == .infinity)
        #expect(try settings.canonicalEncoding().contains("\"maxWidth\":\"none\""))
        // Other lengths stay finite.
        style.maxWidth = 640
        style.maxHeight = .infinity
        #expect(throws: StyleError.self) { try style.validate() }
    }
}
