import TagFlow

/// `--config FILE.json`: the same options as the flags, as a JSON object (`{"font-size": 14,
/// "theme": "dark", "balance": true, "padding": [12, 6]}`). It becomes arguments placed before
/// the command line's own, layered under them by `SettingLayers`' rule, so flags win.
package enum ConfigFile {
    /// The most bytes a config file may hold: options take a few hundred; the limit keeps a
    /// wrong path (`--config /dev/zero`, a data file) from being read whole.
    package static let maximumBytes = 1 << 20

    /// Options a config file may not set.
    package static let excluded: Set<String> = ["--output", "--check", "--config", "--help", "--emit-layout"]

    /// The arguments `path` stands for, checked against `specs`, and where each option's value
    /// is in the file (`FILE:LINE:COLUMN`), for errors found later.
    package static func arguments(
        from path: String, specs: [OptionSpec], under commandLine: [ManifestOption] = []
    ) throws -> (
        arguments: [String], origins: [String: String]
    ) {
        var origins: [String: String] = [:]
        let bytes = try InputFile.read(
            path, maximumBytes: maximumBytes, text: true,
            remedy: "a --config file holds options, at most \(InputError.size(maximumBytes))")
        let source = InputFile.displayName(of: path)
        let document: JSONValue
        do throws(JSONError) {
            document = try JSONParser.parse(bytes)
        } catch {
            let (line, column) = error.position(in: bytes)
            throw InputError.malformedJSON(source: source, line: line, column: column, problem: error.message)
        }
        func place(_ value: JSONValue) -> String { place(value.offset) }
        func place(_ offset: Int) -> String {
            let (line, column) = JSONError.position(of: offset, in: bytes)
            return "\(source):\(line):\(column)"
        }
        guard case .object(let members) = document.kind else {
            throw UsageError.badConfig(
                "\(place(document)): a config file holds one JSON object, found \(document.kindName)")
        }
        let allowed = specs.filter { !excluded.contains($0.name) }
        var arguments: [String] = []
        var settings: [ManifestOption] = []
        for member in members {
            let name = "--" + member.key
            if excluded.contains(name) && specs.contains(where: { $0.name == name }) {
                throw UsageError.badConfig("\(place(member.keyOffset)): '\(member.key)' cannot be set in a config file")
            }
            guard let spec = allowed.first(where: { $0.name == name }) else {
                let hint =
                    closest(to: name, in: allowed.map(\.name)).map { " (did you mean '\($0.dropFirst(2))'?)" } ?? ""
                throw UsageError.badConfig("\(place(member.keyOffset)): unknown option '\(member.key)'\(hint)")
            }
            let value: ManifestOption.Value =
                switch member.value.kind {
                case .string(let text): .text(text)
                case .bool(let on): .flag(on)
                default: .flag(true)
                }
            let setting = ManifestOption(key: member.key, value: value, place: place(member.value))
            if case .null = member.value.kind {} else { settings.append(setting) }
            // The command line chose this option (or its group) itself: its choice replaces the file's.
            if SettingLayers.isReplaced(setting, by: commandLine) { continue }
            origins[name] = place(member.value)
            switch (spec.value, member.value.kind) {
            case (nil, .bool(let on)):
                if on { arguments.append(name) }
            case (nil, _):
                throw UsageError.badConfig("\(place(member.value)): '\(member.key)' is true or false")
            case (_, .string(let text)):
                arguments += [name, text]
            case (_, .number(let number)):
                arguments += [name, JSONWriter.number(number)]
            case (_, .array(let values)) where values.allSatisfy({ $0.number != nil }):
                arguments += [name, values.compactMap(\.number).map(JSONWriter.number).joined(separator: ",")]
            case (_, .null):
                continue
            default:
                throw UsageError.badConfig(
                    "\(place(member.value)): '\(member.key)' takes \(spec.value ?? "a value"), found \(member.value.kindName)"
                )
            }
        }
        if let conflict = SettingLayers.conflict(in: settings) {
            throw UsageError.badConfig("\(conflict.second.place): \(conflict)")
        }
        return (arguments, origins)
    }

    /// Parses `arguments` after the config file's, if `--config` names one. A bad value that came
    /// from the file (and was not overridden on the command line) is reported at its place there.
    /// `--config FILE`, as every subcommand that takes one lists it.
    package static let spec = OptionSpec(
        name: "--config", value: "FILE",
        help: "options as a JSON object with the flags' names, at most 1 MiB; flags win",
        fileExtensions: ["json"])

    package static func withConfig<T>(
        _ arguments: [String], specs: [OptionSpec], then build: (ParsedArguments) throws -> T
    ) throws -> T {
        let direct = try parseArguments(arguments, specs: specs)
        guard let path = direct.values["--config"] else { return try build(direct) }
        // Before the config file is read: standard input may be only one of the inputs.
        try RunFiles.checkStandardInput(of: direct)
        let (configured, origins) = try ConfigFile.arguments(
            from: path, specs: specs, under: direct.settings)
        do {
            return try build(try parseArguments(configured + arguments, specs: specs))
        } catch let error as UsageError {
            if let option = error.option, direct.values[option] == nil, let place = origins[option] {
                throw UsageError.badConfig("\(place): \(error)")
            }
            throw error
        }
    }
}
