extension Manifest {
    /// Settings only the person drawing may give (`build --allow-unsafe-links`), never a
    /// manifest, which arrives in pull requests.
    public static let trustOnly: Set<String> = ["allow-unsafe-links"]

    /// Refuses a trust-only setting (`trustOnly`) in the defaults or in `image`'s own options.
    ///
    /// - Throws: `ManifestError.badImage` at the setting's place.
    public func checkTrust(of image: Image) throws(ManifestError) {
        if let given = (defaults + image.options).first(where: { Self.trustOnly.contains($0.key) }) {
            throw .badImage(
                place: given.place, image: image.number,
                problem:
                    "'\(given.key)' cannot be set in a manifest: it is trust a repository cannot give itself; "
                    + "pass --\(given.key) to tagflow build if you trust it")
        }
    }

    /// What `image` is drawn with, as values: the defaults, then `commandLine`'s settings, then
    /// its own (`SettingLayers`), each path read from the manifest's folder, read by
    /// `CloudSettings` — the style, dark style and reader `tagflow build` draws it with. The
    /// options that are the run's rather than the picture's (`format`, `tolerance`, `label` …)
    /// are the caller's to read from `options(for:commandLine:)`.
    ///
    /// - Throws: `ManifestError` for a trust-only setting; `SettingError` (at its place in the
    ///   manifest) for a value the table refuses; `InputError` for a stop-word file.
    public func settings(for image: Image, commandLine: [ManifestOption] = []) throws -> CloudSettings {
        try checkTrust(of: image)
        let folder = Self.folder(of: path)
        let options = self.options(for: image, commandLine: commandLine)
            .filter { Settings.named($0.key) != nil }
            .map { Settings.resolvingPath($0, in: folder) }
        return try CloudSettings(options)
    }
}

extension Settings {
    /// Whether setting `key`'s value `text` names a file or folder (a `stopwords` list, an
    /// `icons` folder, a `font` that is a file rather than a Fontconfig name).
    public static func namesPath(_ key: String, _ text: String) -> Bool {
        guard let setting = named(key), setting.fileExtensions != nil || setting.takesFolder else { return false }
        if key == "font", case .file = FontRequest.source(from: text) { return true }
        return key != "font"
    }

    /// `option` with a path it names (`namesPath`) read from `folder` (a manifest's or a page's,
    /// with its slash), as the manifest's `input` and `output` are.
    public static func resolvingPath(_ option: ManifestOption, in folder: String) -> ManifestOption {
        guard case .text(let text) = option.value, !text.isEmpty, text != "-", namesPath(option.key, text) else {
            return option
        }
        var resolved = option
        resolved.value = .text(Manifest.resolve(text, in: folder))
        return resolved
    }
}
