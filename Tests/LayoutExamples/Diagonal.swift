import FlowLayout
import Primitives

/// A conformer of the user's own, written against the public API only: each item below and to the
/// right of the one before, `spacing` apart. Shared by the planner's tests (`FlowLayoutTests`)
/// and the cloud's (`TagFlowTests`), which draw it.
public struct Diagonal: Layout {
    public var spacing: Double

    public init(spacing: Double = 4) { self.spacing = spacing }

    public func plan(proposal: ProposedSize, items: [MeasuredItem], overflow: ((Int) -> MeasuredItem)?) -> Plan {
        var frames: [Rect] = []
        var corner = Point.zero
        for item in items {
            frames.append(Rect(origin: corner, size: item.size))
            corner.x += item.size.width + spacing
            corner.y += item.size.height + spacing
        }
        let rows = frames.indices.map {
            Row(span: $0..<($0 + 1), y: frames[$0].minY, width: frames[$0].width, height: frames[$0].height)
        }
        return Plan(
            size: Size(width: frames.last?.maxX ?? 0, height: frames.last?.maxY ?? 0), frames: frames, rows: rows,
            order: Array(items.indices))
    }
}
