import Foundation
import TagFlow
import Testing

@Suite("--png-effort: smaller PNG files, the same pixels")
struct PNGEffortTests {
    static let labels = Array("Rock\nJazz\nHip hop\n힙합\nCafé\nDrum & bass\nClassical\nSoul\n".utf8)

    @Test(
        "Each effort writes the same pixels, each no larger than the one below it: RGB, RGBA, grey and palette",
        arguments: [
            (["--background", "white"], 2),
            ([], 6),
            // Grey chips on white: 8-bit grey levels, no palette.
            (["--background", "white", "--theme", "mono"], 0),
            // White text on chips of the canvas's own blue: fewer than 256 colours, a palette.
            (["--background", "#0969da", "--fill", "#0969da", "--stroke", "none", "--text-color", "white"], 3),
        ] as [([String], UInt8)])
    func samePixelsSmallerFiles(canvas: [String], colorType: UInt8) async throws {
        try await withTemporaryFolder { folder in
            _ = try writeFile("tags.txt", Self.labels, in: folder)
            var files: [[UInt8]] = []
            for effort in ["0", "1", "2", "3"] {
                let run = try await TagflowBinary.run(
                    ["render", "tags.txt", "-o", "\(effort).png", "--png-effort", effort] + canvas, in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                files.append(Array(try Data(contentsOf: folder.appendingPathComponent("\(effort).png"))))
            }
            // IHDR's colour type, at every effort.
            #expect(files.map { $0[25] } == [colorType, colorType, colorType, colorType])
            let fast = try #require(PNGImage(png: files[0]))
            for (index, file) in files.enumerated().dropFirst() {
                let image = try #require(PNGImage(png: file))
                #expect(image == fast, "effort \(index) changed pixels")
                #expect(file.count <= files[index - 1].count, "effort \(index): \(file.count) bytes")
            }
            #expect(files[2].count < files[1].count)
            // Without the setting: effort 1's bytes exactly.
            let plain = try await TagflowBinary.run(["render", "tags.txt", "-o", "plain.png"] + canvas, in: folder)
            #expect(plain.status == 0)
            #expect(Array(try Data(contentsOf: folder.appendingPathComponent("plain.png"))) == files[1])
        }
    }

    @Test("A manifest's png-effort is the flag's: the same file")
    func manifest() async throws {
        try await withTemporaryFolder { folder in
            _ = try writeFile("tags.txt", Self.labels, in: folder)
            let manifest = #"{"images": [{"input": "tags.txt", "output": "m.png", "png-effort": 2}]}"#
            _ = try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "tagflow.json"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            let render = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "r.png", "--png-effort", "2"], in: folder)
            #expect(render.status == 0, "\(render.stderr)")
            let built = try Data(contentsOf: folder.appendingPathComponent("m.png"))
            #expect(built == (try Data(contentsOf: folder.appendingPathComponent("r.png"))))
        }
    }

    @Test("animate, which writes no PNG, refuses --png-effort (64) and writes nothing")
    func animateRefuses() async throws {
        try await withTemporaryFolder { folder in
            _ = try writeFile("tags.txt", Self.labels, in: folder)
            let run = try await TagflowBinary.run(
                ["animate", "tags.txt", "-o", "a.svg", "--to-width", "200", "--png-effort", "2"], in: folder)
            expectError(
                run, exit: 64, mentions: ["--png-effort"],
                usageTail: "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; "
                    + "see 'tagflow animate --help'")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.svg").path))
        }
    }
}
