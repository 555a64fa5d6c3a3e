internal import CCairo

extension IconPainter {
    /// `png` decoded by Cairo into an image surface the caller destroys; `nil` when Cairo cannot
    /// read it. The header's size has been bounded before (`PNGIconHeader`).
    static func pngSurface(_ png: [UInt8]) -> OpaquePointer? {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(png)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard let data, source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer {
                        data.update(from: $0.baseAddress! + source.offset, count: count)
                    }
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Whether Cairo can decode `png`.
    static func canDecode(_ png: [UInt8]) -> Bool {
        guard let surface = pngSurface(png) else { return false }
        cairo_surface_destroy(surface)
        return true
    }
}
