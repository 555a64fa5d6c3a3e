/// The last component of a path, as the file system finds it: after the last `/` byte.
package enum PathName {
    /// The name after the last `/` (trailing slashes ignored); `path` itself when it has no
    /// name at all (empty, or only slashes).
    ///
    /// Split by bytes, as the file system splits: every `/` byte is a separator, also one a
    /// combining mark follows (`d/◌́x.svg` is `◌́x.svg` in the folder `d`), where splitting by
    /// `Character` took `/◌́` for one character and the whole path for the name. A name is read
    /// back from its end, without a look at the rest of the path.
    package static func last(_ path: String) -> String {
        // The bytes read where they lie: the view's index steps cost about 40 instructions a
        // byte, and a batch asks for a name three times per input.
        path.withUTF8InPlace { bytes in
            let range = lastRange(bytes)
            if range.isEmpty || range == bytes.indices { return path }
            return String(decoding: bytes[range], as: UTF8.self)
        }
    }

    /// Calls `body` with the UTF-8 of `last(path)`, read where it lies: for a reader that only
    /// looks at the name's bytes (the format its extension names), no `String` made of it.
    package static func withLast<Result>(
        _ path: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Result
    ) -> Result {
        path.withUTF8InPlace { bytes in
            let range = lastRange(bytes)
            return body(range.isEmpty ? bytes[...] : bytes[range])
        }
    }

    /// Whether `last(path)` is `name`, asked without making the name: a batch asks it of every
    /// output (is it the freshness record's name?), where making it took about 600 instructions.
    package static func last(_ path: String, is name: String) -> Bool {
        path.withUTF8InPlace { bytes in
            name.withUTF8InPlace { nameBytes in
                let range = lastRange(bytes)
                if range.isEmpty { return path == name }
                if bytes[range].elementsEqual(nameBytes) { return true }
                // Past ASCII, names are compared as `String`s compare them (by canonical equivalence).
                guard bytes[range].allSatisfy({ $0 < 0x80 }), nameBytes.allSatisfy({ $0 < 0x80 }) else {
                    return String(decoding: bytes[range], as: UTF8.self) == name
                }
                return false
            }
        }
    }

    /// `path` split at its last `/` byte, as the file system reads it: the folder before it (`/`
    /// for a path at the root; `nil` when there is no `/`) and the name after it (empty after a
    /// trailing slash). Read from the end, byte by byte: the UTF-8 view's search and index
    /// steps took about 15 instructions a byte, and an output's path was split three times.
    package static func split(_ path: String) -> (folder: String?, name: String) {
        path.withUTF8InPlace { bytes in
            var slash = bytes.count
            while slash > 0, bytes[slash - 1] != UInt8(ascii: "/") { slash -= 1 }
            guard slash > 0 else { return (nil, path) }
            let folder = slash == 1 ? "/" : String(decoding: bytes[..<(slash - 1)], as: UTF8.self)
            return (folder, String(decoding: bytes[slash...], as: UTF8.self))
        }
    }

    /// Where the last name lies in `bytes`: empty when the path has none (empty, or only slashes).
    private static func lastRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        while end > 0, bytes[end - 1] == slash { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        return start..<end
    }
}
