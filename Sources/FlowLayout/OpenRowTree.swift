/// The rows of a first-fit packing, kept so that the first row an item fits in is found in
/// O(log rows) rather than by trying every row.
///
/// A tournament tree over the rows in the order they were opened: each node holds the narrowest
/// width among the rows below it that may still take an item (fewer than `maxItemsPerRow`). Whether
/// an item fits a row only gets harder as the row gets wider, so a subtree has a row with room
/// exactly when its narrowest open row has room, and the first such row is found by going left
/// whenever the left subtree has one. The test is `LineBreakContext.fits` on the row's own
/// width, so the answers are exactly those of trying the rows one by one.
struct OpenRowTree {
    private let context: LineBreakContext
    /// Leaves start here; node `i` has children `2i` and `2i + 1`.
    private let leaves: Int
    /// The narrowest width among open rows below each node (meaningless where `open` is false).
    private var narrowest: [Double]
    /// Whether any row below each node may take another item.
    private var open: [Bool]
    /// Each row's width and item count.
    private(set) var widths: [Double] = []
    private(set) var counts: [Int] = []

    /// A tree with room for `capacity` rows (at most one per item).
    init(capacity: Int, context: LineBreakContext) {
        self.context = context
        var leaves = 1
        while leaves < max(1, capacity) { leaves *= 2 }
        self.leaves = leaves
        narrowest = [Double](repeating: 0, count: 2 * leaves)
        open = [Bool](repeating: false, count: 2 * leaves)
    }

    /// The first row an item of `width` fits in, if any.
    func firstRow(fitting width: Double) -> Int? {
        guard hasRoom(1, for: width) else { return nil }
        var node = 1
        while node < leaves {
            node = hasRoom(2 * node, for: width) ? 2 * node : 2 * node + 1
        }
        return node - leaves
    }

    /// Adds an item of `width` to `row`, or opens a new row for it when `row` is `nil`.
    /// Returns the row it went to.
    @discardableResult
    mutating func add(width: Double, to row: Int?) -> Int {
        let row = row ?? widths.count
        if row == widths.count {
            widths.append(width)
            counts.append(1)
        } else {
            widths[row] += context.spacing + width
            counts[row] += 1
        }
        var node = leaves + row
        narrowest[node] = widths[row]
        open[node] = counts[row] < context.maxItemsPerRow
        // Up to the root, stopping where a node does not change: nothing above it does either.
        while node > 1 {
            node /= 2
            let (left, right) = (2 * node, 2 * node + 1)
            let isOpen = open[left] || open[right]
            let value =
                !open[left] ? narrowest[right] : !open[right] ? narrowest[left] : min(narrowest[left], narrowest[right])
            if isOpen == open[node] && value == narrowest[node] { break }
            open[node] = isOpen
            narrowest[node] = value
        }
        return row
    }

    /// Whether some row below `node` takes an item of `width`. An open row holds fewer than
    /// `maxItemsPerRow` items, so the count passed to `fits` is any count below it.
    @inline(__always)
    private func hasRoom(_ node: Int, for width: Double) -> Bool {
        open[node] && context.fits(rowWidth: narrowest[node], count: 0, itemWidth: width)
    }
}
