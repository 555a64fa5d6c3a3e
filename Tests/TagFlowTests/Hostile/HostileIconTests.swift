import Foundation
import TagFlow
import Testing

/// A Swift caller gets the icon guards the command line has: escapes that hide a `url(…)`,
/// `<use>` amplification and cycles, FIFOs and folders — through the public API alone.
@Suite("Hostile icons through the library")
struct HostileIconTests {
    static func svg(_ body: String) -> [UInt8] {
        Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>\(body)</svg>".utf8)
    }

    /// The "billion laughs" of SVG: nine levels of groups of ten `<use>`s, 10⁹ rects, 2 KB.
    static let laughs: [UInt8] = {
        var body = "<defs><rect id='l0' width='1' height='1'/>"
        for level in 1...9 {
            body += "<g id='l\(level)'>" + String(repeating: "<use href='#l\(level - 1)'/>", count: 10) + "</g>"
        }
        return svg(body + "</defs><use href='#l9'/>")
    }()

    @Test(
        "CSS escapes and comments do not hide a reference out",
        arguments: [
            #"<rect fill="\75 rl(https://a.example/x)"/>"#, #"<rect fill="\000075 rl(https://a.example/x)"/>"#,
            #"<rect fill="\75\72\6c(https://a.example/x)"/>"#, #"<rect fill="u/**/rl(https://a.example/x)"/>"#,
            #"<rect style="fill:\75 rl(https://a.example/x)"/>"#,
            "<rect style=\"f\\69ll:u\\\nrl(https://a.example/x)\"/>",
            #"<rect mask="image-set('https://a.example/x' 1x)"/>"#,
            #"<rect fill="expression(alert(1))"/>"#, #"<rect fill="red;@import 'x.css'"/>"#,
            #"<rect fill="\\75 rl(x)"/>"#,
        ])
    func escapes(_ body: String) {
        #expect(throws: IconError.self) { try ChipIcon(data: Self.svg(body)) }
    }

    @Test("what passes is written decoded: no escape is left for a browser to read")
    func decodedPasses() throws {
        let icon = try ChipIcon(
            data: Self.svg(#"<rect width="16" height="16" fill="\72 ed" style="stroke:/**/blue"/>"#))
        let svg = String(decoding: try TagCloud(tags: [CloudTag("x", icon: icon)]).render(as: .svg), as: UTF8.self)
        #expect(svg.contains("fill=\"red\"") && svg.contains("stroke=\"blue\"") && !svg.contains("\\"))
    }

    @Test("<use> amplification past the shape budget and reference cycles are refused")
    func amplification() {
        #expect(Self.laughs.count < 2048)
        #expect(throws: IconError.tooManyShapes(limit: ChipIcon.maximumShapes)) { try ChipIcon(data: Self.laughs) }
        #expect(throws: IconError.referenceCycle(id: "a")) {
            try ChipIcon(data: Self.svg("<g id='a'><use href='#a'/></g>"))
        }
        #expect(throws: IconError.self) {
            try ChipIcon(data: Self.svg("<g id='a'><use href='#b'/></g><g id='b'><rect clip-path='url(#a)'/></g>"))
        }
        // Many plain references within the budget still draw.
        #expect(throws: Never.self) {
            try ChipIcon(data: Self.svg("<rect id='r'/>" + String(repeating: "<use href='#r'/>", count: 100)))
        }
    }

    @Test("a FIFO, a device or a folder is refused at once, never read", .timeLimit(.minutes(1)))
    func notFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-icons-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("icon.svg").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for (path, kind) in [(fifo, "a FIFO"), ("/dev/zero", "a device"), (folder.path, "a folder")] {
            do {
                _ = try ChipIcon(contentsOf: path)
                Issue.record("\(path) was read as an icon")
            } catch {
                #expect(error.description.contains("is \(kind), not an icon file"), "\(error)")
            }
        }
    }
}
