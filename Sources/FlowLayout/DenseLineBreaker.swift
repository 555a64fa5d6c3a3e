/// Dense packing for clouds whose order does not matter: first-fit decreasing. Items are taken by
/// priority (highest first), then width (widest first), then input order, and each goes into the
/// first row with room, else a new row. Within a row, items keep their input order. Forced line
/// breaks do not apply (there is no order to break).
///
/// First-fit decreasing is not better than in-order greedy on every input, so both are tried
/// and the one with fewer rows wins: dense never uses more rows than greedy (ties go to dense).
/// Both take O(n log n).
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
        // 1. The queue: priority, then width, both high first, then input order. Sorting the
        //    keys themselves rather than indices into `items` keeps the comparisons in cache.
        var queue = items.indices.map { (priority: items[$0].priority, width: items[$0].size.width, index: $0) }
        queue.sort { x, y in
            if x.priority != y.priority { return x.priority > y.priority }
            if x.width != y.width { return x.width > y.width }
            return x.index < y.index
        }

        // 2. Each item into the first row with room, found in a tree over the rows (O(log n) per
        //    item; trying the rows in turn was O(n) and made a million items take minutes).
        var tree = OpenRowTree(capacity: items.count, context: context)
        var rowOf = [Int](repeating: 0, count: items.count)
        for (_, width, index) in queue {
            rowOf[index] = tree.add(width: width, to: tree.firstRow(fitting: width))
        }

        // 3. Rows in the order they were opened, each in input order (a counting sort by row).
        var ends = [Int](repeating: 0, count: tree.counts.count)
        var total = 0
        for (row, count) in tree.counts.enumerated() {
            total += count
            ends[row] = total
        }
        var next = [0] + ends.dropLast()
        var order = [Int](repeating: 0, count: items.count)
        for index in items.indices {
            order[next[rowOf[index]]] = index
            next[rowOf[index]] += 1
        }
        return RowBreaks(order: order, ends: ends)
    }
}
