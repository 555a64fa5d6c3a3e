import Foundation
import TagFlow
import TagFlowTesting
import Testing

/// What a user relies on in TagFlowTesting, seen from outside: record modes, the artefacts folder
/// and collisions. Each test keeps its references in a folder of its own (`snapshotDirectory:`)
/// and expects the failures it provokes (`withKnownIssue`), so the suite passes when they happen.
@Suite struct SnapshotBehaviourTests {
    static let cloud = TagCloud(tags: ["Swift", "Linux", "Cairo"])
    /// The same cloud with one label changed.
    static let changed = TagCloud(tags: ["Swift", "Linus", "Cairo"])

    /// A folder of its own under the temporary directory, gone afterwards.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID().uuidString)")
        var path: String { url.path }
        func file(_ name: String) -> URL { url.appendingPathComponent(name) }
        func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// One assertion site for every check of a test: a reference used from two places in one run
    /// would be a collision (see `collision()`), and here one reference is checked again and again.
    func snap<Format>(
        _ cloud: TagCloud, as strategy: Snapshotting<TagCloud, Format>, named name: String,
        record: SnapshotRecordMode? = nil, in folder: Folder, testName: String = #function
    ) {
        assertSnapshot(
            of: cloud, as: strategy, named: name, record: record, snapshotDirectory: folder.path, testName: testName)
    }

    /// `body` must record exactly one issue whose message contains `text`.
    func expectFailure(containing text: String, _ body: () -> Void) {
        withKnownIssue {
            body()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(text) }
        }
    }

    @Test func recordModes() throws {
        let references = Folder()
        defer { references.remove() }
        // never: a missing reference fails and nothing is written.
        expectFailure(containing: "nothing was recorded") {
            snap(Self.cloud, as: .layout, named: "r", record: .never, in: references)
        }
        #expect(!references.exists("recordModes.r.json"))
        // missing: written once (and the assertion fails), then compared.
        expectFailure(containing: "(there was no reference)") {
            snap(Self.cloud, as: .layout, named: "r", record: .missing, in: references)
        }
        #expect(references.exists("recordModes.r.json"))
        snap(Self.cloud, as: .layout, named: "r", record: .missing, in: references)
        // failed: a mismatch rewrites the reference, and fails.
        expectFailure(containing: "(record mode failed)") {
            snap(Self.changed, as: .layout, named: "r", record: .failed, in: references)
        }
        snap(Self.changed, as: .layout, named: "r", record: .never, in: references)
        // all: rewritten whatever it held.
        expectFailure(containing: "(record mode all)") {
            snap(Self.cloud, as: .layout, named: "r", record: .all, in: references)
        }
        snap(Self.cloud, as: .layout, named: "r", record: .never, in: references)
    }

    static let artifacts = Folder()

    /// A mismatch in every format: each leaves its actual file and its own difference file in the
    /// artefacts folder the trait names, none over another's; the message names the chips.
    @Test(.snapshots(record: .missing, artifacts: SnapshotBehaviourTests.artifacts.path))
    func artefacts() throws {
        let references = Folder()
        defer {
            references.remove()
            Self.artifacts.remove()
        }
        let strategies: [(String, Snapshotting<TagCloud, [UInt8]>)] = [("png", .png), ("svg", .svg), ("pdf", .pdf)]
        for (_, strategy) in strategies {
            withKnownIssue { snap(Self.cloud, as: strategy, named: "a", in: references) }
        }
        withKnownIssue { snap(Self.cloud, as: .layout, named: "a", in: references) }
        expectFailure(containing: "pixels differ") {
            snap(Self.changed, as: .png, named: "a", in: references)
        }
        expectFailure(containing: "appeared: 'Linus'; vanished: 'Linux'") {
            snap(Self.changed, as: .svg, named: "a", in: references)
        }
        expectFailure(containing: "from byte") {
            snap(Self.changed, as: .pdf, named: "a", in: references)
        }
        expectFailure(containing: "appeared: 'Linus'; vanished: 'Linux'") {
            snap(Self.changed, as: .layout, named: "a", in: references)
        }
        let folder = Self.artifacts.url.appendingPathComponent("SnapshotBehaviourTests")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            written == [
                "artefacts.a.json", "artefacts.a.json.diff.txt", "artefacts.a.pdf", "artefacts.a.png",
                "artefacts.a.png.diff.png", "artefacts.a.svg", "artefacts.a.svg.diff.txt",
            ])
        let actual = try Data(contentsOf: folder.appendingPathComponent("artefacts.a.png"))
        #expect(Array(actual) == (try Self.changed.render(as: .png)))
        // The references are as recorded: a mismatch never rewrites them under `missing`.
        #expect(Array(try Data(contentsOf: references.file("artefacts.a.png"))) == (try Self.cloud.render(as: .png)))
    }

    @Test func collision() {
        let references = Folder()
        defer { references.remove() }
        withKnownIssue { assertSnapshot(of: Self.cloud, as: .svg, named: "same", snapshotDirectory: references.path) }
        expectFailure(containing: "two assertions use the reference \(references.file("collision.same.svg").path)") {
            assertSnapshot(of: Self.changed, as: .svg, named: "same", snapshotDirectory: references.path)
        }
        // Another format is another file: no collision.
        withKnownIssue { assertSnapshot(of: Self.cloud, as: .png, named: "same", snapshotDirectory: references.path) }
    }

    /// Run by Scripts/check-consumer.sh with CI=true (once with TAGFLOW_RECORD=never too): a
    /// missing reference fails without a file written anywhere, artefacts included.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"))
    func onCIAMissingReferenceWritesNothing() throws {
        let references = Folder()
        defer { references.remove() }
        let artefacts = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tagflow-snapshots/SnapshotBehaviourTests/onCIAMissingReferenceWritesNothing.ci.svg")
        try? FileManager.default.removeItem(at: artefacts)
        expectFailure(containing: "nothing was recorded") {
            assertSnapshot(of: Self.cloud, as: .svg, named: "ci", snapshotDirectory: references.path)
        }
        #expect(!FileManager.default.fileExists(atPath: references.path))
        #expect(!FileManager.default.fileExists(atPath: artefacts.path))
    }
}
