import CCairo
import Foundation

/// A PNG decoded by Cairo into straight-alpha RGBA pixels, for comparing images by what they show.
struct DecodedPNG {
    let width: Int
    let height: Int
    /// RGBA, 8 bits a channel, straight alpha, row after row.
    let pixels: [UInt8]

    init?(_ bytes: [UInt8]) {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(bytes)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBufferPointer { buffer in
                    data.update(from: buffer.baseAddress! + source.offset, count: count)
                }
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Cairo's ARGB32 is a native-endian premultiplied 32-bit word.
                let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let a = Double(word >> 24)
                let unpremultiply = { (c: UInt32) -> UInt8 in
                    a == 0 ? 0 : UInt8(min(255, (Double(c & 0xFF) * 255 / a).rounded()))
                }
                let i = (y * width + x) * 4
                pixels[i] = unpremultiply(word >> 16)
                pixels[i + 1] = unpremultiply(word >> 8)
                pixels[i + 2] = unpremultiply(word)
                pixels[i + 3] = UInt8(word >> 24)
            }
        }
        self.pixels = pixels
    }

    /// The RGBA of one pixel.
    subscript(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }
}
