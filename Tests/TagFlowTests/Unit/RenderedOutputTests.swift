import Foundation
import Testing

@testable import TagFlow

/// What the SVG, PDF and PNG bytes carry besides the picture: labels, titles, links, the
/// resolution chunk, and the same bytes on every run.
@Suite("What the output files say")
struct RenderedOutputTests {
    static let links = [
        "Swift": "https://swift.org/", "R&D <beta>": "https://example.com/?q=r&d",
        "데이터 과학": "https://ko.wikipedia.org/wiki/Data_science",
    ]

    static let linkedCloud = TagCloud(
        tags: RenderingGoldenTests.labels.map { CloudTag($0, link: links[$0]) })

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    @Test("SVG: one group per chip with its escaped label in data-label")
    func svgDataLabels() throws {
        let svg = Self.text(try Self.linkedCloud.render(as: .svg))
        #expect(Self.count("data-label=", in: svg) == 12)
        #expect(svg.contains("data-label=\"R&amp;D &lt;beta&gt;\""))
        #expect(svg.contains("data-label=\"데이터 과학\""))
        #expect(!svg.contains("<beta>"))
    }

    @Test("SVG: an <a> around each linked chip, with the link escaped, and none around the others")
    func svgLinks() throws {
        let svg = Self.text(try Self.linkedCloud.render(as: .svg))
        #expect(Self.count("<a ", in: svg) == 3)
        #expect(svg.contains("<a xlink:href=\"https://swift.org/\" href=\"https://swift.org/\" aria-label=\"Swift\">"))
        #expect(svg.contains("href=\"https://example.com/?q=r&amp;d\""))
        // The <a> wraps the chip's own group.
        let swift = try #require(svg.range(of: "href=\"https://swift.org/\" aria-label=\"Swift\">"))
        #expect(svg[swift.upperBound...].drop { $0.isWhitespace }.hasPrefix("<g id="))
        #expect(svg[swift.upperBound...].prefix(80).contains("data-label=\"Swift\""))
    }

    @Test(
        "SVG: a title past ASCII, isolating a bidi override, short and past 1,024 bytes",
        arguments: [2, 200])
    func svgTitlePastASCII(copies: Int) throws {
        let labels = (0..<copies).flatMap { ["Música \($0)", "데이터", "\u{202E}evil", "x"] }
        let svg = Self.text(try TagCloud(tags: labels.map { CloudTag($0) }).render(as: .svg))
        let title = labels.map { $0.hasPrefix("\u{202E}") ? "\u{2068}\($0)\u{2069}" : $0 }.joined(separator: ", ")
        #expect((title.utf8.count > 1024) == (copies > 2))
        #expect(svg.contains("<title>\(title)</title>"))
        #expect(svg.contains("aria-label=\"\(title)\""))
        let plain = (0..<copies).map { "Música \($0)" }
        let ascii = (0..<copies).map { "Musica \($0)" }
        for labels in [plain, ascii] {
            let svg = Self.text(try TagCloud(tags: labels.map { CloudTag($0) }).render(as: .svg))
            #expect(svg.contains("<title>\(labels.joined(separator: ", "))</title>"))
        }
    }

    @Test("SVG: <title> and aria-label list the labels in order, then how many a row limit hid")
    func svgTitle() throws {
        let svg = Self.text(try TagCloud(tags: ["Rock", "Pop", "R&B"].map { CloudTag($0) }).render(as: .svg))
        #expect(svg.contains("<title>Rock, Pop, R&amp;B</title>"))
        #expect(svg.contains("aria-label=\"Rock, Pop, R&amp;B\""))

        var style = CloudStyle()
        style.maxWidth = 120
        style.updateRows { $0.maxRows = 1 }
        let limited = TagCloud(tags: ["Rock", "Pop", "Jazz", "Blues", "Soul"].map { CloudTag($0) }, style: style)
        let layout = try limited.layout()
        let shown = layout.chips.map(\.label)
        #expect(shown == Array(["Rock", "Pop", "Jazz", "Blues", "Soul"].prefix(shown.count)))
        #expect(layout.hidden.count == 5 - shown.count && !layout.hidden.isEmpty)
        let title = shown.joined(separator: ", ") + ", and \(layout.hidden.count) more"
        #expect(Self.text(try limited.render(layout, as: .svg)).contains("<title>\(title)</title>"))
    }

    @Test("PDF: a /URI link annotation for every linked chip, and none for the rest")
    func pdfLinks() throws {
        let pdf = try Self.linkedCloud.render(as: .pdf)
        let latin1 = String(pdf.map { Character(Unicode.Scalar($0)) })
        #expect(latin1.hasPrefix("%PDF-"))
        #expect(Self.count("/URI (", in: latin1) == 3)
        for url in Self.links.values {
            #expect(latin1.contains("/URI (\(url))"), "no link to \(url)")
        }
        #expect(latin1.contains("/Subtype /Link"))
        #expect(!Self.text(try TagCloud(tags: [CloudTag("Plain")]).render(as: .pdf)).contains("/URI"))
    }

    /// The PNG's chunks in order: type and data, each CRC checked by hand (PNG's CRC-32).
    static func chunks(_ png: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        try #require(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func uint32(_ at: Int) -> UInt32 { png[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        var chunks: [(type: String, data: [UInt8])] = []
        var at = 8
        while at + 12 <= png.count {
            let length = Int(uint32(at))
            let typeAndData = Array(png[at + 4..<at + 8 + length])
            #expect(uint32(at + 8 + length) == crc32(typeAndData), "bad CRC in chunk \(chunks.count)")
            chunks.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
            at += 12 + length
        }
        #expect(at == png.count)
        return chunks
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test("PNG at 144 dpi carries a pHYs chunk of 5669 pixels per metre both ways, before the image data")
    func pngResolution() throws {
        var style = CloudStyle()
        style.dpi = 144
        let chunks = try Self.chunks(try TagCloud(tags: [CloudTag("Rock")], style: style).render(as: .png))
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        let index = try #require(chunks.firstIndex { $0.type == "pHYs" })
        #expect(index < chunks.firstIndex { $0.type == "IDAT" }!)
        // 144 / 0.0254 = 5669.29 → 5669 = 0x00001625; unit 1 = metre.
        #expect(chunks[index].data == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        #expect(chunks.filter { $0.type == "pHYs" }.count == 1)

        let plain = try Self.chunks(try TagCloud(tags: [CloudTag("Rock")]).render(as: .png))
        #expect(!plain.contains { $0.type == "pHYs" })
    }

    @Test("The same cloud rendered twice, or built twice, gives the same bytes", arguments: OutputFormat.allCases)
    func deterministic(_ format: OutputFormat) throws {
        var style = CloudStyle()
        style.sizeByWeight = WeightScale()
        style.colorByWeight = Theme.light.accent
        style.maxChipWidth = 120
        style.updateRows { $0.maxRows = 3 }
        style.background = try! Color(hex: "#ffffff")
        func cloud() -> TagCloud {
            let tags = zip(RenderingGoldenTests.labels, RenderingGoldenTests.weights).map {
                CloudTag($0, weight: $1, link: Self.links[$0])
            }
            return TagCloud(tags: tags, style: style)
        }
        let first = try cloud().render(as: format)
        #expect(!first.isEmpty)
        #expect(try cloud().render(as: format) == first)
        let shared = cloud()
        #expect(try shared.render(as: format) == shared.render(as: format))
    }
}
