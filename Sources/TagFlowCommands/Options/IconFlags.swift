import Primitives
import TagFlow

/// Icons on the command line: where icon names are looked up, and how icons are sized and
/// coloured. The rules (sizes, gaps, where an icon may come from) are the library's
/// (`CloudStyle.validate()`, `TagReader`); these flags only set them.
package enum IconFlags {
    package static let specs: [OptionSpec] = [
        OptionSpec(
            name: "--icons", value: "DIR",
            help: "look icon names up as DIR/NAME.svg, then DIR/NAME.png (default: none)",
            takesFolder: true),
        OptionSpec(
            name: "--icon-size", value: "cap|line|Nem",
            help: "icon height: cap height, line height or N em (default: 1em)"),
        OptionSpec(
            name: "--icon-gap", value: "PX", help: "space between icon and label (default: 0.25em)"),
        OptionSpec(
            name: "--icon-color", value: "COLOR",
            help: "colour of currentColor icons (default: the label's)"),
    ]

    /// `--icon NAME`, repeatable, with `--label`: the icon of the label given in the same place
    /// (the first `--icon` is the first `--label`'s); `-` for none.
    package static let iconSpec = OptionSpec(
        name: "--icon", value: "NAME",
        help: "with --label, the icon of each label in turn (a path or a name in --icons; - for none)")

    /// What `--icon-size` accepts, as its messages say it.
    static let sizeExpected =
        "cap, line, or \(PlainNumber.format(CloudStyle.iconEms.lowerBound))em to "
        + "\(PlainNumber.format(CloudStyle.iconEms.upperBound))em"

    /// Applies the icon looks to `style` (checked with the rest of the style afterwards).
    static func apply(_ values: OptionValues, to style: inout CloudStyle) throws(UsageError) {
        if let text = values.text("--icon-size") {
            guard let size = IconSize(text) else {
                throw .badValue(option: "--icon-size", value: text, expected: sizeExpected)
            }
            if case .em(let factor) = size, !CloudStyle.iconEms.contains(factor) {
                throw .badValue(option: "--icon-size", value: text, expected: sizeExpected)
            }
            style.iconSize = size
        }
        if let gap = try values.number("--icon-gap", in: CloudStyle.iconGaps) { style.iconGap = gap }
        if let color = try values.color("--icon-color") { style.iconColor = color }
    }

    /// The icon folder (`--icons`), for the reader.
    static func folder(_ values: OptionValues) -> String? {
        values.text("--icons")
    }

    /// `--icon`'s values paired with `labels` (`--label`): one per label, or none at all.
    ///
    /// - Throws: `UsageError` for `--icon` without `--label`, or a count that is not the labels'.
    package static func labelIcons(_ parsed: ParsedArguments, labels: [String]?) throws(UsageError) -> [String?]? {
        guard let icons = parsed.repeated["--icon"] else { return nil }
        guard let labels else {
            throw .conflicting(
                option: "--icon", value: icons[0], with: "an input list",
                advice: "--icon goes with --label; in a list, give each tag's icon in its icon field")
        }
        guard icons.count == labels.count else {
            throw .badValue(
                option: "--icon", value: icons[0],
                expected: "one --icon per --label (\(labels.count) --label, \(icons.count) --icon); - for none")
        }
        return icons.map { $0 == "-" ? nil : $0 }
    }
}
