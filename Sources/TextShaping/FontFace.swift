internal import CFreeType

/// A FreeType face (`FT_Face`) over a font file's bytes. All FreeType calls of TagFlow live here.
///
/// Each face has its own `FT_Library`, so faces never share FreeType state across threads.
/// Cairo draws with the face; HarfBuzz does not use it (it reads the same bytes itself).
final class FontFace: @unchecked Sendable {
    private let library: FT_Library
    /// The face, for Cairo (`cairo_ft_font_face_create_for_ft_face`). Not thread-safe: Cairo locks it.
    let face: FT_Face
    /// The bytes the face reads, kept alive with it.
    let file: FontFile

    init(file: FontFile, index: Int) throws(FontError) {
        var library: FT_Library?
        let libraryError = FT_Init_FreeType(&library)
        guard libraryError == 0, let library else {
            throw .unreadable(path: file.path, reason: Self.message(for: libraryError))
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(
            library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(file.bytes.count), FT_Long(index), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            // FT_Err_Invalid_Argument: the file opened but has no face with this index.
            if error == 0x06 { throw .faceIndexOutOfRange(path: file.path, index: index) }
            throw .notAFont(path: file.path, reason: Self.message(for: error))
        }
        self.library = library
        self.face = face
        self.file = file
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The family name the font declares, such as "Inter".
    var familyName: String { face.pointee.family_name.map { String(cString: $0) } ?? "" }

    /// The style name the font declares, such as "Regular".
    var styleName: String { face.pointee.style_name.map { String(cString: $0) } ?? "" }

    /// FreeType's error codes, mapped to words in this one place.
    static func message(for error: FT_Error) -> String {
        if let text = FT_Error_String(error) { return String(cString: text) }
        switch error {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03, 0x04, 0x08, 0x09: return "broken or unsupported font file"
        case 0x06: return "invalid argument"
        case 0x07: return "unimplemented feature"
        case 0x40: return "out of memory"
        case 0x51...0x58: return "the file ends too early; it may be truncated"
        case 0x8E...0x94:
            let tables = ["a required table", "hhea", "loca", "name", "cmap", "hmtx", "post"]
            return "the \(tables[Int(error) - 0x8E]) table is missing"
        case 0x95...0x9B: return "a table is malformed"
        default: return "FreeType error \(error)"
        }
    }
}
