import ChipRendering
import FlowLayout

extension TagCloud {
    /// The tags' indices in the order they are laid out: the chosen sort, and with
    /// `groupsStartRows` each group's tags together, groups in the order they first appear.
    func layoutOrder() -> [Int] {
        let sorted: [Int]
        switch style.sort {
        case .none:
            sorted = Array(tags.indices)
        case .weight:
            sorted = tags.indices.sorted { (tags[$0].weight ?? 0, -$0) > (tags[$1].weight ?? 0, -$1) }
        case .label:
            sorted = tags.indices.sorted { (tags[$0].label, $0) < (tags[$1].label, $1) }
        }
        guard style.groupsStartRows else { return sorted }
        var rank: [String?: Int] = [:]
        for tag in tags where rank[tag.group] == nil { rank[tag.group] = rank.count }
        // A stable partition: the sort order is kept inside each group.
        return sorted.enumerated().sorted {
            (rank[tags[$0.element].group]!, $0.offset) < (rank[tags[$1.element].group]!, $1.offset)
        }
        .map(\.element)
    }

    /// The chips to lay out, in `order` (`layoutOrder()`), each at the origin (`ChipMaker.place`
    /// puts it in its frame) and as the planner sees it, with the tag behind each (`nil` for a group heading):
    /// a tag that asks for a break, and the first of each group when groups start rows, begins
    /// a new row — behind its group's heading, when headings are drawn — and, as the first of its
    /// group, a section (`SectionStart`) for a row limit per group.
    ///
    /// With `releasingLabels` the tags are `chipMaker`'s alone (the cloud has let go of them):
    /// a big cloud's are made a round at a time, each round's labels let go of once its chips
    /// keep their text (with the glyphs, `ShapedText`), so that no label is held twice; in input
    /// order without groups, the tags themselves go from the front (`ChipMaker.firstTag`).
    func items(order: [Int], chipMaker: inout ChipMaker, releasingLabels: Bool = false) -> (
        chips: [PlacedChip], items: [MeasuredItem], tagOf: ItemTags
    ) {
        let rounds = releasingLabels && order.count > Self.labelRound
        // `layoutOrder()` of a cloud neither sorted nor grouped is the tags' own order: not
        // compared item by item (about 1,000 instructions a 40-label list).
        let isInputOrder = (style.sort == .none && !style.groupsStartRows) || order.indices.elementsEqual(order)
        if rounds && !style.groupsStartRows && isInputOrder {
            // What the loop below makes of such a list: each item breaks where its tag does.
            let (made, madeItems) = Self.madeDroppingTags(count: order.count, chipMaker: &chipMaker)
            return (made, madeItems, .inputOrder)
        }
        // A big cloud is shaped on every core (same order and results).
        let made: [PlacedChip]
        var madeItems: [MeasuredItem]
        (made, madeItems) =
            rounds
            ? Self.made(order: order, chipMaker: &chipMaker) : Self.made(order: order, maker: chipMaker)
        let tags = chipMaker.tags
        guard style.groupsStartRows else {
            // Without groups an item breaks where its tag does and starts no section (the loop
            // below read each tag's group too, about 1,600 instructions a 40-label list).
            for (position, index) in order.enumerated() where tags[index].breaksBefore {
                madeItems[position].breaksBefore = true
            }
            return (made, madeItems, isInputOrder ? .inputOrder : ItemTags(order.map { $0 }))
        }
        // A heading is kept by a row limit as long as its group's heaviest tag is.
        var groupPriority: [String: Double] = [:]
        for (index, item) in zip(order, madeItems) {
            guard let group = tags[index].group else { continue }
            groupPriority[group] = max(groupPriority[group] ?? item.priority, item.priority)
        }
        // Without headings the chips are the ones made, marked in place: a second array of them
        // was 400 MB more at 1,000,000 labels.
        let headed = style.groupsStartRows && style.groupHeadings
        var chips: [PlacedChip] = []
        var items: [MeasuredItem] = []
        if headed {
            chips.reserveCapacity(made.count + groupPriority.count)
            items.reserveCapacity(made.count + groupPriority.count)
        }
        // Each item's tag, kept only when the items are not the tags in input order.
        let inInputOrder = !headed && isInputOrder
        var tagOf: [Int?] = []
        if !inInputOrder { tagOf.reserveCapacity(made.count + (headed ? groupPriority.count : 0)) }
        for (position, index) in order.enumerated() {
            // The tag's fields read in place: copying the whole tag retained each of its texts.
            let group = tags[index].group
            let startsGroup = style.groupsStartRows && (position == 0 || tags[order[position - 1]].group != group)
            var breaks = tags[index].breaksBefore || (startsGroup && position > 0)
            if startsGroup && style.groupHeadings, let group {
                var heading = chipMaker.heading(group)
                heading.breaksBefore = breaks
                heading.priority = groupPriority[group] ?? 0
                let (drawn, item) = heading.parts()
                chips.append(drawn)
                items.append(item)
                tagOf.append(nil)
                // Above its rows, the group's first chip starts a row under its heading; beside
                // them, in a column (or over columns, in a row), the heading leaves the lines, so
                // the chip starts the group's line.
                breaks = style.headingPlacement == .above || ((style.headingsInColumn || style.headingsInRow) && breaks)
            }
            madeItems[position].breaksBefore = breaks
            madeItems[position].startsSection = startsGroup
            if headed {
                chips.append(made[position])
                items.append(madeItems[position])
            }
            if !inInputOrder { tagOf.append(index) }
        }
        let itemTags = inInputOrder ? ItemTags.inputOrder : ItemTags(tagOf)
        return headed ? (chips, items, itemTags) : (made, madeItems, itemTags)
    }

    /// How many tags a round of `made(order:chipMaker:)` makes chips of: a
    /// round's chips are held twice, and its labels, at most (16,384 of each, about 4 MB).
    static let labelRound = 1 << 14

    /// The chip of each tag in `order`, and each as the planner sees it. The maker is read
    /// where it lies: copying it for the closure retained and released its style, shapers and
    /// tags (about 1,600 instructions a cloud).
    private static func made(order: [Int], maker: ChipMaker) -> ([PlacedChip], [MeasuredItem]) {
        order.concurrentMap(minimumCount: 2_000) { maker.chip($0) }
    }

    /// `made(order:maker:)` a round at a time, each round's labels let go of after it.
    private static func made(order: [Int], chipMaker: inout ChipMaker) -> ([PlacedChip], [MeasuredItem]) {
        var chips: [PlacedChip] = []
        var items: [MeasuredItem] = []
        chips.reserveCapacity(order.count)
        items.reserveCapacity(order.count)
        for start in stride(from: 0, to: order.count, by: labelRound) {
            let round = Array(order[start..<min(order.count, start + labelRound)])
            do {
                // The maker's copy goes at the end of the round: the tags are its alone again.
                let maker = chipMaker
                let (roundChips, roundItems) = round.concurrentMap(minimumCount: 2_000) { maker.chip($0) }
                chips.append(contentsOf: roundChips)
                items.append(contentsOf: roundItems)
            }
            for index in round { chipMaker.tags[index].label = "" }
        }
        return (chips, items)
    }

    /// `made(order:chipMaker:)` of tags `0 ..< count` in input order, each item
    /// breaking where its tag does, a round at a time: each round's labels let go of after it,
    /// and the tags made so far once they are half of those kept (at 1,000,000 labels the
    /// tags were 42 MB when the last chip was made, the peak of the whole render).
    private static func madeDroppingTags(count: Int, chipMaker: inout ChipMaker) -> ([PlacedChip], [MeasuredItem]) {
        var chips: [PlacedChip] = []
        var items: [MeasuredItem] = []
        chips.reserveCapacity(count)
        items.reserveCapacity(count)
        for start in stride(from: 0, to: count, by: labelRound) {
            let end = min(count, start + labelRound)
            let round = Array(start..<end)
            do {
                // The maker's copy goes at the end of the round: the tags are its alone again.
                let maker = chipMaker
                let (roundChips, madeItems) = round.concurrentMap(minimumCount: 2_000) { maker.chip($0) }
                var roundItems = madeItems
                for (position, index) in round.enumerated() where maker.tags[index - maker.firstTag].breaksBefore {
                    roundItems[position].breaksBefore = true
                }
                chips.append(contentsOf: roundChips)
                items.append(contentsOf: roundItems)
            }
            for index in round { chipMaker.tags[index - chipMaker.firstTag].label = "" }
            let done = end - chipMaker.firstTag
            if done >= chipMaker.tags.count / 2 {
                chipMaker.tags = Array(chipMaker.tags[done...])
                chipMaker.firstTag += done
            }
        }
        return (chips, items)
    }
}

extension TagCloud {
    /// The group of each section the planner sees (`SectionStart`, `SectionHeading`), in `order`:
    /// with `groupsStartRows`, one per group in the order groups first appear.
    func sectionGroups(order: [Int]) -> [String?] {
        var groups: [String?] = []
        for (position, index) in order.enumerated()
        where position == 0 || tags[order[position - 1]].group != tags[index].group {
            groups.append(tags[index].group)
        }
        return groups
    }
}

/// Each item's tag (`nil` for a group heading), as `TagCloud.items` made them: for the usual
/// cloud, the tags in input order, with no array (16 MB at 1,000,000 labels).
struct ItemTags {
    /// The items' tags; empty when item `i` is tag `i`.
    private let tags: [Int?]

    /// Item `i` is tag `i`.
    static let inputOrder = ItemTags([])

    init(_ tags: [Int?]) {
        self.tags = tags
    }

    subscript(position: Int) -> Int? { tags.isEmpty ? position : tags[position] }

    /// Whether the `count` items are the tags in input order.
    func isInputOrder(count: Int) -> Bool {
        tags.isEmpty || (0..<count).allSatisfy { tags[$0] == $0 }
    }
}
