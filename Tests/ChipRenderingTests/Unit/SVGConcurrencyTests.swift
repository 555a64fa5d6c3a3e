import Dispatch
import Primitives
import Testing

@testable import ChipRendering
@testable import TextShaping

@Suite("SVG in pieces, from many threads")
struct SVGConcurrencyTests {
    static func labels(_ count: Int) -> [(String, String?)] {
        let words = ["Rock", "힙합", "R&B <live>", "👩‍💻", "AVATAR", "Café", "Jazz", "Lo-fi"]
        return (0..<count).map { ("\(words[$0 % words.count]) \($0)", $0 % 5 == 0 ? "https://x.org/\($0)" : nil) }
    }

    @Test("The pieces of a streamed document, joined, are the whole document; each piece is about the chunk size")
    func piecesJoin() throws {
        let scene = try SVGWriterTests.scene(Self.labels(300))
        let whole = SVGWriter.document(scene)
        var pieces: [[UInt8]] = []
        SVGWriter.write(scene, chunkSize: 4096) { pieces.append(Array($0)) }
        #expect(pieces.count > 10)
        #expect(Array(pieces.joined()) == whole)
        // A piece ends after the chip that crossed the size: at most one chip's markup over (the
        // first also holds the glyph definitions).
        #expect(pieces.dropFirst().dropLast().allSatisfy { $0.count >= 4096 && $0.count < 4096 + 4096 })
    }

    @Test("A big scene written a block of chips per thread is the document one thread writes")
    func blocksOnThreads() throws {
        let base = try SVGWriterTests.scene(Self.labels(40))
        var scene = base
        // 5,000 chips: two rounds of blocks on two cores, the last block short.
        scene.chips = (0..<5_000).map { base.chips[$0 % base.chips.count] }
        var oneThread: [UInt8] = []
        SVGWriter.write(scene, chunkSize: .max, concurrentFrom: .max) { oneThread += Array($0) }
        var pieces: [[UInt8]] = []
        SVGWriter.write(scene, concurrentFrom: 1) { pieces.append(Array($0)) }
        #expect(Array(pieces.joined()) == oneThread)
        let text = String(decoding: oneThread, as: UTF8.self)
        #expect(text.contains("<g id=\"tfx-chip4999\"") && text.hasSuffix("</g>\n</svg>\n"))
    }

    @Test("A header far larger than a piece is let go of once written, and the pieces still join up")
    func bigHeaderLetGo() throws {
        var scene = try SVGWriterTests.scene(Self.labels(300))
        // A title whose escaped room (6 bytes a byte) is past the buffer's kept room: 6 MB.
        scene.title = String(repeating: "Rock & <roll>, ", count: 70_000)
        #expect(scene.title.utf8.count * XML.maximumGrowth > SVGBuffer.keptCapacity)
        let whole = SVGWriter.document(scene)
        for concurrentFrom in [Int.max, 1] {
            var pieces: [[UInt8]] = []
            SVGWriter.write(scene, chunkSize: 4096, concurrentFrom: concurrentFrom) { pieces.append(Array($0)) }
            #expect(Array(pieces.joined()) == whole)
            #expect(pieces[0].count > 2 * 1_050_000 && pieces.count > 2)
        }
        let text = String(decoding: whole, as: UTF8.self)
        #expect(text.contains("<title>Rock &amp; &lt;roll&gt;, Rock") && text.hasSuffix("</svg>\n"))
    }

    @Test("A title longer than the buffer's kept room is escaped a megabyte at a time: the same bytes, in small pieces")
    func longTitleInPieces() throws {
        var scene = try SVGWriterTests.scene(Self.labels(40))
        // 4.6 MB of Hangul, markup to escape and U+FFFF to drop: slices end between characters.
        scene.title = String(repeating: "힙합 & <R&B> \u{FFFF}, ", count: 220_000)
        #expect(scene.title.utf8.count > SVGBuffer.keptCapacity)
        let whole = SVGWriter.document(scene)
        var pieces: [[UInt8]] = []
        SVGWriter.write(scene, chunkSize: 4096) { pieces.append(Array($0)) }
        #expect(Array(pieces.joined()) == whole)
        // Escaped, the title is 7 MB twice; no piece holds more than a megabyte of it escaped.
        #expect(pieces.count > 10 && pieces.allSatisfy { $0.count < 2 << 20 })
        let text = String(decoding: whole, as: UTF8.self)
        #expect(text.contains("<title>힙합 &amp; &lt;R&amp;B&gt; , 힙합") && !text.contains("\u{FFFF}"))
    }

    @Test("The buffer's room for a number is the most bytes a number can take")
    func numberRoom() {
        #expect(SVGBuffer.numberRoom == SVGNumber.maximumLength)
    }

    @Test("Escaping in bytes keeps what XML allows and drops what it forbids")
    func escapingBytes() {
        let text = "a&b<c>d\"e'f\tg\nh\u{01}i\u{7F}j\u{FFFE}k\u{FFFF}l\u{FFFD}m힙"
        #expect(XML.escape(text) == "a&amp;b&lt;c&gt;d&quot;e'f\tg\nhi\u{7F}jkl\u{FFFD}m힙")
        #expect(XML.escape("plain label") == "plain label")
        #expect(XML.escape("") == "")
    }

    @Test("Each ASCII byte alone and after a plain one: markup escaped, forbidden controls dropped, the rest kept")
    func escapingEveryASCIIByte() {
        let entities: [UInt8: String] = [0x26: "&amp;", 0x3C: "&lt;", 0x3E: "&gt;", 0x22: "&quot;"]
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            let kept = byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            let expected = entities[byte] ?? (kept ? character : "")
            #expect(XML.escape(character) == expected, "byte \(byte)")
            #expect(XML.escape("a" + character) == "a" + expected, "byte \(byte) after a")
        }
    }

    @Test("Characters past ASCII are kept whatever their first byte, but U+FFFE and U+FFFF")
    func escapingPastASCII() {
        // First bytes C2 to F4, and EF (which U+FFFE and U+FFFF start with) both kept and dropped.
        let kept = "\u{80}\u{7FF}\u{800}\u{EFFF}\u{F000}\u{FFFD}\u{10000}\u{10FFFF}"
        #expect(XML.escape(kept) == kept)
        #expect(XML.escape("a\u{FFFE}" + kept + "\u{FFFF}<") == "a" + kept + "&lt;")
    }

    @Test("Glyph shapes formatted once serve every document on every thread: the same bytes as one thread alone")
    func sharedShapes() throws {
        let scenes = try (0..<8).map { index in
            try SVGWriterTests.scene(Array(Self.labels(24 + index * 3).dropFirst(index)), prefix: "c\(index)")
        }
        let expected = scenes.map(SVGWriter.document)
        let results = Locked([[UInt8]?](repeating: nil, count: scenes.count * 6))
        DispatchQueue.concurrentPerform(iterations: scenes.count * 6) { iteration in
            let document = SVGWriter.document(scenes[iteration % scenes.count])
            results.withLock { $0[iteration] = document }
        }
        for (iteration, document) in results.withLock({ $0 }).enumerated() {
            #expect(document == expected[iteration % scenes.count], "iteration \(iteration)")
        }
        // The cache answers with exactly the outline HarfBuzz draws.
        let font = try FontLibrary.bundled(.interRegular)
        let glyph = try #require(font.shaping.glyph(for: "R"))
        let shape = GlyphShapes.shape(of: glyph, in: font)
        #expect(shape.kind == .outline, "R has an outline")
        #expect(shape.bytes == Array(font.outlinePath(glyph: glyph).utf8))
    }
}
