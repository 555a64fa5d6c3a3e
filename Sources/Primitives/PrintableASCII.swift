extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether every byte is printable ASCII (0x20–0x7E), looked at eight at a time: asked of
    /// every line a list reads and every label shaped, where byte by byte it cost about 8
    /// instructions a byte.
    ///
    /// A byte below 0x20 sets its high bit in `(w − 0x20…) & ~w` (a borrow passed on comes only
    /// from a byte below it that is itself below 0x20); one of 0x7F and up has its high bit set,
    /// or gets it from adding 1 (a carry passed on comes only from a byte of 0xFF).
    @inlinable
    package var isPrintableASCII: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let below = (word &- 0x2020_2020_2020_2020) & ~word
            let above = (word &+ 0x0101_0101_0101_0101) | word
            if (below | above) & 0x8080_8080_8080_8080 != 0 { return false }
            index &+= 8
        }
        while index < count {
            guard self[index] >= 0x20, self[index] < 0x7F else { return false }
            index &+= 1
        }
        return true
    }
}
