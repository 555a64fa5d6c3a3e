/// When an animated re-wrap moves and whether it repeats (`TagCloud.animatedSVG(to:timing:)`).
public struct AnimationTiming: Hashable, Sendable, Codable {
    /// How long the move from the first state to the second takes, in seconds.
    public var duration: Double
    /// Seconds the first state is held before the move starts; with `loops`, each state is held
    /// this long before the move away from it.
    public var delay: Double
    /// Whether the move plays back and forth for ever (there and back, each state held `delay`)
    /// rather than once.
    public var loops: Bool

    /// - Parameters:
    ///   - duration: seconds the move takes (`TagCloud.defaultAnimationDuration` unless told).
    ///   - delay: seconds each state is held before a move; none by default.
    ///   - loops: back and forth for ever, or once (the default).
    public init(duration: Double = TagCloud.defaultAnimationDuration, delay: Double = 0, loops: Bool = false) {
        self.duration = duration
        self.delay = delay
        self.loops = loops
    }
}
