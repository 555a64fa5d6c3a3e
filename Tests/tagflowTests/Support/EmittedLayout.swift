import Foundation
import Testing

/// A file `render --emit-layout` wrote: `{"width":…,"height":…,"chips":[{"label":…,"frame":[x,y,w,h],"row":r}…]}`,
/// plus `hidden` and `overflow` when a row limit hid labels, `separators` with `--separator`, a
/// chip's `count` with `--show-weight`.
struct EmittedLayout: Decodable, Equatable {
    struct Chip: Decodable, Equatable {
        var label: String
        var frame: [Double]
        var row: Int
        var textX: Double?
        /// With `--show-weight` or a tag's value: what is drawn beside the label, and where.
        var count: Count?
    }

    /// A chip's count: its text as drawn and read aloud, its box and colour.
    struct Count: Decodable, Equatable {
        var text: String
        var spoken: String
        var frame: [Double]
        var color: String
    }

    var width: Double
    var height: Double
    var chips: [Chip]
    var hidden: [String]?
    var overflow: Chip?
    var headings: [Chip]?
    var separators: [Chip]?

    /// The layout in `file` of `folder`.
    static func read(_ file: String, in folder: URL) throws -> EmittedLayout {
        try JSONDecoder().decode(EmittedLayout.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
    }
}

/// Runs `tagflow render arguments…` in `folder`.
func runRender(_ arguments: [String], in folder: URL, stdin: [UInt8]? = nil) async throws -> TagflowRun {
    try await TagflowBinary.run(["render"] + arguments, stdin: stdin, in: folder)
}

/// Checks a run that should succeed quietly: exit 0 and nothing on standard error.
func expectQuietSuccess(_ run: TagflowRun, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == 0, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
    #expect(run.stderr.isEmpty, "\(run.stderr)", sourceLocation: sourceLocation)
}

/// Whether `name` exists in `folder`.
func fileExists(_ name: String, in folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
}
