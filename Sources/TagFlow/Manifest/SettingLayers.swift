/// The one rule that layers settings from several sources, for every door that has more than
/// one: `render`, `batch` and `animate` (a `--config` file under the command line), `build` (a
/// manifest's `defaults`, the command line, an image's own options) and `markdown` (the command
/// line, a block's own options).
///
/// Layers go from general to specific: built-in defaults, a `--config` file, the manifest's
/// `defaults`, the command line, an image's or block's own options. A later layer replaces an
/// earlier layer's setting of the same key, and its choice replaces the earlier layer's whole
/// choice where settings choose together: line breaking (`balance`, `dense`), the row limit
/// (`max-rows`, `max-rows-per-group`), the canvas's size (`canvas`, `fit`), and the flow and its size (`flow`, or `width` for rows and
/// `height` for columns, replaces the earlier `flow`, the other flow's size, and a `fit` or
/// `row-align` value that names the other flow's edge). Two settings of one choice in one layer
/// are refused (`SettingConflict`).
public enum SettingLayers {
    /// Settings that choose one thing together: a layer gives at most one of them.
    static let choices: [(what: String, keys: [String])] = [
        ("how lines break", ["balance", "dense"]),
        ("the row limit", ["max-rows", "max-rows-per-group"]),
        ("the canvas's size", ["canvas", "fit"]),
    ]

    /// The settings of `layers` (general first) as one list, each later layer replacing what it
    /// chooses again.
    public static func layered(_ layers: [[ManifestOption]]) -> [ManifestOption] {
        var result: [ManifestOption] = []
        for layer in layers {
            result.removeAll { isReplaced($0, by: layer) }
            result += layer
        }
        return result
    }

    /// Whether `layer`, coming later, replaces `option` of an earlier layer.
    public static func isReplaced(_ option: ManifestOption, by layer: [ManifestOption]) -> Bool {
        let given = Set(layer.filter(\.chooses).map(\.key))
        if layer.contains(where: { $0.key == option.key }) { return true }
        for choice in choices where choice.keys.contains(option.key) && !given.isDisjoint(with: choice.keys) {
            return true
        }
        guard let flow = flow(of: layer) else { return false }
        let text = option.text?.lowercased()
        switch (option.key, flow) {
        case ("flow", _): return true
        case ("width", "columns"), ("height", "rows"): return true
        case ("row-align", "columns"): return ["top", "bottom", "baseline"].contains(text)
        case ("row-align", "rows"): return ["leading", "trailing"].contains(text)
        case ("fit", "columns"): return text == "width"
        case ("fit", "rows"): return text == "height"
        default: return false
        }
    }

    /// The first two settings of `layer` that make one choice twice, if any.
    public static func conflict(in layer: [ManifestOption]) -> SettingConflict? {
        for choice in choices {
            let given = layer.filter { $0.chooses && choice.keys.contains($0.key) }
            if let first = given.first, let second = given.first(where: { $0.key != first.key }) {
                return SettingConflict(first: first, second: second, choice: choice.what)
            }
        }
        return nil
    }

    /// The flow a layer chooses: its `flow`, else columns for a `height`, rows for a `width`.
    static func flow(of layer: [ManifestOption]) -> String? {
        if let flow = layer.last(where: { $0.key == "flow" })?.text { return flow.lowercased() }
        if layer.contains(where: { $0.key == "height" }) { return "columns" }
        if layer.contains(where: { $0.key == "width" }) { return "rows" }
        return nil
    }
}

/// Two settings of one layer that make one choice (`balance` and `dense`): say one.
public struct SettingConflict: Error, Hashable, Sendable, CustomStringConvertible {
    public var first: ManifestOption
    public var second: ManifestOption
    /// What both choose: "how lines break".
    public var choice: String

    public var description: String {
        "'\(first.key)' and '\(second.key)' both choose \(choice); give one (a later layer's choice replaces "
            + "an earlier one's)"
    }
}

extension ManifestOption {
    /// Whether it states a choice: anything but `false` (`"balance": false` chooses nothing).
    var chooses: Bool { value != .flag(false) }

    /// Its value when it is text.
    var text: String? {
        if case .text(let text) = value { return text }
        return nil
    }
}
