import FlowLayout

/// Any ``Layout`` as a `Hashable` value: two boxes are equal when they hold equal layouts of the
/// same type. `any Layout` is not itself `Hashable` (an existential conforms to nothing), and
/// `CloudStyle` has always been.
struct LayoutBox: Hashable, Sendable {
    let layout: any Layout

    static func == (lhs: LayoutBox, rhs: LayoutBox) -> Bool {
        AnyHashable(lhs.layout) == AnyHashable(rhs.layout)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(layout))
    }
}
