/// A PNG's size from its header, read before anything is decoded, so a PNG that claims to be
/// huge is refused without a byte of its pixels being allocated.
enum PNGIconHeader {
    /// Width and height from the IHDR chunk, which must come first.
    static func size(of png: [UInt8]) throws(IconError) -> (width: Int, height: Int) {
        // The whole IHDR chunk, its CRC included (33 bytes), not just the two sizes.
        guard png.count >= 33, let header = PNGHeader(png) else {
            throw .damaged(problem: "the PNG has no IHDR header")
        }
        let (width, height) = (header.width, header.height)
        guard width > 0, height > 0 else { throw .damaged(problem: "the PNG is \(width)×\(height) px") }
        return (width, height)
    }
}
