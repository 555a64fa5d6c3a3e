import Foundation
import Testing

/// What `tagflow render --check` says about a stale OUTPUT: a PNG by its pixels (how many
/// differ and by how much, or both sizes, or the same pixels in other bytes), an SVG by its
/// first differing byte; and that it never writes, creates or leaves a file.
@Suite("tagflow render --check messages")
struct CheckMessageTests {
    static let oldDate = Date(timeIntervalSince1970: 1_000_000_000)

    /// Tags as JSON objects, the second chip in `color`.
    static func tags(secondColor color: String, extra: [String] = []) -> [UInt8] {
        let objects =
            [#"{"label": "swift"}"#, #"{"label": "linux", "color": "\#(color)"}"#, #"{"label": "카이로"}"#]
            + extra.map { #"{"label": "\#($0)"}"# }
        return Array(("[" + objects.joined(separator: ", ") + "]").utf8)
    }

    /// Renders `input` to `output` for real with `options`, then dates `output` back to `oldDate`.
    @discardableResult
    static func renderForReal(
        _ input: String, _ output: String, _ options: [String] = [], in folder: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> URL {
        let run = try await TagflowBinary.run(["render", input, "-o", output] + options, in: folder)
        try #require(run.status == 0, "render \(output) failed: \(run.stderr)", sourceLocation: sourceLocation)
        let url = folder.appendingPathComponent(output)
        try setModificationDate(oldDate, of: url)
        return url
    }

    /// Runs `render input -o output --check options…`, and expects it to have changed nothing in
    /// `folder`; returns the run.
    static func check(
        _ input: String, _ output: String, _ options: [String] = [], in folder: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TagflowRun {
        let before = try folderSnapshot(folder)
        let run = try await TagflowBinary.run(["render", input, "-o", output, "--check"] + options, in: folder)
        #expect(
            sameSnapshot(before, try folderSnapshot(folder)), "--check changed, made or left a file",
            sourceLocation: sourceLocation)
        expectNoTemporaryFiles(in: folder, sourceLocation: sourceLocation)
        return run
    }

    /// Exit 1, nothing on stdout, and exactly one stderr line starting `tagflow: check: `; returns it.
    @discardableResult
    static func expectStale(
        _ run: TagflowRun, mentions: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        #expect(run.status == 1, "exit code (stderr: \(run.stderr))", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            run.stderrLines.count == 1 && run.stderr.hasSuffix("\n"), "\(run.stderr.debugDescription)",
            sourceLocation: sourceLocation)
        let line = run.stderrLines.first ?? ""
        #expect(line.hasPrefix("tagflow: check: "), "\(line)", sourceLocation: sourceLocation)
        for word in mentions {
            #expect(
                line.contains(word), "\(line.debugDescription) should mention \(word)", sourceLocation: sourceLocation)
        }
        return line
    }

    @Test(
        "a PNG stale by one chip's colour: the count of differing pixels and the largest channel difference, as Pillow counts them"
    )
    func chipColourChanged() async throws {
        try await withTemporaryFolder { folder in
            let page = ["--background", "white"]
            try writeFile("old.json", Self.tags(secondColor: "#3366cc"), in: folder)
            try writeFile("new.json", Self.tags(secondColor: "#cc3366"), in: folder)
            let old = try await Self.renderForReal("old.json", "cloud.png", page, in: folder)
            let fresh = try await Self.renderForReal("new.json", "fresh.png", page, in: folder)
            let difference = PillowTool.difference(
                try await PillowTool.picture(old), try await PillowTool.picture(fresh))
            try #require(difference.differingPixels > 0)

            let run = try await Self.check("new.json", "cloud.png", page, in: folder)
            let line = Self.expectStale(run, mentions: ["cloud.png"])
            #expect(
                line
                    == "tagflow: check: the rendering differs from cloud.png: \(difference.differingPixels) pixels differ "
                    + "(largest channel difference \(difference.largestChannelDifference), tolerance 0, 0 allowed)")
        }
    }

    @Test("a PNG of another size: one line naming both sizes in px")
    func sizeChanged() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("old.json", Self.tags(secondColor: "#3366cc"), in: folder)
            try writeFile("new.json", Self.tags(secondColor: "#3366cc", extra: ["HarfBuzz", "FreeType"]), in: folder)
            let old = try await Self.renderForReal("old.json", "cloud.png", in: folder)
            let fresh = try await Self.renderForReal("new.json", "fresh.png", in: folder)
            let oldSize = try #require(ImageFacts.pngSize(try bytes(of: old)))
            let freshSize = try #require(ImageFacts.pngSize(try bytes(of: fresh)))
            try #require(oldSize.width != freshSize.width || oldSize.height != freshSize.height)

            let run = try await Self.check("new.json", "cloud.png", in: folder)
            let line = Self.expectStale(
                run,
                mentions: [
                    "cloud.png", "\(oldSize.width)×\(oldSize.height) px", "\(freshSize.width)×\(freshSize.height) px",
                ])
            // The file's size comes first, then the rendering's.
            let oldAt = line.range(of: "\(oldSize.width)×\(oldSize.height) px")
            let freshAt = line.range(of: "\(freshSize.width)×\(freshSize.height) px", options: .backwards)
            if let oldAt, let freshAt { #expect(oldAt.lowerBound < freshAt.lowerBound, "\(line)") }
        }
    }

    @Test(
        "a PNG with the same pixels in other bytes (--dpi 72 against none, or the other way) is up to date: PNGs compare by pixels",
        arguments: [(["--dpi", "72"], []), ([], ["--dpi", "72"])] as [([String], [String])])
    func samePixelsOtherBytes(reference: [String], checked: [String]) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.json", Self.tags(secondColor: "#3366cc"), in: folder)
            let old = try await Self.renderForReal("tags.json", "cloud.png", reference, in: folder)
            let fresh = try await Self.renderForReal("tags.json", "fresh.png", checked, in: folder)
            try #require(try bytes(of: old) != bytes(of: fresh))
            #expect(try await PillowTool.picture(old) == PillowTool.picture(fresh))

            let run = try await Self.check("tags.json", "cloud.png", checked, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
        }
    }

    @Test(
        "a missing PNG: stale (1), one line naming it, and it is not created",
        arguments: ["cloud.png", "sub/cloud.png"])
    func missingOutput(output: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.json", Self.tags(secondColor: "#3366cc"), in: folder)
            let run = try await Self.check("tags.json", output, in: folder)
            Self.expectStale(run, mentions: [output])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tags.json"])
        }
    }

    @Test("an SVG stale by a change of the same length: the first differing byte")
    func svgFirstDifferingByte() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("old.json", Self.tags(secondColor: "#3366cc"), in: folder)
            try writeFile("new.json", Self.tags(secondColor: "#cc3366"), in: folder)
            let old = try bytes(of: try await Self.renderForReal("old.json", "cloud.svg", in: folder))
            let fresh = try bytes(of: try await Self.renderForReal("new.json", "fresh.svg", in: folder))
            try #require(old.count == fresh.count && old != fresh)
            let offset = try #require(old.indices.first { old[$0] != fresh[$0] })

            let run = try await Self.check("new.json", "cloud.svg", in: folder)
            // Counted from 0, as an offset into the file.
            Self.expectStale(run, mentions: ["cloud.svg", "byte \(offset)"])
        }
    }

    @Test("an SVG stale by a change of length still names the first differing byte")
    func svgOfOtherLengthNamesFirstDifferingByte() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("old.json", Self.tags(secondColor: "#3366cc"), in: folder)
            try writeFile("new.json", Self.tags(secondColor: "#3366cc", extra: ["HarfBuzz"]), in: folder)
            let old = try bytes(of: try await Self.renderForReal("old.json", "cloud.svg", in: folder))
            let fresh = try bytes(of: try await Self.renderForReal("new.json", "fresh.svg", in: folder))
            try #require(old.count != fresh.count)
            let offset = try #require(zip(old, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset)

            let run = try await Self.check("new.json", "cloud.svg", in: folder)
            Self.expectStale(run, mentions: ["cloud.svg", "byte \(offset)"])
        }
    }

    @Test("an up-to-date PNG, SVG or PDF: 0, silent, untouched", arguments: ["png", "svg", "pdf"])
    func upToDate(format: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.json", Self.tags(secondColor: "#3366cc"), in: folder)
            try await Self.renderForReal("tags.json", "cloud.\(format)", in: folder)
            let run = try await Self.check("tags.json", "cloud.\(format)", in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty && run.stdout.isEmpty)
        }
    }
}
