import Primitives

extension SVGBuffer {
    /// A piece of markup that elements in a row share, named by everything its bytes are made
    /// from (doubles by their bits: `-0` and `0` may print apart): a chip box's end from its
    /// height on (the height, the corner radius and the paint: every chip of one height and
    /// style has the same) and a text group's start (its colour and scale: every label of one
    /// colour and font size). Plain words, so that keeping and comparing one copies nothing
    /// that is counted.
    struct Piece: Equatable {
        /// 0 a fill's end, 1 an outline's end, 2 a text group's start (`LastPieces` keeps one of
        /// each); -1 for `none`.
        let kind: Int
        let first: UInt64
        let second: UInt64
        let third: UInt64
        let color: ColorBits

        /// No piece: what `LastPieces` holds before a piece of a kind is written.
        static let none = Piece(
            kind: -1, first: 0, second: 0, third: 0, color: ColorBits(Color(red: 0, green: 0, blue: 0)))

        static func boxEnd(height: Double, radius: Double, fill: Color) -> Piece {
            Piece(kind: 0, first: height.bitPattern, second: radius.bitPattern, third: 0, color: ColorBits(fill))
        }

        static func outlineEnd(height: Double, radius: Double, line: Double, stroke: Color) -> Piece {
            Piece(
                kind: 1, first: height.bitPattern, second: radius.bitPattern, third: line.bitPattern,
                color: ColorBits(stroke))
        }

        static func groupStart(color: Color, scale: Double, isCount: Bool) -> Piece {
            Piece(kind: 2, first: scale.bitPattern, second: isCount ? 1 : 0, third: 0, color: ColorBits(color))
        }

        /// The derived `==`, inlined where a piece is looked for (a call was about 28
        /// instructions, three times a chip).
        @inline(__always)
        static func == (a: Piece, b: Piece) -> Bool {
            a.kind == b.kind && a.first == b.first && a.second == b.second && a.third == b.third
                && a.color == b.color
        }
    }

    /// A colour's channels by their bits.
    struct ColorBits: Equatable {
        let red, green, blue, alpha: UInt64

        @inline(__always)
        static func == (a: ColorBits, b: ColorBits) -> Bool {
            a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
        }

        init(_ color: Color) {
            (red, green, blue, alpha) = (
                color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern
            )
        }
    }

    /// Writes what `write` writes, or, when the last piece of its kind written through here was
    /// `piece`, copies the bytes it wrote then: the same bytes, since `piece` names all they are
    /// made from. (Four px numbers and two colours a chip and a colour a text group, written each
    /// time, were 5.6 M instructions more of the 200 × 40 SVG batch's 234 M, 2.4%, and 8.5 M of
    /// the 10,000-label SVG's 430 M, 2.0%: 6 Dec 2026.) The bytes are copied from where they
    /// were written in this buffer: kept in an array of their own, each copy retained and
    /// released it, about 50 instructions three times a chip.
    @inline(__always)
    mutating func remembered(_ piece: Piece, _ write: (inout SVGBuffer) -> Void) {
        let kind = piece.kind
        let last = lastPieces[kind]
        if last.piece == piece { return appendCopy(of: last.bytes) }
        let start = count
        write(&self)
        lastPieces[kind] = LastPieces.Slot(piece: piece, bytes: start..<count)
    }

    /// Forgets the pieces whose bytes reach `offset` or past it (emitted, or dropped).
    mutating func forgetPieces(from offset: Int) {
        lastPieces.forget(from: offset)
    }

    /// The last piece of each kind and where its bytes are, kept in the buffer itself: two
    /// arrays of them were two allocations a document through the unspecialized allocator
    /// (about 1,500 instructions) and a uniqueness check on every write.
    struct LastPieces {
        /// A piece (`Piece.none` for none yet, or forgotten) and where its bytes are.
        struct Slot {
            var piece = Piece.none
            var bytes = 0..<0
        }

        private var boxEnd = Slot()
        private var outlineEnd = Slot()
        private var groupStart = Slot()

        /// The slot of the pieces of `kind` (`Piece.kind`).
        subscript(kind: Int) -> Slot {
            @inline(__always) get {
                switch kind {
                case 0: boxEnd
                case 1: outlineEnd
                default: groupStart
                }
            }
            @inline(__always) set {
                switch kind {
                case 0: boxEnd = newValue
                case 1: outlineEnd = newValue
                default: groupStart = newValue
                }
            }
        }

        /// Forgets the pieces whose bytes reach `offset` or past it.
        mutating func forget(from offset: Int) {
            if boxEnd.bytes.upperBound > offset { boxEnd.piece = .none }
            if outlineEnd.bytes.upperBound > offset { outlineEnd.piece = .none }
            if groupStart.bytes.upperBound > offset { groupStart.piece = .none }
        }
    }
}
