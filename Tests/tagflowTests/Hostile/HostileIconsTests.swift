import Foundation
import Testing

/// Hostile icons end to end with the built binary: CSS escapes that hide a reference out,
/// `<use>` amplification, a FIFO or device as an icon. Each is one line naming the list's
/// line and the icon file, exit 65, and no output.
@Suite("Hostile icons")
struct HostileIconsTests {
    static let cases: [(name: String, svg: String, mentions: String)] = [
        ("escaped url", #"<rect width="16" height="16" fill="\75 rl(https://a.example/x)"/>"#, "https://a.example"),
        ("six-digit escape", #"<rect fill="\000075 rl(https://a.example/x)"/>"#, "https://a.example"),
        ("commented url", #"<rect fill="u/**/rl(https://a.example/x)"/>"#, "https://a.example"),
        ("escaped style", #"<rect style="fill:\75 rl(//a.example/x)"/>"#, "//a.example"),
        ("image-set", #"<rect mask="image-set('https://a.example/x' 1x)"/>"#, "image-set"),
        ("expression", #"<rect fill="expression(alert(1))"/>"#, "expression"),
        ("cycle", "<g id='a'><use href='#a'/></g>", "leads back to itself"),
        (
            "billion laughs",
            "<defs><rect id='l0' width='1' height='1'/>"
                + (1...9).map { "<g id='l\($0)'>" + String(repeating: "<use href='#l\($0 - 1)'/>", count: 10) + "</g>" }
                .joined() + "</defs><use href='#l9'/>",
            "more than 10000 shapes"
        ),
    ]

    @Test("render and animate refuse an icon whose CSS hides a reference out or amplifies (65)")
    func refused() async throws {
        try await withTemporaryFolder { folder in
            for (index, bad) in Self.cases.enumerated() {
                let svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>\(bad.svg)</svg>"
                try writeFile("bad\(index).svg", Array(svg.utf8), in: folder)
                try writeFile("l\(index).txt", Array("fine\nA\t\t\t\t\tbad\(index).svg\n".utf8), in: folder)
                let list = "l\(index).txt"
                for arguments in [["render", list], ["animate", list, list]] {
                    let run = try await TagflowBinary.run(arguments + ["-o", "out\(index).svg"], in: folder)
                    expectError(run, exit: 65, mentions: ["l\(index).txt:2:", "bad\(index).svg", bad.mentions])
                    #expect(!fileExists("out\(index).svg", in: folder), "\(bad.name)")
                }
            }
        }
    }

    // The limit catches a run that waits on the FIFO forever; it is generous because a loaded
    // machine (the whole suite under a sanitizer on two cores) once took over a minute for the three runs.
    @Test("a FIFO or a device as an icon is refused at once (65), never waited on", .timeLimit(.minutes(5)))
    func notFiles() async throws {
        try await withTemporaryFolder { folder in
            #expect(mkfifo(folder.appendingPathComponent("pipe.svg").path, 0o644) == 0)
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("dir.svg"), withIntermediateDirectories: false)
            for (icon, kind) in [("pipe.svg", "a FIFO"), ("/dev/zero", "a device"), ("dir.svg", "a folder")] {
                try writeFile("l.txt", Array("A\t\t\t\t\t\(icon)\n".utf8), in: folder)
                expectError(
                    try await runRender(["l.txt", "-o", "o.png"], in: folder), exit: 65,
                    mentions: ["l.txt:1:", icon, "is \(kind), not an icon file"])
                #expect(!fileExists("o.png", in: folder))
            }
        }
    }
}
