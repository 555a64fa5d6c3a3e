public import ChipRendering
import Primitives

/// One label of a cloud, as read from the input. A string literal is a tag of that label
/// (`TagCloud(tags: ["Swift", "Linux"])`); in JSON a tag is an object with TagFlow's input keys.
public struct CloudTag: Hashable, Sendable {
    /// The text on the chip.
    public var label: String
    /// The input line it came from, for the readers' messages; `nil` when not read from a file.
    package var line: Int?
    /// Start a new row before this tag, whatever room is left (`"break": true` in JSON, a
    /// `break` column in CSV).
    public var breaksBefore = false
    /// What a plain label does not have (weight, value, colour, link, group, icon), once, in a
    /// box of its own; `nil` for none of it. A list holds every tag until its chips are made:
    /// with every field stored a tag was 184 bytes, 140 MB more at 1,000,000 labels than this
    /// 40. The value semantics are a struct's: setting a field makes a new box.
    private var rare: Rare?

    /// The tag's weight, when the input gave one (`label<TAB>weight`).
    public var weight: Double? {
        get { rare?.fields.weight }
        set { update { $0.weight = newValue } }
    }
    /// Text drawn beside the label, as given (`"12.4k"`, `"v2.1"`): the chip's second part, in
    /// its count colour (`CloudStyle.countColor`). Drawn whether or not `CloudStyle.showWeight`
    /// is on — a value the input gives is meant to be seen — and in place of the formatted
    /// weight. One line of at most ``maximumValueLength`` characters, no control characters
    /// (the readers refuse others; `TagCloud.layout()` refuses them from Swift).
    public var value: String? {
        get { rare?.fields.value }
        set { update { $0.value = newValue } }
    }
    /// The chip's own fill; its text colour is then picked for contrast.
    public var color: Color? {
        get { rare?.fields.color }
        set { update { $0.color = newValue } }
    }
    /// Where the chip links to.
    public var link: String? {
        get { rare?.fields.link }
        set { update { $0.link = newValue } }
    }
    /// A group name: with `CloudStyle.groupsStartRows` the tags of a group stay together and
    /// start a row, and with `CloudStyle.paletteKey = .group` they share a colour.
    public var group: String? {
        get { rare?.fields.group }
        set { update { $0.group = newValue } }
    }
    /// The icon drawn before the label (after it right to left); `nil` for none. With an icon
    /// the label may be empty: the chip shows the icon alone.
    public var icon: ChipIcon? {
        get { rare?.fields.icon }
        set { update { $0.icon = newValue } }
    }
    /// The icon field as the input wrote it (a path or a name), until the reader loads it.
    var iconReference: String? {
        get { rare?.fields.iconReference }
        set { update { $0.iconReference = newValue } }
    }
    /// Whether the tag is its label alone (none of the fields kept in `rare`): what the chip maker
    /// need not look for.
    var isPlain: Bool { rare == nil }
    /// The file the icon was read from, so no output of the run replaces it.
    package var iconPath: String? {
        get { rare?.fields.iconPath }
        set { update { $0.iconPath = newValue } }
    }

    /// Every field, as a tag was before the box: what equality and hashing read.
    private init(
        label: String, weight: Double?, value: String?, color: Color?, link: String?, group: String?, line: Int?,
        icon: ChipIcon?
    ) {
        self.label = label
        self.line = line
        let fields = Rare.Fields(weight: weight, value: value, color: color, link: link, group: group, icon: icon)
        rare = fields.isEmpty ? nil : Rare(fields)
    }

    /// Sets fields of `rare` in a new box (none when every field is empty).
    private mutating func update(_ change: (inout Rare.Fields) -> Void) {
        var fields = rare?.fields ?? Rare.Fields()
        change(&fields)
        rare = fields.isEmpty ? nil : Rare(fields)
    }

    /// The fields few tags have, never changed once made.
    private final class Rare: Sendable {
        struct Fields: Hashable {
            var weight: Double?
            var value: String?
            var color: Color?
            var link: String?
            var group: String?
            var icon: ChipIcon?
            var iconReference: String?
            var iconPath: String?

            var isEmpty: Bool {
                weight == nil && value == nil && color == nil && link == nil && group == nil && icon == nil
                    && iconReference == nil && iconPath == nil
            }
        }

        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Equal when every field is.
    public static func == (lhs: CloudTag, rhs: CloudTag) -> Bool {
        lhs.label == rhs.label && lhs.line == rhs.line && lhs.breaksBefore == rhs.breaksBefore
            && (lhs.rare === rhs.rare || lhs.rare?.fields ?? Rare.Fields() == rhs.rare?.fields ?? Rare.Fields())
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(line)
        hasher.combine(breaksBefore)
        hasher.combine(rare?.fields ?? Rare.Fields())
    }
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
