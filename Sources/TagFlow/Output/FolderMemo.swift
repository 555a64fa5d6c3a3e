import Primitives

/// What was found about folders, kept for the rest of the process by each folder's text
/// (TagFlow never changes its working folder): `RealFolders`' real paths, `OutputFolders`' facts.
/// The last folder asked is compared before the table is hashed: a batch asks for its one output
/// folder once or twice a file (about 300 instructions saved each). Past `capacity` folders the
/// table starts over.
struct FolderMemo<Value>: Sendable {
    private struct Known {
        var values: [String: Value] = [:]
        var last: (folder: String, value: Value)?
    }
    private let known = Locked(Known())
    /// The most folders kept.
    private let capacity = 256

    /// What was kept for `folder`, if anything.
    func value(of folder: String) -> Value? {
        known.withLock { known -> Value? in
            if let last = known.last, last.folder == folder { return last.value }
            guard let value = known.values[folder] else { return nil }
            known.last = (folder, value)
            return value
        }
    }

    /// Keeps `value` for `folder`.
    func keep(_ value: Value, for folder: String) {
        known.withLock { known in
            if known.values.count >= capacity { known.values.removeAll(keepingCapacity: true) }
            known.values[folder] = value
            known.last = (folder, value)
        }
    }
}
