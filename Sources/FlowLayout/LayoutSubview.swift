/// A proxy for one item of a layout, like SwiftUI's `LayoutSubview`: it can be asked for its size
/// and told where it goes. It is not the item itself, so `place` is non-mutating.
public protocol LayoutSubview {
    /// The size the item wants for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size

    /// Puts the item's `anchor` point at `position`, giving it `proposal` as its final size.
    func place(at position: Point, anchor: UnitPoint, proposal: ProposedSize)
}

/// A layout item that is nothing but a fixed size: what `FlowLayout.plan(proposal:sizes:)`
/// and tests use. Placing it does nothing.
public struct FixedSizeSubview: LayoutSubview, Hashable, Sendable {
    public var size: Size

    public init(_ size: Size) {
        self.size = size
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { size }

    public func place(at position: Point, anchor: UnitPoint, proposal: ProposedSize) {}
}
