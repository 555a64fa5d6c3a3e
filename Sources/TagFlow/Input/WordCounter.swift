/// `--words`: turns prose into a weighted cloud, as word-cloud generators do. A word is a run of
/// letters and digits, with what technical prose keeps inside a name: an inner apostrophe, hyphen
/// or dot before a letter or digit ("don't", "e-mail", "node.js", "3.14"), a leading dot before a
/// letter (".NET") and trailing `+` or `#` ("C++", "C#"); a sentence's final dot is not part of
/// it. Words are counted case-insensitively; stop words, numbers (unless asked for) and words
/// shorter than `options.minimumLength` are dropped, plurals merged with their singulars when
/// asked; the `top` most frequent become tags weighted by their count (ties in alphabetical
/// order), each shown in the spelling it had most often. Any script's letters count, so German,
/// French or Korean prose reads as English does (with a stop-word list of its own: `--stopwords`).
/// Prose is not line-limited: a paragraph may be one long line.
enum WordCounter {
    static func tags(
        from bytes: [UInt8], source: String, stopwords: Set<String>, top: Int, options: WordOptions = WordOptions()
    ) throws(InputError) -> [CloudTag] {
        let text = try InputText.decode(bytes, source: source, limitLines: false)
        var counts: [String: Int] = [:]
        var spellings: [String: [String: Int]] = [:]
        forEachWord(in: text) { word in
            // A typographic apostrophe spells the same word as a straight one.
            let key = word.lowercased().replacingApostrophes()
            guard key.count >= options.minimumLength, !stopwords.contains(key) else { return }
            guard options.includesNumbers || !key.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) else { return }
            counts[key, default: 0] += 1
            spellings[key, default: [:]][word, default: 0] += 1
        }
        if options.mergesPlurals { mergePlurals(&counts, &spellings) }
        guard !counts.isEmpty else { throw .noLabels(source: source) }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(top)
        return ranked.map { key, count in
            let shown = spellings[key]!.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!.key
            return CloudTag(shown, weight: Double(count))
        }
    }

    /// Counts each plural ("cats") with its singular ("cat") where both occur, as word_cloud's
    /// `normalize_plurals` does; the singular's spellings are shown.
    static func mergePlurals(_ counts: inout [String: Int], _ spellings: inout [String: [String: Int]]) {
        for key in counts.keys.sorted() where key.hasSuffix("s") && !key.hasSuffix("ss") {
            let singular = String(key.dropLast())
            guard singular.count >= 1, let plural = counts[key], counts[singular] != nil else { continue }
            counts[singular, default: 0] += plural
            counts[key] = nil
            spellings[key] = nil
        }
    }

    /// The words of `text`, in order.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { words.append($0) }
        return words
    }

    /// Calls `body` with each word of `text`, in order (no list of every word of a long text).
    static func forEachWord(in text: String, _ body: (String) -> Void) {
        var current = ""
        var pendingJoiner: Character?
        var previous: Character = " "
        func end() {
            if !current.isEmpty { body(current) }
            current = ""
            pendingJoiner = nil
        }
        for character in text {
            defer { previous = character }
            let isWordCharacter = character.isLetter || character.isNumber
            if isWordCharacter {
                // "+" or "#" ended a name ("C++"); a letter straight after starts a new word.
                if let last = current.last, last == "+" || last == "#" { end() }
                if let joiner = pendingJoiner, !current.isEmpty { current.append(joiner) }
                // ".NET": a dot before a letter, at a word's start.
                if current.isEmpty, pendingJoiner == ".", character.isLetter { current.append(".") }
                pendingJoiner = nil
                current.append(character)
            } else if character == "+" || character == "#", !current.isEmpty, pendingJoiner == nil,
                current.last.map({ $0.isLetter || $0 == "+" }) == true
            {
                current.append(character)
            } else if "'’-.".contains(character), pendingJoiner == nil,
                !current.isEmpty || (character == "." && !(previous.isLetter || previous.isNumber))
            {
                if let last = current.last, last == "+" || last == "#" { end() }
                pendingJoiner = character
            } else {
                end()
            }
        }
        end()
    }

    /// Common English words that say little in a cloud.
    static let englishStopwords: Set<String> = [
        "a", "about", "above", "after", "again", "against", "all", "am", "an", "and", "any", "are", "as", "at", "be",
        "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could", "did", "do",
        "does", "doing", "down", "during", "each", "few", "for", "from", "further", "had", "has", "have", "having",
        "he", "her", "here", "hers", "herself", "him", "himself", "his", "how", "i", "if", "in", "into", "is", "it",
        "its", "itself", "just", "me", "more", "most", "my", "myself", "no", "nor", "not", "now", "of", "off", "on",
        "once", "only", "or", "other", "our", "ours", "ourselves", "out", "over", "own", "same", "she", "should", "so",
        "some", "such", "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these",
        "they", "this", "those", "through", "to", "too", "under", "until", "up", "very", "was", "we", "were", "what",
        "when", "where", "which", "while", "who", "whom", "why", "will", "with", "would", "you", "your", "yours",
        "yourself", "yourselves", "also", "may", "might", "must", "shall", "upon", "us", "one", "two", "like", "get",
        "got", "it's", "don't", "i'm", "can't", "won't", "isn't", "aren't", "wasn't", "weren't", "there's", "that's",
    ]
}

extension String {
    /// The string with ’ made '.
    fileprivate func replacingApostrophes() -> String {
        String(map { $0 == "’" ? "'" : $0 })
    }
}
