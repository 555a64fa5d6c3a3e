import Foundation
import Testing

/// One layering rule at every door (`SettingLayers`): defaults < `--config` < a manifest's
/// `defaults` < the command line < an image's or block's own options; a later layer's choice
/// replaces an earlier one's, and one layer choosing twice is refused.
@Suite("setting layers, end to end")
struct SettingLayersEndToEndTests {
    static let labels = labelFile(["Swift", "Rust", "Go", "Zig", "Cairo", "HarfBuzz", "FreeType", "Linux"])

    /// `build` of one image under `defaults` with `own` options, and its output's bytes.
    static func build(
        defaults: String, own: String, arguments: [String] = [], in folder: URL
    ) async throws -> (run: TagflowRun, bytes: [UInt8]?) {
        try writeFile("a.txt", labels, in: folder)
        let manifest = """
            {"defaults": \(defaults),
             "images": [{"input": "a.txt", "output": "a.svg"\(own.isEmpty ? "" : ", " + own)}]}
            """
        try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
        let run = try await TagflowBinary.run(["build"] + arguments, in: folder)
        let output = folder.appendingPathComponent("a.svg")
        let written = FileManager.default.fileExists(atPath: output.path) ? try bytes(of: output) : nil
        try? FileManager.default.removeItem(at: output)
        return (run, written)
    }

    /// `render a.txt` with `arguments`, and its output's bytes.
    static func render(_ arguments: [String], in folder: URL) async throws -> [UInt8] {
        try writeFile("a.txt", labels, in: folder)
        let run = try await TagflowBinary.run(["render", "a.txt", "-o", "r.svg"] + arguments, in: folder)
        try #require(run.status == 0, "\(run.stderr)")
        return try bytes(of: folder.appendingPathComponent("r.svg"))
    }

    @Test(
        "an image's own choice replaces the defaults' (line breaking, flow and size, row limit)",
        arguments: [
            (#"{"dense": true}"#, #""balance": true"#, ["--balance"]),
            (#"{"flow": "columns", "height": 200}"#, #""width": 300"#, ["--width", "300"]),
            (
                #"{"max-rows": 2}"#, #""max-rows-per-group": 1, "group-by": "group""#,
                ["--max-rows-per-group", "1", "--group-by", "group"]
            ),
        ])
    func imageReplacesDefaults(defaults: String, own: String, render: [String]) async throws {
        try await withTemporaryFolder { folder in
            let built = try await Self.build(defaults: defaults, own: own, in: folder)
            #expect(built.run.status == 0, "\(built.run.stderr)")
            #expect(built.bytes == (try await Self.render(render, in: folder)))
        }
    }

    @Test("the same settings by flag, --config file and manifest give the same bytes")
    func sameBytesAtEveryDoor() async throws {
        try await withTemporaryFolder { folder in
            let flags = try await Self.render(["--balance", "--width", "300", "--padding", "10,4"], in: folder)
            try writeFile("c.json", Array(#"{"balance": true, "width": 300, "padding": [10, 4]}"#.utf8), in: folder)
            #expect(try await Self.render(["--config", "c.json"], in: folder) == flags)
            let built = try await Self.build(
                defaults: #"{"balance": true}"#, own: #""width": 300, "padding": [10, 4]"#, in: folder)
            #expect(built.run.status == 0, "\(built.run.stderr)")
            #expect(built.bytes == flags)
        }
    }

    @Test("build --dark-theme is over the defaults and under an image's own, as markdown's is under a block's")
    func darkThemePrecedence() async throws {
        try await withTemporaryFolder { folder in
            let mono = try await Self.render(["--dark-theme", "mono"], in: folder)
            let built = try await Self.build(
                defaults: #"{"dark-theme": "pastel"}"#, own: #""dark-theme": "mono""#,
                arguments: ["--dark-theme", "dark"],
                in: folder)
            #expect(built.run.status == 0, "\(built.run.stderr)")
            #expect(built.bytes == mono)
            let over = try await Self.build(
                defaults: #"{"dark-theme": "mono"}"#, own: "", arguments: ["--dark-theme", "dark"], in: folder)
            #expect(over.bytes == (try await Self.render(["--dark-theme", "dark"], in: folder)))

            // markdown: the block's own --dark-theme wins over the command line's.
            let page = "```tagflow --dark-theme mono\nSwift\nRust\n```\n"
            try writeFile("doc.md", Array(page.utf8), in: folder)
            var images: [[UInt8]] = []
            for extra in [[], ["--dark-theme", "dark"]] {
                let run = try await TagflowBinary.run(
                    ["markdown", "doc.md", "-o", "out.md", "--images", "img"] + extra, in: folder)
                try #require(run.status == 0, "\(run.stderr)")
                let names = try FileManager.default.contentsOfDirectory(
                    atPath: folder.appendingPathComponent("img").path
                )
                .filter { $0.hasSuffix(".svg") && !$0.hasPrefix(".") }
                try #require(names.count == 1, "\(names)")
                images.append(try bytes(of: folder.appendingPathComponent("img/\(names[0])")))
            }
            #expect(images[0] == images[1])
        }
    }

    @Test(
        "one layer choosing twice is refused naming both settings and the layer",
        arguments: [
            (#"{"balance": true, "dense": true}"#, "", "defaults: 'balance' and 'dense' both choose how lines break"),
            (
                "{}", #""max-rows": 2, "max-rows-per-group": 1"#,
                "image 1: 'max-rows' and 'max-rows-per-group' both choose the row limit"
            ),
        ])
    func conflictInOneLayer(defaults: String, own: String, message: String) async throws {
        try await withTemporaryFolder { folder in
            let built = try await Self.build(defaults: defaults, own: own, in: folder)
            #expect(built.run.status == 65)
            #expect(built.run.stderr.hasPrefix("tagflow: error: tagflow.json:"), "\(built.run.stderr)")
            #expect(built.run.stderr.contains(message), "\(built.run.stderr)")
            #expect(built.bytes == nil)
        }
    }

    @Test("a block or a --config file choosing twice is refused the same way")
    func conflictInBlockAndConfig() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("doc.md", Array("# x\n\n```tagflow --balance --dense\nSwift\n```\n".utf8), in: folder)
            let page = try await TagflowBinary.run(["markdown", "doc.md", "-o", "out.md"], in: folder)
            #expect(page.status == 65)
            #expect(
                page.stderr.contains("doc.md:3: tagflow block: 'balance' and 'dense' both choose how lines break"),
                "\(page.stderr)")
            try writeFile("c.json", Array(#"{"balance": true, "dense": true}"#.utf8), in: folder)
            try writeFile("a.txt", Self.labels, in: folder)
            let config = try await TagflowBinary.run(
                ["render", "a.txt", "--config", "c.json", "-o", "x.svg"], in: folder)
            #expect(config.status == 64)
            #expect(
                config.stderr.contains("c.json:1:28: 'balance' and 'dense' both choose how lines break"),
                "\(config.stderr)")
        }
    }

    @Test("animate refuses --dark-theme, which it cannot draw, rather than ignoring it")
    func animateRefusesDarkTheme() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", Self.labels, in: folder)
            let run = try await TagflowBinary.run(
                ["animate", "a.txt", "--to-width", "200", "-o", "a.svg", "--dark-theme", "dark"], in: folder)
            #expect(run.status == 64)
            #expect(run.stderr.contains("unknown option '--dark-theme'"), "\(run.stderr)")
        }
    }
}
