import Foundation
import Testing

/// `tagflow render --config FILE.json`: the flags' names as a JSON object; flags on the command
/// line win; a bad config is refused with its place before anything is written.
@Suite("tagflow render --config")
struct ConfigFileEndToEndTests {
    static let labels = ["Swift", "Linux", "Swift", "Cairo", "HarfBuzz", "Fontconfig", "FreeType", "Pango", "SVG"]
    static let common = ["tags.txt", "--width", "260"]

    /// Renders `tags.txt` as `name.svg` plus `name.json` (the layout) with `options`; returns both files' bytes.
    static func render(
        _ name: String, _ options: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (svg: [UInt8], layout: [UInt8]) {
        let result = try await runRender(
            common + ["-o", "\(name).svg", "--emit-layout", "\(name).json"] + options, in: folder)
        expectQuietSuccess(result, sourceLocation: sourceLocation)
        return (
            try bytes(of: folder.appendingPathComponent("\(name).svg")),
            try bytes(of: folder.appendingPathComponent("\(name).json"))
        )
    }

    static func prepare(_ folder: URL, config: String) throws {
        try writeFile("tags.txt", labelFile(labels), in: folder)
        try writeFile("cfg.json", Array(config.utf8), in: folder)
    }

    struct Setting: Sendable, CustomTestStringConvertible {
        var json: String
        var flags: [String]
        var testDescription: String { json }
    }

    @Test(
        "A config value does what its flag does, and changes the rendering",
        arguments: [
            Setting(json: "\"font-size\": 18", flags: ["--font-size", "18"]),
            Setting(json: "\"theme\": \"dark\"", flags: ["--theme", "dark"]),
            Setting(json: "\"balance\": true", flags: ["--balance"]),
            Setting(json: "\"padding\": [10, 4]", flags: ["--padding", "10,4"]),
            Setting(json: "\"padding\": 20", flags: ["--padding", "20"]),
            Setting(json: "\"max-rows\": 2", flags: ["--max-rows", "2"]),
            Setting(json: "\"dedupe\": true", flags: ["--dedupe"]),
            Setting(
                json: "\"scale-by\": \"weight\", \"sort\": \"label\"",
                flags: ["--scale-by", "weight", "--sort", "label"]),
        ])
    func settingApplied(setting: Setting) async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder, config: "{\(setting.json)}")
            let configured = try await Self.render("config", ["--config", "cfg.json"], in: folder)
            let flagged = try await Self.render("flags", setting.flags, in: folder)
            let plain = try await Self.render("plain", [], in: folder)
            let sameSVG = configured.svg == flagged.svg
            let sameLayout = configured.layout == flagged.layout
            let changed = configured.svg != plain.svg
            #expect(sameSVG, "the SVG should be the one the flags make")
            #expect(sameLayout, "the layout should be the one the flags make")
            #expect(changed, "the setting should change the rendering")
        }
    }

    @Test("Several settings at once, written over several lines, equal the same flags (--config=FILE too)")
    func severalSettings() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(
                folder,
                config:
                    "{\n  \"font-size\": 18,\n  \"theme\": \"dark\",\n  \"balance\": true,\n  \"padding\": [10, 4]\n}\n"
            )
            let configured = try await Self.render("config", ["--config=cfg.json"], in: folder)
            let flagged = try await Self.render(
                "flags", ["--font-size", "18", "--theme", "dark", "--balance", "--padding", "10,4"], in: folder)
            let same = configured.svg == flagged.svg && configured.layout == flagged.layout
            #expect(same, "the config should render as the flags do")
            // 18 px text with 4 px vertical padding: taller chips than the default 14 px with 6.
            let plain = try await Self.render("plain", [], in: folder)
            let height = { (layout: [UInt8]) in
                try JSONDecoder().decode(EmittedLayout.self, from: Data(layout)).chips[0].frame[3]
            }
            #expect(try height(configured.layout) > height(plain.layout))
        }
    }

    @Test("Flags on the command line win over the config, before or after --config")
    func flagsWin() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(
                folder, config: "{\"font-size\": 18, \"theme\": \"dark\", \"padding\": [10, 4], \"width\": 120}")
            let plain = try await Self.render("plain", [], in: folder)
            let overridden = ["--font-size", "14", "--theme", "light", "--padding", "12,6", "--width", "260"]
            let after = try await Self.render("after", ["--config", "cfg.json"] + overridden, in: folder)
            let before = try await Self.render("before", overridden + ["--config", "cfg.json"], in: folder)
            let afterWins = after.svg == plain.svg && after.layout == plain.layout
            let beforeWins = before.svg == plain.svg && before.layout == plain.layout
            #expect(afterWins, "flags after --config should win")
            #expect(beforeWins, "flags before --config should win")
            // One flag overrides one setting; the others still apply (the --width 260 every run
            // passes beats the config's 120 too).
            let mixed = try await Self.render("mixed", ["--config", "cfg.json", "--font-size", "14"], in: folder)
            let expected = try await Self.render(
                "expected", ["--font-size", "14", "--theme", "dark", "--padding", "10,4"], in: folder)
            let mixedAsExpected = mixed.svg == expected.svg && mixed.layout == expected.layout
            let mixedChanged = mixed.svg != plain.svg
            #expect(mixedAsExpected, "the other settings should still apply")
            #expect(mixedChanged)
        }
    }

    @Test("Input options may come from a config too: words mode, top")
    func inputOptionsFromConfig() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder, config: "{\"words\": true, \"top\": 2}")
            try writeFile("prose.txt", Array("Cairo draws. Cairo draws chips; HarfBuzz shapes.".utf8), in: folder)
            let result = try await runRender(
                ["prose.txt", "-o", "w.svg", "--emit-layout", "w.json", "--config", "cfg.json"], in: folder)
            expectQuietSuccess(result)
            #expect(try EmittedLayout.read("w.json", in: folder).chips.map(\.label) == ["Cairo", "draws"])
        }
    }

    // MARK: bad configs

    /// Runs with `config` over an existing output: the error, and nothing written or left behind.
    static func failing(
        _ config: String, exit: Int32, mentions: [String], configPath: String = "cfg.json",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TagflowRun {
        try await withTemporaryFolder { folder in
            try prepare(folder, config: config)
            let old = Array("<svg>old</svg>\n".utf8)
            try writeFile("out.svg", old, in: folder)
            let result = try await runRender(
                ["tags.txt", "-o", "out.svg", "--emit-layout", "out.json", "--config", configPath], in: folder)
            expectError(result, exit: exit, mentions: mentions, sourceLocation: sourceLocation)
            let untouched = try bytes(of: folder.appendingPathComponent("out.svg")) == old
            #expect(untouched, "out.svg should be left as it was", sourceLocation: sourceLocation)
            #expect(!fileExists("out.json", in: folder), sourceLocation: sourceLocation)
            expectNoTemporaryFiles(in: folder, sourceLocation: sourceLocation)
            return result
        }
    }

    /// Line 3 as columns: `"fontsize"` starts at 3, its value `18` at 15.
    static let misspelt = "{\n  \"theme\": \"dark\",\n  \"fontsize\": 18\n}\n"

    @Test("An unknown key is exit 64 with the file, its line, and the option it probably means")
    func unknownKey() async throws {
        _ = try await Self.failing(
            Self.misspelt, exit: 64, mentions: ["cfg.json:3:", "unknown option 'fontsize' (did you mean 'font-size'?)"])
        let far = try await Self.failing("{\"zzz\": 1}", exit: 64, mentions: ["cfg.json:1:", "unknown option 'zzz'"])
        #expect(!far.stderr.contains("did you mean"))
    }

    @Test("An unknown key's error points at the key itself")
    func unknownKeyColumn() async throws {
        let result = try await Self.failing(Self.misspelt, exit: 64, mentions: [])
        #expect(
            result.stderr.hasPrefix(
                "tagflow: error: cfg.json:3:3: unknown option 'fontsize' (did you mean 'font-size'?)"),
            "\(result.stderr)")
    }

    struct WrongType: Sendable, CustomTestStringConvertible {
        var json: String
        var key: String
        var testDescription: String { json }
    }

    @Test(
        "A value of the wrong type is exit 64 naming the config file, the line and the key",
        arguments: [
            WrongType(json: "{\"font-size\": true}", key: "font-size"),
            WrongType(json: "{\"font-size\": {\"px\": 18}}", key: "font-size"),
            WrongType(json: "{\"font-size\": \"big\"}", key: "font-size"),
            WrongType(json: "{\"balance\": \"yes\"}", key: "balance"),
            WrongType(json: "{\"balance\": 1}", key: "balance"),
            WrongType(json: "{\"padding\": [\"a\", \"b\"]}", key: "padding"),
            WrongType(json: "{\"theme\": [\"dark\"]}", key: "theme"),
        ])
    func wrongType(example: WrongType) async throws {
        _ = try await Self.failing(example.json, exit: 64, mentions: ["cfg.json:1:", example.key])
    }

    @Test(
        "output, check, config, help and emit-layout may not be set in a config: exit 64 naming the key",
        arguments: [
            "\"output\": \"x.svg\"", "\"check\": true", "\"config\": \"other.json\"", "\"help\": true",
            "\"emit-layout\": \"l.json\"",
        ])
    func notAllowed(member: String) async throws {
        let key = String(member.dropFirst().prefix { $0 != "\"" })
        _ = try await Self.failing("{\(member)}", exit: 64, mentions: ["cfg.json:1:", "'\(key)'"])
    }

    @Test("A config that is not an object is exit 64")
    func notAnObject() async throws {
        _ = try await Self.failing(
            "[\"--font-size\", \"18\"]", exit: 64, mentions: ["cfg.json:1:1: a config file holds one JSON object"])
    }

    @Test("A missing config file is exit 66")
    func missingConfig() async throws {
        _ = try await Self.failing(
            "{}", exit: 66, mentions: ["nope.json: no such file"], configPath: "nope.json")
    }

    @Test("Malformed JSON in a config is exit 65 with its line and column")
    func malformedConfig() async throws {
        _ = try await Self.failing(
            "{\n  \"font-size\": 18,\n}\n", exit: 65,
            mentions: ["cfg.json:3:1: malformed JSON: expected a key in double quotes"])
        _ = try await Self.failing(
            "{\"font-size\": }", exit: 65, mentions: ["cfg.json:1:15: malformed JSON: expected a value, found '}'"])
    }
}
