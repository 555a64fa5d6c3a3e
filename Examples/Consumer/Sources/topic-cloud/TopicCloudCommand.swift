import Foundation
import TagFlow
import TopicCloud

/// topic-cloud OUTPUT-FOLDER: draws the topic cloud as SVG, PNG and PDF into the folder, and shows
/// the typed errors a caller gets for a missing font file and for a broken JSON input.
/// Exits 64 on a usage error and 1 on anything unexpected.
@main
struct TopicCloudCommand {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 1, let folder = arguments.first, !folder.hasPrefix("-") else {
            FileHandle.standardError.write(Data("usage: topic-cloud OUTPUT-FOLDER\n".utf8))
            exit(64)
        }
        do {
            try render(into: URL(fileURLWithPath: folder, isDirectory: true))
            try showFontError()
            try showInputError()
        } catch {
            FileHandle.standardError.write(Data("topic-cloud: error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Lays the cloud out once and draws that layout in every format, in memory, then writes
    /// each file in one piece (Foundation writes to a temporary file and renames it).
    static func render(into folder: URL) throws {
        print("fonts: \(try Fonts.bundledFolder())")
        let cloud = TopicCloud.cloud
        let layout = try cloud.layout()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for format in OutputFormat.allCases {
            // Drawing a layout throws only RenderError (typed), so no cast is needed to name it.
            let bytes: [UInt8]
            do {
                bytes = try cloud.render(layout, as: format)
            } catch {
                throw Unexpected.renderFailed(format.rawValue, error)
            }
            let file = folder.appendingPathComponent("topics.\(format.rawValue)")
            try Data(bytes).write(to: file, options: .atomic)
            print("wrote \(file.path): \(bytes.count) bytes, \(Int(layout.width))×\(Int(layout.height)) px")
        }
    }

    /// A font file that is not there: `layout()` (and `render(as:)`) throw a `FontError` naming it.
    static func showFontError() throws {
        var cloud = TopicCloud.cloud
        cloud.style.font = FontRequest(source: .file(path: "/nonexistent/Missing.otf", index: 0))
        do {
            _ = try cloud.render(as: .png)
        } catch let error as FontError {
            guard case .fileMissing = error else { throw error }
            print("font error, as expected: \(error)")
            return
        }
        throw Unexpected.noError("a missing font file")
    }

    /// JSON cut short: `TagReader` throws an `InputError` with the line and column (typed throws,
    /// so the `catch` needs no cast).
    static func showInputError() throws {
        let broken = Array(#"["Swift", {"label": "Linux", "weight": 3"#.utf8)
        do {
            _ = try TagReader().tags(from: broken, path: "topics.json")
        } catch {
            guard case .malformedJSON = error else { throw error }
            print("input error, as expected: \(error)")
            return
        }
        throw Unexpected.noError("broken JSON")
    }

    enum Unexpected: Error, CustomStringConvertible {
        case noError(String)
        case renderFailed(String, RenderError)

        var description: String {
            switch self {
            case .noError(let what): "\(what) was accepted; TagFlow should have thrown"
            case .renderFailed(let format, let error): "drawing \(format) failed: \(error)"
            }
        }
    }
}
