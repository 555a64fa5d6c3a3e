internal import CCairo

/// A decoded PNG: straight-alpha RGBA pixels, for comparing pictures by what they show rather
/// than by their bytes, and for drawing difference pictures. Decoding goes through Cairo's PNG
/// reader, encoding through TagFlow's own writer.
public struct PNGImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// RGBA, 8 bits a channel, straight alpha, row after row.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBA pixels must fill the image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes `png`; `nil` when it is not a PNG Cairo can read.
    public init?(png: [UInt8]) {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(png)
        let surface = cairo_image_surface_create_from_png_stream(
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
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            return nil
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Cairo's ARGB32 is a native-endian premultiplied word.
                let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                let alpha = word >> 24
                let index = (y * width + x) * 4
                for (channel, shift) in [16, 8, 0].enumerated() {
                    let value = (word >> UInt32(shift)) & 0xFF
                    pixels[index + channel] = alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                }
                pixels[index + 3] = UInt8(alpha)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The image as PNG bytes, written by TagFlow's encoder (the one PNG writer).
    public func encoded() -> [UInt8] {
        // The encoder takes Cairo's layout: native-endian premultiplied ARGB words.
        var words = [UInt32](repeating: 0, count: max(1, width * height))
        var opaque = true
        for pixel in 0..<width * height {
            let index = pixel * 4
            let alpha = UInt32(pixels[index + 3])
            opaque = opaque && alpha == 255
            let premultiplied = { (channel: Int) in (UInt32(pixels[index + channel]) * alpha + 127) / 255 }
            words[pixel] = alpha << 24 | premultiplied(0) << 16 | premultiplied(1) << 8 | premultiplied(2)
        }
        return words.withUnsafeBytes { buffer in
            PNGEncoder.encode(
                pixels: buffer.baseAddress!, width: width, height: height, stride: width * 4, opaque: opaque, dpi: nil)
        }
    }

    /// The RGBA of one pixel.
    public subscript(x: Int, y: Int) -> [UInt8] {
        let index = (y * width + x) * 4
        return Array(pixels[index..<index + 4])
    }
}
