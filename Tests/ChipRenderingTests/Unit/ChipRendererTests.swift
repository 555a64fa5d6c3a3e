import Foundation
import Primitives
import Testing

@testable import ChipRendering
@testable import TextShaping

@Suite("Drawing chips with Cairo")
struct ChipRendererTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// One 100×40 chip at (10, 10) on a 120×60 canvas, labelled `text`.
    func scene(text: String, background: Color? = white, stroke: Color? = blue) throws -> ChipScene {
        let shaped = TextShaper(fonts: try FontLibrary.defaultStack()).shape(text, size: 20)
        let style = ChipStyle(fill: Self.red, stroke: stroke, strokeWidth: 1, textColor: Self.black)
        let chip = PlacedChip(
            frame: Rect(x: 10, y: 10, width: 100, height: 40), text: shaped,
            textOffset: Point(x: 12, y: 27), style: style)
        return ChipScene(width: 120, height: 60, background: background, chips: [chip])
    }

    func isClose(_ a: [UInt8], _ b: [UInt8], tolerance: Int = 12) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    @Test("PNG: the canvas, the capsule's fill, its rounded corners and its inside stroke")
    func capsulePixels() throws {
        let png = try ChipRenderer.render(scene(text: ""), as: .png)
        let image = try #require(PNGImage(png: png))
        #expect(image.width == 120 && image.height == 60)
        #expect(image[0, 0] == [255, 255, 255, 255])
        // Inside the chip, away from the edges: the fill.
        #expect(image[60, 30] == [255, 0, 0, 255])
        // The chip's bounding-box corner lies outside a capsule of radius 20.
        #expect(image[11, 11] == [255, 255, 255, 255])
        // The 1 px stroke is the outermost pixel column of the chip, not outside it.
        #expect(isClose(image[10, 30], [0, 0, 255, 255]))
        #expect(image[9, 30] == [255, 255, 255, 255])
        #expect(isClose(image[109, 30], [0, 0, 255, 255]))
        #expect(image[110, 30] == [255, 255, 255, 255])
        #expect(image[60, 10] == [0, 0, 255, 255])
        #expect(image[60, 11] == [255, 0, 0, 255])
    }

    @Test("PNG: --scale 2 doubles every side and keeps the picture")
    func scaleTwo() throws {
        let image = try #require(PNGImage(png: ChipRenderer.render(scene(text: ""), as: .png, scale: 2)))
        #expect(image.width == 240 && image.height == 120)
        #expect(image[120, 60] == [255, 0, 0, 255])
        #expect(isClose(image[20, 60], [0, 0, 255, 255]))
        #expect(image[19, 60] == [255, 255, 255, 255])
    }

    @Test("PNG: with no background the canvas is transparent")
    func transparentBackground() throws {
        let image = try #require(PNGImage(png: ChipRenderer.render(scene(text: "", background: nil), as: .png)))
        #expect(image[0, 0][3] == 0)
        #expect(image[60, 30] == [255, 0, 0, 255])
    }

    @Test("PNG: the label's glyphs are drawn in the text colour, inside the chip")
    func textIsDrawn() throws {
        let image = try #require(PNGImage(png: ChipRenderer.render(scene(text: "HHHH"), as: .png)))
        // The label starts at x = 10 + 12 with its baseline at y = 10 + 27; capital H at 20 px is
        // 20 × 2048 / 2816 ≈ 14.5 px tall and the four of them are `width` px wide.
        let text = try scene(text: "HHHH").chips[0].text
        var dark = 0
        var outside: [(Int, Int)] = []
        for y in 0..<60 {
            for x in 0..<120 where image[x, y].prefix(3).allSatisfy({ $0 < 128 }) {
                dark += 1
                if Double(x) < 22 - 1 || Double(x) > 22 + text.width + 1 || y < 37 - 16 || y > 37 {
                    outside.append((x, y))
                }
            }
        }
        #expect(dark > 100)
        #expect(outside.isEmpty, "dark pixels outside the label's box: \(outside.prefix(5))")
    }

    @Test("SVG: px units, the canvas size, and the same bytes every time")
    func svgDocument() throws {
        let first = try ChipRenderer.render(scene(text: "Swift"), as: .svg)
        let second = try ChipRenderer.render(scene(text: "Swift"), as: .svg)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("width=\"120px\" height=\"60px\" viewBox=\"0 0 120 60\""))
        let same = first == second
        #expect(same, "two renderings of one scene differ")
    }

    @Test("PDF: a one-page document, the same bytes every time (no time stamp)")
    func pdfDocument() throws {
        let first = try ChipRenderer.render(scene(text: "Swift"), as: .pdf)
        let second = try ChipRenderer.render(scene(text: "Swift"), as: .pdf)
        #expect(first.starts(with: Array("%PDF-".utf8)))
        let same = first == second
        #expect(same, "two renderings of one scene differ")
    }

    @Test("A PNG too large for Cairo is refused with the size")
    func canvasTooLarge() throws {
        var big = try scene(text: "")
        big.width = 20_000
        #expect(throws: RenderError.canvasTooLarge(width: 40_000, height: 120, limit: 32767)) {
            try ChipRenderer.render(big, as: .png, scale: 2)
        }
        // Each side within the limit, but 20 000 × 20 000 is 400 million pixels.
        big.width = 10_000
        big.height = 10_000
        #expect(throws: RenderError.canvasTooLarge(width: 20_000, height: 20_000, limit: 32767)) {
            try ChipRenderer.render(big, as: .png, scale: 2)
        }
    }
}
