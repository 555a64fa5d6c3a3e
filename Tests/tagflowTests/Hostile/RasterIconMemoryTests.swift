import Foundation
import Testing

/// A large PNG icon is decoded once per render and, in a PDF, scaled down once to what a chip
/// draws: a 4096×4096 icon on 40 chips once held 3 GB (Cairo's PDF surface kept a full copy of
/// the image for every chip) and wrote a 5.9 MB file.
@Suite("Raster icons in bounded memory", .enabled(if: !underSanitizer, "a sanitizer's bookkeeping hides growth"))
struct RasterIconMemoryTests {
    @Test("40 chips with a 4096×4096 PNG icon: PDF and PNG in under 250 MB, the PDF small and valid")
    func bigIcon() async throws {
        try await withTemporaryFolder { folder in
            let made = try await shell(
                "/usr/bin/python3 -c \"from PIL import Image, ImageDraw; im = Image.new('RGBA', (4096, 4096)); "
                    + "d = ImageDraw.Draw(im); [d.ellipse((i, i, i + 900, i + 900), fill=(200, 30, i // 16, 255)) "
                    + "for i in range(0, 4096, 256)]; im.save('big.png', optimize=True)\"", in: folder)
            try #require(made.status == 0, "python3 with Pillow: \(made.stderr)")
            let list = (0..<40).map { "tag \($0)\t1\t\t\t\tbig.png" }.joined(separator: "\n")
            try writeFile("tags.tsv", Array(list.utf8), in: folder)
            for format in ["pdf", "png"] {
                let run = try BoundedDiffTests.peakMemory(
                    of: ["render", "tags.tsv", "-o", "out.\(format)"], in: folder)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.kib > 4 * 1024 && run.kib < 250 * 1024, "\(format): peak \(run.kib) KiB")
            }
            let pdf = try bytes(of: folder.appendingPathComponent("out.pdf"))
            #expect(pdf.count < 1 << 20, "\(pdf.count) bytes")
            let checked = try await shell("qpdf --check out.pdf", in: folder)
            #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
            // The icon is drawn: the PDF holds image XObjects (each with its alpha's soft mask), at
            // most one pair for every chip's paint.
            let text = String(decoding: pdf, as: UTF8.self)
            let images = text.components(separatedBy: "/Subtype /Image").count - 1
            #expect(images >= 1 && images <= 80, "\(images) images")
        }
    }
}
