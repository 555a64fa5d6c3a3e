import Foundation
import TagFlow
import Testing

/// `tagflow --generate-completion-script bash|zsh|fish`, tried in the shells themselves: the
/// subcommands, the options, the fixed value sets and the files by extension.
@Suite("Completion scripts in bash, zsh and fish")
struct CompletionTests {
    static let subcommands = HelpTests.subcommands
    static let themes = Theme.all.map(\.name)

    /// What bash's `_tagflow` puts in COMPREPLY for `words` (the last one being completed), in
    /// `folder`, sorted. The script is written beside `folder`.
    static func bash(_ words: [String], in folder: URL) async throws -> [String] {
        let script = try await completionScript("bash", named: "tagflow.bash", in: folder.deletingLastPathComponent())
        let code = """
            source "$1" || exit 1
            shift
            COMP_WORDS=("$@")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMPREPLY=()
            _tagflow || exit 1
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try await runProgram(
            "bash", ["--norc", "--noprofile", "-c", code, "bash", script.path] + words, in: folder)
        #expect(run.status == 0 && run.stderr.isEmpty, "bash: \(run.status) \(run.stderr)")
        return run.lines.sorted()
    }

    @Test("bash: subcommands, options, a fixed set, --name=value, files by extension, folders")
    func bashCompletes() async throws {
        try await withTemporaryFolder { root in
            let folder = try makeCompletionFiles(in: root)
            #expect(try await Self.bash(["tagflow", ""], in: folder) == Self.subcommands.sorted())
            #expect(try await Self.bash(["tagflow", "re"], in: folder) == ["render"])
            #expect(try await Self.bash(["tagflow", "render", "--th"], in: folder) == ["--theme"])
            #expect(try await Self.bash(["tagflow", "render", "-"], in: folder).contains("--quiet"))
            #expect(try await Self.bash(["tagflow", "render", "--theme", ""], in: folder) == Self.themes.sorted())
            #expect(try await Self.bash(["tagflow", "render", "--theme", "=", "d"], in: folder) == ["dark"])
            #expect(
                try await Self.bash(["tagflow", "render", "--align", ""], in: folder)
                    == ["center", "grow", "justify", "leading", "trailing"])
            #expect(try await Self.bash(["tagflow", "batch", "--format", ""], in: folder) == ["pdf", "png", "svg"])
            // Inputs: label files (any case of extension) and folders; outputs: pictures.
            #expect(
                try await Self.bash(["tagflow", "render", ""], in: folder)
                    == ["TAGS.JSON", "counts.tsv", "labels.txt", "lists", "tags.csv"])
            #expect(
                try await Self.bash(["tagflow", "render", "-o", ""], in: folder) == ["cloud.png", "cloud.svg", "lists"])
            #expect(try await Self.bash(["tagflow", "diff", "-o", ""], in: folder) == ["cloud.png", "lists"])
            #expect(try await Self.bash(["tagflow", "render", "--font", ""], in: folder) == ["face.ttf", "lists"])
            #expect(try await Self.bash(["tagflow", "batch", "-o", ""], in: folder) == ["lists"])
            #expect(try await Self.bash(["tagflow", "render", "--width", ""], in: folder) == [])
            #expect(try await Self.bash(["tagflow", "help", ""], in: folder) == Self.subcommands.sorted())
            #expect(
                try await Self.bash(["tagflow", "--generate-completion-script", ""], in: folder) == [
                    "bash", "fish", "zsh",
                ])
        }
    }

    /// What zsh's completion system offers for `line` (Tab at its end), typed in `folder`.
    static func zsh(_ line: String, in folder: URL) async throws -> [String] {
        let functions = folder.deletingLastPathComponent().appendingPathComponent("zsh-functions")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        _ = try await completionScript("zsh", named: "_tagflow", in: functions)
        let driver = try writeFile("zpty.zsh", Array(zshCompletionDriver.utf8), in: functions)
        let hits = functions.appendingPathComponent("hits")
        try? FileManager.default.removeItem(at: hits)
        let run = try await runProgram("zsh", ["-f", driver.path, functions.path, hits.path, line], in: folder)
        #expect(run.status == 0 && run.stderr.isEmpty, "zsh: \(run.status) \(run.stderr)")
        let text = (try? String(contentsOf: hits, encoding: .utf8)) ?? ""
        return Array(Set(text.split(separator: "\n").map(String.init))).sorted()
    }

    @Test("zsh: the script loads in zsh -f after compinit with no error, and defines and registers _tagflow")
    func zshLoads() async throws {
        try await withTemporaryFolder { folder in
            let script = try await completionScript("zsh", named: "_tagflow", in: folder)
            let code = """
                autoload -Uz compinit && compinit -u -D
                source \(script.path) || exit 1
                print -r -- $_comps[tagflow]
                whence -w _tagflow _tagflow_render _tagflow_help
                """
            let run = try await runProgram("zsh", ["-f", "-c", code], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            #expect(
                run.lines == ["_tagflow", "_tagflow: function", "_tagflow_render: function", "_tagflow_help: function"])

            // As installed: a file named _tagflow in $fpath, which compinit registers by its #compdef line.
            let fpath =
                "fpath=(\(script.deletingLastPathComponent().path) $fpath); autoload -Uz compinit && compinit -u -D; print -r -- $_comps[tagflow]"
            let installed = try await runProgram("zsh", ["-f", "-c", fpath], in: folder)
            #expect(installed.lines == ["_tagflow"] && installed.stderr.isEmpty, "\(installed.stderr)")
        }
    }

    @Test("zsh: Tab offers the subcommands, a fixed set, --name= values, files by extension, and folders")
    func zshCompletes() async throws {
        try await withTemporaryFolder { root in
            let folder = try makeCompletionFiles(in: root)
            #expect(try await Self.zsh("tagflow ", in: folder) == Self.subcommands.sorted())
            #expect(try await Self.zsh("tagflow render --theme ", in: folder) == Self.themes.sorted())
            #expect(
                try await Self.zsh("tagflow render --row-align=", in: folder) == [
                    "baseline", "bottom", "center", "top",
                ])
            #expect(
                try await Self.zsh("tagflow render ", in: folder)
                    == ["TAGS.JSON", "counts.tsv", "labels.txt", "lists", "tags.csv"])
            #expect(try await Self.zsh("tagflow render -o ", in: folder) == ["cloud.png", "cloud.svg", "lists"])
            #expect(try await Self.zsh("tagflow batch -o ", in: folder) == ["lists"])
        }
    }

    /// What fish's `complete -C line` prints, without the descriptions, sorted.
    static func fish(_ line: String, in folder: URL) async throws -> [String] {
        let script = try await completionScript("fish", named: "tagflow.fish", in: folder.deletingLastPathComponent())
        let run = try await runProgram(
            "fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script.path, line], in: folder)
        #expect(run.status == 0 && run.stderr.isEmpty, "fish: \(run.status) \(run.stderr)")
        return run.lines.map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }.sorted()
    }

    @Test("fish: complete -C offers the themes, subcommands, options, files by extension and folders")
    func fishCompletes() async throws {
        try await withTemporaryFolder { root in
            let folder = try makeCompletionFiles(in: root)
            #expect(try await Self.fish("tagflow render --theme ", in: folder) == Self.themes.sorted())
            #expect(try await Self.fish("tagflow ", in: folder) == Self.subcommands.sorted())
            #expect(try await Self.fish("tagflow render --dir", in: folder) == ["--direction"])
            #expect(
                try await Self.fish("tagflow render --direction=", in: folder) == [
                    "--direction=ltr", "--direction=rtl",
                ])
            #expect(
                try await Self.fish("tagflow render ", in: folder)
                    == ["TAGS.JSON", "counts.tsv", "labels.txt", "lists/", "tags.csv"])
            #expect(try await Self.fish("tagflow render -o ", in: folder) == ["cloud.png", "cloud.svg", "lists/"])
            #expect(
                try await Self.fish("tagflow --generate-completion-script ", in: folder) == ["bash", "fish", "zsh"])
        }
    }

    /// What fish's `complete -C line` prints, each candidate with its description.
    static func fishDescribed(_ line: String, in folder: URL) async throws -> [String: String] {
        let script = try await completionScript("fish", named: "tagflow.fish", in: folder.deletingLastPathComponent())
        let run = try await runProgram(
            "fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script.path, line], in: folder)
        #expect(run.status == 0 && run.stderr.isEmpty, "fish: \(run.status) \(run.stderr)")
        return Dictionary(
            run.lines.map {
                let parts = $0.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            }, uniquingKeysWith: { a, _ in a })
    }

    @Test(
        "fish: a value's description is its own (a theme's summary, 'default'), the option's help stays on the option")
    func fishValueDescriptions() async throws {
        try await withTemporaryFolder { root in
            let folder = try makeCompletionFiles(in: root)
            let themes = try await Self.fishDescribed("tagflow render --theme ", in: folder)
            let listed = try await TagflowBinary.run(["themes"])
            for line in String(decoding: listed.stdout, as: UTF8.self).split(separator: "\n") {
                let name = String(line.prefix { $0 != " " })
                let summary = line.dropFirst(name.count).drop { $0 == " " }
                #expect(themes[name] == String(summary), "\(name): \(themes[name] ?? "nil")")
            }
            let align = try await Self.fishDescribed("tagflow render --align ", in: folder)
            #expect(align == ["leading": "default", "center": "", "trailing": "", "justify": "", "grow": ""])
            let option = try await Self.fishDescribed("tagflow render --ali", in: folder)
            #expect(option["--align"]?.hasPrefix("rows: leading, center") == true, "\(option)")
        }
    }
}
