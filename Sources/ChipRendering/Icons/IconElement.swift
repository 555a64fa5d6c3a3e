/// One element of an icon's SVG: its name, its attributes in document order and its child
/// elements. Text is not kept: nothing an icon may draw is text.
struct IconElement: Hashable, Sendable {
    /// One `name="value"`, the value with entities decoded.
    struct Attribute: Hashable, Sendable {
        var name: String
        var value: String
    }

    var name: String
    var attributes: [Attribute]
    var children: [IconElement] = []

    /// The value of the attribute `name`, if present.
    subscript(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
