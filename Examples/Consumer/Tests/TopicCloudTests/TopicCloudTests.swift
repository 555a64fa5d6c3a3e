import Foundation
import TagFlow
import TagFlowTesting
import Testing
import TopicCloud

@Suite struct TopicCloudTests {
    /// References: __Snapshots__/TopicCloudTests/matchesTheCommittedPictures.1.png, .2.svg, .3.json.
    @Test func matchesTheCommittedPictures() {
        assertSnapshot(of: TopicCloud.cloud, as: .png(scale: 2))
        assertSnapshot(of: TopicCloud.cloud, as: .svg)
        assertSnapshot(of: TopicCloud.cloud, as: .layout)
    }

    @Test func pngIsTheLayoutSizeTimesTheScale() throws {
        var cloud = TopicCloud.cloud
        cloud.style.scale = 2
        let layout = try cloud.layout()
        let image = try #require(PNGImage(png: try cloud.render(layout, as: .png)))
        #expect(image.width == Int(layout.width) * 2)
        #expect(image.height == Int(layout.height) * 2)
        // The canvas is the theme's page colour, opaque, in the corner.
        #expect(image[0, 0] == [0x0d, 0x11, 0x17, 0xff])
    }

    @Test func everyTopicIsPlacedOnceAndNamedInTheSVG() throws {
        let cloud = TopicCloud.cloud
        let layout = try cloud.layout()
        #expect(layout.chips.map(\.label) == TopicCloud.tags.map(\.label))
        #expect(layout.hidden.isEmpty)
        #expect(layout.missingGlyphWarnings.isEmpty)
        let svg = String(decoding: try cloud.render(layout, as: .svg), as: UTF8.self)
        for tag in TopicCloud.tags {
            #expect(svg.contains(tag.label), "\(tag.label) is not in the SVG")
        }
        #expect(svg.contains(#"href="https://swift.org""#))
    }

    @Test func heavierTopicsGetLargerText() throws {
        let chips = try TopicCloud.cloud.layout().chips
        let sizes = chips.map(\.text.size)
        #expect(sizes.first == 26)
        #expect(sizes.last == 12)
        #expect(sizes == sizes.sorted(by: >))
    }

    @Test func pdfIsAPDF() throws {
        let pdf = try TopicCloud.cloud.render(as: .pdf)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
    }

    /// SwiftPM copies the bundled fonts beside this test bundle; nothing needs to be set.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["TAGFLOW_FONTS_DIR"] != nil))
    func bundledFontsComeFromSwiftPMResources() throws {
        let folder = try Fonts.bundledFolder()
        // TagFlow_TagFlowFonts.resources on Linux, .bundle on Apple platforms; in this package's build.
        #expect(folder.contains("/Examples/Consumer/.build/"))
        #expect(folder.contains("/TagFlow_TagFlowFonts."))
    }
}
