extension Plan {
    /// Where a canvas of `fit` starts and ends across, in the plan's coordinates.
    ///
    /// `.width` is `0...size.width`. `.content` runs from the leftmost placed box to the
    /// rightmost, the "+N" box included: rows are aligned within `size.width` first, so cutting
    /// away what no box covers leaves centred and trailing rows aligned within the widest row,
    /// and keeps the full width when a justified or grown row fills it. No items: `0...0`.
    public func horizontalExtent(_ fit: WidthFit) -> ClosedRange<Double> {
        switch fit {
        case .width:
            return 0...size.width
        case .content:
            let boxes = order.map { frames[$0] } + (overflow.map { [$0.frame] } ?? [])
            guard let left = boxes.map(\.minX).min(), let right = boxes.map(\.maxX).max() else { return 0...0 }
            return left...right
        }
    }
}
