import Dispatch
import Primitives
import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The images of a manifest (or of a Markdown page), drawn on every core and then checked or
/// written all together: a failure anywhere leaves every existing file as it was.
package struct PictureSet {
    /// One image: its job and how messages name it (`tagflow.json:4:5: image 1`).
    package struct Entry {
        package var job: RenderJob
        package var name: String

        package init(job: RenderJob, name: String) {
            self.job = job
            self.name = name
        }
    }

    package var entries: [Entry]
    /// The folder tree every file an entry names must stay in (`Confinement`); `nil` with
    /// `--allow-outside`.
    package var confinement: Confinement?
    /// The folder tree the pictures must stay in: the manifest's, or for a page the tree of the
    /// page written (its images folder, when the command line does not name one).
    package var outputConfinement: Confinement?

    package init(entries: [Entry], confinement: Confinement? = nil, outputConfinement: Confinement?? = nil) {
        self.entries = entries
        self.confinement = confinement
        self.outputConfinement = outputConfinement ?? confinement
    }

    /// What drawing one entry gave.
    package struct Drawn {
        package var pictures: [(bytes: [UInt8], path: String)] = []
        /// The cloud's title, for alt text.
        package var title = ""
        /// The icon files its tags name.
        package var icons: [String] = []
        package var warnings: [String] = []
        package var error: (any Error)?
        /// Its freshness key, when the record is kept (not for `--check`).
        package var key: Freshness?
        /// Whether the record said it was fresh, so it was not drawn.
        package var fresh = false
    }

    /// Every entry drawn, in order, on up to `jobs` threads; those in `skipping` are left as they
    /// are. `progress` is told (done, total) after each entry, from the drawing threads.
    package func draw(
        jobs: Int = OnlineCores.affordable, skipping: [Drawn?] = [],
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) -> [Drawn] {
        let results = Locked([Drawn](repeating: Drawn(), count: entries.count))
        let next = Locked(0)
        let finished = Locked(0)
        let total = entries.count
        let tell = { @Sendable in
            progress(
                finished.withLock { done in
                    done += 1
                    return done
                }, total)
        }
        let entries = self.entries
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, entries.count))) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < entries.count else { return }
                if index < skipping.count, let skipped = skipping[index] {
                    results.withLock { $0[index] = skipped }
                    tell()
                    continue
                }
                var drawn = Drawn()
                do {
                    (drawn.pictures, drawn.title, drawn.icons) = try entries[index].job.pictures {
                        drawn.warnings.append($0)
                    }
                } catch {
                    drawn.error = error
                }
                results.withLock { $0[index] = drawn }
                tell()
            }
        }
        return results.withLock { $0 }
    }

    /// The one rule of the run's files (`RunFiles`), before anything is drawn: no output
    /// replaces a file a run reads — `reading` (the manifest, the page), every entry's input and
    /// option files (image 2 may not overwrite image 1's labels or stop words) — nor meets another
    /// output, a dark picture or a folder's freshness record; in `check`, the difference
    /// pictures `differences` would hold replace none of these and none another. `pages` are
    /// written with the pictures (a Markdown page). Each file an entry names is also held to
    /// `confinement`, each picture to `outputConfinement`.
    package func checkFiles(
        reading extra: [(path: String, role: String)], writing pages: [(path: String, role: String)] = [],
        check: Bool = false, differences: String? = nil
    ) throws(FileClash) {
        var files = RunFiles()
        for (path, role) in extra { try files.read(path, as: role) }
        for entry in entries {
            if entry.job.inputBody == nil, entry.job.labels == nil {
                try confinement?.check(entry.job.input, as: "\(entry.name)'s input")
            }
            // A block's labels are the page's lines: the page is read once, as itself (even `-`).
            if entry.job.inputBody == nil { try files.read(entry.job.input, as: "\(entry.name)'s input") }
            for (path, role) in entry.job.files.readFiles.sorted(by: { $0.path < $1.path }) {
                let part = "\(entry.name)'s " + Self.optionName(role)
                try confinement?.check(path, as: part)
                try files.read(path, as: part)
            }
            if let folder = entry.job.reader.iconFolder {
                try confinement?.check(folder, as: "\(entry.name)'s icons folder")
            }
        }
        var records: Set<String> = []
        for entry in entries {
            for (index, output) in entry.job.outputs.enumerated() {
                let part = index == 0 ? "\(entry.name)'s output" : "\(entry.name)'s dark picture"
                try outputConfinement?.check(output, as: part)
                if check {
                    // Checked outputs are read, not written: a difference picture may replace none.
                    try files.read(output, as: part)
                } else {
                    try files.write(output, as: part)
                    let folder = FreshnessRecord.folder(of: output)
                    records.insert((folder.isEmpty ? "" : folder + "/") + FreshnessRecord.fileName)
                }
            }
        }
        for (path, role) in pages {
            if check { try files.read(path, as: role) } else { try files.write(path, as: role) }
        }
        for record in records.sorted() { try files.writeRecord(record, as: "the freshness record") }
        guard check, let differences else { return }
        for entry in entries {
            for output in entry.job.outputs where OutputFormat(pathExtensionOf: output) == .png {
                try files.write(
                    RenderJob.differencePath(for: output, in: differences),
                    as: "the difference picture of \(entry.name)'s output '\(output)'")
            }
        }
    }

    /// An option file's part as a manifest names it: "the --stopwords file" → "stopwords file".
    private static func optionName(_ role: String) -> String {
        var name = Substring(role)
        if name.hasPrefix("the ") { name = name.dropFirst(4) }
        if name.hasPrefix("--") { name = name.dropFirst(2) }
        return String(name)
    }

    /// Draws, reports warnings and failures, then checks (`check`) or writes every picture that
    /// changed, all together. Returns the exit code; `command` names the summary line.
    ///
    /// - Parameter alsoWriting: files made from the drawings (a Markdown page naming them),
    ///   checked or written with them.
    /// - Parameter folders: made (with their parents) before anything is written, once every
    ///   picture is drawn; so are the folders of every file written.
    /// - Parameter progress: told as each picture is drawn (or found fresh), and when all are.
    /// - Parameter owner: the page or manifest naming the pictures: its pictures of an earlier run
    ///   that it names no more are removed (`--check`: reported), in every picture's folder and
    ///   in `ownerFolders`.
    package func run(
        check: Bool, command: String, tolerance: Int, differences: String? = nil, jobs: Int? = nil,
        folders: [String] = [], owner: String? = nil, ownerFolders: [String] = [],
        progress: CommandContext.Progress? = nil,
        alsoWriting: ([Drawn]) -> [(bytes: [UInt8], path: String)] = { _ in [] }
    ) throws -> Int32 {
        // The one freshness rule: an image its folder's record calls fresh is not drawn again.
        // `--check` trusts no record: it draws everything and compares.
        var records: [String: FreshnessRecord] = [:]
        var known: [Drawn?] = []
        if !check {
            for entry in entries {
                let folder = FreshnessRecord.folder(of: entry.job.output)
                if records[folder] == nil { records[folder] = try FreshnessRecord(folder: folder) }
                var drawn = Drawn()
                drawn.key = try? entry.job.freshness(version: TagFlowVersion.current)
                if let key = drawn.key, let fresh = records[folder]!.freshEntry(outputs: entry.job.outputs, key: key) {
                    drawn.title = fresh.title
                    drawn.fresh = true
                    known.append(drawn)
                } else {
                    known.append(nil)
                }
            }
        }
        var update: @Sendable (Int, Int) -> Void = { _, _ in }
        if let progress { update = progress.update }
        var drawn = draw(jobs: jobs ?? OnlineCores.affordable, skipping: known, progress: update)
        progress?.finish()
        if !check {
            for index in drawn.indices where !drawn[index].fresh {
                drawn[index].key = try? entries[index].job.freshness(version: TagFlowVersion.current)
            }
        }
        var failures: [any Error] = []
        for (entry, result) in zip(entries, drawn) {
            for warning in result.warnings { Console.warn("\(entry.name): \(warning)") }
            if let error = result.error {
                // A Markdown block's labels are the page's lines: an error there names its own line.
                let message = "\(error)"
                let named = message.hasPrefix(entry.name.prefix { $0 != ":" } + ":")
                Console.report(named ? message : "\(entry.name): \(message)")
                failures.append(error)
            }
        }
        // Nothing is written when anything failed: the pages and pictures stay as they were.
        // An option an entry's labels cannot meet (an outline wider than its chips) is the
        // manifest's or page's own data, checked only once the labels are read: 65, not 64.
        guard failures.isEmpty else {
            return failures.map { $0 is UsageError ? ExitCode.dataError : ExitCode.code(for: $0) }.max()!
        }
        let pages = alsoWriting(drawn)
        let pictures = drawn.flatMap(\.pictures) + pages
        if !check {
            // Icons are known once the lists are read: no image, drawn or fresh, and no page may
            // replace one (image 2's output is not image 1's icon).
            let icons = zip(entries, drawn).flatMap { entry, result in
                result.fresh ? entry.job.iconFiles() : result.icons
            }
            let outputs = entries.flatMap { entry in entry.job.outputs.map { ($0, "\(entry.name)'s output") } }
            try RenderJob.checkIcons(icons, against: outputs + pages.map { ($0.path, "the page") })
        }
        // An icon outside the tree would be drawn into a committed picture: none is written.
        if let confinement {
            for (entry, result) in zip(entries, drawn) {
                for icon in result.fresh ? entry.job.iconFiles() : result.icons {
                    try confinement.check(icon, as: "\(entry.name)'s icon")
                }
            }
        }
        if check {
            var stale = 0
            // Each picture named by its source first: the block's page and line, the manifest's entry.
            let sources =
                zip(entries, drawn).flatMap { entry, result in result.pictures.map { _ in entry.name + ": " } }
                + pages.map { _ in "" }
            for ((bytes, path), source) in zip(pictures, sources) {
                let format = OutputFormat(pathExtensionOf: path)
                let existing = try InputFile.contentsIfPresent(path)
                let missing = source.isEmpty ? "" : " (it is new, or it changed since the last \(command))"
                let outcome =
                    existing.map {
                        RenderJob.compare(
                            existing: $0, fresh: bytes, path: path, format: format ?? .pdf, tolerance: tolerance,
                            differences: differences)
                    } ?? .stale(reason: "\(path) does not exist or is not a regular file\(missing)")
                if case .stale(let reason) = outcome {
                    stale += 1
                    Console.stale(source + reason)
                }
            }
            // A dead image is stale as well: the run would remove it.
            let dead = owner.map { deadImages(of: $0, in: ownerFolders, command: command) } ?? 0
            stale += dead
            let total = pictures.count + dead
            Console.note("tagflow: \(command): \(total - stale) up to date, \(stale) stale of \(total)\n")
            return stale > 0 ? ExitCode.different : ExitCode.ok
        }
        // Files that already hold these bytes are left alone: their times say when they last changed.
        // A run that fails from here leaves nothing behind: the files change together or not at
        // all (`OutputFile.write`), and the folders it made for them are taken away again.
        var made: [String] = []
        var written = 0
        do {
            for folder in folders { made += try OutputFolder.makeAll(folder) }
            let changed = try pictures.filter { try InputFile.contentsIfPresent($0.path) != $0.bytes }
            made += try OutputFolder.makeParents(of: changed.map(\.path))
            try OutputFile.write(changed)
            written = changed.count
        } catch {
            OutputFolder.removeEmpty(made)
            throw error
        }
        // What each drawn image was made from, for the next run.
        var touched: Set<String> = []
        for (entry, result) in zip(entries, drawn) where !result.fresh {
            guard let key = result.key else { continue }
            let folder = FreshnessRecord.folder(of: entry.job.output)
            records[folder]?.record(
                outputs: result.pictures.map(\.path), bytes: result.pictures.map(\.bytes), key: key,
                title: result.title,
                owner: owner.map { Self.ownerName($0, from: folder) } ?? "")
            touched.insert(folder)
        }
        if let owner { touched.formUnion(removeDead(of: owner, in: ownerFolders, records: &records, command: command)) }
        for folder in touched.sorted() {
            do {
                try records[folder]?.write()
            } catch {
                Console.warn("\(error); the next \(command) draws its images again")
            }
        }
        // Images the record calls fresh were not drawn: they count as unchanged.
        let fresh = zip(entries, drawn).filter { $0.1.fresh }.map { $0.0.job.outputs.count }.reduce(0, +)
        let total = pictures.count + fresh
        Console.note("tagflow: \(command): \(written) written, \(total - written) unchanged of \(total)\n")
        return ExitCode.ok
    }
}
