extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether every byte is printable ASCII (0x20–0x7E): asked of every label a cloud shapes, to
    /// know whether it needs the fallback face. Eight bytes at a time, each eight put together
    /// from the buffer's bytes by index (no word read from memory) and tested with three sums:
    /// byte by byte it was about 140 instructions a label (0.52 M → 0.23 M of the 200 × 40 SVG
    /// batch, 6 Dec 2026). (A word read from memory, `loadUnaligned`, saved under 1% and went back
    /// to plain Swift earlier that day.)
    @inlinable
    package var isPrintableASCII: Bool {
        var index = 0
        var bad: UInt64 = 0
        while index &+ 8 <= count {
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(self[index &+ offset]) &<< UInt64(8 &* offset) }
            bad |= word.printableASCIIFlaws
            index &+= 8
        }
        guard bad == 0 else { return false }
        while index < count {
            guard self[index] >= 0x20 && self[index] < 0x7F else { return false }
            index &+= 1
        }
        return true
    }
}

extension UInt64 {
    /// Eight bytes (little-endian) tested at once for printable ASCII (0x20–0x7E): zero when all
    /// eight are, else some byte's top bit set. A byte past 0x7F has its top bit set; with all
    /// below 0x80, adding one to each sets it in 0x7F alone, and taking 0x20 from each in the
    /// lowest byte below 0x20 (the bytes under it borrow nothing). Carries and borrows past a bad
    /// byte change nothing. The one spelling of this test (`isPrintableASCII`, the shaping
    /// cache's code).
    @inlinable
    package var printableASCIIFlaws: UInt64 {
        (self | (self &+ 0x0101_0101_0101_0101) | (self &- 0x2020_2020_2020_2020)) & 0x8080_8080_8080_8080
    }
}
