import Foundation
import Testing

/// `batch --id-prefix P`: every picture's ids start with P and still carry a hash of that
/// picture, so no two different files of the batch share an id; the same picture twice repeats
/// its ids, as docs/usage.md says.
@Suite("tagflow batch --id-prefix keeps every file's ids its own")
struct BatchIDTests {
    /// Every `id="…"` of an SVG.
    static func ids(_ svg: String) -> Set<String> {
        Set(svg.matches(of: /\bid="([^"]+)"/).map { String($0.output.1) })
    }

    @Test("Ten different lists under one --id-prefix: ids start with it and no id is in two files")
    func disjoint() async throws {
        try await withTemporaryFolder { folder in
            let names = try BatchCommandTests.generatedLists(10, in: folder)
            let run = try await BatchCommandTests.batch(
                names + ["-o", "out", "--format", "svg", "--id-prefix", "docs", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            var seen: [String: String] = [:]
            for name in names {
                let file = "out/" + name.replacingOccurrences(of: ".txt", with: ".svg")
                let svg = String(decoding: try bytes(of: folder.appendingPathComponent(file)), as: UTF8.self)
                let ids = Self.ids(svg)
                #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("docs-") }, "\(file)")
                for id in ids {
                    #expect(seen[id] == nil, "\(id) is in \(file) and \(seen[id] ?? "")")
                    seen[id] = file
                }
            }
        }
    }

    @Test("The same list twice draws the same picture, ids and all (documented); render gives the same bytes")
    func samePictureSameIDs() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["swift", "linux"]), in: folder)
            try writeFile("b.txt", labelFile(["swift", "linux"]), in: folder)
            let run = try await BatchCommandTests.batch(
                ["a.txt", "b.txt", "-o", "out", "--format", "svg", "--id-prefix", "docs", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let a = try bytes(of: folder.appendingPathComponent("out/a.svg"))
            #expect(a == (try bytes(of: folder.appendingPathComponent("out/b.svg"))))
            expectQuietSuccess(try await runRender(["a.txt", "-o", "r.svg", "--id-prefix", "docs"], in: folder))
            #expect(a == (try bytes(of: folder.appendingPathComponent("r.svg"))))
        }
    }

    @Test("--id-prefix 'd{stem}': two inputs that draw the same cloud get disjoint ids, each named by its output")
    func stemMakesSameCloudsDisjoint() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["swift", "linux"]), in: folder)
            try writeFile("b.txt", labelFile(["swift", "linux"]), in: folder)
            let run = try await BatchCommandTests.batch(
                ["a.txt", "b.txt", "-o", "out", "--format", "svg", "--id-prefix", "d{stem}", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let a = Self.ids(String(decoding: try bytes(of: folder.appendingPathComponent("out/a.svg")), as: UTF8.self))
            let b = Self.ids(String(decoding: try bytes(of: folder.appendingPathComponent("out/b.svg")), as: UTF8.self))
            #expect(!a.isEmpty && a.allSatisfy { $0.hasPrefix("da-") }, "\(a)")
            #expect(!b.isEmpty && b.allSatisfy { $0.hasPrefix("db-") }, "\(b)")
            #expect(a.isDisjoint(with: b))
            // render names {stem} after its output: the same bytes as the batch's file.
            expectQuietSuccess(try await runRender(["a.txt", "-o", "a.svg", "--id-prefix", "d{stem}"], in: folder))
            #expect(
                try bytes(of: folder.appendingPathComponent("a.svg"))
                    == bytes(of: folder.appendingPathComponent("out/a.svg")))
        }
    }

    @Test("{stem} is written as an id: other bytes as _XX, a digit first gets _; a prefix that is no id is refused")
    func stemIsAnID() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("a.txt", labelFile(["swift"]), in: folder)
            expectQuietSuccess(
                try await runRender(["a.txt", "-o", "2024 tags.svg", "--id-prefix", "{stem}"], in: folder))
            let ids = Self.ids(
                String(decoding: try bytes(of: folder.appendingPathComponent("2024 tags.svg")), as: UTF8.self))
            #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("_2024_20tags-") }, "\(ids)")
            let run = try await runRender(["a.txt", "-o", "a.svg", "--id-prefix", "{name}"], in: folder)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.contains("--id-prefix '{name}'") && run.stderr.contains("{stem}"), "\(run.stderr)")
        }
    }
}
