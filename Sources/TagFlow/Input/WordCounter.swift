/// `--words`: turns prose into a weighted cloud, as word-cloud generators do. Words are runs of
/// letters and digits (with inner apostrophes and hyphens, as in "don't" and "e-mail"), counted
/// case-insensitively; stop words, numbers and one-letter words are dropped; the `top` most
/// frequent become tags weighted by their count (ties in alphabetical order), each shown in the
/// spelling it had most often. Prose is not line-limited: a paragraph may be one long line.
enum WordCounter {
    static func tags(
        from bytes: [UInt8], source: String, stopwords: Set<String>, top: Int
    ) throws(InputError) -> [CloudTag] {
        let text = try InputText.decode(bytes, source: source, limitLines: false)
        var counts: [String: Int] = [:]
        var spellings: [String: [String: Int]] = [:]
        forEachWord(in: text) { word in
            // A typographic apostrophe spells the same word as a straight one.
            let key = word.lowercased().replacingApostrophes()
            guard key.count > 1, !stopwords.contains(key), !key.allSatisfy(\.isNumber) else { return }
            counts[key, default: 0] += 1
            spellings[key, default: [:]][word, default: 0] += 1
        }
        guard !counts.isEmpty else { throw .noLabels(source: source) }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(top)
        return ranked.map { key, count in
            let shown = spellings[key]!.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!.key
            return CloudTag(shown, weight: Double(count))
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
        for character in text {
            if character.isLetter || character.isNumber {
                if let joiner = pendingJoiner, !current.isEmpty { current.append(joiner) }
                pendingJoiner = nil
                current.append(character)
            } else if (character == "'" || character == "’" || character == "-") && !current.isEmpty
                && pendingJoiner == nil
            {
                pendingJoiner = character
            } else {
                if !current.isEmpty { body(current) }
                current = ""
                pendingJoiner = nil
            }
        }
        if !current.isEmpty { body(current) }
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
