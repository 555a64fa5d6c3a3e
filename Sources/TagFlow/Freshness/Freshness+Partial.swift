extension Freshness {
    /// A key being made, fed in the order `Freshness(input:options:fonts:version:)` feeds its
    /// parts, so that what every input of a batch shares (the version and the settings'
    /// encoding, a few kilobytes) is hashed once per batch, not once per input, and what only
    /// the drawing knows (the icons the list names) can come after it.
    package struct Partial: Sendable {
        private var hasher = StableHasher()

        /// A key begun with `version` and `options`.
        package init(version: String, options: String) {
            hasher.feed(version)
            hasher.feed(UInt8(0xFF))
            hasher.feed(options)
        }

        /// Appends `option` to the options, after a U+001F as `options` parts are joined.
        package mutating func append(option: String) {
            hasher.feed(UInt8(0x1F))
            hasher.feed(option)
        }

        /// The key, ended with `fonts` (`fontFingerprints`) and the input's bytes.
        package func key(fonts: [String], input: [UInt8]) -> Freshness {
            var hasher = self.hasher
            hasher.feed(UInt8(0xFF))
            for font in fonts {
                hasher.feed(font)
                hasher.feed(UInt8(0xFF))
            }
            input.withUnsafeBufferPointer { hasher.feed($0) }
            return Freshness(key: hasher.value.hex(digits: 16))
        }
    }
}
