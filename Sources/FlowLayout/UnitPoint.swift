/// A point in a rectangle's unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
/// Says which point of an item `place(at:anchor:proposal:)` puts at the given position.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
