internal import CImageDeflate
import Primitives

extension PNGEncoder {
    /// Deflates `raw`'s rows (filter byte and pixels, `rowStride` bytes a row) with TagFlow's
    /// image-aware encoder (`CImageDeflate`, effort 1's) into `out`; returns the zlib stream's
    /// size, or 0 when it does not fit or no encoder could be made (the caller then takes libdeflate).
    static func imageDeflate(
        _ raw: [UInt8], bytesPerPixel: Int, rowStride: Int, into out: UnsafeMutableRawBufferPointer
    ) -> Int {
        guard let deflater = ImageDeflaters.take() else { return 0 }
        defer { ImageDeflaters.give(back: deflater) }
        return raw.withUnsafeBytes { rows in
            tagflow_image_deflate(
                deflater, rows.baseAddress?.assumingMemoryBound(to: UInt8.self), rows.count, Int32(bytesPerPixel),
                rowStride, out.baseAddress?.assumingMemoryBound(to: UInt8.self), out.count)
        }
    }

    /// The room `imageDeflate` is given: the rows and an eighth more, as noise takes about a
    /// byte a byte and a block's header a few hundred (a stream that needs more falls back).
    static func imageDeflateCapacity(_ count: Int) -> Int { count + count / 8 + 1024 }

    /// Idle image deflaters (about 1 MB of chains and symbols each), kept for the next picture;
    /// never more than are in use at once.
    private enum ImageDeflaters {
        private static let idle = Locked<[UnsafeSendable]>([])

        static func take() -> OpaquePointer? {
            idle.withLock { $0.popLast()?.pointer } ?? tagflow_image_deflater_new()
        }

        static func give(back deflater: OpaquePointer) {
            idle.withLock { $0.append(UnsafeSendable(pointer: deflater)) }
        }

        /// A deflater handed between threads; only one thread uses it at a time.
        struct UnsafeSendable: @unchecked Sendable {
            let pointer: OpaquePointer
        }
    }
}
