import Primitives

/// URIs as a PDF link may hold them: 7-bit ASCII (PDF 32000-1, 12.6.4.7), so every byte of a
/// link's UTF-8 that may not stand in a URI is percent-encoded; what already is (`%XX`), and the
/// characters RFC 3986 allows, stay as they are.
enum URIEncoding {
    /// `uri` with non-ASCII characters, spaces and other bytes a URI cannot hold as `%XX`, and
    /// the bytes of `alsoEncoding` as well.
    static func percentEncoded(_ uri: String, alsoEncoding extra: Set<UInt8> = []) -> String {
        let bytes = Array(uri.utf8)
        var out = ""
        for (index, byte) in bytes.enumerated() {
            let escaped =
                byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
            if (allowed.contains(byte) && !extra.contains(byte)) || escaped {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + byte.hex(digits: 2, uppercase: true)
            }
        }
        return out
    }

    /// RFC 3986's unreserved and reserved characters.
    private static let allowed = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".utf8))

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
