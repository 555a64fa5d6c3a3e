import Foundation
import Testing

/// Trust is the command line's: a committed manifest cannot let its own images link to
/// `javascript:` (issue 38). `build --allow-unsafe-links` can, for a repository you trust.
@Suite("A manifest cannot trust itself")
struct ManifestTrustTests {
    static let list = Array("Run\t\t\tjavascript:alert(1)\nSafe\n".utf8)

    @Test(
        "allow-unsafe-links in a manifest's defaults or an image is refused (65) at its value; nothing written",
        arguments: [
            (#"{"defaults": {"allow-unsafe-links": true}, "images": [{"input": "a.tsv", "output": "a.svg"}]}"#, "1:37"),
            (#"{"images": [{"input": "a.tsv", "output": "a.svg", "allow-unsafe-links": true}]}"#, "1:73"),
        ])
    func refusedInManifest(manifest: String, place: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.tsv", Self.list, in: folder)
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let run = try await TagflowBinary.run(["build"], in: folder)
            expectError(
                run, exit: 65,
                mentions: [
                    "tagflow.json:\(place): image 1: 'allow-unsafe-links' cannot be set in a manifest",
                    "pass --allow-unsafe-links to tagflow build",
                ])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.svg").path))
        }
    }

    @Test("without the flag the link is refused as in render; build --allow-unsafe-links draws it")
    func commandLineTrust() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.tsv", Self.list, in: folder)
            try writeFile(
                "tagflow.json", Array(#"{"images": [{"input": "a.tsv", "output": "a.svg"}]}"#.utf8), in: folder)
            let refused = try await TagflowBinary.run(["build"], in: folder)
            expectError(refused, exit: 65, mentions: ["a.tsv:1", "javascript"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.svg").path))
            let trusted = try await TagflowBinary.run(["build", "--allow-unsafe-links"], in: folder)
            #expect(trusted.status == 0, "\(trusted.stderr)")
            let svg = String(decoding: try bytes(of: folder.appendingPathComponent("a.svg")), as: UTF8.self)
            #expect(svg.contains("javascript:alert(1)"))
        }
    }
}
