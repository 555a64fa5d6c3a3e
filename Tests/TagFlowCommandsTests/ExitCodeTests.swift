import TagFlow
import TagFlowCommands
import Testing

/// The exit codes DESIGN.md promises for a missing component: a cloud whose SVG icon this
/// machine cannot draw (no librsvg) is 69, EX_UNAVAILABLE, alone and among a batch's failures;
/// a bad icon stays bad data (65).
@Suite("Exit codes of a missing librsvg")
struct ExitCodeTests {
    static let unavailable = InputError.iconRendererUnavailable(
        source: "tags.tsv", line: 3, path: "dot.svg",
        problem: IconError.rendererUnavailable(library: "librsvg-2.so.2", package: "librsvg2-2").description)

    @Test("one line naming the list's line, the icon and the package to install")
    func message() {
        #expect(
            Self.unavailable.description
                == "tags.tsv:3: icon 'dot.svg': SVG icons are drawn by librsvg (librsvg-2.so.2), which cannot be loaded: "
                + "install the package librsvg2-2")
    }

    @Test("69 for a run, and for a batch whose worst failure it is; a bad icon is 65")
    func codes() {
        #expect(ExitCode.code(for: Self.unavailable) == 69)
        let bad = InputError.badIcon(source: "tags.tsv", line: 3, path: "dot.svg", problem: "damaged icon (x)")
        #expect(ExitCode.code(for: bad) == 65)
        #expect(ExitCode.code(forBatchFailures: [nil, bad, Self.unavailable]) == 69)
        #expect(ExitCode.code(forBatchFailures: [bad]) == 65)
    }
}
