/// How to snapshot a value: turn it into a `Format` (bytes, text) that is kept as the reference
/// file, and compare two of those (`diffing`). swift-snapshot-testing's `Snapshotting<Value,
/// Format>`, so strategies read the same: `.png(scale: 2)`, `.svg`, `.pdf` and `.layout` for a
/// `TagCloud`; `.json`, `.png`, `.svg` and `.pdf` for a `CloudLayout`; your own for any value:
///
/// ```swift
/// extension Snapshotting where Value == [CloudTag], Format == String {
///     static let labels = Snapshotting(pathExtension: "txt", diffing: .lines) { tags in
///         tags.map(\.label).joined(separator: "\n") + "\n"
///     }
/// }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension, without the dot.
    public var pathExtension: String
    /// How two snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value; a thrown error fails the assertion, naming it.
    public var snapshot: @Sendable (Value) throws -> Format

    /// A strategy from its three parts.
    public init(
        pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy for another kind of value, reached through `transform`:
    /// `Snapshotting<TagCloud, String>.layout.pullback { (tags: [CloudTag]) in TagCloud(tags: tags) }`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<
        NewValue, Format
    > {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}
