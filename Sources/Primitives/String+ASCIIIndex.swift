extension String {
    /// `lastIndex(of:)` the character of `byte`, an ASCII byte other than CR and LF (which a
    /// CRLF joins into one character), found byte by byte when the text is all ASCII: there
    /// every byte is a character of its own, and walking the characters back cost about 35
    /// instructions a byte (paths are searched for `/` and `.` several times per file of a batch).
    package func lastIndex(ofASCII byte: UInt8) -> String.Index? {
        precondition(byte < 0x80 && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\n"))
        let found: Int?? = withUTF8InPlace { bytes in
            bytes.contains(where: { $0 >= 0x80 }) ? nil : .some(bytes.lastIndex(of: byte))
        }
        guard let found else { return lastIndex(of: Character(Unicode.Scalar(byte))) }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
