package import FlowLayout
import Primitives
import TagFlow

/// `tagflow plan`: boxes in, frames out — the planner alone, no fonts.
///
/// The input is a JSON array of `[width, height]` or `[width, height, baseline]` entries (px,
/// finite, width and height ≥ 0). The output is one line of JSON:
/// `{"width":…,"height":…,"frames":[[x,y,w,h],…]}`, plus `"hidden":[…]` when a row limit hid
/// items, `"overflow":[x,y,w,h]` when a "+N" box was given and shown, and `"separators":[[x,y,w,h],…]`
/// when the rows keep room for separators (`RowFlow.separatorWidth`, `--separator-width`): where
/// each goes, as `render --separator` draws them. The width follows `fit` (and for columns, the
/// height).
package struct PlanJob: Sendable {
    /// A `RowFlow`, or a `ColumnFlow` for `--flow columns`.
    package var layout: any Layout
    /// The proposed width; `nil` lays everything out on one row. Columns ignore it.
    package var width: Double?
    /// The proposed height; `nil` lays everything out in one column. Rows ignore it.
    package var height: Double?
    /// The size of the "+N" box shown when a row limit hides items; `nil` shows none.
    package var overflowSize: Size?
    /// How wide the answer is: `.width` (the default) is the planner's `max(width, widest row)`;
    /// `.content` is only what the boxes cover, every frame moved left by what was cut away —
    /// `render --fit`'s rule. For columns the same holds of the height.
    package var fit: CanvasFit

    package init(
        layout: any Layout, width: Double?, height: Double? = nil, overflowSize: Size? = nil, fit: CanvasFit = .width
    ) {
        self.layout = layout
        self.width = width
        self.height = height
        self.overflowSize = overflowSize
        self.fit = fit
    }

    /// Plans the boxes in `input` and returns the JSON answer (with a final newline).
    ///
    /// - Parameter source: how the input is named in errors.
    package func run(input: [UInt8], source: String) throws(InputError) -> String {
        // Across columns the gaps are the line spacing, down them the spacing.
        let columns = layout is ColumnFlow
        let separator = (layout as? RowFlow)?.separatorWidth
        // With a separator, neighbours on a row are spacing, the separator and spacing apart.
        let gap = separator.map { 2 * layout.spacing + $0 } ?? layout.spacing
        let items = try Self.items(
            from: input, source: source, spacing: columns ? layout.lineSpacing : gap,
            lineSpacing: columns ? layout.spacing : layout.lineSpacing)
        let overflow = overflowSize.map { size in { (_: Int) in MeasuredItem(size: size) } }
        let plan = layout.plan(proposal: ProposedSize(width: width, height: height), items: items, overflow: overflow)
        let extent = plan.horizontalExtent(fit)
        let vertical = plan.verticalExtent(fit)
        // With `.content` the placed boxes move left (columns: up) by what was cut away; hidden
        // items keep their empty frame at the origin.
        let hidden = Set(plan.hidden)
        func box(_ frame: Rect, placed: Bool = true) -> String {
            let moved = fit == .content && placed
            let x = moved ? frame.minX - extent.lowerBound : frame.minX
            let y = moved ? frame.minY - vertical.lowerBound : frame.minY
            return JSONWriter.numbers([x, y, frame.width, frame.height])
        }
        var fields = [
            "\"width\":" + JSONWriter.number(extent.upperBound - extent.lowerBound),
            "\"height\":" + JSONWriter.number(vertical.upperBound - vertical.lowerBound),
            "\"frames\":["
                + plan.frames.indices.map { box(plan.frames[$0], placed: !hidden.contains($0)) }
                .joined(separator: ",") + "]",
        ]
        if !plan.hidden.isEmpty {
            fields.append("\"hidden\":" + JSONWriter.numbers(plan.hidden.map(Double.init)))
        }
        if let frame = plan.overflow?.frame { fields.append("\"overflow\":" + box(frame)) }
        if let separator {
            let frames = plan.separatorFrames(width: separator).map { box($0.frame) }
            fields.append("\"separators\":[" + frames.joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    /// The most the widths with their spacing, or the heights with their line spacing and
    /// baselines, may add up to. Every coordinate in the answer is one of these sums or a few of
    /// them combined (centring halves the slack, justifying spreads it), so below this — about a
    /// sixteenth of the largest Double — no answer holds `inf` or `nan`, which JSON cannot carry.
    static let largestSum = 1e307

    /// Reads the boxes, naming the line, column and entry of anything wrong, including the entry
    /// where the sizes add up past `largestSum`.
    static func items(
        from input: [UInt8], source: String, spacing: Double = 0, lineSpacing: Double = 0
    ) throws(InputError) -> [MeasuredItem] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(input)
        } catch {
            let (line, column) = error.position(in: input)
            throw .malformedJSON(source: source, line: line, column: column, problem: error.message)
        }
        guard let entries = document.array else {
            let (line, column) = JSONError.position(of: document.offset, in: input)
            throw .malformedJSON(
                source: source, line: line, column: column,
                problem: "expected an array of [width, height] entries, found \(document.kindName)")
        }
        var items: [MeasuredItem] = []
        items.reserveCapacity(entries.count)
        var across = 0.0
        var down = 0.0
        for (number, entry) in entries.enumerated() {
            func bad(_ problem: String) -> InputError {
                let (line, column) = JSONError.position(of: entry.offset, in: input)
                return .badEntry(source: source, line: line, column: column, entry: number, problem: problem)
            }
            guard let values = entry.array, values.count == 2 || values.count == 3 else {
                throw bad("expected [width, height] or [width, height, baseline], found \(entry.kindName)")
            }
            let numbers = values.compactMap(\.number)
            guard numbers.count == values.count else { throw bad("every value must be a number") }
            guard numbers[0] >= 0, numbers[1] >= 0 else {
                throw bad(
                    "width and height must be ≥ 0, found [\(numbers.map(JSONWriter.number).joined(separator: ", "))]")
            }
            let baseline = numbers.dropFirst(2).first
            // A baseline far above or below its box stretches the row by as much, on either side.
            across += numbers[0] + spacing
            down += numbers[1] + 2 * abs(baseline ?? 0) + lineSpacing
            guard across <= Self.largestSum, down <= Self.largestSum else {
                let what = across > Self.largestSum ? "widths" : "heights"
                throw bad("the \(what) add up to more than 1e307 px here, too much to lay out; use smaller values")
            }
            items.append(MeasuredItem(size: Size(width: numbers[0], height: numbers[1]), firstBaseline: baseline))
        }
        return items
    }
}
