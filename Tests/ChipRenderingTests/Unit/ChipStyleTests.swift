import ChipRendering
import Foundation
import Primitives
import Testing

/// A struct that stores the five values, as `ChipStyle` did before its paint moved into a box:
/// what a style must still look like to `Codable` and to `==`.
struct StoredStyle: Codable {
    var fill: Color
    var stroke: Color?
    var strokeWidth: Double
    var textColor: Color
    var cornerRadius: Double?
}

@Suite("ChipStyle: a shared paint box with a struct's behaviour")
struct ChipStyleTests {
    static let red = Color(red: 0.8, green: 0.1, blue: 0.2, alpha: 1)
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.15, alpha: 0.5)
    static let cases: [(ChipStyle, StoredStyle)] = [
        (
            ChipStyle(fill: red, stroke: nil, strokeWidth: 0, textColor: ink),
            StoredStyle(fill: red, stroke: nil, strokeWidth: 0, textColor: ink, cornerRadius: nil)
        ),
        (
            ChipStyle(fill: ink, stroke: red, strokeWidth: 1.5, textColor: red, cornerRadius: 4),
            StoredStyle(fill: ink, stroke: red, strokeWidth: 1.5, textColor: red, cornerRadius: 4)
        ),
    ]

    @Test("Coded with the stored struct's keys and values, both ways", arguments: 0..<2)
    func coding(index: Int) throws {
        let (style, stored) = Self.cases[index]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bytes = try encoder.encode(style)
        #expect(bytes == (try encoder.encode(stored)))
        // Decoded to the same values (a colour is coded as hex, so not always to the original's).
        let decoded = try JSONDecoder().decode(ChipStyle.self, from: bytes)
        let values = try JSONDecoder().decode(StoredStyle.self, from: bytes)
        #expect(
            decoded
                == ChipStyle(
                    fill: values.fill, stroke: values.stroke, strokeWidth: values.strokeWidth,
                    textColor: values.textColor, cornerRadius: values.cornerRadius))
    }

    @Test("A set property changes that copy alone; equal values are equal whether or not they share a box")
    func valueSemantics() {
        let original = Self.cases[1].0
        var changed = original
        changed.fill = Self.red
        #expect(original.fill == Self.ink && changed.fill == Self.red)
        #expect(changed.stroke == original.stroke && changed.cornerRadius == 4)
        changed.fill = Self.ink
        #expect(changed == original && changed.hashValue == original.hashValue)
        changed.cornerRadius = nil
        #expect(changed != original)
    }
}
