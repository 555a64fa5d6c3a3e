internal import CHarfBuzz
import Primitives

/// A HarfBuzz font (`hb_font_t`) at its design scale: it shapes in font units, and callers
/// scale to px in floating point, so widths equal `hb-shape`'s exact answer. All HarfBuzz calls
/// of TagFlow live in this file. Shaping with one `hb_font_t` from several threads is safe.
final class ShapingFont: @unchecked Sendable {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let file: FontFile
    let unitsPerEm: Int
    /// Which printable ASCII characters (U+0020–U+007E) the character map has: bit `c & 63` of
    /// word `c >> 6`. Asked once per character of nearly every label, so answered from bits.
    let printableASCII: (UInt64, UInt64)
    /// Words shaped alone, for `shapeByWords`. Made with the font, not on first use behind a
    /// lock of its own: that lock was taken for every label shaped from words (2,277 in the
    /// 200 × 40 SVG batch), and a font shapes printable ASCII through it at its first label.
    let words = WordShapes()

    init(file: FontFile, index: Int) {
        blob = hb_blob_create(
            file.bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(file.bytes.count),
            HB_MEMORY_MODE_READONLY, nil, nil)
        face = hb_face_create(blob, UInt32(index))
        font = hb_font_create(face)
        unitsPerEm = Int(hb_face_get_upem(face))
        // The default scale is already the em size; setting it says that this is on purpose.
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(font)
        self.file = file
        var covered: (UInt64, UInt64) = (0, 0)
        for code in UInt32(0x20)...0x7E {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, code, &glyph) != 0 else { continue }
            if code < 64 { covered.0 |= 1 << UInt64(code) } else { covered.1 |= 1 << UInt64(code - 64) }
        }
        printableASCII = covered
    }

    /// Whether `utf8` is all printable ASCII and the font has every one of its characters.
    func coversPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let (low, high) = printableASCII
        // The font has all 95 (most have): only the range is asked.
        if hasAllPrintableASCII { return utf8.isPrintableASCII }
        // Only U+0020…U+007E have bits set, so a control character or DEL finds none: one test
        // a byte besides the range, with masking shifts (`>>` checks for an overshift).
        for byte in utf8 {
            let code = UInt64(byte)
            guard code < 0x80, (code < 64 ? low : high) &>> (code & 63) & 1 == 1 else { return false }
        }
        return true
    }

    /// Whether the font has all 95 printable ASCII characters (most have).
    var hasAllPrintableASCII: Bool {
        printableASCII == (Self.allPrintableLow, Self.allPrintableHigh)
    }

    /// `printableASCII` of a font that has every printable ASCII character.
    private static let allPrintableLow: UInt64 = ~0 << 32
    private static let allPrintableHigh: UInt64 = ~0 >> 1

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The font's vertical metrics in font units.
    var metrics: FontMetrics {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        let em = Double(unitsPerEm)
        return FontMetrics(
            unitsPerEm: em, ascender: Double(extents.ascender), descender: Double(-extents.descender),
            lineGap: Double(extents.line_gap),
            capHeight: position(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? 0.7 * em,
            xHeight: position(HB_OT_METRICS_TAG_X_HEIGHT) ?? 0.5 * em)
    }

    private func position(_ tag: hb_ot_metrics_tag_t) -> Double? {
        var value: hb_position_t = 0
        guard hb_ot_metrics_get_position(font, tag, &value) != 0, value > 0 else { return nil }
        return Double(value)
    }

    /// Whether the face draws in colour (bitmap, layered or SVG glyphs), as emoji faces do.
    var isColor: Bool {
        hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_svg(face) != 0
    }

    /// Whether the font has a glyph for `scalar` in its character map.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar) != nil
    }

    /// The glyph the character map gives `scalar`, if any.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Shapes `utf8[range]`, with the rest of `utf8` as context, and returns the glyphs in
    /// visual order (left to right, whatever the direction) with their positions in font units.
    func shape(_ utf8: [UInt8], range: Range<Int>, rightToLeft: Bool = false) -> [UnscaledGlyph] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(
                    buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
                    Int32(range.count))
            }
        }
        // The bidi algorithm decided the direction; a fixed language keeps output independent of
        // the user's locale. HarfBuzz guesses the script.
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        return shaped(buffer)
    }

    /// Shapes printable ASCII `utf8` on its own, left to right, in the script HarfBuzz would
    /// guess for the whole label it comes from: Latin when that label has a letter, else none.
    /// Clusters count from the start of `utf8`.
    func shapeASCII(_ utf8: UnsafeBufferPointer<UInt8>, latin: Bool) -> [UnscaledGlyph] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        utf8.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        if latin { hb_buffer_set_script(buffer, HB_SCRIPT_LATIN) }
        return shaped(buffer)
    }

    /// Shapes what `buffer` holds, direction set, in the fixed language; the glyphs in visual order.
    private func shaped(_ buffer: OpaquePointer?) -> [UnscaledGlyph] {
        hb_buffer_set_language(buffer, Self.language)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { index in
            UnscaledGlyph(
                id: infos[index].codepoint, cluster: Int(infos[index].cluster),
                xAdvance: Int(positions[index].x_advance), xOffset: Int(positions[index].x_offset),
                yOffset: Int(positions[index].y_offset))
        }
    }

    /// What `shapeByWords` may do with this font's printable ASCII, for left-to-right text in
    /// Latin (`latin`) or in no script; `nil` when no label can be shaped word by word.
    ///
    /// Shaping word by word gives what shaping the whole label gives when nothing HarfBuzz does
    /// reaches across a space. The lookups its plan applies that never see the space's glyph
    /// (before, in, after or out of them) cannot. Those that do (Inter's `calt` makes "A - B"'s
    /// hyphen a capital one, looking past the spaces) can only act where one of their input
    /// glyphs is: when no lookup makes such a glyph, only the label's own characters can bring
    /// one (`WordRule.reaching`), and only as far as the lookups' rules look for a space
    /// (`WordRule.reach`). `frac`, `numr` and `dnom` are left out: HarfBuzz applies them around
    /// U+2044 only, never to ASCII. A face with `kern`, `morx` or `kerx` is shaped outside its
    /// lookups: `nil`. (Browsers cache words under a test of the same kind.)
    func wordRule(latin: Bool) -> WordRule? {
        words.rule(latin: latin) { findWordRule(latin: latin) }
    }

    func findWordRule(latin: Bool) -> WordRule? {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return nil }
        for table in ["kern", "morx", "kerx"] {
            let blob = hb_face_reference_table(face, Self.tag(table))
            defer { hb_blob_destroy(blob) }
            if hb_blob_get_length(blob) > 0 { return nil }
        }
        var properties = hb_segment_properties_t()
        properties.direction = HB_DIRECTION_LTR
        properties.script = latin ? HB_SCRIPT_LATIN : HB_SCRIPT_INVALID
        properties.language = Self.language
        // HarfBuzz's plan for such text, less the fraction features: turned off, only the lookups
        // other features use stay.
        let noFractions = ["frac", "numr", "dnom"].map {
            hb_feature_t(tag: Self.tag($0), value: 0, start: 0, end: .max)
        }
        guard let plan = hb_shape_plan_create_cached(face, &properties, noFractions, UInt32(noFractions.count), nil)
        else { return nil }
        let substitutions = hb_set_create()
        let lookups = hb_set_create()
        let reaching = hb_set_create()  // glyphs that may let a lookup see past a space
        let joining = hb_set_create()  // glyphs a ligature or deletion may join or drop
        let possible = hb_set_create()  // glyphs printable ASCII may become
        var inputsAndOutputs: [(OpaquePointer?, OpaquePointer?)] = []
        defer {
            hb_shape_plan_destroy(plan)
            for set in [substitutions, lookups, reaching, joining, possible]
                + inputsAndOutputs.flatMap({ [$0.0, $0.1] })
            {
                hb_set_destroy(set)
            }
        }
        // 1. The lookups that see the space: their input glyphs reach.
        var seeing: [(table: hb_tag_t, lookup: Int)] = []
        for table in [Self.tag("GSUB"), Self.tag("GPOS")] {
            hb_set_clear(lookups)
            hb_ot_shape_plan_collect_lookups(plan, table, lookups)
            if table == Self.tag("GSUB") { hb_set_union(substitutions, lookups) }
            var lookup = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
            while hb_set_next(lookups, &lookup) != 0 {
                let (before, input) = (hb_set_create(), hb_set_create())
                let (after, output) = (hb_set_create(), hb_set_create())
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, output)
                let seesSpace = [before, input, after, output].contains { hb_set_has($0, space) != 0 }
                hb_set_destroy(before)
                hb_set_destroy(after)
                inputsAndOutputs.append((input, output))
                if seesSpace {
                    hb_set_union(reaching, input)
                    seeing.append((table, Int(lookup)))
                }
            }
        }
        // 2. A lookup that makes a reaching glyph reaches through its own input glyphs, and so on:
        // then a reaching glyph can only be there if the label's characters bring one.
        close(reaching, over: inputsAndOutputs)
        if hb_set_has(reaching, space) != 0 { return nil }
        var rule = WordRule(reaching: characters(in: reaching), joining: (0, 0), reach: nil)

        // 3. How far the seeing lookups look for a space, in glyphs, and which characters' glyphs
        // can be joined or dropped (fewer glyphs than characters between a reaching character and
        // a space). Anything this cannot vouch for leaves `reach` unknown.
        for code in UInt32(0x20)...0x7E {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(font, code, &glyph) != 0 { hb_set_add(possible, glyph) }
        }
        hb_ot_layout_lookups_substitute_closure(face, substitutions, possible)
        let gsub = layoutTable("GSUB", substitution: true)
        let gpos = layoutTable("GPOS", substitution: false)
        var reach = LayoutTable.Reach()
        for (table, lookup) in seeing {
            let layout = table == Self.tag("GSUB") ? gsub : gpos
            guard let found = layout.reach(lookup, space: space), let details = layout.lookup(lookup),
                let nested = layout.nestedLookups(lookup),
                nested.allSatisfy({ layout.lookup($0)?.type == 1 }),
                skipsNothing(details.flag, possible)
            else { return rule }
            reach.back = max(reach.back, found.back)
            reach.ahead = max(reach.ahead, found.ahead)
        }
        // Every substitution lookup the plan applies, and those they call.
        var applied: [Int] = []
        var lookup = hb_codepoint_t.max
        while hb_set_next(substitutions, &lookup) != 0 { applied.append(Int(lookup)) }
        var seen = Set(applied)
        var next = 0
        while next < applied.count {
            guard let nested = gsub.nestedLookups(applied[next]) else { return rule }
            for index in nested where seen.insert(index).inserted { applied.append(index) }
            next += 1
        }
        for index in applied {
            guard let glyphs = gsub.joiningGlyphs(index, possible: { hb_set_has(possible, $0) != 0 }) else {
                return rule
            }
            for glyph in glyphs { hb_set_add(joining, glyph) }
        }
        close(joining, over: inputsAndOutputs)
        if hb_set_has(joining, space) != 0 { return rule }
        rule.joining = characters(in: joining)
        rule.reach = reach
        return rule
    }

    /// Adds to `glyphs` the input glyphs of every lookup whose output has one of them, until
    /// nothing changes.
    private func close(_ glyphs: OpaquePointer?, over inputsAndOutputs: [(OpaquePointer?, OpaquePointer?)]) {
        var changed = true
        while changed {
            changed = false
            for (input, output) in inputsAndOutputs where hb_set_is_subset(input, glyphs) == 0 {
                var glyph = hb_codepoint_t.max
                var makesOne = false
                while !makesOne, hb_set_next(output, &glyph) != 0 {
                    makesOne = hb_set_has(glyphs, glyph) != 0
                }
                guard makesOne else { continue }
                hb_set_union(glyphs, input)
                changed = true
            }
        }
    }

    /// The printable ASCII characters whose glyphs are in `glyphs`.
    private func characters(in glyphs: OpaquePointer?) -> (UInt64, UInt64) {
        var characters: (UInt64, UInt64) = (0, 0)
        for code in UInt32(0x20)...0x7E {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, code, &glyph) != 0, hb_set_has(glyphs, glyph) != 0 else { continue }
            if code < 64 { characters.0 |= 1 << UInt64(code) } else { characters.1 |= 1 << UInt64(code - 64) }
        }
        return characters
    }

    /// Whether a lookup with flags `flag` counts every glyph of `possible` in its rules: it
    /// skips none by class (marks, ligatures, base glyphs) when all are base or unclassified.
    private func skipsNothing(_ flag: Int, _ possible: OpaquePointer?) -> Bool {
        let skipping = flag & 0xFF1E  // all but right-to-left (cursive attachment only)
        if skipping == 0 { return true }
        if skipping & 0x2 != 0 { return false }  // ignores base glyphs: nearly all of ASCII
        var glyph = hb_codepoint_t.max
        while hb_set_next(possible, &glyph) != 0 {
            let kind = hb_ot_layout_get_glyph_class(face, glyph)
            if kind != HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED && kind != HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH {
                return false
            }
        }
        return true
    }

    /// The bytes of the face's table `tag` (empty when it has none), for `LayoutTable`.
    private func layoutTable(_ tag: String, substitution: Bool) -> LayoutTable {
        let blob = hb_face_reference_table(face, Self.tag(tag))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            return LayoutTable(bytes: [], substitution: substitution)
        }
        let bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
        return LayoutTable(bytes: bytes, substitution: substitution)
    }

    /// An OpenType tag from its four letters (HB_TAG, a macro Swift cannot import).
    private static func tag(_ letters: String) -> hb_tag_t {
        letters.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }

    // hb_language_t points at an interned, immutable string: safe to share.
    nonisolated(unsafe) private static let language = hb_language_from_string("und", -1)

    /// The outline of `glyph` as SVG path data in font units, y pointing up; empty when the glyph
    /// has no outline (a space, or a bitmap emoji).
    func outlinePath(glyph: UInt32) -> String {
        String(decoding: outlinePathBytes(glyph: glyph), as: UTF8.self)
    }

    /// `outlinePath` as UTF-8 bytes, as SVG writes them.
    func outlinePathBytes(glyph: UInt32) -> [UInt8] {
        let path = PathRecorder.Box()
        let data = Unmanaged.passUnretained(path).toOpaque()
        hb_font_get_glyph_shape(font, glyph, Self.drawFunctions, data)
        return path.recorder.finished()
    }

    /// The PNG picture of a bitmap glyph (CBDT or sbix colour emoji) and its box in font units
    /// (left, top — y up — width and height); `nil` for glyphs without one.
    func colorBitmap(glyph: UInt32) -> (png: [UInt8], left: Double, top: Double, width: Double, height: Double)? {
        guard hb_ot_color_has_png(face) != 0, let blob = hb_ot_color_glyph_reference_png(font, glyph) else {
            return nil
        }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
        let png = bytes.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
        return (
            png, Double(extents.x_bearing), Double(extents.y_bearing), Double(extents.width), Double(-extents.height)
        )
    }

    /// One set of drawing callbacks for every glyph outline, made once and never changed.
    nonisolated(unsafe) private static let drawFunctions: OpaquePointer = {
        let functions = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(
            functions, { _, data, _, x, y, _ in PathRecorder.Box.from(data).recorder.move(x, y) }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            functions, { _, data, _, x, y, _ in PathRecorder.Box.from(data).recorder.line(x, y) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            functions, { _, data, _, cx, cy, x, y, _ in PathRecorder.Box.from(data).recorder.quadratic(cx, cy, x, y) },
            nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            functions,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                PathRecorder.Box.from(data).recorder.cubic(c1x, c1y, c2x, c2y, x, y)
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(
            functions, { _, data, _, _ in PathRecorder.Box.from(data).recorder.close() }, nil, nil)
        hb_draw_funcs_make_immutable(functions)
        return functions
    }()
}

/// One shaped glyph in font units, as HarfBuzz reports it.
struct UnscaledGlyph: Hashable, Sendable {
    var id: UInt32
    /// The UTF-8 offset of the first character this glyph comes from.
    var cluster: Int
    var xAdvance: Int
    var xOffset: Int
    var yOffset: Int
}
