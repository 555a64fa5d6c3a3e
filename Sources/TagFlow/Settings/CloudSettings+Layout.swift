import FlowLayout

/// The flow settings, and how they become a `RowFlow` or, with `flow: columns`, a `ColumnFlow`.
///
/// Columns read the row settings turned on their side: `spacing` is the gap between items in a
/// column, `line-spacing` the gap between columns, `align` places items down each column
/// (leading at the top), `row-align` across it (leading, center, trailing: a column has no
/// shared baseline), `direction: rtl` puts the first column at the right, `balance` evens the
/// columns' heights, `dense` packs fewer columns, `max-rows` and `max-items-per-row` count
/// columns and items in a column. `width` and `height` each belong to one flow, and so do the
/// `fit` and `row-align` values that name an edge: the others are refused, not ignored.
extension CloudSettings {
    /// `flow`: rows unless it says columns.
    package static func axis(from values: SettingValues) throws(SettingError) -> FlowAxis {
        try values.choice("flow", of: FlowAxis.self) ?? .rows
    }

    /// `fit` for rows.
    static let rowFits = Dictionary(uniqueKeysWithValues: CanvasFit.allCases.map { ($0.rawValue, $0) })
    /// `fit` for columns: `height` is what `width` is for rows.
    static let columnFits: [String: CanvasFit] = ["content": .content, "height": .width]

    /// `fit` for the flow `axis`, or `nil` when it was not given.
    package static func fit(from values: SettingValues, axis: FlowAxis) throws(SettingError) -> CanvasFit? {
        func conflict(_ advice: SettingMessage, with flow: String) -> SettingError {
            SettingError(
                key: "fit", place: values.place(of: "fit"),
                .conflicting(value: values.text("fit"), with: "\(setting: "flow") \(flow)", advice: advice))
        }
        switch (axis, values.text("fit")?.lowercased()) {
        case (.rows, "height"):
            throw conflict("rows wrap at \(setting: "width"); use \(setting: "fit") width or content", with: "rows")
        case (.columns, "width"):
            throw conflict(
                "columns wrap at \(setting: "height"); use \(setting: "fit") height or content", with: "columns")
        default:
            return try values.choice("fit", from: axis == .rows ? rowFits : columnFits)
        }
    }

    /// The layout the settings ask for, with `defaults` for rows and `ColumnFlow`'s own defaults,
    /// at the rows' spacing, for columns.
    package static func arrangement(from values: SettingValues, defaults: RowFlow) throws(SettingError) -> any Layout {
        switch try axis(from: values) {
        case .rows: try rows(from: values, defaults: defaults)
        case .columns: try columns(from: values, defaults: ColumnFlow(spacing: defaults.spacing))
        }
    }

    /// `height` with rows, which never read it (the library's `StyleError.maxHeightWithRows`).
    static func heightWithRows(place: String?) -> SettingError {
        SettingError(
            key: "height", place: place,
            .conflicting(
                value: nil, with: "\(setting: "flow") rows",
                advice: "rows wrap at \(setting: "width"); add \(setting: "flow") columns for columns that wrap at "
                    + "\(setting: "height")"))
    }

    /// The row flow the settings ask for, starting from `defaults`.
    static func rows(from values: SettingValues, defaults: RowFlow) throws(SettingError) -> RowFlow {
        if values.contains("height") { throw heightWithRows(place: values.place(of: "height")) }
        var flow = try lineSettings(from: values, defaults: defaults)
        if let text = values.text("row-align"), let edge = ColumnItemAlignment(rawValue: text.lowercased()),
            edge != .center
        {
            throw SettingError(
                key: "row-align", place: values.place(of: "row-align"),
                .conflicting(
                    value: text, with: "\(setting: "flow") rows",
                    advice: "items in a row sit at its top, center, bottom or baseline"))
        }
        flow.itemAlignment = try values.choice("row-align", of: ItemAlignment.self) ?? defaults.itemAlignment
        return flow
    }

    /// The column flow the settings ask for, starting from `defaults`.
    static func columns(from values: SettingValues, defaults: ColumnFlow) throws(SettingError) -> ColumnFlow {
        if values.contains("width") {
            throw SettingError(
                key: "width", place: values.place(of: "width"),
                .conflicting(
                    value: nil, with: "\(setting: "flow") columns",
                    advice: "columns wrap at \(setting: "height") and are as wide as their chips"))
        }
        // The settings both flows share, read as a row flow's and turned.
        let turned = RowFlow(
            spacing: defaults.spacing, lineSpacing: defaults.lineSpacing, alignment: defaults.alignment,
            lastRowAlignment: defaults.lastColumnAlignment, direction: defaults.direction,
            lineBreaking: defaults.lineBreaking, maxItemsPerRow: defaults.maxItemsPerColumn,
            maxRows: defaults.maxColumns)
        let along = try lineSettings(from: values, defaults: turned)
        if let text = values.text("row-align"), let edge = ItemAlignment(rawValue: text.lowercased()), edge != .center {
            throw SettingError(
                key: "row-align", place: values.place(of: "row-align"),
                .conflicting(
                    value: text, with: "\(setting: "flow") columns",
                    advice: "items stacked in a column share no text line; use leading, center or trailing"))
        }
        return ColumnFlow(
            spacing: along.spacing, lineSpacing: along.lineSpacing, alignment: along.alignment,
            lastColumnAlignment: along.lastRowAlignment,
            itemAlignment: try values.choice("row-align", of: ColumnItemAlignment.self) ?? defaults.itemAlignment,
            direction: along.direction, lineBreaking: along.lineBreaking, maxItemsPerColumn: along.maxItemsPerRow,
            maxColumns: along.maxRows)
    }

    /// Every setting but `row-align`, which names edges of a row: gaps, alignment along a line,
    /// direction, line breaking and the limits, as a row flow's.
    private static func lineSettings(from values: SettingValues, defaults: RowFlow) throws(SettingError) -> RowFlow {
        guard !(values.isOn("balance") && values.isOn("dense")) else {
            throw SettingError(
                key: "balance", place: values.place(of: "balance"),
                .conflicting(
                    value: nil, with: "\(setting: "dense")",
                    advice: "both choose how lines break; give one (a later layer's choice replaces an earlier one's)"))
        }
        var flow = defaults
        flow.spacing = try values.number("spacing", in: CloudStyle.spacings) ?? defaults.spacing
        flow.lineSpacing = try values.number("line-spacing", in: CloudStyle.spacings) ?? flow.spacing
        flow.alignment = try values.choice("align", of: RowAlignment.self) ?? defaults.alignment
        flow.lastRowAlignment = try values.choice("last-row-align", of: RowAlignment.self) ?? defaults.lastRowAlignment
        flow.direction = try values.choice("direction", of: LayoutDirection.self) ?? defaults.direction
        if values.isOn("balance") { flow.lineBreaking = .balanced }
        if values.isOn("dense") { flow.lineBreaking = .dense }
        flow.maxItemsPerRow = try values.count("max-items-per-row") ?? defaults.maxItemsPerRow
        flow.maxRows = try values.count("max-rows") ?? defaults.maxRows
        return flow
    }
}
