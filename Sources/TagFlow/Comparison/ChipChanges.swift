/// Which chips changed between two renderings, by label: the words a failure message leads with,
/// so a reader learns "Swift moved, Zig appeared" before reading any diff.
package struct ChipChanges: Equatable {
    /// What one rendering says about one chip, each part compared as text.
    package struct Chip: Equatable {
        /// The whole label.
        package var label: String
        /// Where it is: its frame (and row, where known).
        package var place: String
        /// How it is painted: fill, stroke, text colour.
        package var paint: String
        /// What else is drawn for it — the glyphs it places and where, an icon — as text (empty where
        /// a format records none).
        package var glyphs: String
        /// Where it links, or empty.
        package var link: String

        package init(label: String, place: String, paint: String, glyphs: String = "", link: String) {
            self.label = label
            self.place = place
            self.paint = paint
            self.glyphs = glyphs
            self.link = link
        }
    }

    package var moved: [String] = []
    package var appeared: [String] = []
    package var vanished: [String] = []
    package var repainted: [String] = []
    /// Same label, other glyphs or glyph positions: a new font or size, or the writer's syntax.
    package var redrawn: [String] = []
    package var relinked: [String] = []

    /// Matches chips by label (the n-th chip labelled "Go" with the n-th), in the reference's order.
    package init(expected: [Chip], actual: [Chip]) {
        func keyed(_ chips: [Chip]) -> [(key: String, chip: Chip)] {
            var seen: [String: Int] = [:]
            return chips.map { chip in
                let count = seen[chip.label, default: 0]
                seen[chip.label] = count + 1
                return ("\(chip.label)\u{0}\(count)", chip)
            }
        }
        let (old, new) = (keyed(expected), keyed(actual))
        let newByKey = Dictionary(new.map { ($0.key, $0.chip) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.map(\.key))
        for (key, chip) in old {
            guard let other = newByKey[key] else {
                vanished.append(chip.label)
                continue
            }
            if other.place != chip.place { moved.append(chip.label) }
            if other.paint != chip.paint { repainted.append(chip.label) }
            if other.glyphs != chip.glyphs { redrawn.append(chip.label) }
            if other.link != chip.link { relinked.append(chip.label) }
        }
        appeared = new.filter { !oldKeys.contains($0.key) }.map(\.chip.label)
    }

    /// Whether no chip changed.
    package var isEmpty: Bool { self == ChipChanges(expected: [], actual: []) }

    /// "chips moved: 'Swift', 'Go'; appeared: 'Zig'", or `nil` when no chip changed.
    package var summary: String? {
        let parts = [
            ("moved", moved), ("appeared", appeared), ("vanished", vanished), ("changed paint", repainted),
            ("changed glyphs", redrawn), ("changed link", relinked),
        ].filter { !$0.1.isEmpty }.map { name, labels in
            let shown = labels.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
            return "\(name): \(shown)\(labels.count > 8 ? " and \(labels.count - 8) more" : "")"
        }
        return parts.isEmpty ? nil : "chips " + parts.joined(separator: "; ")
    }
}
