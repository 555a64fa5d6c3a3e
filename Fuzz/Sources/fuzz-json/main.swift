import FuzzSupport
import TagFlow

// JSON through the public reader: the parser, then tag objects and their fields. (The parser
// itself is package API, which another package cannot call.)
fuzz { bytes in
    _ = try? TagReader(format: .json).tags(from: bytes, path: "fuzz")
}
