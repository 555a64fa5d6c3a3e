/// Dense packing for clouds whose order does not matter: first-fit decreasing. Items are taken by
/// priority (highest first), then width (widest first), then input order, and each goes into the
/// first row with room, else a new row. Within a row, items keep their input order. Forced line
/// breaks do not apply (there is no order to break).
///
/// First-fit decreasing is not better than in-order greedy on every input, so both are tried
/// and the one with fewer rows wins: dense never uses more rows than greedy (ties go to dense).
struct DenseLineBreaker: LineBreaker {
    func breakLines(_ items: [MeasuredItem], in context: LineBreakContext) -> RowBreaks {
        let packed = firstFitDecreasing(items, in: context)
        let unbroken = items.map { item in
            var item = item
            item.breaksBefore = false
            return item
        }
        let greedy = GreedyLineBreaker().breakLines(unbroken, in: context)
        return greedy.ends.count < packed.ends.count ? greedy : packed
    }

    func firstFitDecreasing(_ items: [MeasuredItem], in context: LineBreakContext) -> RowBreaks {
        let queue = items.indices.sorted { a, b in
            let (x, y) = (items[a], items[b])
            if x.priority != y.priority { return x.priority > y.priority }
            if x.size.width != y.size.width { return x.size.width > y.size.width }
            return a < b
        }
        var rows: [[Int]] = []
        var widths: [Double] = []
        for index in queue {
            let width = items[index].size.width
            if let row = rows.indices.first(where: {
                context.fits(rowWidth: widths[$0], count: rows[$0].count, itemWidth: width)
            }) {
                rows[row].append(index)
                widths[row] += context.spacing + width
            } else {
                rows.append([index])
                widths.append(width)
            }
        }
        var order: [Int] = []
        order.reserveCapacity(items.count)
        var ends: [Int] = []
        for row in rows {
            order += row.sorted()
            ends.append(order.count)
        }
        return RowBreaks(order: order, ends: ends)
    }
}
