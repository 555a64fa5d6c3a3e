import Foundation
import Testing

/// The README's install section: the binary in PREFIX/bin, the fonts in PREFIX/share/tagflow/Fonts.
@Suite("An installed copy of tagflow finds its fonts")
struct InstallTests {
    /// Copies the built binary and the package's fonts into `prefix` as the README says.
    func install(into prefix: URL) throws -> (binary: URL, fonts: URL) {
        let binary = prefix.appendingPathComponent("bin/tagflow")
        let fonts = prefix.appendingPathComponent("share/tagflow/Fonts")
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try copyExecutable(from: TagflowBinary.location.get(), to: binary)
        let packageFonts = TagflowBinary.packageRoot.appendingPathComponent("Sources/TagFlowFonts/Fonts")
        for name in try FileManager.default.contentsOfDirectory(atPath: packageFonts.path) {
            try FileManager.default.copyItem(
                at: packageFonts.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
        }
        return (binary, fonts)
    }

    /// Copies `source` to a new executable file `destination` through a descriptor opened
    /// close-on-exec. `FileManager.copyItem` writes through one without it: a test running
    /// another program meanwhile (the suites run in parallel) handed the open descriptor on, and
    /// running the copy failed with "Text file busy" for as long as that program ran.
    func copyExecutable(from source: URL, to destination: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: source))
        let fd = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
    }

    @Test("A copy in PREFIX/bin reads PREFIX/share/tagflow/Fonts before the checkout's Fonts/")
    func installedCopyUsesItsOwnFonts() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(["Rock", "Hip Hop", "케이팝"]), in: folder)
            let (binary, fonts) = try install(into: folder.appendingPathComponent("prefix"))

            let reference = try await TagflowBinary.run(["render", "labels.txt", "-o", "reference.svg"], in: folder)
            let installed = try await TagflowBinary.run(
                ["render", "labels.txt", "-o", "installed.svg"], in: folder, binary: binary)
            #expect(reference.status == 0 && installed.status == 0, "\(reference.stderr)\(installed.stderr)")
            #expect(
                try bytes(of: folder.appendingPathComponent("installed.svg"))
                    == bytes(of: folder.appendingPathComponent("reference.svg")))

            // Put SemiBold where the installed copy expects Regular: if it reads its own
            // folder, its rendering changes; if it read the checkout's, it would not.
            let regular = fonts.appendingPathComponent("Inter-Regular.otf")
            try FileManager.default.removeItem(at: regular)
            try FileManager.default.copyItem(at: fonts.appendingPathComponent("Inter-SemiBold.otf"), to: regular)
            let swapped = try await TagflowBinary.run(
                ["render", "labels.txt", "-o", "swapped.svg"], in: folder, binary: binary)
            #expect(swapped.status == 0, "\(swapped.stderr)")
            #expect(
                try bytes(of: folder.appendingPathComponent("swapped.svg"))
                    != bytes(of: folder.appendingPathComponent("reference.svg")))
        }
    }

    @Test("TAGFLOW_FONTS_DIR naming a folder without the fonts is a missing input (66) naming the variable")
    func fontsFolderWithoutFonts() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(["Rock"]), in: folder)
            let run = try await TagflowBinary.run(
                ["render", "labels.txt", "-o", "out.svg"], in: folder,
                environment: ["TAGFLOW_FONTS_DIR": folder.path])
            expectError(run, exit: 66, mentions: ["TAGFLOW_FONTS_DIR", folder.path])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }

    @Test("A fonts folder missing one bundled face is a missing input (66) naming the missing file")
    func fontsFolderMissingOneFace() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(["Rock"]), in: folder)
            let fonts = folder.appendingPathComponent("fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            for face in ["Inter-Regular.otf", "Inter-SemiBold.otf"] {
                try FileManager.default.copyItem(
                    at: TagflowBinary.packageRoot.appendingPathComponent("Sources/TagFlowFonts/Fonts/\(face)"),
                    to: fonts.appendingPathComponent(face))
            }
            let run = try await TagflowBinary.run(
                ["render", "labels.txt", "-o", "out.svg"], in: folder, environment: ["TAGFLOW_FONTS_DIR": fonts.path])
            expectError(run, exit: 66, mentions: [fonts.appendingPathComponent("NanumSquareRoundR.ttf").path])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
        }
    }
}
