import Primitives

/// Shaped labels, kept per (fonts, size, text) for the life of the process and shared by all
/// threads. Bounded: when full it starts over, which keeps memory flat on endless batches.
final class ShapingCache: Sendable {
    struct Key: Hashable, Sendable {
        var fonts: [ObjectIdentifier]
        var fallback: Bool
        var size: Double
        var text: String
    }

    /// The most labels kept at once.
    static let capacity = 200_000

    static let shared = ShapingCache()

    private let entries = Locked<[Key: ShapedText]>([:])

    func value(for key: Key) -> ShapedText? {
        entries.withLock { $0[key] }
    }

    func store(_ value: ShapedText, for key: Key) {
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }
}
