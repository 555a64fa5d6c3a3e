import Testing

@testable import TagFlow
@testable import TagFlowCommands

@Suite("Checking an output against a fresh rendering")
struct RenderJobTests {
    @Test("Identical bytes are up to date")
    func identical() {
        #expect(RenderJob.compare(existing: [1, 2, 3], fresh: [1, 2, 3], path: "a", format: .pdf) == .upToDate)
    }

    @Test("A size difference says both sizes")
    func sizeDiffers() {
        #expect(
            RenderJob.compare(existing: [1, 2], fresh: [1, 2, 3], path: "a.pdf", format: .pdf)
                == .stale(reason: "the rendering differs from a.pdf from byte 2 on; a.pdf is 2 bytes, the rendering 3"))
    }

    @Test("Same size, different bytes: the first differing byte is named")
    func byteDiffers() {
        #expect(
            RenderJob.compare(existing: [1, 2, 3, 4], fresh: [1, 2, 9, 4], path: "a.pdf", format: .pdf)
                == .stale(reason: "the rendering differs from a.pdf from byte 2 on"))
    }

    @Test("An SVG that differs only in white space between tags is up to date")
    func svgWhiteSpace() {
        let existing = Array("<svg>\n  <g>\n    <text>a  b</text>\n  </g>\n</svg>\n".utf8)
        #expect(
            RenderJob.compare(
                existing: existing, fresh: Array("<svg><g><text>a b</text></g></svg>".utf8), path: "a.svg", format: .svg
            )
                == .upToDate)
        #expect(
            RenderJob.compare(
                existing: existing, fresh: Array("<svg><g><text>ab</text></g></svg>".utf8), path: "a.svg", format: .svg)
                != .upToDate)
    }
}
