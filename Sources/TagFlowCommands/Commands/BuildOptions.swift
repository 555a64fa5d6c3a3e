import TagFlow

/// `tagflow build [MANIFEST] [--check]`'s options: every image a manifest lists, drawn as
/// `render` draws it, then checked or written all together (`PictureSet`).
package enum BuildOptions: CommandOptions {
    package static let specs: [OptionSpec] =
        [
            OptionSpec(
                name: "--check",
                help: "write nothing; exit 0 if every image is up to date, else 1 naming each stale or missing one"),
            OptionSpec(name: "--tolerance", value: "T", help: RenderOptions.toleranceHelp),
            OptionSpec(name: "--differences", value: "DIR", help: RenderOptions.differencesHelp, takesFolder: true),
            OptionSpec(name: "--jobs", short: "-j", value: "N", help: "render on N threads (default: every core)"),
            OptionSpec(
                name: "--dark-theme", value: "NAME",
                help:
                    "a look for dark mode for every image, over the manifest's defaults, under an image's own "
                    + "(SVG: one file; PNG, PDF: a ~dark pair)",
                choices: Theme.names),
            CommonFlags.allowOutside(of: "the manifest's"),
            OptionSpec(
                name: "--allow-unsafe-links",
                help:
                    "let every image link to javascript:, vbscript: or data: URLs (a manifest cannot allow it "
                    + "itself: it comes in pull requests)"),
            watchSpec,
        ] + CommonFlags.specs

    package static func watchRefusal(_ parsed: ParsedArguments) -> UsageError? {
        if parsed.flags.contains("--check") {
            return watchRefused(with: "--check", because: "--check compares once; leave out --watch")
        }
        if parsed.positionals.first == InputFile.standardInput {
            return watchRefused(
                with: "standard input as MANIFEST", because: "standard input is read once; give MANIFEST as a file")
        }
        return nil
    }

    package static func watchedFiles(_ parsed: ParsedArguments) -> [String] {
        let path = parsed.positionals.first ?? Manifest.defaultPath
        guard let manifest = try? Manifest.read(path) else { return [path] }
        let commandLine = parsed.settings.filter { ["dark-theme", "allow-unsafe-links"].contains($0.key) }
        return [path]
            + manifest.images.flatMap { image in
                (try? ManifestArguments.job(image, of: manifest, check: false, commandLine: commandLine))?
                    .watchedFiles ?? []
            }
    }

    package static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let path = parsed.positionals.first ?? Manifest.defaultPath
        let manifest = try Manifest.read(path)
        let check = parsed.flags.contains("--check")
        let values = OptionValues(parsed.values)
        let tolerance = try RenderOptions.tolerance(values)
        // The command line's --dark-theme, between the manifest's defaults and each image's own,
        // and its trust, which only the command line can give.
        let commandLine = parsed.settings.filter { ["dark-theme", "allow-unsafe-links"].contains($0.key) }
        let confinement = Confinement(treeOf: path, allowOutside: parsed.flags.contains("--allow-outside"))
        let set = PictureSet(
            entries: try manifest.images.map { image in
                var job = try ManifestArguments.job(image, of: manifest, check: check, commandLine: commandLine)
                job.tolerance = tolerance
                return PictureSet.Entry(job: job, name: "\(image.place): image \(image.number)")
            }, confinement: confinement)
        try set.checkFiles(reading: [(path, "the manifest")], check: check, differences: values.text("--differences"))
        StopSignals.install(finishing: false)
        return try set.run(
            check: check, command: "build", tolerance: tolerance, differences: values.text("--differences"),
            jobs: try values.count("--jobs"), owner: path, progress: context.progress())
    }
}
