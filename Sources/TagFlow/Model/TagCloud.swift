public import ChipRendering
import FlowLayout
import Primitives
import TextShaping

/// A list of tags and a style: the whole input to one rendering.
public struct TagCloud: Sendable {
    /// The tags, in input order.
    public var tags: [CloudTag]
    /// How the cloud looks and flows.
    public var style: CloudStyle
    /// Whether tags may link to `javascript:`, `vbscript:` and `data:` URLs, which a browser runs
    /// as code. When false (the default) `layout()` refuses such a tag and every render such a
    /// chip, with `RenderError.unsafeLink`: the same rule for the command line and for Swift.
    public var allowsUnsafeLinks = false

    /// A cloud of `tags` drawn in `style`.
    public init(tags: [CloudTag], style: CloudStyle = CloudStyle()) {
        self.tags = tags
        self.style = style
    }

    /// Clouds with this many labels or more shape them without keeping them for later clouds.
    static let largestCachedCloud = 10_000

    /// Shapes every label once, sizes the chips and flows them into rows.
    ///
    /// - Throws: `StyleError` when the style breaks a rule of its own (`CloudStyle.validate()`);
    ///   `RenderError.unsafeLink` for a tag linking to a scheme a browser runs as code, unless
    ///   `allowsUnsafeLinks`; `FontError` when the font cannot be opened; `LayoutError` when the style cannot be met
    ///   by these labels, such as a maximum chip width too narrow for one character and "…".
    ///   (Several error types, so the throw is not typed: `catch let error as FontError` works.)
    public func layout() throws -> CloudLayout {
        var cloud = self
        return try cloud.laidOut(lettingGoOfTags: false)
    }

    /// `layout()`, for a caller done with the tags: they are let go of as soon as the chips are
    /// made, before the chips are planned and placed, and the cloud is left with none (its style
    /// still draws the layout). A list of 1,000,000 labels holds about 190 MB of tags.
    package mutating func layoutLettingGoOfTags() throws -> CloudLayout {
        try laidOut(lettingGoOfTags: true)
    }

    private mutating func laidOut(lettingGoOfTags: Bool) throws -> CloudLayout {
        try style.validate()
        // 0. No link a browser runs as code, unless allowed: refused before any work, naming the tag.
        if !allowsUnsafeLinks {
            for position in tags.indices {
                guard let link = tags[position].link else { continue }
                try LinkSafety.check(link, index: position, label: tags[position].label)
            }
        }
        // A value is drawn: one short line, as the readers accept it.
        for position in tags.indices {
            guard let value = tags[position].value, let problem = CloudTag.valueProblem(value) else { continue }
            throw LayoutError.badValue(index: position, label: tags[position].label, problem: problem)
        }
        // 1. Fonts: the chosen one (or Inter), then the bundled Hangul face, then system fonts.
        //    The Hangul face is opened only when a label may need a fallback: not for printable
        //    ASCII the primary font draws (a "…" from truncation is not ASCII; "+N" is; group
        //    headings draw the groups' names).
        //    The labels are read where they lie: an array of them would hold each one until the
        //    end of this function. The closure does not escape: it reads the tags and the style
        //    in place, where a capture list copied the style (about 1,600 instructions a cloud).
        let (fonts, fontNote) = try FontResolver.stack(for: style.font) { primary in
            style.maxChipWidth != nil
                || !tags.allSatisfy {
                    primary.drawsPrintableASCII($0.label)
                        && (!style.groupHeadings || $0.group.map(primary.drawsPrintableASCII) ?? true)
                }
                || !tags.allSatisfy { $0.value.map(primary.drawsPrintableASCII) ?? true }
                || !primary.drawsPrintableASCII("+-.0123456789kMBTe" + (style.moreText ?? "") + (style.separator ?? ""))
        }
        var shaper = TextShaper(fonts: fonts)
        // A big cloud's labels are shaped once each: not kept for later clouds (words still are).
        shaper.caching = tags.count < Self.largestCachedCloud
        let headingShaper = style.groupHeadings ? headingShaper(labels: shaper) : nil
        var chipMaker = ChipMaker(style: style, shaper: shaper, headingShaper: headingShaper, tags: tags)
        if let weight = style.countWeight, weight != style.font.weight {
            chipMaker.countShaper = self.shaper(labels: shaper, weight: weight)
        }
        // A chip that shows nothing but "…" says nothing: refuse, naming the width that works.
        if let maximum = style.maxChipWidth, let smallest = chipMaker.smallestWorkingMaxChipWidth(),
            maximum < smallest.width - 1e-9
        {
            throw LayoutError.maxChipWidthTooNarrow(
                maxChipWidth: maximum, smallest: smallest.width, label: smallest.label)
        }

        // 2. Order, shape and size the chips; weights pick font sizes and fills. Groups start
        //    rows (behind their heading, when asked); `tagOf` is each item's tag, nil for a heading.
        var order = layoutOrder()
        // What the rest needs of the tags, taken now: each one's weight and group (none for a
        // plain list: the JSON reads a missing one as no weight and no group), and each
        // section's group for a row limit per group.
        let tagData = tags.contains { $0.weight != nil || $0.group != nil } ? tags.map { ($0.weight, $0.group) } : []
        let groups = style.groupsStartRows ? sectionGroups(order: order) : []
        // Letting go of the tags, the maker's are the only ones: a big list's labels go as their
        // chips are made (each chip keeps its text with its glyphs).
        if lettingGoOfTags { tags = [] }
        var chips: [PlacedChip]
        var measured: [MeasuredItem]
        let tagOf: ItemTags
        (chips, measured, tagOf) = items(order: order, chipMaker: &chipMaker, releasingLabels: lettingGoOfTags)
        try checkStrokeWidth(chipHeight: smallestTagChipHeight(measured, tagOf: tagOf))
        order = []
        if lettingGoOfTags { chipMaker.tags = [] }
        // Read by every step below where it lies: no closure that escapes captures it (the "+N"
        // item's closures capture a copy), so no call copies it. A `let` copy of it for those
        // steps was another retain and release of each of its parts (about 1,800 instructions a
        // cloud).

        // 3. Flow the chips into rows (or the style's own layout); a row limit counts what it
        //    hides on a "+N" chip.
        // Headings in a column of their own wrap the rows, in a row of their own the columns (a
        // layout of the user's own, or another heading layout, places them as items).
        // A separator's room between chips takes part in line breaking.
        let separatorText = style.separator.map { shaper.shape($0, size: style.fontSize) }
        var rows = style.rows
        if let separatorText { rows?.separatorWidth = separatorText.width }
        let arrangement: any Layout =
            if style.headingsInColumn {
                HeadingColumn(rows: rows!)
            } else if style.headingsInRow, let columns = style.layout as? ColumnFlow {
                HeadingRow(columns: columns)
            } else {
                rows.map { $0 as any Layout } ?? style.layout
            }
        let proposal = Self.proposal(for: style)
        // The "+N" item, only for a layout that may hide items: the closure copies the whole chip
        // maker into a context of its own (about 2,300 instructions a cloud), and a built-in flow
        // without a limit never calls it.
        let overflowItem: ((Int) -> MeasuredItem)? =
            chipMaker.mayHide ? { [chipMaker] hidden in chipMaker.overflowChip(hiding: hidden).item } : nil
        var plan = arrangement.plan(proposal: proposal, items: measured, overflow: overflowItem)
        // On a fixed canvas, rows taller than its room keep the rows that fit: limited, they may
        // hide chips.
        let room = Self.room(for: style)
        if let room {
            plan = try Self.fitted(plan, in: room, style: style, rows: rows) { limited in
                limited.plan(
                    proposal: proposal, items: measured,
                    overflow: overflowItem ?? { [chipMaker] hidden in chipMaker.overflowChip(hiding: hidden).item })
            }
        }
        // A layout of the user's own that breaks rule 7 would otherwise fail below as an index
        // out of range, naming nothing.
        precondition(
            plan.frames.count == chips.count && plan.order.allSatisfy(chips.indices.contains)
                && plan.hidden.allSatisfy(chips.indices.contains)
                && plan.rows.allSatisfy { $0.span.clamped(to: plan.order.indices) == $0.span },
            "\(type(of: arrangement)).plan gave \(plan.frames.count) frames for \(chips.count) items, or an order, "
                + "hidden item or row outside them: it must place every item once (DESIGN.md, rule 7)")
        // A "+N" chip is drawn at the style's font size, which weights may leave below every tag's.
        if let hiding = plan.overflow?.hiddenCount ?? plan.sectionOverflows.first?.hiddenCount {
            try checkStrokeWidth(chipHeight: chipMaker.overflowChip(hiding: hiding).size.height)
        }
        measured = []
        // The title (below) names what is hidden (a chip's label is its tag's, whole).
        let hiddenLabels = plan.hidden.compactMap { position in tagOf[position].map { ($0, chips[position].label) } }
            .sorted { $0.0 < $1.0 }.map(\.1)

        // 4. Place the visible chips on the canvas inside the margins. With `fit: .content` the
        //    canvas hugs the chips as aligned, so a centred or right-to-left cloud narrower than
        //    the limit is not pushed away from the left margin (the rule `tagflow plan --fit` shares).
        //    Columns hug the chips downwards by the same rule (rows are always as tall as theirs).
        //    On a fixed canvas the cloud hugs its chips and sits in the room as `canvasAlignment` says.
        let fit = room == nil ? style.fit : .content
        var extent = plan.horizontalExtent(fit)
        var vertical = plan.verticalExtent(fit)
        // No chips: the plan of nothing is empty (the planner's rule), but a canvas that fits the
        // width (the height, for columns) is that wide all the same.
        if plan.frames.isEmpty && fit == .width {
            let limit = plan.axis == .rows ? proposal.width : proposal.height
            if let limit, limit.isFinite {
                if plan.axis == .rows { extent = 0...max(0, limit) } else { vertical = 0...max(0, limit) }
            }
        }
        let (left, right) = (extent.lowerBound, extent.upperBound)
        let (top, bottom) = (vertical.lowerBound, vertical.upperBound)
        var offset = Point(x: style.margin - left, y: style.margin - top)
        // At least one px each way: an empty list without margins is still a picture (a PNG has
        // no picture of no pixels).
        var canvas = Size(
            width: max(1, (right - left + 2 * style.margin).rounded(.up)),
            height: max(1, (bottom - top + 2 * style.margin).rounded(.up)))
        if let room, let fixed = style.canvas {
            let start = Self.canvasOffset(
                of: Size(width: right - left, height: bottom - top), in: room, style: style)
            offset = Point(x: offset.x + start.x, y: offset.y + start.y)
            canvas = Size(width: fixed.width.rounded(.up), height: fixed.height.rounded(.up))
        }
        var rowOfItem = [Int](repeating: 0, count: chips.count)
        for (rowIndex, row) in plan.rows.enumerated() {
            for item in plan.items(in: row) { rowOfItem[item] = rowIndex }
        }
        // Chips go back to input order whatever the layout order was; headings stay in theirs.
        let hidden = Set(plan.hidden)
        let inInputOrder = tagOf.isInputOrder(count: chips.count)
        // Made only when some are hidden or a heading shown: every index was 8 MB at 1,000,000
        // labels, held while the chips were placed. (Chips placed by a function of their own, not
        // one local to this that read the plan: the plan was copied whole for each of its calls
        // below, about 700 instructions a cloud.)
        let shown = hidden.isEmpty && inInputOrder ? [] : chips.indices.filter { !hidden.contains($0) }
        // Items in input order are the tags: none is a heading.
        let headings =
            inInputOrder
            ? []
            : Self.placed(
                shown.filter { tagOf[$0] == nil }, of: chips, frames: plan.frames, offset: offset, rows: rowOfItem,
                maker: chipMaker)
        let placed: [PlacedChip]
        // The title reads the chips as laid out. A chip's count follows its label in brackets
        // ("swift (12,400)"): commas join the labels.
        let reading: String
        if hidden.isEmpty && inInputOrder {
            // Every chip shown, in input order (the usual cloud): placed where it lies, so the
            // chips are never held twice (400 MB at 1,000,000 labels).
            for position in chips.indices {
                chipMaker.place(
                    &chips[position], in: plan.frames[position].offsetBy(dx: offset.x, dy: offset.y),
                    row: rowOfItem[position])
            }
            placed = chips
            chips = []
            // The title made once the frames and rows of items are let go of (a separator
            // still needs the frames): at 1,000,000 labels its 30 MB and their 40 MB were held at
            // once, the peak of the whole render.
            rowOfItem = []
            if style.separator == nil { plan.frames = [] }
            reading = TitleText.joined(placed, in: plan.order)
        } else {
            placed = Self.placed(
                shown.filter { tagOf[$0] != nil }.sorted { tagOf[$0]! < tagOf[$1]! }, of: chips, frames: plan.frames,
                offset: offset, rows: rowOfItem, maker: chipMaker)
            reading = TitleText.joined(chips, in: plan.order)
        }
        chips = []
        // Read here, not in the closures below: a closure that reads the plan had it copied whole.
        let lastRow = plan.rows.count - 1
        let overflow = plan.overflow.map { placement in
            chipMaker.overflowChip(hiding: placement.hiddenCount)
                .placed(
                    in: placement.frame.offsetBy(dx: offset.x, dy: offset.y), row: placement.row ?? lastRow)
        }
        // A row limit per group: each group's "+N" chip on its group's last row.
        let groupOverflows = plan.sectionOverflows.map { placement in
            GroupOverflow(
                group: placement.section.flatMap { $0 < groups.count ? groups[$0] : nil },
                chip: chipMaker.overflowChip(hiding: placement.hiddenCount)
                    .placed(
                        in: placement.frame.offsetBy(dx: offset.x, dy: offset.y),
                        row: placement.row ?? lastRow))
        }

        // 5. The title (unless the style gives its own) names what is hidden, in the style's words;
        //    the canvas size is in whole px.
        let generated = hiddenLabels.isEmpty ? reading : reading + style.hiddenSuffix(hiddenLabels.count)
        let title = style.title ?? (generated.isEmpty ? CloudStyle.emptyTitle : generated)
        var separators: [PlacedChip] = []
        if let separatorText, let label = style.separator {
            let separator = chipMaker.separator(separatorText, label: label)
            // None beside a group's heading: it names the chips, it is not one of them.
            separators = plan.separatorFrames(width: separatorText.width, apart: { tagOf[$0] == nil }).map {
                separator.placed(in: $0.frame.offsetBy(dx: offset.x, dy: offset.y), row: $0.row)
            }
        }
        // Made whole here: made and then changed, the layout was copied whole to be returned.
        return CloudLayout(
            width: canvas.width, height: canvas.height, chips: placed,
            headings: headings, hidden: hiddenLabels, overflow: overflow,
            groupOverflows: groupOverflows, separators: separators, fontNote: fontNote, title: title,
            tagData: tagData)
    }

    /// The chips at `positions`, in that order, placed in their frames moved by `offset` on
    /// their rows.
    private static func placed(
        _ positions: [Int], of chips: [PlacedChip], frames: [Rect], offset: Point, rows: [Int], maker: ChipMaker
    ) -> [PlacedChip] {
        positions.map { position in
            var chip = chips[position]
            maker.place(&chip, in: frames[position].offsetBy(dx: offset.x, dy: offset.y), row: rows[position])
            return chip
        }
    }

    /// The smallest tag chip's height (infinity without tags). Headings have no outline.
    private func smallestTagChipHeight(_ measured: [MeasuredItem], tagOf: ItemTags) -> Double {
        var smallest = Double.infinity
        for position in measured.indices where tagOf[position] != nil {
            smallest = min(smallest, measured[position].size.height)
        }
        return smallest
    }

    /// Refuses an outline wider than half a chip `chipHeight` tall, which would flood that chip
    /// (`ChipBox` draws at most half): `StyleError.strokeWidthTooWide`, naming the widest that fits.
    private func checkStrokeWidth(chipHeight: Double) throws(StyleError) {
        let width = style.chip.strokeWidth
        guard width > 0, chipHeight.isFinite, width > chipHeight / 2 + 1e-9 else { return }
        // A width a user can type that draws: half, down to a hundredth of a px.
        let largest = (chipHeight / 2 * 100).rounded(.down) / 100
        throw .strokeWidthTooWide(property: "chip.strokeWidth", strokeWidth: width, largest: largest)
    }

    /// Lays the cloud out and draws it in `format`.
    ///
    /// - Throws: `FontError` or `LayoutError` (see `layout()`), or `RenderError`.
    public func render(as format: OutputFormat) throws -> [UInt8] {
        try render(layout(), as: format)
    }

    /// Draws a layout this cloud made, in `format`.
    ///
    /// - Throws: `RenderError`, the only error drawing has: `.unsafeLink` for a chip linking to a
    ///   scheme a browser runs as code, unless `allowsUnsafeLinks`.
    public func render(_ layout: CloudLayout, as format: OutputFormat) throws(RenderError) -> [UInt8] {
        // Only SVG has ids: a PNG or PDF is drawn without hashing every glyph for a prefix.
        try ChipRenderer.render(
            scene(for: layout, withIDs: format == .svg), as: format, scale: style.scale, dpi: style.dpi,
            pngEffort: style.pngEffort)
    }

    /// What the renderer draws for `layout`: chips in canvas px with their paint.
    ///
    /// - Parameter withIDs: false leaves the id prefix unhashed (a scene no SVG is written from).
    package func scene(for layout: CloudLayout, withIDs: Bool = true) -> ChipScene {
        // Without headings or an overflow chip the scene shares the layout's array: a copy of
        // 100,000 chips would be 30 MB more while the picture is written. (The overflow chip is
        // looked at where it lies, not copied to be found absent.)
        let chips: [PlacedChip]
        if case .none = layout.overflow, layout.headings.isEmpty, layout.groupOverflows.isEmpty,
            layout.separators.isEmpty
        {
            chips = layout.chips
        } else {
            let extra = (layout.overflow.map { [$0] } ?? []) + layout.groupOverflows.map(\.chip) + layout.separators
            chips = layout.headings + layout.chips + extra
        }
        let prefix =
            withIDs
            ? Self.idPrefix(
                chosen: style.resolvedIDPrefix(stem: nil),
                hashed: Self.idPrefix(
                    width: layout.width, height: layout.height, background: style.background, chips: chips))
            : ""
        var scene = ChipScene(
            width: layout.width, height: layout.height, background: style.background, chips: chips,
            title: layout.title, idPrefix: prefix)
        scene.description = style.accessibleDescription
        scene.allowsUnsafeLinks = allowsUnsafeLinks
        return scene
    }

}
