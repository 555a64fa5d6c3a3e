import Testing

@testable import Primitives

@Suite("Printable ASCII, eight bytes at a time")
struct PrintableASCIITests {
    /// The rule read plainly, byte by byte.
    private static func plain(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
    }

    @Test("Every byte value in every place of texts of 0 to 19 bytes, among printable neighbours")
    func everyByteEveryPlace() {
        for count in 0...19 {
            let printable = [UInt8](repeating: UInt8(ascii: "a"), count: count)
            #expect(printable.withUnsafeBufferPointer(\.isPrintableASCII))
            for place in 0..<count {
                for byte in UInt8.min...UInt8.max {
                    var bytes = printable
                    bytes[place] = byte
                    #expect(bytes.withUnsafeBufferPointer(\.isPrintableASCII) == Self.plain(bytes))
                }
            }
        }
    }

    @Test("The edges of the range side by side, where a carry or a borrow could reach a neighbour")
    func neighbours() {
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x7E, 0x7F, 0x80, 0xFF]
        for first in edges {
            for second in edges {
                for place in 0..<7 {
                    var bytes = [UInt8](repeating: 0x7E, count: 9)
                    bytes[place] = first
                    bytes[place + 1] = second
                    #expect(bytes.withUnsafeBufferPointer(\.isPrintableASCII) == Self.plain(bytes))
                }
            }
        }
    }
}
