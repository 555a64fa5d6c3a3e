extension String {
    /// Calls `body` with the text's UTF-8 (`withUTF8`, which needs a `var`: the copy is a retain
    /// and a release of the string's storage). Reading a contiguous string's bytes where they lie
    /// first saved 2.9 M of 302 M instructions on the 200 × 40 SVG batch, under 1%: dropped on
    /// 6 Dec 2026.
    @inlinable
    package func withUTF8InPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var copy = self
        return try copy.withUTF8(body)
    }
}
