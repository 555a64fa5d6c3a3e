import Foundation

@testable import TagFlowTesting

/// A fresh folder for one test's references and artefacts, removed afterwards, and an environment
/// for the assertions (the process's own is never changed: tests run in parallel).
struct SnapshotFolder {
    let root: URL
    var references: URL { root.appendingPathComponent("refs") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-testing-\(UUID().uuidString)")
    }

    /// Runs `body` with `environment` (plus `TAGFLOW_ARTIFACTS` unless given) in place of the process's.
    func with<T>(_ environment: [String: String] = [:], _ body: () throws -> T) rethrows -> T {
        var environment = environment
        if environment["TAGFLOW_ARTIFACTS"] == nil { environment["TAGFLOW_ARTIFACTS"] = artifacts.path }
        return try SnapshotConfiguration.$environment.withValue(environment, operation: body)
    }

    /// The files under the folder, as paths relative to it.
    func files() -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        return (walker?.allObjects as? [String] ?? []).filter { path in
            var folder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &folder)
            return !folder.boolValue
        }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
