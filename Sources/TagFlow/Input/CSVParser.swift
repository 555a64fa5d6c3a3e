import Primitives
import ChipRendering

/// Reads CSV input (RFC 4180): a header row naming the columns — `label` (required), `weight`,
/// `color`, `link`, `group`, in any order and case — then one tag per row. Fields may be quoted;
/// inside quotes, commas and line breaks are part of the field and `""` is a quote.
enum CSVParser {
    static let columns = ["label", "weight", "color", "link", "group", "break"]

    static func parse(_ bytes: [UInt8], source: String, warn: (String) -> Void) throws(InputError) -> [CloudTag] {
        let text = try InputText.decode(bytes, source: source)
        let records = try self.records(in: text, source: source)
        guard let header = records.first else { throw .noLabels(source: source) }

        // 1. Map the header's names to columns; unknown ones are ignored with a warning (once the
        //    header is known to be usable, so a failing run prints only its error).
        var position: [String: Int] = [:]
        var unknown: [String] = []
        for (index, name) in header.fields.enumerated() {
            let key = name.trimmingWhitespace().lowercased()
            if columns.contains(key) {
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
            let hint = Self.closest(name.trimmingWhitespace().lowercased()).map { " (did you mean '\($0)'?)" } ?? ""
            warn("\(source):\(header.line): unknown column '\(name)' ignored\(hint)")
        }

        // 2. One tag per row; empty rows are skipped.
        var tags: [CloudTag] = []
        for record in records.dropFirst() where !(record.fields.count == 1 && record.fields[0].isEmpty) {
            let field = { (name: String) -> String? in
                position[name].flatMap {
                    $0 < record.fields.count ? record.fields[$0].trimmingWhitespace().nilIfEmpty : nil
                }
            }
            let label = LabelCleaner.clean(
                labelColumn < record.fields.count ? record.fields[labelColumn] : "", source: source, line: record.line,
                warn: warn)
            guard !label.isEmpty else { continue }
            var tag = CloudTag(label, link: field("link"), group: field("group"), line: record.line)
            if let text = field("break") {
                guard let value = ["true": true, "1": true, "yes": true, "false": false, "0": false, "no": false][text.lowercased()]
                else { throw .badBreak(source: source, line: record.line, value: text) }
                tag.breaksBefore = value
            }
            if let text = field("weight") {
                guard let weight = Double(text), weight.isFinite, weight >= 0 else {
                    throw .badWeight(source: source, line: record.line, value: text)
                }
                tag.weight = weight
            }
            if let text = field("color") {
                guard let color = Color(css: text) else {
                    throw .badColor(source: source, line: record.line, value: text)
                }
                tag.color = color
            }
            tags.append(tag)
        }
        guard !tags.isEmpty else { throw .noLabels(source: source) }
        return tags
    }

    /// One row: its fields and the line it starts on.
    struct Record {
        var fields: [String]
        var line: Int
    }

    /// Splits CSV text into records, honouring quotes.
    static func records(in text: String, source: String) throws(InputError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var column = 0
        var quoted = false
        var quoteStart = (line: 1, column: 1)
        var fieldWasQuoted = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? iterator.next() {
            pending = nil
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
                    if scalar == "\n" {
                        line += 1
                        column = 0
                    }
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
            case "\r":
                continue
            case "\n":
                fields.append(field)
                records.append(Record(fields: fields, line: recordLine))
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
            records.append(Record(fields: fields, line: recordLine))
        }
        return records
    }

    static func closest(_ name: String) -> String? {
        columns.first { $0.hasPrefix(name.prefix(3)) && !name.isEmpty }
    }
}
