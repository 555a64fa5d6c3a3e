import Foundation
import Testing

/// `tagflow diff A B`: PNGs compared by their decoded pixels, SVGs by their text with white
/// space normalised; 0 equal, 1 different (one `tagflow: diff:` line), 65 not comparable,
/// 66 missing, 64 usage. Variants of a rendering are made with Pillow, not with TagFlow.
@Suite("tagflow diff")
struct DiffCommandTests {
    static let usageTail =
        "; usage: tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]; see 'tagflow diff --help'"
    static let labels = labelFile(["swift", "linux", "카이로", "🎉 party", "HarfBuzz", "FreeType"])

    /// Renders the labels to `name` in `folder` with `options`; an opaque white page unless the
    /// options say otherwise, so that every decoder agrees on every pixel.
    @discardableResult
    static func render(
        _ name: String, _ options: [String] = ["--background", "white"], labels: [UInt8] = labels, in folder: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> URL {
        let input = ".labels-\(UUID().uuidString).txt"
        try writeFile(input, labels, in: folder)
        defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent(input)) }
        let run = try await TagflowBinary.run(["render", input, "-o", name] + options, in: folder)
        try #require(run.status == 0, "render \(name) failed: \(run.stderr)", sourceLocation: sourceLocation)
        return folder.appendingPathComponent(name)
    }

    static func diff(_ arguments: [String], in folder: URL) async throws -> TagflowRun {
        try await TagflowBinary.run(["diff"] + arguments, in: folder)
    }

    /// Exit 0 with nothing on either stream.
    static func expectEqual(_ run: TagflowRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 0, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(run.stderr.isEmpty, "\(run.stderr)", sourceLocation: sourceLocation)
    }

    /// Exit 1, nothing on stdout, one stderr line `tagflow: diff: …` holding every one of `mentions`.
    static func expectDifferent(
        _ run: TagflowRun, mentions: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 1, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            run.stderrLines.count == 1 && run.stderr.hasSuffix("\n"), "\(run.stderr.debugDescription)",
            sourceLocation: sourceLocation)
        let line = run.stderrLines.first ?? ""
        #expect(line.hasPrefix("tagflow: diff: "), "\(line)", sourceLocation: sourceLocation)
        for word in mentions {
            #expect(
                line.contains(word), "\(line.debugDescription) should mention \(word)", sourceLocation: sourceLocation)
        }
    }

    /// A pixel of the picture's chips (not the white page), to change.
    static func inkedPixel(_ picture: PillowTool.Picture) throws -> (x: Int, y: Int) {
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.pixel(x, y) != [255, 255, 255, 255] {
                return (x, y)
            }
        }
        throw CancellationError()
    }

    // MARK: - Equal

    @Test("identical PNGs: 0 and no output")
    func identicalPNGs() async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.png", in: folder)
            try Data(try bytes(of: a)).write(to: folder.appendingPathComponent("copy.png"))
            Self.expectEqual(try await Self.diff(["a.png", "copy.png"], in: folder))
            Self.expectEqual(try await Self.diff(["a.png", "a.png"], in: folder))
        }
    }

    @Test(
        "the same pixels in other bytes (a pHYs chunk from --dpi 144) are equal",
        arguments: [["--background", "white"], []])
    func dpiChangesBytesNotPixels(page: [String]) async throws {
        try await withTemporaryFolder { folder in
            let plain = try await Self.render("plain.png", page, in: folder)
            let dpi = try await Self.render("dpi.png", page + ["--dpi", "144"], in: folder)
            #expect(try bytes(of: plain) != bytes(of: dpi), "--dpi should change the bytes")
            #expect(try await PillowTool.picture(plain) == PillowTool.picture(dpi))
            Self.expectEqual(try await Self.diff(["plain.png", "dpi.png"], in: folder))
            Self.expectEqual(try await Self.diff(["dpi.png", "plain.png"], in: folder))
        }
    }

    @Test(
        "a PNG decoded and encoded again by Pillow (optimised, or in another colour type) is equal",
        arguments: [(["--background", "white"], nil), (["--background", "white"], "RGBA"), ([], nil), ([], "RGBA")]
            as [([String], String?)])
    func reencodedIsEqual(page: [String], mode: String?) async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.png", page, in: folder)
            let b = folder.appendingPathComponent("b.png")
            try await PillowTool.reencode(a, to: b, mode: mode)
            #expect(try bytes(of: a) != bytes(of: b), "Pillow wrote the same bytes")
            Self.expectEqual(try await Self.diff(["a.png", "b.png"], in: folder))
        }
    }

    // MARK: - Different

    @Test("one different pixel: 1, one line `tagflow: diff: … 1 pixel differs …`")
    func onePixel() async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.png", in: folder)
            try await PillowTool.setPixels(a, to: folder.appendingPathComponent("b.png"), [(3, 4, [0, 0, 0, 255])])
            let run = try await Self.diff(["a.png", "b.png"], in: folder)
            Self.expectDifferent(
                run, mentions: ["a.png", "b.png", "1 pixel differs", "largest channel difference 255"])
        }
    }

    @Test("--tolerance T: channels T apart are equal, T+1 apart are not")
    func tolerance() async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.png", in: folder)
            let picture = try await PillowTool.picture(a)
            let (x, y) = try Self.inkedPixel(picture)
            var nudged = picture.pixel(x, y)
            nudged[0] = nudged[0] >= 3 ? nudged[0] - 3 : nudged[0] + 3
            try await PillowTool.setPixels(a, to: folder.appendingPathComponent("b.png"), [(x, y, nudged)])

            Self.expectDifferent(
                try await Self.diff(["a.png", "b.png"], in: folder),
                mentions: ["1 pixel differs", "largest channel difference 3"])
            Self.expectDifferent(
                try await Self.diff(["a.png", "b.png", "--tolerance", "2"], in: folder),
                mentions: ["1 pixel differs", "largest channel difference 3"])
            Self.expectEqual(try await Self.diff(["a.png", "b.png", "--tolerance", "3"], in: folder))
            Self.expectEqual(try await Self.diff(["a.png", "b.png", "--tolerance", "255"], in: folder))
        }
    }

    @Test("--max-differing-pixels N: up to N differing pixels are equal, N+1 are not")
    func maxDifferingPixels() async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.png", in: folder)
            try await PillowTool.setPixels(
                a, to: folder.appendingPathComponent("b.png"), [(0, 0, [255, 0, 0, 255]), (5, 2, [0, 0, 255, 255])])
            Self.expectDifferent(try await Self.diff(["a.png", "b.png"], in: folder), mentions: ["2 pixels differ"])
            Self.expectDifferent(
                try await Self.diff(["a.png", "b.png", "--max-differing-pixels", "1"], in: folder),
                mentions: ["2 pixels differ"])
            Self.expectEqual(try await Self.diff(["a.png", "b.png", "--max-differing-pixels", "2"], in: folder))
            Self.expectEqual(try await Self.diff(["a.png", "b.png", "--max-differing-pixels", "1000"], in: folder))
        }
    }

    @Test("-o DIFF.png: a PNG of the same size, the differing pixel magenta and no other")
    func differencePicture() async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.png", in: folder)
            let picture = try await PillowTool.picture(a)
            let (x, y) = try Self.inkedPixel(picture)
            try await PillowTool.setPixels(
                a, to: folder.appendingPathComponent("b.png"), [(x, y, [255, 255, 255, 255])])
            let run = try await Self.diff(["a.png", "b.png", "-o", "changes.png"], in: folder)
            Self.expectDifferent(run, mentions: ["1 pixel differs"])
            let changes = folder.appendingPathComponent("changes.png")
            let size = try #require(ImageFacts.pngSize(try bytes(of: changes)))
            #expect(size.width == picture.width && size.height == picture.height)
            let drawn = try await PillowTool.picture(changes)
            #expect(drawn.pixel(x, y) == [255, 0, 255, 255])
            var magenta = 0
            for index in stride(from: 0, to: drawn.rgba.count, by: 4)
            where Array(drawn.rgba[index..<index + 4]) == [255, 0, 255, 255] {
                magenta += 1
            }
            #expect(magenta == 1, "\(magenta) magenta pixels")
            expectNoTemporaryFiles(in: folder)
        }
    }

    // MARK: - Not comparable

    @Test("PNGs of different sizes: 1, naming both sizes; the column only A covers is magenta in the picture")
    func differentSizes() async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.png", in: folder)
            let size = try #require(ImageFacts.pngSize(try bytes(of: a)))
            try await PillowTool.crop(
                a, to: folder.appendingPathComponent("b.png"), width: size.width - 1, height: size.height)
            let run = try await Self.diff(["a.png", "b.png", "-o", "changes.png"], in: folder)
            Self.expectDifferent(
                run,
                mentions: [
                    "a.png", "b.png", "\(size.width)×\(size.height)", "\(size.width - 1)×\(size.height)",
                    "\(size.height) pixels differ",
                ])
            let drawn = try await PillowTool.picture(folder.appendingPathComponent("changes.png"))
            #expect(drawn.width == size.width && drawn.height == size.height)
            let magenta = stride(from: 0, to: drawn.rgba.count, by: 4).filter { drawn.rgba[$0 + 1] == 0 }
            #expect(magenta.count == size.height)
            #expect(magenta.allSatisfy { ($0 / 4) % size.width == size.width - 1 }, "only the last column differs")
        }
    }

    @Test("-o with another extension than .png is a usage error (64) and writes nothing")
    func pictureMustBePNG() async throws {
        try await withTemporaryFolder { folder in
            _ = try await Self.render("a.png", in: folder)
            _ = try await Self.render("b.png", in: folder)
            let run = try await Self.diff(["a.png", "b.png", "-o", "changes.svg"], in: folder)
            expectError(
                run, exit: 64, mentions: ["changes.svg", ".png"],
                usageTail:
                    "; usage: tagflow diff A B [--tolerance T] [--max-differing-pixels N] [-o DIFF.png]; see 'tagflow diff --help'"
            )
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("changes.svg").path))
        }
    }

    @Test("a PNG and an SVG: 65, whichever comes first")
    func pngAndSVG() async throws {
        try await withTemporaryFolder { folder in
            try await Self.render("a.png", in: folder)
            try await Self.render("a.svg", in: folder)
            expectError(try await Self.diff(["a.png", "a.svg"], in: folder), exit: 65, mentions: ["a.png", "a.svg"])
            expectError(try await Self.diff(["a.svg", "a.png"], in: folder), exit: 65, mentions: ["a.png", "a.svg"])
        }
    }

    /// Where a PNG is cut: keep its first `count` bytes, keep half of it, or drop its last `count`.
    enum Cut: Sendable, CustomTestStringConvertible {
        case keep(Int)
        case half
        case dropLast(Int)

        func apply(_ png: [UInt8]) -> [UInt8] {
            switch self {
            case .keep(let count): Array(png.prefix(count))
            case .half: Array(png.prefix(png.count / 2))
            case .dropLast(let count): Array(png.dropLast(count))
            }
        }

        var testDescription: String {
            switch self {
            case .keep(let count): "the first \(count) bytes"
            case .half: "half"
            case .dropLast(let count): "all but the last \(count) bytes"
            }
        }
    }

    @Test(
        "a truncated PNG: 65 naming it, whichever comes first",
        arguments: [Cut.keep(8), .keep(33), .keep(60), .half, .dropLast(1), .dropLast(12)])
    func truncatedPNG(cut: Cut) async throws {
        try await withTemporaryFolder { folder in
            let kept = cut.apply(try bytes(of: try await Self.render("a.png", in: folder)))
            try writeFile("broken.png", kept, in: folder)
            expectError(try await Self.diff(["a.png", "broken.png"], in: folder), exit: 65, mentions: ["broken.png"])
            expectError(try await Self.diff(["broken.png", "a.png"], in: folder), exit: 65, mentions: ["broken.png"])
        }
    }

    // MARK: - SVG

    @Test("SVGs that differ only in indentation, line endings and spaces between attributes are equal")
    func svgWhitespace() async throws {
        try await withTemporaryFolder { folder in
            let a = try await Self.render("a.svg", in: folder)
            let text = String(decoding: try bytes(of: a), as: UTF8.self)
            var depth = 0
            var reindented: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("</") { depth = max(0, depth - 1) }
                let spaced = line.replacingOccurrences(of: "\" ", with: "\"   ")
                reindented.append(String(repeating: "\t  ", count: depth) + spaced)
                if line.hasPrefix("<") && !line.hasPrefix("</") && !line.hasPrefix("<?") && !line.hasSuffix("/>")
                    && !line.contains("</")
                {
                    depth += 1
                }
            }
            let b = reindented.joined(separator: "\r\n") + "\r\n\r\n"
            #expect(Array(b.utf8) != (try bytes(of: a)))
            try writeFile("b.svg", Array(b.utf8), in: folder)
            Self.expectEqual(try await Self.diff(["a.svg", "b.svg"], in: folder))
            Self.expectEqual(try await Self.diff(["b.svg", "a.svg"], in: folder))
        }
    }

    @Test("SVGs with different content: 1, one line naming both")
    func svgContent() async throws {
        try await withTemporaryFolder { folder in
            try await Self.render("a.svg", in: folder)
            try await Self.render(
                "b.svg", labels: labelFile(["swift", "linux", "카이로", "🎉 party", "HarfBuzz", "Pango"]), in: folder)
            Self.expectDifferent(try await Self.diff(["a.svg", "b.svg"], in: folder), mentions: ["a.svg", "b.svg"])
            // A change that is only a colour, same length and layout.
            try await Self.render("c.svg", ["--background", "white", "--fill", "#123456"], in: folder)
            try await Self.render("d.svg", ["--background", "white", "--fill", "#123457"], in: folder)
            Self.expectDifferent(try await Self.diff(["c.svg", "d.svg"], in: folder), mentions: ["c.svg", "d.svg"])
        }
    }

    // MARK: - Files and usage

    @Test("a missing file: 66 naming it, in either place")
    func missingFile() async throws {
        try await withTemporaryFolder { folder in
            try await Self.render("a.png", in: folder)
            expectError(try await Self.diff(["a.png", "absent.png"], in: folder), exit: 66, mentions: ["absent.png"])
            expectError(try await Self.diff(["absent.png", "a.png"], in: folder), exit: 66, mentions: ["absent.png"])
        }
    }

    @Test("not two files: a usage error (64)", arguments: [[], ["a.png"], ["a.png", "a.png", "a.png"]])
    func wrongArgumentCount(files: [String]) async throws {
        try await withTemporaryFolder { folder in
            try await Self.render("a.png", in: folder)
            expectError(try await Self.diff(files, in: folder), exit: 64, usageTail: Self.usageTail)
        }
    }

    @Test(
        "a bad --tolerance or --max-differing-pixels: a usage error (64)",
        arguments: [
            ["--tolerance", "256"], ["--tolerance", "-1"], ["--tolerance", "abc"], ["--max-differing-pixels", "-5"],
        ])
    func badNumbers(option: [String]) async throws {
        try await withTemporaryFolder { folder in
            try await Self.render("a.png", in: folder)
            expectError(
                try await Self.diff(["a.png", "a.png"] + option, in: folder), exit: 64, mentions: [option[0]],
                usageTail: Self.usageTail)
        }
    }
}
