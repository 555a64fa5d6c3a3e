import ChipRendering
import Primitives

/// The hash of an output's files made as they are written, piece by piece, so that a batch
/// keeping a `FreshnessRecord` need not read its outputs back (11.2 M of the 200 × 40 SVG batch's
/// 283.9 M instructions went to that, 6 Dec 2026). `Freshness.hash(of:)` is this hash of whole
/// files.
///
/// Each file is fed as its bytes sixteen at a time, two little-endian words `a` and `b` (the
/// last block padded with zeros), then one block of its byte count and zero: the count comes
/// last, when it is known. A block is mixed in with one 64 × 64 → 128-bit multiplication folded
/// to 64 bits, `state = hi ^ lo of (a ^ K) · (b ^ state)` (the folded multiply of wyhash and
/// rapidhash), and the result with MurmurHash3's finalizer. A file's bytes may come in pieces
/// of any size: the bytes of a block split between two pieces are kept until it is whole.
///
/// Not a defence against files made to collide (nor need it be: whoever can write the record
/// can write the outputs); it tells an output changed by hand or by another tool from the one
/// that was written. `SceneDigest`'s multiply a word took 8.0 M instructions for the 10 MB of
/// the SVG batch, four words a step; this takes about half that.
package struct OutputDigest: Sendable {
    /// What a block's first word is mixed with before the multiplication (rapidhash's first
    /// secret). A first word equal to it would zero the product; its bytes (`a5 78 6c aa …`: a
    /// continuation byte after an ASCII one) are never valid UTF-8, so no SVG holds them.
    private static let key: UInt64 = 0x2d35_8dcc_aa6c_78a5
    private var state: UInt64 = 0x243f_6a88_85a3_08d3
    /// The bytes of the block not yet whole, the first in the lowest byte of `low`.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// How many bytes `low` and `high` hold (0 to 15).
    private var pending = 0
    /// The bytes of the current file so far.
    private var count = 0

    package init() {}

    @inline(__always)
    private static func mix(_ state: UInt64, _ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = (a ^ key).multipliedFullWidth(by: b ^ state)
        return product.high ^ product.low
    }

    /// Feeds the next piece of the current file.
    package mutating func feed(_ piece: UnsafeRawBufferPointer) {
        guard let start = piece.baseAddress, !piece.isEmpty else { return }
        count += piece.count
        var offset = 0
        if pending > 0 {
            while pending < 16, offset < piece.count {
                keep(start.load(fromByteOffset: offset, as: UInt8.self))
                offset += 1
            }
            guard pending == 16 else { return }
            state = Self.mix(state, low, high)
            (low, high, pending) = (0, 0, 0)
        }
        // Two blocks a step, in a local: the loop's own counting is then a fifth of the work.
        var local = state
        let blocks = (piece.count &- offset) &>> 4
        var block = 0
        while block &+ 2 <= blocks {
            let at = offset &+ block &<< 4
            local = Self.mix(local, word(start, at), word(start, at &+ 8))
            local = Self.mix(local, word(start, at &+ 16), word(start, at &+ 24))
            block &+= 2
        }
        if block < blocks {
            let at = offset &+ block &<< 4
            local = Self.mix(local, word(start, at), word(start, at &+ 8))
        }
        state = local
        offset &+= blocks &<< 4
        while offset < piece.count {
            keep(start.load(fromByteOffset: offset, as: UInt8.self))
            offset += 1
        }
    }

    /// Feeds the next piece of the current file.
    package mutating func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { feed($0) }
    }

    /// Ends the current file (its last block, then its byte count); what is fed next is the next file's.
    package mutating func endFile() {
        if pending > 0 { state = Self.mix(state, low, high) }
        state = Self.mix(state, UInt64(count), 0)
        (low, high, pending, count) = (0, 0, 0, 0)
    }

    /// Sixteen hex digits, as the record writes output hashes: the hash of the files ended so far.
    package var hash: String { SceneDigest.finished(state).hex(digits: 16) }

    @inline(__always)
    private func word(_ start: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Puts one byte into the block not yet whole.
    private mutating func keep(_ byte: UInt8) {
        if pending < 8 {
            low |= UInt64(byte) &<< UInt64(8 * pending)
        } else {
            high |= UInt64(byte) &<< UInt64(8 * (pending - 8))
        }
        pending += 1
    }
}
