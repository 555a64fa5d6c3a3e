import Primitives
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
    /// Which printable ASCII characters (U+0020–U+007E) the character map has: bit `c & 63` of
    /// word `c >> 6`. Asked once per character of nearly every label, so answered from bits.
    let printableASCII: (UInt64, UInt64)

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
        for byte in utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return false }
            let bits = byte < 64 ? low >> UInt64(byte) : high >> UInt64(byte - 64)
            guard bits & 1 == 1 else { return false }
        }
        return true
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

    /// The outline of `glyph` as SVG path data in font units, y pointing up; empty when the glyph
    /// has no outline (a space, or a bitmap emoji).
    func outlinePath(glyph: UInt32) -> String {
        let path = PathRecorder()
        let data = Unmanaged.passUnretained(path).toOpaque()
        hb_font_get_glyph_shape(font, glyph, Self.drawFunctions, data)
        return path.data
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
            functions, { _, data, _, x, y, _ in PathRecorder.from(data).add("M", [x, y]) }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            functions, { _, data, _, x, y, _ in PathRecorder.from(data).add("L", [x, y]) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            functions, { _, data, _, cx, cy, x, y, _ in PathRecorder.from(data).add("Q", [cx, cy, x, y]) }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            functions,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                PathRecorder.from(data).add("C", [c1x, c1y, c2x, c2y, x, y])
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(
            functions, { _, data, _, _ in PathRecorder.from(data).add("Z", []) }, nil, nil)
        hb_draw_funcs_make_immutable(functions)
        return functions
    }()
}

/// Collects a glyph outline as SVG path data.
private final class PathRecorder {
    var data = ""

    static func from(_ pointer: UnsafeMutableRawPointer?) -> PathRecorder {
        Unmanaged<PathRecorder>.fromOpaque(pointer!).takeUnretainedValue()
    }

    func add(_ command: String, _ numbers: [Float]) {
        data += command
        data += numbers.map { SVGNumber.format(Double($0), decimals: 2) }.joined(separator: " ")
    }
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
