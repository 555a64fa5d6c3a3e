extension String {
    /// Calls `body` with the text's UTF-8 where it lies (a small string's from the string
    /// itself), and only for a string not stored as UTF-8 in one piece with a copy: `withUTF8`
    /// needs a `var`, and `var text = text` is a copy of the string's reference, a retain and a
    /// release, on paths that read every label.
    @inlinable
    package func withUTF8InPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
