import FuzzSupport
import TagFlow

// Every input format over the same bytes: the parsers may throw InputError, never crash.
fuzz { bytes in
    let size = bytes.count
    for format in TagReader.Format.allCases {
        var reader = TagReader(format: format)
        reader.comments = size % 2 == 0
        reader.dedupe = size % 3 == 0
        reader.top = 1 + size % 7
        _ = try? reader.tags(from: bytes, path: "fuzz")
    }
}
