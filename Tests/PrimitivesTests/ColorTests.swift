import Testing

@testable import Primitives

@Suite("Colours")
struct ColorTests {
    @Test(
        "Hex forms parse",
        arguments: [
            ("#f00", Color(red: 1, green: 0, blue: 0)),
            ("#00ff00", Color(red: 0, green: 1, blue: 0)),
            ("#0000FF80", Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255)),
        ])
    func hexParses(text: String, color: Color) throws {
        #expect(try Color(hex: text) == color)
    }

    @Test("Malformed colours are refused", arguments: ["f00", "#ff", "#12345", "#gggggg", "", "#", "#1234567890"])
    func malformedRefused(text: String) {
        #expect((try? Color(hex: text)) == nil)
    }

    @Test("A colour prints as #rrggbb, with alpha only when not opaque")
    func description() {
        #expect(try! Color(hex: "#1f2328").description == "#1f2328")
        #expect(try! Color(hex: "#1f232880").description == "#1f232880")
    }
}
