extension CloudStyle {
    /// What an `idPrefix` may hold for the name of the file its picture is drawn into, so that
    /// every file of a batch gets ids of its own even where two draw the same cloud.
    public static let idPrefixStem = "{stem}"

    /// Whether `prefix` can start an XML id: a letter or `_`, then letters, digits, `-` or `_`,
    /// with `idPrefixStem` anywhere (counted as a letter: `resolvedIDPrefix(stem:)` keeps what
    /// it makes an id).
    public static func isIDPrefix(_ prefix: String) -> Bool {
        let plain = prefix.replacing(idPrefixStem, with: "s")
        return plain.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && plain.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// `idPrefix` with each `{stem}` replaced by `stem`, the name of the file drawn (in a batch,
    /// its path below the output folder), without its extension; `nil` for no prefix. Letters,
    /// digits and `-` are kept and every other byte is written `_` and two hex digits (`/` is
    /// `_2F`, `_` is `_5F`), so two names never give one prefix; a prefix that would then start
    /// with a digit or `-` starts with `_`. A `nil` stem (a picture with no file of its own, on
    /// standard output from standard input) leaves `{stem}` out, and an empty prefix is `nil`.
    public func resolvedIDPrefix(stem: String?) -> String? {
        guard let idPrefix, idPrefix.contains(Self.idPrefixStem) else { return idPrefix }
        let resolved = idPrefix.replacing(Self.idPrefixStem, with: stem.map(Self.idText) ?? "")
        guard let first = resolved.first else { return nil }
        return first.isASCII && (first.isLetter || first == "_") ? resolved : "_" + resolved
    }

    /// `name` as `resolvedIDPrefix` writes it into an id.
    private static func idText(_ name: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "_"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
