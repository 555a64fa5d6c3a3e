/// How `--words` turns prose into words, beyond the stop words and `top`: word_cloud's
/// `min_word_length`, `include_numbers` and `normalize_plurals`.
public struct WordOptions: Hashable, Sendable {
    /// Words shorter than this (in characters) are left out.
    public var minimumLength = 2
    /// Whether words made only of digits (and `.` or `,` between them: "2024", "3.14") count.
    public var includesNumbers = false
    /// Whether a plural is counted with its singular when both occur: "cats" with "cat" (a word
    /// ending in "s" but not "ss", merged only where the shorter word is in the text too, so
    /// "class" and "news" stay as they are).
    public var mergesPlurals = false

    /// The defaults: words of two characters or more, no numbers, plurals kept apart.
    public init(minimumLength: Int = 2, includesNumbers: Bool = false, mergesPlurals: Bool = false) {
        self.minimumLength = minimumLength
        self.includesNumbers = includesNumbers
        self.mergesPlurals = mergesPlurals
    }
}
