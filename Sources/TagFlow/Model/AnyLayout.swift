import FlowLayout

/// Any ``Layout`` as a `Hashable` value (SwiftUI's name for a type-erased layout): two are equal
/// when they hold equal layouts of the same type. `any Layout` is not itself `Hashable` (an
/// existential conforms to nothing), and `CloudStyle` has always been.
struct AnyLayout: Hashable, Sendable {
    let layout: any Layout

    static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
        AnyHashable(lhs.layout) == AnyHashable(rhs.layout)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(layout))
    }
}
