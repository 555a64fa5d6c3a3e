/// Splits a byte stream into lines as it arrives, for the one-label-per-line format: LF, CRLF
/// and a lone CR (old Mac files) each end a line, and a leading byte order mark is dropped. A NUL
/// byte and a line longer than the limit are refused the moment they are read, so an endless
/// stream without line ends (`/dev/zero`) costs one line of memory, not the whole stream.
/// Each line comes with whether it is all printable ASCII, found in the same pass: what the
/// reader asks of nearly every line (`TagListParser.plainLabel`), which a second pass over
/// each line took about 100 instructions to answer (0.8 M of the 200 × 40 SVG batch).
struct LineSplitter {
    let source: String
    let maximumLength: Int
    /// The start of a line that continues into the next chunk.
    private var pending: [UInt8] = []
    /// Whether `pending` is all printable ASCII.
    private var pendingPrintable = true
    /// Lines handed out so far.
    private(set) var lineNumber = 0
    /// The last chunk ended on a CR: an LF first in the next one belongs to it.
    private var afterCR = false
    /// How many bytes of a byte order mark the stream has started with (3: done checking).
    private var markMatched = 0

    init(source: String, maximumLength: Int = TagListParser.maximumLineLength) {
        self.source = source
        self.maximumLength = maximumLength
    }

    /// Splits `bytes`, the next piece of the stream, calling `line` with each line it ends,
    /// that line's number and whether it is all printable ASCII (0x20–0x7E); the unfinished
    /// end is kept for the next call.
    mutating func feed(
        _ bytes: ArraySlice<UInt8>, _ line: (ArraySlice<UInt8>, Int, Bool) throws(InputError) -> Void
    ) throws(InputError) {
        var index = bytes.startIndex
        // A byte order mark first in the stream, perhaps split over chunks.
        while markMatched < 3, index < bytes.endIndex {
            guard bytes[index] == TextPosition.byteOrderMark[markMatched] else {
                keepMarkStarted()
                break
            }
            markMatched += 1
            index += 1
        }
        var start = index
        // Whether the line begun at `start` (after what is pending) is printable ASCII so far.
        var printable = pendingPrintable
        // Indexed in the slice, byte by byte: reading it through a pointer, eight bytes at a time,
        // saved 0.9 M of the 200 × 40 SVG batch's 459 M instructions (under 1%: issue 42, 6 Dec 2026).
        var at = index
        while at < bytes.endIndex {
            let byte = bytes[at]
            if afterCR {
                afterCR = false
                if byte == UInt8(ascii: "\n") {
                    at += 1
                    start = at
                    continue
                }
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try end(bytes[start..<at], printable: printable, line)
                afterCR = byte == UInt8(ascii: "\r")
                start = at + 1
                at += 1
                printable = true
            case 0:
                throw .nulByte(source: source, line: lineNumber + 1, column: pending.count + at - start + 1)
            default:
                // The run of ordinary bytes up to the next line end or NUL, then one check of its
                // length: a line too long is too long at the run's first byte past the limit, as
                // when each byte was checked. Printable ASCII first, then, from the first other
                // byte on, anything but a line end or NUL.
                var next = at
                while next < bytes.endIndex, Self.isPrintable(bytes[next]) { next += 1 }
                if next < bytes.endIndex, !Self.endsRun(bytes[next]) {
                    printable = false
                    next += 1
                    while next < bytes.endIndex, !Self.endsRun(bytes[next]) { next += 1 }
                }
                if pending.count + next - 1 - start >= maximumLength {
                    throw .lineTooLong(source: source, line: lineNumber + 1, limit: maximumLength)
                }
                at = next
            }
        }
        pending += bytes[start...]
        pendingPrintable = printable
    }

    /// A byte order mark's first bytes that turned out not to be one are the line's own.
    private mutating func keepMarkStarted() {
        if markMatched > 0 {
            pending += TextPosition.byteOrderMark[..<markMatched]
            pendingPrintable = false
        }
        markMatched = 3
    }

    /// A byte of printable ASCII (0x20–0x7E): one comparison, as the subtraction wraps below 0x20.
    @inline(__always)
    private static func isPrintable(_ byte: UInt8) -> Bool {
        byte &- 0x20 < 0x5F
    }

    /// A line end or NUL: the bytes `feed` stops at.
    @inline(__always)
    private static func endsRun(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: "\r") && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0)
    }

    /// Ends the stream: a last line without a line end is handed out.
    mutating func finish(_ line: (ArraySlice<UInt8>, Int, Bool) throws(InputError) -> Void) throws(InputError) {
        if markMatched < 3 { keepMarkStarted() }
        if !pending.isEmpty { try end([][...], printable: pendingPrintable, line) }
    }

    /// Hands out the line made of what is pending and `tail`; `printable` says of both.
    private mutating func end(
        _ tail: ArraySlice<UInt8>, printable: Bool, _ line: (ArraySlice<UInt8>, Int, Bool) throws(InputError) -> Void
    ) throws(InputError) {
        lineNumber += 1
        markMatched = 3
        guard !pending.isEmpty else { return try line(tail, lineNumber, printable) }
        pending += tail
        defer {
            pending.removeAll(keepingCapacity: true)
            pendingPrintable = true
        }
        try line(pending[...], lineNumber, printable)
    }
}
