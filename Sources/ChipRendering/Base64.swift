/// Standard Base64 (RFC 4648, with padding), for PNGs embedded in SVG and icons in JSON.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let a = UInt32(bytes[index])
            let b = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
            let c = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
            let triple = a << 16 | b << 8 | c
            out.append(alphabet[Int(triple >> 18 & 63)])
            out.append(alphabet[Int(triple >> 12 & 63)])
            out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return out
    }

    /// The bytes `text` encodes, or `nil` for anything but padded standard Base64.
    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        let chars = Array(text.utf8)
        guard chars.count % 4 == 0 else { return nil }
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (index, char) in alphabet.enumerated() { values[Int(char)] = UInt8(index) }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 4 * 3)
        var index = 0
        while index < chars.count {
            let last = index + 4 == chars.count
            let pad =
                last ? (chars[index + 3] == UInt8(ascii: "=") ? (chars[index + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
            var triple: UInt32 = 0
            for offset in 0..<4 {
                let char = chars[index + offset]
                let value: UInt8
                if offset >= 4 - pad {
                    value = 0
                } else {
                    value = values[Int(char)]
                    guard value != 0xFF else { return nil }
                }
                triple = triple << 6 | UInt32(value)
            }
            out.append(UInt8(triple >> 16 & 0xFF))
            if pad < 2 { out.append(UInt8(triple >> 8 & 0xFF)) }
            if pad < 1 { out.append(UInt8(triple & 0xFF)) }
            index += 4
        }
        return out
    }
}
