import Primitives
import Testing
import TextShaping

@testable import ChipRendering

@Suite("Telling a file's format from its bytes")
struct OutputFormatTests {
    /// One chip, so each format's bytes are Cairo's own, not a hand-made signature.
    func scene() throws -> ChipScene {
        let shaped = TextShaper(fonts: try FontLibrary.defaultStack()).shape("Swift", size: 14)
        let style = ChipStyle(
            fill: Color(red: 1, green: 0, blue: 0), stroke: nil, strokeWidth: 0,
            textColor: Color(red: 0, green: 0, blue: 0))
        let chip = PlacedChip(
            frame: Rect(x: 4, y: 4, width: 60, height: 24), text: shaped, textOffset: Point(x: 8, y: 20), style: style)
        return ChipScene(width: 68, height: 32, background: nil, chips: [chip])
    }

    @Test("What the renderer writes in each format is sniffed as that format", arguments: OutputFormat.allCases)
    func renderedBytes(_ format: OutputFormat) throws {
        let bytes = try ChipRenderer.render(scene(), as: format)
        #expect(OutputFormat(sniffing: bytes) == format)
        #expect(OutputFormat(sniffing: bytes[...]) == format, "a slice is read the same way")
    }

    @Test("Anything else is nil: text, a truncated signature, an <svg past the sniffed bytes")
    func others() {
        #expect(OutputFormat(sniffing: Array("swift\nlinux\n".utf8)) == nil)
        #expect(OutputFormat(sniffing: [UInt8]()) == nil)
        #expect(OutputFormat(sniffing: Array(OutputFormat.pngSignature.prefix(4))) == nil)
        let late = [UInt8](repeating: UInt8(ascii: " "), count: OutputFormat.sniffedBytes) + Array("<svg/>".utf8)
        #expect(OutputFormat(sniffing: late) == nil)
        let early = Array("<?xml version=\"1.0\"?>\n<!-- a comment -->\n<svg/>".utf8)
        #expect(OutputFormat(sniffing: early) == .svg)
    }
}
