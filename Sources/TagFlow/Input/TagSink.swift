import ChipRendering

/// Where a parser puts each tag as it reads it. The rules every format shares are applied here,
/// tag by tag, so a parser stops the moment one is broken: no link an output cannot hold,
/// repeats dropped with `dedupe`, and never more than `maxLabels` — a 10,000,000-line file with
/// `--max-labels 10` is refused at its eleventh label, not after building ten million.
struct TagSink {
    let source: String
    /// The reader's rules the sink keeps (`TagReader.dedupe`, `maxLabels`, `allowsEmpty`): the
    /// whole reader, copied into the sink, was a copy and a release of its sets and strings a list.
    let dedupe: Bool
    let maxLabels: Int
    let allowsEmpty: Bool
    private(set) var tags: [CloudTag] = []
    private var seen = Set<String>()
    /// Loads the icons tags name, relative to the list's folder.
    private var icons: IconLoader

    init(source: String, reader: TagReader, listPath: String = InputFile.standardInput) {
        self.source = source
        dedupe = reader.dedupe
        maxLabels = reader.maxLabels
        allowsEmpty = reader.allowsEmpty
        icons = IconLoader(folder: reader.iconFolder, listPath: listPath)
    }

    mutating func add(_ tag: consuming CloudTag, warn: (String) -> Void = { _ in }) throws(InputError) {
        if let reference = tag.iconReference {
            (tag.icon, tag.iconPath) = try icons.icon(reference, source: source, line: tag.line ?? 0, warn: warn)
            tag.iconReference = nil
        }
        if let link = tag.link {
            if let scalar = LinkText.firstUnholdable(in: link) {
                throw .unwritableLink(source: source, line: tag.line ?? 0, link: link, scalar: scalar.value)
            }
        }
        if dedupe {
            guard seen.insert(tag.label).inserted else { return }
        }
        guard tags.count < maxLabels else {
            throw .tooManyLabels(source: source, count: tags.count + 1, limit: maxLabels)
        }
        tags.append(tag)
    }

    /// `add(_:warn:)` for a tag that is nothing but its label, on line `line`: no icon to load,
    /// no link to check. The label is handed over, not lent: lent, it was retained to be kept
    /// and released by the reader after (about 40 instructions a label).
    mutating func add(label: consuming String, line: Int) throws(InputError) {
        if dedupe {
            guard seen.insert(copy label).inserted else { return }
        }
        guard tags.count < maxLabels else {
            throw .tooManyLabels(source: source, count: tags.count + 1, limit: maxLabels)
        }
        // Room for a usual list at once: growing one tag at a time moved the tags (about 200
        // bytes each) six times over for a list of 40.
        if tags.capacity == 0 { tags.reserveCapacity(Swift.min(64, maxLabels)) }
        tags.append(CloudTag(label, line: line))
    }

    /// The tags read; an input without any is refused, unless the reader `allowsEmpty`.
    func finish() throws(InputError) -> [CloudTag] {
        guard !tags.isEmpty || allowsEmpty else { throw .noLabels(source: source) }
        return tags
    }
}
