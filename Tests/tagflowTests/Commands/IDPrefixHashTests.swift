import Foundation
import Testing

/// The default SVG id prefix is a hash of what the picture shows, the same in every release that
/// draws the same picture: the ways its pieces are gathered change, the words hashed and their
/// order do not. The expected prefixes were printed by the build before the chips' pieces were
/// read where they lie (main fe62fb1, 6 Dec 2026).
@Suite("tagflow render keeps the id prefix a picture always had")
struct IDPrefixHashTests {
    /// The `tf…` prefix of the SVG that `render` draws from `lines` with `options`.
    static func prefix(_ lines: String, _ options: [String] = []) async throws -> String {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", Array(lines.utf8), in: folder)
            expectQuietSuccess(try await runRender(["list.txt", "-o", "out.svg"] + options, in: folder))
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("out.svg")), as: UTF8.self)
            return svg.firstMatch(of: /\bid="(tf[0-9a-f]{8})-/).map { String($0.output.1) } ?? "none"
        }
    }

    @Test("Chips whose font changes back and forth (Latin, Korean) hash each run's font as before")
    func fontsBackAndForth() async throws {
        #expect(try await Self.prefix("Swift\n한국어\nRust\n서울 도시\nKotlin\n") == "tf9155092d")
    }

    @Test("Counts, a link and a label cut short with … hash as before")
    func countsLinkAndCut() async throws {
        let lines = "Swift\t12400\t\thttps://swift.org\n한국어\t3\nRust and more words here\t7\n서울 도시\t2\nKotlin\t1\n"
        #expect(
            try await Self.prefix(lines, ["--show-weight", "--max-chip-width", "120"]) == "tfe492814c")
    }
}
