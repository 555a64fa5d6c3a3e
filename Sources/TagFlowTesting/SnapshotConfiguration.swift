import Foundation

/// Where snapshot settings come from, nearest first: an assertion's parameters, the
/// `.snapshots(…)` trait of its test or suite (a task-local value), then the environment.
struct SnapshotConfiguration: Sendable {
    var record: SnapshotRecordMode?
    var artifacts: String?

    /// What the innermost `.snapshots(…)` trait set.
    @TaskLocal static var current = SnapshotConfiguration()
    /// The environment the settings are read from; tests of TagFlowTesting set their own.
    @TaskLocal static var environment: [String: String]?

    /// The settings in force, or why `TAGFLOW_RECORD` cannot be understood.
    static func resolve(record parameter: SnapshotRecordMode?) -> Result<Resolved, SnapshotSetupError> {
        let environment = Self.environment ?? ProcessInfo.processInfo.environment
        let onCI = environment["CI"]?.lowercased() == "true"
        var mode = parameter ?? current.record
        if mode == nil, let value = environment["TAGFLOW_RECORD"], !value.isEmpty {
            guard let named = SnapshotRecordMode(environmentValue: value) else {
                return .failure(.badRecordMode(value))
            }
            mode = named
        }
        let artifacts = current.artifacts ?? environment["TAGFLOW_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        return .success(
            Resolved(
                record: mode ?? (onCI ? .never : .missing), recordWasAsked: mode != nil, onCI: onCI,
                artifacts: artifacts.map { URL(fileURLWithPath: $0) }
                    ?? FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-snapshots"),
                artifactsWereAsked: artifacts != nil))
    }

    /// The settings one assertion runs with.
    struct Resolved: Sendable {
        var record: SnapshotRecordMode
        /// Whether a parameter, trait or `TAGFLOW_RECORD` chose the mode (not the default).
        var recordWasAsked: Bool
        var onCI: Bool
        var artifacts: URL
        /// Whether a trait or `TAGFLOW_ARTIFACTS` chose the folder (not the temporary default).
        var artifactsWereAsked: Bool
    }
}

/// Settings a snapshot assertion cannot work with.
enum SnapshotSetupError: Error, CustomStringConvertible {
    case badRecordMode(String)

    var description: String {
        switch self {
        case .badRecordMode(let value):
            "TAGFLOW_RECORD=\(value) is not a record mode: use all, missing, failed or never"
        }
    }
}
