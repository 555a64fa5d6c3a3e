import ChipRendering
import Foundation
import Testing

/// Compares a PNG with a golden file under `__Snapshots__/<test file>/<name>.png`, decoded, with a
/// per-channel threshold and a maximum count of differing pixels. A missing golden is recorded and
/// the test fails; `TAGFLOW_RECORD=1` re-records on purpose; on a mismatch the actual image is
/// written beside the golden as `<name>.actual.png`.
func expectSnapshot(
    _ png: [UInt8], named name: String, threshold: Int = 2, maxDifferingPixels: Int = 0,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let golden = folder.appendingPathComponent("\(name).png")
    let actual = folder.appendingPathComponent("\(name).actual.png")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    let recording = ProcessInfo.processInfo.environment["TAGFLOW_RECORD"] == "1"
    guard !recording, let reference = try? Data(contentsOf: golden) else {
        try Data(png).write(to: golden)
        let why = recording ? "TAGFLOW_RECORD=1" : "it was missing"
        let message = "recorded \(golden.path) (\(why)); look at it, then run again"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    guard let expected = DecodedPNG(Array(reference)), let got = DecodedPNG(png) else {
        Issue.record(Comment(rawValue: "cannot decode \(golden.path) or the rendering"), sourceLocation: sourceLocation)
        return
    }
    var differing = 0
    if expected.width == got.width && expected.height == got.height {
        for (a, b) in zip(expected.pixels, got.pixels) where abs(Int(a) - Int(b)) > threshold {
            differing += 1
        }
    }
    let sizeMatches = expected.width == got.width && expected.height == got.height
    if !sizeMatches || differing > maxDifferingPixels {
        try Data(png).write(to: actual)
        let difference =
            sizeMatches
            ? "\(differing) channel values off by more than \(threshold)"
            : "\(got.width)×\(got.height) vs \(expected.width)×\(expected.height)"
        let message = "rendering differs from \(golden.path): \(difference); actual image: \(actual.path)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        try? FileManager.default.removeItem(at: actual)
    }
}
