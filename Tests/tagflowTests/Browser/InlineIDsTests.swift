import Foundation
import Testing

/// Several different clouds inlined in one HTML page each look exactly as they do alone (at the
/// same place on an otherwise empty page): their default SVG id prefixes differ, so no `<use>`
/// picks up another cloud's glyph.
@Suite("Clouds inlined in one page keep their own ids", .enabled(if: ChromiumPage.isAvailable, "needs chromium"))
struct InlineIDsTests {
    static let labels = ["Swift", "Rust", "Kotlin", "TypeScript", "Haskell", "WebAssembly", "데이터"]

    /// Clouds that differ in one thing each: weight, size, labels, style, weights.
    static let variants: [[String]] = [
        [], ["--font-weight", "600"], ["--font-size", "18"], ["--theme", "dark"], ["--scale-by", "weight"],
    ]

    /// Renders every variant to SVG in `folder`, optionally all with one `--id-prefix`.
    static func render(in folder: URL, sharedPrefix: String? = nil) async throws -> [String] {
        try writeFile("tags.tsv", labelFile(labels.enumerated().map { "\($1)\t\($0 + 1)" }), in: folder)
        var svgs: [String] = []
        for (index, options) in variants.enumerated() {
            let prefix = sharedPrefix.map { ["--id-prefix", $0] } ?? []
            let result = try await runRender(
                ["tags.tsv", "-o", "cloud\(index).svg", "--width", "300", "--background", "white"] + options + prefix,
                in: folder)
            expectQuietSuccess(result)
            svgs.append(
                String(decoding: try bytes(of: folder.appendingPathComponent("cloud\(index).svg")), as: UTF8.self))
        }
        return svgs
    }

    /// For each cloud, how many pixels differ between it in the shared page and it alone.
    static func differences(_ svgs: [String], in folder: URL) async throws -> [Int] {
        let shared = try writeFile("all.html", Array(ChromiumPage.page(inlining: svgs).utf8), in: folder)
        var differing: [Int] = []
        for index in svgs.indices {
            let alone = try writeFile(
                "alone\(index).html", Array(ChromiumPage.page(inlining: svgs, showing: [index]).utf8), in: folder)
            let inPage = folder.appendingPathComponent("in\(index).png")
            let byItself = folder.appendingPathComponent("by\(index).png")
            try ChromiumPage.screenshot(shared, selector: "#cloud\(index) svg", to: inPage)
            try ChromiumPage.screenshot(alone, selector: "#cloud\(index) svg", to: byItself)
            let (a, b) = (try await PillowTool.picture(inPage), try await PillowTool.picture(byItself))
            try #require(
                a.width == b.width && a.height == b.height,
                "cloud \(index): \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
            differing.append(PillowTool.difference(a, b).differingPixels)
        }
        return differing
    }

    @Test("Default prefixes: every cloud in the page is pixel for pixel itself, and the prefixes all differ")
    func defaultPrefixesDoNotClash() async throws {
        try await withTemporaryFolder { folder in
            let svgs = try await Self.render(in: folder)
            let prefixes = svgs.map { svg in
                svg.components(separatedBy: "-chip0\"").first!.components(separatedBy: "id=\"").last!
            }
            #expect(Set(prefixes).count == svgs.count, "\(prefixes)")
            let differing = try await Self.differences(svgs, in: folder)
            #expect(differing == Array(repeating: 0, count: svgs.count), "\(differing)")
        }
    }

    @Test("One --id-prefix for all keeps them apart too: the prefix goes before each drawing's hash")
    func sharedPrefixStillApart() async throws {
        try await withTemporaryFolder { folder in
            let svgs = try await Self.render(in: folder, sharedPrefix: "same")
            let prefixes = svgs.map { svg in
                svg.components(separatedBy: "-chip0\"").first!.components(separatedBy: "id=\"").last!
            }
            #expect(prefixes.allSatisfy { $0.hasPrefix("same-") } && Set(prefixes).count == svgs.count, "\(prefixes)")
            let differing = try await Self.differences(svgs, in: folder)
            #expect(differing == Array(repeating: 0, count: svgs.count), "\(differing)")
        }
    }

    @Test(
        "The check has teeth: the same ids for every cloud (each prefix replaced by one) make the semibold cloud show regular glyphs"
    )
    func sharedIDsClash() async throws {
        try await withTemporaryFolder { folder in
            let svgs = try await Self.render(in: folder).map { svg in
                let prefix = svg.components(separatedBy: "-chip0\"").first!.components(separatedBy: "id=\"").last!
                return svg.replacingOccurrences(of: prefix, with: "same")
            }
            let differing = try await Self.differences(svgs, in: folder)
            #expect(differing[0] == 0)
            #expect(differing[1] > 100, "\(differing)")
        }
    }
}
