import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Compares a snapshot of `value` with its reference file and records a failure (a Swift Testing
/// issue, or `XCTFail` under XCTest) when they differ or when a reference was written.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the calling test
/// file (`<testName>.<n>.<ext>` without a name, `n` counting the test's unnamed assertions from
/// 1). Whether it is written depends on the record mode (``SnapshotRecordMode``); on a mismatch
/// the actual snapshot and its difference files go to the artefacts folder (`TAGFLOW_ARTIFACTS`,
/// else a temporary folder the message names). Two assertions that would use one reference in
/// one run fail, naming both.
///
/// ```swift
/// @Test func topicsCloud() {
///     let cloud = TagCloud(tags: ["Swift", "Linux", "Cairo"])
///     assertSnapshot(of: cloud, as: .png(scale: 2))   // __Snapshots__/CloudTests/topicsCloud.1.png
///     assertSnapshot(of: cloud, as: .svg)              // __Snapshots__/CloudTests/topicsCloud.2.svg
/// }
/// ```
///
/// - Parameters:
///   - value: what to snapshot.
///   - snapshotting: how: `.png(scale:)`, `.svg`, `.pdf`, `.layout`, or a strategy of your own.
///   - name: the reference's name within the test; a counter when `nil`. Required in a
///     parameterized test, whose cases would otherwise number each other's assertions.
///   - record: the record mode for this assertion, over the trait's and `TAGFLOW_RECORD`.
///   - snapshotDirectory: the folder for the reference instead of `__Snapshots__/<TestFile>`.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    guard
        let message = verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    else { return }
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    XCTFail(message, file: filePath, line: line)
}

/// `assertSnapshot`'s check without the failure: the message it would record, or `nil` when the
/// snapshot matches. For building assertions of your own.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) -> String? {
    let settings: SnapshotConfiguration.Resolved
    switch SnapshotConfiguration.resolve(record: record) {
    case .success(let resolved): settings = resolved
    case .failure(let error): return "\(error)"
    }
    // 1. The reference's name: the test, then the given name or the test's next number.
    let file = URL(fileURLWithPath: "\(filePath)")
    let testFile = file.deletingPathExtension().lastPathComponent
    let test = SnapshotNaming.testName(testName)
    var testIdentity = "\(filePath)\u{0}\(test)"
    #if canImport(Testing)
        if name == nil, Test.Case.current?.isParameterized == true {
            return "an unnamed snapshot in the parameterized test \(testName) would be numbered differently in each "
                + "run of its cases: pass named: (built from the arguments)"
        }
        if let current = Test.current { testIdentity += "\u{0}\(current.id)" }
    #endif
    let suffix = name.map(SnapshotNaming.sanitized) ?? String(SnapshotNaming.nextNumber(for: testIdentity))
    let base = "\(test).\(suffix).\(snapshotting.pathExtension)"
    let folder =
        snapshotDirectory.map { URL(fileURLWithPath: $0) }
        ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
    let reference = folder.appendingPathComponent(base)

    // 2. One reference, one assertion, per run.
    let here = "\(fileID):\(line):\(column)"
    if let earlier = SnapshotNaming.claim(reference.path, by: here) {
        return "two assertions use the reference \(reference.path) in this run: \(earlier) and \(here); "
            + "give one of them another name (named:)"
    }

    // 3. The snapshot, then the comparison under the record mode.
    let actual: Format
    do {
        actual = try snapshotting.snapshot(value())
    } catch {
        return "snapshot \(base) could not be made: \(error)"
    }
    let check = SnapshotCheck(
        reference: reference,
        artifacts: settings.artifacts.appendingPathComponent(testFile).appendingPathComponent(base),
        settings: settings)
    return check.run(actual, diffing: snapshotting.diffing)
}
