internal import CHarfBuzz

/// A HarfBuzz font (`hb_font_t`) at its design scale: it shapes in font units, and callers
/// scale to px in floating point, so widths equal `hb-shape`'s exact answer. All HarfBuzz calls
/// of TagFlow live in this file. Shaping with one `hb_font_t` from several threads is safe.
final class ShapingFont: @unchecked Sendable {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let file: FontFile
    let unitsPerEm: Int

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
    }

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

    // hb_language_t points at an interned, immutable string: safe to share.
    nonisolated(unsafe) private static let language = hb_language_from_string("und", -1)
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
