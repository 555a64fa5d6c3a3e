import Foundation
import Testing

/// A `FONTCONFIG_FILE` Fontconfig cannot read to its end is refused before Fontconfig starts
/// (issue 23, class 14): `/dev/zero` with a family name grew past 1.5 GB in 7 s without exiting;
/// now one line, 65, in a few MB.
@Suite("FONTCONFIG_FILE: bounded or refused")
struct FontconfigFileTests {
    @Test(
        "a device, a FIFO or a huge file as FONTCONFIG_FILE: 65, one line naming it, bounded memory",
        arguments: [
            ("/dev/zero", "/dev/zero, which is not a regular file"),
            ("fifo.conf", "fifo.conf, which is not a regular file"),
            ("huge.conf", "huge.conf, which is larger than 16 MiB"),
        ], ["fonts 'DejaVu Sans'", "render list.txt -o out.png --font 'DejaVu Sans'", "measure list.txt --font serif"])
    func refused(file: (String, String), command: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["rock", "pop"]), in: folder)
            #expect(mkfifo(folder.appendingPathComponent("fifo.conf").path, 0o644) == 0)
            let huge = try writeFile("huge.conf", Array("<fontconfig>".utf8), in: folder)
            #expect(truncate(huge.path, 64 << 20) == 0)
            // Growing or blocking is killed (137), which fails the exit-code check.
            let result = try await BoundedInputEndToEndTests.measured(
                "FONTCONFIG_FILE='\(file.0)' timeout -s KILL 30 TAGFLOW \(command)", in: folder)
            BoundedInputEndToEndTests.expectBounded(
                result, exit: 65, mentions: ["FONTCONFIG_FILE names ", file.1, "point FONTCONFIG_FILE at a fonts.conf"])
            #expect(!fileExists("out.png", in: folder))
            expectNoTemporaryFiles(in: folder)
        }
    }

    @Test("a relative FONTCONFIG_FILE is looked for in FONTCONFIG_PATH, as Fontconfig does; a real one still works")
    func relativeAndReal() async throws {
        try await withTemporaryFolder { folder in
            let relative = try await BoundedInputEndToEndTests.measured(
                "FONTCONFIG_PATH=/dev FONTCONFIG_FILE=zero timeout -s KILL 30 TAGFLOW fonts 'DejaVu Sans'", in: folder)
            BoundedInputEndToEndTests.expectBounded(
                relative, exit: 65, mentions: ["/dev/zero, which is not a regular file"])
            let real = try await BoundedInputEndToEndTests.measured(
                "FONTCONFIG_FILE=/etc/fonts/fonts.conf timeout -s KILL 30 TAGFLOW fonts 'DejaVu Sans'", in: folder)
            #expect(real.run.status == 0, "\(real.run.stderr)")
            #expect(String(decoding: real.run.stdout, as: UTF8.self).contains("DejaVuSans.ttf"))
        }
    }
}
