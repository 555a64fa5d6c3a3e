import Foundation
import Spawn
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--watch` on render, build and markdown: the real binary following real files through inotify
/// as editors change them (atomic saves, delete and re-create, bursts), keeping the last good
/// image when a change breaks the input, and ending cleanly on SIGINT and SIGTERM.
@Suite("--watch", .serialized)
struct WatchTests {
    /// What one-shot `render` writes for `list.txt` holding `labels` (in a folder of its own, with
    /// the same names the watched run uses).
    static func expectedRender(_ labels: [String], in folder: URL, input: String = "list.txt") async throws -> [UInt8] {
        let own = folder.appendingPathComponent("expected-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: own) }
        try writeFile(input, labelFile(labels), in: own)
        let run = try await TagflowBinary.run(["render", input, "-o", "out.svg"], in: own)
        try #require(run.status == 0, "\(run.stderr)")
        return try bytes(of: own.appendingPathComponent("out.svg"))
    }

    @Test("an editor's atomic save (a temporary file renamed over the list) is drawn again")
    func atomicSave() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["Swift", "Linux"]), in: folder)
            let run = try WatchedRun.start(["render", "list.txt", "-o", "out.svg", "--watch"], in: folder)
            #expect(run.count("tagflow: render: wrote out.svg\n") == 1, "\(run.stderr)")
            try run.saveAtomically("list.txt", labelFile(["Swift", "Linux", "Cairo"]))
            #expect(run.waitFor("tagflow: render: wrote out.svg\n", times: 2), "\(run.stderr)")
            let expected = try await Self.expectedRender(["Swift", "Linux", "Cairo"], in: folder)
            #expect(try bytes(of: folder.appendingPathComponent("out.svg")) == expected)
            // A second save after the first: the watch follows the new file, not the old inode.
            try run.saveAtomically("list.txt", labelFile(["Go"]))
            #expect(run.waitFor("tagflow: render: wrote out.svg\n", times: 3), "\(run.stderr)")
            let go = try await Self.expectedRender(["Go"], in: folder)
            #expect(try bytes(of: folder.appendingPathComponent("out.svg")) == go)
            let result = run.stop()
            #expect(result.status == 128 + SIGINT)
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("a list reached through a link into another folder is drawn again when the file it names is saved")
    func linkedList() async throws {
        try await withTemporaryFolder { folder in
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try writeFile("real.txt", labelFile(["Swift", "Linux"]), in: elsewhere)
            let work = folder.appendingPathComponent("work")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: work.path + "/list.txt", withDestinationPath: "../elsewhere/real.txt")
            let run = try WatchedRun.start(["render", "list.txt", "-o", "out.svg", "--watch"], in: work)
            // An editor's atomic save of the file itself, in its own folder.
            let temporary = try writeFile(".real.txt.swp", labelFile(["Swift", "Linux", "Cairo"]), in: elsewhere)
            #expect(rename(temporary.path, elsewhere.appendingPathComponent("real.txt").path) == 0)
            #expect(run.waitFor("tagflow: render: wrote out.svg\n", times: 2), "\(run.stderr)")
            let expected = try await Self.expectedRender(["Swift", "Linux", "Cairo"], in: folder)
            #expect(try bytes(of: work.appendingPathComponent("out.svg")) == expected)
            #expect(run.stop().status == 128 + SIGINT)
        }
    }

    @Test("a list deleted says so and keeps the image; made again, it is drawn")
    func deleteAndRecreate() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["Swift", "Linux"]), in: folder)
            let run = try WatchedRun.start(["render", "list.txt", "-o", "out.svg", "--watch"], in: folder)
            let first = try bytes(of: folder.appendingPathComponent("out.svg"))
            try FileManager.default.removeItem(at: folder.appendingPathComponent("list.txt"))
            #expect(run.waitFor("tagflow: error: "), "\(run.stderr)")
            #expect(run.stderr.contains("list.txt"), "\(run.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("out.svg")) == first)
            try writeFile("list.txt", labelFile(["Made", "again"]), in: folder)
            #expect(run.waitFor("tagflow: render: wrote out.svg\n", times: 2), "\(run.stderr)")
            let again = try await Self.expectedRender(["Made", "again"], in: folder)
            #expect(try bytes(of: folder.appendingPathComponent("out.svg")) == again)
            _ = run.stop(SIGTERM)
        }
    }

    @Test("the list's folder removed and made again: followed through its parent, then drawn")
    func folderRecreated() async throws {
        try await withTemporaryFolder { folder in
            let lists = folder.appendingPathComponent("lists")
            try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
            try writeFile("list.txt", labelFile(["Swift"]), in: lists)
            let run = try WatchedRun.start(["render", "lists/list.txt", "-o", "out.svg", "--watch"], in: folder)
            try FileManager.default.removeItem(at: lists)
            #expect(run.waitFor("tagflow: error: "), "\(run.stderr)")
            try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
            try writeFile("list.txt", labelFile(["Back"]), in: lists)
            let out = folder.appendingPathComponent("out.svg")
            #expect(
                run.waitUntil {
                    String(decoding: (try? bytes(of: out)) ?? [], as: UTF8.self).contains(#"aria-label="Back""#)
                }, "\(run.stderr)")
            _ = run.stop()
        }
    }

    @Test("a change to the --config file is drawn; a broken one is said, and its fix drawn")
    func configFile() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["Swift", "Linux"]), in: folder)
            try writeFile("look.json", Array(#"{"theme": "light"}"#.utf8), in: folder)
            let run = try WatchedRun.start(
                ["render", "list.txt", "-o", "out.svg", "--config", "look.json", "--watch"], in: folder)
            let light = try bytes(of: folder.appendingPathComponent("out.svg"))
            try run.saveAtomically("look.json", Array(#"{"theme": "nope"}"#.utf8))
            #expect(run.waitFor("tagflow: error: look.json:1:"), "\(run.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("out.svg")) == light)
            try run.saveAtomically("look.json", Array(#"{"theme": "dark"}"#.utf8))
            #expect(run.waitFor("tagflow: render: wrote out.svg\n", times: 2), "\(run.stderr)")
            let dark = try await TagflowBinary.run(
                ["render", "list.txt", "-o", "dark.svg", "--theme", "dark"], in: folder)
            try #require(dark.status == 0)
            #expect(
                try bytes(of: folder.appendingPathComponent("out.svg"))
                    == bytes(of: folder.appendingPathComponent("dark.svg")))
            _ = run.stop()
        }
    }

    @Test("an icon a tag names, and one made in --icons DIR, are followed: a new icon is drawn")
    func icons() async throws {
        try await withTemporaryFolder { folder in
            let icon = { (colour: String) in
                Array(
                    #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="\#(colour)"/></svg>"#
                        .utf8)
            }
            try writeFile("mark.svg", icon("#ff0000"), in: folder)
            try writeFile("list.tsv", Array("Swift\t\t\t\t\tmark.svg\nLinux\n".utf8), in: folder)
            let run = try WatchedRun.start(["render", "list.tsv", "-o", "out.png", "--watch"], in: folder)
            let red = try bytes(of: folder.appendingPathComponent("out.png"))
            try run.saveAtomically("mark.svg", icon("#0000ff"))
            #expect(run.waitFor("tagflow: render: wrote out.png\n", times: 2), "\(run.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("out.png")) != red)
            _ = run.stop()

            // A name under --icons DIR that is missing at first: the folder is followed.
            let icons = folder.appendingPathComponent("icons")
            try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
            try writeFile("named.tsv", Array("Swift\t\t\t\t\tstar\n".utf8), in: folder)
            let named = try WatchedRun.start(
                ["render", "named.tsv", "-o", "named.png", "--icons", "icons", "--watch"], in: folder)
            #expect(named.stderr.contains("tagflow: error: "), "\(named.stderr)")
            try writeFile("star.svg", icon("#00ff00"), in: icons)
            #expect(named.waitFor("tagflow: render: wrote named.png\n"), "\(named.stderr)")
            _ = named.stop()
        }
    }

    @Test("a burst of 20 saves ends with the image of the last one")
    func burstOfSaves() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["start"]), in: folder)
            let run = try WatchedRun.start(["render", "list.txt", "-o", "out.svg", "--watch"], in: folder)
            for save in 0..<20 {
                let labels = (0...save).map { "save \($0)" }
                if save.isMultiple(of: 2) {
                    try writeFile("list.txt", labelFile(labels), in: folder)
                } else {
                    try run.saveAtomically("list.txt", labelFile(labels))
                }
            }
            let expected = try await Self.expectedRender((0..<20).map { "save \($0)" }, in: folder)
            let out = folder.appendingPathComponent("out.svg")
            #expect(run.waitUntil { (try? bytes(of: out)) == expected }, "\(run.stderr)")
            // Held still: no drawing after the last (a burst is a few runs, not one a save).
            let runs = run.count("tagflow: render: wrote")
            #expect(runs < 21, "\(run.stderr)")
            _ = run.stop()
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("a bad edit prints the error and keeps the last good image; the fix is drawn")
    func badEditKeepsImage() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.json", Array(#"["Swift", "Linux"]"#.utf8), in: folder)
            let run = try WatchedRun.start(["render", "list.json", "-o", "out.png", "--watch"], in: folder)
            let good = try bytes(of: folder.appendingPathComponent("out.png"))
            try run.saveAtomically("list.json", Array(#"["Swift", "#.utf8))
            #expect(run.waitFor("tagflow: error: "), "\(run.stderr)")
            let error = run.stderr.split(separator: "\n").first { $0.hasPrefix("tagflow: error: ") } ?? ""
            #expect(error.contains("list.json:1:"), "\(error)")
            #expect(try bytes(of: folder.appendingPathComponent("out.png")) == good)
            expectNoTemporaryFiles(in: folder)
            try run.saveAtomically("list.json", Array(#"["Swift", "Linux", "Cairo"]"#.utf8))
            #expect(run.waitFor("tagflow: render: wrote out.png\n", times: 2), "\(run.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("out.png")) != good)
            _ = run.stop()
        }
    }

    @Test(
        "SIGINT and SIGTERM end the watch with 128 + the signal and no temporary file",
        arguments: [SIGINT, SIGTERM])
    func stopSignal(signal: Int32) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["Swift"]), in: folder)
            let run = try WatchedRun.start(["render", "list.txt", "-o", "out.svg", "--watch"], in: folder)
            let result = run.stop(signal)
            #expect(result.status == 128 + signal)
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            #expect(
                String(decoding: result.stderr, as: UTF8.self).hasSuffix(
                    "stopped by \(name); no partial file is left\n"))
            expectNoTemporaryFiles(in: folder)
            #expect(
                String(decoding: try bytes(of: folder.appendingPathComponent("out.svg")), as: UTF8.self).hasSuffix(
                    "</svg>\n"))
        }
    }

    @Test("a stop signal in the middle of writing leaves no temporary file and no partial image")
    func stopWhileWriting() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", StopSignalTests.bigList(), in: folder)
            let process = try Spawn.start(
                try TagflowBinary.location.get().path, ["render", "list.txt", "-o", "out.svg", "--watch"],
                directory: folder.path)
            guard Freeze.stopAtTemporaryFile(process.pid, in: folder) else {
                kill(process.pid, SIGCONT)
                kill(process.pid, SIGKILL)
                _ = process.wait()
                Issue.record("the run was not caught with a temporary file")
                return
            }
            Freeze.signalAndContinue(process.pid, [SIGTERM])
            let result = process.wait()
            #expect(result.status == 128 + SIGTERM)
            expectNoTemporaryFiles(in: folder)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test("build --watch draws again only the image whose input changed; the other file is not touched")
    func buildOnlyWhatChanged() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["Swift", "Rust"]), in: folder)
            try writeFile("b.txt", labelFile(["Linux", "Cairo"]), in: folder)
            let manifest =
                #"{"images": [{"input": "a.txt", "output": "a.svg"}, {"input": "b.txt", "output": "b.svg"}]}"#
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let run = try WatchedRun.start(["build", "--watch"], in: folder)
            #expect(run.count("tagflow: build: 2 written, 0 unchanged of 2\n") == 1, "\(run.stderr)")
            let untouched = run.identity("b.svg")
            try run.saveAtomically("a.txt", labelFile(["Swift", "Rust", "Zig"]))
            #expect(run.waitFor("tagflow: build: 1 written, 1 unchanged of 2\n"), "\(run.stderr)")
            #expect(run.identity("b.svg") == untouched)
            let a = try await Self.expectedRender(["Swift", "Rust", "Zig"], in: folder, input: "a.txt")
            #expect(try bytes(of: folder.appendingPathComponent("a.svg")) == a)
            // The manifest itself is followed: a third image is drawn, the others left alone.
            try writeFile("c.txt", labelFile(["Go"]), in: folder)
            let three = manifest.replacingOccurrences(
                of: "]}", with: #", {"input": "c.txt", "output": "c.svg"}]}"#)
            try run.saveAtomically("tagflow.json", Array(three.utf8))
            #expect(run.waitFor("tagflow: build: 1 written, 2 unchanged of 3\n"), "\(run.stderr)")
            #expect(run.identity("b.svg") == untouched)
            _ = run.stop()
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("markdown --watch draws a block again when the page is edited")
    func markdownPageEdit() async throws {
        try await withTemporaryFolder { folder in
            let page = { (labels: String) in "# Tags\n\n```tagflow --width 300\n\(labels)\n```\n" }
            try writeFile("doc.md", Array(page("Swift\nLinux").utf8), in: folder)
            let run = try WatchedRun.start(["markdown", "doc.md", "-o", "README.md", "--watch"], in: folder)
            #expect(run.count("tagflow: markdown: 2 written") == 1, "\(run.stderr)")
            let before = String(decoding: try bytes(of: folder.appendingPathComponent("README.md")), as: UTF8.self)
            try writeFile("doc.md", Array(page("Swift\nLinux\nCairo").utf8), in: folder)
            #expect(run.waitFor("tagflow: markdown: 2 written", times: 2), "\(run.stderr)")
            let after = String(decoding: try bytes(of: folder.appendingPathComponent("README.md")), as: UTF8.self)
            #expect(after != before && after.hasPrefix("# Tags\n\n![Swift, Linux, Cairo](images/README-"), "\(after)")
            // The old block's image is gone, the new one is there.
            let images = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent("images").path)
            #expect(images.filter { $0.hasSuffix(".svg") }.count == 1, "\(images)")
            _ = run.stop()
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("--quiet: the watch prints nothing but errors")
    func quiet() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["Swift"]), in: folder)
            let process = try Spawn.start(
                try TagflowBinary.location.get().path, ["render", "list.txt", "-o", "out.svg", "--watch", "-q"],
                directory: folder.path)
            let run = WatchedRun(process: process, folder: folder)
            let out = folder.appendingPathComponent("out.svg")
            #expect(run.waitUntil { FileManager.default.fileExists(atPath: out.path) })
            let expected = try await Self.expectedRender(["Swift", "Quiet"], in: folder)
            // Saved until it is drawn: the run may not follow the folder yet when the first save lands.
            #expect(
                run.waitUntil {
                    try? run.saveAtomically("list.txt", labelFile(["Swift", "Quiet"]))
                    return (try? bytes(of: out)) == expected
                })
            let result = run.stop()
            #expect(
                String(decoding: result.stderr, as: UTF8.self)
                    == "tagflow: error: stopped by SIGINT; no partial file is left\n")
        }
    }

    @Test(
        "a watch that cannot work is refused as a usage error saying why",
        arguments: [
            (["render", "list.txt", "-o", "-", "--format", "svg"], "-o -"),
            (["render", "list.txt", "-o", "out.svg", "--check"], "--check"),
            (["render", "-o", "out.svg"], "standard input as INPUT"),
            (["render", "-", "-o", "out.svg"], "standard input as INPUT"),
            (["render", "list.txt", "-o", "out.svg", "--stopwords", "-"], "--stopwords -"),
            (["build", "--check"], "--check"),
            (["build", "-"], "standard input as MANIFEST"),
            (["markdown", "doc.md", "-o", "-"], "-o -"),
            (["markdown", "doc.md", "-o", "out.md", "--check"], "--check"),
            (["markdown", "-", "-o", "out.md"], "standard input as IN.md"),
        ])
    func refused(arguments: [String], with other: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["Swift"]), in: folder)
            try writeFile("tagflow.json", Array(#"{"images": []}"#.utf8), in: folder)
            try writeFile("doc.md", Array("text\n".utf8), in: folder)
            let run = try await TagflowBinary.run(arguments + ["--watch"], in: folder)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("tagflow: error: --watch does not go with \(other): "), "\(run.stderr)")
            #expect(run.stderrLines.count == 1)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                    "doc.md", "list.txt", "tagflow.json",
                ])
        }
    }

    @Test("--watch is the run's: a config file, a manifest or a block cannot ask for it")
    func notFromFiles() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["Swift"]), in: folder)
            try writeFile("options.json", Array(#"{"watch": true}"#.utf8), in: folder)
            let config = try await TagflowBinary.run(
                ["render", "list.txt", "-o", "out.svg", "--config", "options.json"], in: folder)
            #expect(
                config.status == 64 && config.stderr.contains("'watch' cannot be set in a config file"),
                "\(config.stderr)")
            try writeFile(
                "tagflow.json", Array(#"{"images": [{"input": "list.txt", "output": "a.svg", "watch": true}]}"#.utf8),
                in: folder)
            let build = try await TagflowBinary.run(["build"], in: folder)
            #expect(
                build.status != 0 && build.stderr.contains("'watch' cannot be set in a manifest"), "\(build.stderr)")
            try writeFile("doc.md", Array("```tagflow --watch\nSwift\n```\n".utf8), in: folder)
            let page = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            #expect(page.status == 65 && page.stderr.contains("--watch cannot be given in a block"), "\(page.stderr)")
        }
    }
}
