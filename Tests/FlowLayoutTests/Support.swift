import Primitives

@testable import FlowLayout

/// A fixed-size item that counts how often it is measured and remembers where it was placed.
final class RecordingSubview: LayoutSubview {
    let size: Size
    private(set) var measurements = 0
    private(set) var placements: [(position: Point, anchor: UnitPoint, proposal: ProposedSize)] = []

    init(width: Double, height: Double) {
        size = Size(width: width, height: height)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        measurements += 1
        return size
    }

    func place(at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        placements.append((position, anchor, proposal))
    }
}

func sizes(_ widths: [Double], height: Double = 10) -> [Size] {
    widths.map { Size(width: $0, height: height) }
}

/// Draws a plan's rows as text, one character per `unit` px: `|AAA BB|` — item i is the
/// i-th capital letter, gaps are spaces, the limit is the bar.
func ascii(_ plan: Plan, unit: Double) -> String {
    plan.rows.map { row in
        var line = [Character](repeating: " ", count: Int((plan.size.width / unit).rounded()))
        for index in plan.items(in: row) {
            let frame = plan.frames[index]
            let letter = Character(UnicodeScalar(UInt8(65 + index % 26)))
            for column in Int((frame.minX / unit).rounded())..<Int((frame.maxX / unit).rounded()) {
                line[column] = letter
            }
        }
        return "|" + String(line) + "|"
    }.joined(separator: "\n")
}
