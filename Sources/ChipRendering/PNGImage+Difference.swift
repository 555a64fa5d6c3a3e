/// How two pictures differ.
public struct PixelDifference: Hashable, Sendable {
    /// Pixels with a channel further apart than the tolerance, plus every pixel that only one of
    /// two differently sized pictures covers.
    public var differingPixels: Int
    /// The largest difference of any channel (0–255); 255 when only one picture covers some pixel.
    public var largestChannelDifference: Int
}

extension PNGImage {
    /// Compares two pictures pixel by pixel, laid over each other at their top-left corners.
    public func difference(from other: PNGImage, tolerance: Int = 0) -> PixelDifference {
        var differing = 0
        var largest = 0
        forEachPixel(against: other) { _, channelDifference in
            if channelDifference > tolerance { differing += 1 }
            largest = max(largest, channelDifference)
        }
        return PixelDifference(differingPixels: differing, largestChannelDifference: largest)
    }

    /// A picture of the differences, as large as both together: this image faded to a fifth of
    /// its contrast, with every pixel that differs from `other` by more than `tolerance` (or
    /// that only one of them covers) in solid magenta.
    public func differencePicture(against other: PNGImage, tolerance: Int = 0) -> PNGImage {
        let width = max(self.width, other.width)
        let height = max(self.height, other.height)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        var index = 0
        forEachPixel(against: other) { mine, channelDifference in
            defer { index += 4 }
            guard let mine, channelDifference <= tolerance else {
                out[index + 1] = 0
                return
            }
            // Faded towards white, weighted by the pixel's own opacity.
            let alpha = Int(pixels[mine + 3])
            for channel in 0..<3 {
                let shown = (Int(pixels[mine + channel]) * alpha + 255 * (255 - alpha)) / 255
                out[index + channel] = UInt8(255 - (255 - shown) / 5)
            }
        }
        return PNGImage(width: width, height: height, pixels: out)
    }

    /// Calls `body` for every pixel of the two pictures laid together, row by row, with the
    /// index of its RGBA in this picture (`nil` where it does not reach) and the largest channel
    /// difference there (255 where only one picture reaches).
    private func forEachPixel(against other: PNGImage, _ body: (Int?, Int) -> Void) {
        for y in 0..<max(height, other.height) {
            for x in 0..<max(width, other.width) {
                let mine = x < width && y < height ? (y * width + x) * 4 : nil
                let theirs = x < other.width && y < other.height ? (y * other.width + x) * 4 : nil
                guard let mine, let theirs else {
                    body(mine, 255)
                    continue
                }
                var largest = 0
                for channel in 0..<4 {
                    largest = max(largest, abs(Int(pixels[mine + channel]) - Int(other.pixels[theirs + channel])))
                }
                body(mine, largest)
            }
        }
    }
}
