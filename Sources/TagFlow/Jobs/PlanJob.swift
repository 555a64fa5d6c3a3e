import Primitives
package import FlowLayout

/// `tagflow plan`: boxes in, frames out — the planner alone, no fonts.
///
/// The input is a JSON array of `[width, height]` or `[width, height, baseline]` entries (px,
/// finite, width and height ≥ 0). The output is one line of JSON:
/// `{"width":…,"height":…,"frames":[[x,y,w,h],…]}`, plus `"hidden":[…]` when a row limit hid
/// items and `"overflow":[x,y,w,h]` when a "+N" box was given and shown.
package struct PlanJob: Sendable {
    package var layout: RowFlow
    /// The proposed width; `nil` lays everything out on one row.
    package var width: Double?
    /// The size of the "+N" box shown when a row limit hides items; `nil` shows none.
    package var overflowSize: Size?

    package init(layout: RowFlow, width: Double?, overflowSize: Size? = nil) {
        self.layout = layout
        self.width = width
        self.overflowSize = overflowSize
    }

    /// Plans the boxes in `input` and returns the JSON answer (with a final newline).
    ///
    /// - Parameter source: how the input is named in errors.
    package func run(input: [UInt8], source: String) throws(InputError) -> String {
        let items = try Self.items(from: input, source: source)
        let overflow = overflowSize.map { size in { (_: Int) in MeasuredItem(size: size) } }
        let plan = layout.plan(proposal: ProposedSize(width: width, height: nil), items: items, overflow: overflow)
        var fields = [
            "\"width\":" + JSONWriter.number(plan.size.width),
            "\"height\":" + JSONWriter.number(plan.size.height),
            "\"frames\":["
                + plan.frames.map { JSONWriter.numbers([$0.minX, $0.minY, $0.width, $0.height]) }
                .joined(separator: ",") + "]",
        ]
        if !plan.hidden.isEmpty {
            fields.append("\"hidden\":" + JSONWriter.numbers(plan.hidden.map(Double.init)))
        }
        if let frame = plan.overflow?.frame {
            fields.append("\"overflow\":" + JSONWriter.numbers([frame.minX, frame.minY, frame.width, frame.height]))
        }
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    /// Reads the boxes, naming the line, column and entry of anything wrong.
    static func items(from input: [UInt8], source: String) throws(InputError) -> [MeasuredItem] {
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
            items.append(
                MeasuredItem(
                    size: Size(width: numbers[0], height: numbers[1]), firstBaseline: numbers.dropFirst(2).first))
        }
        return items
    }
}
