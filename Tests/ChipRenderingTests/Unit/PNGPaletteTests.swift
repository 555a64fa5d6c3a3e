import Foundation
import Primitives
import Spawn
import Testing

@testable import ChipRendering
@testable import TextShaping

@Suite("PNG palette and grey pictures: fewer bytes, the same pixels")
struct PNGPaletteTests {
    /// `count` distinct premultiplied words (at most 512), grey ones when asked, translucent
    /// ones unless opaque: then alpha 255 or 128 by turns, and 0 (all channels 0) once.
    static func words(_ count: Int, opaque: Bool, grey: Bool = false) -> [UInt32] {
        (0..<count).map { index in
            let value = UInt32(index)
            if opaque {
                let (red, green) = grey ? (value, value) : (value % 256, value / 256 * 40)
                return 0xFF00_0000 | red << 16 | green << 8 | (grey ? value : 200)
            }
            if index == 1 { return 0 }
            let alpha: UInt32 = index % 2 == 0 ? 255 : 128
            return alpha << 24 | (value / 2 % 128) << 16 | (value / 256 * 40) << 8 | 100
        }
    }

    /// A picture 37 × 9 (an odd width, so packed rows end part-way through a byte) of `words`,
    /// every 7th in turn: each of them (none of the counts is a multiple of 7, all at most 333).
    static func picture(_ words: [UInt32]) -> [UInt32] {
        (0..<(37 * 9)).map { words[$0 * 7 % words.count] }
    }

    /// The straight RGBA a reader must see, worked out here the obvious way.
    static func expected(_ pixels: [UInt32], opaque: Bool) -> [UInt8] {
        pixels.flatMap { word -> [UInt8] in
            let alpha = word >> 24
            let channels = [word >> 16 & 0xFF, word >> 8 & 0xFF, word & 0xFF].map { channel in
                alpha == 0 || alpha == 255 ? channel : min(255, (channel * 255 + alpha / 2) / alpha)
            }
            return channels.map { UInt8($0) } + [opaque ? 255 : UInt8(alpha)]
        }
    }

    static func encode(_ pixels: [UInt32], opaque: Bool, effort: Int = 1) -> [UInt8] {
        pixels.withUnsafeBytes {
            PNGEncoding.encode(
                pixels: $0.baseAddress!, width: 37, height: 9, stride: 37 * 4, opaque: opaque, effort: effort)
        }
    }

    /// The chunk types of `png`, in order.
    static func chunks(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var at = 8
        while at + 8 <= png.count {
            let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[at + 4..<at + 8], as: UTF8.self))
            at += 12 + length
        }
        return types
    }

    @Test(
        "Up to 256 colours: a palette of the fewest bits (tRNS only for translucent entries); 257: RGB(A)",
        arguments: [(1, 1), (2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (200, 8), (256, 8), (257, 8)],
        [true, false])
    func palette(colors: (count: Int, depth: UInt8), opaque: Bool) throws {
        let pixels = Self.picture(Self.words(colors.count, opaque: opaque))
        let png = Self.encode(pixels, opaque: opaque)
        let indexed = colors.count <= 256
        // IHDR data at byte 16: width, height, bit depth, colour type, compression, filter, interlace.
        #expect(Array(png[24...28]) == (indexed ? [colors.depth, 3, 0, 0, 0] : [8, opaque ? 2 : 6, 0, 0, 0]))
        let translucent = !opaque && colors.count > 1
        #expect(
            Self.chunks(png)
                == ["IHDR"] + (indexed ? ["PLTE"] + (translucent ? ["tRNS"] : []) : []) + ["IDAT", "IEND"])
        let decoded = try #require(PNGImage(png: png))
        #expect(decoded.pixels == Self.expected(pixels, opaque: opaque))
    }

    @Test("An opaque grey picture of more than 16 levels is written grey (colour type 0), with no PLTE")
    func grey() throws {
        let pixels = Self.picture(Self.words(100, opaque: true, grey: true))
        let png = Self.encode(pixels, opaque: true)
        #expect(Array(png[24...28]) == [8, 0, 0, 0, 0])
        #expect(Self.chunks(png) == ["IHDR", "IDAT", "IEND"])
        #expect(try #require(PNGImage(png: png)).pixels == Self.expected(pixels, opaque: true))
        // 16 levels or fewer pack tighter as a palette.
        let few = Self.encode(Self.picture(Self.words(16, opaque: true, grey: true)), opaque: true)
        #expect(Array(few[24...25]) == [4, 3])
    }

    @Test("Efforts 2 and 3 keep the palette and the pixels, in no more bytes", arguments: [true, false])
    func efforts(opaque: Bool) throws {
        let pixels = Self.picture(Self.words(40, opaque: opaque))
        let files = (1...3).map { Self.encode(pixels, opaque: opaque, effort: $0) }
        for file in files {
            #expect(file[25] == 3)
            #expect(try #require(PNGImage(png: file)).pixels == Self.expected(pixels, opaque: opaque))
        }
        #expect(files[1].count <= files[0].count && files[2].count <= files[1].count, "\(files.map(\.count))")
    }

    @Test("Pillow, a second decoder, reads the palette and grey pictures' pixels", arguments: [3, 40, 100])
    func pillowReads(colors: Int) throws {
        let grey = colors == 100
        let opaque = colors != 40
        let pixels = Self.picture(Self.words(colors, opaque: opaque, grey: grey))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("p.png")
        try Data(Self.encode(pixels, opaque: opaque)).write(to: file)
        let pillow = try Pillow.rgba(of: file)
        // Fully transparent pixels may keep any colour: compare colour where alpha is not zero.
        let expected = Self.expected(pixels, opaque: opaque)
        let read = pillow
        try #require(read.count == expected.count)
        let differing = stride(from: 0, to: expected.count, by: 4).filter { (index: Int) -> Bool in
            let alpha: UInt8 = expected[index + 3]
            if read[index + 3] != alpha { return true }
            return alpha != 0 && !read[index..<index + 3].elementsEqual(expected[index..<index + 3])
        }
        #expect(differing.isEmpty)
    }

    /// Chips in one or two colours: grey on white, or white text on chips the canvas's blue.
    static func scene(grey: Bool) throws -> ChipScene {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        let style =
            grey
            ? ChipStyle(
                fill: try! Color(hex: "#eeeeee"), stroke: try! Color(hex: "#999999"), strokeWidth: 1,
                textColor: try! Color(hex: "#222222"))
            : ChipStyle(
                fill: try! Color(hex: "#0969da"), stroke: nil, strokeWidth: 0, textColor: try! Color(hex: "#ffffff"))
        var x = 6.5
        let chips = ["AVATAR", "힙합 음악", "Café", "R&B"].map { label in
            let text = shaper.shape(label, size: 15)
            let chip = PlacedChip(
                frame: Rect(x: x, y: 6.25, width: text.width + 20, height: 30), text: text,
                textOffset: Point(x: 10, y: 20), style: style)
            x += chip.frame.width + 7
            return chip
        }
        let background = try! Color(hex: grey ? "#ffffff" : "#0969da")
        return ChipScene(width: x.rounded(.up), height: 44, background: background, chips: chips)
    }

    @Test(
        "A cloud of few colours is written grey or with a palette, holding exactly the pixels of Cairo's own PNG",
        arguments: [true, false], [1.0, 2])
    func cloudAgainstCairo(grey: Bool, scale: Double) throws {
        let scene = try Self.scene(grey: grey)
        let png = try ChipRenderer.render(scene, as: .png, scale: scale)
        #expect(png[25] == (grey ? 0 : 3))
        let cairoPNG = try ChipRenderer.render(scene, as: .png, scale: scale, pngWriter: .cairo)
        let ours = try #require(PNGImage(png: png))
        let cairo = try #require(PNGImage(png: cairoPNG))
        #expect(ours.pixels == cairo.pixels, "\(String(describing: ours.difference(from: cairo)))")
        // Cairo writes these as RGB: a palette or grey levels make the file much smaller.
        #expect(10 * png.count < 7 * cairoPNG.count, "\(png.count) vs Cairo's \(cairoPNG.count)")
    }
}
