import Primitives

/// Words about settings that name them as the reader's door does: a key (`padding`) for a file
/// or a Swift caller, a flag (`--padding`) on the command line. Written as a string with
/// settings interpolated, `"rows wrap at \(setting: "width")"`, and said by `rendered(naming:)`.
public struct SettingMessage: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    enum Part: Hashable, Sendable {
        case text(String)
        case setting(String)
    }
    var parts: [Part]

    public init(stringLiteral value: String) {
        parts = value.isEmpty ? [] : [.text(value)]
    }

    public init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// Text, joined to the text before it, so equal words compare equal however they were built.
        mutating func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let before) = parts.last {
                parts[parts.count - 1] = .text(before + text)
            } else {
                parts.append(.text(text))
            }
        }

        /// A setting, by its key.
        public mutating func appendInterpolation(setting key: String) {
            parts.append(.setting(key))
        }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            append(value.description)
        }
    }

    /// The words, each setting named by `name` (its key, or a flag).
    public func rendered(naming name: (String) -> String) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let words): text += words
            case .setting(let key): text += name(key)
            }
        }
        return text
    }

    /// The words with each setting named by its key.
    public var description: String { rendered { $0 } }
}

extension SettingMessage {
    /// The words of both, in order.
    static func + (lhs: SettingMessage, rhs: SettingMessage) -> SettingMessage {
        var joined = SettingMessage.Interpolation(literalCapacity: 0, interpolationCount: 0)
        for part in lhs.parts + rhs.parts {
            switch part {
            case .text(let text): joined.append(text)
            case .setting(let key): joined.appendInterpolation(setting: key)
            }
        }
        return SettingMessage(stringInterpolation: joined)
    }
}

/// A setting TagFlow cannot use, from any door: the setting (its key), where its value was
/// given (`--padding`, `tagflow.json:3:17`), and what is wrong with it. Each door says it with
/// its own names for settings (`rendered(naming:)`); the command line's flags are `--` and the key.
public struct SettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        /// No setting has this key; `suggestion` is the closest that does.
        case unknown(suggestion: String?)
        /// The value is not one the setting takes.
        case badValue(value: String, expected: SettingMessage)
        /// The setting (with `value`, when it matters) has no meaning beside `other`; `advice`
        /// says what to give instead.
        case conflicting(value: String?, with: SettingMessage, advice: SettingMessage)
        /// A rule between values none of which was given (defaults, a theme): `rule` names the
        /// values that applied and the settings to change.
        case unmetRule(SettingMessage)
    }

    /// The setting's key; `nil` for a rule no one setting broke.
    public var key: String?
    /// Where the value was given, when it was.
    public var place: String?
    public var problem: Problem

    public init(key: String?, place: String? = nil, _ problem: Problem) {
        self.key = key
        self.place = place
        self.problem = problem
    }

    /// The message, each setting named by `name`.
    public func rendered(naming name: (String) -> String) -> String {
        let subject = key.map(name) ?? ""
        switch problem {
        case .unknown(let suggestion):
            return "unknown setting '\(subject)'" + Suggestion.hint(suggestion.map(name))
        case .badValue(let value, let expected):
            return "\(subject) '\(value)': expected \(expected.rendered(naming: name))"
        case .conflicting(let value, let other, let advice):
            return "\(subject)\(value.map { " \($0)" } ?? "") does not go with \(other.rendered(naming: name)): "
                + advice.rendered(naming: name)
        case .unmetRule(let rule):
            return rule.rendered(naming: name)
        }
    }

    /// The message with settings named by their keys, after the place when there is one.
    public var description: String {
        (place.map { "\($0): " } ?? "") + rendered { $0 }
    }
}
