import Foundation
import Spawn
import Testing

/// Pillow (Debian's python3-pil, which only the system's `/usr/bin/python3` has): an independent
/// PNG decoder for tests that check what TagFlow's encoder wrote.
enum Pillow {
    /// The straight (not premultiplied) RGBA bytes Pillow reads from the PNG file at `file`.
    static func rgba(of file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        let python = try Spawn.run(
            "/usr/bin/python3",
            [
                "-c",
                "import sys; from PIL import Image; sys.stdout.buffer.write(Image.open(sys.argv[1]).convert('RGBA').tobytes())",
                file.path,
            ])
        try #require(
            python.status == 0, "python3 with Pillow (Debian python3-pil) is needed", sourceLocation: sourceLocation)
        return python.stdout
    }
}
