import Foundation
import TagFlow
import Testing

@testable import TagFlowTesting

/// Names, record modes, artefacts and collisions, through `verifySnapshot` (the message
/// `assertSnapshot` would record) on real files in a temporary folder.
@Suite("Snapshot assertions")
struct SnapshotAssertionTests {
    let folder = SnapshotFolder()
    static let text = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { $0 }

    /// One assertion, at `line`: the same line for every call unless told, as if one assertion ran
    /// again (two lines that use one reference are a collision).
    func verify(
        _ value: String, named name: String? = nil, record: SnapshotRecordMode? = nil, testName: String = #function,
        line: UInt = 1
    ) -> String? {
        verifySnapshot(
            of: value, as: Self.text, named: name, record: record, snapshotDirectory: folder.references.path,
            testName: testName, line: line, column: 1)
    }

    @Test("A missing reference is recorded and fails; references are named <test>.<n or name>.<ext>")
    func names() throws {
        defer { folder.remove() }
        try folder.with {
            let first = try #require(verify("one\n"))
            #expect(first.hasPrefix("recorded \(folder.references.path)/names.1.txt (there was no reference)"))
            #expect(verify("two\n")?.contains("/names.2.txt") == true)
            #expect(verify("three\n", named: "my name/with spaces")?.contains("/names.my-name-with-spaces.txt") == true)
        }
        #expect(folder.files() == ["refs/names.1.txt", "refs/names.2.txt", "refs/names.my-name-with-spaces.txt"])
        #expect(SnapshotNaming.testName("theme(_:)") == "theme")
        #expect(SnapshotNaming.testName("testTopics()") == "testTopics")
    }

    @Test("A match passes; a mismatch fails with a line diff, writing the actual file where the message says")
    func mismatch() throws {
        defer { folder.remove() }
        try folder.with {
            _ = verify("a\nb\nc\n", named: "t")
            #expect(verify("a\nb\nc\n", named: "t2") != nil)  // another name: recorded
            let message = try #require(verify("a\nB\nc\n", named: "t"))
            let lines = message.split(separator: "\n").map(String.init)
            #expect(
                lines[0] == "\(folder.references.path)/mismatch.t.txt: the snapshot's text differs from the reference")
            #expect(lines.contains("- b") && lines.contains("+ B"))
            let actual = folder.artifacts.appendingPathComponent("SnapshotAssertionTests/mismatch.t.txt")
            #expect(lines.contains("actual: \(actual.path)"))
            #expect(lines.contains("difference: \(actual.path).diff.txt"))
            #expect(try String(contentsOf: actual, encoding: .utf8) == "a\nB\nc\n")
            // The reference is untouched under the default mode.
            #expect(
                try String(contentsOf: folder.references.appendingPathComponent("mismatch.t.txt"), encoding: .utf8)
                    == "a\nb\nc\n")
        }
    }

    @Test("Record modes: all rewrites and fails, failed rewrites only what differs, never writes nothing")
    func recordModes() throws {
        defer { folder.remove() }
        let reference = folder.references.appendingPathComponent("recordModes.r.txt")
        func stored() throws -> String { try String(contentsOf: reference, encoding: .utf8) }
        try folder.with {
            #expect(verify("1", named: "r", record: .never)?.contains("nothing was recorded") == true)
            #expect(!FileManager.default.fileExists(atPath: reference.path))
            _ = verify("1", named: "r", record: .missing)
            #expect(try stored() == "1")
            #expect(verify("1", named: "r", record: .failed) == nil)
            #expect(verify("1", named: "r", record: .all)?.contains("(record mode all)") == true)
            let failed = try #require(verify("2", named: "r", record: .failed))
            #expect(
                failed.hasSuffix("recorded \(reference.path) (record mode failed); look at it, then run the test again")
            )
            #expect(try stored() == "2")
            #expect(verify("3", named: "r", record: .never) != nil)
            #expect(try stored() == "2")
        }
        // From the environment, including the old TAGFLOW_RECORD=1, and a value it cannot read.
        folder.with(["TAGFLOW_RECORD": "1"]) {
            #expect(verify("2", named: "r")?.contains("(record mode all)") == true)
        }
        folder.with(["TAGFLOW_RECORD": "sometimes"]) {
            #expect(
                verify("2", named: "r")
                    == "TAGFLOW_RECORD=sometimes is not a record mode: use all, missing, failed or never")
        }
    }

    @Test("Under CI=true a missing reference fails and nothing at all is written, unless recording is asked for")
    func continuousIntegration() throws {
        defer { folder.remove() }
        folder.with(["CI": "true", "TAGFLOW_ARTIFACTS": ""]) {
            let message = verify("x", named: "ci")
            #expect(message?.contains("(CI=true, so record mode never): nothing was recorded") == true)
        }
        folder.with(["CI": "true", "TAGFLOW_RECORD": "never", "TAGFLOW_ARTIFACTS": ""]) {
            #expect(verify("x", named: "ci")?.contains("(record mode never)") == true)
        }
        #expect(folder.files() == [])
        folder.with(["CI": "true", "TAGFLOW_RECORD": "missing"]) {
            #expect(verify("x", named: "ci")?.contains("(there was no reference)") == true)
        }
        #expect(folder.files() == ["refs/continuousIntegration.ci.txt"])
    }

    @Test("Two assertions that would write one reference in one run: the second fails, naming both")
    func collision() throws {
        defer { folder.remove() }
        folder.with {
            _ = verify("a", named: "same", line: 10)
            let message = verify("b", named: "same", line: 20)
            #expect(
                message
                    == "two assertions use the reference \(folder.references.path)/collision.same.txt in this run: "
                    + "TagFlowTestingTests/SnapshotAssertionTests.swift:10:1 and "
                    + "TagFlowTestingTests/SnapshotAssertionTests.swift:20:1; give one of them another name (named:)")
        }
    }

    @Test(
        "An unnamed snapshot in a parameterized test is refused: its number would depend on the order of cases",
        arguments: [1])
    func parameterized(_ value: Int) {
        defer { folder.remove() }
        folder.with {
            #expect(verify("\(value)")?.hasPrefix("an unnamed snapshot in the parameterized test") == true)
            #expect(verify("\(value)", named: "case\(value)")?.hasPrefix("recorded") == true)
        }
    }

    static let traitArtifacts = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tagflow-trait-\(ProcessInfo.processInfo.processIdentifier)")

    @Test(
        "A trait sets the record mode and the artefacts folder, over the environment",
        .snapshots(record: .never, artifacts: traitArtifacts.path))
    func trait() throws {
        defer {
            folder.remove()
            try? FileManager.default.removeItem(at: Self.traitArtifacts)
        }
        try folder.with(["TAGFLOW_RECORD": "all"]) {
            let message = try #require(verify("x", named: "t"))
            #expect(message.contains("(record mode never)"))
            // The folder was asked for, so the snapshot that has no reference is put there.
            let actual = Self.traitArtifacts.appendingPathComponent("SnapshotAssertionTests/trait.t.txt")
            #expect(message.hasSuffix("; the snapshot is in \(actual.path)"))
            #expect(try String(contentsOf: actual, encoding: .utf8) == "x")
        }
        #expect(folder.files() == [])
    }
}
