/// A PNG's size from its header, read before anything is decoded, so a PNG that claims to be
/// huge is refused without a byte of its pixels being allocated.
enum PNGIconHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the IHDR chunk, which must come first.
    static func size(of png: [UInt8]) throws(IconError) -> (width: Int, height: Int) {
        guard png.count >= 33, Array(png[12..<16]) == Array("IHDR".utf8) else {
            throw .damaged(problem: "the PNG has no IHDR header")
        }
        func word(_ at: Int) -> Int {
            png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let (width, height) = (word(16), word(20))
        guard width > 0, height > 0 else { throw .damaged(problem: "the PNG is \(width)×\(height) px") }
        return (width, height)
    }
}
