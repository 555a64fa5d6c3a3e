#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colours in Björn Ottosson's OKLab space, where equal steps look equal: ramps and palettes are
/// built here, and a fill is made readable by moving only its lightness, so it keeps its hue.
extension Color {
    /// This colour in OKLab: lightness 0…1, and the green–red (`a`) and blue–yellow (`b`) axes.
    /// Alpha is ignored.
    package var oklab: (lightness: Double, a: Double, b: Double) {
        let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        return (
            0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
            1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
            0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
        )
    }

    /// The opaque sRGB colour nearest to OKLCh (`lightness` 0…1, `chroma`, `hue` in degrees).
    ///
    /// Colours outside sRGB lose chroma, not lightness or hue, until they fit: a gamut map that
    /// keeps how light the colour is, which is what contrast depends on.
    package init(lightness: Double, chroma: Double, hue: Double) {
        let angle = hue * Double.pi / 180
        let lightness = min(max(lightness, 0), 1)
        func channels(_ chroma: Double) -> (Double, Double, Double) {
            Self.linearSRGB(lightness: lightness, a: chroma * cos(angle), b: chroma * sin(angle))
        }
        func inGamut(_ c: (Double, Double, Double)) -> Bool {
            [c.0, c.1, c.2].allSatisfy { $0 >= -1e-7 && $0 <= 1 + 1e-7 }
        }
        var fitted = channels(chroma)
        if !inGamut(fitted) {
            var (low, high) = (0.0, chroma)
            for _ in 0..<32 {
                let middle = (low + high) / 2
                if inGamut(channels(middle)) { low = middle } else { high = middle }
            }
            fitted = channels(low)
        }
        self.init(red: Self.encoded(fitted.0), green: Self.encoded(fitted.1), blue: Self.encoded(fitted.2))
    }

    /// The colour `amount` of the way (0…1) from this one to `other`, in OKLab: the middle of a
    /// ramp looks half-way, which an sRGB blend does not. Opaque; alpha is ignored.
    package func mixedInOKLab(toward other: Color, by amount: Double) -> Color {
        let t = min(max(amount, 0), 1)
        let (from, to) = (oklab, other.oklab)
        let a = from.a + (to.a - from.a) * t
        let b = from.b + (to.b - from.b) * t
        return Color(
            lightness: from.lightness + (to.lightness - from.lightness) * t, chroma: (a * a + b * b).squareRoot(),
            hue: atan2(b, a) * 180 / Double.pi)
    }

    /// The hue angle in OKLCh, in degrees.
    package var hue: Double {
        let lab = oklab
        return atan2(lab.b, lab.a) * 180 / Double.pi
    }

    /// This colour rounded to 8 bits a channel, as files record it.
    package var quantized: Color {
        func byte(_ channel: Double) -> Double { (min(max(channel, 0), 1) * 255).rounded() / 255 }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// An sRGB channel as linear light.
    static func linear(_ channel: Double) -> Double {
        let channel = min(max(channel, 0), 1)
        return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// Linear light as an sRGB channel.
    private static func encoded(_ linear: Double) -> Double {
        let linear = min(max(linear, 0), 1)
        return linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// OKLab to linear sRGB (channels may fall outside 0…1).
    private static func linearSRGB(lightness: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let l = pow(lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
        let m = pow(lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
        let s = pow(lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
        return (
            4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s,
            -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_369_3 * s,
            -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s
        )
    }
}
