/// A PNG's size read from its signature and IHDR chunk alone, so a picture's size is known
/// (and an absurd one refused) before any pixel is decoded: by the comparisons and by icons.
package struct PNGHeader {
    package let width: Int
    package let height: Int

    /// `nil` when `bytes` do not start with a PNG signature and an IHDR chunk.
    package init?(_ bytes: [UInt8]) {
        guard bytes.count >= 24, bytes.starts(with: OutputFormat.pngSignature),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else {
            return nil
        }
        func word(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = word(at: 16)
        height = word(at: 20)
    }
}
