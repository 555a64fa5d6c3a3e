#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one font file, read once and kept in memory for as long as any face made
/// from them lives: FreeType and HarfBuzz both read the same buffer without copying it.
final class FontFile: @unchecked Sendable {
    let path: String
    let bytes: UnsafeMutableRawBufferPointer

    init(path: String) throws(FontError) {
        // Without blocking: a FIFO named as a font would wait for a writer for ever. The flag
        // changes nothing for the regular file that is read below.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileMissing(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }

        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notAFont(path: path, reason: "not a regular file")
        }
        let count = Int(info.st_size)
        guard count > 0 else { throw .notAFont(path: path, reason: "the file is empty") }
        // Judged by its size and first bytes before it is read: a 2 GiB file of zeros is not
        // read whole to find out it is not a font.
        guard count <= Self.maximumSize else {
            throw .notAFont(path: path, reason: "larger than \(Self.maximumSize >> 20) MiB, which no font is")
        }
        var head = [UInt8](repeating: 0, count: 4)
        guard pread(fd, &head, 4, 0) == 4, Self.signatures.contains(where: head.starts(with:)) else {
            throw .notAFont(path: path, reason: "it does not start as a TrueType, OpenType, collection or WOFF font")
        }

        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        var done = 0
        while done < count {
            let got = read(fd, buffer.baseAddress! + done, count - done)
            if got > 0 {
                done += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                let reason = got == 0 ? "the file shrank while reading" : String(cString: strerror(errno))
                buffer.deallocate()
                throw .unreadable(path: path, reason: reason)
            }
        }
        self.path = path
        self.bytes = buffer
    }

    /// The largest font file read: the largest CJK collections are about 130 MB.
    static let maximumSize = 256 << 20

    /// How the font formats FreeType reads begin: TrueType (`00 01 00 00`, `true`), OpenType CFF
    /// (`OTTO`), collections (`ttcf`), WOFF and WOFF2, Apple `typ1`, and the PostScript and bitmap
    /// formats a system's Fontconfig may offer as a fallback (PFB, PFA, PCF, BDF).
    static let signatures: [[UInt8]] = [
        [0x00, 0x01, 0x00, 0x00], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8), Array("wOFF".utf8),
        Array("wOF2".utf8), Array("typ1".utf8), [0x80, 0x01], Array("%!".utf8), [0x01, 0x66, 0x63, 0x70],
        Array("STARTFONT".utf8.prefix(4)),
    ]

    deinit {
        bytes.deallocate()
    }
}
