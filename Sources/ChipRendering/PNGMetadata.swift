/// Small edits to finished PNG files: chunks Cairo's writer does not add.
enum PNGMetadata {
    /// `png` with a pHYs chunk saying `dpi` pixels per inch, right after the IHDR chunk.
    static func addingResolution(_ dpi: Double, to png: [UInt8]) -> [UInt8] {
        // Signature (8) + IHDR: length (4), type (4), 13 bytes of data, CRC (4).
        let afterHeader = 8 + 4 + 4 + 13 + 4
        guard png.count > afterHeader else { return png }
        let perMetre = UInt32((dpi / 0.0254).rounded())
        var chunk = bigEndian(9) + Array("pHYs".utf8) + bigEndian(perMetre) + bigEndian(perMetre) + [1]
        chunk += bigEndian(CRC32.checksum(chunk[4...]))
        return Array(png[..<afterHeader]) + chunk + Array(png[afterHeader...])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// CRC-32 as PNG (and zlib) use it: polynomial 0xEDB88320, reflected.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
