import Testing

@testable import TagFlow

@Suite("Checking an output against a fresh rendering")
struct RenderJobTests {
    @Test("Identical bytes are up to date")
    func identical() {
        #expect(RenderJob.compare(existing: [1, 2, 3], fresh: [1, 2, 3], path: "a") == .upToDate)
    }

    @Test("A size difference says both sizes")
    func sizeDiffers() {
        #expect(
            RenderJob.compare(existing: [1, 2], fresh: [1, 2, 3], path: "a.png")
                == .stale(reason: "a.png is 2 bytes; the rendering is 3 bytes; they differ from byte 2 on"))
    }

    @Test("Same size, different bytes: the first differing byte is named")
    func byteDiffers() {
        #expect(
            RenderJob.compare(existing: [1, 2, 3, 4], fresh: [1, 2, 9, 4], path: "a.svg")
                == .stale(reason: "a.svg differs from the rendering from byte 2 on"))
    }
}
