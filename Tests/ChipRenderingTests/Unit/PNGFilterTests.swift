import Testing

@testable import ChipRendering

@Suite("PNG row filters")
struct PNGFilterTests {
    /// PNG's reconstruction (the specification's section 9, written out plainly): the
    /// filtered rows back to the raw ones.
    static func unfiltered(_ data: [UInt8], rowLength: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        var out = data
        for y in 0..<height {
            let start = y * (rowLength + 1)
            let type = data[start]
            out[start] = 0
            for i in 0..<rowLength {
                let at = start + 1 + i
                let a = i >= bytesPerPixel ? Int(out[at - bytesPerPixel]) : 0
                let b = y > 0 ? Int(out[at - rowLength - 1]) : 0
                let c = y > 0 && i >= bytesPerPixel ? Int(out[at - rowLength - 1 - bytesPerPixel]) : 0
                let predictor: Int
                switch type {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                out[at] = UInt8((Int(data[at]) + predictor) & 0xFF)
            }
        }
        return out
    }

    /// Rows of a gradient, flat runs and noise: raw scanlines, each starting with filter byte 0.
    static func rows(rowLength: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 12345
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<rowLength {
                state = state &* 1_103_515_245 &+ 12345
                let value = y % 3 == 0 ? (x * 3 + y) : y % 3 == 1 ? 200 : Int(state >> 16)
                raw.append(UInt8(truncatingIfNeeded: value))
            }
        }
        return raw
    }

    @Test("Every filter, and the adaptive choice, reconstructs the raw rows", arguments: [3, 4])
    func roundTrip(bytesPerPixel: Int) {
        let (rowLength, height) = (bytesPerPixel * 37, 9)
        let raw = Self.rows(rowLength: rowLength, height: height)
        for filter in PNGEncoder.RowFilter.allCases.map(Optional.some) + [nil] {
            let filtered = PNGEncoder.filtered(
                raw, rowLength: rowLength, height: height, bytesPerPixel: bytesPerPixel, filter: filter)
            let types = Set(stride(from: 0, to: filtered.count, by: rowLength + 1).map { filtered[$0] })
            if let filter { #expect(types == [filter.rawValue]) } else { #expect(types.count > 1, "\(types)") }
            #expect(
                Self.unfiltered(filtered, rowLength: rowLength, height: height, bytesPerPixel: bytesPerPixel) == raw,
                "\(String(describing: filter))")
        }
    }

    @Test("Effort 3 filters a gradient (smaller than effort 2's unfiltered rows), and Cairo reads the same pixels")
    func gradient() throws {
        let (width, height) = (64, 48)
        let words = (0..<width * height).map { index -> UInt32 in
            let (x, y) = (UInt32(index % width), UInt32(index / width))
            return 0xFF00_0000 | (x * 4) << 16 | (y * 5) << 8 | (x + y)
        }
        let files = [2, 3].map { effort in
            words.withUnsafeBytes {
                PNGEncoder.encode(
                    pixels: $0.baseAddress!, width: width, height: height, stride: width * 4, opaque: true, dpi: nil,
                    effort: effort)
            }
        }
        #expect(files[1].count < files[0].count, "\(files.map(\.count))")
        let pictures = try files.map { try #require(PNGImage(png: $0)) }
        #expect(pictures[0] == pictures[1])
        #expect(pictures[1][10, 7] == [40, 35, 17, 255])
    }
}
