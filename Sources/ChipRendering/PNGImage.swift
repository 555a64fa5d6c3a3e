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
        guard let decoded = ChipRenderer.decodePNG(png) else { return nil }
        self = decoded
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
