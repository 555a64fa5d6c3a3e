import Foundation
import Testing

/// `render` and `batch` build their clouds through one code path in the library: the same input
/// and options give the same bytes, in every mode.
@Suite("render and batch agree")
struct RenderBatchAgreementTests {
    static let modes: [(name: String, file: String, options: [String])] = [
        ("plain", "tags.txt", []),
        ("words", "prose.txt", ["--words", "--top", "12"]),
        ("weights", "weighted.tsv", ["--scale-by", "weight", "--color-by", "weight", "--sort", "weight"]),
        ("dark theme, label colours", "tags.txt", ["--theme", "dark", "--color-by", "label"]),
        ("pastel, centred, balanced", "tags.txt", ["--theme", "pastel", "--align", "center", "--balance"]),
        ("row limit", "weighted.tsv", ["--max-rows", "2", "--width", "220", "--scale-by", "weight"]),
    ]

    @Test("The same bytes from render and batch", arguments: 0..<modes.count, ["svg", "png", "pdf"])
    func sameBytes(mode: Int, format: String) async throws {
        let (name, file, options) = Self.modes[mode]
        try await withTemporaryFolder { folder in
            try writeFile(
                "tags.txt", labelFile(["Swift", "Linux", "Cairo", "HarfBuzz", "FreeType", "Fontconfig"]), in: folder)
            try writeFile(
                "weighted.tsv",
                Array("swift\t40\nlinux\t25\ncairo\t9\nharfbuzz\t14\nfreetype\t3\nfontconfig\t1\n".utf8),
                in: folder)
            try writeFile(
                "prose.txt",
                Array(
                    "Clouds of tags: tags flow into rows, rows wrap at a width, and every tag is a chip. "
                        .appending("Chips hold labels; labels are shaped; shaped labels give widths; widths give rows.")
                        .utf8), in: folder)
            let render = try await TagflowBinary.run(["render", file, "-o", "one.\(format)"] + options, in: folder)
            #expect(render.status == 0, "\(name): \(render.stderr)")
            let batch = try await TagflowBinary.run(
                ["batch", file, "-o", "out", "--format", format] + options, in: folder)
            #expect(batch.status == 0, "\(name): \(batch.stderr)")
            let stem = file.split(separator: ".").first.map(String.init) ?? file
            let rendered = try bytes(of: folder.appendingPathComponent("one.\(format)"))
            let batched = try bytes(of: folder.appendingPathComponent("out/\(stem).\(format)"))
            #expect(rendered == batched, "\(name) as \(format): render and batch differ")
        }
    }
}
