import FlowLayout
import Primitives

/// `canvas` and `canvas-align`: a canvas of a fixed size and where the cloud sits on it.
extension CloudSettings {
    /// What `canvas` accepts, as its messages say it.
    static let canvasExpected: SettingMessage =
        "WxH in px, like 1200x630, each from \(PlainNumber.format(CloudStyle.lengths.lowerBound)) to "
        + "\(PlainNumber.format(CloudStyle.lengths.upperBound))"

    /// `canvas` as a size: two numbers joined by `x` (or `×`), `nil` when it is not one.
    static func canvasSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2,
            let width = Double(String(parts[0]).trimmingSpaces()),
            let height = Double(String(parts[1]).trimmingSpaces()),
            CloudStyle.lengths.contains(width), CloudStyle.lengths.contains(height)
        else { return nil }
        return Size(width: width, height: height)
    }

    /// Reads `canvas` and `canvas-align` into `style` (after `margin`): rows wrap at the canvas
    /// less its margins unless `width` says narrower. `canvas-align` without a canvas is refused,
    /// and so is `fit` with one (in one layer: a later layer's choice replaces an earlier one's).
    static func canvas(from values: SettingValues, axis: FlowAxis, into style: inout CloudStyle) throws(SettingError) {
        let alignment = try values.choice("canvas-align", of: CanvasAlignment.self)
        if let text = values.text("canvas") {
            guard let size = canvasSize(text) else { throw values.bad("canvas", expected: canvasExpected) }
            guard !values.contains("fit") else {
                throw SettingError(
                    key: "fit", place: values.place(of: "fit"),
                    .conflicting(
                        value: values.text("fit"), with: "\(setting: "canvas")",
                        advice: "both choose the canvas's size; give one (a later layer's choice replaces an "
                            + "earlier one's)"))
            }
            style.canvas = size
            if axis == .rows && !values.contains("width") {
                style.maxWidth = max(CloudStyle.lengths.lowerBound, size.width - 2 * style.margin)
            }
        } else if values.contains("canvas-align") {
            throw SettingError(
                key: "canvas-align", place: values.place(of: "canvas-align"),
                .conflicting(
                    value: values.text("canvas-align"), with: "a canvas that fits the cloud",
                    advice: "add \(setting: "canvas") WxH for a canvas of a fixed size"))
        }
        style.canvasAlignment = alignment ?? .center
    }
}
