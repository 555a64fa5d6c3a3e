import Foundation
import Spawn
import Testing

/// Pages looked at in headless Chromium through `Scripts/chromium-page.py` (the DevTools protocol
/// over a pipe, standard-library Python): screenshots of one element, and the accessibility tree.
/// Tests that need it are skipped where no `chromium` is on the PATH.
enum ChromiumPage {
    static let script = TagflowBinary.packageRoot.appendingPathComponent("Scripts/chromium-page.py")

    /// Whether a `chromium` executable is on the PATH.
    static let isAvailable: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: "\(folder)/chromium")
        }
    }()

    /// An HTML page holding `svgs` inline, each in a `<div id="cloudK">` (K its index), one under
    /// another at whole-pixel places. Only those in `showing` are there (all when `nil`): the
    /// others leave an empty box of their size, so a cloud alone sits exactly where it sits among
    /// the others (Chromium rasterises in tiles, and a tile seam shifts antialiasing a little).
    static func page(inlining svgs: [String], showing: Set<Int>? = nil) -> String {
        var html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>clouds</title>"
        html += "<style>body { margin: 0 } div { line-height: 0; margin-bottom: 10px }</style></head><body>\n"
        for (index, svg) in svgs.enumerated() {
            guard showing?.contains(index) ?? true else {
                let size = svgSize(svg)
                html += "<div style=\"width: \(size.width)px; height: \(size.height)px\"></div>\n"
                continue
            }
            // Inline SVG in HTML has no XML declaration.
            let body = svg.hasPrefix("<?xml") ? String(svg[svg.index(after: svg.firstIndex(of: "\n")!)...]) : svg
            html += "<div id=\"cloud\(index)\">\n\(body)</div>\n"
        }
        return html + "</body></html>\n"
    }

    /// The `width="…px" height="…px"` of an SVG TagFlow wrote.
    static func svgSize(_ svg: String) -> (width: String, height: String) {
        func attribute(_ name: String) -> String {
            let start = svg.range(of: " \(name)=\"")!.upperBound
            return String(svg[start...].prefix { $0.isNumber || $0 == "." })
        }
        return (attribute("width"), attribute("height"))
    }

    /// Runs the script with `arguments` and returns its standard output.
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        let result = try Spawn.run(PillowTool.python.path, [script.path] + arguments)
        try #require(
            result.status == 0,
            "chromium-page.py \(arguments.first ?? ""): \(String(decoding: result.stderr, as: UTF8.self))",
            sourceLocation: sourceLocation)
        return result.stdout
    }

    /// A screenshot of the element `selector` picks in `page`, written to `output`.
    static func screenshot(_ page: URL, selector: String, to output: URL) throws {
        _ = try run(["screenshot", page.path, selector, output.path])
    }

    /// One node of Chromium's accessibility tree.
    struct Node: Decodable, Equatable {
        var role: String?
        var name: String?
        var focusable: Bool
        var ignored: Bool
    }

    /// The accessibility tree of `page`, in tree order.
    static func accessibilityTree(_ page: URL) throws -> [Node] {
        struct Tree: Decodable { var nodes: [Node] }
        return try JSONDecoder().decode(Tree.self, from: Data(run(["axtree", page.path]))).nodes
    }
}
