import Foundation
import Testing

/// Outputs that name a descriptor (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`, links to them)
/// are streams: written in place like `-o -`, never replaced by a file, and a closed descriptor
/// is an error that leaves nothing behind.
@Suite("Descriptor paths as outputs")
struct DescriptorOutputTests {
    static let list = labelFile(["rock", "pop", "jazz"])

    @Test(
        "`>> log` keeps the log: the picture is appended through the descriptor",
        arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "link.svg"])
    func appendsToLog(path: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", Self.list, in: folder)
            try writeFile("log", Array("old line\n".utf8), in: folder)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("link.svg").path, withDestinationPath: "/dev/stdout")
            let run = try await shell(
                "'\(try TagflowBinary.location.get().path)' render list.txt -o \(path) --format svg >> log", in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            let log = String(decoding: try bytes(of: folder.appendingPathComponent("log")), as: UTF8.self)
            #expect(log.hasPrefix("old line\n<?xml"), "\(log.prefix(80))")
            #expect(log.hasSuffix("</svg>\n"))
            let kind = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("link.svg").path)[
                .type]
            #expect(kind as? FileAttributeType == .typeSymbolicLink)
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("Standard output on a deleted file: written through it, and a link to the descriptor stays a link")
    func deletedStandardOutput() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", Self.list, in: folder)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("out.svg").path, withDestinationPath: "/proc/self/fd/1")
            // fd 3 keeps the deleted file to read back what was written into it.
            let binary = try TagflowBinary.location.get().path
            let run = try await shell(
                "exec 3>gone 4<gone; rm gone; '\(binary)' render list.txt -o out.svg >&3 && cat <&4", in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(String(decoding: run.stdout, as: UTF8.self).hasPrefix("<?xml"))
            let kind = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("out.svg").path)[
                .type]
            #expect(kind as? FileAttributeType == .typeSymbolicLink)
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test(
        "A closed descriptor is an error (73) naming it; nothing written, no temporary file",
        arguments: [
            ("render list.txt -o out.svg --emit-layout /dev/stdout 1>&-", "/dev/stdout"),
            ("render list.txt -o /dev/fd/1 --format png 1>&-", "/dev/fd/1"),
            ("render list.txt -o /dev/fd/9 --format pdf 9>&-", "/dev/fd/9"),
            ("render list.txt -o /dev/stdin --format svg", "/dev/stdin"),
        ])
    func closedDescriptor(command: String, path: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", Self.list, in: folder)
            let run = try await shell("'\(try TagflowBinary.location.get().path)' \(command)", in: folder)
            expectError(run, exit: 73, mentions: [path, "is not open for writing"])
            #expect(!fileExists("out.svg", in: folder))
            expectNoTemporaryFiles(in: folder)
            expectNoTemporaryFiles(in: URL(fileURLWithPath: "/dev"))
        }
    }

    @Test("A symbolic link to nothing is refused (73) and stays a link")
    func danglingLink() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", Self.list, in: folder)
            let link = folder.appendingPathComponent("out.svg").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.svg")
            let run = try await TagflowBinary.run(["render", "list.txt", "-o", "out.svg"], in: folder)
            expectError(run, exit: 73, mentions: ["out.svg", "symbolic link to a file that does not exist"])
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "missing.svg")
            #expect(!fileExists("missing.svg", in: folder))
            expectNoTemporaryFiles(in: folder)
        }
    }
}
