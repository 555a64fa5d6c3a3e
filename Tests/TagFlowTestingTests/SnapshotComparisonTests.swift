import Foundation
import TagFlow
import Testing

@testable import TagFlowTesting

@Suite("Snapshot comparison")
struct SnapshotComparisonTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A 4×3 opaque image of one colour, with pixel (1, 1) set to `dot`.
    func png(_ dot: [UInt8] = [0, 0, 0, 255]) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: 4 * 3 * 4)
        pixels.replaceSubrange(((1 * 4 + 1) * 4)..<((1 * 4 + 1) * 4 + 4), with: dot)
        return PNGImage(width: 4, height: 3, pixels: pixels).encoded()
    }

    func comparison(_ name: String, _ format: SnapshotFormat, maxDifferingPixels: Int = 0) -> SnapshotComparison {
        SnapshotComparison(
            reference: folder.appendingPathComponent("\(name).\(format.fileExtension)"), format: format,
            tolerance: 2, maxDifferingPixels: maxDifferingPixels)
    }

    @Test("A missing reference is recorded and the check fails, saying so")
    func missingIsRecorded() throws {
        let check = comparison("new", .png())
        let message = try #require(check.check(png()))
        #expect(message.contains("recorded") && message.contains("there was no reference"))
        #expect(FileManager.default.fileExists(atPath: check.reference.path))
        #expect(check.check(png()) == nil)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("A PNG is compared decoded: a re-encoded identical image passes, one changed pixel fails")
    func pngDecoded() throws {
        let check = comparison("dot", .png())
        _ = check.check(png())
        // The same pixels encoded again with other PNG settings still match.
        let reencoded = try #require(PNGImage(png: png())).encoded()
        #expect(check.check(reencoded) == nil)
        let message = try #require(check.check(png([200, 0, 0, 255])))
        #expect(message.contains("1 pixel differs (largest channel difference 200"))
        #expect(message.contains(check.actualFile.path) && message.contains(check.differenceFile.path))
        // The difference picture marks the changed pixel in magenta and fades the rest.
        let picture = try #require(PNGImage(png: Array(try Data(contentsOf: check.differenceFile))))
        #expect(picture[1, 1] == [255, 0, 255, 255])
        #expect(picture[0, 0] == [255, 255, 255, 255])
        // Allowed differences pass, and a passing check removes the old actual file.
        #expect(comparison("dot", .png(), maxDifferingPixels: 1).check(png([200, 0, 0, 255])) == nil)
        #expect(!FileManager.default.fileExists(atPath: check.actualFile.path))
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("Different sizes and corrupt files are reported, not crashed on")
    func sizesAndCorruption() throws {
        let check = comparison("size", .png())
        _ = check.check(png())
        let bigger = PNGImage(width: 5, height: 3, pixels: [UInt8](repeating: 9, count: 60)).encoded()
        #expect(check.check(bigger)?.contains("the reference is 4×3 px, the rendering 5×3 px") == true)
        #expect(check.check([1, 2, 3])?.contains("the rendering is not a PNG") == true)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("SVG is compared with white space between tags ignored; PDF byte for byte")
    func svgAndPDF() throws {
        let svg = comparison("doc", .svg)
        _ = svg.check(Array("<svg>\n  <g/>\n</svg>\n".utf8))
        #expect(svg.check(Array("<svg> <g/> </svg> ".utf8)) == nil)
        #expect(svg.check(Array("<svg><g/></svg>".utf8)) == nil)
        #expect(svg.check(Array("<svg><g /></svg>".utf8)) != nil)
        let pdf = comparison("doc", .pdf)
        _ = pdf.check(Array("%PDF-1.5 abc".utf8))
        #expect(pdf.check(Array("%PDF-1.5 abd".utf8))?.contains("from byte 11") == true)
        try? FileManager.default.removeItem(at: folder)
    }
}
