import Foundation
import Testing

/// `--allow-empty`: an input with no labels draws an empty picture (the margins and background)
/// instead of exit 65; without it the 65 stays. One row of the settings table, so every door.
@Suite("tagflow --allow-empty draws an empty list as an empty picture")
struct AllowEmptyTests {
    @Test("render: svg, png and pdf are the margins alone; without the flag, 65 and nothing written")
    func render() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("empty.txt", [], in: folder)
            expectError(
                try await runRender(["empty.txt", "-o", "out.svg"], in: folder), exit: 65, mentions: ["no labels"])
            #expect(!fileExists("out.svg", in: folder))
            for output in ["out.svg", "out.png", "out.pdf"] {
                expectQuietSuccess(
                    try await runRender(["empty.txt", "-o", output, "--allow-empty", "--margin", "10"], in: folder))
            }
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("out.svg")), as: UTF8.self)
            #expect(svg.contains("width=\"20px\" height=\"20px\""), "\(svg)")
            #expect(!svg.contains("<rect") && !svg.contains("<text"), "\(svg)")
            // Named for a screen reader, not an unnamed image.
            #expect(
                svg.contains("aria-label=\"An empty tag cloud\"") && svg.contains("<title>An empty tag cloud</title>"))
            let png = try bytes(of: folder.appendingPathComponent("out.png"))
            // The IHDR's width and height, big-endian at 16 and 20.
            #expect(Array(png[16..<24]) == [0, 0, 0, 20, 0, 0, 0, 20], "\(png.prefix(24))")
            let info = try runTool("/usr/bin/pdfinfo", [folder.appendingPathComponent("out.pdf").path])
            #expect(info.contains("Page size:       20 x 20 pts"), "\(info)")
            // No margin: still a picture (one pixel), not a failure to encode none.
            expectQuietSuccess(
                try await runRender(["empty.txt", "-o", "none.png", "--allow-empty", "--margin", "0"], in: folder))
            // The layout says there is nothing.
            expectQuietSuccess(
                try await runRender(
                    ["empty.txt", "-o", "out.svg", "--allow-empty", "--emit-layout", "layout.json"], in: folder))
            #expect(try EmittedLayout.read("layout.json", in: folder).chips.isEmpty)
            // --fit width: as wide as the width asked for, margins added; the content fit hugs none.
            expectQuietSuccess(
                try await runRender(
                    [
                        "empty.txt", "-o", "wide.svg", "--allow-empty", "--margin", "10", "--fit", "width", "--width",
                        "300",
                    ],
                    in: folder))
            let wide = String(decoding: try bytes(of: folder.appendingPathComponent("wide.svg")), as: UTF8.self)
            #expect(wide.contains("width=\"320px\" height=\"20px\""), "\(wide)")
            expectQuietSuccess(
                try await runRender(
                    [
                        "empty.txt", "-o", "tall.svg", "--allow-empty", "--margin", "10", "--fit", "height", "--flow",
                        "columns", "--height", "200",
                    ], in: folder))
            let tall = String(decoding: try bytes(of: folder.appendingPathComponent("tall.svg")), as: UTF8.self)
            #expect(tall.contains("width=\"20px\" height=\"220px\""), "\(tall)")
        }
    }

    @Test("Every reading that comes out empty: a CSV header alone, [], prose of stop words only, comments")
    func formats() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("h.csv", Array("label,weight\n".utf8), in: folder)
            try writeFile("e.csv", [], in: folder)
            try writeFile("j.json", Array("[]".utf8), in: folder)
            try writeFile("w.txt", Array("the and of\n".utf8), in: folder)
            try writeFile("c.txt", Array("# only a comment\n".utf8), in: folder)
            for arguments in [["h.csv"], ["e.csv"], ["j.json"], ["w.txt", "--words"], ["c.txt", "--comments"]] {
                expectError(try await runRender(arguments + ["-o", "out.svg"], in: folder), exit: 65)
                expectQuietSuccess(try await runRender(arguments + ["-o", "out.svg", "--allow-empty"], in: folder))
            }
        }
    }

    @Test("batch, --config, a manifest and a Markdown block: the same row")
    func doors() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("lists"), withIntermediateDirectories: true)
            try writeFile("lists/empty.txt", [], in: folder)
            try writeFile("lists/full.txt", labelFile(["Swift", "Rust"]), in: folder)
            let refused = try await TagflowBinary.run(["batch", "lists", "-o", "out", "--format", "png"], in: folder)
            #expect(refused.status == 65, "\(refused.stderr)")
            let batch = try await TagflowBinary.run(
                ["batch", "lists", "-o", "out", "--format", "png", "--allow-empty", "-q"], in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            #expect(fileExists("out/empty.png", in: folder) && fileExists("out/full.png", in: folder))

            try writeFile("config.json", Array("{\"allow-empty\": true}".utf8), in: folder)
            expectQuietSuccess(
                try await runRender(["lists/empty.txt", "-o", "c.svg", "--config", "config.json"], in: folder))

            let manifest = "{\"images\": [{\"input\": \"lists/empty.txt\", \"output\": \"built.svg\"}]}"
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let plain = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(plain.status == 65, "\(plain.stderr)")
            let allowed =
                "{\"images\": [{\"input\": \"lists/empty.txt\", \"output\": \"built.svg\", \"allow-empty\": true}]}"
            try writeFile("tagflow.json", Array(allowed.utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(
                try bytes(of: folder.appendingPathComponent("built.svg"))
                    == bytes(of: folder.appendingPathComponent("c.svg")))

            try writeFile("in.md", Array("```tagflow --allow-empty\n```\n".utf8), in: folder)
            let markdown = try await TagflowBinary.run(["markdown", "in.md", "-o", "out.md", "-q"], in: folder)
            #expect(markdown.status == 0, "\(markdown.stderr)")
        }
    }
}
