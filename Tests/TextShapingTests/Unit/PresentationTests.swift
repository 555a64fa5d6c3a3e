import Testing

@testable import TextShaping

@Suite("Emoji presentation of clusters (UTS #51)")
struct PresentationTests {
    @Test(
        "Each kind of cluster gets its presentation",
        arguments: [
            ("⌚", Presentation.emoji, "default emoji presentation"),
            ("😺", .emoji, "default emoji presentation"),
            ("⌚\u{FE0E}", .text, "U+FE0E asks for text, even on a default emoji"),
            ("☺", .text, "a text-default emoji character"),
            ("☺\u{FE0F}", .emoji, "U+FE0F asks for emoji"),
            ("©", .text, "a text-default emoji character"),
            ("©\u{FE0F}", .emoji, "U+FE0F asks for emoji"),
            ("a\u{FE0F}", .emoji, "anything followed by U+FE0F"),
            ("1\u{FE0F}\u{20E3}", .emoji, "a keycap"),
            ("1\u{20E3}", .emoji, "a keycap without U+FE0F"),
            ("#\u{20E3}", .emoji, "a keycap without U+FE0F"),
            ("1", .text, "a digit alone"),
            ("#", .text, "a number sign alone"),
            ("A\u{20E3}", .text, "U+20E3 on a letter is no keycap"),
            ("🇰🇷", .emoji, "a flag"),
            ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", .emoji, "a tag sequence"),
            ("👍🏽", .emoji, "a skin tone"),
            ("✌🏽", .emoji, "a skin tone on a text-default base"),
            ("🏽", .emoji, "a skin tone alone"),
            ("👩\u{200D}💻", .emoji, "a ZWJ sequence"),
            ("❤\u{200D}🔥", .emoji, "a ZWJ sequence starting with a text-default character"),
            ("👁\u{200D}🗨", .emoji, "a ZWJ sequence of text-default characters"),
            ("क\u{094D}\u{200D}ष", .text, "a ZWJ inside Devanagari"),
            ("é", .text, "a letter with a mark"),
            ("힙", .text, "Hangul"),
        ])
    func presentation(text: String, expected: Presentation, why: String) throws {
        let clusters = Array(text)
        try #require(clusters.count == 1, "\(why): one cluster")
        #expect(Presentation(of: clusters[0]) == expected, "\(why)")
    }

    @Test("The table is Unicode's Emoji 15.0 data and agrees with the standard library on every character up to 15.0")
    func tableAgreesWithStandardLibrary() {
        #expect(EmojiProperties.version == "15.0")
        var checked = 0
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                age.major < 15 || (age.major == 15 && age.minor == 0)
            else { continue }
            checked += 1
            if EmojiProperties.contains(EmojiProperties.emojiPresentation, value)
                != scalar.properties.isEmojiPresentation
                || EmojiProperties.contains(EmojiProperties.emoji, value) != scalar.properties.isEmoji
            {
                disagreements.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        #expect(checked > 140_000)
    }
}
