extension Plan {
    /// Where a canvas of `fit` starts and ends across, in the plan's coordinates.
    ///
    /// `.width` is `0...size.width`. `.content` runs from the leftmost placed box to the
    /// rightmost, the "+N" boxes included: rows are aligned within `size.width` first, so cutting
    /// away what no box covers leaves centred and trailing rows aligned within the widest row,
    /// and keeps the full width when a justified or grown row fills it. No items: `0...0`.
    /// A column plan is as wide as its columns whatever `fit` is: `0...size.width`.
    public func horizontalExtent(_ fit: CanvasFit) -> ClosedRange<Double> {
        guard axis == .rows else { return 0...size.width }
        return extent(fit, along: \.minX, \.maxX, limit: size.width)
    }

    /// Where a canvas of `fit` starts and ends down, in the plan's coordinates: what
    /// ``horizontalExtent(_:)`` is for rows, turned for columns. `.width` is `0...size.height`, the
    /// height limit or the tallest column; `.content` runs from the topmost placed box to the
    /// bottommost. A row plan is as tall as its rows whatever `fit` is: `0...size.height`.
    public func verticalExtent(_ fit: CanvasFit) -> ClosedRange<Double> {
        guard axis == .columns else { return 0...size.height }
        return extent(fit, along: \.minY, \.maxY, limit: size.height)
    }

    private func extent(
        _ fit: CanvasFit, along low: KeyPath<Rect, Double>, _ high: KeyPath<Rect, Double>, limit: Double
    ) -> ClosedRange<Double> {
        switch fit {
        case .width:
            return 0...limit
        case .content:
            let boxes = order.map { frames[$0] } + (overflow.map { [$0.frame] } ?? []) + sectionOverflows.map(\.frame)
            guard let start = boxes.map({ $0[keyPath: low] }).min(), let end = boxes.map({ $0[keyPath: high] }).max()
            else { return 0...0 }
            return start...end
        }
    }
}
