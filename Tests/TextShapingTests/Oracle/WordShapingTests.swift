import Foundation
import Primitives
import Testing

@testable import TextShaping

@Suite("Shaping word by word")
struct WordShapingTests {
    /// Printable-ASCII labels with spaces: the samples' labels, words that Inter's contextual
    /// alternates look at across spaces, and random text (a fixed seed: the same every run).
    static let labels: [String] = {
        // Oracle/ in TextShapingTests in Tests: four levels up is the package.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let samples = (try! FileManager.default.contentsOfDirectory(atPath: root.path + "/Samples"))
            .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".tsv") }
            .flatMap { name in
                ((try? String(contentsOfFile: root.path + "/Samples/" + name, encoding: .utf8)) ?? "")
                    .split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
            }
        let tricky = [
            "A - B", "1 x 2", "3 x 4 = 12", "a -> b", "A -> B", "A => B", "(A) B", "x (y) z", "Rock - Roll", "C ++",
            "email @ Home", "10 : 30", "HTML < 5", "Q & A", "fi fl ffi", "Vo Wa Ty", "1 / 2", "T.Y. A.V.",
            "  two  spaces ",
            "-- x --", "Ax xA", "Ambient Dark Rock 2",
        ]
        var generator = SplitMix64(state: 0x9E37_79B9_7F4A_7C15)
        // Words of letters and digits, and now and then of punctuation, two to four to a label.
        let letters = Array("AVTWYLPfiltvwyoe0147")
        let punctuation = Array("-:()<>=+*~@[]{}.,'\"/&_x")
        let random = (0..<4_000).map { _ in
            (0..<Int.random(in: 2...4, using: &generator)).map { _ in
                let alphabet = Int.random(in: 0..<5, using: &generator) == 0 ? letters + punctuation : letters
                let length = Int.random(in: 1...7, using: &generator)
                return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            }.joined(separator: Int.random(in: 0..<10, using: &generator) == 0 ? "  " : " ")
        }
        return (samples + tricky + random).filter { label in
            label.contains(" ") && label.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
        }
    }()

    static func fonts() throws -> [(name: String, font: Font)] {
        [
            ("Inter Regular", try FontLibrary.bundled(.interRegular)),
            ("Inter SemiBold", try FontLibrary.bundled(.interSemiBold)),
            ("NanumSquareRound", try FontLibrary.bundled(.hangul)),
            ("DejaVu Sans", try SystemFonts.font(SystemFonts.dejaVuSans)),
            ("IPA Gothic", try SystemFonts.font(SystemFonts.ipaGothic)),
        ]
    }

    @Test("Whenever a label is shaped word by word, the glyphs are those of shaping it whole")
    func sameAsWhole() throws {
        #expect(Self.labels.count > 3_000)
        for (name, font) in try Self.fonts() {
            var byWords = 0
            for label in Self.labels {
                let utf8 = Array(label.utf8)
                guard let words = font.shaping.shapeByWords(utf8) else { continue }
                byWords += 1
                let whole = font.shaping.shape(utf8, range: 0..<utf8.count)
                #expect(words == whole, "\(name): \"\(label)\"")
            }
            // Inter Regular, whose contextual alternates look across spaces, still takes most
            // labels; Inter SemiBold kerns the space itself, so it takes none.
            if name == "Inter Regular" { #expect(byWords > Self.labels.count / 2, "\(name): \(byWords)") }
            if name == "Inter SemiBold" { #expect(byWords == 0) }
        }
    }

    /// The library's shared Inter Regular, past its warm-up: whether other tests have already
    /// shaped enough labels with it depends on the order the tests run in.
    static func warmedInter() throws -> Font {
        let font = try FontLibrary.bundled(.interRegular)
        let warm = Array("Deep House".utf8)
        for _ in 0...WordShapes.warmUp { _ = font.shaping.shapeByWords(warm) }
        return font
    }

    @Test("A font shapes its first labels with spaces whole, then by words")
    func warmUp() throws {
        // A face of its own: the library's are shared with other tests.
        let font = ShapingFont(file: try FontFile(path: try BundledFonts.path(of: .interRegular)), index: 0)
        let label = Array("Deep House".utf8)
        for _ in 0..<WordShapes.warmUp { #expect(font.shapeByWords(label) == nil) }
        #expect(font.shapeByWords(label) == font.shape(label, range: 0..<label.count))
    }

    @Test("A label of one word, once the font is past its warm-up, gets the glyphs of shaping it whole")
    func wordAlone() throws {
        // A face of its own: before its warm-up it shapes no word alone.
        let fresh = ShapingFont(file: try FontFile(path: try BundledFonts.path(of: .interRegular)), index: 0)
        #expect(fresh.shapeWord(Array("House".utf8)) == nil)
        let font = try Self.warmedInter()
        // The labels' words (with and without letters, punctuation Inter's lookups act on), each
        // asked twice: shaped, then from the table.
        let words = Set(Self.labels.flatMap { $0.split(separator: " ").map(String.init) })
        #expect(words.count > 1_000)
        for word in words.sorted() + ["1234", "--", "A-B", "x", "=>"] {
            let utf8 = Array(word.utf8)
            let whole = font.shaping.shape(utf8, range: 0..<utf8.count)
            #expect(font.shaping.shapeWord(utf8) == whole, "\(word)")
            #expect(font.shaping.shapeWord(utf8) == whole, "\(word)")
        }
    }

    @Test("Pieces shaped before and new ones between them each come out in their place")
    func knownAndNewPieces() throws {
        let font = try Self.warmedInter()
        // "Deep", " " and "House" are known (`warmedInter`); the other pieces no test shapes
        // elsewhere, one of them twice in a label, and a run of two spaces.
        for label in ["Qzvk Deep Jkwq House Xyqj", "Deep Vbnm Vbnm House", "Wqpz  Deep", "House Zzqx"] {
            let utf8 = Array(label.utf8)
            #expect(font.shaping.shapeByWords(utf8) == font.shaping.shape(utf8, range: 0..<utf8.count), "\(label)")
            // Now every piece is known.
            #expect(font.shaping.shapeByWords(utf8) == font.shaping.shape(utf8, range: 0..<utf8.count), "\(label)")
        }
    }

    @Test(
        "Inter's capital forms across spaces keep the spaces they can see uncut: shaped alone, the words would differ")
    func contextAcrossSpaces() throws {
        let font = try Self.warmedInter()
        guard let rule = font.shaping.wordRule(latin: true) else {
            Issue.record("Inter's words cannot be shaped alone at all")
            return
        }
        let reaching = (UInt8(0x20)..<0x7F).filter { WordRule.has(rule.reaching, $0) }.map {
            Character(Unicode.Scalar($0))
        }
        #expect(reaching.contains("-") && reaching.contains("x") && !reaching.contains("A") && !reaching.contains(" "))
        // Inter's `calt` looks for a space at most a few glyphs from the character it changes.
        #expect(rule.reach.map { $0.back >= 1 && $0.ahead >= 1 && $0.back + $0.ahead < 16 } == true)
        for label in ["A - B", "1 x 2", "A => B"] {
            let utf8 = Array(label.utf8)
            // Both runs of spaces are within reach: nothing is cut.
            #expect(rule.joinedSpaceRuns(utf8)?.count == 2, "\(label)")
            #expect(font.shaping.shapeByWords(utf8) == font.shaping.shape(utf8, range: 0..<utf8.count), "\(label)")
            // Put together from words shaped alone, the glyphs would not be the whole label's.
            var pieced: [UInt32] = []
            for word in label.split(separator: " ", omittingEmptySubsequences: false) {
                var text = String(word)
                pieced += text.withUTF8 { font.shaping.shapeASCII($0, latin: true) }.map(\.id)
                pieced.append(font.shaping.glyph(for: " ")!)
            }
            pieced.removeLast()
            #expect(pieced != font.shaping.shape(utf8, range: 0..<utf8.count).map(\.id), "\(label)")
        }
        // Far from any space, a reaching character cuts nothing it could see.
        #expect(rule.joinedSpaceRuns(Array("Deep House Progressive Mix".utf8)) == [22])
        #expect(rule.joinedSpaceRuns(Array("Deep House".utf8)) == [])
    }

    @Test("Labels whose spaces Inter's lookups can see come out as hb-shape shapes them whole")
    func hbShapeOracle() throws {
        // Made by Scripts/word-shapes-oracle.py with hb-shape 6.0.0: hostile cases ("2 x 3",
        // "A - B") and the bench corpora's labels with such characters.
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/word-shapes.tsv")
        let lines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 3_000)
        let font = try Self.warmedInter()
        guard let rule = font.shaping.wordRule(latin: true) else {
            Issue.record("Inter's words cannot be shaped alone at all")
            return
        }
        var cut = 0
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let (label, width, digest) = (String(fields[0]), Int(fields[1])!, UInt64(fields[2], radix: 16)!)
            let utf8 = Array(label.utf8)
            let glyphs = try #require(font.shaping.shapeByWords(utf8), "\(label)")
            let record = glyphs.map { "\($0.id),\($0.cluster),\($0.xAdvance),\($0.xOffset),\($0.yOffset);" }.joined()
            let hash = record.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            #expect(glyphs.reduce(0) { $0 + $1.xAdvance } == width && hash == digest, "\(label)")
            let runs =
                label.split(separator: " ").count - 1 + (label.hasPrefix(" ") ? 1 : 0) + (label.hasSuffix(" ") ? 1 : 0)
            if let joined = rule.joinedSpaceRuns(utf8), joined.count < runs { cut += 1 }
        }
        // Most of them are cut somewhere: the test sees the cuts, not only whole labels.
        #expect(cut > lines.count / 2, "\(cut) of \(lines.count)")
    }
}
