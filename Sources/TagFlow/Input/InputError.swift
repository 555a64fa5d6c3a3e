/// What is wrong with an input file. Each case names the file (and line) and says what to do.
public enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input file does not exist (or is not a file that can be opened).
    case missing(source: String, reason: String)
    /// Reading the input failed part way.
    case unreadable(source: String, reason: String)
    /// A line is not valid UTF-8; `column` is the 1-based byte where it goes wrong.
    case invalidUTF8(source: String, line: Int, column: Int)
    /// The input holds a NUL byte: it is not text. Found while reading, so an endless stream of
    /// zeros ends at once.
    case nulByte(source: String, line: Int, column: Int)
    /// A line is longer than `limit` bytes.
    case lineTooLong(source: String, line: Int, limit: Int)
    /// The weight column is not a finite, non-negative number.
    case badWeight(source: String, line: Int, value: String)
    /// The colour column is not a colour.
    case badColor(source: String, line: Int, value: String)
    /// A line has more columns than `label<TAB>weight<TAB>color<TAB>link<TAB>group<TAB>icon`.
    case tooManyColumns(source: String, line: Int, count: Int)
    /// A `break` field that is not true or false.
    case badBreak(source: String, line: Int, value: String)
    /// A tag's `value` cannot be drawn beside its label (`problem` says why).
    case badValue(source: String, line: Int, value: String, problem: String)
    /// The input holds no label at all.
    case noLabels(source: String)
    /// The input holds more labels than `TagReader.maxLabels` allows; reading stopped at label `count`
    /// (the first one over the limit), so the input may hold more.
    case tooManyLabels(source: String, count: Int, limit: Int)
    /// The input is larger than `limit` bytes; reading stopped there. `remedy` says what to do.
    case tooLarge(source: String, limit: Int, remedy: String)
    /// A tag links to a scheme a browser runs as code (`javascript:`, `vbscript:`, `data:`): the
    /// layout's `RenderError.unsafeLink`, placed in the file it was read from.
    case unsafeLink(source: String, line: Int, link: String, scheme: String)
    /// A tag's link holds a character no output can carry (a C0 control other than tab, LF and
    /// CR, or U+FFFE/U+FFFF): SVG would drop it and join what stood around it. `scalar` is its
    /// code point. Refused even where unsafe links are allowed.
    case unwritableLink(source: String, line: Int, link: String, scalar: UInt32)
    /// A label has characters no font can draw (an error where the caller asks for every glyph).
    case missingGlyphs(source: String, line: Int?, problem: String)
    /// The CSV is malformed at this line and column.
    case malformedCSV(source: String, line: Int, column: Int, problem: String)
    /// A JSON tag is not what is expected (an empty label, a weight that is not a number…).
    case badJSONTag(source: String, line: Int, column: Int, problem: String)
    /// The JSON is malformed at this line and column.
    case malformedJSON(source: String, line: Int, column: Int, problem: String)
    /// A tag's icon file is not there (`path` is what was tried).
    case missingIcon(source: String, line: Int, path: String, reason: String)
    /// An icon given by name (no `/`, no `.svg` or `.png`) with no `TagReader.iconFolder` to look
    /// it up in.
    case noIconFolder(source: String, line: Int, name: String)
    /// A tag's icon file is not an icon TagFlow draws: not SVG or PNG, damaged, too large, or
    /// an SVG with entities, script or references outside itself.
    case badIcon(source: String, line: Int, path: String, problem: String)
    /// A tag's icon needs a library that is not installed (librsvg, for SVG icons): the input
    /// is fine, this machine cannot draw it. `problem` names the library and its package.
    case iconRendererUnavailable(source: String, line: Int, path: String, problem: String)
    /// One entry of a JSON array is not what is expected; `entry` counts from 0.
    case badEntry(source: String, line: Int, column: Int, entry: Int, problem: String)

    /// One line: where, what is wrong, and what to do.
    public var description: String {
        switch self {
        case .missing(let source, let reason):
            return "\(source): \(reason); check the path"
        case .unreadable(let source, let reason):
            return "\(source): cannot read the input (\(reason))"
        case .invalidUTF8(let source, let line, let column):
            return "\(source):\(line):\(column): invalid UTF-8; save the file as UTF-8"
        case .nulByte(let source, let line, let column):
            return "\(source):\(line):\(column): NUL byte; is this a text file?"
        case .lineTooLong(let source, let line, let limit):
            return "\(source):\(line): line longer than \(limit / 1024) KiB; one label per line"
        case .badWeight(let source, let line, let value):
            return "\(source):\(line): weight '\(value)' is not a number ≥ 0; weights are numbers like 3 or 0.5"
        case .badColor(let source, let line, let value):
            return "\(source):\(line): colour '\(value)' is not a colour; write #rrggbb, rgb(…) or a CSS colour name"
        case .tooManyColumns(let source, let line, let count):
            return "\(source):\(line): \(count) tab-separated columns; "
                + "the most is label<TAB>weight<TAB>color<TAB>link<TAB>group<TAB>icon"
        case .badBreak(let source, let line, let value):
            return "\(source):\(line): break '\(value)' is not true or false (also 1/0, yes/no)"
        case .badValue(let source, let line, let value, let problem):
            return "\(source):\(line): value '\(value)' cannot be drawn beside the label: \(problem); give one "
                + "line of at most \(CloudTag.maximumValueLength) characters"
        case .noLabels(let source):
            return "\(source): no labels; put one label per line"
        case .tooManyLabels, .tooLarge, .unsafeLink, .missingGlyphs, .noIconFolder:
            return message { setting in
                switch setting {
                case .maxLabels: "raise TagReader.maxLabels if you mean it"
                case .maxInputBytes: "raise TagReader.maxInputBytes if you mean it"
                case .allowsUnsafeLinks: "set TagCloud.allowsUnsafeLinks if you trust the input"
                case .strictGlyphs: nil
                case .iconFolder: "set TagReader.iconFolder"
                }
            }
        case .unwritableLink(let source, let line, let link, let scalar):
            let shown = link.count > 40 ? String(link.prefix(40)) + "…" : link
            return
                "\(source):\(line): link '\(shown)' holds \(Unicode.Scalar(scalar)?.codePointName ?? "U+?"), which no output can "
                + "carry (SVG would drop it and join what is around it); remove it from the link"
        case .malformedCSV(let source, let line, let column, let problem):
            return "\(source):\(line):\(column): malformed CSV: \(problem)"
        case .badJSONTag(let source, let line, let column, let problem):
            return "\(source):\(line):\(column): \(problem)"
        case .malformedJSON(let source, let line, let column, let problem):
            return "\(source):\(line):\(column): malformed JSON: \(problem)"
        case .missingIcon(let source, let line, let path, let reason):
            return "\(Self.place(source, line)): icon '\(path)' not found (\(reason)); "
                + "check the path (relative to the list's folder) or the name"
        case .badIcon(let source, let line, let path, let problem):
            return "\(Self.place(source, line)): icon '\(path)': \(problem); use a plain SVG or PNG of at most 1 MiB"
        case .iconRendererUnavailable(let source, let line, let path, let problem):
            return "\(Self.place(source, line)): icon '\(path)': \(problem)"
        case .badEntry(let source, let line, let column, let entry, let problem):
            return "\(source):\(line):\(column): entry \(entry): \(problem)"
        }
    }

    /// A setting a message may tell the reader to change: the library names a `TagReader`
    /// property, the command line its flag (`message(naming:)`).
    package enum Setting: Sendable {
        case maxLabels, maxInputBytes, allowsUnsafeLinks
        /// The folder icon names are looked up in.
        case iconFolder
        /// The command line's choice to fail on missing glyphs (the library only warns).
        case strictGlyphs
    }

    /// The message of a case whose remedy is a setting, with `naming` saying how to change it
    /// (`nil`: say nothing of it); other cases: `description`.
    package func message(naming: (Setting) -> String?) -> String {
        switch self {
        case .tooManyLabels(let source, let count, let limit):
            let remedy = naming(.maxLabels).map { "; " + $0 } ?? ""
            return "\(source): at least \(count) labels, more than the \(limit) allowed" + remedy
        case .tooLarge(let source, let limit, let remedy):
            let said = remedy == InputFile.listRemedy ? naming(.maxInputBytes) : remedy
            return "\(source): more than \(Self.size(limit))" + (said.map { "; " + $0 } ?? "")
        case .unsafeLink(let source, let line, let link, let scheme):
            let shown = link.count > 40 ? String(link.prefix(40)) + "…" : link
            return "\(source):\(line): link '\(shown)' uses the \(scheme): scheme, which a browser runs as code; "
                + "remove it" + (naming(.allowsUnsafeLinks).map { ", or " + $0 } ?? "")
        case .noIconFolder(let source, let line, let name):
            return "\(Self.place(source, line)): icon '\(name)' is a name, not a .svg or .png path, and no icon "
                + "folder was given to look it up in" + (naming(.iconFolder).map { "; " + $0 } ?? "")
        case .missingGlyphs(let source, let line, let problem):
            let place = line.map { "\(source):\($0)" } ?? source
            return "\(place): \(problem); install a font that has them"
                + (naming(.strictGlyphs).map { ", or " + $0 } ?? "")
        default:
            return description
        }
    }

    /// `FILE:LINE`, or `FILE` for line 0 (an icon loaded on its own).
    private static func place(_ source: String, _ line: Int) -> String {
        line > 0 ? "\(source):\(line)" : source
    }

    /// `64 MiB`, `1 KiB`, or `1000 bytes`: a byte count as limits are written.
    package static func size(_ bytes: Int) -> String {
        for (unit, name) in [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")] where bytes % unit == 0 {
            return "\(bytes / unit) \(name)"
        }
        return "\(bytes) bytes"
    }
}
