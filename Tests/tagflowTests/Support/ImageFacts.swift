import Foundation

/// Sizes read straight from the bytes of the files `tagflow` writes, with no help from TagFlow's
/// own code: the PNG's IHDR chunk, the SVG root's `width`/`height`, the PDF's `/MediaBox`.
enum ImageFacts {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from a PNG's IHDR chunk, which must come first, be 13 bytes long and
    /// carry a correct CRC; `nil` otherwise.
    static func pngSize(_ png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count >= 33, png.starts(with: pngSignature) else { return nil }
        guard bigEndian(png[8..<12]) == 13, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        guard crc32(png[12..<29]) == bigEndian(png[29..<33]) else { return nil }
        return (bigEndian(png[16..<20]), bigEndian(png[20..<24]))
    }

    /// `N` and `M` from the root element's `width="Npx"` and `height="Mpx"`; `nil` if there are none.
    static func svgSize(_ svg: [UInt8]) -> (width: Int, height: Int)? {
        let text = String(decoding: svg, as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = text[open.upperBound..<close]
        guard let width = tag.firstMatch(of: /\swidth="(\d+)px"/)?.1,
            let height = tag.firstMatch(of: /\sheight="(\d+)px"/)?.1
        else { return nil }
        return (Int(width)!, Int(height)!)
    }

    /// The width and height of the first `/MediaBox [x0 y0 x1 y1]`, rounded to whole points.
    static func pdfPageSize(_ pdf: [UInt8]) -> (width: Int, height: Int)? {
        let text = String(decoding: pdf, as: UTF8.self)
        let box = #/\/MediaBox\s*\[\s*(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)/#
        guard let match = text.firstMatch(of: box),
            let x0 = Double(match.1), let y0 = Double(match.2), let x1 = Double(match.3), let y1 = Double(match.4)
        else { return nil }
        return (Int((x1 - x0).rounded()), Int((y1 - y0).rounded()))
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    /// CRC-32 as PNG computes it (ISO 3309, polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return Int(crc ^ 0xFFFF_FFFF)
    }

    /// A valid 1×1 PNG, for feeding a picture where a font is expected.
    static let onePixelPNG: [UInt8] = Array(
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        )!)
}
