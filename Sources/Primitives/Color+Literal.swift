/// `"#2da44e"` wherever a `Color` is taken. A literal is part of the program, not input: one that
/// is not a hex colour stops the program at once with a message naming it (the way an array index
/// out of range does), rather than drawing some other colour. Colours from input or settings go
/// through the throwing `Color(hex:)` or `Color(css:)` instead.
extension Color: ExpressibleByStringLiteral {
    /// The colour a `#rgb`, `#rrggbb` or `#rrggbbaa` literal names; any other literal traps.
    public init(stringLiteral value: String) {
        do {
            try self.init(hex: value)
        } catch {
            preconditionFailure("Color literal \(error)")
        }
    }
}
