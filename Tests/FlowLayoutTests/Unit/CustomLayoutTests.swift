import FlowLayout
import LayoutExamples
import Primitives
import Testing

@Suite("The Layout protocol: one plan behind the SwiftUI-style surface, for every conformer")
struct CustomLayoutTests {
    @Test("A conformer writes only plan: the cache measures once, sizeThatFits and placeSubviews follow the plan")
    func conformerGetsTheSurface() {
        let items = [RecordingSubview(width: 10, height: 5), RecordingSubview(width: 20, height: 10)]
        let layout: any Layout = Diagonal()
        var cache = layout.makeCache(subviews: items)
        let size = layout.sizeThatFits(proposal: .unspecified, subviews: items, cache: &cache)
        layout.placeSubviews(
            in: Rect(origin: Point(x: 100, y: 50), size: size), proposal: .unspecified, subviews: items, cache: &cache)
        #expect(items.map(\.measurements) == [1, 1])
        #expect(size == Size(width: 34, height: 19))
        #expect(items.map { $0.placements.first?.position } == [Point(x: 100, y: 50), Point(x: 114, y: 59)])
        #expect(items[1].placements.first?.proposal == ProposedSize(width: 20, height: 10))
        #expect(layout.lineSpacing == layout.spacing)
    }

    @Test("Rows and columns are conformers too: the same items, each as its own arrangement")
    func flowsAreLayouts() {
        let sizes = [Size(width: 30, height: 10), Size(width: 30, height: 10)]
        let layouts: [any Layout] = [RowFlow(spacing: 5), ColumnFlow(spacing: 5), Diagonal(spacing: 5)]
        let plans = layouts.map { $0.plan(proposal: .unspecified, sizes: sizes) }
        #expect(
            plans.map(\.size) == [
                Size(width: 65, height: 10), Size(width: 30, height: 25), Size(width: 65, height: 25),
            ])
        #expect(plans.map(\.axis) == [.rows, .columns, .rows])
    }

    @Test("RowFlow keeps its names: RowFlow.Cache, its sizes and items")
    func rowFlowSourceCompatible() {
        let layout = RowFlow()
        let items = [RecordingSubview(width: 10, height: 10)]
        var cache: RowFlow.Cache = layout.makeCache(subviews: items)
        layout.updateCache(&cache, subviews: items)
        #expect(cache.sizes == [Size(width: 10, height: 10)])
        #expect(cache.items.count == 1)
        #expect(
            layout.plan(proposal: .unspecified, items: cache.items)
                == layout.plan(proposal: .unspecified, sizes: cache.sizes))
    }
}
