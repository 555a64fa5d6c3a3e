/// The hash of an output's files made as they are written, piece by piece, so that a batch
/// keeping a `FreshnessRecord` need not read its outputs back (11.2 M of the 200 × 40 SVG batch's
/// 283.9 M instructions went to that, 6 Dec 2026). `Freshness.hash(of:)` is this hash of whole
/// files.
///
/// Each file is fed as its bytes eight at a time, little-endian, the last word padded with
/// zeros, then its byte count (last, which is known only once the file is written), mixed as
/// `SceneDigest` mixes words. A file's bytes may come in pieces of any size: the bytes of a word
/// split between two pieces are kept until it is whole.
package struct OutputDigest: Sendable {
    private var digest = SceneDigest()
    /// The bytes of the word not yet whole, the first in the lowest byte.
    private var partial: UInt64 = 0
    /// How many bytes `partial` holds (0 to 7).
    private var partialCount = 0
    /// The bytes of the current file so far.
    private var count = 0

    package init() {}

    /// Feeds the next piece of the current file.
    package mutating func feed(_ piece: UnsafeRawBufferPointer) {
        guard let start = piece.baseAddress, !piece.isEmpty else { return }
        count += piece.count
        var offset = 0
        if partialCount > 0 {
            while partialCount < 8, offset < piece.count {
                partial |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) &<< UInt64(8 * partialCount)
                partialCount += 1
                offset += 1
            }
            guard partialCount == 8 else { return }
            digest.feed(partial)
            partial = 0
            partialCount = 0
        }
        // Four words a step, in a local: the loop's own counting and overflow checks were 7 of
        // the 12 instructions a word (15.6 M of the 200 × 40 SVG batch, 6 Dec 2026).
        var local = digest
        let words = (piece.count &- offset) &>> 3
        var word = 0
        while word &+ 4 <= words {
            let at = offset &+ word &<< 3
            local.feed(UInt64(littleEndian: start.loadUnaligned(fromByteOffset: at, as: UInt64.self)))
            local.feed(UInt64(littleEndian: start.loadUnaligned(fromByteOffset: at &+ 8, as: UInt64.self)))
            local.feed(UInt64(littleEndian: start.loadUnaligned(fromByteOffset: at &+ 16, as: UInt64.self)))
            local.feed(UInt64(littleEndian: start.loadUnaligned(fromByteOffset: at &+ 24, as: UInt64.self)))
            word &+= 4
        }
        while word < words {
            local.feed(UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset &+ word &<< 3, as: UInt64.self)))
            word &+= 1
        }
        digest = local
        offset &+= words &<< 3
        while offset < piece.count {
            partial |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) &<< UInt64(8 * partialCount)
            partialCount += 1
            offset += 1
        }
    }

    /// Feeds the next piece of the current file.
    package mutating func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { feed($0) }
    }

    /// Ends the current file (its last word, then its byte count); what is fed next is the next file's.
    package mutating func endFile() {
        if partialCount > 0 {
            digest.feed(partial)
            partial = 0
            partialCount = 0
        }
        digest.feed(count)
        count = 0
    }

    /// Sixteen hex digits, as the record writes output hashes: the hash of the files ended so far.
    package var hash: String {
        digest.value.hex(digits: 16)
    }
}
