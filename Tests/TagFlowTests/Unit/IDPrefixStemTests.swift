import Testing

@testable import TagFlow

/// `{stem}` in `CloudStyle.idPrefix`: the name of the file drawn, written as an id.
@Suite("An id prefix with {stem}")
struct IDPrefixStemTests {
    static func resolved(_ prefix: String?, _ stem: String?) -> String? {
        var style = CloudStyle()
        style.idPrefix = prefix
        return style.resolvedIDPrefix(stem: stem)
    }

    @Test(
        "{stem} takes the name: letters, digits and - kept, other bytes _XX, a digit or - first gets _",
        arguments: [
            ("d{stem}", "a", "da"), ("{stem}", "topics", "topics"), ("{stem}-x", "d1/x", "d1_2Fx-x"),
            ("{stem}", "2024 tags", "_2024_20tags"), ("{stem}", "-a", "_-a"), ("{stem}", "my_list", "my_5Flist"),
            ("{stem}", "태", "_ED_83_9C"), ("docs", "a", "docs"),
        ])
    func resolves(prefix: String, stem: String, expected: String) {
        #expect(Self.resolved(prefix, stem) == expected)
        #expect(CloudStyle.isIDPrefix(prefix))
    }

    @Test("Without a stem {stem} is left out, and nothing left is no prefix; no prefix stays none")
    func withoutStem() {
        #expect(Self.resolved("d{stem}", nil) == "d")
        #expect(Self.resolved("{stem}", nil) == nil)
        #expect(Self.resolved("{stem}-x", nil) == "_-x")
        #expect(Self.resolved(nil, "a") == nil)
    }

    @Test("A prefix is checked with {stem} as a letter: other braces and a digit first are refused")
    func checked() {
        for prefix in ["{name}", "1{stem}", "{stem", "a b"] { #expect(!CloudStyle.isIDPrefix(prefix), "\(prefix)") }
        for prefix in ["_x", "{stem}{stem}", "a{stem}-b_"] { #expect(CloudStyle.isIDPrefix(prefix), "\(prefix)") }
    }
}
