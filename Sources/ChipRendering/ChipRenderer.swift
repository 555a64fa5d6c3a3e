internal import CCairo
internal import CFreeType
import Primitives
import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws a `ChipScene` and returns the file's bytes: PNG and PDF with Cairo, SVG with
/// `SVGWriter`. Cairo is called from ChipRendering only: this file makes the surfaces, draws, and
/// writes Cairo's own PNGs (`ByteSink` takes what Cairo streams); PNG decoding
/// (`ChipRenderer+PNGDecoding`), font faces (`CairoFontFace`) and icons (`IconPainter`,
/// `IconPainter+PNG`) call it in files of their own.
public enum ChipRenderer {
    /// The largest side of a PNG that Cairo's image surface can hold.
    public static let maximumPixelSide = 32767
    /// The largest PDF page side, in points, that PDF readers accept (the PDF 1.7 implementation limit).
    public static let maximumPDFSide = 14400
    /// The most pixels a PNG may have: 1 GiB of memory while it is drawn.
    public static let maximumPixelCount = 1 << 28

    /// Renders `scene` in `format`.
    ///
    /// - Parameters:
    ///   - scale: device pixels per px, for PNG only (SVG and PDF are in px).
    ///   - dpi: pixels per inch to record in a PNG; `nil` records none.
    ///   - pngEffort: how hard a PNG is compressed (`PNGEncoding.efforts`); the pixels are the same.
    public static func render(
        _ scene: ChipScene, as format: OutputFormat, scale: Double = 1, dpi: Double? = nil,
        pngEffort: Int = PNGEncoding.defaultEffort
    ) throws(RenderError) -> [UInt8] {
        try render(
            scene, as: format, scale: scale, dpi: dpi, pngWriter: .tagflow, stamping: true, pngEffort: pngEffort)
    }

    /// `render` with Cairo's own PNG writer or TagFlow's, for `tagflow-bench` and the tests
    /// that compare them.
    package static func render(
        _ scene: ChipScene, as format: OutputFormat, scale: Double = 1, pngWriter: PNGWriter
    ) throws(RenderError) -> [UInt8] {
        try render(scene, as: format, scale: scale, dpi: nil, pngWriter: pngWriter, stamping: true)
    }

    /// `render`; `stamping: false` draws every box, for tests that compare stamped boxes with drawn ones.
    static func render(
        _ scene: ChipScene, as format: OutputFormat, scale: Double, dpi: Double?, pngWriter: PNGWriter,
        stamping: Bool, pngEffort: Int = PNGEncoding.defaultEffort
    ) throws(RenderError) -> [UInt8] {
        if !scene.allowsUnsafeLinks {
            try LinkSafety.check(scene.chips)
        }
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer
        let snap: (Double) -> Double
        // Pixels of our own, not cleared, under an opaque background painted over every one.
        var pixels: UnsafeMutableRawPointer? = nil
        defer { free(pixels) }
        switch format {
        case .svg:
            return SVGWriter.document(scene)
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
            // The title is text in the PDF too: the same noncharacter rule as the glyphs' text.
            if !scene.title.isEmpty {
                let title = String(
                    decoding: ShapedText.withoutNoncharacters(Array(scene.title.utf8)[...]), as: UTF8.self)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            }
            if let description = scene.description, !description.isEmpty {
                let subject = String(
                    decoding: ShapedText.withoutNoncharacters(Array(description.utf8)[...]), as: UTF8.self)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, subject)
            }
            snap = { $0 }
        case .png:
            let width = Int((scene.width * scale).rounded(.up))
            let height = Int((scene.height * scale).rounded(.up))
            guard width <= maximumPixelSide, height <= maximumPixelSide, width * height <= maximumPixelCount else {
                throw .canvasTooLarge(width: width, height: height, limit: maximumPixelSide)
            }
            // Cairo clears a surface it allocates; a picture on an opaque background is painted
            // over every pixel anyway, so its memory need not be cleared first: clearing took
            // 24.7 M instructions more of a 20 × 40 PNG batch's 739 M (3.3%; memory a batch
            // reuses is cleared, a one-picture run's fresh memory comes zeroed; issue 42, 6 Dec 2026).
            let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))
            if (scene.background?.alpha ?? 0) >= 1, stride > 0, let memory = malloc(Int(stride) * height) {
                pixels = memory
                surface = cairo_image_surface_create_for_data(
                    memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                    stride)
            } else {
                surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            }
            // Chip edges and baselines land on whole device pixels: crisp outlines at any scale.
            snap = { ($0 * scale).rounded() / scale }
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), during: "creating the \(format.rawValue) surface")

        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        if format == .png { cairo_scale(context, scale, scale) }
        // Text and clusters go with the glyphs only where they are kept (PDF text extraction),
        // and not for colour-emoji runs: given that way, Cairo 1.16 draws nothing for a cluster
        // of two colour glyphs (U+231A U+FE0E) on an image surface and garbage in a PDF.
        // Boxes are stamped on a PNG's opaque background; elsewhere each is drawn.
        let stamped =
            stamping && format == .png && (scene.background?.alpha ?? 0) >= 1
                && scene.chips.count >= BoxStamp.minimumChips
            ? stampBoxes(scene, on: surface, scale: scale, snap: snap) : []
        draw(scene, on: context, snap: snap, withText: format == .pdf, onPixels: format == .png, stamped: stamped)
        try check(cairo_status(context), during: "drawing")

        if format == .png {
            cairo_surface_flush(surface)
            if pngWriter == .cairo {
                try check(
                    cairo_surface_write_to_png_stream(surface, writeToSink, closure), during: "encoding the PNG")
                return sink.bytes
            }
            guard let pixels = cairo_image_surface_get_data(surface) else {
                throw .cairo(status: "no pixel data", during: "encoding the PNG")
            }
            return PNGEncoder.encode(
                pixels: pixels, width: Int(cairo_image_surface_get_width(surface)),
                height: Int(cairo_image_surface_get_height(surface)),
                stride: Int(cairo_image_surface_get_stride(surface)),
                opaque: (scene.background?.alpha ?? 0) >= 1, dpi: dpi, effort: pngEffort,
                palette: scene.mayHaveFewColors)
        } else {
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), during: "writing the \(format.rawValue)")
        }
        return sink.bytes
    }

    private static func draw(
        _ scene: ChipScene, on context: OpaquePointer?, snap: (Double) -> Double, withText: Bool, onPixels: Bool,
        stamped: [Bool]
    ) {
        // Faces of this render's own: no lock, in TagFlow or in Cairo, is shared with another
        // render drawing text at the same time.
        let faces = CairoFaceSet.take()
        defer { CairoFaceSet.give(back: faces) }
        if let background = scene.background, stamped.isEmpty {
            setColor(background, on: context)
            // On pixels: replacing what is there, the same as painting over a fresh surface, and
            // the only right way over pixels that were never cleared (PDF pages keep Cairo's way).
            if onPixels { cairo_set_operator(context, CAIRO_OPERATOR_SOURCE) }
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context, options)

        // Cairo 1.16 lists objects for link tags in the PDF's cross-reference table that it writes
        // only as part of a structure tree: a Document element around them makes it write one.
        let tagged = scene.chips.contains { $0.link != nil }
        if tagged { cairo_tag_begin(context, "Document", "") }
        defer { if tagged { cairo_tag_end(context, "Document") } }
        let icons = scene.chips.contains { $0.icon != nil } ? IconPainter(on: context, onPixels: onPixels) : nil
        for (index, chip) in scene.chips.enumerated() {
            let left = snap(chip.frame.minX)
            let top = snap(chip.frame.minY)
            let right = snap(chip.frame.maxX)
            let bottom = snap(chip.frame.maxY)
            // A link is a tagged region in PDF; other surfaces ignore tags.
            // A link no output can hold is left out, as in SVG.
            let link = chip.link.flatMap { LinkText.firstUnholdable(in: $0) == nil ? LinkText.pdf($0) : nil }
            if let link {
                cairo_tag_begin(context, "Link", "uri='\(cairoQuoted(link))'")
            }
            defer { if link != nil { cairo_tag_end(context, "Link") } }
            if stamped.isEmpty || !stamped[index] {
                drawBox(chip.style, left: left, top: top, right: right, bottom: bottom, on: context)
            }
            if let icon = chip.icon { icons?.draw(icon, x: left, y: top, on: context) }
            drawText(
                chip.text, x: left + chip.textOffset.x, baseline: snap(chip.frame.minY + chip.textOffset.y),
                color: chip.style.textColor, withText: withText, faces: faces, on: context)
            if let count = chip.count {
                drawText(
                    count.text, x: left + count.offset.x, baseline: snap(chip.frame.minY + count.offset.y),
                    color: count.color, withText: withText, faces: faces, on: context)
            }
        }
    }

    /// Paints the background and stamps every box that a `BoxStamp` can draw (those of the most
    /// common kinds, at least a stamp wide, wholly on the canvas); returns which chips it stamped,
    /// none when two boxes overlap (a layout of the user's own may overlap them: then each box
    /// must cover the text drawn before it, as it does when drawn).
    private static func stampBoxes(
        _ scene: ChipScene, on surface: OpaquePointer, scale: Double, snap: (Double) -> Double
    ) -> [Bool] {
        guard let background = scene.background else { return [] }
        let boxes = scene.chips.map { BoxStamp.DeviceBox($0.frame, snap: snap, scale: scale) }
        let all = boxes.compactMap { $0 }
        guard all.count == boxes.count, !BoxStamp.anyOverlap(all) else { return [] }
        let (canvasWidth, canvasHeight) =
            (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let paint = cairo_create(surface)
        setColor(background, on: paint)
        cairo_set_operator(paint, CAIRO_OPERATOR_SOURCE)
        cairo_paint(paint)
        cairo_destroy(paint)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))

        var stamps: [BoxStamp] = []
        var stamped = [Bool](repeating: false, count: scene.chips.count)
        for (index, chip) in scene.chips.enumerated() {
            // A box not wholly on the canvas is drawn (and clipped) by Cairo.
            guard let box = boxes[index], box.isWhollyOn(width: canvasWidth, height: canvasHeight) else { continue }
            var stamp = stamps.first { $0.height == box.height && $0.style == chip.style }
            if stamp == nil, stamps.count < BoxStamp.maximumKinds {
                // Made only for a box at least as wide as the stamp, and a small one: never more
                // memory than the box it is copied to.
                let edge = BoxStamp.edgeColumns(style: chip.style, height: box.height, scale: scale)
                guard box.width >= 2 * edge + 1, (2 * edge + 1) * box.height <= BoxStamp.maximumPixels else {
                    continue
                }
                stamp = BoxStamp.kept(style: chip.style, height: box.height, scale: scale, background: background) {
                    makeStamp(chip.style, height: box.height, edge: edge, scale: scale, background: background)
                }
                stamps.append(stamp!)
            }
            guard let stamp, box.width >= stamp.width else { continue }
            stamp.draw(into: data, stride: stride, x: box.left, y: box.top, width: box.width)
            stamped[index] = true
        }
        cairo_surface_mark_dirty(surface)
        return stamped
    }

    /// The narrowest box of `height` device pixels in `style`, `edge` columns each side of one
    /// middle column (`BoxStamp.edgeColumns`), drawn on `background`.
    private static func makeStamp(_ style: ChipStyle, height: Int, edge: Int, scale: Double, background: Color)
        -> BoxStamp
    {
        let width = 2 * edge + 1
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        cairo_scale(context, scale, scale)
        setColor(background, on: context)
        cairo_paint(context)
        drawBox(
            style, left: 0, top: 0, right: Double(width) / scale, bottom: Double(height) / scale, on: context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeMutableBytes { target in
                for row in 0..<height {
                    (target.baseAddress! + row * width * 4).copyMemory(from: data + row * stride, byteCount: width * 4)
                }
            }
        }
        return BoxStamp(
            style: style, height: height, scale: scale, background: background, edge: edge, pixels: pixels)
    }

    private static func drawBox(
        _ style: ChipStyle, left: Double, top: Double, right: Double, bottom: Double, on context: OpaquePointer?
    ) {
        let width = right - left
        let height = bottom - top
        let box = ChipBox(style: style, width: width, height: height)
        roundedRectangle(x: left, y: top, width: width, height: height, radius: box.radius, on: context)
        setColor(style.fill, on: context)
        cairo_fill(context)

        guard let stroke = style.stroke, let line = box.lineWidth else { return }
        roundedRectangle(
            x: left + box.inset, y: top + box.inset, width: width - line, height: height - line,
            radius: box.outlineRadius, on: context)
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
        _ text: ShapedText, x: Double, baseline: Double, color: Color, withText: Bool, faces: CairoFaceSet,
        on context: OpaquePointer?
    ) {
        setColor(color, on: context)
        let texts = withText ? text.runTexts : text.glyphRuns.map { _ in nil }
        for (run, runText) in zip(text.glyphRuns, texts) where run.storage.count > 0 {
            cairo_set_font_face(context, faces.face(for: run.font).face)
            cairo_set_font_size(context, text.size)
            var glyphs: [cairo_glyph_t] = []
            run.storage.withPositioned { positioned in
                glyphs = positioned.map { glyph in
                    cairo_glyph_t(index: UInt(glyph.id), x: x + glyph.x, y: baseline + glyph.y)
                }
            }
            // Colour-emoji glyphs are drawn without their text (Cairo 1.16 draws nothing for a
            // cluster of two colour glyphs, U+231A U+FE0E, on an image surface and garbage in a
            // PDF, and a PDF's colour glyphs are images, which carry no text); their text is
            // then laid over them on blank glyphs.
            guard let runText, !run.font.isColor else {
                cairo_show_glyphs(context, glyphs, Int32(glyphs.count))
                if let runText { drawBlankText(runText, glyphs: glyphs, size: text.size, faces: faces, on: context) }
                continue
            }
            // With the text and its clusters, a PDF maps the glyphs back to the label's characters.
            showTextGlyphs(runText.utf8, glyphs: glyphs, clusters: runText.clusters, on: context)
        }
    }

    /// A colour run's text for a PDF's text layer: each cluster's characters shown as one space
    /// glyph of the bundled text face, at the cluster's first glyph. A space has no ink, so the
    /// page looks the same, and Cairo marks each cluster with its characters (an `ActualText`
    /// span where a space stands for other text), which is what `pdftotext`, search and copy
    /// read: flags, keycaps and ZWJ sequences extract as their own characters.
    ///
    /// Cairo 1.16 drops an operation whose ink box is empty: one glyph's box is rounded out to
    /// whole device units from its origin, so a lone space counts only where its origin is not
    /// on a whole unit (a chip at x = 28 lost its emoji's text). So each space is shown on its
    /// own, nudged an eighth of a unit off any whole coordinate (no ink moves: a space has none).
    private static func drawBlankText(
        _ runText: RunText, glyphs: [cairo_glyph_t], size: Double, faces: CairoFaceSet, on context: OpaquePointer?
    ) {
        guard let font = try? FontLibrary.bundled(.interRegular), let space = font.nominalGlyph(for: " ") else {
            return
        }
        cairo_set_font_face(context, faces.face(for: font).face)
        cairo_set_font_size(context, size)
        var first = 0
        var byte = 0
        for cluster in runText.clusters {
            var x = glyphs[first].x
            var y = glyphs[first].y
            cairo_user_to_device(context, &x, &y)
            func offWhole(_ value: Double) -> Double {
                let fraction = value - value.rounded(.down)
                return fraction < 1.0 / 16 || fraction > 15.0 / 16 ? value + 1.0 / 8 : value
            }
            (x, y) = (offWhole(x), offWhole(y))
            cairo_device_to_user(context, &x, &y)
            let blank = cairo_glyph_t(index: UInt(space), x: x, y: y)
            showTextGlyphs(
                Array(runText.utf8[byte..<byte + cluster.bytes]), glyphs: [blank], clusters: [(cluster.bytes, 1)],
                on: context)
            first += cluster.glyphs
            byte += cluster.bytes
        }
    }

    /// `cairo_show_text_glyphs`: the glyphs, with the text each cluster of them draws.
    private static func showTextGlyphs(
        _ utf8: [UInt8], glyphs: [cairo_glyph_t], clusters: [(bytes: Int, glyphs: Int)], on context: OpaquePointer?
    ) {
        let clusters = clusters.map { cairo_text_cluster_t(num_bytes: Int32($0.bytes), num_glyphs: Int32($0.glyphs)) }
        utf8.withUnsafeBufferPointer { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                cairo_show_text_glyphs(
                    context, chars.baseAddress, Int32(chars.count), glyphs, Int32(glyphs.count), clusters,
                    Int32(clusters.count), cairo_text_cluster_flags_t(0))
            }
        }
    }

    /// A string for a Cairo tag attribute in single quotes: backslashes and quotes escaped.
    private static func cairoQuoted(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
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
