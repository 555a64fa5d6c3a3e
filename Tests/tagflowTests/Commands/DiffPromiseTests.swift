import Foundation
import Testing

/// `tagflow diff` does what its help says (issue 23, classes 16 and 17): a corrupt file is 65
/// even when both files are the same corrupt bytes, `-o` writes a picture only when they differ,
/// and every error line names the file it is about.
@Suite("tagflow diff keeps its help's promises; every error names its file")
struct DiffPromiseTests {
    /// A rendering of the suite's labels whose IHDR claims `width`×`height` pixels (its CRC is
    /// then wrong, which the size check must not need to see).
    static func claimingSize(width: UInt32, height: UInt32, from png: [UInt8]) -> [UInt8] {
        var bytes = png
        for (offset, value) in [(16, width), (20, height)] {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        }
        return bytes
    }

    @Test(
        "two copies of one corrupt PNG, or one named twice: 65 naming it, as the help says, not 'same'",
        arguments: [DiffCommandTests.Cut.keep(60), .half, .dropLast(12)])
    func identicalCorruptPNGs(cut: DiffCommandTests.Cut) async throws {
        try await withTemporaryFolder { folder in
            let whole = try bytes(of: try await DiffCommandTests.render("a.png", in: folder))
            try writeFile("broken.png", cut.apply(whole), in: folder)
            try writeFile("copy.png", cut.apply(whole), in: folder)
            for files in [["broken.png", "copy.png"], ["broken.png", "broken.png"]] {
                expectError(try await DiffCommandTests.diff(files, in: folder), exit: 65, mentions: ["broken.png"])
            }
            let help = try await TagflowBinary.run(["diff", "--help"], in: folder)
            #expect(
                // Help is wrapped to the terminal: read it as one line.
                String(decoding: help.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(
                    separator: " "
                ).contains("65 not comparable (different kinds, a corrupt file)"))
        }
    }

    @Test("-o when the files are the same (equal bytes, or within --tolerance): 0, no picture, an old one untouched")
    func noPictureWhenSame() async throws {
        try await withTemporaryFolder { folder in
            let a = try await DiffCommandTests.render("a.png", in: folder)
            try writeFile("copy.png", try bytes(of: a), in: folder)
            let picture = try await PillowTool.picture(a)
            let (x, y) = try DiffCommandTests.inkedPixel(picture)
            var nudged = picture.pixel(x, y)
            nudged[1] = nudged[1] >= 2 ? nudged[1] - 2 : nudged[1] + 2
            try await PillowTool.setPixels(a, to: folder.appendingPathComponent("near.png"), [(x, y, nudged)])
            let changes = folder.appendingPathComponent("changes.png")
            for arguments in [["a.png", "copy.png"], ["a.png", "near.png", "--tolerance", "2"]] {
                DiffCommandTests.expectEqual(
                    try await DiffCommandTests.diff(arguments + ["-o", "changes.png"], in: folder))
                #expect(!FileManager.default.fileExists(atPath: changes.path), "\(arguments) wrote a picture")
            }
            // A picture from an earlier run is the user's file: a run with nothing to show leaves it.
            let earlier: [UInt8] = Array("an earlier picture".utf8)
            try writeFile("changes.png", earlier, in: folder)
            DiffCommandTests.expectEqual(
                try await DiffCommandTests.diff(["a.png", "copy.png", "-o", "changes.png"], in: folder))
            #expect(try bytes(of: changes) == earlier)
            // And the help says when a picture is written.
            let help = try await TagflowBinary.run(["diff", "--help"], in: folder)
            #expect(String(decoding: help.stdout, as: UTF8.self).contains("when they differ, write a PNG"))
            #expect(String(decoding: help.stdout, as: UTF8.self).contains("(none when the same)"))
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test(
        "a PNG whose header claims too many pixels: 65 naming that file, in either place, before decoding",
        arguments: [(20000, 20000), (65536, 65536), (UInt32.max, UInt32.max), (UInt32.max, 1)] as [(UInt32, UInt32)])
    func tooLargeNamesItsFile(width: UInt32, height: UInt32) async throws {
        try await withTemporaryFolder { folder in
            let a = try bytes(of: try await DiffCommandTests.render("a.png", in: folder))
            try writeFile("claims.png", Self.claimingSize(width: width, height: height, from: a), in: folder)
            for files in [["a.png", "claims.png"], ["claims.png", "a.png"], ["claims.png", "claims.png"]] {
                let run = try await DiffCommandTests.diff(files + ["-o", "changes.png"], in: folder)
                expectError(run, exit: 65, mentions: ["claims.png: a PNG of \(width)×\(height) px is larger than"])
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("changes.png").path))
            }
            // render --check reads the same rule and names the file once.
            try writeFile("list.txt", labelFile(["swift"]), in: folder)
            let check = try await TagflowBinary.run(["render", "list.txt", "-o", "claims.png", "--check"], in: folder)
            #expect(check.status == 1, "\(check.stderr)")
            #expect(check.stderr.contains("claims.png: a PNG of \(width)×\(height) px"), "\(check.stderr)")
            #expect(!check.stderr.contains("claims.png: claims.png"), "\(check.stderr)")
            expectNoTemporaryFiles(in: folder)
        }
    }

    /// One way `diff` can fail on its files, and the file its one line must name.
    struct Failure: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let exit: Int32
        let names: String

        var testDescription: String { "\(arguments.joined(separator: " ")): \(exit) naming \(names)" }
    }

    static let failures: [Failure] = [
        Failure(arguments: ["a.png", "absent.png"], exit: 66, names: "absent.png"),
        Failure(arguments: ["sub", "a.png"], exit: 66, names: "sub"),
        Failure(arguments: ["a.png", "empty.png"], exit: 65, names: "empty.png"),
        Failure(arguments: ["a.png", "text.png"], exit: 65, names: "text.png"),
        Failure(arguments: ["zeros.png", "a.png"], exit: 65, names: "zeros.png"),
        Failure(arguments: ["a.png", "broken.png"], exit: 65, names: "broken.png"),
        Failure(arguments: ["broken.png", "a.png"], exit: 65, names: "broken.png"),
        Failure(arguments: ["a.png", "a.svg"], exit: 65, names: "a.svg"),
        Failure(arguments: ["a.svg", "a.png"], exit: 65, names: "a.svg"),
        Failure(arguments: ["a.png", "claims.png"], exit: 65, names: "claims.png"),
        Failure(
            arguments: ["a.png", "b.png", "-o", "a.png/sub/changes.png"], exit: 73, names: "a.png/sub/changes.png"),
    ]

    @Test("every error line from diff names the file it is about", arguments: failures)
    func everyErrorNamesItsFile(failure: Failure) async throws {
        try await withTemporaryFolder { folder in
            let a = try bytes(of: try await DiffCommandTests.render("a.png", in: folder))
            try await DiffCommandTests.render("a.svg", in: folder)
            try await PillowTool.setPixels(
                folder.appendingPathComponent("a.png"), to: folder.appendingPathComponent("b.png"),
                [(0, 0, [0, 0, 0, 255])])
            try writeFile("broken.png", Array(a.prefix(a.count / 2)), in: folder)
            try writeFile("claims.png", Self.claimingSize(width: 20000, height: 20000, from: a), in: folder)
            try writeFile("empty.png", [], in: folder)
            try writeFile("text.png", Array("not a picture\n".utf8), in: folder)
            try writeFile("zeros.png", [UInt8](repeating: 0, count: 8192), in: folder)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
            let run = try await DiffCommandTests.diff(failure.arguments, in: folder)
            expectError(run, exit: failure.exit, mentions: [failure.names])
            expectNoTemporaryFiles(in: folder)
        }
    }
}
