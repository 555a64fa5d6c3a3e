import TagFlow

/// `--config FILE.json`: the same options as the flags, as a JSON object (`{"font-size": 14,
/// "theme": "dark", "balance": true, "padding": [12, 6]}`). Its options are one layer of settings,
/// typed and placed, under the command line's by `SettingLayers`' rule, so flags win.
package enum ConfigFile {
    /// The most bytes a config file may hold: options take a few hundred; the limit keeps a
    /// wrong path (`--config /dev/zero`, a data file) from being read whole.
    package static let maximumBytes = 1 << 20

    /// Options a config file may not set.
    package static let excluded: Set<String> = [
        "--output", "--check", "--config", "--help", "--emit-layout", "--watch",
    ]

    /// The settings `path` holds, each checked against `specs` and placed where its value is in
    /// the file (`FILE:LINE:COLUMN`): one layer, for `SettingLayers` to put under the command line.
    package static func options(from path: String, specs: [OptionSpec]) throws -> [ManifestOption] {
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
        func place(_ offset: Int) -> String {
            let (line, column) = JSONError.position(of: offset, in: bytes)
            return "\(source):\(line):\(column)"
        }
        guard case .object(let members) = document.kind else {
            throw UsageError.badConfig(
                "\(place(document.offset)): a config file holds one JSON object, found \(document.kindName)")
        }
        let allowed = specs.filter { !excluded.contains($0.name) }
        var options: [ManifestOption] = []
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
            let at = place(member.value.offset)
            let value: ManifestOption.Value
            switch (spec.value, member.value.kind) {
            case (_, .null): continue
            case (nil, .bool(let on)): value = .flag(on)
            case (nil, _): throw UsageError.badConfig("\(at): '\(member.key)' is true or false")
            case (_, .string(let text)):
                guard !text.isEmpty else { throw UsageError.badConfig("\(at): \(UsageError.emptyValue(of: name))") }
                value = .text(text)
            case (_, .number(let number)): value = .number(number)
            case (_, .array(let items)) where items.allSatisfy({ $0.number != nil }):
                value = .numbers(items.compactMap(\.number))
            default:
                throw UsageError.badConfig(
                    "\(at): '\(member.key)' takes \(spec.value ?? "a value"), found \(member.value.kindName)")
            }
            options.append(ManifestOption(key: member.key, value: value, place: at))
        }
        if let conflict = SettingLayers.conflict(in: options) {
            throw UsageError.badConfig("\(conflict.second.place): \(conflict)")
        }
        return options
    }

    /// `--config FILE`, as every subcommand that takes one lists it.
    package static let spec = OptionSpec(
        name: "--config", value: "FILE",
        help: "options as a JSON object with the flags' names, at most 1 MiB; flags win",
        fileExtensions: ["json"])

    /// Parses `arguments` with the config file's settings under them, if `--config` names one. A
    /// bad value that came from the file (and was not replaced on the command line) is reported at
    /// its place there.
    package static func withConfig<T>(
        _ arguments: [String], specs: [OptionSpec], then build: (ParsedArguments) throws -> T
    ) throws -> T {
        let direct = try parseArguments(arguments, specs: specs)
        guard let path = direct.values["--config"] else { return try build(direct) }
        // Before the config file is read: standard input may be only one of the inputs.
        try RunFiles.checkStandardInput(of: direct)
        let file = try ConfigFile.options(from: path, specs: specs)
        // The command line over the file, by the one rule: its choice replaces the file's.
        let layered = SettingLayers.layered([file, direct.settings])
        do {
            return try build(ParsedArguments(options: layered, specs: specs, positionals: direct.positionals))
        } catch let error as UsageError {
            // A bad value the file gave (and the command line did not replace) is named at its place there.
            if let option = error.option, let given = layered.last(where: { "--" + $0.key == option }),
                !given.place.hasPrefix("--")
            {
                throw UsageError.badConfig("\(given.place): \(error)")
            }
            throw error
        }
    }
}
