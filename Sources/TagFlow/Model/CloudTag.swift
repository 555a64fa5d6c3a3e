public import ChipRendering
import Primitives

/// One label of a cloud, as read from the input. A string literal is a tag of that label
/// (`TagCloud(tags: ["Swift", "Linux"])`); in JSON a tag is an object with TagFlow's input keys.
public struct CloudTag: Hashable, Sendable {
    /// The text on the chip.
    public var label: String
    /// The tag's weight, when the input gave one (`label<TAB>weight`).
    public var weight: Double?
    /// Text drawn beside the label, as given (`"12.4k"`, `"v2.1"`): the chip's second part, in
    /// its count colour (`CloudStyle.countColor`). Drawn whether or not `CloudStyle.showWeight`
    /// is on — a value the input gives is meant to be seen — and in place of the formatted
    /// weight. One line of at most ``maximumValueLength`` characters, no control characters
    /// (the readers refuse others; `TagCloud.layout()` refuses them from Swift).
    public var value: String?
    /// The chip's own fill; its text colour is then picked for contrast.
    public var color: Color?
    /// Where the chip links to.
    public var link: String?
    /// A group name: with `CloudStyle.groupsStartRows` the tags of a group stay together and
    /// start a row, and with `CloudStyle.paletteKey = .group` they share a colour.
    public var group: String?
    /// Start a new row before this tag, whatever room is left (`"break": true` in JSON, a
    /// `break` column in CSV).
    public var breaksBefore = false
    /// The input line it came from, for the readers' messages; `nil` when not read from a file.
    package var line: Int?
    /// The icon drawn before the label (after it right to left); `nil` for none. With an icon
    /// the label may be empty: the chip shows the icon alone.
    public var icon: ChipIcon?
    /// The icon field as the input wrote it (a path or a name), until the reader loads it.
    var iconReference: String?
    /// The file the icon was read from, so no output of the run replaces it.
    package var iconPath: String?
}

extension CloudTag {
    /// A tag with its label and, optionally, what the input gave besides.
    ///
    /// - Parameters:
    ///   - label: the text on the chip.
    ///   - weight: the tag's weight, for sizes and colours by weight.
    ///   - value: text drawn beside the label (`value`), in place of the formatted weight.
    ///   - link: where the chip links to.
    ///   - group: the tag's group name.
    ///   - icon: the icon drawn beside the label.
    public init(
        _ label: String, weight: Double? = nil, value: String? = nil, link: String? = nil, group: String? = nil,
        icon: ChipIcon? = nil
    ) {
        self.init(label, weight: weight, value: value, color: nil, link: link, group: group, line: nil, icon: icon)
    }

    /// A tag with a fill of its own. The colour is not optional, so a colour that failed to parse
    /// cannot pass as "no colour": `CloudTag("Swift", color: "#f05138")` or
    /// `CloudTag("Swift", color: try Color(hex: text))`.
    ///
    /// - Parameters:
    ///   - label: the text on the chip.
    ///   - weight: the tag's weight, for sizes and colours by weight.
    ///   - value: text drawn beside the label (`value`), in place of the formatted weight.
    ///   - color: the chip's own fill.
    ///   - link: where the chip links to.
    ///   - group: the tag's group name.
    ///   - icon: the icon drawn beside the label.
    public init(
        _ label: String, weight: Double? = nil, value: String? = nil, color: Color, link: String? = nil,
        group: String? = nil, icon: ChipIcon? = nil
    ) {
        self.init(
            label, weight: weight, value: value, color: .some(color), link: link, group: group, line: nil, icon: icon)
    }

    /// What the readers make: everything optional, and the line for messages.
    package init(
        _ label: String, weight: Double? = nil, value: String? = nil, color: Color? = nil, link: String? = nil,
        group: String? = nil, line: Int?, icon: ChipIcon? = nil
    ) {
        // Out here, so that the struct keeps its memberwise initializer and this one hands every
        // field to it: written in the struct, each optional field was set to `nil` first and then
        // assigned, and the tag copied whole on the way (a reader makes one per line).
        self.init(
            label: label, weight: weight, value: value, color: color, link: link, group: group, line: line, icon: icon)
    }
}

extension CloudTag: ExpressibleByStringLiteral {
    /// A tag of that label and nothing else.
    public init(stringLiteral label: String) {
        self.init(label)
    }
}
