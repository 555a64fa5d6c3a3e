import ChipRendering

extension TitleText {
    /// `joined` of the chips' title texts (`PlacedChip.titleText`) in `order`, read as UTF-8
    /// where they lie: most chips keep their label with their glyphs (`ShapedText`), where
    /// `titleText` would make a `String` of it twice for each chip.
    static func joined(_ chips: [PlacedChip], in order: [Int]) -> String {
        var count = max(0, 2 * (order.count - 1))
        var isolated = 0
        for index in order {
            chips.withTitleBytes(at: index) { label in
                count += label.count
                if needsIsolating(label) { isolated += 1 }
            }
        }
        count += 6 * isolated
        // Most titles isolate nothing: their labels are not looked at a second time.
        let isolates = isolated > 0
        return String(unsafeUninitializedCapacity: count) { text in
            var at = 0
            func write(_ bytes: UnsafeBufferPointer<UInt8>) {
                // The pieces add up to `count`, as in `joined(_:)`.
                precondition(at + bytes.count <= text.count)
                guard let source = bytes.baseAddress else { return }
                (text.baseAddress! + at).update(from: source, count: bytes.count)
                at += bytes.count
            }
            func write(_ piece: StaticString) {
                write(UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
            }
            for (position, index) in order.enumerated() {
                if position > 0 { write(", ") }
                chips.withTitleBytes(at: index) { label in
                    if isolates && needsIsolating(label) {
                        write("\u{2068}")
                        write(label)
                        write("\u{2069}")
                    } else {
                        write(label)
                    }
                }
            }
            return at
        }
    }

    /// `needsIsolating(_:)` of a label's UTF-8.
    static func needsIsolating(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !isASCII(label) else { return false }
        // U+061C follows the lead byte 0xD8 and the others 0xE2 (`needsIsolating(_:)`).
        guard label.contains(where: { $0 == 0xD8 || $0 == 0xE2 }) else { return false }
        return String(decoding: label, as: UTF8.self).unicodeScalars.contains(where: isBidiFormatting)
    }
}
