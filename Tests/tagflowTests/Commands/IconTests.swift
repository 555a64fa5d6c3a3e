import Foundation
import Spawn
import TagFlow
import Testing

/// Icons beside labels, end to end with the built binary: where they come from in each input
/// format, how they are drawn in SVG, PNG and PDF, and every way a bad or hostile icon fails.
@Suite("Icons in chips")
struct IconTests {
    /// A 16×16 red square with its own colour (a multi-colour icon keeps it).
    static let red = Array(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><rect width=\"16\" height=\"16\" fill=\"#ff0000\"/></svg>"
            .utf8)
    /// A 16×16 square in `currentColor`, the way icon sets write monochrome icons.
    static let mono = Array(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" fill=\"currentColor\" viewBox=\"0 0 16 16\"><rect width=\"16\" height=\"16\"/></svg>"
            .utf8)
    static let bootstrap = "/usr/share/bootstrap-icons/svg"

    /// How many pixels of `png` are `color` (within 8 per channel) and opaque.
    static func count(_ color: (Int, Int, Int), in png: [UInt8]) throws -> Int {
        let image = try #require(PNGImage(png: png))
        var count = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let (r, g, b, a) = (
                Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]),
                image.pixels[index + 3]
            )
            if a == 255, abs(r - color.0) <= 8, abs(g - color.1) <= 8, abs(b - color.2) <= 8 { count += 1 }
        }
        return count
    }

    @Test("the icon field in TSV, CSV and JSON gives the same picture, and widens the chip by icon and gap")
    func formats() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", Self.red, in: folder)
            try writeFile("a.tsv", Array("Swift\t\t\t\t\tred.svg\nLinux\n".utf8), in: folder)
            try writeFile("a.csv", Array("label,icon\nSwift,red.svg\nLinux,\n".utf8), in: folder)
            try writeFile("a.json", Array(#"[{"label": "Swift", "icon": "red.svg"}, "Linux"]"#.utf8), in: folder)
            try writeFile("plain.txt", Array("Swift\nLinux\n".utf8), in: folder)
            var outputs: [[UInt8]] = []
            for name in ["a.tsv", "a.csv", "a.json"] {
                expectQuietSuccess(
                    try await runRender([name, "-o", "\(name).png", "--background", "white"], in: folder))
                outputs.append(try bytes(of: folder.appendingPathComponent("\(name).png")))
            }
            #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
            // 14 px font: a 1 em icon is 14×14 px of pure red, and 14 + 3.5 px wider than the label alone.
            #expect(try Self.count((255, 0, 0), in: outputs[0]) == 14 * 14)
            expectQuietSuccess(try await runRender(["a.tsv", "-o", "i.svg", "--emit-layout", "i.json"], in: folder))
            expectQuietSuccess(
                try await runRender(["plain.txt", "-o", "p.svg", "--emit-layout", "p.json"], in: folder))
            let with = try EmittedLayout.read("i.json", in: folder).chips[0].frame[2]
            let without = try EmittedLayout.read("p.json", in: folder).chips[0].frame[2]
            #expect(abs(with - without - 17.5) < 1e-9)
        }
    }

    @Test("PNG draws the icon at the output's scale: crisp at --scale 2 and 3", arguments: [1, 2, 3])
    func scale(_ scale: Int) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", Self.red, in: folder)
            try writeFile("a.tsv", Array("Swift\t\t\t\t\tred.svg\n".utf8), in: folder)
            expectQuietSuccess(
                try await runRender(
                    ["a.tsv", "-o", "a.png", "--background", "white", "--scale", "\(scale)"], in: folder))
            // Every device pixel of the icon is pure red: no blurred edge row or column.
            let side = 14 * scale
            #expect(try Self.count((255, 0, 0), in: bytes(of: folder.appendingPathComponent("a.png"))) == side * side)
        }
    }

    @Test("currentColor icons take the text colour, --icon-color overrides it, own colours stay")
    func colours() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("mono.svg", Self.mono, in: folder)
            try writeFile("red.svg", Self.red, in: folder)
            try writeFile("a.tsv", Array("A\t\t\t\t\tmono.svg\nB\t\t\t\t\tred.svg\n".utf8), in: folder)
            expectQuietSuccess(
                try await runRender(
                    ["a.tsv", "-o", "t.png", "--background", "white", "--text-color", "#0000ff"], in: folder))
            let text = try bytes(of: folder.appendingPathComponent("t.png"))
            #expect(try Self.count((0, 0, 255), in: text) >= 14 * 14)
            #expect(try Self.count((255, 0, 0), in: text) == 14 * 14)
            expectQuietSuccess(
                try await runRender(
                    ["a.tsv", "-o", "c.png", "--background", "white", "--icon-color", "#00ff00"], in: folder))
            let coloured = try bytes(of: folder.appendingPathComponent("c.png"))
            #expect(try Self.count((0, 255, 0), in: coloured) == 14 * 14)
            #expect(try Self.count((255, 0, 0), in: coloured) == 14 * 14)
        }
    }

    @Test("SVG defines each icon once under the id prefix and uses it per chip")
    func svgOutput() async throws {
        try await withTemporaryFolder { folder in
            let svg = try await Self.twoRedChips(in: folder)
            // The chosen prefix goes before the drawing's hash: cloud-xxxxxxxx-.
            let prefix = try #require(svg.firstMatch(of: /<symbol id="(cloud-[0-9a-f]{8}-)icon0"/)?.1)
            #expect(svg.components(separatedBy: "<symbol id=\"\(prefix)icon0\"").count == 2)
            #expect(!svg.contains("\(prefix)icon1"))
            #expect(svg.components(separatedBy: "<use xlink:href=\"#\(prefix)icon0\"").count == 3)
        }
    }

    @Test(
        "Chromium draws the SVG's shared icon in both chips",
        .enabled(if: ChromiumPage.isAvailable, "needs chromium"))
    func svgOutputInChromium() async throws {
        try await withTemporaryFolder { folder in
            let svg = try await Self.twoRedChips(in: folder)
            let page = folder.appendingPathComponent("page.html")
            try ChromiumPage.page(inlining: [svg]).write(to: page, atomically: true, encoding: .utf8)
            let shot = folder.appendingPathComponent("shot.png")
            try ChromiumPage.screenshot(page, selector: "#cloud0 svg", to: shot)
            #expect(try Self.count((255, 0, 0), in: bytes(of: shot)) >= 2 * 12 * 12)
        }
    }

    /// The SVG of two chips with the red icon, drawn with the id prefix `cloud`.
    static func twoRedChips(in folder: URL) async throws -> String {
        try writeFile("red.svg", Self.red, in: folder)
        try writeFile("a.tsv", Array("A\t\t\t\t\tred.svg\nB\t\t\t\t\tred.svg\n".utf8), in: folder)
        expectQuietSuccess(try await runRender(["a.tsv", "-o", "a.svg", "--id-prefix", "cloud"], in: folder))
        return String(decoding: try bytes(of: folder.appendingPathComponent("a.svg")), as: UTF8.self)
    }

    @Test(
        "PDF draws the icon as vectors: rasterised at 3x by pdftoppm it is all red",
        .enabled(if: Needs.pdftoppm, "needs pdftoppm (poppler-utils)"))
    func pdfOutput() async throws {
        let pdftoppm = "/usr/bin/pdftoppm"
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", Self.red, in: folder)
            try writeFile("a.tsv", Array("A\t\t\t\t\tred.svg\n".utf8), in: folder)
            expectQuietSuccess(try await runRender(["a.tsv", "-o", "a.pdf", "--background", "white"], in: folder))
            let result = try Spawn.run(
                pdftoppm, ["-r", "216", "-png", "-singlefile", "a.pdf", "a"], directory: folder.path)
            #expect(result.status == 0)
            // 14 px at 3 device pixels per px, give or take an antialiased edge.
            let red = try Self.count((255, 0, 0), in: bytes(of: folder.appendingPathComponent("a.png")))
            #expect(red >= 40 * 40 && red <= 43 * 43)
        }
    }

    @Test("a PNG icon is drawn scaled, and embedded as a PNG in SVG")
    func pngIcon() async throws {
        try await withTemporaryFolder { folder in
            // A 64×64 red PNG made by TagFlow itself, then used as an icon.
            try writeFile("red.svg", Self.red, in: folder)
            try writeFile("one.tsv", Array("\t\t\t\t\tred.svg\n".utf8), in: folder)
            expectQuietSuccess(
                try await runRender(
                    [
                        "one.tsv", "-o", "big.png", "--margin", "0", "--scale", "3", "--padding", "0,0", "--icon-size",
                        "1.5em",
                    ], in: folder))
            try writeFile("a.tsv", Array("A\t\t\t\t\tbig.png\n".utf8), in: folder)
            expectQuietSuccess(try await runRender(["a.tsv", "-o", "a.png", "--background", "white"], in: folder))
            #expect(try Self.count((255, 0, 0), in: bytes(of: folder.appendingPathComponent("a.png"))) > 100)
            expectQuietSuccess(try await runRender(["a.tsv", "-o", "a.svg"], in: folder))
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("a.svg")), as: UTF8.self)
            #expect(
                svg.contains(
                    "<image width=\"63\" height=\"63\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,iVBORw0KGgo"
                ))
        }
    }

    @Test("an icon-only chip has the same margin all round: a square icon makes a round chip")
    func iconOnly() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", Self.red, in: folder)
            try writeFile("a.json", Array(#"[{"label": "", "icon": "red.svg"}]"#.utf8), in: folder)
            expectQuietSuccess(try await runRender(["a.json", "-o", "a.svg", "--emit-layout", "a.layout"], in: folder))
            let frame = try EmittedLayout.read("a.layout", in: folder).chips[0].frame
            // The same margin all round: a square icon in a round chip.
            #expect(abs(frame[2] - frame[3]) < 1e-9)
        }
    }

    @Test("paths are relative to the list's folder")
    func lookup() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("lists/art"), withIntermediateDirectories: true)
            try writeFile("lists/art/red.svg", Self.red, in: folder)
            try writeFile("lists/a.tsv", Array("A\t\t\t\t\tart/red.svg\n".utf8), in: folder)
            expectQuietSuccess(try await runRender(["lists/a.tsv", "-o", "a.svg"], in: folder))
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("a.svg")), as: UTF8.self)
            #expect(svg.contains("<symbol id="), "the icon is drawn")
        }
    }

    @Test(
        "names are looked up under --icons, and --check sees the same picture",
        .enabled(if: Needs.bootstrapIcons, "needs Debian's bootstrap-icons"))
    func lookupByName() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("b.tsv", Array("GitHub\t\t\t\t\tgithub\n".utf8), in: folder)
            expectQuietSuccess(try await runRender(["b.tsv", "-o", "b.svg", "--icons", Self.bootstrap], in: folder))
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("b.svg")), as: UTF8.self)
            #expect(svg.contains("<symbol id="), "the icon is drawn")
            expectQuietSuccess(
                try await runRender(["b.tsv", "-o", "b.svg", "--icons", Self.bootstrap, "--check"], in: folder))
        }
    }

    static let hostile: [(name: String, svg: String, exit: Int32, mentions: String)] = [
        (
            "script", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><script>alert(1)</script></svg>", 65,
            "script"
        ),
        ("event", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' onload='alert(1)'/>", 65, "onload"),
        (
            "hidden script",
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><a><script>x</script></a></svg>", 65, "script"
        ),
        (
            "foreign", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><foreignObject/></svg>", 65,
            "foreignObject"
        ),
        (
            "entity",
            "<!DOCTYPE svg [<!ENTITY a 'aaaa'>]><svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>&a;</svg>",
            65, "entities"
        ),
        (
            "undeclared entity", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>&xxe;</svg>", 65,
            "entities"
        ),
        (
            "external use",
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><use href='http://a.example/x.svg#a'/></svg>",
            65, "http://a.example"
        ),
        (
            "external fill",
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect fill='url(other.svg#g)'/></svg>", 65,
            "other.svg"
        ),
        (
            "data image",
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><image href='data:image/png;base64,AA'/></svg>",
            65, "data:"
        ),
        (
            "javascript href",
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><use href='javascript:alert(1)'/></svg>", 65,
            "javascript"
        ),
        ("not svg", "hello", 65, "not an SVG or PNG"),
        ("damaged", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect>", 65, "damaged"),
        ("not svg root", "<html/>", 65, "<html>"),
        ("no size", "<svg xmlns='http://www.w3.org/2000/svg'/>", 65, "viewBox"),
    ]

    @Test("a hostile or broken SVG icon is refused (65) naming the line and the path; nothing is written")
    func refused() async throws {
        try await withTemporaryFolder { folder in
            for (index, bad) in Self.hostile.enumerated() {
                try writeFile("bad\(index).svg", Array(bad.svg.utf8), in: folder)
                try writeFile("list\(index).txt", Array("fine\nA\t\t\t\t\tbad\(index).svg\n".utf8), in: folder)
                let run = try await runRender(["list\(index).txt", "-o", "out\(index).svg"], in: folder)
                expectError(run, exit: bad.exit, mentions: ["list\(index).txt:2:", "bad\(index).svg", bad.mentions])
                #expect(!fileExists("out\(index).svg", in: folder), "\(bad.name)")
            }
        }
    }

    @Test("a missing icon is 66, an over-large one 65, a huge PNG 65, a bare name without --icons 66")
    func limits() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("big.svg", [UInt8](repeating: UInt8(ascii: " "), count: (1 << 20) + 1), in: folder)
            // A PNG header claiming 8192×16 px: refused before any pixel is decoded.
            try writeFile(
                "huge.png",
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                    + [0, 0, 0x20, 0, 0, 0, 0, 0x10, 8, 6, 0, 0, 0, 0, 0, 0, 0], in: folder)
            try writeFile(
                "damaged.png",
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                    + [0, 0, 0, 16, 0, 0, 0, 16, 8, 6, 0, 0, 0, 1, 2, 3, 4], in: folder)
            let cases: [(String, Int32, [String])] = [
                ("gone.svg", 66, ["gone.svg", "not found"]), ("big.svg", 65, ["big.svg", "1 MiB"]),
                ("huge.png", 65, ["8192×16", "4096"]), ("damaged.png", 65, ["damaged.png", "decoded"]),
                ("python", 66, ["icon 'python' is a name", "pass --icons DIR"]),
            ]
            for (icon, exit, mentions) in cases {
                try writeFile("l.txt", Array("A\t\t\t\t\t\(icon)\n".utf8), in: folder)
                expectError(
                    try await runRender(["l.txt", "-o", "o.svg"], in: folder), exit: exit,
                    mentions: ["l.txt:1:"] + mentions)
            }
            try writeFile("c.csv", Array("label,icon\nA,gone.svg\n".utf8), in: folder)
            expectError(
                try await runRender(["c.csv", "-o", "o.svg"], in: folder), exit: 66, mentions: ["c.csv:2:", "gone.svg"])
            try writeFile("j.json", Array("[\n{\"label\": \"A\", \"icon\": \"gone.svg\"}]".utf8), in: folder)
            expectError(
                try await runRender(["j.json", "-o", "o.svg"], in: folder), exit: 66,
                mentions: ["j.json:2:", "gone.svg"])
            try writeFile("j2.json", Array("[{\"label\": \"A\", \"icon\": 3}]".utf8), in: folder)
            expectError(
                try await runRender(["j2.json", "-o", "o.svg"], in: folder), exit: 65,
                mentions: ["'icon' must be a string"])
            expectError(
                try await runRender(["l.txt", "-o", "o.svg", "--icon-size", "huge"], in: folder), exit: 64,
                mentions: ["--icon-size", "huge"])
            #expect(!fileExists("o.svg", in: folder))
        }
    }

    @Test("a <style> sheet is left out with a warning; what passes is drawing alone")
    func styleDropped() async throws {
        try await withTemporaryFolder { folder in
            let svg = """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><style>body{display:none}</style>\
                <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>\
                <rect width="16" height="16" class="x" data-x="1" style="fill:url(#g);behavior:url(x.htc)"/></svg>
                """
            try writeFile("s.svg", Array(svg.utf8), in: folder)
            try writeFile("l.txt", Array("A\t\t\t\t\ts.svg\n".utf8), in: folder)
            let run = try await runRender(["l.txt", "-o", "o.svg", "--id-prefix", "p"], in: folder)
            #expect(run.status == 0)
            #expect(
                run.stderrLines == [
                    "tagflow: warning: l.txt:1: icon 's.svg': left out a <style> sheet (its rules would reach the whole page) to draw it safely"
                ])
            let out = String(decoding: try bytes(of: folder.appendingPathComponent("o.svg")), as: UTF8.self)
            #expect(
                !out.contains("<style") && !out.contains("display:none") && !out.contains("x.htc")
                    && !out.contains("class="))
            let prefix = try #require(out.firstMatch(of: /<symbol id="(p-[0-9a-f]{8}-)icon0"/)?.1)
            #expect(
                out.contains("<linearGradient id=\"\(prefix)icon0-g\">")
                    && out.contains("fill=\"url(#\(prefix)icon0-g)\""))
        }
    }

    @Test("batch reports an input with a bad icon and renders the others")
    func batch() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", Self.red, in: folder)
            try writeFile(
                "bad.svg", Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><script/></svg>".utf8),
                in: folder)
            try writeFile("good.txt", Array("A\t\t\t\t\tred.svg\n".utf8), in: folder)
            try writeFile("evil.txt", Array("A\t\t\t\t\tbad.svg\n".utf8), in: folder)
            let run = try await TagflowBinary.run(
                ["batch", "good.txt", "evil.txt", "-o", "out", "--format", "png"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderr.contains("evil.txt:1: icon 'bad.svg'"))
            #expect(fileExists("out/good.png", in: folder))
            #expect(!fileExists("out/evil.png", in: folder))
        }
    }
}

@Suite("Icons are inputs")
struct IconOverwriteTests {
    @Test("-o naming an icon the list uses is refused (64) and the icon is kept")
    func outputIsIcon() async throws {
        try await withTemporaryFolder { folder in
            let icon = try writeFile("red.svg", IconTests.red, in: folder)
            try writeFile("a.tsv", Array("A\t\t\t\t\tred.svg\n".utf8), in: folder)
            expectError(
                try await runRender(["a.tsv", "-o", "red.svg"], in: folder), exit: 64, mentions: ["red.svg", "icon"])
            #expect(try bytes(of: icon) == IconTests.red)
        }
    }
}
