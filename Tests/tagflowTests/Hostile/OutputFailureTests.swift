import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Outputs that cannot be made or written: exit 73 (cannot create) and 74 (I/O error) by cause,
/// in `render` and in `batch`, where a full disk or a read-only folder stops the batch; the
/// outputs of one run committed together; temporary names within the file-name limit.
@Suite("Output failures")
struct OutputFailureTests {
    static let batchTail =
        "; usage: tagflow batch INPUT... -o OUTDIR [--format png|svg|pdf] [options]; see 'tagflow batch --help'"

    /// Whether this process may mount a tmpfs (root in a container that allows it).
    static let canMount: Bool = {
        let point = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-mount-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)) != nil else {
            return false
        }
        defer { try? FileManager.default.removeItem(at: point) }
        guard mount("tmpfs", point.path, "tmpfs", 0, "size=16k") == 0 else { return false }
        umount2(point.path, Int32(MNT_DETACH))
        return true
    }()

    /// A tmpfs of `size` mounted at `folder` for `body` (read-only when asked), unmounted after.
    static func withDisk<T>(at folder: URL, size: String, readOnly: Bool = false, _ body: () async throws -> T)
        async throws -> T
    {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let flags = readOnly ? UInt(MS_RDONLY) : 0
        try #require(
            mount("tmpfs", folder.path, "tmpfs", flags, "size=\(size)") == 0,
            "mount: \(String(cString: strerror(errno)))")
        defer { umount2(folder.path, Int32(MNT_DETACH)) }
        return try await body()
    }

    /// Five lists whose PNGs are each larger than a few KiB.
    static func lists(in folder: URL) throws -> [String] {
        try (1...5).map { index in
            let name = "list\(index).txt"
            try writeFile(name, labelFile((0..<300).map { "label \(index)-\($0)" }), in: folder)
            return name
        }
    }

    @Test(
        "render: -o PREV --emit-layout /dev/full is 74 and PREV is unchanged, as the message says; the other way round too"
    )
    func committedTogether() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(["rock", "pop"]), in: folder)
            try writeFile("prev.svg", Array("<svg>prev</svg>\n".utf8), in: folder)
            try writeFile("prev.json", Array("{}\n".utf8), in: folder)
            let layoutFull = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "prev.svg", "--emit-layout", "/dev/full"], in: folder)
            expectError(layoutFull, exit: 74, mentions: ["/dev/full", "No space left on device", "unchanged"])
            let pictureFull = try await TagflowBinary.run(
                ["render", "tags.txt", "-o", "/dev/full", "--format", "svg", "--emit-layout", "prev.json"], in: folder)
            expectError(pictureFull, exit: 74, mentions: ["/dev/full"])
            #expect(try bytes(of: folder.appendingPathComponent("prev.svg")) == Array("<svg>prev</svg>\n".utf8))
            #expect(try bytes(of: folder.appendingPathComponent("prev.json")) == Array("{}\n".utf8))
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("batch: an output on a device that refuses writes is 74, and the batch stops there")
    func batchDeviceFull() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.lists(in: folder)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("out/list1.png").path, withDestinationPath: "/dev/full")
            let run = try await TagflowBinary.run(["batch"] + lists + ["-o", "out", "--jobs", "1"], in: folder)
            #expect(run.status == 74, "\(run.stderr)")
            #expect(run.stderr.contains("out/list1.png: writing the output failed (No space left on device)"))
            #expect(run.stderr.contains("batch stopped: writing into out failed"), "\(run.stderr)")
            #expect(run.stderrLines.last == "tagflow: batch: 0 rendered, 4 skipped, 1 failed of 5")
        }
    }

    @Test("batch onto a full disk: 74, and it stops instead of failing every remaining input", .enabled(if: canMount))
    func batchFullDisk() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.lists(in: folder)
            let out = folder.appendingPathComponent("out")
            try await Self.withDisk(at: out, size: "16k") {
                let run = try await TagflowBinary.run(["batch"] + lists + ["-o", "out", "--jobs", "1"], in: folder)
                #expect(run.status == 74, "\(run.stderr)")
                #expect(run.stderr.contains("No space left on device"), "\(run.stderr)")
                #expect(run.stderr.contains("batch stopped"), "\(run.stderr)")
                #expect(run.stderrLines.last?.hasSuffix("1 failed of 5") == true, "\(run.stderr)")
                expectNoTemporaryFiles(in: out)
            }
        }
    }

    @Test(
        "batch into a read-only folder: 73, and it stops at the first input", .enabled(if: canMount || geteuid() != 0))
    func batchReadOnly() async throws {
        try await withTemporaryFolder { folder in
            let lists = try Self.lists(in: folder)
            let out = folder.appendingPathComponent("out")
            let check = { () async throws in
                let run = try await TagflowBinary.run(["batch"] + lists + ["-o", "out", "--jobs", "1"], in: folder)
                #expect(run.status == 73, "\(run.stderr)")
                #expect(run.stderr.contains("cannot create the output"), "\(run.stderr)")
                #expect(run.stderr.contains("batch stopped: out takes no new files"), "\(run.stderr)")
                #expect(run.stderrLines.last == "tagflow: batch: 0 rendered, 4 skipped, 1 failed of 5")
            }
            if Self.canMount {
                try await Self.withDisk(at: out, size: "1m", readOnly: true) { try await check() }
            } else {
                try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: out.path)
                defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: out.path) }
                try await check()
            }
        }
    }

    @Test("batch: bad inputs alone are still 65; a bad input and an output failure together take the output's code")
    func batchCodesByCause() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("good.txt", labelFile(["rock"]), in: folder)
            try writeFile("empty.txt", [], in: folder)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("out/good.svg"), withIntermediateDirectories: true)
            let run = try await TagflowBinary.run(
                ["batch", "empty.txt", "good.txt", "-o", "out", "--format", "svg"], in: folder)
            #expect(run.status == 73, "\(run.stderr)")
            #expect(run.stderr.contains("out/good.svg: cannot create the output (it is a folder)"), "\(run.stderr)")
            // A folder in the way concerns that output alone: the batch does not stop for it.
            #expect(!run.stderr.contains("batch stopped"), "\(run.stderr)")
            let bad = try await TagflowBinary.run(["batch", "empty.txt", "missing.txt", "-o", "out2"], in: folder)
            #expect(bad.status == 65, "\(bad.stderr)")
        }
    }

    @Test("A legal 254-byte output name works in render and batch: the temporary name is shortened, not the output")
    func longNames() async throws {
        try await withTemporaryFolder { folder in
            let stem = String(repeating: "n", count: 250)
            try writeFile("\(stem).txt", labelFile(["rock"]), in: folder)
            let render = try await TagflowBinary.run(["render", "\(stem).txt", "-o", "\(stem).svg"], in: folder)
            #expect(render.status == 0, "\(render.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(stem).svg").path))
            let batch = try await TagflowBinary.run(
                ["batch", "\(stem).txt", "-o", "out", "--format", "png"], in: folder)
            #expect(batch.status == 0, "\(batch.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/\(stem).png").path))
            expectNoTemporaryFiles(in: folder)
        }
    }
}
