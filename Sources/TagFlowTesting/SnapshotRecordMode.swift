/// When a snapshot assertion writes its reference: swift-snapshot-testing's four modes. Each
/// assertion that writes a reference fails, so a recording never passes unseen.
///
/// The mode comes from the nearest setting: the assertion's `record:` parameter, then the
/// `.snapshots(record:)` trait of its test or suite, then `TAGFLOW_RECORD`; without any,
/// `missing`, or `never` when `CI=true` (a missing reference then fails and nothing is written).
public enum SnapshotRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Write every reference, whether or not one exists (and fail).
    case all
    /// Write a reference only where there is none (and fail); compare the others.
    case missing
    /// Write a reference where there is none or where the snapshot differs from it (and fail).
    case failed
    /// Write no reference: a missing one fails, naming the file it would have been.
    case never

    /// The mode a `TAGFLOW_RECORD` value names: `all`, `missing`, `failed`, `never`, or `1`/`true`
    /// for `all` (the variable's meaning before there were modes); `nil` for anything else.
    public init?(environmentValue value: String) {
        switch value.lowercased() {
        case "1", "true", "yes": self = .all
        default: self.init(rawValue: value.lowercased())
        }
    }
}
