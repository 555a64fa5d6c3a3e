import TagFlow

extension RenderJob {
    /// Refuses outputs that would replace an icon the tags were drawn with: icon files are
    /// known only once the list is read, after the other files were checked.
    static func checkIcons(of tags: [CloudTag], against outputs: [(path: String, role: String)]) throws(FileClash) {
        try checkIcons(tags.compactMap(\.iconPath), against: outputs)
    }

    /// Refuses outputs that would replace one of the icon files at `paths`.
    package static func checkIcons(_ paths: [String], against outputs: [(path: String, role: String)])
        throws(FileClash)
    {
        var files = RunFiles()
        var seen = Set<String>()
        for path in paths where seen.insert(path).inserted {
            try files.read(path, as: "an icon")
        }
        guard !seen.isEmpty else { return }
        for output in outputs { try files.write(output.path, as: output.role) }
    }

    /// The icon files the job's tags name, read again silently for them (`build` and `markdown`
    /// check them against every image's outputs, drawn or fresh); empty when the list cannot be
    /// read, which the draw reports.
    package func iconFiles() -> [String] {
        guard let bytes = try? inputBytes ?? InputFile.read(input, maximumBytes: reader.maxInputBytes) else {
            return []
        }
        return (silentTags(input: bytes) ?? []).compactMap(\.iconPath)
    }

    /// The files the job reads, for `--watch`: its input, its option files, the icons its tags
    /// name and the `--icons` folder (as `DIR/`: an icon made there may be one a tag names).
    package var watchedFiles: [String] {
        let input = labels == nil && inputBody == nil ? [input] : []
        let folder = reader.iconFolder.map { [$0.hasSuffix("/") ? $0 : $0 + "/"] } ?? []
        return input + files.readFiles.map(\.path) + iconFiles() + folder
    }

    /// The tags, read without warnings; `nil` when they cannot be read, or for prose (which
    /// names no icons).
    func silentTags(input bytes: [UInt8]) -> [CloudTag]? {
        let format = reader.format ?? TagReader.Format.forPath(input)
        guard labels != nil || format != .words else { return nil }
        return try? tags(input: bytes)
    }

    /// The tags: the `--label`s with their icons, or the list in `bytes` (read from `input`
    /// when `nil`).
    func tags(input bytes: [UInt8]?, warn: (String) -> Void = { _ in }) throws -> [CloudTag] {
        if let labels { return try reader.tags(labels: labels, icons: labelIcons ?? [], source: "--label", warn: warn) }
        if let bytes { return try reader.tags(from: bytes, path: input, warn: warn) }
        return try reader.read(input, warn: warn)
    }
}
