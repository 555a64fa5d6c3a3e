import Primitives

extension SettingError {
    /// A broken style rule said with the settings behind its properties (`Settings`' `sets`).
    /// Of the two values a rule relates, the message quotes one that was given (the first when
    /// both were); when neither was (defaults, a theme), it names the values that applied and the
    /// settings that set them, and quotes nothing.
    package init(_ error: StyleError, given values: SettingValues) {
        func number(_ value: Double) -> String { PlainNumber.format(value) }
        func key(_ property: String) -> String { Settings.setting(of: property)?.key ?? property }
        func blame(
            _ first: (String, SettingMessage), or second: (String, SettingMessage), otherwise rule: SettingMessage
        )
            -> SettingError
        {
            for (key, expected) in [first, second] where values.contains(key) {
                return values.bad(key, expected: expected)
            }
            return SettingError(key: nil, .unmetRule(rule))
        }
        func range(_ key: String, _ value: Double, _ range: ClosedRange<Double>, unit: String = "") -> SettingError {
            let (lowest, highest) = (number(range.lowerBound), number(range.upperBound))
            let expected: SettingMessage = "a number from \(lowest) to \(highest)"
            return blame(
                (key, expected), or: (key, expected),
                otherwise: "the \(key) that applied (\(number(value))\(unit)) is outside \(lowest)...\(highest); "
                    + "set \(setting: key)")
        }
        switch error {
        case .fontSizeOutOfRange(let property, let size):
            self = range(key(property), size, CloudStyle.fontSizes)
        case .lengthOutOfRange(let property, let length):
            self = range(key(property), length, CloudStyle.lengths)
        case .outOfRange(let property, let value, let bounds):
            self = range(key(property), value, bounds)
        case .paddingTooWide(let padding, let width):
            self = blame(
                ("padding", "less than half of \(setting: "width")"),
                or: ("width", "more than twice the horizontal padding (\(number(padding)))"),
                otherwise: "the horizontal padding that applied (\(number(padding))) is not less than half of the "
                    + "width (\(number(width))); set \(setting: "padding") or \(setting: "width")")
        case .maxChipWidthWithinPadding(let maximum, let padding):
            self = blame(
                ("max-chip-width", "more than twice the horizontal padding (\(number(padding)))"),
                or: ("padding", "less than half of \(setting: "max-chip-width") (\(number(maximum)))"),
                otherwise: "the largest chip width that applied (\(number(maximum))) is not more than twice the "
                    + "horizontal padding (\(number(padding))); set \(setting: "max-chip-width") or \(setting: "padding")"
            )
        case .maxChipWidthBelowMinimum(let maximum, let minimum):
            self = blame(
                ("max-chip-width", "at least \(setting: "min-chip-width") (\(number(minimum)))"),
                or: ("min-chip-width", "at most \(setting: "max-chip-width") (\(number(maximum)))"),
                otherwise: "the largest chip width that applied (\(number(maximum))) is less than the smallest "
                    + "(\(number(minimum))); set \(setting: "max-chip-width") or \(setting: "min-chip-width")")
        case .weightScaleInverted(let minimum, let maximum):
            self = blame(
                ("min-font-size", "at most \(setting: "max-font-size") (\(number(maximum)))"),
                or: ("max-font-size", "at least \(setting: "min-font-size") (\(number(minimum)))"),
                otherwise: "the smallest font size that applied (\(number(minimum))) is more than the largest "
                    + "(\(number(maximum))); set \(setting: "min-font-size") or \(setting: "max-font-size")")
        case .headingsWithoutGroups:
            self = SettingError(
                key: "group-headings", place: values.place(of: "group-headings"),
                .conflicting(value: nil, with: "ungrouped rows", advice: "add \(setting: "group-by") group"))
        case .rowsPerGroupWithoutGroups:
            self = SettingError(
                key: "max-rows-per-group", place: values.place(of: "max-rows-per-group"),
                .conflicting(
                    value: nil, with: "ungrouped rows",
                    advice: "add \(setting: "group-by") group, or use \(setting: "max-rows") N to limit the whole cloud"
                ))
        case .rowLimitsCombined:
            self = SettingError(
                key: "max-rows-per-group", place: values.place(of: "max-rows-per-group"),
                .conflicting(
                    value: nil, with: "\(setting: "max-rows")",
                    advice: "give one: \(setting: "max-rows") limits the whole cloud, \(setting: "max-rows-per-group") "
                        + "each group (a later layer's choice replaces an earlier one's)"))
        case .headingWeightOutOfRange(let weight):
            // No setting sets it: only a library user's style can break this rule.
            self = SettingError(key: nil, .unmetRule("the heading weight that applied (\(weight)) is outside 1...1000"))
        case .maxHeightWithRows:
            self = CloudSettings.heightWithRows(place: values.place(of: "height"))
        case .iconSizeOutOfRange(let em):
            let expected = CloudSettings.iconSizeExpected
            self = blame(
                ("icon-size", expected), or: ("icon-size", expected),
                otherwise:
                    "the icon size that applied (\(number(em))em) is not \(expected); set \(setting: "icon-size")")
        case .iconGapOutOfRange(let gap):
            self = range("icon-gap", gap, CloudStyle.iconGaps)
        case .strokeWidthTooWide(let property, let width, let largest):
            // Found while laying out (the chips' heights), so said whether or not it was given.
            let key = key(property)
            self = SettingError(
                key: key, place: values.place(of: key),
                .badValue(
                    value: values.text(key) ?? number(width),
                    expected: "at most \(number(largest)), half the smallest chip's height, for this cloud"))
        case .badIDPrefix:
            self = values.bad(
                "id-prefix", expected: "a letter or _, then letters, digits, - or _, and {stem} for the output's name")
        case .canvasWithinMargin(let canvas, let margin, let padding):
            let size = "\(number(canvas.width))x\(number(canvas.height))"
            self = blame(
                (
                    "canvas",
                    "more than twice the margin (\(number(margin))) and horizontal padding (\(number(padding))) wide"
                ),
                or: ("margin", "less than half of the canvas (\(size)), with room for the padding"),
                otherwise: "the canvas (\(size)) leaves no room within the margin (\(number(margin))); set "
                    + "\(setting: "canvas") or \(setting: "margin")")
        case .separatorWithoutRows:
            self = SettingError(
                key: "separator", place: values.place(of: "separator"),
                .conflicting(
                    value: nil, with: "\(setting: "flow") columns", advice: "separators go between chips on a row"))
        case .badMoreText(_, let problem):
            self = values.bad("more-text", expected: "words with {n} for the count, or ONE|OTHER (\(problem))")
        case .badText(let property, let problem):
            let key = key(property)
            let limit = key == "separator" ? CloudStyle.maximumSeparatorLength : CloudStyle.maximumTextLength
            self = values.bad(key, expected: "one line of at most \(limit) characters (\(problem))")
        }
    }
}
