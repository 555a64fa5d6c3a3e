import Testing

@testable import TagFlow

/// The title (`TitleText.joined`) of lists past ASCII here and there, of labels longer than 1,024
/// bytes, of bidi overrides, in input order and in another (groups, whose chips are placed apart
/// from the usual cloud's): the labels joined with ", ", bidi overrides isolated.
@Suite("The title of any list")
struct TitleTextTests {
    /// What the title must read: built here with `String` joining, not with `TitleText`.
    static func expected(_ labels: [String]) -> String {
        labels.map { label in
            label.unicodeScalars.contains(where: TitleText.isBidiFormatting) ? "\u{2068}\(label)\u{2069}" : label
        }
        .joined(separator: ", ")
    }

    static let ascii = (0..<12).map { "Alternative Rock \($0)" }
    static let long = String(repeating: "Música ", count: 200)
    static let longASCII = String(repeating: "Indie Pop ", count: 150)

    @Test(
        "Labels past ASCII among long and short ASCII stretches, and labels longer than 1,024 bytes",
        arguments: [
            // One label past ASCII between long ASCII stretches.
            ascii + ["Forró"] + ascii,
            // Several in a row, short ASCII between them, at the start and at the end.
            ["Música", "x", "데이터", "y", "Forró"] + ascii + ["Chanson française", "z", "Ünïcödé"],
            // An override, isolated, between long ASCII stretches; then one at the very end.
            ascii + ["\u{202E}evil"] + ascii + ["\u{2067}rtl"],
            // Labels longer than 1,024 bytes, past ASCII and not, between the others.
            ascii + [long] + ascii + [longASCII, "Forró", long, "\u{202E}" + long] + ascii,
            // Many labels, past ASCII here and there.
            (0..<300).map { $0 % 7 == 3 ? "Música \($0)" : $0 % 11 == 5 ? "데이터 \($0)" : "Tag \($0)" },
            // All ASCII, short and past 1,024 bytes.
            ["Rock", "Pop"], (0..<200).map { "Tag \($0)" },
        ])
    func joinedAsStrings(labels: [String]) throws {
        let layout = try TagCloud(tags: labels.map { CloudTag($0) }).layout()
        #expect(layout.title == Self.expected(labels))
        #expect(layout.title.utf8.count == Self.expected(labels).utf8.count)
    }

    @Test("A title in another order than the input (groups), past ASCII and past 1,024 bytes")
    func joinedInLayoutOrder() throws {
        var style = CloudStyle()
        style.groupsStartRows = true
        let tags = (0..<120).map { index in
            CloudTag(index % 5 == 0 ? "Música \(index)" : "Tag number \(index)", group: index % 2 == 0 ? "even" : "odd")
        }
        let layout = try TagCloud(tags: tags, style: style).layout()
        let order = tags.filter { $0.group == "even" } + tags.filter { $0.group == "odd" }
        #expect(layout.title == Self.expected(order.map(\.label)))
    }
}
