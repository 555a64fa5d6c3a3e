import FuzzSupport
import TagFlow

// Pictures from the bytes through TagFlow's PNG writer at effort 1 (the image-aware deflate
// encoder, CImageDeflate) and back through Cairo's reader (libpng, zlib's inflate): every pixel
// must come back. The first byte sets the width, the second how the rest become pixels: indices
// into 8 colours (a palette), opaque RGB, RGBA with alpha 0 or 255, or runs of opaque colours
// (RGB rows of flat fills and edges, the encoder's own case).
fuzz { bytes in
    guard bytes.count > 2 else { return }
    let width = 1 + Int(bytes[0]) % 97
    let rest = bytes.dropFirst(2)
    var pixels: [UInt8] = []
    switch bytes[1] % 4 {
    case 0:
        for byte in rest {
            let index = Int(byte % 8)
            pixels += [UInt8(index * 31), UInt8(255 - index * 17), UInt8(index * 5), 255]
        }
    case 1:
        var at = rest.startIndex
        while at + 3 <= rest.endIndex {
            pixels += [rest[at], rest[at + 1], rest[at + 2], 255]
            at += 3
        }
    case 2:
        var at = rest.startIndex
        while at + 4 <= rest.endIndex {
            // Straight alpha of 0 or 255 comes back exactly; a clear pixel's colour is 0.
            pixels += rest[at + 3] < 128 ? [0, 0, 0, 0] : [rest[at], rest[at + 1], rest[at + 2], 255]
            at += 4
        }
    default:
        var at = rest.startIndex
        while at + 3 <= rest.endIndex && pixels.count < 4 * 200_000 {
            let colour = [rest[at], rest[at + 1], rest[at] ^ rest[at + 1], 255]
            for _ in 0...Int(rest[at + 2] % 64) { pixels += colour }
            at += 3
        }
    }
    let height = pixels.count / 4 / width
    guard height > 0 else { return }
    let image = PNGImage(width: width, height: height, pixels: Array(pixels.prefix(width * height * 4)))
    guard let decoded = PNGImage(png: image.encoded()) else { fatalError("Cairo could not read our PNG") }
    if decoded != image { fatalError("pixels changed: \(String(describing: decoded.difference(from: image)))") }
}
