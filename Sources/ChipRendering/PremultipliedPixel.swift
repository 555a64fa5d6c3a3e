/// One pixel as Cairo's ARGB32 image surfaces hold it: a native-endian 32-bit word, alpha in
/// the top byte, each colour channel already multiplied by alpha.
struct PremultipliedPixel {
    let word: UInt32

    var alpha: UInt32 { word >> 24 }

    /// Red, green and blue divided by alpha again, exactly (rounded to nearest, at most 255);
    /// an opaque or fully transparent pixel's colour is as stored (Cairo stores 0 under alpha 0,
    /// and the encoder's eight-pixel path copies such groups as they are). The one rule for every
    /// reader of Cairo's pixels: the PNG encoder and the PNG decoder the comparisons use.
    @inline(__always)
    var straightColor: (red: UInt32, green: UInt32, blue: UInt32) {
        let (red, green, blue) = ((word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF)
        switch alpha {
        case 0, 255: return (red, green, blue)
        default:
            let half = alpha / 2
            return (
                min((red * 255 + half) / alpha, 255), min((green * 255 + half) / alpha, 255),
                min((blue * 255 + half) / alpha, 255)
            )
        }
    }
}
