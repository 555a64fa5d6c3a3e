import Foundation
import Testing

/// `--dark-theme NAME`: one SVG that follows `prefers-color-scheme`, PNG and PDF pairs named as
/// DocC names them, and warnings for looks that cannot be read.
@Suite("--dark-theme and readability")
struct DarkModeTests {
    static let labels = labelFile([
        "Swift", "Rust", "Go", "Python", "TypeScript", "Kotlin", "Zig", "Haskell", "Elixir", "C",
    ])
    /// A palette per label and a "+N" chip: light colours that turn into several dark ones.
    static let options = ["--color-by", "label", "--max-rows", "2", "--width", "300"]

    static func render(_ output: String, _ extra: [String], in folder: URL) async throws {
        let run = try await TagflowBinary.run(["render", "tags.txt", "-o", output] + options + extra, in: folder)
        try #require(run.status == 0, "\(run.stderr)")
    }

    /// `svg` as Chromium paints it with `prefers-color-scheme: scheme`, in `<img>` or inline, alone
    /// at the page's top left (so every picture meets the same tile seams).
    static func painted(_ svg: String, scheme: String, inline: Bool, in folder: URL) async throws -> PillowTool.Picture
    {
        let page = folder.appendingPathComponent("\(svg)-\(scheme)-\(inline).html")
        let html =
            inline
            ? ChromiumPage.page(inlining: [
                String(decoding: try bytes(of: folder.appendingPathComponent(svg)), as: UTF8.self)
            ])
            : "<!doctype html><html><head><style>body { margin: 0 } div { line-height: 0 }</style></head>"
                + "<body><div id=\"cloud0\"><img src=\"\(svg)\"></div></body></html>\n"
        try Data(html.utf8).write(to: page)
        let shot = folder.appendingPathComponent("\(svg)-\(scheme)-\(inline).png")
        _ = try ChromiumPage.run(["screenshot", page.path, "#cloud0 > *", shot.path, scheme])
        return try await PillowTool.picture(shot)
    }

    @Test(
        "one SVG: in Chromium, with prefers-color-scheme emulated, it paints as the light SVG in light and as the dark one in dark",
        .enabled(if: ChromiumPage.isAvailable), arguments: [false, true])
    func adaptiveSVG(inline: Bool) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            try await Self.render("light.svg", [], in: folder)
            try await Self.render("dark.svg", ["--theme", "dark"], in: folder)
            try await Self.render("both.svg", ["--dark-theme", "dark"], in: folder)
            let both = String(decoding: try bytes(of: folder.appendingPathComponent("both.svg")), as: UTF8.self)
            #expect(both.contains("<style>@media (prefers-color-scheme: dark){"))

            let bothLight = try await Self.painted("both.svg", scheme: "light", inline: inline, in: folder)
            let bothDark = try await Self.painted("both.svg", scheme: "dark", inline: inline, in: folder)
            let light = try await Self.painted("light.svg", scheme: "light", inline: inline, in: folder)
            let dark = try await Self.painted("dark.svg", scheme: "dark", inline: inline, in: folder)
            #expect(PillowTool.difference(bothLight, light).differingPixels == 0)
            #expect(PillowTool.difference(bothDark, dark).differingPixels == 0)
            #expect(PillowTool.difference(bothLight, bothDark).differingPixels > 0)
        }
    }

    @Test(
        "PNG and PDF: the dark picture is OUT~dark.EXT (DocC's name), the bytes of render --theme NAME",
        arguments: ["png", "pdf"])
    func pairs(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            try await Self.render("pair@2x.\(format)", ["--dark-theme", "dark", "--scale", "2"], in: folder)
            try await Self.render("light.\(format)", ["--scale", "2"], in: folder)
            try await Self.render("dark.\(format)", ["--theme", "dark", "--scale", "2"], in: folder)
            #expect(
                try bytes(of: folder.appendingPathComponent("pair@2x.\(format)"))
                    == bytes(of: folder.appendingPathComponent("light.\(format)")))
            #expect(
                try bytes(of: folder.appendingPathComponent("pair~dark@2x.\(format)"))
                    == bytes(of: folder.appendingPathComponent("dark.\(format)")))
            let check = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "pair@2x.\(format)", "--check", "--dark-theme", "dark", "--scale", "2"]
                    + Self.options,
                in: folder)
            #expect(check.status == 0, "\(check.stderr)")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("pair~dark@2x.\(format)"))
            let stale = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "pair@2x.\(format)", "--check", "--dark-theme", "dark", "--scale", "2"]
                    + Self.options,
                in: folder)
            #expect(
                stale.status == 1 && stale.stderr.contains("pair~dark@2x.\(format) does not exist"), "\(stale.stderr)")
        }
    }

    @Test("a PNG pair cannot go to standard output (64)")
    func pairToStandardOutput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "-", "--format", "png", "--dark-theme", "dark"], in: folder)
            expectError(run, exit: 64, mentions: ["--dark-theme does not go with -o - for PNG"])
        }
    }

    @Test(
        "looks that cannot be read are named, with WCAG's ratio (worked out by hand from WCAG's formula)",
        arguments: [
            (
                ["--fill", "#333333", "--text-color", "#1f2328"],
                "the text colour #1f2328 (--text-color) on the chips' fill #333333 (--fill) reads at 1.25:1, below "
                    + "WCAG AA's 4.5:1"
            ),
            (["--theme", "outline"], "on a dark page (such as GitHub's dark mode) their text reads at 1.29:1"),
        ])
    func unreadable(options: [String], warning: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await TagflowBinary.run(["render", "tags.txt", "-o", "a.svg"] + options, in: folder)
            #expect(run.status == 0)
            // About the settings it names, not the input.
            #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("tagflow: warning: the "), "\(run.stderr)")
            #expect(run.stderr.contains(warning), "\(run.stderr)")
        }
    }

    @Test(
        "readable looks say nothing: the default, dark on its own background, outline with a dark look of its own",
        arguments: [
            [], ["--theme", "dark", "--background", "#0d1117"], ["--theme", "outline", "--dark-theme", "dark"],
        ])
    func readable(options: [String]) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await TagflowBinary.run(["render", "tags.txt", "-o", "a.svg"] + options, in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        }
    }
}
