import Foundation
import Testing

/// The style flags of `render` and `tagflow themes`, through the real binary.
@Suite("tagflow render style options and themes")
struct StyleOptionsTests {
    static let labels = labelFile(["Rock", "Hip Hop", "Jazz", "케이팝", "Drum & Bass", "Contemporary Classical"])

    @Test("tagflow themes lists the five themes, one line each, name first")
    func themes() async throws {
        let run = try await TagflowBinary.run(["themes"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let names = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map {
            $0.split(separator: " ").first.map(String.init) ?? ""
        }
        #expect(names == ["light", "dark", "outline", "pastel", "mono"])
    }

    @Test("Every theme renders in every format", arguments: ["light", "dark", "outline", "pastel", "mono"])
    func everyTheme(theme: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            for format in ["svg", "png", "pdf"] {
                let run = try await TagflowBinary.run(
                    ["render", "tags.txt", "-o", "out.\(format)", "--theme", theme, "--max-rows", "2"], in: folder)
                // The outline theme is see-through on a transparent canvas: it says it cannot be read
                // on a dark page (DarkModeTests); every other theme says nothing.
                let said =
                    run.stderr.isEmpty
                    || (theme == "outline" && run.stderrLines.count == 1 && run.stderr.contains("see-through"))
                #expect(run.status == 0 && said, "\(theme) \(format): \(run.stderr)")
            }
        }
    }

    @Test("A flag overrides the theme: --fill wins over dark's fill")
    func flagsWin() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["Rock"]), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "-", "--format", "svg", "--theme", "dark", "--fill", "rebeccapurple"],
                in: folder)
            #expect(run.status == 0)
            let svg = String(decoding: run.stdout, as: UTF8.self)
            #expect(svg.contains("fill=\"#639\""))
            #expect(!svg.contains("fill=\"#21262d\""))
        }
    }

    static let badValues: [(arguments: [String], mentions: [String])] = [
        (["--fill", "reddish"], ["--fill 'reddish'", "CSS"]),
        (["--stroke", "rgb(300,0,0)"], ["--stroke"]),
        (["--background", "#12"], ["--background"]),
        (["--theme", "drak"], ["--theme 'drak'", "did you mean 'dark'?"]),
        (["--padding", "400", "--width", "600"], ["--padding", "less than half of --width"]),
        (["--max-chip-width", "20"], ["--max-chip-width", "twice the horizontal padding"]),
        (["--min-chip-width", "100", "--max-chip-width", "50"], ["--max-chip-width", "--min-chip-width"]),
        (["--radius", "-1"], ["--radius"]),
        (["--stroke-width", "nan"], ["--stroke-width"]),
        (["--scale", "0"], ["--scale"]),
        (["--dpi", "0"], ["--dpi"]),
        (["--png-effort", "4"], ["--png-effort", "0, 1, 2 or 3"]),
        (["--png-effort", "1.5"], ["--png-effort", "0, 1, 2 or 3"]),
        (["--fit", "page"], ["--fit"]),
        (["--id-prefix", "9lives"], ["--id-prefix", "a letter"]),
        (["--scale-by", "size"], ["--scale-by"]),
        (["--scale-by", "weight", "--min-font-size", "30", "--max-font-size", "20"], ["--min-font-size"]),
        (["--scale-curve", "cubic", "--scale-by", "weight"], ["--scale-curve"]),
        (["--color-by", "mood"], ["--color-by"]),
        (["--sort", "random"], ["--sort"]),
    ]

    @Test(
        "Bad style values are usage errors (64) naming the flag and the value; nothing is written", arguments: badValues
    )
    func usageErrors(_ error: (arguments: [String], mentions: [String])) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "out.svg"] + error.arguments, in: folder)
            expectError(run, exit: 64, mentions: error.mentions)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test("A bad colour column names the file and line (65)")
    func badColorColumn() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Array("Rock\t1\t#f00\nJazz\t2\tgreenish\n".utf8), in: folder)
            let run = try await TagflowBinary.run(["render", "tags.tsv", "-o", "out.svg"], in: folder)
            expectError(run, exit: 65, mentions: ["tags.tsv:2:", "greenish"])
        }
    }

    @Test("Colour and link columns reach the SVG: the fill, a readable text colour, and the link")
    func colorAndLinkColumns() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.tsv", Array("Swift\t\t#000080\thttps://swift.org/?a=1&b=2\n".utf8), in: folder)
            let run = try await TagflowBinary.run(["render", "tags.tsv", "-o", "-", "--format", "svg"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let svg = String(decoding: run.stdout, as: UTF8.self)
            #expect(svg.contains("fill=\"#000080\""))
            // Navy is dark: the theme's dark text would not read on it, so white is used.
            #expect(svg.contains("<g fill=\"#fff\""))
            #expect(!svg.contains("<g fill=\"#1f2328\""))
            #expect(svg.contains("href=\"https://swift.org/?a=1&amp;b=2\""))
        }
    }
}
