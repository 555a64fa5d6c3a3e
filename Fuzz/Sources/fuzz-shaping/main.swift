import FuzzSupport
import TextShaping

// Shaping any text the bytes decode to (repaired UTF-8, so unpaired surrogates' encodings,
// huge combining sequences and bidi controls all arrive): never a crash, widths finite.
let shaper = TextShaper(fonts: try! FontLibrary.defaultStack(), systemFallback: false)
fuzz { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let shaped = shaper.shapeUncached(text, size: 14)
    precondition(shaped.width.isFinite && shaped.width >= 0)
}
