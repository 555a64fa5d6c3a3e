import FlowLayout
import FuzzSupport

// The planner with sizes and options taken from the bytes; checks the invariants that must
// always hold, and traps (a finding) when one does not.
fuzz { bytes in
    let size = bytes.count
    guard size >= 8 else { return }
    let options = bytes[0]
    let layout = RowFlow(
        spacing: Double(bytes[1] % 32), lineSpacing: Double(bytes[2] % 32),
        alignment: RowAlignment.allCases[Int(options) % RowAlignment.allCases.count],
        lastRowAlignment: RowAlignment.allCases[Int(options >> 3) % RowAlignment.allCases.count],
        itemAlignment: ItemAlignment.allCases[Int(options >> 5) % ItemAlignment.allCases.count],
        direction: options & 1 == 0 ? .ltr : .rtl,
        lineBreaking: LineBreaking.allCases[Int(bytes[3]) % LineBreaking.allCases.count],
        maxItemsPerRow: bytes[4] % 4 == 0 ? nil : Int(bytes[4] % 9) + 1,
        maxRows: bytes[5] % 3 == 0 ? nil : Int(bytes[5] % 5) + 1)
    let width: Double? = bytes[6] == 0 ? nil : Double(bytes[6]) * 4
    var items: [MeasuredItem] = []
    var index = 7
    while index + 3 <= size {
        let w = Double(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])) / 64
        let h = Double(bytes[index + 2] % 64) + 1
        items.append(
            MeasuredItem(
                size: Size(width: w, height: h), firstBaseline: bytes[index] & 1 == 0 ? h * 0.75 : nil,
                breaksBefore: bytes[index + 2] & 0x80 != 0, priority: Double(bytes[index] % 3)))
        index += 3
    }
    let plan = layout.plan(
        proposal: ProposedSize(width: width, height: nil), items: items,
        overflow: { MeasuredItem(size: Size(width: Double(10 + 6 * String($0).count), height: 20)) })
    // Every item is placed once or hidden; frames stay inside the reported size.
    precondition((plan.order + plan.hidden).sorted() == Array(items.indices))
    for index in plan.order {
        let frame = plan.frames[index]
        precondition(frame.minX >= -1e-6 && frame.maxX <= plan.size.width + 1e-6)
        precondition(frame.minY >= -1e-6 && frame.maxY <= plan.size.height + 1e-6)
    }
}
