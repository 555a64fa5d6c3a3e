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

    @Test("A moved chip ends on the digits a render of the end prints: each rect's x and y, each label's origin")
    func movesEndOnPrintedDigits() async throws {
        try await withTemporaryFolder { folder in
            let labels = Self.from + ["Zig", "C++", "WebAssembly", "Erlang", "OCaml", "Elixir", "Julia", "Clojure"]
            try writeFile("many.txt", labelFile(labels), in: folder)
            let options = ["--theme", "outline", "--background", "white"]
            let animated = try await TagflowBinary.run(
                ["animate", "many.txt", "-o", "anim.svg", "--width", "460", "--to-width", "230"] + options, in: folder)
            let end = try await TagflowBinary.run(
                ["render", "many.txt", "-o", "end.svg", "--width", "230"] + options, in: folder)
            #expect(animated.status == 0 && end.status == 0, "\(animated.stderr)\(end.stderr)")
            func text(_ name: String) throws -> String {
                String(decoding: try bytes(of: folder.appendingPathComponent(name)), as: UTF8.self)
            }
            let svg = try text("anim.svg")
            let start = Self.parts(svg)
            let finish = Self.parts(try text("end.svg"))
            var moves: [String: (x: Int, y: Int)] = [:]
            for match in svg.matches(
                of:
                    /-m(\d+)\{0%\{transform:translate\(0px,0px\)\}100%\{transform:translate\(([-.0-9]+)px,([-.0-9]+)px\)\}\}/
            ) {
                let label = start.first { $0.index == Int(match.1)! }!.label
                moves[label] = (Self.thousandths(match.2), Self.thousandths(match.3))
            }
            #expect(moves.count >= 10, "the re-wrap moves most chips")
            // Past 100 px a length prints to 2 decimals, below it to 3: the check covers both.
            #expect(finish.contains { $0.parts.contains { $0.x >= 100_000 && $0.x % 10 == 0 } })
            #expect(start.count == labels.count && finish.count == labels.count)
            for chip in start {
                let move = moves[chip.label] ?? (0, 0)
                let ended = chip.parts.map { (x: $0.x + move.x, y: $0.y + move.y) }
                let drawn = try #require(finish.first { $0.label == chip.label }).parts
                #expect(ended.map(\.x) == drawn.map(\.x) && ended.map(\.y) == drawn.map(\.y), "\(chip.label)")
            }
        }
    }

    /// Each chip of `svg` (its index and label) with the places of its parts as printed, in
    /// thousandths: each rect's x and y, each text group's matrix origin.
    static func parts(_ svg: String) -> [(index: Int, label: String, parts: [(x: Int, y: Int)])] {
        var chips: [(index: Int, label: String, parts: [(x: Int, y: Int)])] = []
        for line in svg.split(separator: "\n") {
            if let chip = line.firstMatch(of: /^<g id="[^"]*-chip(\d+)" data-label="([^"]*)"/) {
                chips.append((Int(chip.1)!, String(chip.2), []))
            } else if let rect = line.firstMatch(of: /^<rect x="([-.0-9]+)" y="([-.0-9]+)"/), !chips.isEmpty {
                chips[chips.count - 1].parts.append((thousandths(rect.1), thousandths(rect.2)))
            } else if let group = line.firstMatch(of: /matrix\([-.0-9]+ 0 0 [-.0-9]+ ([-.0-9]+) ([-.0-9]+)\)/),
                !chips.isEmpty
            {
                chips[chips.count - 1].parts.append((thousandths(group.1), thousandths(group.2)))
            }
        }
        return chips
    }

    /// A printed px number (`12`, `-.5`, `143.26`) in thousandths, read digit by digit.
    static func thousandths(_ text: Substring) -> Int {
        let negative = text.hasPrefix("-")
        let halves = text.dropFirst(negative ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false)
        let fraction = halves.count > 1 ? String(halves[1]).padding(toLength: 3, withPad: "0", startingAt: 0) : "0"
        let value = (Int(halves[0]) ?? 0) * 1000 + Int(fraction)!
        return negative ? -value : value
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
