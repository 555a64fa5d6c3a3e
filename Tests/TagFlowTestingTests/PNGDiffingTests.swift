import Foundation
import TagFlow
import TagFlowTesting
import Testing

@Suite("PNG, SVG and PDF diffing")
struct PNGDiffingTests {
    /// A 4×3 opaque image of one colour, with pixel (1, 1) set to `dot`.
    static func png(_ dot: [UInt8] = [0, 0, 0, 255]) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: 4 * 3 * 4)
        pixels.replaceSubrange(((1 * 4 + 1) * 4)..<((1 * 4 + 1) * 4 + 4), with: dot)
        return PNGImage(width: 4, height: 3, pixels: pixels).encoded()
    }

    @Test("A PNG is compared decoded: a re-encoded identical image passes, one changed pixel fails with a picture")
    func pngDecoded() throws {
        let diffing = Diffing<[UInt8]>.png()
        let reencoded = try #require(PNGImage(png: Self.png())).encoded()
        #expect(try diffing.diff(Self.png(), reencoded) == nil)
        let difference = try #require(try diffing.diff(Self.png(), Self.png([200, 0, 0, 255])))
        #expect(
            difference.message
                == "the snapshot differs from the reference: 1 pixel differs (largest channel difference 200, "
                + "tolerance 0, 0 allowed)")
        let artifact = try #require(difference.artifacts.first { $0.suffix == "diff.png" })
        let picture = try #require(PNGImage(png: artifact.bytes))
        #expect(picture[1, 1] == [255, 0, 255, 255])
        #expect(picture[0, 0] == [255, 255, 255, 255])
        #expect(try Diffing<[UInt8]>.png(maxDifferingPixels: 1).diff(Self.png(), Self.png([200, 0, 0, 255])) == nil)
        #expect(try Diffing<[UInt8]>.png(tolerance: 200).diff(Self.png(), Self.png([200, 0, 0, 255])) == nil)
    }

    @Test("The library, render --check and diff share one default tolerance")
    func oneTolerance() throws {
        #expect(Comparison().tolerance == Comparison.defaultTolerance)
        // One level off is a difference by default, in TagFlowTesting as in Comparison.
        #expect(try Diffing<[UInt8]>.png().diff(Self.png(), Self.png([1, 0, 0, 255])) != nil)
        #expect(try !Comparison().compare(expected: Self.png(), actual: Self.png([1, 0, 0, 255]), as: .png).isSame)
    }

    @Test("Different sizes and corrupt files are reported, not crashed on")
    func sizesAndCorruption() throws {
        let bigger = PNGImage(width: 5, height: 3, pixels: [UInt8](repeating: 9, count: 60)).encoded()
        let message = try #require(try Diffing<[UInt8]>.png().diff(Self.png(), bigger)).message
        #expect(message.contains("the reference is 4×3 px, the snapshot 5×3 px"))
        #expect(throws: Comparison.Failure.notComparable("the snapshot is not a PNG file")) {
            try Diffing<[UInt8]>.png().diff(Self.png(), [1, 2, 3])
        }
    }

    @Test("SVG is compared with white space between tags ignored; PDF byte for byte")
    func svgAndPDF() throws {
        let svg = Diffing<[UInt8]>.svg
        let reference = Array("<svg>\n  <g/>\n</svg>\n".utf8)
        #expect(try svg.diff(reference, Array("<svg> <g/> </svg> ".utf8)) == nil)
        #expect(try svg.diff(reference, Array("<svg><g/></svg>".utf8)) == nil)
        let message = try #require(try svg.diff(reference, Array("<svg>\n<g />\n</svg>\n".utf8))).message
        #expect(
            message.hasPrefix(
                "the snapshot differs from the reference in its SVG text from byte 10 (line 2) of the reference"))
        #expect(message.contains("-   <g/>\n+ <g />"))
        let pdf = try #require(try Diffing<[UInt8]>.pdf.diff(Array("%PDF-1.5 abc".utf8), Array("%PDF-1.5 abd".utf8)))
        #expect(pdf.message == "the snapshot differs from the reference from byte 11 on")
    }
}
