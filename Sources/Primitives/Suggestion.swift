/// "Did you mean": the one rule every message that guesses a typo follows (options, subcommands,
/// choices, config keys, CSV columns, JSON keys): the closest candidate by edit distance, when
/// it is close enough to be a typo.
package enum Suggestion {
    /// The closest of `candidates` to `word`, when it is close enough to be a typo: at most a
    /// third of the candidate's length in edits (one edit at least, three at most).
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = max(1, min(3, best.0.count / 3))
        return best.1 <= allowed ? best.0 : nil
    }

    /// ` (did you mean 'x'?)`, or nothing.
    package static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Edit distance between two strings, by characters, counting a swap of neighbours as one
    /// edit (optimal string alignment): "drak" is one edit from "dark".
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
