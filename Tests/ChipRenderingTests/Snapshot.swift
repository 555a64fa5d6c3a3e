import Foundation
import TagFlowTesting
import Testing

/// Compares a PNG with its golden file under `__Snapshots__/<test file>/<name>.png` through
/// TagFlowTesting's `SnapshotComparison`: decoded, with a per-channel threshold; a missing golden
/// is recorded and the test fails; `TAGFLOW_RECORD=1` re-records.
func expectSnapshot(
    _ png: [UInt8], named name: String, threshold: Int = 2, maxDifferingPixels: Int = 0,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let comparison = SnapshotComparison(
        reference: SnapshotComparison.reference(for: filePath, named: name, format: .png()), format: .png(),
        tolerance: threshold, maxDifferingPixels: maxDifferingPixels)
    if let failure = comparison.check(png) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
