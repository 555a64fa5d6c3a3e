/// How a batch names each output from its input: `{stem}.{ext}` unless told otherwise, such as
/// `{stem}-dark.{ext}` for a variant or `{stem}@2x.{ext}` for a scale. `{stem}` is the input's
/// name without its extension, `{ext}` the output format's extension; nothing else is replaced.
public struct OutputNameTemplate: Hashable, Sendable {
    /// The template as given.
    public var text: String

    /// The default: the input's stem and the format's extension.
    public static let standard = OutputNameTemplate(checked: "{stem}.{ext}")

    /// Why a template cannot name outputs.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Without `{stem}`, every input would get one name.
        case noStem
        /// A name, not a path: the folder is the batch's (and with a mirrored tree, the input's).
        case slash
        /// A `{…}` other than `{stem}` and `{ext}`.
        case unknownField(String)

        public var description: String {
            switch self {
            case .noStem: "it needs {stem}, or every input would get the same name"
            case .slash: "it names a file, not a folder; leave out '/'"
            case .unknownField(let field): "{\(field)} is not a field; use {stem} and {ext}"
            }
        }
    }

    /// The template `text`, checked.
    ///
    /// - Throws: `OutputNameTemplate.Failure`.
    public init(_ text: String) throws(Failure) {
        guard !text.contains("/") else { throw .slash }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let field = String(rest[rest.index(after: open)..<close])
            guard field == "stem" || field == "ext" else { throw .unknownField(field) }
            rest = rest[rest.index(after: close)...]
        }
        guard text.contains("{stem}") else { throw .noStem }
        self.text = text
    }

    private init(checked text: String) {
        self.text = text
    }

    /// The output's file name for an input called `stem` (its name without extension), in `ext`.
    public func name(stem: String, ext: String) -> String {
        // The default template, which nearly every batch uses: no scan of it by `Character`.
        if text == Self.standard.text { return stem + "." + ext }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            if rest[open...].hasPrefix("{stem}") {
                out += stem
                rest = rest[rest.index(open, offsetBy: 6)...]
            } else if rest[open...].hasPrefix("{ext}") {
                out += ext
                rest = rest[rest.index(open, offsetBy: 5)...]
            } else {
                out.append("{")
                rest = rest[rest.index(after: open)...]
            }
        }
        return out + rest
    }
}
