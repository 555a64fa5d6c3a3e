public import ChipRendering

/// One group's "+N" chip, with a row limit per group (`RowFlow.maxRowsPerSection`): it counts the
/// tags of `group` that did not fit the group's rows, and ends the group's last row.
public struct GroupOverflow: Sendable {
    /// The group whose tags it counts; `nil` for the tags without a group.
    public var group: String?
    /// The "+N" chip, in canvas px.
    public var chip: PlacedChip

    /// The "+N" chip `chip` of `group`.
    public init(group: String?, chip: PlacedChip) {
        self.group = group
        self.chip = chip
    }
}
