import Primitives
import Testing

@testable import FlowLayout

@Suite("RowFlow's SwiftUI-style Layout surface")
struct LayoutProtocolTests {
    @Test("Each item is measured exactly once per pass, and sizeThatFits and placeSubviews agree")
    func measuredOncePerPass() {
        let items = [80.0, 70, 60, 90].map { RecordingSubview(width: $0, height: 30) }
        let layout = RowFlow(spacing: 10)
        var cache = layout.makeCache(subviews: items)
        let proposal = ProposedSize(width: 200, height: nil)
        let size = layout.sizeThatFits(proposal: proposal, subviews: items, cache: &cache)
        layout.placeSubviews(
            in: Rect(origin: .zero, size: size), proposal: proposal, subviews: items, cache: &cache)
        #expect(items.map(\.measurements) == [1, 1, 1, 1])
        #expect(size == Size(width: 200, height: 70))
        #expect(items.map { $0.placements.count } == [1, 1, 1, 1])
    }

    @Test("updateCache measures every item once more")
    func updateCacheRemeasures() {
        let items = [RecordingSubview(width: 10, height: 10), RecordingSubview(width: 20, height: 10)]
        let layout = RowFlow()
        var cache = layout.makeCache(subviews: items)
        layout.updateCache(&cache, subviews: items)
        #expect(items.map(\.measurements) == [2, 2])
        #expect(cache.sizes == sizes([10, 20]))
    }

    @Test("Placement is offset by bounds.origin, anchored top-leading, with the item's own size")
    func placementHonoursBoundsOrigin() {
        let items = [RecordingSubview(width: 80, height: 30), RecordingSubview(width: 70, height: 20)]
        let layout = RowFlow(spacing: 10)
        var cache = layout.makeCache(subviews: items)
        layout.placeSubviews(
            in: Rect(x: 100, y: 50, width: 200, height: 30), proposal: ProposedSize(width: 200, height: nil),
            subviews: items, cache: &cache)
        #expect(items[0].placements.first?.position == Point(x: 100, y: 50))
        #expect(items[1].placements.first?.position == Point(x: 190, y: 50))
        #expect(items[1].placements.first?.anchor == .topLeading)
        #expect(items[1].placements.first?.proposal == ProposedSize(width: 70, height: 20))
    }

    @Test("A cache made for other items is refreshed instead of trusted")
    func staleCacheIsRefreshed() {
        let layout = RowFlow()
        var cache = layout.makeCache(subviews: [RecordingSubview(width: 10, height: 10)])
        let items = [RecordingSubview(width: 30, height: 10), RecordingSubview(width: 40, height: 10)]
        let size = layout.sizeThatFits(proposal: .unspecified, subviews: items, cache: &cache)
        #expect(size == Size(width: 78, height: 10))
    }

    @Test("Layout values travel through the subview's subscript, read once per pass with the size")
    func layoutValuesTravel() {
        let items = [
            ValuedSubview(width: 10, height: 40, baseline: 30),
            ValuedSubview(width: 10, height: 20, baseline: 15),
            ValuedSubview(width: 10, height: 20, breaksBefore: true),
        ]
        let layout = RowFlow(spacing: 0, itemAlignment: .baseline)
        var cache = layout.makeCache(subviews: items)
        #expect(cache.items.map(\.firstBaseline) == [30, 15, nil])
        #expect(cache.items.map(\.breaksBefore) == [false, false, true])
        layout.placeSubviews(
            in: Rect(x: 0, y: 0, width: 100, height: 100), proposal: ProposedSize(width: 100, height: nil),
            subviews: items, cache: &cache)
        #expect(
            items.map { $0.placements.first?.position } == [
                Point(x: 0, y: 0), Point(x: 10, y: 15), Point(x: 0, y: 40),
            ])
        #expect(items.map(\.measurements) == [1, 1, 1])
    }

    @Test("Hidden items are still placed once, with a zero proposal; the +N indicator is placed with its count")
    func hiddenAndIndicatorPlacement() {
        let items = [5.0, 5, 5, 5].map { RecordingSubview(width: $0, height: 10) }
        let indicator = RecordingIndicator()
        let layout = RowFlow(spacing: 1, maxRows: 1)
        var cache = layout.makeCache(subviews: items)
        let proposal = ProposedSize(width: 12, height: nil)
        let size = layout.sizeThatFits(proposal: proposal, subviews: items, cache: &cache, overflow: indicator)
        layout.placeSubviews(
            in: Rect(x: 100, y: 0, width: size.width, height: size.height), proposal: proposal, subviews: items,
            cache: &cache, overflow: indicator)
        #expect(items.map { $0.placements.count } == [1, 1, 1, 1])
        // Row [5 5] is 11 wide: "+2" (2 wide) would need 14 > 12, so item 1 is hidden too and
        // "+3" follows item 0 at x = 5 + 1.
        #expect(items[0].placements.first?.proposal == ProposedSize(width: 5, height: 10))
        #expect(items[1...].map { $0.placements.first?.proposal } == [.zero, .zero, .zero])
        #expect(indicator.placements.count == 1)
        #expect(indicator.placements.first?.count == 3)
        #expect(indicator.placements.first?.position == Point(x: 106, y: 0))
    }
}

/// A subview that sets layout values.
final class ValuedSubview: LayoutSubview {
    let size: Size
    let baseline: Double?
    let breaksBefore: Bool
    private(set) var measurements = 0
    private(set) var placements: [(position: Point, proposal: ProposedSize)] = []

    init(width: Double, height: Double, baseline: Double? = nil, breaksBefore: Bool = false) {
        size = Size(width: width, height: height)
        self.baseline = baseline
        self.breaksBefore = breaksBefore
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        measurements += 1
        return size
    }

    func place(at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        placements.append((position, proposal))
    }

    subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        if key == FirstTextBaseline.self, let value = baseline as? Key.Value { return value }
        if key == LineBreakBefore.self, let value = breaksBefore as? Key.Value { return value }
        return Key.defaultValue
    }
}

/// A "+N" item whose width grows with its count and that remembers where it went.
final class RecordingIndicator: OverflowIndicator {
    private(set) var placements: [(position: Point, count: Int)] = []

    func sizeThatFits(hiddenCount: Int) -> Size {
        Size(width: Double(String(hiddenCount).count + 1), height: 10)
    }

    func place(at position: Point, hiddenCount: Int, proposal: ProposedSize) {
        placements.append((position, hiddenCount))
    }
}
