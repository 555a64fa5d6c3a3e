import Foundation
import Testing

/// `--canvas WxH` and `--canvas-align` through the doors of the settings table: flags, a
/// `--config` file, a manifest and a Markdown block; the layout JSON says where the cloud sits, and
/// a cloud that cannot fit is refused naming the size it needs.
@Suite("tagflow: a canvas of a fixed size")
struct CanvasEndToEndTests {
    static let labels = labelFile(["Swift", "Rust", "Go", "Kotlin", "TypeScript", "Zig", "Haskell", "Elixir"])

    /// The chips' bounding box in a layout file: left, top, right, bottom.
    static func bounds(_ layout: EmittedLayout) -> [Double] {
        let frames = layout.chips.map(\.frame) + (layout.overflow.map { [$0.frame] } ?? [])
        return [
            frames.map { $0[0] }.min()!, frames.map { $0[1] }.min()!, frames.map { $0[0] + $0[2] }.max()!,
            frames.map { $0[1] + $0[3] }.max()!,
        ]
    }

    @Test("--canvas 1200x630: the picture is that size and the cloud sits in its middle; --canvas-align moves it")
    func centred() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            expectQuietSuccess(
                try await runRender(
                    ["tags.txt", "-o", "card.svg", "--canvas", "1200x630", "--emit-layout", "card.json"], in: folder))
            let layout = try EmittedLayout.read("card.json", in: folder)
            #expect(layout.width == 1200 && layout.height == 630)
            let box = Self.bounds(layout)
            #expect(abs(box[0] - (1200 - box[2])) < 1e-6 && abs(box[1] - (630 - box[3])) < 1e-6, "\(box)")
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("card.svg")), as: UTF8.self)
            #expect(svg.contains("width=\"1200px\" height=\"630px\" viewBox=\"0 0 1200 630\""))

            expectQuietSuccess(
                try await runRender(
                    [
                        "tags.txt", "-o", "corner.png", "--canvas", "1200x630", "--canvas-align", "bottom-trailing",
                        "--emit-layout", "corner.json",
                    ], in: folder))
            let corner = Self.bounds(try EmittedLayout.read("corner.json", in: folder))
            #expect(abs(corner[2] - (1200 - 16)) < 1e-6 && abs(corner[3] - (630 - 16)) < 1e-6, "\(corner)")
            let size = ImageFacts.pngSize(try bytes(of: folder.appendingPathComponent("corner.png")))
            #expect(size?.width == 1200 && size?.height == 630)
        }
    }

    @Test("Rows taller than the canvas keep the rows that fit; a +N chip counts the rest")
    func rowsThatFit() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile((1...60).map { "topic \($0)" }), in: folder)
            let run = try await runRender(
                ["tags.txt", "-o", "out.svg", "--canvas", "600x200", "--emit-layout", "out.json"], in: folder)
            expectQuietSuccess(run)
            let layout = try EmittedLayout.read("out.json", in: folder)
            let hidden = try #require(layout.hidden)
            #expect(layout.overflow?.label == "+\(hidden.count)")
            #expect(Self.bounds(layout)[3] <= 200 - 16)
        }
    }

    @Test("A --config file, a manifest's image and a Markdown block draw the same card as the flags")
    func everyDoor() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", Self.labels, in: folder)
            let flags = ["--canvas", "640x320", "--canvas-align", "top"]
            expectQuietSuccess(try await runRender(["tags.txt", "-o", "flags.svg"] + flags, in: folder))
            let expected = try bytes(of: folder.appendingPathComponent("flags.svg"))
            try writeFile("cfg.json", Array(#"{"canvas": "640x320", "canvas-align": "top"}"#.utf8), in: folder)
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "config.svg", "--config", "cfg.json"], in: folder))
            #expect(try bytes(of: folder.appendingPathComponent("config.svg")) == expected)

            // A manifest's image's canvas replaces its defaults' fit (a later layer's choice).
            try writeFile(
                "tagflow.json",
                Array(
                    #"""
                    {"defaults": {"fit": "width"},
                     "images": [{"input": "tags.txt", "output": "built.svg", "canvas": "640x320", "canvas-align": "top"}]}
                    """#.utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try bytes(of: folder.appendingPathComponent("built.svg")) == expected)

            let labels = String(decoding: Self.labels, as: UTF8.self)
            #expect(
                try await MarkdownCommandTests.blockPicture(
                    "--canvas 640x320 --canvas-align top", labels: labels, in: folder) == expected)
        }
    }

    @Test(
        "What cannot be used is refused naming the flag, and nothing is written",
        arguments: [
            (["--canvas", "1200"], ["--canvas '1200'", "WxH in px, like 1200x630"]),
            (["--canvas", "0x630"], ["--canvas '0x630'", "each from 1 to 100000"]),
            (["--canvas", "30x300"], ["--canvas '30x300'", "more than twice the margin (16)"]),
            (["--canvas-align", "top"], ["--canvas-align top does not go with a canvas that fits the cloud"]),
            (["--canvas", "600x300", "--canvas-align", "middle"], ["--canvas-align 'middle'", "center"]),
            (["--canvas", "600x300", "--fit", "width"], ["--fit width does not go with --canvas"]),
            // The label is 208.29 px (`tagflow measure`), its chip 24 px wider, the margins 32: 265 whole px.
            (
                ["--canvas", "200x100", "--label", "A label far too long for this card"],
                ["--canvas '200x100': expected at least 265x61, the size this cloud needs"]
            ),
        ])
    func refused(arguments: [String], mentions: [String]) async throws {
        try await expectRenderRefused(
            arguments, input: arguments.contains("--label") ? nil : ("tags.txt", Self.labels), mentions: mentions)
    }
}
