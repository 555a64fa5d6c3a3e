import Foundation
import Testing

/// Linked chips of an SVG inlined in a page, as Chromium's accessibility tree shows them.
@Suite("Accessible SVG links", .enabled(if: ChromiumPage.isAvailable, "needs chromium"))
struct AccessibleLinksTests {
    @Test("Each link is focusable and named by its tag's label; the image keeps its summary name")
    func linksNamedByLabel() async throws {
        try await withTemporaryFolder { folder in
            let lines = [
                "Swift\t\t\thttps://swift.org", "R&D <beta>\t\t\thttps://example.com/?q=r&d", "Plain",
                "데이터 과학\t\t\thttps://ko.wikipedia.org/wiki/데이터_과학",
                "Distributed Systems Engineering\t\t\thttps://example.org/dse",
            ]
            try writeFile("tags.tsv", labelFile(lines), in: folder)
            // A chip cut short with "…" is still named by its whole label.
            let result = try await runRender(["tags.tsv", "-o", "cloud.svg", "--max-chip-width", "120"], in: folder)
            expectQuietSuccess(result)
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("cloud.svg")), as: UTF8.self)
            let page = try writeFile("page.html", Array(ChromiumPage.page(inlining: [svg]).utf8), in: folder)

            let nodes = try ChromiumPage.accessibilityTree(page).filter { !$0.ignored }
            let links = nodes.filter { $0.role == "link" }
            #expect(
                links.map(\.name) == ["Swift", "R&D <beta>", "데이터 과학", "Distributed Systems Engineering"],
                "\(links)")
            #expect(links.allSatisfy { $0.focusable })
            let image = try #require(nodes.first { $0.role == "image" })
            #expect(image.name == "Swift, R&D <beta>, Plain, 데이터 과학, Distributed Systems Engineering")
        }
    }
}
