import Foundation
import Testing

/// `tagflow render` run as a user runs it: files in, files out, sizes read back from the bytes.
@Suite("tagflow render writes SVG, PNG and PDF")
struct RenderTests {
    static let labels = ["swift", "linux", "cairo", "harfbuzz", "freetype", "fontconfig", "Ünïcödé", "tag cloud"]

    /// Renders `labels` from `labels.txt` to `name` in `folder` with `options`; checks the run succeeded.
    static func render(
        _ labels: [String], to name: String, in folder: URL, options: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [UInt8] {
        try writeFile("labels.txt", labelFile(labels), in: folder)
        let run = try await TagflowBinary.run(["render", "labels.txt", "-o", name] + options, in: folder)
        #expect(run.status == 0, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        #expect(run.stderr.isEmpty, "stderr should be empty: \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, "nothing on stdout when -o names a file", sourceLocation: sourceLocation)
        return try bytes(of: folder.appendingPathComponent(name))
    }

    @Test("each format is written with its signature, and PNG, SVG and PDF agree on the size")
    func threeFormatsAgreeOnSize() async throws {
        try await withTemporaryFolder { folder in
            let svg = try await Self.render(Self.labels, to: "cloud.svg", in: folder)
            let png = try await Self.render(Self.labels, to: "cloud.png", in: folder)
            let pdf = try await Self.render(Self.labels, to: "cloud.pdf", in: folder)

            #expect(svg.starts(with: Array("<?xml".utf8)))
            #expect(png.starts(with: ImageFacts.pngSignature))
            #expect(pdf.starts(with: Array("%PDF-".utf8)))
            #expect(String(decoding: pdf.suffix(16), as: UTF8.self).contains("%%EOF"), "the PDF ends with %%EOF")

            let svgSize = try #require(ImageFacts.svgSize(svg), "the SVG root has width=\"Npx\" height=\"Npx\"")
            let pngSize = try #require(ImageFacts.pngSize(png), "the PNG starts with a valid IHDR chunk")
            let pdfSize = try #require(ImageFacts.pdfPageSize(pdf), "the PDF has a /MediaBox")
            #expect(svgSize.width > 0 && svgSize.height > 0)
            #expect(pngSize == svgSize, "PNG \(pngSize) vs SVG \(svgSize)")
            #expect(pdfSize == svgSize, "PDF page \(pdfSize) vs SVG \(svgSize)")
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("the format comes from the extension, whatever its case", arguments: ["CLOUD.SVG", "Cloud.Png", "cloud.PDF"])
    func extensionIsCaseInsensitive(name: String) async throws {
        try await withTemporaryFolder { folder in
            let output = try await Self.render(Self.labels, to: name, in: folder)
            let signature: [UInt8] =
                switch name.lowercased().suffix(3) {
                case "svg": Array("<?xml".utf8)
                case "png": ImageFacts.pngSignature
                default: Array("%PDF-".utf8)
                }
            #expect(output.starts(with: signature))
        }
    }

    @Test("--format overrides the extension of -o")
    func formatFlagOverridesExtension() async throws {
        try await withTemporaryFolder { folder in
            let png = try await Self.render(Self.labels, to: "cloud.svg", in: folder, options: ["--format", "png"])
            #expect(png.starts(with: ImageFacts.pngSignature))
        }
    }

    @Test("--scale N multiplies both sides of the PNG by exactly N", arguments: [2, 3])
    func scaleMultipliesPNGSize(scale: Int) async throws {
        try await withTemporaryFolder { folder in
            let one = try await Self.render(Self.labels, to: "one.png", in: folder, options: ["--scale", "1"])
            let scaled = try await Self.render(
                Self.labels, to: "scaled.png", in: folder, options: ["--scale", String(scale)])
            let base = try #require(ImageFacts.pngSize(one))
            let big = try #require(ImageFacts.pngSize(scaled))
            #expect(big.width == scale * base.width, "\(big) vs \(scale) × \(base)")
            #expect(big.height == scale * base.height, "\(big) vs \(scale) × \(base)")
        }
    }

    @Test("--scale changes the PNG only: the SVG keeps its size in px")
    func scaleLeavesSVGSize() async throws {
        try await withTemporaryFolder { folder in
            let one = try await Self.render(Self.labels, to: "one.svg", in: folder)
            let two = try await Self.render(Self.labels, to: "two.svg", in: folder, options: ["--scale", "2"])
            let a = try #require(ImageFacts.svgSize(one))
            let b = try #require(ImageFacts.svgSize(two))
            #expect(a == b)
        }
    }

    static let thirtyLabels = (1...30).map { "label number \($0)" }

    @Test("a narrower --width wraps 30 labels into a taller, no wider image")
    func narrowerWidthIsTaller() async throws {
        try await withTemporaryFolder { folder in
            let narrow = try await Self.render(
                Self.thirtyLabels, to: "narrow.png", in: folder, options: ["--width", "200"])
            let wide = try await Self.render(
                Self.thirtyLabels, to: "wide.png", in: folder, options: ["--width", "600"])
            let n = try #require(ImageFacts.pngSize(narrow))
            let w = try #require(ImageFacts.pngSize(wide))
            #expect(n.height > w.height, "narrow \(n) should be taller than wide \(w)")
            #expect(n.width <= w.width, "narrow \(n) should be no wider than wide \(w)")
        }
    }

    @Test("with --margin 0 no row is wider than --width", arguments: [200, 350, 600])
    func rowsFitTheWidth(width: Int) async throws {
        try await withTemporaryFolder { folder in
            let png = try await Self.render(
                Self.thirtyLabels, to: "cloud.png", in: folder, options: ["--width", String(width), "--margin", "0"])
            let size = try #require(ImageFacts.pngSize(png))
            #expect(size.width <= width, "\(size) for --width \(width)")
        }
    }

    @Test("--margin M adds M px on every side")
    func marginSurroundsTheCloud() async throws {
        try await withTemporaryFolder { folder in
            let bare = try await Self.render(Self.labels, to: "bare.svg", in: folder, options: ["--margin", "0"])
            let padded = try await Self.render(Self.labels, to: "padded.svg", in: folder, options: ["--margin", "20"])
            let a = try #require(ImageFacts.svgSize(bare))
            let b = try #require(ImageFacts.svgSize(padded))
            #expect(b.width == a.width + 40 && b.height == a.height + 40, "\(b) vs \(a) + 2 × 20")
        }
    }
}
