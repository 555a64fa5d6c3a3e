import TagFlow
import TagFlowTesting
import Testing

/// Whole clouds drawn through `assertSnapshot` and compared with references that were looked at
/// by eye: every theme, weights, right-to-left, a row limit, truncation, links, PNG scales and a
/// transparent canvas. References live in `__Snapshots__/RenderingGoldenTests/<test>.<n or
/// name>.<ext>`; re-record on purpose with `TAGFLOW_RECORD=failed`, then look at every picture again.
@Suite("Golden renderings of whole clouds")
struct RenderingGoldenTests {
    /// Twelve labels: Hangul, markup characters, a long label, short and long Latin ones.
    static let labels = [
        "Swift", "Rust", "Go", "TypeScript", "데이터 과학", "R&D <beta>", "Kotlin",
        "Distributed Systems Engineering", "Zig", "WebAssembly", "C++", "Haskell",
    ]

    /// Weights for the weighted mode, one per label, spanning two orders of magnitude.
    static let weights: [Double] = [90, 75, 40, 60, 30, 12, 25, 8, 3, 50, 18, 5]

    static let white = try! Color(hex: "#ffffff")
    static let githubDark = try! Color(hex: "#0d1117")

    /// PNGs are compared decoded: a channel may drift by 8 and a few pixels by more.
    static let tolerance = 8
    static let maxDifferingPixels = 40

    /// The labels as tags, on `background`, 360 px wide so they wrap into a few rows.
    static func cloud(
        tags: [CloudTag] = labels.map { CloudTag($0) }, background: Color? = white, theme: Theme = .light,
        _ adjust: (inout CloudStyle) -> Void = { _ in }
    ) -> TagCloud {
        var style = CloudStyle()
        theme.apply(to: &style)
        style.maxWidth = 360
        style.background = background
        adjust(&style)
        return TagCloud(tags: tags, style: style)
    }

    /// `cloud` as a PNG at scale 1 and, unless `pictureOnly`, as SVG and PDF too.
    static func assertAllFormats(
        _ cloud: TagCloud, named name: String? = nil, pictureOnly: Bool = false, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line
    ) {
        assertSnapshot(
            of: cloud, as: .png(scale: 1, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels), named: name,
            filePath: filePath, testName: testName, line: line)
        guard !pictureOnly else { return }
        assertSnapshot(of: cloud, as: .svg, named: name, filePath: filePath, testName: testName, line: line)
        assertSnapshot(of: cloud, as: .pdf, named: name, filePath: filePath, testName: testName, line: line)
    }

    @Test(
        "Every theme, on the page it is made for, as PNG, SVG and PDF",
        arguments: ["light", "dark", "outline", "pastel", "mono"])
    func theme(_ name: String) throws {
        let theme = try #require(Theme.named(name))
        let background = name == "dark" ? Self.githubDark : Self.white
        Self.assertAllFormats(Self.cloud(background: background, theme: theme), named: name)
    }

    @Test("Weighted: sizes and fills from weights, heaviest first, on one text baseline per row")
    func weighted() {
        let tags = zip(Self.labels, Self.weights).map { CloudTag($0, weight: $1) }
        let cloud = Self.cloud(tags: tags) { style in
            style.sizeByWeight = WeightScale()
            style.updateRows { $0.itemAlignment = .baseline }
            style.colorByWeight = Theme.light.accent
            style.sort = .weight
        }
        Self.assertAllFormats(cloud)
    }

    @Test("Right to left: rows fill from the right edge")
    func rightToLeft() {
        let cloud = Self.cloud { style in style.updateRows { $0.direction = .rtl } }
        Self.assertAllFormats(cloud)
    }

    @Test("Two rows at most: the rest are counted on a +N chip at the end of the second row")
    func maxRows() throws {
        let cloud = Self.cloud { style in style.updateRows { $0.maxRows = 2 } }
        let layout = try cloud.layout()
        #expect(Set(layout.chips.map(\.row)) == [0, 1])
        let overflow = try #require(layout.overflow)
        #expect(overflow.label == "+\(layout.hidden.count)")
        Self.assertAllFormats(cloud)
    }

    @Test("Chips at most 90 px wide: long labels end in an ellipsis")
    func truncation() throws {
        let cloud = Self.cloud { $0.maxChipWidth = 90 }
        #expect(try cloud.layout().chips.contains { $0.text.text.hasSuffix("…") })
        Self.assertAllFormats(cloud)
    }

    @Test("Linked chips: <a> in SVG, link annotations in PDF, nothing visible in PNG")
    func links() {
        let links: [String: String] = [
            "Swift": "https://swift.org", "Rust": "https://www.rust-lang.org/",
            "R&D <beta>": "https://example.com/search?q=r&d&tag='beta'",
            "데이터 과학": "https://ko.wikipedia.org/wiki/%EB%8D%B0%EC%9D%B4%ED%84%B0_%EA%B3%BC%ED%95%99",
        ]
        let cloud = Self.cloud(tags: Self.labels.map { CloudTag($0, link: links[$0]) })
        Self.assertAllFormats(cloud)
    }

    @Test("PNG at scale 1, 2 and 3: the same cloud with crisper edges", arguments: [1, 2, 3])
    func scale(_ scale: Int) {
        assertSnapshot(
            of: Self.cloud(),
            as: .png(scale: Double(scale), tolerance: Self.tolerance, maxDifferingPixels: Self.maxDifferingPixels),
            named: "\(scale)x")
    }

    @Test("No background: the canvas is transparent around the chips")
    func transparent() throws {
        let cloud = Self.cloud(background: nil)
        let png = try #require(PNGImage(png: try cloud.render(as: .png)))
        #expect(png[0, 0][3] == 0)
        #expect(png[png.width - 1, png.height - 1][3] == 0)
        assertSnapshot(
            of: cloud, as: .png(scale: 2, tolerance: Self.tolerance, maxDifferingPixels: Self.maxDifferingPixels))
        assertSnapshot(of: cloud, as: .svg)
    }
}
