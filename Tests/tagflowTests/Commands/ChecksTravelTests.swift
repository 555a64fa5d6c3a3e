import Foundation
import Testing

/// Checks that travel between machines: `--tolerance` (default 2, shared with `diff`) on every
/// `--check`, and difference pictures on request.
@Suite("--check: --tolerance and --differences")
struct ChecksTravelTests {
    /// `cloud.png` rendered on white, and `nudged.png`: the same with one inked pixel's red moved by `by`.
    static func nudged(by amount: Int, in folder: URL) async throws {
        try writeFile("tags.txt", labelFile(["Swift", "Rust"]), in: folder)
        let run = try await TagflowBinary.run(
            ["render", "tags.txt", "-o", "cloud.png", "--background", "white"], in: folder)
        try #require(run.status == 0, "\(run.stderr)")
        let picture = try await PillowTool.picture(folder.appendingPathComponent("cloud.png"))
        let (x, y) = try DiffCommandTests.inkedPixel(picture)
        var pixel = picture.pixel(x, y)
        pixel[0] = pixel[0] >= UInt8(amount) ? pixel[0] - UInt8(amount) : pixel[0] + UInt8(amount)
        try await PillowTool.setPixels(
            folder.appendingPathComponent("cloud.png"), to: folder.appendingPathComponent("cloud.png"), [(x, y, pixel)])
    }

    static func check(_ extra: [String], in folder: URL) async throws -> TagflowRun {
        try await TagflowBinary.run(
            ["render", "tags.txt", "-o", "cloud.png", "--background", "white", "--check"] + extra, in: folder)
    }

    @Test("a channel 2 apart fails by default (0, diff's and TagFlowTesting's default too), passes at --tolerance 2")
    func defaultTolerance() async throws {
        try await withTemporaryFolder { folder in
            try await Self.nudged(by: 2, in: folder)
            let strict = try await Self.check([], in: folder)
            #expect(strict.status == 1 && strict.stderr.contains("1 pixel differs"), "\(strict.stderr)")
            #expect(try await Self.check(["--tolerance", "2"], in: folder).status == 0)
            #expect(try await TagflowBinary.run(["diff", "cloud.png", "cloud.png"], in: folder).status == 0)
        }
    }

    @Test("3 apart fails by default; --tolerance 3 passes; a bad --tolerance is a usage error (64)")
    func beyondTolerance() async throws {
        try await withTemporaryFolder { folder in
            try await Self.nudged(by: 3, in: folder)
            let run = try await Self.check([], in: folder)
            #expect(run.status == 1 && run.stderr.contains("tolerance 0"), "\(run.stderr)")
            #expect(try await Self.check(["--tolerance", "3"], in: folder).status == 0)
            expectError(
                try await Self.check(["--tolerance", "300"], in: folder), exit: 64, mentions: ["--tolerance '300'"])
        }
    }

    @Test("--differences DIR: a stale PNG's difference picture, the one tagflow diff -o draws")
    func differencePicture() async throws {
        try await withTemporaryFolder { folder in
            try await Self.nudged(by: 40, in: folder)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("diffs"), withIntermediateDirectories: true)
            let run = try await Self.check(["--differences", "diffs"], in: folder)
            #expect(
                run.status == 1 && run.stderr.contains("the difference is drawn in diffs/cloud.diff.png"),
                "\(run.stderr)")
            let fresh = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "fresh.png", "--background", "white"], in: folder)
            try #require(fresh.status == 0)
            let diff = try await TagflowBinary.run(["diff", "cloud.png", "fresh.png", "-o", "diff.png"], in: folder)
            #expect(diff.status == 1)
            #expect(
                try bytes(of: folder.appendingPathComponent("diffs/cloud.diff.png"))
                    == bytes(of: folder.appendingPathComponent("diff.png")))
        }
    }
}
