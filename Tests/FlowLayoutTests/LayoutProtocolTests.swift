import Testing

@testable import FlowLayout

@Suite("FlowLayout's SwiftUI-style Layout surface")
struct LayoutProtocolTests {
    @Test("Each item is measured exactly once per pass, and sizeThatFits and placeSubviews agree")
    func measuredOncePerPass() {
        let items = [80.0, 70, 60, 90].map { RecordingSubview(width: $0, height: 30) }
        let layout = FlowLayout(spacing: 10)
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
        let layout = FlowLayout()
        var cache = layout.makeCache(subviews: items)
        layout.updateCache(&cache, subviews: items)
        #expect(items.map(\.measurements) == [2, 2])
        #expect(cache.sizes == sizes([10, 20]))
    }

    @Test("Placement is offset by bounds.origin, anchored top-leading, with the item's own size")
    func placementHonoursBoundsOrigin() {
        let items = [RecordingSubview(width: 80, height: 30), RecordingSubview(width: 70, height: 20)]
        let layout = FlowLayout(spacing: 10)
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
        let layout = FlowLayout()
        var cache = layout.makeCache(subviews: [RecordingSubview(width: 10, height: 10)])
        let items = [RecordingSubview(width: 30, height: 10), RecordingSubview(width: 40, height: 10)]
        let size = layout.sizeThatFits(proposal: .unspecified, subviews: items, cache: &cache)
        #expect(size == Size(width: 78, height: 10))
    }
}
