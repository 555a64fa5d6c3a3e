import TagFlow
import TagFlowTesting
import Testing

/// A German page in its own words: the "+N" chip says "+3 weitere", and the picture carries its
/// own title and description (`OwnWordsTests` has the rules). Looked at by eye when recorded.
@Suite("Golden renderings in one's own words")
struct OwnWordsGoldenTests {
    /// Eleven German topics at 560 px: two rows hold eight, and "+3 weitere" ends the second.
    static func cloud() -> TagCloud {
        var style = CloudStyle()
        style.maxWidth = 560
        style.background = try! Color(hex: "#ffffff")
        style.updateRows { $0.maxRows = 2 }
        style.moreText = "+{n} weiterer|+{n} weitere"
        style.title = "Themen dieser Seite"
        style.accessibleDescription = "Die Themen, über die diese Seite schreibt"
        let labels = [
            "Datenschutz", "Barrierefreiheit", "Typsicherheit", "Nebenläufigkeit", "Schnittstellen",
            "Fehlerbehandlung", "Speicher", "Tests", "Zeichenkodierung", "Zuverlässigkeit", "Quelltextprüfung",
        ]
        return TagCloud(tags: labels.map { CloudTag($0) }, style: style)
    }

    @Test("Golden: a German page's cloud ends in +3 weitere, as PNG and as SVG with its title and <desc>")
    func german() throws {
        let cloud = Self.cloud()
        #expect(try cloud.layout().overflow?.label == "+3 weitere")
        assertSnapshot(of: cloud, as: .png(scale: 2, tolerance: 8, maxDifferingPixels: 40), named: "german")
        assertSnapshot(of: cloud, as: .svg, named: "german")
    }
}
