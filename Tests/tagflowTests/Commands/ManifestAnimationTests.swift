import Foundation
import Testing

/// `"animate"` images in a manifest (issue 40): `build` draws them as `animate` does and
/// `build --check` keeps them fresh; a `--check` that finds only other ids says so.
@Suite("tagflow build: animated images")
struct ManifestAnimationTests {
    static func prepare(_ folder: URL, animate: String, output: String = "anim.svg") throws {
        try writeFile("from.tsv", labelFile(["Swift\t5", "Rust\t1", "Go\t3"]), in: folder)
        try writeFile("to.tsv", labelFile(["Swift\t1", "Rust\t5", "Go\t3"]), in: folder)
        let manifest = """
            {"images": [
              {"input": "from.tsv", "output": "\(output)", "scale-by": "weight", "animate": \(animate)}
            ]}
            """
        try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
    }

    @Test(
        "An image with \"animate\" is what tagflow animate draws, and build --check keeps it fresh",
        arguments: [
            (
                #"{"to": "to.tsv", "duration": 2, "delay": 0.5, "loop": true}"#,
                ["to.tsv", "--duration", "2", "--delay", "0.5", "--loop"]
            ),
            (#"{"to-width": 120}"#, ["--to-width", "120"]),
        ])
    func sameAsAnimate(animate: String, arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder, animate: animate)
            let build = try await TagflowBinary.run(["build", "tagflow.json"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            let direct = try await TagflowBinary.run(
                ["animate", "from.tsv"] + arguments + ["-o", "direct.svg", "--scale-by", "weight"], in: folder)
            expectQuietSuccess(direct)
            let built = try bytes(of: folder.appendingPathComponent("anim.svg"))
            #expect(built == (try bytes(of: folder.appendingPathComponent("direct.svg"))))
            #expect(String(decoding: built, as: UTF8.self).contains("@keyframes"))
            let fresh = try await TagflowBinary.run(["build", "tagflow.json", "--check"], in: folder)
            #expect(fresh.status == 0, "\(fresh.stderr)")
        }
    }

    @Test("build --check finds an animation stale when its second list changes, and names ids-only differences")
    func stale() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder, animate: #"{"to": "to.tsv"}"#)
            let build = try await TagflowBinary.run(["build", "tagflow.json"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            try writeFile("to.tsv", labelFile(["Swift\t1", "Rust\t5", "Zig\t3"]), in: folder)
            let changed = try await TagflowBinary.run(["build", "tagflow.json", "--check"], in: folder)
            #expect(changed.status == 1 && changed.stderr.contains("anim.svg"), "\(changed.stderr)")
            // The same drawing under other ids: said as such.
            try writeFile("to.tsv", labelFile(["Swift\t1", "Rust\t5", "Go\t3"]), in: folder)
            let other = try await TagflowBinary.run(
                ["animate", "from.tsv", "to.tsv", "-o", "anim.svg", "--scale-by", "weight", "--id-prefix", "docs"],
                in: folder)
            expectQuietSuccess(other)
            let ids = try await TagflowBinary.run(["build", "tagflow.json", "--check"], in: folder)
            #expect(ids.status == 1)
            #expect(ids.stderr.contains("in its ids only (prefix docs-a-"), "\(ids.stderr)")
            let direct = try await TagflowBinary.run(
                ["animate", "from.tsv", "to.tsv", "-o", "anim.svg", "--scale-by", "weight", "--check"], in: folder)
            #expect(direct.status == 1 && direct.stderr.contains("in its ids only"), "\(direct.stderr)")
        }
    }

    @Test(
        "A wrong \"animate\" is refused (65) naming its place",
        arguments: [
            (#"{"to": "to.tsv", "to-width": 100}"#, "anim.svg", "not both"),
            (#"{}"#, "anim.svg", "give either"),
            (#"{"to-width": 0}"#, "anim.svg", "\"to-width\" is a number from 1"),
            (#"{"to-width": 100, "speed": 2}"#, "anim.svg", "unknown key 'speed'"),
            (#""fast""#, "anim.svg", "an object"),
            (#"{"to-width": 100}"#, "anim.png", "an animation is an SVG"),
        ])
    func refused(animate: String, output: String, mention: String) async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder, animate: animate, output: output)
            let run = try await TagflowBinary.run(["build", "tagflow.json"], in: folder)
            expectError(run, exit: 65, mentions: ["tagflow.json:2:", "image 1", mention])
            #expect(!fileExists(output, in: folder))
        }
    }
}
