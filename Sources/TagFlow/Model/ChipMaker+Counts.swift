import ChipRendering
import Primitives
import TextShaping

extension ChipMaker {
    /// What the tag at `index` shows beside its label: its own `value` as given, else (with
    /// `showWeight`) its weight compactly, read aloud in full; `nil` for neither.
    func countText(at index: Int) -> (shown: String, spoken: String)? {
        Self.countText(
            value: tags[index - firstTag].value, weight: tags[index - firstTag].weight, showWeight: style.showWeight)
    }

    /// What a tag with `value` and `weight` shows beside its label (`countText(at:)`).
    static func countText(value: String?, weight: Double?, showWeight: Bool) -> (shown: String, spoken: String)? {
        if let value { return (value, value) }
        guard showWeight, let weight, let shown = CompactNumber.compact(weight),
            let spoken = CompactNumber.grouped(weight)
        else { return nil }
        return (shown, spoken)
    }

    /// The tag's count shaped at `fontSize`, in the count colour of a chip painted `paint`, at
    /// the origin until placed.
    func countBox(at index: Int, fontSize: Double, paint: ChipStyle) -> PlacedCount? {
        guard let count = countText(at: index) else { return nil }
        return PlacedCount(
            text: (countShaper ?? shaper).shape(count.shown, size: fontSize), spoken: count.spoken,
            color: painter.countColor(for: paint))
    }

    /// The room a count takes beside a label: the gap and its width.
    func countRoom(_ count: PlacedCount?, fontSize: Double) -> Double {
        guard let count else { return 0 }
        return count.text.width + countGap(fontSize: fontSize)
    }

    /// The space between a label and its count at `fontSize`.
    func countGap(fontSize: Double) -> Double {
        style.countGap ?? fontSize * 0.4
    }
}

extension CloudTag {
    /// The longest a `value` may be, in characters: a count, a version, a short word.
    public static let maximumValueLength = 32

    /// Why `value` cannot be drawn beside a label, or `nil`: it is empty, longer than
    /// ``maximumValueLength`` characters, or holds a control character (a line break among them).
    static func valueProblem(_ value: String) -> String? {
        CloudStyle.textProblem(value, limit: maximumValueLength)
    }
}

extension ChipPainter {
    /// The colour of a count on a chip painted `paint`: the style's `countColor`, else the
    /// chip's text colour moved toward its fill (in OKLab) by the most of 40%, 35%, … 5% that
    /// still reads on the fill at 4.5:1, else the text colour itself.
    func countColor(for paint: ChipStyle) -> Color {
        if let chosen = style.countColor { return chosen }
        let fill = paint.fill.composited(over: (style.background ?? style.page).composited(over: style.page))
        let text = paint.textColor.composited(over: fill)
        for step in stride(from: 8, through: 1, by: -1) {
            let muted = text.mixedInOKLab(toward: fill, by: Double(step) * 0.05)
            if muted.contrastRatio(with: fill) >= Color.minimumTextContrast { return muted }
        }
        return paint.textColor
    }
}
