import Foundation
import Primitives
import Spawn
import Testing

@testable import ChipRendering
@testable import TextShaping

@Suite("TagFlow's PNG writer")
struct PNGEncoderTests {
    /// Chips with translucent paint on an opaque or a transparent canvas.
    static func scene(background: Color?) throws -> ChipScene {
        let shaper = TextShaper(fonts: try FontLibrary.defaultStack())
        let styles = [
            ChipStyle(
                fill: try! Color(hex: "#f1f3f6"), stroke: try! Color(hex: "#d0d7de"), strokeWidth: 1,
                textColor: try! Color(hex: "#1f2328")),
            ChipStyle(
                fill: try! Color(hex: "#0969da80"), stroke: nil, strokeWidth: 0, textColor: try! Color(hex: "#ffffffc0")
            ),
        ]
        var x = 6.5
        let chips = ["AVATAR", "힙합 음악", "Café", "R&B"].enumerated().map { index, label in
            let text = shaper.shape(label, size: 15)
            let chip = PlacedChip(
                frame: Rect(x: x, y: 6.25, width: text.width + 20, height: 30), text: text,
                textOffset: Point(x: 10, y: 20), style: styles[index % 2])
            x += chip.frame.width + 7
            return chip
        }
        return ChipScene(width: x.rounded(.up), height: 44, background: background, chips: chips)
    }

    @Test(
        "Decoded by Cairo's reader (libpng), our PNG holds exactly the pixels of Cairo's own PNG",
        arguments: [try! Color(hex: "#ffffff"), nil, try! Color(hex: "#0d1117")], [1.0, 2, 3])
    func samePixelsAsCairo(background: Color?, scale: Double) throws {
        let scene = try Self.scene(background: background)
        let ours = try #require(PNGImage(png: try ChipRenderer.render(scene, as: .png, scale: scale)))
        let cairo = try #require(
            PNGImage(png: try ChipRenderer.render(scene, as: .png, scale: scale, pngWriter: .cairo)))
        #expect(ours.width == cairo.width && ours.height == cairo.height)
        let same = ours.pixels == cairo.pixels
        #expect(same, "pixels differ: \(String(describing: ours.difference(from: cairo)))")
    }

    @Test(
        "Efforts 2 and 3 write the same pixels as effort 1, in fewer bytes",
        arguments: [try! Color(hex: "#ffffff"), nil])
    func efforts(background: Color?) throws {
        let scene = try Self.scene(background: background)
        let files = try (1...3).map { try ChipRenderer.render(scene, as: .png, scale: 2, pngEffort: $0) }
        let pictures = try files.map { try #require(PNGImage(png: $0)) }
        #expect(pictures[1] == pictures[0] && pictures[2] == pictures[0])
        #expect(files[1].count < files[0].count && files[2].count <= files[1].count, "\(files.map(\.count))")
    }

    @Test("RGB when the canvas is opaque, RGBA when it is not; 8 bits a channel; no interlace")
    func colorType() throws {
        let opaque = try ChipRenderer.render(Self.scene(background: try! Color(hex: "#fff")), as: .png)
        let transparent = try ChipRenderer.render(Self.scene(background: nil), as: .png)
        // IHDR data starts at byte 16: width, height, bit depth, colour type, compression, filter, interlace.
        #expect(Array(opaque[24...28]) == [8, 2, 0, 0, 0])
        #expect(Array(transparent[24...28]) == [8, 6, 0, 0, 0])
    }

    @Test("The files are smaller than Cairo's, and the same every time")
    func smallerAndStable() throws {
        let scene = try Self.scene(background: try! Color(hex: "#ffffff"))
        let first = try ChipRenderer.render(scene, as: .png, scale: 2)
        let second = try ChipRenderer.render(scene, as: .png, scale: 2)
        let cairo = try ChipRenderer.render(scene, as: .png, scale: 2, pngWriter: .cairo)
        #expect(first == second)
        #expect(Double(first.count) <= 0.85 * Double(cairo.count), "\(first.count) vs Cairo's \(cairo.count)")
    }

    @Test("Pillow, a third decoder, reads the same pixels as Cairo's reader")
    func pillowAgrees() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ours.png")
        let png = try ChipRenderer.render(Self.scene(background: nil), as: .png)
        try Data(png).write(to: file)
        let pillow = try Pillow.rgba(of: file)
        let bytes = pillow
        let cairo = try #require(PNGImage(png: png))
        // Pillow gives straight RGBA; fully transparent pixels may keep any colour, so compare
        // colour only where alpha is not zero.
        var differing = 0
        for index in stride(from: 0, to: cairo.pixels.count, by: 4) {
            let alpha = cairo.pixels[index + 3]
            if alpha != bytes[index + 3] {
                differing += 1
                continue
            }
            if alpha != 0 && Array(cairo.pixels[index..<index + 3]) != Array(bytes[index..<index + 3]) {
                differing += 1
            }
        }
        #expect(differing == 0)
    }

    @Test("A stored (uncompressed) zlib stream is valid: the fallback when no compressor can be made")
    func storedStream() throws {
        let data = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let stream = PNGEncoder.stored(data)
        // Adler-32 of the data, computed the slow, obvious way.
        var a = 1
        var b = 0
        for byte in data {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = Array(stream.suffix(4))
        #expect(adler == [UInt8(b >> 8), UInt8(b & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)])
        #expect(stream.count == 2 + 2 * 5 + data.count + 4)
    }
}
