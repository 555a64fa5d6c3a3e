import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Outputs that are not regular files. The atomic write (temp file + rename) is for regular
/// files; a device such as `/dev/null` must be written to, never replaced by a regular file.
///
/// These tests never name the real `/dev/null`: a rename over it would break the machine for
/// every other process. They make a copy of its device node inside a temporary folder.
@Suite("tagflow render into special files")
struct SpecialOutputTests {
    /// `(type bits, device number)` of the file at `path`, not following a symlink.
    static func node(_ path: String) -> (type: UInt32, device: UInt64)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (UInt32(info.st_mode) & UInt32(S_IFMT), UInt64(info.st_rdev))
    }

    @Test(
        "-o NULL-DEVICE writes into the device and leaves it a device",
        .enabled(if: Needs.root, "needs root, to make a device node"))
    func nullDeviceStaysADevice() async throws {
        let null = try #require(Self.node("/dev/null"), "cannot stat /dev/null")
        try #require(null.type == UInt32(S_IFCHR), "/dev/null is not a character device on this machine")
        try await withTemporaryFolder { folder in
            try writeFile("labels.txt", labelFile(["swift", "linux"]), in: folder)
            let device = folder.appendingPathComponent("null")
            try #require(
                mknod(device.path, mode_t(S_IFCHR) | 0o666, dev_t(null.device)) == 0,
                "mknod \(device.path): \(String(cString: strerror(errno)))")
            for format in ["svg", "png", "pdf"] {
                let run = try await TagflowBinary.run(
                    ["render", "labels.txt", "-o", "null", "--format", format], in: folder)
                #expect(run.status == 0, "exit code (stderr: \(run.stderr))")
                #expect(run.stderr.isEmpty)
                let after = Self.node(device.path)
                #expect(
                    after?.type == UInt32(S_IFCHR) && after?.device == null.device,
                    "-o null --format \(format) replaced the device node with another kind of file")
            }
            expectNoTemporaryFiles(in: folder)
        }
    }
}
