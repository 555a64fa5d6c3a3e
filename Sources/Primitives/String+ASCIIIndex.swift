extension String {
    /// `lastIndex(of:)` the character of `byte`, an ASCII byte other than CR and LF (which a
    /// CRLF joins into one character), found by byte wherever that gives the same answer: paths
    /// are searched for `/` and `.` several times per file of a batch, and walking the
    /// characters back from the end cost about 35 instructions a byte.
    ///
    /// The last such byte is the last such character unless a character around it joins it (a
    /// combining mark or joiner after it, a prepended mark before it): all of those lie outside
    /// ASCII, so with ASCII (or an end) on both sides the byte's index is the answer, and
    /// otherwise the characters decide.
    package func lastIndex(ofASCII byte: UInt8) -> String.Index? {
        precondition(byte < 0x80 && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\n"))
        let utf8 = self.utf8
        guard let found = utf8.lastIndex(of: byte) else { return nil }
        let after = utf8.index(after: found)
        let plainAfter = after == utf8.endIndex || utf8[after] < 0x80
        let plainBefore = found == utf8.startIndex || utf8[utf8.index(before: found)] < 0x80
        return plainAfter && plainBefore ? found : lastIndex(of: Character(Unicode.Scalar(byte)))
    }
}
