/// How wide a plan's canvas is: the width it was offered, or just what its items cover.
/// `tagflow render --fit` and `tagflow plan --fit` both mean this, through `Plan.horizontalExtent(_:)`.
/// For a column plan it says the same of the height, through `Plan.verticalExtent(_:)`
/// (`--fit content|height` with `--flow columns`).
public enum CanvasFit: String, CaseIterable, Hashable, Sendable, Codable {
    /// As wide as the items as placed: the widest row, with centred, trailing and right-to-left
    /// rows where their alignment put them within it. Justified and grown rows fill the whole
    /// width, so a plan with one is as wide as with `.width`. (Columns: as tall as the items.)
    case content
    /// The plan's own width: the proposed width, or the widest row where that is wider (rule 4).
    /// (Columns: the proposed height, or the tallest column.)
    case width
}

/// The old name of ``CanvasFit``, which also says how tall a column plan's canvas is.
@available(*, deprecated, renamed: "CanvasFit")
public typealias WidthFit = CanvasFit
