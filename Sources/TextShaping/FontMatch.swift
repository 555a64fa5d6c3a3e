/// What a font name resolved to: a face in a file.
public struct FontMatch: Hashable, Sendable {
    public var family: String
    public var style: String
    public var path: String
    public var index: Int
    /// Whether the match has the family that was asked for (Fontconfig always returns
    /// something; when this is `false` it is a substitute).
    public var isExact: Bool

    public init(family: String, style: String, path: String, index: Int, isExact: Bool) {
        self.family = family
        self.style = style
        self.path = path
        self.index = index
        self.isExact = isExact
    }
}
