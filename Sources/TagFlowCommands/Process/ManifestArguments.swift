import TagFlow

/// A manifest image's options as the command line `render` would be given, so that `build` (and
/// `markdown`) draw exactly what `render` draws with the same options, and a bad value is named at
/// its place in the file rather than as a flag.
package enum ManifestArguments {
    /// Options a manifest entry may not set: the image's own paths and the run's mode.
    package static let excluded = ConfigFile.excluded

    /// The render job for `image` of `manifest`, with `commandLine` (the command line's own
    /// options) layered between the defaults and the image's own (`SettingLayers`).
    package static func job(
        _ image: Manifest.Image, of manifest: Manifest, check: Bool, commandLine: [ManifestOption] = []
    ) throws -> RenderJob {
        let options = manifest.options(for: image, commandLine: commandLine)
        var arguments = ["--output", image.output] + (check ? ["--check"] : [])
        for option in options {
            arguments += try self.arguments(option) {
                ManifestError.badImage(place: option.place, image: image.number, problem: $0)
            }
        }
        arguments += ["--", image.input]
        do {
            let parsed = try parseArguments(arguments, specs: RenderOptions.specs)
            try RunFiles.checkStandardInput(of: parsed)
            return try RenderOptions.job(parsed: parsed)
        } catch let error as UsageError {
            // Named where the manifest gave the value (the image's own, over the defaults).
            let key = error.option.map { String($0.dropFirst(2)) }
            let place = options.last { $0.key == key }?.place ?? image.place
            throw ManifestError.badImage(place: place, image: image.number, problem: "\(error)")
        }
    }

    /// One option as arguments: `["--font-size", "16"]`, `["--balance"]`, `[]` for `false`.
    /// - Throws: `fail`'s error for what is wrong with it, for the caller to place.
    package static func arguments(_ option: ManifestOption, fail bad: (String) -> any Error) throws -> [String] {
        let name = "--" + option.key
        let allowed = RenderOptions.specs.filter { !excluded.contains($0.name) }
        guard let spec = allowed.first(where: { $0.name == name }) else {
            if excluded.contains(name) { throw bad("'\(option.key)' cannot be set in a manifest") }
            let hint = closest(to: name, in: allowed.map(\.name)).map { " (did you mean '\($0.dropFirst(2))'?)" } ?? ""
            throw bad("unknown option '\(option.key)'\(hint)")
        }
        switch (spec.value, option.value) {
        case (nil, .flag(let on)): return on ? [name] : []
        case (nil, _): throw bad("'\(option.key)' is true or false")
        case (_, .text(let text)): return [name + "=" + text]
        case (_, .number(let number)): return [name + "=" + JSONWriter.number(number)]
        case (_, .numbers(let numbers)): return [name + "=" + numbers.map(JSONWriter.number).joined(separator: ",")]
        case (_, .flag): throw bad("'\(option.key)' takes \(spec.value ?? "a value"), found a boolean")
        }
    }
}
