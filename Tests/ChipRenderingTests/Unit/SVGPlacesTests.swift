import Primitives
import Testing

@testable import ChipRendering
@testable import TextShaping

/// Where the SVG writer prints a chip's parts (`SVGPlaces`) and how it prints colours.
@Suite("SVG places and colours")
struct SVGPlacesTests {
    @Test("Lengths round to thousandths below 100 px and to hundredths from there on, half away from zero")
    func lengths() {
        // Values a double holds exactly, so the halves are halves.
        #expect(SVGPlaces.length(12.0625) == 12_063)
        #expect(SVGPlaces.length(-12.0625) == -12_063)
        #expect(SVGPlaces.length(99.9995) == 100_000)
        #expect(SVGPlaces.length(100.125) == 100_130)
        #expect(SVGPlaces.length(-100.125) == -100_130)
        #expect(SVGPlaces.length(256.375) == 256_380)
        #expect(SVGPlaces.offset(256.375) == 256_375)
        #expect(SVGPlaces.length(.nan) == 0)
        #expect(SVGPlaces.length(.infinity) == 1_000_000_000_000_000)
        // A move is the difference of the printed origins, not of the frames.
        let move = SVGPlaces.move(
            from: Rect(x: 95.0625, y: 10, width: 40, height: 20),
            to: Rect(x: 195.0625, y: 110.125, width: 40, height: 20))
        #expect(move == Point(x: 99.997, y: 100.13))
    }

    @Test("A chip's parts are its box's printed origin plus their printed offsets")
    func partsFromTheOrigin() throws {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        let text = shaper.shape("Rock", size: 16)
        let chip = PlacedChip(
            frame: Rect(x: 100.125, y: 8.0625, width: 60, height: 32), text: text,
            textOffset: Point(x: 12.0625, y: 21.5), style: SVGWriterTests.style)
        let scene = ChipScene(width: 200, height: 48, background: nil, chips: [chip], title: "Rock", idPrefix: "tfx")
        let svg = String(decoding: try ChipRenderer.render(scene, as: .svg), as: UTF8.self)
        // 100.125 prints 100.13 (2 decimals from 100 px); 8.0625 prints 8.063; the outline is
        // 0.5 in, the label 12.063 across and 21.5 down from those printed numbers.
        #expect(svg.contains("<rect x=\"100.13\" y=\"8.063\" width=\"60\""))
        #expect(svg.contains("<rect x=\"100.63\" y=\"8.563\" width=\"59\""))
        #expect(svg.contains(" 112.193 29.563)\">"))
    }

    @Test("Colours print as #rgb where that says the same, in attributes and the dark style's selectors alike")
    func shortColours() throws {
        let style = ChipStyle(
            fill: try Color(hex: "#ffffff"), stroke: try Color(hex: "#ff8800"), strokeWidth: 1,
            textColor: try Color(hex: "#1f2328"))
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        let chip = PlacedChip(
            frame: Rect(x: 8, y: 8, width: 60, height: 32), text: shaper.shape("Rock", size: 16),
            textOffset: Point(x: 12, y: 21), style: style)
        var scene = ChipScene(
            width: 80, height: 48, background: try Color(hex: "#000000"), chips: [chip], title: "Rock",
            idPrefix: "tfx")
        var dark = style
        dark.fill = try Color(hex: "#21262d")
        scene.dark = DarkPaint(background: try Color(hex: "#0d1117"), chips: [dark])
        let svg = String(decoding: try ChipRenderer.render(scene, as: .svg), as: UTF8.self)
        #expect(svg.contains("<rect width=\"80\" height=\"48\" fill=\"#000\"/>"))
        #expect(svg.contains("fill=\"#fff\"/>"))
        #expect(svg.contains("fill=\"none\" stroke=\"#f80\"/>"))
        #expect(svg.contains("<g fill=\"#1f2328\""))
        #expect(svg.contains("rect:first-child[fill=\"#fff\"]:not([fill-opacity]){fill:#21262d;"))
        #expect(!svg.contains("#ffffff") && !svg.contains("#ff8800") && !svg.contains("#000000"))
    }
}
