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
        return extent(fit, horizontal: true, limit: size.width)
    }

    /// Where a canvas of `fit` starts and ends down, in the plan's coordinates: what
    /// ``horizontalExtent(_:)`` is for rows, turned for columns. `.width` is `0...size.height`, the
    /// height limit or the tallest column; `.content` runs from the topmost placed box to the
    /// bottommost. A row plan is as tall as its rows whatever `fit` is: `0...size.height`.
    public func verticalExtent(_ fit: CanvasFit) -> ClosedRange<Double> {
        guard axis == .columns else { return 0...size.height }
        return extent(fit, horizontal: false, limit: size.height)
    }

    /// - Parameter horizontal: across (x) rather than down (y). A flag, not key paths: a key path
    /// read costs about a thousand instructions a box.
    private func extent(_ fit: CanvasFit, horizontal: Bool, limit: Double) -> ClosedRange<Double> {
        switch fit {
        case .width:
            return 0...limit
        case .content:
            var start = Double.infinity
            var end = -Double.infinity
            func include(_ box: Rect) {
                start = min(start, horizontal ? box.minX : box.minY)
                end = max(end, horizontal ? box.maxX : box.maxY)
            }
            for index in order { include(frames[index]) }
            if let overflow { include(overflow.frame) }
            for section in sectionOverflows { include(section.frame) }
            guard start <= end else { return 0...0 }
            return start...end
        }
    }
}
