/// How a grapheme cluster asks to be shown: as text, or as an emoji picture from a colour face
/// (UTS #51, section 4, with the sequences of section 1.4).
enum Presentation: Sendable, Hashable {
    case text
    case emoji

    /// The presentation of `cluster`:
    /// - U+FE0E anywhere asks for text, and wins over everything below;
    /// - U+FE0F anywhere asks for emoji, whatever it follows;
    /// - a keycap (0–9, # or * then U+20E3) is emoji, with or without U+FE0F;
    /// - any character with `Emoji_Presentation` makes the cluster emoji: that covers default-emoji
    ///   characters, flags (regional indicators are `Emoji_Presentation`), tag sequences (their base
    ///   🏴 is) and skin-tone sequences (the Fitzpatrick modifiers are), also on a text-default base;
    /// - a ZWJ sequence of emoji characters is emoji even when none of them is emoji by default
    ///   (❤‍🔥, 👁‍🗨 without U+FE0F);
    /// - anything else is text.
    init(of cluster: Character) {
        self = .text
        let scalars = cluster.unicodeScalars
        // Most labels are ASCII: no emoji starts below U+00A9 except a keycap's base.
        if scalars.allSatisfy({ $0.value < 0xA9 }) { return }
        var sawZWJ = false
        var joinsEmoji = false
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0xFE0E:
                self = .text
                return
            case 0xFE0F:
                self = .emoji
            case 0x20E3 where index > 0 && Self.isKeycapBase(scalars.first!):
                self = .emoji
            case 0x200D:
                sawZWJ = true
            default:
                if EmojiProperties.contains(EmojiProperties.emojiPresentation, scalar.value) {
                    self = .emoji
                } else if sawZWJ && index > 0 && EmojiProperties.contains(EmojiProperties.emoji, scalar.value)
                    && EmojiProperties.contains(EmojiProperties.emoji, scalars.first!.value)
                {
                    joinsEmoji = true
                }
            }
        }
        if joinsEmoji { self = .emoji }
    }

    /// The characters a keycap sequence starts with.
    static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x23, 0x2A, 0x30...0x39: true
        default: false
        }
    }
}
