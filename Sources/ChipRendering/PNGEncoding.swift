/// TagFlow's PNG encoder, for callers with Cairo-style pixels of their own (and the benchmark).
public enum PNGEncoding {
    /// Encodes native-endian premultiplied ARGB32 pixels, `stride` bytes a row, as PNG.
    ///
    /// - Parameters:
    ///   - opaque: write RGB, dropping alpha (every pixel must be opaque).
    ///   - dpi: pixels per inch for a `pHYs` chunk; `nil` writes none.
    public static func encode(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, dpi: Double? = nil
    ) -> [UInt8] {
        PNGEncoder.encode(pixels: pixels, width: width, height: height, stride: stride, opaque: opaque, dpi: dpi)
    }
}
