import ChipRendering
import Primitives

/// Reads CSV input (RFC 4180): a header row naming the columns — `label` (required), `weight`,
/// `value`, `color`, `link`, `group`, `break`, `icon`, in any order and case — then one tag per row. Fields may be quoted;
/// inside quotes, commas and line breaks are part of the field and `""` is a quote. LF, CRLF and
/// a lone CR end a row. Rows become tags as they are split, so the sink's limits stop the reading.
enum CSVParser {
    static let columns = ["label", "weight", "value", "color", "link", "group", "break", "icon"]

    /// Parses `bytes` into `sink`.
    static func parse(
        _ bytes: [UInt8], source: String, into sink: inout TagSink, warn: (String) -> Void
    ) throws(InputError) {
        let text = try InputText.decode(bytes, source: source, limitLines: true)
        var header: Header?
        try records(in: text, source: source) { record throws(InputError) in
            guard let known = header else {
                header = try Header(record, source: source, warn: warn)
                return
            }
            if let tag = try tag(from: record, header: known, source: source, warn: warn) {
                try sink.add(tag, warn: warn)
            }
        }
        guard header != nil || sink.allowsEmpty else { throw .noLabels(source: source) }
    }

    /// The header row: where each known column is.
    struct Header {
        var position: [String: Int]
        var labelColumn: Int

        init(_ header: Record, source: String, warn: (String) -> Void) throws(InputError) {
            // Map the header's names to columns; unknown ones are ignored with a warning (once the
            // header is known to be usable, so a failing run prints only its error).
            var position: [String: Int] = [:]
            var unknown: [String] = []
            for (index, name) in header.fields.enumerated() {
                let key = name.trimmingWhitespace().lowercased()
                if CSVParser.columns.contains(key) {
                    position[key] = position[key] ?? index
                } else {
                    unknown.append(name)
                }
            }
            guard let labelColumn = position["label"] else {
                throw .malformedCSV(
                    source: source, line: header.line, column: 1, problem: "the header row has no 'label' column")
            }
            for name in unknown {
                let hint = Suggestion.hint(
                    Suggestion.closest(to: name.trimmingWhitespace().lowercased(), in: CSVParser.columns))
                warn("\(source):\(header.line): unknown column '\(name)' ignored\(hint)")
            }
            self.position = position
            self.labelColumn = labelColumn
        }
    }

    /// The tag of one row after the header; `nil` for an empty row or label.
    static func tag(from record: Record, header: Header, source: String, warn: (String) -> Void) throws(InputError)
        -> CloudTag?
    {
        guard !(record.fields.count == 1 && record.fields[0].isEmpty) else { return nil }
        let field = { (name: String) -> String? in
            header.position[name].flatMap {
                $0 < record.fields.count ? record.fields[$0].trimmingWhitespace().nilIfEmpty : nil
            }
        }
        let label = LabelCleaner.clean(
            header.labelColumn < record.fields.count ? record.fields[header.labelColumn] : "", source: source,
            line: record.line, warn: warn)
        // An empty label skips the row, unless it names an icon: an icon-only chip.
        guard !label.isEmpty || field("icon") != nil else { return nil }
        var tag = CloudTag(label, link: field("link"), group: field("group"), line: record.line)
        tag.iconReference = field("icon")
        if let text = field("break") {
            guard let value = TagFields.breaksBefore(text) else {
                throw .badBreak(source: source, line: record.line, value: text)
            }
            tag.breaksBefore = value
        }
        if let text = field("weight") {
            guard let weight = TagFields.weight(text) else {
                throw .badWeight(source: source, line: record.line, value: text)
            }
            tag.weight = weight
        }
        if let text = field("value") {
            if let problem = CloudTag.valueProblem(text) {
                throw .badValue(source: source, line: record.line, value: text, problem: problem)
            }
            tag.value = text
        }
        if let text = field("color") {
            guard let color = TagFields.color(text) else {
                throw .badColor(source: source, line: record.line, value: text)
            }
            tag.color = color
        }
        return tag
    }

    /// One row: its fields and the line it starts on.
    struct Record {
        var fields: [String]
        var line: Int
    }

    /// Splits CSV text into records, honouring quotes, handing each to `body` as it ends.
    static func records(
        in text: String, source: String, _ body: (Record) throws(InputError) -> Void
    ) throws(InputError) {
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var column = 0
        var quoted = false
        var quoteStart = (line: 1, column: 1)
        var fieldWasQuoted = false
        // The last scalar was a CR: an LF now is the second half of a CRLF.
        var afterCR = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? iterator.next() {
            pending = nil
            let crlf = afterCR && scalar == "\n"
            afterCR = scalar == "\r"
            column += 1
            if quoted {
                if scalar == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                        column += 1
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if (scalar == "\n" && !crlf) || scalar == "\r" {
                        line += 1
                    }
                    if scalar == "\n" || scalar == "\r" { column = 0 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !fieldWasQuoted:
                quoted = true
                fieldWasQuoted = true
                quoteStart = (line, column)
            case "\"":
                throw .malformedCSV(
                    source: source, line: line, column: column,
                    problem: "a quote inside an unquoted field; quote the whole field and double the quote")
            case ",":
                fields.append(field)
                field = ""
                fieldWasQuoted = false
            case "\n" where crlf:
                column = 0
            case "\n", "\r":
                fields.append(field)
                try body(Record(fields: fields, line: recordLine))
                fields = []
                field = ""
                fieldWasQuoted = false
                line += 1
                recordLine = line
                column = 0
            default:
                if fieldWasQuoted {
                    throw .malformedCSV(
                        source: source, line: line, column: column, problem: "text after a closing quote")
                }
                field.unicodeScalars.append(scalar)
            }
        }
        if quoted {
            throw .malformedCSV(
                source: source, line: quoteStart.line, column: quoteStart.column,
                problem: "this quote is never closed")
        }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted {
            fields.append(field)
            try body(Record(fields: fields, line: recordLine))
        }
    }

}
