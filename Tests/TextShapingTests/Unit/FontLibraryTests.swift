import Foundation
import Testing

@testable import TextShaping

@Suite("Opening fonts")
struct FontLibraryTests {
    @Test("The bundled fonts are found from the test binary, with no system font")
    func bundledFontsFound() throws {
        let folder = try BundledFonts.directory()
        for font in BundledFont.allCases {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + font.rawValue))
        }
    }

    @Test("Each bundled font's path is its own file in the fonts folder, and its place is its place in allCases")
    func bundledFontPaths() throws {
        let folder = try BundledFonts.directory()
        for (place, font) in BundledFont.allCases.enumerated() {
            #expect(font.place == place)
            #expect(try BundledFonts.path(of: font) == folder + "/" + font.rawValue)
        }
    }

    @Test("Fonts are opened once per process")
    func fontsOpenedOnce() throws {
        let first = try FontLibrary.bundled(.interRegular)
        let second = try FontLibrary.bundled(.interRegular)
        #expect(first === second)
    }

    @Test("A font file replaced on disk is opened again; one left alone is not")
    func replacedFileReopened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-replaced-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mine.otf").path
        try FileManager.default.copyItem(atPath: BundledFonts.path(of: .interRegular), toPath: path)
        let before = try FontLibrary.font(atPath: path)
        #expect(try FontLibrary.font(atPath: path) === before)
        // What an editor's save does: a new file renamed over the old name.
        let new = folder.appendingPathComponent("new.otf").path
        try FileManager.default.copyItem(atPath: BundledFonts.path(of: .hangul), toPath: new)
        #expect(rename(new, path) == 0)
        let after = try FontLibrary.font(atPath: path)
        #expect(after !== before)
        #expect(before.familyName == "Inter" && after.familyName != "Inter", "\(after.familyName)")
    }

    @Test("TAGFLOW_FONTS_DIR, when set, is the only place looked in")
    func environmentOverride() {
        let folders = BundledFonts.candidates(explicitFolder: "/opt/fonts", executable: "/x/y")
        #expect(folders == ["/opt/fonts"])
    }

    @Test(
        "A binary looks in its SwiftPM resources, then beside itself, in ../share/tagflow/Fonts and up the tree, and nowhere else"
    )
    func installedLayout() {
        let folders = BundledFonts.candidates(explicitFolder: nil, executable: "/usr/local/bin/tagflow")
        let levels = ["/usr/local/bin", "/usr/local"].map { folder in
            [
                "\(folder)/TagFlow_TagFlowFonts.resources/Fonts", "\(folder)/TagFlow_TagFlowFonts.bundle/Fonts",
                "\(folder)/TagFlow_TagFlowFonts.bundle/Contents/Resources/Fonts", "\(folder)/Fonts",
                "\(folder)/share/tagflow/Fonts",
            ]
        }
        #expect(Array(folders.prefix(10)) == levels[0] + levels[1])
        // Up to the root, and never the checkout this was built from (issue 38, item 9).
        #expect(folders.count == 20)
        #expect(folders.last == "/share/tagflow/Fonts")
        #expect(!folders.contains { $0.contains("Sources/TagFlowFonts") }, "\(folders)")
    }

    @Test("A missing font file is reported as missing")
    func missingFile() {
        #expect(throws: FontError.fileMissing(path: "/nonexistent/font.ttf")) {
            try FontLibrary.font(atPath: "/nonexistent/font.ttf")
        }
    }

    @Test("A file that is not a font is refused, as are empty and truncated ones")
    func notAFont() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inter = try Data(contentsOf: URL(fileURLWithPath: BundledFonts.path(of: .interRegular)))
        let cases: [(String, Data)] = [
            ("png.ttf", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 64))),
            ("empty.ttf", Data()),
            ("truncated.otf", inter.prefix(200)),
        ]
        for (name, bytes) in cases {
            let path = folder.appendingPathComponent(name).path
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(throws: FontError.self, "\(name)") { try FontLibrary.font(atPath: path) }
            do {
                _ = try FontLibrary.font(atPath: path)
            } catch {
                guard case .notAFont = error else {
                    Issue.record("\(name): expected notAFont, got \(error)")
                    continue
                }
            }
        }
    }

    @Test("A face index past the end of the file is refused")
    func faceIndexOutOfRange() throws {
        let path = try BundledFonts.path(of: .interRegular)
        #expect(throws: FontError.faceIndexOutOfRange(path: path, index: 3)) {
            try FontLibrary.font(atPath: path, index: 3)
        }
    }
}
