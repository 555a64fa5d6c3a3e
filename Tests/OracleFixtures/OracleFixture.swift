import Foundation
import Testing

/// A fixture an oracle script wrote into `Tests/FlowLayoutTests/Fixtures` (`Scripts/flexbox-oracle.py`,
/// `flexbox-column-oracle.py`, `balance-oracle.py`): the command that made it, the browser that
/// laid the cases out and how it was started, and the cases. One reader for every test that
/// compares with them: the planner's own (`FlowLayoutTests`) and `tagflow plan`'s (`tagflowTests`).
public struct OracleFixture<Case: Decodable & Sendable>: Decodable, Sendable {
    /// The script's command line, `python3 Scripts/….py …`.
    public var generatedBy: String
    /// The browser's version line, `Chromium 156.…`.
    public var chromium: String
    /// The headless browser's command line (temporary paths elided).
    public var chromiumCommand: String?
    public var cases: [Case]

    /// The folder the fixtures are in.
    public static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FlowLayoutTests/Fixtures")
    }

    /// Expects the fixture to say it was made by `script` (`Scripts/flexbox-oracle.py`) in
    /// Chromium, and, where `commandRecorded`, how headless Chromium was started.
    public func expectProvenance(
        script: String, commandRecorded: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(generatedBy.hasPrefix("python3 " + script), sourceLocation: sourceLocation)
        #expect(chromium.hasPrefix("Chromium"), sourceLocation: sourceLocation)
        if commandRecorded {
            #expect(chromiumCommand?.contains("--headless") == true, sourceLocation: sourceLocation)
        }
    }

    /// Reads the fixture `name` (`flexbox-oracle.json`) from `folder`.
    public static func load(_ name: String) throws -> Self {
        try JSONDecoder().decode(Self.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
    }
}

/// A case of `flexbox-oracle.json`: items wrapped into rows by `flex-wrap: wrap`, leading, from
/// the top, as the greedy planner wraps them.
public struct RowOracleCase: Decodable, Sendable, CustomTestStringConvertible {
    public var limit: Double
    public var spacing: Double
    public var lineSpacing: Double
    /// `[width, height]` per item.
    public var sizes: [[Double]]
    /// `[x, y, width, height]` per item, relative to the flex container, from the browser.
    public var frames: [[Double]]
    /// The flex container's height, from the browser.
    public var height: Double
    public var note: String?

    /// The case, for test names and failure messages.
    public var label: String {
        "limit \(limit), spacing \(spacing), lineSpacing \(lineSpacing), \(sizes.count) items"
            + (note.map { " (\($0))" } ?? "")
    }

    public var testDescription: String { label }
}

/// A case of `flexbox-alignment.json`: one alignment, item alignment or direction option and
/// the CSS that means the same thing.
public struct AlignmentOracleCase: Decodable, Sendable, CustomTestStringConvertible {
    /// The planner's options, by their Swift names.
    public struct Layout: Decodable, Sendable {
        public var alignment: String
        public var lastRowAlignment: String
        public var itemAlignment: String
        public var direction: String
    }

    /// What the case checks: "center", "justified", "firstTextBaseline", "rightToLeft", ...
    public var option: String
    /// Its number among the cases of that option.
    public var index: Int
    public var limit: Double
    public var spacing: Double
    public var lineSpacing: Double
    /// `[width, height]` per item.
    public var sizes: [[Double]]
    public var layout: Layout
    /// The CSS the browser laid the case out with.
    public var css: [String: String]
    /// Which rows this rendering stands for: "all", "allButLastRow" or "lastRow".
    public var compare: String
    public var note: String?
    /// `[x, y, width, height]` per item, relative to the flex container, from the browser.
    public var frames: [[Double]]
    /// The flex container's height, from the browser.
    public var height: Double
    /// Each item's first baseline from its top as the browser placed it (`nil`: none, so the
    /// bottom edge); the planner is given these.
    public var baselines: [Double?]

    /// The case's short name: `center #2 [all]`.
    public var name: String { "\(option) #\(index) [\(compare)]" }

    public var testDescription: String { name }

    /// The case and its options, for failure messages.
    public var label: String {
        "\(name) (limit \(limit), spacing \(spacing), lineSpacing \(lineSpacing), "
            + "alignment .\(layout.alignment), lastRowAlignment .\(layout.lastRowAlignment), "
            + "itemAlignment .\(layout.itemAlignment), direction .\(layout.direction); css "
            + css.keys.sorted().map { "\($0): \(css[$0]!)" }.joined(separator: ", ")
            + "\(note.map { "; \($0)" } ?? ""))"
    }
}
