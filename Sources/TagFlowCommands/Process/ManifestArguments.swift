import TagFlow

/// A manifest image's options, layered and checked, as the arguments `render` reads (typed and
/// placed, never rebuilt as words), so that `build` (and `markdown`) draw exactly what `render`
/// draws with the same options, and a bad value is named at its place in the file.
package enum ManifestArguments {
    /// Options a manifest entry may not set: the image's own paths and the run's mode.
    package static let excluded = ConfigFile.excluded

    /// The render job for `image` of `manifest`, with `commandLine` (the command line's own
    /// options) layered between the defaults and the image's own (`SettingLayers`).
    package static func job(
        _ image: Manifest.Image, of manifest: Manifest, check: Bool, commandLine: [ManifestOption] = []
    ) throws -> RenderJob {
        try manifest.checkTrust(of: image)
        let options = try manifest.options(for: image, commandLine: commandLine).map { option in
            try checked(option, from: Manifest.folder(of: manifest.path)) {
                ManifestError.badImage(place: option.place, image: image.number, problem: $0)
            }
        }
        let run =
            [ManifestOption(key: "output", value: .text(image.output), place: image.place)]
            + (check ? [ManifestOption(key: "check", value: .flag(true), place: image.place)] : [])
        do {
            let parsed = ParsedArguments(options: run + options, specs: RenderOptions.specs, positionals: [image.input])
            try RunFiles.checkStandardInput(of: parsed)
            var job = try RenderOptions.job(parsed: parsed)
            if let animation = image.animation {
                job.animation = animation
                if let to = animation.to { try job.files.read(to, as: "the animation's second list") }
            }
            return job
        } catch let error as UsageError {
            // Named where the manifest gave the value (the image's own, over the defaults).
            let key = error.option.map { String($0.dropFirst(2)) }
            let place = options.last { $0.key == key }?.place ?? image.place
            throw ManifestError.badImage(place: place, image: image.number, problem: "\(error)")
        } catch let error as FileClash {
            throw ManifestError.badImage(place: image.place, image: image.number, problem: "\(error)")
        }
    }

    /// The options whose text names a file or folder: read from the manifest's (the page's)
    /// folder, not the working folder, as its `input` and `output` are: the settings the table
    /// says name one (`Settings.namesPath`), and an `icon` that is a file, not a name under `icons`.
    static func isPath(_ key: String, _ text: String) -> Bool {
        if key == "icon" { return text.contains("/") || text.hasSuffix(".svg") || text.hasSuffix(".png") }
        return Settings.namesPath(key, text)
    }

    /// `option` checked against `render`'s options — a known key, a value of its shape — with a
    /// path (`isPath`) read from `folder` (with its slash; empty: the working folder).
    /// - Throws: `fail`'s error for what is wrong with it, for the caller to place.
    package static func checked(
        _ option: ManifestOption, from folder: String = "", fail bad: (String) -> any Error
    ) throws -> ManifestOption {
        var option = option
        if case .text(let text) = option.value, !text.isEmpty, text != "-", isPath(option.key, text) {
            option.value = .text(Manifest.resolve(text, in: folder))
        }
        let name = "--" + option.key
        let allowed = RenderOptions.specs.filter { !excluded.contains($0.name) }
        guard let spec = allowed.first(where: { $0.name == name }) else {
            if excluded.contains(name) { throw bad("'\(option.key)' cannot be set in a manifest") }
            let hint = closest(to: name, in: allowed.map(\.name)).map { " (did you mean '\($0.dropFirst(2))'?)" } ?? ""
            throw bad("unknown option '\(option.key)'\(hint)")
        }
        switch (spec.value, option.value) {
        case (.some, .text("")): throw bad("\(UsageError.emptyValue(of: name))")
        case (nil, .flag), (.some, .text), (.some, .number), (.some, .numbers): return option
        case (nil, _): throw bad("'\(option.key)' is true or false")
        case (_, .flag): throw bad("'\(option.key)' takes \(spec.value ?? "a value"), found a boolean")
        }
    }
}
