import Foundation
import Testing

/// `tagflow batch INPUT... -o OUTDIR --format png|svg|pdf`: every input to `OUTDIR/<name>.<ext>`,
/// the same bytes as `tagflow render` gives, whatever `--jobs` or the locale; bad inputs reported
/// and skipped (65); `--shard`, `--skip-existing` and `--check`.
@Suite("tagflow batch")
struct BatchCommandTests {
    static let formats = ["png", "svg", "pdf"]
    static let usageTail =
        "; usage: tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]; see 'tagflow batch --help'"
    static let oldDate = Date(timeIntervalSince1970: 1_000_000_000)
    static let laterDate = Date(timeIntervalSince1970: 1_300_000_000)
    static let latestDate = Date(timeIntervalSince1970: 1_600_000_000)

    /// Labels in Latin, Hangul and emoji, to build lists from.
    static let pool = [
        "swift", "linux", "카이로", "하프버즈", "폰트 렌더링", "🎉 party", "🚀", "flow layout", "한국어 태그",
        "emoji 😀", "café", "naïve", "Fontconfig", "FreeType", "서울", "✨ sparkle", "tag cloud", "batch",
    ]

    /// `count` label lists, `list01.txt` …, each a different slice of `pool`.
    static func generatedLists(_ count: Int, in folder: URL) throws -> [String] {
        try (1...count).map { index in
            let name = String(format: "list%02d.txt", index)
            let labels = (0..<(3 + index % 7)).map { pool[(index * 5 + $0 * 3) % pool.count] } + ["#\(index)"]
            try writeFile(name, labelFile(labels), in: folder)
            return name
        }
    }

    static func batch(
        _ arguments: [String], in folder: URL, stdin: [UInt8]? = nil, environment: [String: String] = [:]
    ) async throws -> TagflowRun {
        try await TagflowBinary.run(["batch"] + arguments, stdin: stdin, in: folder, environment: environment)
    }

    /// What `tagflow render input -o x.format options…` writes, in a folder of its own.
    static func rendered(
        _ input: String, format: String, options: [String] = [], in folder: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [UInt8] {
        let output = ".reference-\(UUID().uuidString).\(format)"
        let run = try await TagflowBinary.run(["render", input, "-o", output] + options, in: folder)
        try #require(run.status == 0, "render \(input) failed: \(run.stderr)", sourceLocation: sourceLocation)
        let url = folder.appendingPathComponent(output)
        defer { try? FileManager.default.removeItem(at: url) }
        return try bytes(of: url)
    }

    /// The names in `folder`, sorted, but for hidden ones (every batch keeps `.tagflow.fresh`,
    /// which `FreshnessTests` looks at).
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Exit 0, nothing on stdout, and stderr just the summary line.
    /// Exit 0, nothing on standard output, and on standard error `warnings` then the summary.
    static func expectSuccess(
        _ run: TagflowRun, summary: String, warnings: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 0, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            run.stderrLines == warnings.map { "tagflow: warning: " + $0 } + ["tagflow: batch: \(summary)"],
            sourceLocation: sourceLocation)
    }

    /// The warning for a subfolder a folder argument holds, without `--recursive`.
    static func skipped(_ folder: String) -> String {
        "\(folder): a subfolder, skipped; pass --recursive to render its lists too, mirrored under out"
    }

    // MARK: - Inputs and outputs

    @Test("files become OUTDIR/<name>.<ext>, OUTDIR is made, and each equals `tagflow render`", arguments: formats)
    func filesRenderLikeRender(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("topics.txt", labelFile(["swift", "linux", "카이로", "🎉 party"]), in: folder)
            try writeFile("weights.tsv", labelFile(["swift\t3", "linux\t1", "cairo\t2"]), in: folder)
            try writeFile("people.json", Array(##"["Ada", {"label": "Grace", "color": "#336699"}]"##.utf8), in: folder)
            let inputs = ["topics.txt", "weights.tsv", "people.json"]
            let run = try await Self.batch(inputs + ["-o", "out", "--format", format], in: folder)
            Self.expectSuccess(run, summary: "3 rendered, 0 skipped, 0 failed of 3")
            let out = folder.appendingPathComponent("out")
            #expect(try Self.names(in: out) == ["people", "topics", "weights"].map { "\($0).\(format)" })
            for input in inputs {
                let stem = String(input.split(separator: ".")[0])
                let written = try bytes(of: out.appendingPathComponent("\(stem).\(format)"))
                #expect(written == (try await Self.rendered(input, format: format, in: folder)), "\(input)")
                switch format {
                case "png": #expect(ImageFacts.pngSize(written) != nil)
                case "svg": #expect(ImageFacts.svgSize(written) != nil)
                default: #expect(ImageFacts.pdfPageSize(written) != nil)
                }
            }
            expectNoTemporaryFiles(in: out)
        }
    }

    @Test(
        "a folder stands for its .txt, .tsv, .csv and .json files: no dotfiles, other extensions; subfolders named in a warning"
    )
    func folderInput() async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(
                at: lists.appendingPathComponent("nested"), withIntermediateDirectories: true)
            try writeFile("b.txt", labelFile(["bee"]), in: lists)
            try writeFile("a.csv", labelFile(["label", "ant"]), in: lists)
            try writeFile("c.json", Array(#"["cat"]"#.utf8), in: lists)
            try writeFile("d.tsv", labelFile(["dog\t2"]), in: lists)
            try writeFile(".hidden.txt", labelFile(["hidden"]), in: lists)
            try writeFile("notes.md", labelFile(["notes"]), in: lists)
            try writeFile("README", labelFile(["readme"]), in: lists)
            try writeFile("deep.txt", labelFile(["deep"]), in: lists.appendingPathComponent("nested"))

            let run = try await Self.batch(["lists", "-o", "out", "--format", "svg"], in: folder)
            Self.expectSuccess(
                run, summary: "4 rendered, 0 skipped, 0 failed of 4", warnings: [Self.skipped("lists/nested")])
            let out = folder.appendingPathComponent("out")
            #expect(try Self.names(in: out) == ["a.svg", "b.svg", "c.svg", "d.svg"])
            for name in ["a.csv", "b.txt", "c.json", "d.tsv"] {
                let stem = String(name.split(separator: ".")[0])
                #expect(
                    try bytes(of: out.appendingPathComponent("\(stem).svg"))
                        == (try await Self.rendered("lists/\(name)", format: "svg", in: folder)))
            }
        }
    }

    @Test("a folder's subfolder named like an input (old.txt/) is not an input")
    func folderSkipsSubfoldersWithInputExtensions() async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(
                at: lists.appendingPathComponent("old.txt"), withIntermediateDirectories: true)
            try writeFile("tags.txt", labelFile(["swift"]), in: lists)
            let run = try await Self.batch(["lists", "-o", "out", "--format", "svg"], in: folder)
            Self.expectSuccess(
                run, summary: "1 rendered, 0 skipped, 0 failed of 1", warnings: [Self.skipped("lists/old.txt")])
            #expect(try Self.names(in: folder.appendingPathComponent("out")) == ["tags.svg"])
        }
    }

    @Test("a folder's files are taken in name order: of x.csv and x.txt, x.txt is the second and fails")
    func folderIsSorted() async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
            // Written in the other order, so the folder's own order is unlikely to be sorted.
            try writeFile("x.txt", labelFile(["from txt"]), in: lists)
            try writeFile("x.csv", labelFile(["label", "from csv"]), in: lists)
            let run = try await Self.batch(["lists", "-o", "out", "--format", "svg"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderrLines.count == 2, "\(run.stderr)")
            let error = run.stderrLines.first ?? ""
            #expect(error.hasPrefix("tagflow: error: lists/x.txt"), "\(error)")
            #expect(error.contains("lists/x.csv"), "\(error)")
            #expect(run.stderrLines.last == "tagflow: batch: 1 rendered, 0 skipped, 1 failed of 2")
            #expect(
                try bytes(of: folder.appendingPathComponent("out/x.svg"))
                    == (try await Self.rendered("lists/x.csv", format: "svg", in: folder)))
        }
    }

    @Test("`-` reads the input paths from standard input, one a line")
    func pathsOnStandardInput() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("lists"), withIntermediateDirectories: true)
            try writeFile("lists/one.txt", labelFile(["one"]), in: folder)
            try writeFile("lists/two.json", Array(#"["two", "deux"]"#.utf8), in: folder)
            try writeFile("lists/unlisted.txt", labelFile(["unlisted"]), in: folder)
            let list = Array("lists/two.json\n\nlists/one.txt".utf8)
            let run = try await Self.batch(["-", "-o", "out", "--format", "png"], in: folder, stdin: list)
            Self.expectSuccess(run, summary: "2 rendered, 0 skipped, 0 failed of 2")
            let out = folder.appendingPathComponent("out")
            #expect(try Self.names(in: out) == ["one.png", "two.png"])
            #expect(
                try bytes(of: out.appendingPathComponent("two.png"))
                    == (try await Self.rendered("lists/two.json", format: "png", in: folder)))
        }
    }

    @Test("a file where OUTDIR should be: 73, one error line, and the file is left alone")
    func fileAtOutputFolder() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["swift"]), in: folder)
            let blocker = try writeFile("out", Array("not a folder".utf8), in: folder)
            let run = try await Self.batch(["tags.txt", "-o", "out", "--format", "svg"], in: folder)
            expectError(run, exit: 73, mentions: ["out"], usageTail: Self.usageTail)
            #expect(try bytes(of: blocker) == Array("not a folder".utf8))
            expectNoTemporaryFiles(in: folder)
        }
    }

    // MARK: - Determinism

    @Test(
        "--jobs 1 under LANG=C and --jobs 4 under a Korean locale write the same bytes as `render`",
        arguments: formats)
    func sameBytesWhateverJobsAndLocale(format: String) async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.generatedLists(20, in: folder)
            let plain = try await Self.batch(
                lists + ["-o", "one", "--format", format, "--jobs", "1"], in: folder,
                environment: ["LANG": "C", "LC_ALL": "C"])
            let korean = try await Self.batch(
                lists + ["-o", "four", "--format", format, "--jobs", "4"], in: folder,
                environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "ko_KR.UTF-8"])
            for run in [plain, korean] {
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stderrLines.last == "tagflow: batch: 20 rendered, 0 skipped, 0 failed of 20")
            }
            let names = lists.map { $0.replacingOccurrences(of: ".txt", with: ".\(format)") }
            #expect(try Self.names(in: folder.appendingPathComponent("one")) == names)
            #expect(try Self.names(in: folder.appendingPathComponent("four")) == names)
            for (list, name) in zip(lists, names) {
                let one = try bytes(of: folder.appendingPathComponent("one/\(name)"))
                let four = try bytes(of: folder.appendingPathComponent("four/\(name)"))
                #expect(one == four, "\(name) differs between --jobs 1 (LANG=C) and --jobs 4 (ko_KR)")
                #expect(one == (try await Self.rendered(list, format: format, in: folder)), "\(name) ≠ render")
            }
        }
    }

    // MARK: - Bad inputs

    @Test("bad inputs get one error line each, the others render, the summary follows, exit 65")
    func badInputsAreSkipped() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("good1.txt", labelFile(["swift", "linux"]), in: folder)
            try writeFile("latin1.txt", [0x63, 0x61, 0x66, 0xE9, 0x0A], in: folder)  // "café" in Latin-1
            try writeFile("empty.txt", [], in: folder)
            try writeFile("good2.txt", labelFile(["카이로", "🎉"]), in: folder)
            let inputs = ["good1.txt", "latin1.txt", "missing.txt", "empty.txt", "good2.txt"]
            let run = try await Self.batch(inputs + ["-o", "out", "--format", "png"], in: folder)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            let lines = run.stderrLines
            #expect(lines.count == 4, "\(run.stderr)")
            for bad in ["latin1.txt", "missing.txt", "empty.txt"] {
                let mentioning = lines.filter { $0.contains(bad) }
                #expect(mentioning.count == 1, "one line for \(bad): \(lines)")
                #expect(mentioning.first?.hasPrefix("tagflow: error: ") == true, "\(mentioning)")
            }
            #expect(lines.last == "tagflow: batch: 2 rendered, 0 skipped, 3 failed of 5")
            let out = folder.appendingPathComponent("out")
            #expect(try Self.names(in: out) == ["good1.png", "good2.png"])
            for good in ["good1", "good2"] {
                #expect(
                    try bytes(of: out.appendingPathComponent("\(good).png"))
                        == (try await Self.rendered("\(good).txt", format: "png", in: folder)))
            }
            expectNoTemporaryFiles(in: out)
        }
    }

    @Test("two inputs with one name in different folders: the second fails naming both, the first renders")
    func sameNameTwice() async throws {
        try await withTemporaryFolder { folder in
            for sub in ["one", "two"] {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
                try writeFile("\(sub)/tags.txt", labelFile(["from \(sub)"]), in: folder)
            }
            let run = try await Self.batch(
                ["one/tags.txt", "two/tags.txt", "-o", "out", "--format", "svg"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderrLines.count == 2, "\(run.stderr)")
            let error = run.stderrLines.first ?? ""
            #expect(error.hasPrefix("tagflow: error: two/tags.txt"), "\(error)")
            #expect(error.contains("one/tags.txt") && error.contains("out/tags.svg"), "\(error)")
            #expect(run.stderrLines.last == "tagflow: batch: 1 rendered, 0 skipped, 1 failed of 2")
            #expect(
                try bytes(of: folder.appendingPathComponent("out/tags.svg"))
                    == (try await Self.rendered("one/tags.txt", format: "svg", in: folder)))
        }
    }

    // MARK: - Shards

    @Test(
        "the N shards partition the inputs: disjoint, together all, the same on every run", arguments: [1, 2, 3, 7, 12])
    func shardsPartition(count: Int) async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
            _ = try Self.generatedLists(10, in: lists)
            let all = try await Self.batch(["lists", "-o", "all", "--format", "svg"], in: folder)
            #expect(all.status == 0, "\(all.stderr)")
            let everything = try Self.names(in: folder.appendingPathComponent("all"))
            #expect(everything.count == 10)

            var seen: [String: Int] = [:]
            for index in 1...count {
                var outputs: [[String]] = []
                for attempt in 1...2 {
                    let out = "shard\(index)-\(attempt)"
                    let run = try await Self.batch(
                        ["lists", "-o", out, "--format", "svg", "--shard", "\(index)/\(count)"], in: folder)
                    #expect(run.status == 0, "\(run.stderr)")
                    let names = try Self.names(in: folder.appendingPathComponent(out))
                    #expect(
                        run.stderrLines == [
                            "tagflow: batch: \(names.count) rendered, 0 skipped, 0 failed of \(names.count)"
                        ])
                    for name in names {
                        #expect(
                            try bytes(of: folder.appendingPathComponent("\(out)/\(name)"))
                                == bytes(of: folder.appendingPathComponent("all/\(name)")))
                    }
                    outputs.append(names)
                }
                #expect(outputs[0] == outputs[1], "shard \(index)/\(count) is not deterministic")
                for name in outputs[0] { seen[name, default: 0] += 1 }
            }
            #expect(Set(seen.keys) == Set(everything), "the shards together are not all the inputs")
            #expect(seen.values.allSatisfy { $0 == 1 }, "an input is in two shards: \(seen.filter { $0.value > 1 })")
        }
    }

    @Test("sharding does not change which of two same-named inputs fails: the second fails in its shard too")
    func shardKeepsSameNameRule() async throws {
        try await withTemporaryFolder { folder in
            for sub in ["one", "two"] {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
                try writeFile("\(sub)/tags.txt", labelFile(["from \(sub)"]), in: folder)
            }
            // Unsharded, two/tags.txt fails; shard 2/2 holds it alone and must not render it to
            // out/tags.svg, where shard 1/2 (another machine, the same shared folder) writes one/'s.
            let run = try await Self.batch(
                ["one/tags.txt", "two/tags.txt", "-o", "out", "--format", "svg", "--shard", "2/2"], in: folder)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stderrLines.first?.hasPrefix("tagflow: error: two/tags.txt") == true, "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/tags.svg").path))
        }
    }

    @Test("a bad --shard is a usage error (64)", arguments: ["0/3", "4/3", "2", "a/b", "1/0", "-1/3", "1/3/5", ""])
    func badShard(value: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["swift"]), in: folder)
            let run = try await Self.batch(["tags.txt", "-o", "out", "--shard", value], in: folder)
            expectError(run, exit: 64, mentions: ["--shard"], usageTail: Self.usageTail)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    // MARK: - --skip-existing

    @Test("--skip-existing: a second run skips all; an input made newer than its output is the only one redone")
    func skipExisting() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.generatedLists(4, in: folder)
            for list in lists { try setModificationDate(Self.oldDate, of: folder.appendingPathComponent(list)) }
            let arguments = lists + ["-o", "out", "--format", "png", "--skip-existing"]
            Self.expectSuccess(
                try await Self.batch(arguments, in: folder), summary: "4 rendered, 0 skipped, 0 failed of 4")
            let out = folder.appendingPathComponent("out")
            let outputs = lists.map { out.appendingPathComponent($0.replacingOccurrences(of: ".txt", with: ".png")) }
            for output in outputs { try setModificationDate(Self.laterDate, of: output) }

            Self.expectSuccess(
                try await Self.batch(arguments, in: folder), summary: "0 rendered, 4 skipped, 0 failed of 4")
            for output in outputs { #expect(try modificationDate(of: output) == Self.laterDate) }

            // The third list is edited: it now says something else and is newer than its output.
            try writeFile(lists[2], labelFile(["edited", "list"]), in: folder)
            try setModificationDate(Self.latestDate, of: folder.appendingPathComponent(lists[2]))
            Self.expectSuccess(
                try await Self.batch(arguments, in: folder), summary: "1 rendered, 3 skipped, 0 failed of 4")
            for (index, output) in outputs.enumerated() {
                if index == 2 {
                    #expect(try modificationDate(of: output) != Self.laterDate)
                    #expect(try bytes(of: output) == (try await Self.rendered(lists[2], format: "png", in: folder)))
                } else {
                    #expect(try modificationDate(of: output) == Self.laterDate, "\(output.lastPathComponent) redone")
                }
            }
        }
    }

    @Test("--skip-existing: a --config file newer than the outputs redoes them all")
    func skipExistingWatchesConfig() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.generatedLists(3, in: folder)
            let config = try writeFile("style.json", Array(#"{"theme": "dark"}"#.utf8), in: folder)
            for name in lists { try setModificationDate(Self.oldDate, of: folder.appendingPathComponent(name)) }
            try setModificationDate(Self.oldDate, of: config)
            let arguments = lists + ["-o", "out", "--format", "svg", "--skip-existing", "--config", "style.json"]
            Self.expectSuccess(
                try await Self.batch(arguments, in: folder), summary: "3 rendered, 0 skipped, 0 failed of 3")
            let out = folder.appendingPathComponent("out")
            for name in try Self.names(in: out) {
                try setModificationDate(Self.laterDate, of: out.appendingPathComponent(name))
            }
            Self.expectSuccess(
                try await Self.batch(arguments, in: folder), summary: "0 rendered, 3 skipped, 0 failed of 3")
            try writeFile("style.json", Array(#"{"theme": "pastel"}"#.utf8), in: folder)
            try setModificationDate(Self.latestDate, of: config)
            Self.expectSuccess(
                try await Self.batch(arguments, in: folder), summary: "3 rendered, 0 skipped, 0 failed of 3")
            #expect(
                try bytes(of: out.appendingPathComponent("list01.svg"))
                    == (try await Self.rendered(
                        "list01.txt", format: "svg", options: ["--theme", "pastel"], in: folder)))
        }
    }

    // MARK: - --check

    @Test("--check: all up to date is 0; one changed output is 1 with one `tagflow: check:` line naming it")
    func check() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.generatedLists(3, in: folder)
            let render = try await Self.batch(lists + ["-o", "out", "--format", "png"], in: folder)
            #expect(render.status == 0, "\(render.stderr)")
            let out = folder.appendingPathComponent("out")
            for name in try Self.names(in: out) {
                try setModificationDate(Self.oldDate, of: out.appendingPathComponent(name))
            }

            let checkArguments = lists + ["-o", "out", "--format", "png", "--check"]
            let before = try folderSnapshot(folder)
            Self.expectSuccess(
                try await Self.batch(checkArguments, in: folder), summary: "3 up to date, 0 stale, 0 failed of 3")
            #expect(sameSnapshot(before, try folderSnapshot(folder)), "--check changed files")

            // list02's output now holds list01's picture.
            let changed = out.appendingPathComponent("list02.png")
            try Data(try bytes(of: out.appendingPathComponent("list01.png"))).write(to: changed)
            try setModificationDate(Self.oldDate, of: changed)
            let snapshot = try folderSnapshot(folder)
            let run = try await Self.batch(checkArguments, in: folder)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            let checks = run.stderrLines.filter { $0.hasPrefix("tagflow: check: ") }
            #expect(checks.count == 1, "\(run.stderr)")
            #expect(checks.first?.contains("out/list02.png") == true, "\(checks)")
            #expect(run.stderrLines.count == 2, "\(run.stderr)")
            #expect(run.stderrLines.last == "tagflow: batch: 2 up to date, 1 stale, 0 failed of 3")
            #expect(sameSnapshot(snapshot, try folderSnapshot(folder)), "--check changed files")
            expectNoTemporaryFiles(in: out)
        }
    }

    @Test("--check with no OUTDIR: every output is stale (1), and OUTDIR is not made")
    func checkMissingFolder() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.generatedLists(2, in: folder)
            let run = try await Self.batch(lists + ["-o", "out", "--format", "svg", "--check"], in: folder)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderrLines.filter { $0.hasPrefix("tagflow: check: ") }.count == 2, "\(run.stderr)")
            #expect(run.stderrLines.last == "tagflow: batch: 0 up to date, 2 stale, 0 failed of 2")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    // MARK: - Options

    @Test("--config applies to every output (as `render --config` does), and flags still win")
    func configAppliesToAll() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.generatedLists(3, in: folder)
            try writeFile("style.json", Array(#"{"theme": "dark", "width": 180, "font-size": 18}"#.utf8), in: folder)
            let configured = try await Self.batch(
                lists + ["-o", "configured", "--format", "svg", "--config", "style.json"], in: folder)
            let overridden = try await Self.batch(
                lists + ["-o", "overridden", "--format", "svg", "--config", "style.json", "--theme", "pastel"],
                in: folder)
            let plain = try await Self.batch(lists + ["-o", "plain", "--format", "svg"], in: folder)
            for run in [configured, overridden, plain] { #expect(run.status == 0, "\(run.stderr)") }
            for list in lists {
                let name = list.replacingOccurrences(of: ".txt", with: ".svg")
                let withConfig = try bytes(of: folder.appendingPathComponent("configured/\(name)"))
                #expect(
                    withConfig
                        == (try await Self.rendered(
                            list, format: "svg", options: ["--config", "style.json"], in: folder)))
                #expect(withConfig != (try bytes(of: folder.appendingPathComponent("plain/\(name)"))))
                #expect(
                    try bytes(of: folder.appendingPathComponent("overridden/\(name)"))
                        == (try await Self.rendered(
                            list, format: "svg", options: ["--theme", "pastel", "--width", "180", "--font-size", "18"],
                            in: folder)))
            }
        }
    }

    @Test(
        "style flags apply to every output, as in `render`",
        arguments: [
            ["--theme", "dark"], ["--width", "150"], ["--fill", "#ff8800"], ["--font-size", "20"],
            ["--direction", "rtl"], ["--scale", "2"], ["--background", "white"],
        ])
    func styleFlags(flags: [String]) async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.generatedLists(3, in: folder)
            let styled = try await Self.batch(lists + ["-o", "styled", "--format", "png"] + flags, in: folder)
            let plain = try await Self.batch(lists + ["-o", "plain", "--format", "png"], in: folder)
            #expect(styled.status == 0 && plain.status == 0, "\(styled.stderr) \(plain.stderr)")
            for list in lists {
                let name = list.replacingOccurrences(of: ".txt", with: ".png")
                let output = try bytes(of: folder.appendingPathComponent("styled/\(name)"))
                #expect(
                    output != (try bytes(of: folder.appendingPathComponent("plain/\(name)"))),
                    "\(flags) changed nothing")
                #expect(output == (try await Self.rendered(list, format: "png", options: flags, in: folder)))
            }
        }
    }
}
