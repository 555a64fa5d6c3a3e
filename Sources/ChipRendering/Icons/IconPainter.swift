internal import CCairo
import Primitives

/// Draws chips' icons with Cairo for one render: SVG icons through librsvg (as vectors in a PDF,
/// at the device's resolution on pixels), PNG icons as images scaled with Cairo's good filter.
/// What it prepares (librsvg handles, rasters, decoded PNGs) is kept for the render, so a
/// thousand chips with one icon parse it once and, on pixels, rasterise it once per size.
final class IconPainter {
    private let scale: Double
    private let onPixels: Bool
    private var handles: [HandleKey: OpaquePointer] = [:]
    private var rasters: [RasterKey: OpaquePointer] = [:]
    private var images: [ImageKey: OpaquePointer] = [:]

    /// A PNG icon's raster: at its own size (`width` 0) on pixels, or for a PDF at the size one
    /// chip's box needs.
    private struct ImageKey: Hashable {
        var digest: UInt64
        var width: Int
        var height: Int
    }

    /// How many raster pixels a PDF gets for each px of a PNG icon's box: 8 is 576 dpi, sharp
    /// at any zoom a reader offers. A larger PNG is scaled down to that once per render: Cairo's
    /// PDF surface keeps a copy of the image for every chip it is painted on, and a 4096×4096
    /// icon cost 64 MiB a chip (40 chips, 3 GB).
    static let pdfPixelsPerPx = 8.0

    private struct HandleKey: Hashable {
        var icon: ChipIcon
        var color: Color?
    }

    private struct RasterKey: Hashable {
        var handle: HandleKey
        var width: Int
        var height: Int
    }

    /// A painter for `context`, whose current matrix scales px to device pixels.
    ///
    /// - Parameter onPixels: drawing on an image surface (rasters at device size are reused), not a PDF.
    init(on context: OpaquePointer?, onPixels: Bool) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        scale = matrix.xx > 0 ? matrix.xx : 1
        self.onPixels = onPixels
    }

    deinit {
        for handle in handles.values { Librsvg.shared?.release(handle) }
        for surface in rasters.values { cairo_surface_destroy(surface) }
        for surface in images.values { cairo_surface_destroy(surface) }
    }

    /// Whether librsvg accepts the icon's cleaned document.
    static func canDraw(_ icon: ChipIcon) -> Bool {
        guard let librsvg = Librsvg.shared, let handle = librsvg.handle(icon.storage.canonical) else { return false }
        librsvg.release(handle)
        return true
    }

    /// Draws `placed` for a chip whose top-left corner is at `x`, `y` (in px, already snapped).
    func draw(_ placed: PlacedIcon, x: Double, y: Double, on context: OpaquePointer?) {
        let frame = placed.frame
        // On pixels the icon's box lands on whole device pixels, so a raster is copied 1:1.
        let left = ((x + frame.minX) * scale).rounded()
        let top = ((y + frame.minY) * scale).rounded()
        let width = max(1, Int((frame.width * scale).rounded()))
        let height = max(1, Int((frame.height * scale).rounded()))
        switch placed.icon.kind {
        case .png:
            let size =
                onPixels
                ? (0, 0)
                : (
                    Int((frame.width * Self.pdfPixelsPerPx).rounded(.up)),
                    Int((frame.height * Self.pdfPixelsPerPx).rounded(.up))
                )
            guard let image = image(for: placed.icon, width: size.0, height: size.1) else { return }
            let (boxX, boxY, boxWidth, boxHeight) =
                onPixels
                ? (left / scale, top / scale, Double(width) / scale, Double(height) / scale)
                : (x + frame.minX, y + frame.minY, frame.width, frame.height)
            cairo_save(context)
            cairo_rectangle(context, boxX, boxY, boxWidth, boxHeight)
            cairo_clip(context)
            cairo_translate(context, boxX, boxY)
            cairo_scale(
                context, boxWidth / Double(cairo_image_surface_get_width(image)),
                boxHeight / Double(cairo_image_surface_get_height(image)))
            cairo_set_source_surface(context, image, 0, 0)
            let pattern = cairo_get_source(context)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            // Padding repeats the edge pixels, so the icon's own edge is not blurred into nothing.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_paint(context)
            cairo_restore(context)
        case .svg:
            let key = HandleKey(icon: placed.icon, color: placed.color)
            guard let handle = handle(for: key) else { return }
            if onPixels {
                guard let raster = raster(RasterKey(handle: key, width: width, height: height), handle: handle)
                else { return }
                cairo_save(context)
                cairo_scale(context, 1 / scale, 1 / scale)
                cairo_set_source_surface(context, raster, left, top)
                cairo_paint(context)
                cairo_restore(context)
            } else {
                let viewport = Librsvg.Rectangle(
                    x: x + frame.minX, y: y + frame.minY, width: frame.width, height: frame.height)
                cairo_save(context)
                render(handle, viewport: viewport, on: context)
                cairo_restore(context)
            }
        }
    }

    private func handle(for key: HandleKey) -> OpaquePointer? {
        if let known = handles[key] { return known }
        guard let svg = key.icon.storage.svg else { return nil }
        let handle = Self.makeHandle(IconMarkup.document(svg, viewBox: key.icon.storage.viewBox, color: key.color))
        if let handle { handles[key] = handle }
        return handle
    }

    /// The icon drawn once at `width`×`height` device pixels.
    private func raster(_ key: RasterKey, handle: OpaquePointer) -> OpaquePointer? {
        if let known = rasters[key] { return known }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let context = cairo_create(surface)
        let viewport = Librsvg.Rectangle(x: 0, y: 0, width: Double(key.width), height: Double(key.height))
        render(handle, viewport: viewport, on: context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        rasters[key] = surface
        return surface
    }

    private func render(_ handle: OpaquePointer, viewport: Librsvg.Rectangle, on context: OpaquePointer?) {
        // The document was accepted when the icon was made; a failure here draws nothing.
        Librsvg.shared?.render(handle, viewport: viewport, on: context)
    }

    /// A PNG icon decoded into a Cairo surface, once per render and size: at its own size
    /// (`width` 0), or no larger than `width`×`height` (scaled down with Cairo's good filter, the
    /// full decode let go at once). Every chip with the icon paints the same surface.
    private func image(for icon: ChipIcon, width: Int, height: Int) -> OpaquePointer? {
        let own = (Int(icon.width), Int(icon.height))
        let target =
            width == 0 || (width >= own.0 && height >= own.1) ? (0, 0) : (min(width, own.0), min(height, own.1))
        let key = ImageKey(digest: icon.digest, width: target.0, height: target.1)
        if let known = images[key] { return known }
        guard let png = icon.storage.png, let decoded = Self.pngSurface(png) else { return nil }
        guard target.0 > 0 else {
            images[key] = decoded
            return decoded
        }
        defer { cairo_surface_destroy(decoded) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(target.0), Int32(target.1))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let context = cairo_create(surface)
        cairo_scale(context, Double(target.0) / Double(own.0), Double(target.1) / Double(own.1))
        cairo_set_source_surface(context, decoded, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        images[key] = surface
        return surface
    }

    /// A librsvg handle for a document of TagFlow's own making (a cleaned icon): no file, no
    /// base address, so librsvg has nothing it could fetch from.
    private static func makeHandle(_ document: [UInt8]) -> OpaquePointer? {
        Librsvg.shared?.handle(document)
    }
}
