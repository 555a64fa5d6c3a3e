import FlowLayout
import Primitives
import TextShaping

extension CloudSettings {
    /// `color-by`: a palette colour per label or group, the accent by weight, or none.
    static let colorBy = ["label", "group", "weight", "none"]
    /// `font-style`: whether the face is italic.
    static let fontStyles = ["normal": false, "italic": true]
    /// `font-weight` by name.
    static let fontWeights: [String: Int] = [
        "thin": 100, "extralight": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500,
        "semibold": 600, "bold": 700, "extrabold": 800, "black": 900,
    ]

    /// The style `values` ask for: the theme's, then each setting on top, checked by the
    /// library's rules (`CloudStyle.validate()`), a broken rule said with the settings behind it.
    static func style(from values: SettingValues) throws(SettingError) -> CloudStyle {
        var style = CloudStyle()
        let theme = try values.choice("theme", from: themes).flatMap(Theme.named) ?? .light
        theme.apply(to: &style)

        // Fonts and sizes.
        let axis = try Self.axis(from: values)
        style.font = try font(from: values)
        if values.text("width") == "none" {
            // No limit: one row at its ideal width (DESIGN.md, planner rule 5).
            style.maxWidth = .infinity
        } else if let width = values.text("width").flatMap({ Double($0.trimmingSpaces()) }),
            width.isFinite, CloudStyle.lengths.contains(width)
        {
            style.maxWidth = width
        } else if values.contains("width") {
            throw values.bad(
                "width",
                expected: "a number from \(PlainNumber.format(CloudStyle.lengths.lowerBound)) to "
                    + "\(PlainNumber.format(CloudStyle.lengths.upperBound)), or none for one row")
        }
        style.maxHeight = try values.number("height", in: CloudStyle.lengths)
        style.fontSize = try values.number("font-size", in: CloudStyle.fontSizes) ?? style.fontSize
        if let padding = try values.pair("padding") {
            for side in [padding.0, padding.1] where !CloudStyle.paddings.contains(side) {
                throw values.bad("padding", expected: SettingValues.expected(CloudStyle.paddings))
            }
            (style.horizontalPadding, style.verticalPadding) = padding
        }
        if let radius = values.text("radius"), radius.lowercased() != "capsule" {
            style.chip.cornerRadius = try values.number("radius", in: CloudStyle.cornerRadii)
            style.overflowChip.cornerRadius = style.chip.cornerRadius
        }
        if let width = try values.number("stroke-width", in: CloudStyle.strokeWidths) {
            style.chip.strokeWidth = width
            style.overflowChip.strokeWidth = width
        }
        style.minChipWidth = try values.number("min-chip-width", in: CloudStyle.minChipWidths)
        style.maxChipWidth = try values.number("max-chip-width", in: CloudStyle.maxChipWidths)

        // Canvas.
        style.margin = try values.number("margin", in: CloudStyle.margins) ?? style.margin
        style.fit = try fit(from: values, axis: axis) ?? .content
        try canvas(from: values, axis: axis, into: &style)
        style.scale = try values.number("scale", in: CloudStyle.scales) ?? style.scale
        style.dpi = try values.number("dpi", in: CloudStyle.dpis)
        if let effort = values.text("png-effort") {
            guard let value = Int(effort), CloudStyle.pngEfforts.contains(value) else {
                throw values.bad("png-effort", expected: "0, 1, 2 or 3")
            }
            style.pngEffort = value
        }
        if let prefix = values.text("id-prefix") {
            guard CloudStyle.isIDPrefix(prefix) else {
                throw values.bad(
                    "id-prefix",
                    expected: "a letter or _, then letters, digits, - or _, and {stem} for the output's name")
            }
            style.idPrefix = prefix
        }
        // Words: checked with the rest of the style below.
        style.moreText = values.text("more-text")
        style.title = values.text("title")
        style.accessibleDescription = values.text("description")
        style.separator = values.text("separator")

        // Colours: the settings win over the theme.
        if let background = try values.color("background", allowNone: true) { style.background = background }
        if let fill = try values.color("fill") { style.chip.fill = fill! }
        if let stroke = try values.color("stroke", allowNone: true) { style.chip.stroke = stroke }
        if let text = try values.color("text-color") {
            style.chip.textColor = text!
        } else {
            // A fill, canvas or theme chosen without a text colour gets text that reads on it.
            style.makeTextReadable()
        }

        // The flow, weights and order.
        switch axis {
        case .rows:
            style.layout = try rows(from: values, defaults: style.layout as? RowFlow ?? CloudStyle.defaultRows)
        case .columns:
            style.layout = try columns(from: values, defaults: ColumnFlow(spacing: CloudStyle.defaultRows.spacing))
        }
        let scale = try weightScale(from: values)
        if try values.choice("scale-by", from: ["weight": true, "none": false]) == true { style.sizeByWeight = scale }
        let placement = try values.choice("heading-layout", of: CloudStyle.HeadingPlacement.self)
        // A heading layout asks for headings, and so for the groups they head, unless group-by says none.
        style.groupsStartRows =
            try values.choice("group-by", from: ["group": true, "none": false]) ?? (placement != nil)
        style.groupHeadings = values.isOn("group-headings") || placement != nil
        if let placement { style.headingPlacement = placement }
        if let perGroup = try values.count("max-rows-per-group") {
            guard axis == .rows else {
                throw SettingError(
                    key: "max-rows-per-group", place: values.place(of: "max-rows-per-group"),
                    .conflicting(
                        value: nil, with: "\(setting: "flow") columns",
                        advice: "a limit per group counts rows; use \(setting: "max-rows") N to limit the columns"))
            }
            style.updateRows { $0.maxRowsPerSection = perGroup }
        }
        switch try values.choice("color-by", from: Dictionary(uniqueKeysWithValues: colorBy.map { ($0, $0) })) {
        case "label": style.palette = theme.palette
        case "group":
            style.palette = theme.palette
            style.paletteKey = .group
        case "weight":
            // By weight means by weight, even in a theme that colours by label (pastel).
            style.palette = nil
            style.colorByWeight = theme.accent
        case "none": style.palette = nil
        default: break
        }
        style.sort = try values.choice("sort", of: CloudStyle.SortOrder.self) ?? .none
        style.showWeight = values.isOn("show-weight")
        if let color = try values.color("count-color") { style.countColor = color }
        style.countGap = try values.number("count-gap", in: CloudStyle.iconGaps)
        if let text = values.text("count-weight") {
            if let number = Int(text), (100...900).contains(number) {
                style.countWeight = number
            } else {
                style.countWeight = try values.choice("count-weight", from: fontWeights, expecting: "100-900 or a name")
            }
        }
        try icons(from: values, into: &style)
        do throws(StyleError) {
            try style.validate()
        } catch {
            throw SettingError(error, given: values)
        }
        return style
    }

    /// The font `font`, `font-weight` and `font-style` ask for.
    package static func font(from values: SettingValues) throws(SettingError) -> FontRequest {
        var request = FontRequest(source: values.text("font").map(FontRequest.source(from:)) ?? .bundled)
        if let text = values.text("font-weight") {
            if let number = Int(text), (100...900).contains(number) {
                request.weight = number
            } else {
                request.weight = try values.choice("font-weight", from: fontWeights, expecting: "100-900 or a name")
            }
        }
        request.italic = try values.choice("font-style", from: fontStyles) ?? false
        return request
    }

    /// How weights become font sizes: `min-font-size`, `max-font-size`, `scale-curve`. Read (and
    /// checked) whether or not anything scales by weight, so a bad value is never ignored.
    static func weightScale(from values: SettingValues) throws(SettingError) -> WeightScale {
        var scale = WeightScale()
        scale.minFontSize = try values.number("min-font-size", in: CloudStyle.fontSizes) ?? scale.minFontSize
        scale.maxFontSize = try values.number("max-font-size", in: CloudStyle.fontSizes) ?? scale.maxFontSize
        scale.curve = try values.choice("scale-curve", of: WeightScale.Curve.self) ?? .linear
        do throws(StyleError) {
            try scale.validate()
        } catch {
            throw SettingError(error, given: values)
        }
        return scale
    }

    /// What `icon-size` accepts, as its messages say it.
    static let iconSizeExpected: SettingMessage =
        "cap, line, or \(PlainNumber.format(CloudStyle.iconEms.lowerBound))em to "
        + "\(PlainNumber.format(CloudStyle.iconEms.upperBound))em"

    /// The icon looks (checked with the rest of the style afterwards).
    static func icons(from values: SettingValues, into style: inout CloudStyle) throws(SettingError) {
        if let text = values.text("icon-size") {
            guard let size = IconSize(text) else { throw values.bad("icon-size", expected: iconSizeExpected) }
            if case .em(let factor) = size, !CloudStyle.iconEms.contains(factor) {
                throw values.bad("icon-size", expected: iconSizeExpected)
            }
            style.iconSize = size
        }
        if let gap = try values.number("icon-gap", in: CloudStyle.iconGaps) { style.iconGap = gap }
        if let color = try values.color("icon-color") { style.iconColor = color }
    }
}
