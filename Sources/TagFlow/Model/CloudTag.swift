import Primitives

/// One label of a cloud, as read from the input.
public struct CloudTag: Hashable, Sendable {
    /// The text on the chip.
    public var label: String
    /// The tag's weight, when the input gave one (`label<TAB>weight`).
    public var weight: Double?
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
    /// The input line it came from, for messages; `nil` when not read from a file.
    public var line: Int?

    /// A tag with its label and, optionally, what the input gave besides.
    ///
    /// - Parameters:
    ///   - label: the text on the chip.
    ///   - weight: the tag's weight, for sizes and colours by weight.
    ///   - color: the chip's own fill.
    ///   - link: where the chip links to.
    ///   - group: the tag's group name.
    ///   - line: the input line it came from, for messages.
    public init(
        _ label: String, weight: Double? = nil, color: Color? = nil, link: String? = nil, group: String? = nil,
        line: Int? = nil
    ) {
        self.label = label
        self.weight = weight
        self.color = color
        self.link = link
        self.group = group
        self.line = line
    }
}
