/// A line diff a person can read in a test failure: the lines only one side has, marked `-` (the
/// reference) and `+` (the actual), with a little context and `@@` headers naming line numbers,
/// cut off after `maxLines` so a rewritten file does not flood the log.
package enum LineDiff {
    /// The diff of `expected` against `actual`, or `""` when their lines are equal. Lines are
    /// compared whole and shown cut to `maxLineLength` characters (glyph outlines run to thousands).
    package static func render(
        expected: [Substring], actual: [Substring], context: Int = 2, maxLines: Int = 40, maxLineLength: Int = .max
    ) -> String {
        func cut(_ line: Substring) -> Substring {
            line.count > maxLineLength ? Substring(line.prefix(maxLineLength - 1) + "…") : line
        }
        let edits = script(expected, actual)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        // Hunks: runs of changes with `context` unchanged lines either side.
        var keep = [Bool](repeating: false, count: edits.count)
        for (index, edit) in edits.enumerated() where edit.kind != .same {
            for near in max(0, index - context)...min(edits.count - 1, index + context) { keep[near] = true }
        }
        var out: [String] = []
        var index = 0
        while index < edits.count {
            guard keep[index] else {
                index += 1
                continue
            }
            let start = edits[index]
            out.append("@@ reference line \(start.old + 1), actual line \(start.new + 1) @@")
            while index < edits.count, keep[index] {
                let edit = edits[index]
                switch edit.kind {
                case .same: out.append("  " + cut(expected[edit.old]))
                case .removed: out.append("- " + cut(expected[edit.old]))
                case .added: out.append("+ " + cut(actual[edit.new]))
                }
                index += 1
            }
        }
        if out.count > maxLines {
            let more = out.count - maxLines
            out = Array(out.prefix(maxLines)) + ["… \(more) more diff line\(more == 1 ? "" : "s")"]
        }
        return out.joined(separator: "\n")
    }

    /// Splits text into lines (LF or CRLF), without the line ends.
    package static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    private enum Kind { case same, removed, added }
    private struct Edit {
        let kind: Kind
        let old: Int
        let new: Int
    }

    /// A shortest edit script by longest common subsequence, after the common head and tail are
    /// taken off (a snapshot usually changes in one place). A middle too large to tabulate
    /// (over four million cells) is shown as all removed, then all added.
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var edits = (0..<head).map { Edit(kind: .same, old: $0, new: $0) }
        let (n, m) = (a.count - head - tail, b.count - head - tail)
        if n * m > 4_000_000 || n == 0 || m == 0 {
            edits += (0..<n).map { Edit(kind: .removed, old: head + $0, new: head) }
            edits += (0..<m).map { Edit(kind: .added, old: head + n, new: head + $0) }
        } else {
            // lengths[i][j]: the longest common subsequence of a's middle from i and b's from j.
            var lengths = [Int](repeating: 0, count: (n + 1) * (m + 1))
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i * (m + 1) + j] =
                        a[head + i] == b[head + j]
                        ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                        : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
                }
            }
            var (i, j) = (0, 0)
            while i < n || j < m {
                if i < n, j < m, a[head + i] == b[head + j] {
                    edits.append(Edit(kind: .same, old: head + i, new: head + j))
                    (i, j) = (i + 1, j + 1)
                } else if i < n, j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
                    // Removals before additions, so a changed line reads "- old" then "+ new".
                    edits.append(Edit(kind: .removed, old: head + i, new: head + j))
                    i += 1
                } else {
                    edits.append(Edit(kind: .added, old: head + i, new: head + j))
                    j += 1
                }
            }
        }
        edits += (0..<tail).map { Edit(kind: .same, old: a.count - tail + $0, new: b.count - tail + $0) }
        return edits
    }
}
