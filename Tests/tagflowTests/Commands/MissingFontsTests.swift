import Foundation
import Spawn
import Testing

/// A binary that finds no bundled fonts (copied where no fonts are beside it or above it): the
/// error names the first few places and where to see the rest, and `tagflow fonts` lists them all.
@Suite("tagflow with its bundled fonts missing")
struct MissingFontsTests {
    @Test("render names three places and 'tagflow fonts' (66); fonts lists every place looked in")
    func missingFonts() async throws {
        try await withTemporaryFolder { folder in
            let binary = folder.appendingPathComponent("tagflow")
            // Copied by cp: a file this process wrote would be open in any child another test
            // forks meanwhile, and running it would fail "Text file busy".
            _ = try Spawn.run("/bin/cp", [try TagflowBinary.location.get().path, binary.path])
            try writeFile("a.txt", labelFile(["rock"]), in: folder)
            let render = try await TagflowBinary.run(["render", "a.txt", "-o", "a.svg"], in: folder, binary: binary)
            #expect(render.status == 66, "\(render.stderr)")
            let lines = render.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(render.stderr)")
            let place = folder.path + "/TagFlow_TagFlowFonts.resources/Fonts"
            #expect(render.stderr.contains("looked in \(place), "), "\(render.stderr)")
            #expect(
                render.stderr.contains(" more ('tagflow fonts' lists them); set TAGFLOW_FONTS_DIR"), "\(render.stderr)")
            #expect(!render.stderr.contains(folder.path + "/Fonts"), "only the first three: \(render.stderr)")
            let fonts = try await TagflowBinary.run(["fonts"], in: folder, binary: binary)
            let listed = String(decoding: fonts.stdout, as: UTF8.self).split(separator: "\n")
            #expect(listed.first == "# bundled fonts: not found; looked in")
            #expect(listed.contains("#   \(place)") && listed.contains("#   \(folder.path)/Fonts"), "\(listed)")
            #expect(listed.last == "#   /share/tagflow/Fonts")
            #expect(fonts.stderr.contains("set TAGFLOW_FONTS_DIR"), "\(fonts.stderr)")
        }
    }
}
