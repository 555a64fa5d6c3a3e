import TagFlow

extension RenderJob {
    /// Refuses outputs that would replace an icon the tags were drawn with: icon files are
    /// known only once the list is read, after the other files were checked.
    static func checkIcons(of tags: [CloudTag], against outputs: [(path: String, role: String)]) throws(UsageError) {
        var files = RunFiles()
        var seen = Set<String>()
        for path in tags.compactMap(\.iconPath) where seen.insert(path).inserted {
            try files.read(path, as: "an icon")
        }
        guard !seen.isEmpty else { return }
        for output in outputs { try files.write(output.path, as: output.role) }
    }
}
