// The README's and DocC's snapshot examples, pasted as they are written there (README.md,
// "Use in tests and docs CI"; SnapshotTesting.md, "Write the test" and "Check more than pixels"),
// all in one file: they must pass against the references recorded for them, and fail with a
// readable diff when a label changes.
import TagFlow
import TagFlowTesting
import Testing

@Test func topicsCloud() {
    var style = CloudStyle()
    style.updateRows { $0.alignment = .center }
    let cloud = TagCloud(tags: ["Swift", "Linux", "Cairo"], style: style)
    assertSnapshot(of: cloud, as: .png(scale: 2))  // __Snapshots__/<TestFile>/topicsCloud.1.png
    assertSnapshot(of: cloud, as: .svg)  // __Snapshots__/<TestFile>/topicsCloud.2.svg
    assertSnapshot(of: cloud, as: .layout)  // __Snapshots__/<TestFile>/topicsCloud.3.json
}

@Test func pastelTopics() {
    var style = CloudStyle(theme: .pastel)
    style.updateRows { $0.alignment = .center }
    let cloud = TagCloud(tags: ["Swift", "Linux", "Cairo"], style: style)
    assertSnapshot(of: cloud, as: .png(scale: 2))
    assertSnapshot(of: cloud, as: .svg, named: "pastel")
    assertSnapshot(of: cloud, as: .layout)
}

@Test func pngIsTwiceTheLayoutAtScaleTwo() throws {
    var cloud = TagCloud(tags: ["Swift", "Linux", "Cairo"])
    cloud.style.scale = 2
    let layout = try cloud.layout()
    let image = try #require(PNGImage(png: try cloud.render(layout, as: .png)))
    #expect(image.width == Int(layout.width) * 2)
    #expect(image.height == Int(layout.height) * 2)
    #expect(layout.chips.map(\.label) == ["Swift", "Linux", "Cairo"])
}
