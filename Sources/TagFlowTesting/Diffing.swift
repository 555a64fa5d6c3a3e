/// How snapshots of one format are stored and compared: to and from the bytes of a reference
/// file, and a comparison that says how two differ (or `nil` when they count as the same).
public struct Diffing<Format>: Sendable {
    /// The bytes a snapshot is stored as.
    public var toBytes: @Sendable (Format) -> [UInt8]
    /// A stored snapshot read back; a thrown error means the reference cannot be compared.
    public var fromBytes: @Sendable ([UInt8]) throws -> Format
    /// How `actual` differs from `reference`, or `nil` when they count as the same.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) throws -> SnapshotDifference?

    /// A comparison from its three parts.
    public init(
        toBytes: @escaping @Sendable (Format) -> [UInt8], fromBytes: @escaping @Sendable ([UInt8]) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) throws -> SnapshotDifference?
    ) {
        self.toBytes = toBytes
        self.fromBytes = fromBytes
        self.diff = diff
    }
}

/// How a snapshot differs from its reference: what the failure says, and files that show it.
public struct SnapshotDifference: Sendable, Hashable {
    /// The failure message: a first line saying what changed, then any detail (a line diff).
    public var message: String
    /// Files written to the artefacts folder beside the actual snapshot, such as a difference
    /// picture: `(suffix, bytes)`, the file named `<reference name>.<suffix>`.
    public var artifacts: [Artifact]

    /// A difference with its message and files.
    public init(message: String, artifacts: [Artifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }

    /// A file that shows a difference.
    public struct Artifact: Sendable, Hashable {
        /// Ends the file's name, after the reference's own: `diff.png`, `diff.txt`.
        public var suffix: String
        /// The file's bytes.
        public var bytes: [UInt8]

        /// A file named by `suffix`, holding `bytes`.
        public init(suffix: String, bytes: [UInt8]) {
            self.suffix = suffix
            self.bytes = bytes
        }
    }
}
