#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a record is read and how its fields are encoded: the record comes from the repository,
/// so it is data to check, never a file to follow or a line to trust.
extension FreshnessRecord {
    /// The bytes of the record at `path`, or `nil` when there is none, it cannot be read, or it
    /// is larger than `maximumBytes` (every output is then redrawn and the record written anew).
    ///
    /// - Throws: `OutputError.recordNotAFile` when a symbolic link, FIFO, device, socket or
    ///   folder has its name: looked at with `lstat`, never opened.
    static func contents(of path: String) throws(OutputError) -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        try OutputFile.refuseRecord(at: path, mode: info.st_mode)
        // Not following a link and not blocking: what was a file at the lstat may not be one now.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ELOOP { try OutputFile.refuseRecord(at: path, mode: S_IFLNK) }
            return nil
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { return nil }
        try OutputFile.refuseRecord(at: path, mode: info.st_mode)
        // Room for the size the file says and one byte more (to see that it grew), never more
        // than one byte past the limit: a buffer of the limit, zeroed, was 4.2 M instructions
        // a read, and a run reads the record twice.
        var bytes = [UInt8](repeating: 0, count: min(max(Int(info.st_size), 0), maximumBytes) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maximumBytes else { break }
                bytes.append(contentsOf: repeatElement(0, count: min(count, maximumBytes + 1 - count)))
            }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got > 0 {
                count += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                return nil
            }
        }
        guard count <= maximumBytes else { return nil }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// `text` as the record writes NAME and TITLE: UTF-8, with every byte outside
    /// `A-Z a-z 0-9 , . - _` and space as `%XX` (upper-case hex).
    static func encoded(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        encode(text, into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `encoded(text)`'s bytes to `result`.
    static func encode(_ text: String, into result: inout [UInt8]) {
        for byte in text.utf8 {
            if isPlain(byte) {
                result.append(byte)
            } else {
                result.append(UInt8(ascii: "%"))
                result.append(hexDigit(byte >> 4))
                result.append(hexDigit(byte & 0xF))
            }
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// The text `field` encodes, or `nil` when it is not what `encoded` writes (a raw byte
    /// outside the plain set, a broken escape, or bytes that are not UTF-8).
    static func decoded(_ field: ArraySlice<UInt8>) -> String? {
        var result: [UInt8] = []
        var index = field.startIndex
        while index < field.endIndex {
            let byte = field[index]
            if isPlain(byte) {
                result.append(byte)
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "%"), field.endIndex - index >= 3, let high = hexValue(field[index + 1]),
                let low = hexValue(field[index + 2])
            else { return nil }
            result.append(high << 4 | low)
            index += 3
        }
        return String(validating: result, as: UTF8.self)
    }

    /// Sixteen lower-case hex digits, as `Freshness` writes keys and hashes.
    static func isHash(_ field: ArraySlice<UInt8>) -> Bool {
        field.count == 16
            && field.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// The lock `write()` holds while it reads, merges and replaces the record.
extension FreshnessRecord {
    /// Locks `folder` (an exclusive `flock` on the folder itself, which every writer of its record
    /// opens); -1 when it cannot be opened or locked (a file system without locks), and the record
    /// is then written unlocked, as before locks.
    static func lock(_ folder: String) -> Int32 {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return -1 }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(fd)
                return -1
            }
        }
        return fd
    }

    /// Lets go of `lock(_:)`'s lock (closing the folder unlocks it).
    static func unlock(_ fd: Int32) {
        if fd >= 0 { close(fd) }
    }
}
