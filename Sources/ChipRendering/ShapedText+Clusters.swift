import TextShaping

/// How one glyph run maps onto the text it came from, in the form `cairo_show_text_glyphs` takes:
/// clusters in glyph order, each so many bytes of `utf8` drawn by so many glyphs.
struct RunText {
    /// The run's characters, cluster after cluster in the order of the glyphs (visual order): a
    /// right-to-left run lists its clusters from the last, each cluster's own bytes in order.
    var utf8: [UInt8]
    var clusters: [(bytes: Int, glyphs: Int)]
}

extension ShapedText {
    /// For each of `runs`, its text and clusters; `nil` for a run whose clusters do not map back
    /// (not one run per stretch of text, or not in text order either way), drawn without text.
    ///
    /// A PDF made from these extracts as the label's own characters: Arabic letters rather than
    /// their contextual forms, a conjunct or ligature as the characters it joins. The glyphs stay
    /// in visual order, as a PDF reader expects before it applies the bidi algorithm itself.
    var runTexts: [RunText?] {
        let utf8 = Array(text.utf8)
        // Runs split the text into stretches: each ends where the next one in text order starts.
        let starts = runs.map { $0.glyphs.map(\.cluster).min() }
        let sortedStarts = starts.compactMap { $0 }.sorted()
        let distinct = Set(sortedStarts).count == sortedStarts.count
        return zip(runs, starts).map { run, start in
            guard let start, distinct else { return nil }
            let end = sortedStarts.first { $0 > start } ?? utf8.count
            let clusters = run.glyphs.map(\.cluster)
            guard clusters.allSatisfy({ (start..<end).contains($0) }) else { return nil }
            let pairs = zip(clusters, clusters.dropFirst())
            guard pairs.allSatisfy({ $0 <= $1 }) || pairs.allSatisfy({ $0 >= $1 }) else { return nil }
            // Each distinct cluster value starts a cluster, which runs to the next one in text order.
            let values = Set(clusters).sorted()
            var ends: [Int: Int] = [:]
            for (index, value) in values.enumerated() {
                ends[value] = index + 1 < values.count ? values[index + 1] : end
            }
            var result = RunText(utf8: [], clusters: [])
            var index = 0
            while index < clusters.count {
                let value = clusters[index]
                let count = clusters[index...].prefix { $0 == value }.count
                let piece = Self.withoutNoncharacters(utf8[value..<ends[value]!])
                result.utf8 += piece
                result.clusters.append((bytes: piece.count, glyphs: count))
                index += count
            }
            return result
        }
    }

    /// `bytes` with Unicode noncharacters (U+FDD0…U+FDEF, U+xFFFE, U+xFFFF) as U+FFFD: Cairo's
    /// UTF-8 check refuses them in a PDF's text, which failed the whole render, while SVG and PNG
    /// draw the same label. The cluster's byte count follows the replacement.
    static func withoutNoncharacters(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        // Every noncharacter's UTF-8 starts with EF (U+FDD0…, U+FFFE/F) or F0-F4 (the planes above).
        guard bytes.contains(where: { $0 == 0xEF || $0 >= 0xF0 }) else { return Array(bytes) }
        var out = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let value = scalar.value
            let noncharacter = (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
            out.append(noncharacter ? "\u{FFFD}" : scalar)
        }
        return Array(String(out).utf8)
    }
}
