/// Where a cloud sits on a canvas of a fixed size (`CloudStyle.canvas`) when it is smaller than
/// the canvas less the margins: SwiftUI's `Alignment`, by edge. Leading and trailing follow the
/// rows' direction: in right to left, leading is the right.
public enum CanvasAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    /// At the top, at the leading edge.
    case topLeading = "top-leading"
    /// At the top, centred across.
    case top
    /// At the top, at the trailing edge.
    case topTrailing = "top-trailing"
    /// Centred down, at the leading edge.
    case leading
    /// Centred both ways.
    case center
    /// Centred down, at the trailing edge.
    case trailing
    /// At the bottom, at the leading edge.
    case bottomLeading = "bottom-leading"
    /// At the bottom, centred across.
    case bottom
    /// At the bottom, at the trailing edge.
    case bottomTrailing = "bottom-trailing"

    /// How far across the free room the cloud sits, 0 (the leading edge) to 1 (the trailing edge).
    var across: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// How far down the free room the cloud sits, 0 (the top) to 1 (the bottom).
    var down: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }
}
