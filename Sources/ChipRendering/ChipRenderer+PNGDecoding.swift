internal import CCairo

extension ChipRenderer {
    /// `png` decoded by Cairo into an image surface the caller destroys; `nil` when Cairo cannot
    /// read it. The one reader of PNG bytes into Cairo: the comparisons' decoder and icons.
    static func pngSurface(_ png: [UInt8]) -> OpaquePointer? {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(png)
        // Kept alive while Cairo reads: the stream holds it unretained.
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

    /// Decodes `png`; `nil` when it is not a PNG Cairo can read.
    static func decodePNG(_ png: [UInt8]) -> PNGImage? {
        guard let surface = pngSurface(png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = PremultipliedPixel(
                    word: UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self))
                let (red, green, blue) = pixel.straightColor
                let index = (y * width + x) * 4
                pixels[index] = UInt8(red)
                pixels[index + 1] = UInt8(green)
                pixels[index + 2] = UInt8(blue)
                pixels[index + 3] = UInt8(pixel.alpha)
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }
}
