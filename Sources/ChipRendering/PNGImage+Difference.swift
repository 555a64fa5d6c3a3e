/// How two pictures differ.
public struct PixelDifference: Hashable, Sendable {
    /// Pixels with a channel further apart than the tolerance.
    public var differingPixels: Int
    /// The largest difference of any channel (0–255).
    public var largestChannelDifference: Int
}

extension PNGImage {
    /// Compares two pictures of the same size pixel by pixel; `nil` when the sizes differ.
    public func difference(from other: PNGImage, tolerance: Int = 0) -> PixelDifference? {
        guard width == other.width, height == other.height else { return nil }
        var differing = 0
        var largest = 0
        var index = 0
        while index < pixels.count {
            var pixelLargest = 0
            for channel in 0..<4 {
                pixelLargest = max(pixelLargest, abs(Int(pixels[index + channel]) - Int(other.pixels[index + channel])))
            }
            if pixelLargest > tolerance { differing += 1 }
            largest = max(largest, pixelLargest)
            index += 4
        }
        return PixelDifference(differingPixels: differing, largestChannelDifference: largest)
    }

    /// A picture of the differences: this image faded to a fifth of its contrast, with every
    /// pixel that differs from `other` by more than `tolerance` in solid magenta.
    public func differencePicture(against other: PNGImage, tolerance: Int = 0) -> PNGImage? {
        guard width == other.width, height == other.height else { return nil }
        var out = [UInt8](repeating: 255, count: pixels.count)
        var index = 0
        while index < pixels.count {
            var differs = false
            for channel in 0..<4
            where abs(Int(pixels[index + channel]) - Int(other.pixels[index + channel])) > tolerance {
                differs = true
            }
            if differs {
                out[index] = 255
                out[index + 1] = 0
                out[index + 2] = 255
            } else {
                // Faded towards white, weighted by the pixel's own opacity.
                let alpha = Int(pixels[index + 3])
                for channel in 0..<3 {
                    let shown = (Int(pixels[index + channel]) * alpha + 255 * (255 - alpha)) / 255
                    out[index + channel] = UInt8(255 - (255 - shown) / 5)
                }
            }
            index += 4
        }
        return PNGImage(width: width, height: height, pixels: out)
    }
}
