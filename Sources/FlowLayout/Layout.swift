public import Primitives

/// An arrangement of items, like SwiftUI's `Layout` protocol: rows (``RowFlow``), columns
/// (``ColumnFlow``), or one of your own.
///
/// A conformer writes one function, ``plan(proposal:items:overflow:)``: for a proposal and the
/// items as measured, the size it needs and a frame for every item. The SwiftUI-style surface
/// comes with it — ``makeCache(subviews:)`` and ``updateCache(_:subviews:)`` measure each item
/// once per pass at its ideal size, ``sizeThatFits(proposal:subviews:cache:overflow:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:overflow:)`` both read that one plan, so they can
/// never disagree (DESIGN.md, rule 1). TagFlow's `TagCloud` lays its chips out through this
/// protocol, so any conformer can arrange a cloud.
///
/// A diagonal, each item below and to the right of the one before:
///
/// ```swift
/// struct Diagonal: Layout {
///     var spacing = 4.0
///
///     func plan(
///         proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?
///     ) -> Plan {
///         var frames: [Rect] = []
///         var corner = Point.zero
///         for item in items {
///             frames.append(Rect(origin: corner, size: item.size))
///             corner.x += item.size.width + spacing
///             corner.y += item.size.height + spacing
///         }
///         // Each item is a line of its own.
///         let rows = frames.indices.map {
///             Row(span: $0..<($0 + 1), y: frames[$0].minY, width: frames[$0].width, height: frames[$0].height)
///         }
///         return Plan(
///             size: Size(width: frames.last?.maxX ?? 0, height: frames.last?.maxY ?? 0),
///             frames: frames, rows: rows, order: Array(items.indices))
///     }
/// }
/// ```
///
/// Conformers are `Hashable` so that a style holding one can be compared, and `Sendable` so that
/// it can be laid out on any thread (`tagflow batch` renders on every core).
public protocol Layout: Hashable, Sendable {
    /// The gap between neighbouring items in a line (a row, a column).
    var spacing: Double { get }

    /// The gap between lines; the default is `spacing`.
    var lineSpacing: Double { get }

    /// Measures every item once, at its ideal size, and reads its layout values. The default is
    /// what the planner's rule 1 asks for; replace it only to measure differently.
    func makeCache<Subviews: Collection>(subviews: Subviews) -> LayoutCache where Subviews.Element: LayoutSubview

    /// Measures the items again after they changed; the default measures them all.
    func updateCache<Subviews: Collection>(_ cache: inout LayoutCache, subviews: Subviews)
    where Subviews.Element: LayoutSubview

    /// The one planning function behind `sizeThatFits` and `placeSubviews`: the size the
    /// arrangement needs for `proposal`, and where each item goes.
    ///
    /// - Parameters:
    ///   - proposal: what the container offers; `nil` or infinite dimensions mean no limit.
    ///   - items: each item's ideal size and layout values, in order.
    ///   - overflow: the "+N" item for a count of hidden items, for arrangements that can hide
    ///     some; `nil` shows none.
    /// - Returns: a plan with one frame per item, in input order, relative to the arrangement's
    ///   top-left corner.
    func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan
}

extension Layout {
    /// What a layout pass keeps between `sizeThatFits` and `placeSubviews`: the items, measured once.
    public typealias Cache = LayoutCache

    /// The gap between lines: the same as between items, unless a conformer says otherwise.
    public var lineSpacing: Double { spacing }

    /// Measures every item once, at `.unspecified` (its ideal size), with its layout values.
    public func makeCache<Subviews: Collection>(subviews: Subviews) -> LayoutCache
    where Subviews.Element: LayoutSubview {
        LayoutCache(items: subviews.map { MeasuredItem($0) })
    }

    /// Measures every item again, once.
    public func updateCache<Subviews: Collection>(_ cache: inout LayoutCache, subviews: Subviews)
    where Subviews.Element: LayoutSubview {
        cache = makeCache(subviews: subviews)
    }

    /// Plans items with no "+N" item.
    public func plan(proposal: ProposedSize, items: [MeasuredItem]) -> Plan {
        plan(proposal: proposal, items: items, overflow: nil)
    }

    /// Plans boxes that are nothing but sizes.
    public func plan(proposal: ProposedSize, sizes: [Size]) -> Plan {
        plan(proposal: proposal, items: sizes.map { MeasuredItem(size: $0) }, overflow: nil)
    }

    /// The size the arrangement needs for `proposal`: the size of its plan.
    ///
    /// Not a protocol requirement, and `placeSubviews` neither: both come from
    /// ``plan(proposal:items:overflow:)``, so no conformer can make them disagree.
    ///
    /// - Parameter overflow: the "+N" item shown when a limit hides items.
    public func sizeThatFits<Subviews: Collection>(
        proposal: ProposedSize, subviews: Subviews, cache: inout LayoutCache, overflow: (any OverflowIndicator)? = nil
    ) -> Size where Subviews.Element: LayoutSubview {
        refreshIfStale(&cache, subviews: subviews)
        return plan(proposal: proposal, items: cache.items, overflow: overflow.map { $0.measured }).size
    }

    /// Places every item inside `bounds`, offset from `bounds.origin`. Items the plan hides are
    /// placed at the origin with a zero proposal, so each item is still placed once (rule 7).
    public func placeSubviews<Subviews: Collection>(
        in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout LayoutCache,
        overflow: (any OverflowIndicator)? = nil
    ) where Subviews.Element: LayoutSubview {
        refreshIfStale(&cache, subviews: subviews)
        let plan = plan(proposal: proposal, items: cache.items, overflow: overflow.map { $0.measured })
        let hidden = Set(plan.hidden)
        for (index, (subview, frame)) in zip(subviews, plan.frames).enumerated() {
            subview.place(
                at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                proposal: hidden.contains(index) ? .zero : ProposedSize(frame.size))
        }
        // The whole plan's "+N", or each section's (`RowFlow.maxRowsPerSection`).
        for placement in (plan.overflow.map { [$0] } ?? []) + plan.sectionOverflows {
            guard let overflow else { break }
            overflow.place(
                at: Point(x: bounds.minX + placement.frame.minX, y: bounds.minY + placement.frame.minY),
                hiddenCount: placement.hiddenCount, proposal: ProposedSize(placement.frame.size))
        }
    }

    /// A cache made for another set of items is measured again rather than trusted.
    private func refreshIfStale<Subviews: Collection>(_ cache: inout LayoutCache, subviews: Subviews)
    where Subviews.Element: LayoutSubview {
        if cache.items.count != subviews.count {
            updateCache(&cache, subviews: subviews)
        }
    }
}
