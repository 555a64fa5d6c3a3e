// Stand-ins for the SwiftUI names `import TagFlow` also brings (SwiftUI itself is not on Linux),
// so the consumer compiles, on every platform, a file that meets the same ambiguity an app's
// snapshot tests meet with `import SwiftUI` and `import TagFlow` (see QualifiedNamesTests.swift).

/// Like SwiftUI's `Color`.
public struct Color: Sendable {
    public init() {}
}

/// Like SwiftUI's `Layout`.
public protocol Layout {}

/// Like SwiftUI's `LayoutSubview`.
public struct LayoutSubview {}

/// Like SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {}

/// Like SwiftUI's `UnitPoint`.
public struct UnitPoint {}

/// Like SwiftUI's `LayoutDirection`.
public enum LayoutDirection {
    case leftToRight, rightToLeft
}
