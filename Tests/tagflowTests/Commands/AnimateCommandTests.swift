import Foundation
import Spawn
import Testing

/// `tagflow animate`: one SVG, CSS animations only, one element per label.
@Suite("tagflow animate")
struct AnimateCommandTests {
    static let from = ["Swift", "Rust", "Go", "TypeScript", "Kotlin", "Haskell"]
    static let to = ["Swift", "Zig", "Rust", "Elixir"]

    static func animate(_ arguments: [String], in folder: URL) async throws -> String {
        try writeFile("from.txt", labelFile(from), in: folder)
        try writeFile("to.txt", labelFile(to), in: folder)
        let run = try await TagflowBinary.run(["animate"] + arguments + ["-o", "anim.svg"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return String(decoding: try bytes(of: folder.appendingPathComponent("anim.svg")), as: UTF8.self)
    }

    /// The `data-label`s of the drawing, in order.
    static func labels(_ svg: String) -> [String] {
        svg.components(separatedBy: "data-label=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("Two lists: every label of either is one element; the gone fade out, the new fade in, the kept move")
    func twoLists() async throws {
        try await withTemporaryFolder { folder in
            let svg = try await Self.animate(["from.txt", "to.txt", "--width", "300"], in: folder)
            #expect(Self.labels(svg) == Self.from + ["Zig", "Elixir"])
            #expect(!svg.contains("<script"))
            let prefix = try #require(svg.firstMatch(of: /<svg id="([a-z0-9]+)"/)?.1)
            for (index, label) in Self.labels(svg).enumerated() {
                // A chip that stays where it is has no rule; every other has exactly its own.
                let rule = svg.firstMatch(of: try Regex("#\(prefix)-chip\(index)\\{animation:([^ ]+) "))
                let name = rule.map { String($0.output[1].substring ?? "") }
                switch label {
                case "Go", "TypeScript", "Kotlin", "Haskell": #expect(name == "\(prefix)-out", "\(label)")
                case "Zig", "Elixir": #expect(name == "\(prefix)-in", "\(label)")
                default: #expect(name == nil || name == "\(prefix)-m\(index)", "\(label)")
                }
            }
            #expect(svg.contains("\(prefix)-m1{"), "Rust moves from the second place to the third")
        }
    }

    @Test("A re-wrap to another width: the same labels, the canvas as large as the larger state")
    func rewrap() async throws {
        try await withTemporaryFolder { folder in
            let svg = try await Self.animate(["from.txt", "--width", "500", "--to-width", "150"], in: folder)
            #expect(Self.labels(svg) == Self.from)
            #expect(!svg.contains("-out{") && !svg.contains("-in{"))
            let wide = try await TagflowBinary.run(
                ["render", "from.txt", "-o", "wide.svg", "--width", "500"], in: folder)
            let narrow = try await TagflowBinary.run(
                ["render", "from.txt", "-o", "narrow.svg", "--width", "150"], in: folder)
            #expect(wide.status == 0 && narrow.status == 0)
            func size(_ name: String) throws -> (Int, Int) {
                let text = String(decoding: try bytes(of: folder.appendingPathComponent(name)), as: UTF8.self)
                let match = try #require(text.firstMatch(of: /width="(\d+)px" height="(\d+)px"/))
                return (Int(match.1)!, Int(match.2)!)
            }
            let (w1, h1) = try size("wide.svg")
            let (w2, h2) = try size("narrow.svg")
            #expect(try size("anim.svg") == (max(w1, w2), max(h1, h2)))
        }
    }

    @Test("Usage errors: no -o, a non-SVG output, both TO and --to-width, neither")
    func usageErrors() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("from.txt", labelFile(Self.from), in: folder)
            try writeFile("to.txt", labelFile(Self.to), in: folder)
            let tail =
                "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; see 'tagflow animate --help'"
            for arguments in [
                ["from.txt", "--to-width", "200"], ["from.txt", "-o", "a.png", "--to-width", "200"],
                ["from.txt", "to.txt", "-o", "a.svg", "--to-width", "200"], ["from.txt", "-o", "a.svg"],
            ] {
                let run = try await TagflowBinary.run(["animate"] + arguments, in: folder)
                expectError(run, exit: 64, usageTail: tail)
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.svg").path))
        }
    }

    @Test(
        "In Chromium, paused at its start it looks like render FROM, at its end like render TO, half way with every label",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")))
    func chromium() async throws {
        let script = TagflowBinary.packageRoot.appendingPathComponent("Scripts/animation-check.py").path
        let binary = try TagflowBinary.location.get().path
        let result = try Spawn.run("/usr/bin/python3", [script, binary])
        let output = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0, "\(output)\(String(decoding: result.stderr, as: UTF8.self))")
        #expect(output.components(separatedBy: "0 pixels differ").count == 19, "\(output)")
        // Half way, every chip of both states shows its label (issue 40).
        #expect(output.components(separatedBy: " labels shown\n").count == 7, "\(output)")
        #expect(!output.contains("not shown"), "\(output)")
    }
}
