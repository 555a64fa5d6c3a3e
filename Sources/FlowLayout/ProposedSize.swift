public import Primitives

/// What a container offers its content, as in SwiftUI's `ProposedViewSize`.
///
/// Each dimension is `nil` ("tell me your ideal size"), a finite value (the parent's offer)
/// or `.infinity` ("take what you like").
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The same proposal as a concrete size.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions `nil`: the item's ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Both dimensions zero: the item's minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Both dimensions infinite: the item's maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
}
