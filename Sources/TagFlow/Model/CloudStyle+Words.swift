/// The words a cloud says besides its labels: the "+N" chip's text (`moreText`), the title and
/// the description, and the rules they must meet.
extension CloudStyle {
    /// The most characters a `title` or `accessibleDescription` may have.
    public static let maximumTextLength = 1000
    /// The most characters a `moreText` may have: it is drawn on one chip.
    public static let maximumMoreTextLength = 100
    /// The most characters a `separator` may have.
    public static let maximumSeparatorLength = 10

    /// What the "+N" chip says for `count` hidden tags: `moreText` with `{n}` replaced by the
    /// count (its form for one when it has two and `count` is 1), or "+`count`".
    public func overflowLabel(hiding count: Int) -> String {
        guard let moreText else { return "+\(count)" }
        return Self.words(moreText, count: count)
    }

    /// The generated title of a cloud with no tags (`allowsEmpty`): an empty `<title>` and
    /// `aria-label` would leave a screen reader announcing an unnamed image.
    public static let emptyTitle = "An empty tag cloud"

    /// What the generated title adds for `count` hidden tags: ", and N more", or `moreText`'s words after a comma.
    func hiddenSuffix(_ count: Int) -> String {
        guard let moreText else { return ", and \(count) more" }
        return ", " + Self.words(moreText, count: count)
    }

    /// `text`'s form for `count` (the first of `ONE|OTHER` for 1, else the last), its
    /// placeholders replaced: `{n}` by the count, `{{` and `}}` by a brace.
    static func words(_ text: String, count: Int) -> String {
        let forms = text.split(separator: "|", omittingEmptySubsequences: false)
        let form = count == 1 ? forms[0] : forms[forms.count - 1]
        var out = ""
        var rest = form[...]
        while let character = rest.first {
            if rest.hasPrefix("{n}") {
                out += String(count)
                rest = rest.dropFirst(3)
            } else if rest.hasPrefix("{{") || rest.hasPrefix("}}") {
                out.append(character)
                rest = rest.dropFirst(2)
            } else {
                out.append(character)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// Why `text` cannot be a `moreText`, or `nil` when it can: it is one line of at most
    /// `maximumMoreTextLength` characters, one form or two (`ONE|OTHER`, neither empty), whose only
    /// placeholder is `{n}` (a brace itself is written `{{` or `}}`).
    static func moreTextProblem(_ text: String) -> String? {
        if let problem = textProblem(text, limit: maximumMoreTextLength) { return problem }
        let forms = text.split(separator: "|", omittingEmptySubsequences: false)
        guard forms.count <= 2 else { return "it has \(forms.count - 1) |s: give one form, or two as ONE|OTHER" }
        guard !forms.contains(where: \.isEmpty) else { return "a form is empty: give ONE|OTHER, both with words" }
        for form in forms {
            var rest = form[...]
            while let character = rest.first {
                if rest.hasPrefix("{n}") || rest.hasPrefix("{{") || rest.hasPrefix("}}") {
                    rest = rest.dropFirst(rest.hasPrefix("{n}") ? 3 : 2)
                } else if character == "{" {
                    guard let close = rest.firstIndex(of: "}") else {
                        return "a { with no }: the count is {n}; write {{ for a brace"
                    }
                    return "\(rest[...close]) is not a placeholder: the count is {n}"
                } else if character == "}" {
                    return "a } with no {: the count is {n}; write }} for a brace"
                } else {
                    rest = rest.dropFirst()
                }
            }
        }
        return nil
    }

    /// Why `text` cannot be a title, a description or a "+N" chip's words, or `nil`: it is empty,
    /// longer than `limit` characters, or holds a control character (a line break among them).
    static func textProblem(_ text: String, limit: Int) -> String? {
        if text.isEmpty { return "it is empty" }
        if text.count > limit { return "it is \(text.count) characters long, more than \(limit)" }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "it holds a control character (\(control.codePointName))"
        }
        return nil
    }
}
