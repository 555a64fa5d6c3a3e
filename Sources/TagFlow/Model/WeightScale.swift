#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How tag weights map to font sizes: the lightest tag gets `minFontSize`, the heaviest
/// `maxFontSize`, and the rest fall between along `curve`.
public struct WeightScale: Hashable, Sendable, Codable {
    /// The lightest tag's font size, in px.
    public var minFontSize: Double = 12
    /// The heaviest tag's font size, in px.
    public var maxFontSize: Double = 28
    /// How weights are spaced between the two.
    public var curve: Curve = .linear

    /// How weights are spaced before they are spread between the sizes.
    public enum Curve: String, CaseIterable, Hashable, Sendable, Codable {
        /// Sizes in proportion to weights.
        case linear
        /// Square root: big weights stand out less.
        case sqrt
        /// Logarithm (of 1 + weight): for weights that span orders of magnitude, like word counts.
        case log
    }

    /// A scale from `minFontSize` to `maxFontSize` along `curve`.
    public init(minFontSize: Double = 12, maxFontSize: Double = 28, curve: Curve = .linear) {
        self.minFontSize = minFontSize
        self.maxFontSize = maxFontSize
        self.curve = curve
    }

    /// Each weight's place from 0 (lightest) to 1 (heaviest) after the curve; a missing weight
    /// counts as the lightest, and when all weights are equal every tag sits in the middle.
    func positions(of weights: [Double?]) -> [Double] {
        // Most lists have no weights: every tag in the middle, without three maps of the list.
        guard weights.contains(where: { $0 != nil }) else { return Array(repeating: 0.5, count: weights.count) }
        let curved = weights.map { $0.map(apply) }
        let known = curved.compactMap { $0 }
        guard let low = known.min(), let high = known.max() else { return weights.map { _ in 0.5 } }
        guard high > low else { return weights.map { _ in 0.5 } }
        return curved.map { (($0 ?? low) - low) / (high - low) }
    }

    /// The font size at `position` (0…1).
    func fontSize(at position: Double) -> Double {
        minFontSize + (maxFontSize - minFontSize) * position
    }

    private func apply(_ weight: Double) -> Double {
        switch curve {
        case .linear: weight
        case .sqrt: weight.squareRoot()
        case .log: log(1 + weight)
        }
    }
}
