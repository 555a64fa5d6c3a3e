/// One label of a cloud, as read from the input.
public struct Tag: Hashable, Sendable {
    /// The text on the chip.
    public var label: String
    /// The tag's weight, when the input gave one (`label<TAB>weight`).
    public var weight: Double?

    public init(_ label: String, weight: Double? = nil) {
        self.label = label
        self.weight = weight
    }
}
