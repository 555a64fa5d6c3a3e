public import TagFlow
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Renders `cloud` as `format` and compares it with the reference in
/// `__Snapshots__/<TestFile>/<name>.<ext>` beside the calling test file. A missing reference is
/// recorded and the test fails, so a fresh recording never passes unseen; `record: true` or the
/// environment variable `TAGFLOW_RECORD=1` records on purpose. On a mismatch the actual file (and
/// for PNG a difference picture) is written beside the reference, and the failure names all three.
/// Works in XCTest and in Swift Testing.
///
/// - Parameters:
///   - tolerance: for PNG, how far apart a channel may be (0–255) and still count as equal.
///   - maxDifferingPixels: for PNG, how many pixels may differ by more than that.
public func assertTagCloudSnapshot(
    of cloud: TagCloud, as format: SnapshotFormat, named name: String, record: Bool = false, tolerance: Int = 2,
    maxDifferingPixels: Int = 0, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let comparison = SnapshotComparison(
        reference: SnapshotComparison.reference(for: "\(filePath)", named: name, format: format), format: format,
        tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
    let message: String?
    do {
        var scaled = cloud
        if case .png(let scale) = format { scaled.style.scale = scale }
        message = comparison.check(try scaled.render(as: format.outputFormat), record: record)
    } catch {
        message = "rendering \(name) failed: \(error)"
    }
    guard let message else { return }
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    XCTFail(message, file: filePath, line: line)
}
