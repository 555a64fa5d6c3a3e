import Testing

@testable import TagFlow
@testable import TagFlowCommands

/// How the shared flow options become a `ColumnFlow` with `--flow columns`: each row option's
/// column meaning, decided once in the library for `render`, `batch` and `plan`.
@Suite("Flow options for columns")
struct ColumnFlagsTests {
    static let specs = StyleFlags.specs + LayoutFlags.specs(defaults: CloudStyle().flow)

    static func style(_ arguments: [String]) throws -> CloudStyle {
        try StyleFlags.style(from: parseArguments(arguments, specs: specs))
    }

    @Test("Every row option has its column meaning")
    func mapping() throws {
        let style = try Self.style([
            "--flow", "columns", "--height", "240", "--spacing", "6", "--line-spacing", "20", "--align", "justify",
            "--last-row-align", "center", "--row-align", "trailing", "--direction", "rtl", "--balance", "--max-rows",
            "3", "--max-items-per-row", "5", "--fit", "height",
        ])
        #expect(
            style.layout as? ColumnFlow
                == ColumnFlow(
                    spacing: 6, lineSpacing: 20, alignment: .justify, lastColumnAlignment: .center,
                    itemAlignment: .trailing, direction: .rtl, lineBreaking: .balanced, maxItemsPerColumn: 5,
                    maxColumns: 3))
        #expect(style.maxHeight == 240)
        #expect(style.fit == .width)
        #expect(style.flow == CloudStyle().flow, "the row options are left at their defaults")
    }

    @Test("Columns default to the rows' spacing, leading items and no height; rows stay as they were")
    func defaults() throws {
        let columns = try Self.style(["--flow", "columns"])
        #expect(columns.layout as? ColumnFlow == ColumnFlow(spacing: 8))
        #expect(columns.maxHeight == nil)
        let rows = try Self.style(["--flow", "rows", "--align", "center"])
        #expect(rows.layout == nil)
        #expect(rows.flow.alignment == .center)
        #expect(rows.flow.itemAlignment == .baseline)
    }

    @Test(
        "Options that name the other flow's edges are refused, naming what to use",
        arguments: [
            (["--flow", "columns", "--width", "300"], "--width does not go with --flow columns"),
            (["--height", "300"], "--height does not go with --flow rows"),
            (["--flow", "columns", "--row-align", "bottom"], "--row-align bottom does not go with --flow columns"),
            (["--row-align", "leading"], "--row-align leading does not go with --flow rows"),
            (["--flow", "columns", "--fit", "width"], "--fit width does not go with --flow columns"),
            (["--fit", "height"], "--fit height does not go with --flow rows"),
        ])
    func refused(_ arguments: [String], _ message: String) {
        #expect {
            try Self.style(arguments)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
