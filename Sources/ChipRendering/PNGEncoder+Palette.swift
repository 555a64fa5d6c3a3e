extension PNGEncoder {
    /// A picture of at most 256 distinct pixels, as PNG writes it with a palette (colour type 3):
    /// each pixel one index, packed 1, 2, 4 or 8 bits a pixel by how many colours there are.
    ///
    /// Chips are a few flat fills with text anti-aliased between two colours, so most clouds have
    /// a few hundred colours at most; when they have 256 or fewer, the rows are a third (RGB) or a
    /// quarter (RGBA) of the bytes, and deflate, whose work follows its input, does less.
    struct Palette {
        /// The scanlines: each its filter byte, 0, then the packed indices.
        var rows: [UInt8]
        /// Bytes a row, without its filter byte.
        var rowLength: Int
        /// Bits an index takes: 1, 2, 4 or 8.
        var depth: UInt8
        /// Whether the rows hold grey levels (colour type 0) rather than indices: every entry an
        /// opaque grey and more than 16 of them, so the grey values themselves are 8-bit samples
        /// and the picture needs no PLTE.
        var isGrey: Bool
        /// The PLTE chunk's data: red, green, blue of each entry, straight (not premultiplied).
        var colors: [UInt8]
        /// The tRNS chunk's data: each entry's alpha up to the last entry that is not opaque;
        /// empty when every entry is.
        var alphas: [UInt8]

        /// The palette picture of Cairo ARGB32 pixels (native-endian premultiplied words,
        /// `stride` bytes a row), or `nil` when they hold more than 256 distinct words. A word's
        /// entry is its straight colour (`PremultipliedPixel.straightColor`), the RGB rows' rule;
        /// with `opaque`, alpha is dropped, as the RGB rows drop it.
        init?(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool) {
            guard width > 0, height > 0 else { return nil }
            // A pixel is looked up only where it differs from its left neighbour: runs of one
            // colour are most of a picture.
            var table = ColorTable()
            let line = width + 1
            // Appended, not zeroed first: most pictures have more than 256 colours, found in
            // their first rows of chips, and zeroing the whole array would cost more than that.
            var indices: [UInt8] = []
            indices.reserveCapacity(line * height)
            var last = pixels.loadUnaligned(as: UInt32.self)
            guard var lastEntry = table.entry(of: last) else { return nil }
            for y in 0..<height {
                let row = pixels + y * stride
                indices.append(0)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    if word != last {
                        guard let found = table.entry(of: word) else { return nil }
                        (last, lastEntry) = (word, found)
                    }
                    indices.append(lastEntry)
                }
            }
            let words = table.words

            var colors: [UInt8] = []
            var alphas: [UInt8] = []
            colors.reserveCapacity(3 * words.count)
            for word in words {
                let pixel = PremultipliedPixel(word: word)
                let (red, green, blue) = pixel.straightColor
                colors += [
                    UInt8(truncatingIfNeeded: red), UInt8(truncatingIfNeeded: green), UInt8(truncatingIfNeeded: blue),
                ]
                alphas.append(opaque ? 255 : UInt8(truncatingIfNeeded: pixel.alpha))
            }
            while alphas.last == 255 { alphas.removeLast() }

            func isGrey(_ entry: Int) -> Bool {
                let red = colors[3 * entry]
                return red == colors[3 * entry + 1] && red == colors[3 * entry + 2]
            }
            if words.count > 16, alphas.isEmpty, (0..<words.count).allSatisfy(isGrey) {
                for y in 0..<height {
                    for x in (y * line + 1)..<((y + 1) * line) { indices[x] = colors[3 * Int(indices[x])] }
                }
                self.init(rows: indices, rowLength: width, depth: 8, isGrey: true, colors: [], alphas: [])
                return
            }

            // The fewest bits that number every entry; narrower indices are packed in place, a
            // row's packed bytes never reaching past its unpacked ones.
            let depth = words.count <= 2 ? 1 : words.count <= 4 ? 2 : words.count <= 16 ? 4 : 8
            let packedLength = (width * depth + 7) / 8
            if depth < 8 {
                let perByte = 8 / depth
                for y in 0..<height {
                    let from = y * line + 1
                    let to = y * (packedLength + 1)
                    indices[to] = 0
                    for byte in 0..<packedLength {
                        var packed: UInt8 = 0
                        for slot in 0..<perByte {
                            let x = byte * perByte + slot
                            let index = x < width ? indices[from + x] : 0
                            packed |= index << UInt8(8 - depth * (slot + 1))
                        }
                        indices[to + 1 + byte] = packed
                    }
                }
                indices.removeLast(indices.count - (packedLength + 1) * height)
            }
            self.init(
                rows: indices, rowLength: packedLength, depth: UInt8(depth), isGrey: false, colors: colors,
                alphas: alphas)
        }

        private init(rows: [UInt8], rowLength: Int, depth: UInt8, isGrey: Bool, colors: [UInt8], alphas: [UInt8]) {
            (self.rows, self.rowLength, self.depth, self.isGrey) = (rows, rowLength, depth, isGrey)
            (self.colors, self.alphas) = (colors, alphas)
        }
    }

    /// The distinct pixels of a palette picture, in the order they were first met, each looked
    /// up by open addressing in a table of twice the entries a palette holds.
    private struct ColorTable {
        /// The most entries a palette holds.
        static let capacity = 256
        private static let slots = 512
        private var keys = [UInt32](repeating: 0, count: slots)
        /// Each slot's entry + 1; 0 for an empty slot.
        private var entries = [UInt16](repeating: 0, count: slots)
        private(set) var words: [UInt32] = []

        /// `word`'s entry, made if it is new; `nil` when it would be the 257th.
        mutating func entry(of word: UInt32) -> UInt8? {
            var slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 23)
            while entries[slot] != 0 {
                if keys[slot] == word { return UInt8(truncatingIfNeeded: entries[slot] - 1) }
                slot = (slot + 1) & (Self.slots - 1)
            }
            guard words.count < Self.capacity else { return nil }
            keys[slot] = word
            words.append(word)
            entries[slot] = UInt16(words.count)
            return UInt8(truncatingIfNeeded: words.count - 1)
        }
    }
}
