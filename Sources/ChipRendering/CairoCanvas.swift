internal import CCairo
import TextShaping

/// Draws a `ChipScene` with Cairo and returns the file's bytes. All Cairo calls of TagFlow,
/// except making font faces, live in this file.
public enum ChipRenderer {
    /// The largest side of a PNG that Cairo's image surface can hold.
    public static let maximumPixelSide = 32767
    /// The largest PDF page side, in points, that PDF readers accept (the PDF 1.7 implementation limit).
    public static let maximumPDFSide = 14400
    /// The most pixels a PNG may have: 1 GiB of memory while it is drawn.
    public static let maximumPixelCount = 1 << 28

    /// Renders `scene` in `format`.
    ///
    /// - Parameter scale: device pixels per px, for PNG only (SVG and PDF are in px).
    public static func render(_ scene: ChipScene, as format: OutputFormat, scale: Double = 1) throws(RenderError)
        -> [UInt8]
    {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer
        let snap: (Double) -> Double
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(writeToSink, closure, scene.width, scene.height)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            snap = { $0 }
        case .pdf:
            let width = Int(scene.width.rounded(.up))
            let height = Int(scene.height.rounded(.up))
            guard width <= maximumPDFSide, height <= maximumPDFSide else {
                throw .pageTooLarge(width: width, height: height, limit: maximumPDFSide)
            }
            // One PDF point per px, so the page is as many points as the canvas is px.
            surface = cairo_pdf_surface_create_for_stream(writeToSink, closure, scene.width, scene.height)
            // Cairo stamps the current time otherwise, and the same input must give the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "1970-01-01T00:00:00Z")
            snap = { $0 }
        case .png:
            let width = Int((scene.width * scale).rounded(.up))
            let height = Int((scene.height * scale).rounded(.up))
            guard width <= maximumPixelSide, height <= maximumPixelSide, width * height <= maximumPixelCount else {
                throw .canvasTooLarge(width: width, height: height, limit: maximumPixelSide)
            }
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            // Chip edges and baselines land on whole device pixels: crisp outlines at any scale.
            snap = { ($0 * scale).rounded() / scale }
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), during: "creating the \(format.rawValue) surface")

        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        if format == .png { cairo_scale(context, scale, scale) }
        draw(scene, on: context, snap: snap)
        try check(cairo_status(context), during: "drawing")

        if format == .png {
            cairo_surface_flush(surface)
            try check(
                cairo_surface_write_to_png_stream(surface, writeToSink, closure), during: "encoding the PNG")
        } else {
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), during: "writing the \(format.rawValue)")
        }
        return format == .svg ? stableSurfaceIDs(sink.bytes) : sink.bytes
    }

    /// Cairo numbers SVG surfaces with a counter that lives as long as the process, so the second
    /// SVG a process draws would say `id="surface9"` where the first said `id="surface1"`. Every
    /// document here has one surface: it is always `surface1`, and the bytes depend on the input only.
    static func stableSurfaceIDs(_ svg: [UInt8]) -> [UInt8] {
        let prefix = Array("id=\"surface".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(svg.count)
        var index = 0
        while index < svg.count {
            if svg[index] == prefix[0], svg[index...].starts(with: prefix) {
                var end = index + prefix.count
                while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
                if end > index + prefix.count, end < svg.count, svg[end] == UInt8(ascii: "\"") {
                    result += prefix
                    result.append(UInt8(ascii: "1"))
                    index = end
                    continue
                }
            }
            result.append(svg[index])
            index += 1
        }
        return result
    }

    private static func draw(_ scene: ChipScene, on context: OpaquePointer?, snap: (Double) -> Double) {
        if let background = scene.background {
            setColor(background, on: context)
            cairo_paint(context)
        }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context, options)

        for chip in scene.chips {
            let left = snap(chip.x)
            let top = snap(chip.y)
            let right = snap(chip.x + chip.width)
            let bottom = snap(chip.y + chip.height)
            drawBox(chip.style, left: left, top: top, right: right, bottom: bottom, on: context)
            drawText(
                chip.text, x: left + chip.textX, baseline: snap(chip.y + chip.baseline), color: chip.style.textColor,
                on: context)
        }
    }

    private static func drawBox(
        _ style: ChipStyle, left: Double, top: Double, right: Double, bottom: Double, on context: OpaquePointer?
    ) {
        let width = right - left
        let height = bottom - top
        let radius = min(style.cornerRadius ?? height / 2, height / 2, width / 2)
        roundedRectangle(x: left, y: top, width: width, height: height, radius: radius, on: context)
        setColor(style.fill, on: context)
        cairo_fill(context)

        guard let stroke = style.stroke, style.strokeWidth > 0 else { return }
        // The stroke is centred on a path inset by half its width, so it stays inside the chip.
        let line = min(style.strokeWidth, width / 2, height / 2)
        let inset = line / 2
        roundedRectangle(
            x: left + inset, y: top + inset, width: width - line, height: height - line,
            radius: max(0, radius - inset), on: context)
        setColor(stroke, on: context)
        cairo_set_line_width(context, line)
        cairo_stroke(context)
    }

    private static func roundedRectangle(
        x: Double, y: Double, width: Double, height: Double, radius: Double, on context: OpaquePointer?
    ) {
        cairo_new_sub_path(context)
        if radius <= 0 {
            cairo_rectangle(context, x, y, width, height)
            return
        }
        cairo_arc(context, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(context, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
        cairo_arc(context, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(context, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    private static func drawText(
        _ text: ShapedText, x: Double, baseline: Double, color: Color, on context: OpaquePointer?
    ) {
        setColor(color, on: context)
        for run in text.runs where !run.glyphs.isEmpty {
            cairo_set_font_face(context, CairoFontFace.face(for: run.font).face)
            cairo_set_font_size(context, text.size)
            let glyphs = run.glyphs.map { glyph in
                cairo_glyph_t(index: UInt(glyph.id), x: x + glyph.x, y: baseline + glyph.y)
            }
            glyphs.withUnsafeBufferPointer { buffer in
                cairo_show_glyphs(context, buffer.baseAddress, Int32(buffer.count))
            }
        }
    }

    private static func setColor(_ color: Color, on context: OpaquePointer?) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Cairo's status codes, turned into errors in this one place.
    private static func check(_ status: cairo_status_t, during: String) throws(RenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw .cairo(status: String(cString: cairo_status_to_string(status)), during: during)
    }
}

/// Collects what Cairo writes to a stream.
private final class ByteSink {
    var bytes: [UInt8] = []
}

private func writeToSink(
    _ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}
