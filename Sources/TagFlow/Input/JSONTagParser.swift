import ChipRendering
import Primitives

/// Reads JSON input: an array of strings, or of objects with `label` (required) and optional
/// `weight`, `value`, `color`, `link`, `group`, `break` and `icon`. Unknown keys are ignored with a warning naming the
/// closest known key; every error points at the line and column of the value at fault. A JSON
/// document is not line-limited: minified, it is one line however many labels it holds.
enum JSONTagParser {
    static let keys = ["label", "weight", "value", "color", "link", "group", "break", "icon"]

    /// Parses `bytes` into `sink`.
    static func parse(
        _ bytes: [UInt8], source: String, into sink: inout TagSink, warn: (String) -> Void
    ) throws(InputError) {
        try InputText.validate(bytes, source: source)
        let document: JSONValue
        do {
            // Without dedupe every entry is a label, so parsing can stop at the label limit.
            let limit = sink.dedupe ? Int.max : sink.maxLabels
            document = try JSONParser.parse(bytes, maximumTopLevelCount: limit, allowsRepeatedKeys: true)
        } catch {
            if error.exceedsCount {
                throw .tooManyLabels(source: source, count: sink.maxLabels + 1, limit: sink.maxLabels)
            }
            let (line, column) = error.position(in: bytes)
            throw .malformedJSON(source: source, line: line, column: column, problem: error.message)
        }
        func position(_ value: JSONValue) -> (line: Int, column: Int) {
            JSONError.position(of: value.offset, in: bytes)
        }
        func bad(_ value: JSONValue, _ problem: String) -> InputError {
            let (line, column) = position(value)
            return .badJSONTag(source: source, line: line, column: column, problem: problem)
        }
        guard let entries = document.array else {
            throw bad(document, "expected an array of labels or of {\"label\": …} objects, found \(document.kindName)")
        }

        // Entries come in order: count their lines on from the last one, not from the start
        // each time (that is quadratic in a large minified file).
        var counted = (offset: 0, line: 1)
        for entry in entries {
            let offset = min(entry.offset, bytes.count)
            counted.line += bytes[counted.offset..<offset].count(where: { $0 == UInt8(ascii: "\n") })
            counted.offset = offset
            let line = counted.line
            switch entry.kind {
            case .string(let text):
                let label = LabelCleaner.clean(text, source: source, line: line, warn: warn)
                guard !label.isEmpty else { throw bad(entry, "empty label") }
                try sink.add(CloudTag(label, line: line))
            case .object(let members):
                var fields: [String: JSONValue] = [:]
                for member in members {
                    guard keys.contains(member.key) else {
                        let hint = Suggestion.hint(Suggestion.closest(to: member.key.lowercased(), in: keys))
                        let (keyLine, keyColumn) = JSONError.position(of: member.keyOffset, in: bytes)
                        warn("\(source):\(keyLine):\(keyColumn): unknown key '\(member.key)' ignored\(hint)")
                        continue
                    }
                    fields[member.key] = member.value
                }
                let tag = try tag(from: fields, entry: entry, line: line, source: source, bad: bad, warn: warn)
                try sink.add(tag, warn: warn)
            default:
                throw bad(entry, "expected a label or an object, found \(entry.kindName)")
            }
        }
    }

    private static func tag(
        from fields: [String: JSONValue], entry: JSONValue, line: Int, source: String,
        bad: (JSONValue, String) -> InputError, warn: (String) -> Void
    ) throws(InputError) -> CloudTag {
        func string(_ key: String) throws(InputError) -> String? {
            guard let value = fields[key] else { return nil }
            if case .null = value.kind { return nil }
            guard case .string(let text) = value.kind else { throw bad(value, "'\(key)' must be a string") }
            return text
        }
        guard let raw = try string("label") else { throw bad(entry, "missing 'label'") }
        let label = LabelCleaner.clean(raw, source: source, line: line, warn: warn)
        let icon = try string("icon")?.trimmingWhitespace().nilIfEmpty
        // An empty label is allowed beside an icon: an icon-only chip.
        guard !label.isEmpty || icon != nil else { throw bad(fields["label"] ?? entry, "empty label") }
        var tag = CloudTag(
            label, link: try string("link")?.nilIfEmpty, group: try string("group")?.nilIfEmpty, line: line)
        tag.iconReference = icon
        if let value = fields["break"], value.kind != .null {
            guard case .bool(let on) = value.kind else { throw bad(value, "'break' must be true or false") }
            tag.breaksBefore = on
        }
        if let value = fields["weight"], value.kind != .null {
            // Unwrapped in two steps: `value.number.flatMap(TagFields.weight)` crashes the 6.3.1
            // optimiser (an ownership error in CopyPropagation) in release builds.
            guard let number = value.number, let weight = TagFields.weight(number) else {
                throw bad(value, "'weight' must be a number ≥ 0")
            }
            tag.weight = weight
        }
        if let text = try string("value")?.trimmingWhitespace().nilIfEmpty {
            if let problem = CloudTag.valueProblem(text) {
                throw bad(fields["value"]!, "'value' cannot be drawn beside the label: \(problem)")
            }
            tag.value = text
        }
        if let text = try string("color") {
            guard let color = TagFields.color(text) else {
                throw bad(
                    fields["color"]!, "colour '\(text)' is not a colour; write #rrggbb, rgb(…) or a CSS colour name")
            }
            tag.color = color
        }
        return tag
    }

}
