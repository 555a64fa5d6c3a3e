import TagFlow
import Testing

/// An SVG difference is named by the chips that changed, not by a byte offset.
@Suite("SVG differences named by chips")
struct SVGChipDifferenceTests {
    static func svg(_ labels: [String], background: Bool = false) throws -> [UInt8] {
        var style = CloudStyle()
        if background { style.background = Color(red: 1, green: 1, blue: 1) }
        return try TagCloud(tags: labels.map { CloudTag($0) }, style: style).render(as: .svg)
    }

    static func reason(_ old: [UInt8], _ new: [UInt8]) throws -> String {
        guard
            case .different(let reason, _) = try Comparison().compare(
                expected: old, actual: new, as: .svg, names: ("a.svg", "b.svg"))
        else { return "same" }
        return reason
    }

    @Test("a longer label names itself and the chip it pushed along the row; the chip before it is the same")
    func changedLabel() throws {
        let reason = try Self.reason(Self.svg(["Swift", "Rust", "Go & C"]), Self.svg(["Swift", "Rusty", "Go & C"]))
        #expect(
            reason == "b.svg differs from a.svg: 2 chips differ: 'Rusty', 'Go & C' (white space between tags ignored)")
    }

    @Test("a chip more is named, with both counts")
    func addedChip() throws {
        let reason = try Self.reason(Self.svg(["Swift", "Rust"]), Self.svg(["Swift", "Rust", "Zig"]))
        #expect(
            reason
                == "b.svg differs from a.svg: 1 chip differs: 'Zig'; a.svg has 2 chips, b.svg 3 (white space between tags ignored)"
        )
    }

    @Test("a difference outside the chips (the canvas) falls back to the byte where the text parts")
    func outsideChips() throws {
        let reason = try Self.reason(Self.svg(["Swift", "Rust"]), Self.svg(["Swift", "Rust"], background: true))
        #expect(reason.hasPrefix("b.svg differs from a.svg in its SVG text from byte "))
        #expect(reason.hasSuffix(" of a.svg on, outside the chips (white space between tags ignored)"))
    }
}
