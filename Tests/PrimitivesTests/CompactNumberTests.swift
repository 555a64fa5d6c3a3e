import Testing

@testable import Primitives

@Suite("Compact numbers")
struct CompactNumberTests {
    @Test(
        "Compact: three significant digits at most, k/M/B/T, halves away from zero, 1,000 of a unit said in the next",
        arguments: [
            (0.0, "0"), (7, "7"), (980, "980"), (999, "999"), (999.4, "999"), (999.5, "1k"), (1000, "1k"),
            (1049, "1k"), (1050, "1.1k"), (1150, "1.2k"), (1249, "1.2k"), (1250, "1.3k"), (12_400, "12.4k"),
            (12_449, "12.4k"), (99_949, "99.9k"), (99_950, "100k"), (123_456, "123k"), (999_499, "999k"),
            (999_500, "1M"), (999_950, "1M"), (1_000_000, "1M"), (1_250_000, "1.3M"), (1_249_999, "1.2M"),
            (2_500_000_000, "2.5B"), (7_000_000_000_000, "7T"), (999_499_000_000_000, "999T"),
            (999_500_000_000_000, "1e15"), (1.23e20, "1.2e20"), (9.96e20, "1e21"), (1.7976931348623157e308, "1.8e308"),
            (3.14159, "3.1"), (0.5, "0.5"), (0.04, "0"), (99.95, "100"), (-12_400, "-12.4k"), (-0.04, "0"),
            (-999_950, "-1M"), (-0.0, "0"),
        ] as [(Double, String)])
    func compact(value: Double, expected: String) {
        #expect(CompactNumber.compact(value) == expected)
    }

    @Test("Compact and grouped: no text for an infinite or NaN value")
    func notFinite() {
        for value in [Double.infinity, -.infinity, .nan] {
            #expect(CompactNumber.compact(value) == nil)
            #expect(CompactNumber.grouped(value) == nil)
        }
    }

    @Test(
        "Grouped: the whole part by threes with commas, at most two decimals, scientific from 1e15",
        arguments: [
            (0.0, "0"), (999, "999"), (1000, "1,000"), (12_400, "12,400"), (999_950, "999,950"),
            (1_250_000, "1,250,000"), (1234.5, "1,234.5"), (1234.56, "1,234.56"), (0.05, "0.05"), (2.999, "3"),
            (-12_400, "-12,400"), (-0.001, "0"), (999_999_999_999_999, "999,999,999,999,999"), (1e20, "1e+20"),
        ] as [(Double, String)])
    func grouped(value: Double, expected: String) {
        #expect(CompactNumber.grouped(value) == expected)
    }
}
