import Foundation
import Testing

@testable import TagFlow

/// `RealPath` and `Confinement`: what a write to a path would reach, judged against a folder
/// tree — through links (dangling ones too), `..` and parts still to be made.
@Suite("Real paths and the repository's tree")
struct RealPathTests {
    let folder: URL

    init() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: made.appendingPathComponent("repo/docs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: made.appendingPathComponent("outside"), withIntermediateDirectories: true)
        folder = URL(fileURLWithPath: RealPath.of(made.path)!)
    }

    func path(_ name: String) -> String { folder.path + "/" + name }

    @Test("missing parts, '..' among them, and links (a dangling one too) resolve to what a write reaches")
    func resolves() throws {
        #expect(RealPath.of(path("repo/new/sub/../a.svg")) == path("repo/new/a.svg"))
        #expect(RealPath.of(path("repo/./docs//a.svg")) == path("repo/docs/a.svg"))
        try FileManager.default.createSymbolicLink(atPath: path("repo/out"), withDestinationPath: "../outside")
        #expect(RealPath.of(path("repo/out/new/a.svg")) == path("outside/new/a.svg"))
        try FileManager.default.createSymbolicLink(atPath: path("repo/dangling.svg"), withDestinationPath: "/nowhere/x")
        #expect(RealPath.of(path("repo/dangling.svg")) == "/nowhere/x")
        try FileManager.default.createSymbolicLink(atPath: path("repo/loop"), withDestinationPath: "loop")
        #expect(RealPath.of(path("repo/loop/a")) == nil)
    }

    @Test("the tree keeps what is inside it and refuses what a link or '..' takes out, unless allowed")
    func confines() throws {
        try FileManager.default.createSymbolicLink(atPath: path("repo/out"), withDestinationPath: "../outside")
        let tree = Confinement(treeOf: path("repo/tagflow.json"), allowOutside: false)
        try tree.check(path("repo/docs/a.svg"), as: "an output")
        try tree.check(path("repo/new/deeper/a.svg"), as: "an output")
        try tree.check("-", as: "standard input")
        for escape in ["repo/out/a.svg", "repo/../outside/a.svg", "repo2/a.svg"] {
            #expect(throws: FileClash.self) { try tree.check(path(escape), as: "an output") }
        }
        // A sibling whose name starts with the tree's is not inside it.
        #expect(throws: FileClash.self) { try tree.check(path("repo-other/a.svg"), as: "an output") }
        try Confinement(treeOf: path("repo/tagflow.json"), allowOutside: true).check(path("outside/a"), as: "x")
    }
}
