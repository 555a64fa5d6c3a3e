import Foundation
import Spawn
import TagFlow
import Testing

/// Icons on `--label` tags (`--icon`), and icons in dark mode: `--theme dark`, and `--dark-theme`
/// pairs (PNG) and adaptive SVGs, checked in pixels and, for the SVG, in Chromium's dark scheme.
@Suite("Icons with --label and in dark mode")
struct IconDarkAndLabelTests {
    /// The light theme's text colour and the dark theme's (Theme.swift), as the pixels show them.
    static let lightText = (0x1f, 0x23, 0x28)
    static let darkText = (0xe6, 0xed, 0xf3)

    @Test("--icon gives each --label its icon in turn: the same picture as the list; - for none")
    func labelIcons() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", IconTests.red, in: folder)
            try writeFile("a.tsv", Array("Swift\t\t\t\t\tred.svg\nLinux\n".utf8), in: folder)
            expectQuietSuccess(try await runRender(["a.tsv", "-o", "list.png"], in: folder))
            expectQuietSuccess(
                try await runRender(
                    ["--label", "Swift", "--icon", "red.svg", "--label", "Linux", "--icon", "-", "-o", "labels.png"],
                    in: folder))
            let list = try bytes(of: folder.appendingPathComponent("list.png"))
            #expect(try bytes(of: folder.appendingPathComponent("labels.png")) == list)
            #expect(try IconTests.count((255, 0, 0), in: list) == 14 * 14)
        }
    }

    @Test("--icon without --label, or not one per --label, is 64; a missing one 66 naming --label:N")
    func labelIconErrors() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", IconTests.red, in: folder)
            try writeFile("a.txt", Array("Swift\n".utf8), in: folder)
            let list = try await runRender(["a.txt", "--icon", "red.svg", "-o", "x.svg"], in: folder)
            #expect(list.status == 64)
            #expect(
                list.stderrLines == [
                    "tagflow: error: --icon red.svg does not go with an input list: "
                        + "--icon goes with --label; in a list, give each tag's icon in its icon field"
                        + "; usage: tagflow render [INPUT|-] -o OUTPUT [options]; see 'tagflow render --help'"
                ])
            let count = try await runRender(
                ["--label", "a", "--label", "b", "--icon", "red.svg", "-o", "x.svg"], in: folder)
            #expect(count.status == 64)
            #expect(
                count.stderrLines == [
                    "tagflow: error: --icon 'red.svg': expected one --icon per --label (2 --label, 1 --icon); - for none"
                        + "; usage: tagflow render [INPUT|-] -o OUTPUT [options]; see 'tagflow render --help'"
                ])
            let missing = try await runRender(
                ["--label", "a", "--label", "b", "--icon", "-", "--icon", "gone.svg", "-o", "x.svg"], in: folder)
            #expect(missing.status == 66)
            #expect(missing.stderrLines.count == 1)
            #expect(missing.stderr.hasPrefix("tagflow: error: --label:2: icon 'gone.svg' not found"))
            #expect(!fileExists("x.svg", in: folder))
        }
    }

    @Test("animate: --icon gives each --label its icon, as FROM's list does; -o naming an icon either list uses is 64")
    func animateIcons() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("red.svg", IconTests.red, in: folder)
            try writeFile("a.tsv", Array("Swift\t\t\t\t\tred.svg\nLinux\n".utf8), in: folder)
            try writeFile("b.tsv", Array("Linux\nSwift\t\t\t\t\tred.svg\nGo\n".utf8), in: folder)
            let list = try await TagflowBinary.run(["animate", "a.tsv", "b.tsv", "-o", "list.svg"], in: folder)
            #expect(list.status == 0 && list.stderr.isEmpty, "\(list.stderr)")
            let labels = try await TagflowBinary.run(
                [
                    "animate", "--label", "Swift", "--icon", "red.svg", "--label", "Linux", "--icon", "-", "b.tsv",
                    "-o",
                    "labels.svg",
                ],
                in: folder)
            #expect(labels.status == 0 && labels.stderr.isEmpty, "\(labels.stderr)")
            let svg = try bytes(of: folder.appendingPathComponent("list.svg"))
            #expect(try bytes(of: folder.appendingPathComponent("labels.svg")) == svg)
            #expect(String(decoding: svg, as: UTF8.self).contains("<symbol"))
            for arguments in [["a.tsv", "b.tsv", "-o", "red.svg"], ["b.tsv", "--to-width", "200", "-o", "red.svg"]] {
                let run = try await TagflowBinary.run(["animate"] + arguments, in: folder)
                #expect(run.status == 64, "\(run.stderr)")
                #expect(run.stderrLines.count == 1)
                #expect(run.stderr.contains("-o 'red.svg' is the same file as an icon 'red.svg'"), "\(run.stderr)")
                #expect(try bytes(of: folder.appendingPathComponent("red.svg")) == IconTests.red)
            }
        }
    }

    @Test("--theme dark paints currentColor icons in the dark text colour; own colours stay")
    func darkTheme() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("mono.svg", IconTests.mono, in: folder)
            try writeFile("red.svg", IconTests.red, in: folder)
            try writeFile("a.tsv", Array("\t\t\t\t\tmono.svg\n\t\t\t\t\tred.svg\n".utf8), in: folder)
            expectQuietSuccess(try await runRender(["a.tsv", "-o", "d.png", "--theme", "dark"], in: folder))
            let png = try bytes(of: folder.appendingPathComponent("d.png"))
            // (The dark chip's fill, #21262d, is too near the light text colour to count that one.)
            #expect(try IconTests.count(Self.darkText, in: png) >= 12 * 12)
            #expect(try IconTests.count((255, 0, 0), in: png) == 14 * 14)
        }
    }

    @Test("--dark-theme: the PNG pair's dark picture, and the adaptive SVG's dark rule")
    func darkPair() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("mono.svg", IconTests.mono, in: folder)
            try writeFile("a.tsv", Array("\t\t\t\t\tmono.svg\n".utf8), in: folder)
            expectQuietSuccess(try await runRender(["a.tsv", "-o", "p.png", "--dark-theme", "dark"], in: folder))
            let light = try bytes(of: folder.appendingPathComponent("p.png"))
            let dark = try bytes(of: folder.appendingPathComponent(DarkVariant.path(for: "p.png")))
            #expect(try IconTests.count(Self.lightText, in: light) >= 12 * 12)
            #expect(try IconTests.count(Self.darkText, in: light) < 12 * 12)
            #expect(try IconTests.count(Self.darkText, in: dark) >= 12 * 12)
            let svg = try await Self.adaptiveSVG(in: folder)
            #expect(svg.contains(" use[color=\"#1f2328\"]{color:#e6edf3;opacity:1}"))
        }
    }

    @Test(
        "--dark-theme: the adaptive SVG's icon follows Chromium's light and dark schemes",
        .enabled(if: ChromiumPage.isAvailable, "needs chromium"))
    func darkPairInChromium() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("mono.svg", IconTests.mono, in: folder)
            try writeFile("a.tsv", Array("\t\t\t\t\tmono.svg\n".utf8), in: folder)
            let svg = try await Self.adaptiveSVG(in: folder)
            let page = folder.appendingPathComponent("page.html")
            try ChromiumPage.page(inlining: [svg]).write(to: page, atomically: true, encoding: .utf8)
            var shots: [String: [UInt8]] = [:]
            for scheme in ["light", "dark"] {
                let shot = folder.appendingPathComponent("\(scheme).png")
                _ = try ChromiumPage.run(["screenshot", page.path, "#cloud0 svg", shot.path, scheme])
                shots[scheme] = try bytes(of: shot)
            }
            #expect(try IconTests.count(Self.lightText, in: shots["light"]!) >= 12 * 12)
            #expect(try IconTests.count(Self.darkText, in: shots["light"]!) < 12 * 12)
            #expect(try IconTests.count(Self.darkText, in: shots["dark"]!) >= 12 * 12)
        }
    }

    /// `a.tsv` in `folder` drawn as an adaptive SVG (`--dark-theme dark`).
    static func adaptiveSVG(in folder: URL) async throws -> String {
        expectQuietSuccess(try await runRender(["a.tsv", "-o", "p.svg", "--dark-theme", "dark"], in: folder))
        return String(decoding: try bytes(of: folder.appendingPathComponent("p.svg")), as: UTF8.self)
    }
}
