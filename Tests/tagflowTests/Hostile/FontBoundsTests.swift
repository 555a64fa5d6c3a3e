import Foundation
import Testing

/// Font files are judged by their size and first bytes before they are read, opened without
/// blocking, and face numbers are range-checked: a FIFO, a 2 GiB sparse file and a face index
/// past 16 bits each end at once with one line (65), in little memory.
@Suite("Font files: bounded, non-blocking, range-checked")
struct FontBoundsTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test(
        "render, measure and fonts refuse at once, in bounded memory",
        arguments: [
            ("fifo.ttf", "not a regular file"), ("sparse.ttf", "larger than 256 MiB"),
            ("zeros.otf", "does not start as a TrueType, OpenType, collection or WOFF font"),
            ("\(dejaVu)#4294967296", "no face number 4294967296"),
            ("\(dejaVu)#2147483649", "no face number 2147483649"),
            ("\(dejaVu)#65536", "no face number 65536"),
        ], ["render list.txt -o out.svg --font", "measure list.txt --font", "fonts"])
    func refusedAtOnce(font: (String, String), command: String) async throws {
        try await withTemporaryFolder { folder in
            try writeFile("list.txt", labelFile(["rock", "pop"]), in: folder)
            #expect(mkfifo(folder.appendingPathComponent("fifo.ttf").path, 0o644) == 0)
            let sparse = try writeFile("sparse.ttf", Array(ErrorTests.truncatedFont.prefix(4)), in: folder)
            #expect(truncate(sparse.path, 2 << 30) == 0)
            try writeFile("zeros.otf", [UInt8](repeating: 0, count: 4096), in: folder)
            // A read that blocks or runs long is killed (137), which fails the exit-code check.
            let result = try await BoundedInputEndToEndTests.measured(
                "timeout -s KILL 60 TAGFLOW \(command) '\(font.0)'", in: folder)
            BoundedInputEndToEndTests.expectBounded(result, exit: 65, mentions: [font.1])
            #expect(!fileExists("out.svg", in: folder))
            expectNoTemporaryFiles(in: folder)
        }
    }
}
