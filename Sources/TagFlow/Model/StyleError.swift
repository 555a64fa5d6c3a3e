import Primitives

/// Why a style cannot be laid out: `TagCloud.layout()` checks the style first
/// (`CloudStyle.validate()`), so a library user meets every rule the command line meets. Each
/// case names the property and the limit; the command line names its flag instead.
public enum StyleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `fontSize` (or a weight scale's size, `property`) is outside `CloudStyle.fontSizes`.
    case fontSizeOutOfRange(property: String, fontSize: Double)
    /// Twice `horizontalPadding` is not less than `maxWidth`: no room is left for a label.
    case paddingTooWide(horizontalPadding: Double, maxWidth: Double)
    /// `maxChipWidth` is not more than twice `horizontalPadding`: no room is left for a label.
    case maxChipWidthWithinPadding(maxChipWidth: Double, horizontalPadding: Double)
    /// `maxChipWidth` is less than `minChipWidth`.
    case maxChipWidthBelowMinimum(maxChipWidth: Double, minChipWidth: Double)
    /// A weight scale's `minFontSize` is more than its `maxFontSize`.
    case weightScaleInverted(minFontSize: Double, maxFontSize: Double)
    /// `groupHeadings` without `groupsStartRows`: there are no group rows to head.
    case headingsWithoutGroups
    /// The rows' `maxRowsPerSection` without `groupsStartRows`: a cloud without groups is one
    /// section, which `maxRows` limits.
    case rowsPerGroupWithoutGroups(maxRowsPerSection: Int)
    /// The rows' `maxRows` and `maxRowsPerSection` together: a limit for the whole cloud and one
    /// for each group would each hide tags the other counts; set one.
    case rowLimitsCombined(maxRows: Int, maxRowsPerSection: Int)
    /// `headingWeight` is outside `CloudStyle.fontWeights`.
    case headingWeightOutOfRange(weight: Int)
    /// `maxHeight` with a `RowFlow` layout, which never reads it: rows wrap at `maxWidth`, and
    /// columns (a `ColumnFlow`) at `maxHeight`.
    case maxHeightWithRows(maxHeight: Double)
    /// `maxWidth` or `maxHeight` outside `CloudStyle.lengths` (`property` names which).
    case lengthOutOfRange(property: String, length: Double)
    /// `iconSize` is a number of em outside `CloudStyle.iconEms`.
    case iconSizeOutOfRange(em: Double)
    /// `iconGap` is outside `CloudStyle.iconGaps` (or not a number).
    case iconGapOutOfRange(iconGap: Double)
    /// `property` (a path from the style: `horizontalPadding`, `chip.strokeWidth`,
    /// `layout.spacing`) is `value`, outside `range` (or not a number).
    case outOfRange(property: String, value: Double, range: ClosedRange<Double>)
    /// `idPrefix` cannot start an XML id (`CloudStyle.isIDPrefix`).
    case badIDPrefix(String)
    /// `moreText` breaks a rule of its own (`problem` says which): one line, one form or two
    /// (`ONE|OTHER`), `{n}` the only placeholder, at most `CloudStyle.maximumMoreTextLength` characters.
    case badMoreText(String, problem: String)
    /// `title`, `accessibleDescription` or `separator` (`property`) is empty, longer than
    /// `CloudStyle.maximumTextLength` characters (`maximumSeparatorLength` for a separator) or
    /// holds a control character (`problem`).
    case badText(property: String, problem: String)
    /// `canvas` less `margin` on each side leaves no room: its width must be more than twice the
    /// margin and the horizontal padding, its height more than twice the margin.
    case canvasWithinMargin(canvas: Size, margin: Double, horizontalPadding: Double)
    /// `separator` with a layout that is not a ``RowFlow``: separators go between chips on a row.
    case separatorWithoutRows
    /// `property` (`chip.strokeWidth`) is `strokeWidth`, wider than half the smallest chip's
    /// height: the outline would flood the chip. `largest` is the widest outline this cloud's
    /// chips can draw, in px, down to a hundredth. Only `TagCloud.layout()` knows the chips'
    /// heights, so only it throws this; `CloudStyle.validate()` cannot.
    case strokeWidthTooWide(property: String, strokeWidth: Double, largest: Double)

    public var description: String {
        func number(_ value: Double) -> String { PlainNumber.format(value) }
        switch self {
        case .fontSizeOutOfRange(let property, let size):
            return "\(property) \(number(size)) is outside \(number(CloudStyle.fontSizes.lowerBound))"
                + "...\(number(CloudStyle.fontSizes.upperBound)) px"
        case .paddingTooWide(let padding, let width):
            return "horizontalPadding \(number(padding)) must be less than half of maxWidth \(number(width))"
        case .maxChipWidthWithinPadding(let maximum, let padding):
            return "maxChipWidth \(number(maximum)) must be more than twice horizontalPadding \(number(padding))"
        case .maxChipWidthBelowMinimum(let maximum, let minimum):
            return "maxChipWidth \(number(maximum)) must be at least minChipWidth \(number(minimum))"
        case .weightScaleInverted(let minimum, let maximum):
            return "a weight scale's minFontSize \(number(minimum)) must be at most its maxFontSize \(number(maximum))"
        case .headingsWithoutGroups:
            return "groupHeadings needs groupsStartRows: headings start the rows of groups"
        case .rowsPerGroupWithoutGroups(let perGroup):
            return "maxRowsPerSection \(perGroup) needs groupsStartRows: groups are the sections it limits; "
                + "without groups, set maxRows"
        case .rowLimitsCombined(let whole, let perGroup):
            return "maxRows \(whole) and maxRowsPerSection \(perGroup) cannot both be set: "
                + "limit the whole cloud or each group"
        case .headingWeightOutOfRange(let weight):
            return "headingWeight \(weight) is outside \(CloudStyle.fontWeights.lowerBound)"
                + "...\(CloudStyle.fontWeights.upperBound)"
        case .maxHeightWithRows(let height):
            return "maxHeight \(number(height)) is not read by a RowFlow, which wraps at maxWidth; "
                + "use a ColumnFlow layout for columns that wrap at maxHeight"
        case .lengthOutOfRange(let property, let length):
            return "\(property) \(number(length)) is outside \(number(CloudStyle.lengths.lowerBound))"
                + "...\(number(CloudStyle.lengths.upperBound)) px"
        case .iconSizeOutOfRange(let em):
            return "iconSize \(number(em))em is outside \(number(CloudStyle.iconEms.lowerBound))"
                + "...\(number(CloudStyle.iconEms.upperBound)) em"
        case .iconGapOutOfRange(let gap):
            return "iconGap \(number(gap)) is outside \(number(CloudStyle.iconGaps.lowerBound))"
                + "...\(number(CloudStyle.iconGaps.upperBound)) px"
        case .outOfRange(let property, let value, let range):
            return "\(property) \(number(value)) is outside \(number(range.lowerBound))...\(number(range.upperBound))"
        case .badIDPrefix(let prefix):
            return "idPrefix '\(prefix)' cannot start an XML id: give a letter or _, then letters, digits, - or _, "
                + "and {stem} for the output's name"
        case .badMoreText(let text, let problem):
            return "moreText '\(text)' cannot be used: \(problem)"
        case .badText(let property, let problem):
            return "\(property) cannot be used: \(problem)"
        case .separatorWithoutRows:
            return "separator needs a RowFlow layout: separators go between chips on a row"
        case .canvasWithinMargin(let canvas, let margin, let padding):
            return "canvas \(number(canvas.width))x\(number(canvas.height)) leaves no room within margin "
                + "\(number(margin)): its width must be more than twice the margin and horizontalPadding "
                + "\(number(padding)), its height more than twice the margin"
        case .strokeWidthTooWide(let property, let width, let largest):
            return "\(property) \(number(width)) is wider than half the smallest chip's height: "
                + "at most \(number(largest)) px for this cloud"
        }
    }
}
