import Testing

@testable import TextShaping

@Suite("Fallback by run")
struct FallbackTests {
    func shaper() throws -> TextShaper { TextShaper(fonts: try FontLibrary.defaultStack()) }

    @Test("Latin stays in Inter; Hangul goes to the Hangul face; the space joins the run before it")
    func mixedLabelRuns() throws {
        let shaper = try shaper()
        let shaped = shaper.shape("K-Pop 케이팝", size: 14)
        #expect(shaped.runs.map(\.font.familyName) == ["Inter", "NanumSquareRound"])
        let segments = shaper.segment("K-Pop 케이팝").segments
        #expect(segments.map(\.range) == [0..<6, 6..<15])
        // The total is the sum of the runs, each as hb-shape measures it in its own font:
        // hb-shape Inter-Regular.otf "K-Pop " → 8788 units; NanumSquareRoundR.ttf "케이팝" → 2730.
        #expect(abs(shaped.width - (14 * 8788 / 2816 + 14 * 2730 / 1000)) < 1e-9)
    }

    @Test("Runs are laid end to end: each run starts where the previous one ends")
    func runsAreContiguous() throws {
        let shaped = try shaper().shape("서울 Seoul 2026", size: 20)
        var x = 0.0
        for run in shaped.runs {
            #expect(abs((run.glyphs.first?.x ?? x) - x) < 1)
            x += run.width
        }
        #expect(abs(x - shaped.width) < 1e-9)
    }

    @Test("A grapheme cluster is never split between fonts")
    func clustersStayWhole() throws {
        let shaper = try shaper()
        // A Hangul syllable written as conjoining jamo is one cluster of three scalars.
        let jamo = "\u{1112}\u{1161}\u{11AB}"
        for segment in shaper.segment("A" + jamo + "B").segments {
            let bytes = Array(("A" + jamo + "B").utf8)[segment.range]
            #expect(String(decoding: bytes, as: UTF8.self).unicodeScalars.count != 2)
        }
    }

    @Test("Characters no font has are reported, and the label is still shaped")
    func missingCharactersReported() throws {
        // U+0378 is unassigned: no font anywhere has it.
        let shaped = try shaper().shape("pink \u{0378}", size: 14)
        #expect(shaped.missing == ["\u{0378}"])
        #expect(shaped.width > 0)
    }

    @Test("The printable-ASCII shortcut gives exactly the runs cluster-by-cluster segmenting finds, for any stack")
    func asciiShortcutAgrees() throws {
        let stacks = [
            try FontLibrary.defaultStack(), [try FontLibrary.bundled(.hangul)],
            [try FontLibrary.bundled(.interSemiBold), try FontLibrary.bundled(.hangul)],
        ]
        let labels = [
            "Rock", "Hip Hop", "R&B", " padded ", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", "Rock 'n' Roll", "",
            "tab\there", "K-Pop 케이팝", "Café",
        ]
        for fonts in stacks {
            let shaper = TextShaper(fonts: fonts)
            for label in labels {
                let general = shaper.segmentByCluster(label)
                guard let shortcut = shaper.asciiSegment(label) else { continue }
                #expect(general.missing.isEmpty && general.segments.count == 1, "\(label)")
                let only = try #require(general.segments.first)
                #expect(only.font === shortcut.font && only.range == shortcut.range, "\(label)")
                #expect(only.level == shortcut.level && only.isEmoji == shortcut.isEmoji, "\(label)")
            }
            #expect(shaper.asciiSegment("Rock") == nil || fonts[0] !== TextShaper.hangulFace)
        }
    }

    @Test("The eight-bytes-at-a-time ASCII test agrees with a byte-by-byte one for every byte in every place")
    func asciiWordTest() throws {
        let inter = try FontLibrary.bundled(.interRegular).shaping
        // Inter has all 95 characters, so its labels take the word-at-a-time path.
        #expect(inter.printableASCII == (~0 << 32, ~0 >> 1))
        for length in 1...19 {
            for place in 0..<length {
                for byte in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = UInt8(byte)
                    let expected = (0x20...0x7E).contains(byte)
                    let answer = bytes.withUnsafeBufferPointer { inter.coversPrintableASCII($0) }
                    #expect(answer == expected, "byte \(byte) at \(place) of \(length)")
                }
            }
        }
    }

    @Test("Printable ASCII the primary font draws shapes the same without the Hangul face in the stack")
    func asciiNeedsNoFallback() throws {
        let inter = try FontLibrary.bundled(.interRegular)
        let withFallback = TextShaper(fonts: try FontLibrary.defaultStack())
        let alone = TextShaper(fonts: [inter])
        for label in ["Rock", "Rock 'n' Roll", "R&B / Soul", "+42", " x ", "~!@#$%^&*()_+{}|:<>?"] {
            #expect(inter.drawsPrintableASCII(label))
            let a = withFallback.shapeUncached(label, size: 16)
            let b = alone.shapeUncached(label, size: 16)
            #expect(a.width == b.width && a.missing == b.missing && a.runs.count == b.runs.count, "\(label)")
            #expect(zip(a.runs, b.runs).allSatisfy { $0.font === $1.font && $0.glyphs == $1.glyphs }, "\(label)")
        }
        #expect(!inter.drawsPrintableASCII("Café") && !inter.drawsPrintableASCII("tab\t"))
    }

    @Test("A printable-ASCII label is cached under the primary font alone, shared by stacks that differ in fallbacks")
    func asciiCachedByPrimary() throws {
        let inter = try FontLibrary.bundled(.interRegular)
        _ = TextShaper(fonts: try FontLibrary.defaultStack()).shape("Shared by stacks", size: 13)
        let key = ShapingCache.Key(fonts: [ObjectIdentifier(inter)], fallback: true, size: 13, text: "Shared by stacks")
        #expect(ShapingCache.shared.value(for: key) != nil)
    }

    @Test(
        "A label is cached under the primary font alone exactly when it is printable ASCII (U+0020…U+007E)",
        arguments: [
            ("Edges ~ and space", true), ("Caf\u{E9} by stack", false), ("Tab\tby stack", false),
            ("Del\u{7F}by stack", false), ("Unit\u{1F}by stack", false),
        ])
    func cachedByPrintableASCII(label: String, byPrimary: Bool) throws {
        let stack = try FontLibrary.defaultStack()
        _ = TextShaper(fonts: stack).shape(label, size: 11)
        let primary = ShapingCache.Key(fonts: [ObjectIdentifier(stack[0])], fallback: true, size: 11, text: label)
        let whole = ShapingCache.Key(fonts: stack.map(ObjectIdentifier.init), fallback: true, size: 11, text: label)
        #expect((ShapingCache.shared.value(for: primary) != nil) == byPrimary)
        #expect((ShapingCache.shared.value(for: whole) != nil) == !byPrimary)
    }

    @Test("The shaping cache knows a label by its UTF-8: canonically equivalent texts are each shaped for themselves")
    func cacheKeysByUTF8() throws {
        let stack = try FontLibrary.defaultStack()
        let shaper = TextShaper(fonts: stack)
        // Small strings (up to 15 bytes) and stored ones read their bytes apart.
        for (composed, decomposed) in [
            ("Caf\u{E9} key", "Cafe\u{301} key"),
            ("Caf\u{E9} key long enough to be stored", "Cafe\u{301} key long enough to be stored"),
        ] {
            #expect(composed == decomposed)
            for _ in 0..<2 {
                let a = shaper.shape(composed, size: 12)
                let b = shaper.shape(decomposed, size: 12)
                #expect(Array(a.text.utf8) == Array(composed.utf8), "\(composed)")
                #expect(Array(b.text.utf8) == Array(decomposed.utf8), "\(decomposed)")
                #expect(a.width == shaper.shapeUncached(composed, size: 12).width)
                #expect(b.width == shaper.shapeUncached(decomposed, size: 12).width)
            }
            let fonts = stack.map(ObjectIdentifier.init)
            let key = ShapingCache.Key(fonts: fonts, fallback: true, size: 12, text: composed)
            #expect(
                key
                    == ShapingCache.Key(
                        fonts: fonts, fallback: true, size: 12,
                        text: String(decoding: Array(composed.utf8), as: UTF8.self)))
            #expect(key != ShapingCache.Key(fonts: fonts, fallback: true, size: 12, text: decomposed))
            #expect(ShapingCache.shared.value(for: key) != nil)
        }
    }

    @Test("An empty label has no runs and no width")
    func emptyLabel() throws {
        let shaped = try shaper().shape("", size: 14)
        #expect(shaped.runs.isEmpty)
        #expect(shaped.width == 0)
    }
}
