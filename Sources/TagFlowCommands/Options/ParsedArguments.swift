import TagFlow

/// One option a subcommand accepts. The parser, `--help`, the completion scripts and the manual
/// all read this one table, so they cannot disagree about what an option takes.
package struct OptionSpec {
    /// The long name, with its dashes: `--width`.
    package var name: String
    /// A one-letter alias, with its dash: `-o`.
    package var short: String?
    /// The value's placeholder in help (`PX`); `nil` for a flag that takes no value.
    package var value: String?
    package var help: String
    /// The values it takes when they are a fixed set (`light`, `dark` …), in the order to offer
    /// them; empty when the value is free (a number, a colour, a path). Filled from the same
    /// enum or table that reads the value, so completions offer exactly what is accepted.
    package var choices: [String]
    /// The extensions (lowercase, no dot) of the files its value names: `[]` for any file,
    /// `nil` when the value is not a file.
    package var fileExtensions: [String]?
    /// Whether its value names a folder.
    package var takesFolder: Bool

    package init(
        name: String, short: String? = nil, value: String? = nil, help: String, choices: [String] = [],
        fileExtensions: [String]? = nil, takesFolder: Bool = false
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.choices = choices
        self.fileExtensions = fileExtensions
        self.takesFolder = takesFolder
    }

    /// The names of every case of a choice the command line and the library share, in
    /// declaration order: `RowAlignment` → `leading`, `center` ….
    package static func names<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> [String]
    where Choice.RawValue == String {
        Choice.allCases.map { $0.rawValue }
    }
}

/// A command line split into option values and positional arguments.
package struct ParsedArguments {
    package var positionals: [String] = []
    /// The last value given for each option, by long name.
    package var values: [String: String] = [:]
    /// The flags given, by long name.
    package var flags: Set<String> = []
    /// Every value given for each option, in order, for the options that may be repeated (`--label`).
    package var repeated: [String: [String]] = [:]
    /// The settings as layered from several doors (a `--config` file under the command line, a
    /// manifest's defaults under an image's own), typed and placed where each was given; `nil`
    /// when the command line alone gave them.
    package var layered: [ManifestOption]?

    package init() {}

    /// The arguments `options` stand for — the layers of settings a config file, a manifest or
    /// a page gave, already checked against `specs` (`ManifestArguments.checked`) — with
    /// `positionals`. The options stay as given (`layered`), so the library reads their typed
    /// values at their places.
    package init(options: [ManifestOption], specs: [OptionSpec], positionals: [String]) {
        self.positionals = positionals
        for option in options {
            let name = "--" + option.key
            let isSwitch = specs.first { $0.name == name }?.value == nil
            switch option.value {
            case .flag(let on) where isSwitch:
                if on { flags.insert(name) } else { flags.remove(name) }
            case .flag: continue
            case .text(let text): set(name, text)
            case .number(let number): set(name, JSONWriter.number(number))
            case .numbers(let numbers): set(name, numbers.map(JSONWriter.number).joined(separator: ","))
            }
        }
        layered = options
    }

    private mutating func set(_ name: String, _ value: String) {
        values[name] = value
        repeated[name, default: []].append(value)
    }
}

/// Splits `arguments` by `specs`: `--name value`, `--name=value`, `-o value`, flags, and
/// positionals (`-` is a positional; `--` ends options). An empty value is refused for every
/// option: `--font ''` would otherwise quietly mean "some font" and `--output ''` nowhere.
package func parseArguments(_ arguments: [String], specs: [OptionSpec]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
            parsed.positionals.append(argument)
            continue
        }
        if argument == "--" {
            optionsEnded = true
            continue
        }
        var name = argument
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        guard let spec = specs.first(where: { $0.name == name || $0.short == name }) else {
            throw .unknownOption(name, suggestion: closest(to: name, in: specs.map(\.name)))
        }
        if spec.value == nil {
            guard inlineValue == nil else { throw .unexpectedValue(option: spec.name) }
            parsed.flags.insert(spec.name)
            continue
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < arguments.count, !looksLikeOption(arguments[index]) {
            value = arguments[index]
            index += 1
        } else {
            throw .missingValue(option: spec.name)
        }
        guard !value.isEmpty else { throw .emptyValue(of: spec.name) }
        parsed.values[spec.name] = value
        parsed.repeated[spec.name, default: []].append(value)
    }
    return parsed
}

/// An argument that starts another option rather than being a value (`-` and `-3` are values).
private func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("--") || (argument.count == 2 && argument.hasPrefix("-") && !argument.last!.isNumber)
}

extension ParsedArguments {
    /// The options given, as one layer of settings (`SettingLayers`), each placed at its flag; or
    /// the layers they were made from (`layered`).
    package var settings: [ManifestOption] {
        if let layered { return layered }
        let switches = flags.sorted().map {
            ManifestOption(key: String($0.dropFirst(2)), value: .flag(true), place: $0)
        }
        return switches
            + repeated.keys.sorted().flatMap { name in
                repeated[name, default: []].map {
                    ManifestOption(key: String(name.dropFirst(2)), value: .text($0), place: name)
                }
            }
    }
}
