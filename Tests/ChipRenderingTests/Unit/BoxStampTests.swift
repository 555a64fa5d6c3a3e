import Primitives
import Testing

@testable import ChipRendering
@testable import TextShaping

@Suite("Boxes stamped from one drawing")
struct BoxStampTests {
    /// A cloud of `count` chips in `style`, of two heights, at fractional places that snapping moves.
    static func scene(_ style: ChipStyle, count: Int, background: Color) throws -> ChipScene {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        var chips: [PlacedChip] = []
        var (x, y) = (5.3, 4.6)
        for index in 0..<count {
            let text = shaper.shape(["Rock", "Jazz fusion", "R&B", "Lo-fi hip hop", "Ska"][index % 5], size: 15)
            let height = index % 3 == 0 ? 38.4 : 27.7
            if x + text.width + 24 > 420 { (x, y) = (5.3, y + 44.2) }
            chips.append(
                PlacedChip(
                    frame: Rect(x: x, y: y, width: text.width + 24, height: height), text: text,
                    textOffset: Point(x: 12, y: height * 0.68), style: style))
            x += text.width + 24 + 7.9
        }
        return ChipScene(width: 430, height: y + 50, background: background, chips: chips)
    }

    static let white = try! Color(hex: "#ffffff")
    static let black = try! Color(hex: "#000000")

    static let styles: [ChipStyle] = [
        ChipStyle(
            fill: try! Color(hex: "#f1f3f6"), stroke: try! Color(hex: "#d0d7de"), strokeWidth: 1, textColor: Self.black),
        ChipStyle(
            fill: try! Color(hex: "#ffffff00"), stroke: try! Color(hex: "#57606a"), strokeWidth: 1.5,
            textColor: Self.black),
        ChipStyle(fill: try! Color(hex: "#0969da80"), stroke: nil, strokeWidth: 0, textColor: Self.white),
        ChipStyle(
            fill: try! Color(hex: "#21262d"), stroke: try! Color(hex: "#3d444dc0"), strokeWidth: 3.3,
            textColor: Self.white,
            cornerRadius: 4.2),
        ChipStyle(fill: Self.white, stroke: Self.black, strokeWidth: 2, textColor: Self.black, cornerRadius: 0),
    ]

    @Test("Boxes off the canvas, narrower than their stamp or overlapping are drawn: the same pixels as drawing all")
    func edgeCases() throws {
        var scene = try Self.scene(Self.styles[0], count: 12, background: Self.white)
        scene.chips[0].frame.origin.x = -9.6  // off the left edge
        scene.chips[1].frame.origin.x = 400  // past the right edge
        scene.chips[2].frame.size = Size(width: 12, height: 40)  // narrower than tall: no stamp
        scene.chips[3].frame.origin.y = -5
        for scale in [1.0, 2] {
            let stamped = try #require(
                PNGImage(
                    png: try ChipRenderer.render(
                        scene, as: .png, scale: scale, dpi: nil, pngWriter: .tagflow, stamping: true)))
            let drawn = try #require(
                PNGImage(
                    png: try ChipRenderer.render(
                        scene, as: .png, scale: scale, dpi: nil, pngWriter: .tagflow, stamping: false)))
            #expect(stamped.pixels.count == drawn.pixels.count)
            let first = zip(stamped.pixels, drawn.pixels).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            let place = first.map { "x \($0 / 4 % stamped.width), y \($0 / 4 / stamped.width)" }
            #expect(first == nil, "at \(scale)×, the first pixel that differs: \(place ?? "")")
        }
    }

    @Test(
        "A PNG with stamped boxes has exactly the pixels of one with every box drawn",
        arguments: 0..<styles.count, [1.0, 2, 3])
    func samePixels(style: Int, scale: Double) throws {
        for background in [Self.white, try! Color(hex: "#0d1117")] {
            let scene = try Self.scene(Self.styles[style], count: 24, background: background)
            let stamped = try ChipRenderer.render(
                scene, as: .png, scale: scale, dpi: nil, pngWriter: .tagflow, stamping: true)
            let drawn = try ChipRenderer.render(
                scene, as: .png, scale: scale, dpi: nil, pngWriter: .tagflow, stamping: false)
            let (a, b) = (try #require(PNGImage(png: stamped)), try #require(PNGImage(png: drawn)))
            #expect(a.width == b.width && a.height == b.height)
            let differing = zip(a.pixels, b.pixels).count { $0 != $1 }
            #expect(a.pixels.count == b.pixels.count && differing == 0, "style \(style) at \(scale)×")
        }
    }

    @Test("Stamps kept from one picture draw only boxes of their own kind: another background or scale gets its own")
    func keptStamps() throws {
        // The same style and box heights each time: only the background or the scale tells the
        // stamps apart, and a stamp reused across them would leave the previous picture's pixels.
        let style = ChipStyle(
            fill: try Color(hex: "#e8f0fe"), stroke: try Color(hex: "#1a73e8"), strokeWidth: 1.25,
            textColor: Self.black)
        for (background, scale) in [
            (Self.white, 1.0), (try Color(hex: "#202124"), 1), (Self.white, 2), (Self.white, 1),
        ] {
            let scene = try Self.scene(style, count: 24, background: background)
            let stamped = try ChipRenderer.render(
                scene, as: .png, scale: scale, dpi: nil, pngWriter: .tagflow, stamping: true)
            let drawn = try ChipRenderer.render(
                scene, as: .png, scale: scale, dpi: nil, pngWriter: .tagflow, stamping: false)
            #expect(stamped == drawn, "background \(background) at \(scale)×")
        }
    }
}
