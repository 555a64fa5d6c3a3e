import Foundation
import TagFlowTesting
import Testing

/// Compares a PNG with its golden file, `__Snapshots__/<test file>/<test>.<n>.png`, through
/// TagFlowTesting with a strategy of its own (the bytes are already a PNG): decoded, with a
/// per-channel threshold; a missing golden is recorded and the test fails; `TAGFLOW_RECORD`
/// re-records.
func expectSnapshot(
    _ png: [UInt8], named name: String? = nil, threshold: Int, maxDifferingPixels: Int = 0,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let strategy = Snapshotting<[UInt8], [UInt8]>(
        pathExtension: "png", diffing: .png(tolerance: threshold, maxDifferingPixels: maxDifferingPixels)
    ) { $0 }
    assertSnapshot(
        of: png, as: strategy, named: name, fileID: fileID, filePath: filePath, testName: testName, line: line,
        column: column)
}
