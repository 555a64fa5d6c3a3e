import Foundation
import Spawn
import Testing

/// Whether this process may make a mount namespace (root, and a kernel and container that allow
/// it).
let canMakeMountNamespaces: Bool = {
    guard getuid() == 0 else { return false }
    return (try? Spawn.run("unshare", ["--mount", "true"]).status) == 0
}()

/// A machine without librsvg (the .deb only recommends `librsvg2-2`, and
/// `apt-get install --no-install-recommends` leaves it out): the real binary, run in a mount
/// namespace where every `librsvg-2.so.2` is `/dev/null`, so its `dlopen` fails as it would
/// there. Everything but SVG icons works; a cloud with an SVG icon is one line naming the
/// package, exit 69 (EX_UNAVAILABLE), and nothing written.
@Suite(
    "Without librsvg: SVG icons are refused naming librsvg2-2 (69), the rest works",
    .enabled(if: canMakeMountNamespaces, "needs root and mount namespaces (unshare --mount)"))
struct WithoutLibrsvgTests {

    /// Binds /dev/null over each librsvg the loader knows, then runs the binary ($0) with the
    /// arguments; 90 when a bind fails.
    static let hideLibrsvg = """
        PATH="$PATH:/usr/sbin:/sbin"
        for library in $(ldconfig -p | sed -n 's/.*librsvg-2\\.so\\.2 .*=> //p'); do
            mount --bind /dev/null "$(readlink -f "$library")" || exit 90
        done
        exec "$0" "$@"
        """

    /// `tagflow arguments…` in `folder`, with librsvg out of reach.
    static func run(_ arguments: [String], in folder: URL) async throws -> TagflowRun {
        let binary = try TagflowBinary.location.get().path
        let run = try await runProgram("unshare", ["--mount", "sh", "-c", hideLibrsvg, binary] + arguments, in: folder)
        #expect(run.status != 90, "could not hide librsvg: \(run.stderr)")
        return TagflowRun(status: run.status, stdout: Array(run.stdout.utf8), stderr: run.stderr)
    }

    /// A folder with a plain list, a list with an SVG icon and one with a PNG icon (drawn by
    /// tagflow itself, outside the namespace).
    static func prepare(_ folder: URL) async throws {
        try writeFile("plain.txt", labelFile(["Rock", "Jazz"]), in: folder)
        try writeFile(
            "dot.svg",
            Array(
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>"#.utf8
            ),
            in: folder)
        try writeFile("svg-icon.tsv", Array("Rock\t\t\t\t\tdot.svg\nJazz\n".utf8), in: folder)
        let picture = try await runRender(["plain.txt", "-o", "dot.png"], in: folder)
        try #require(picture.status == 0, "\(picture.stderr)")
        try writeFile("png-icon.tsv", Array("Rock\t\t\t\t\tdot.png\nJazz\n".utf8), in: folder)
    }

    @Test(
        "A cloud with an SVG icon: one line naming librsvg2-2 and the icon, exit 69, no file",
        arguments: ["svg", "png", "pdf"])
    func svgIconRefused(format: String) async throws {
        try await withTemporaryFolder { folder in
            try await Self.prepare(folder)
            let run = try await Self.run(["render", "svg-icon.tsv", "-o", "out.\(format)"], in: folder)
            expectError(run, exit: 69, mentions: ["librsvg2-2", "svg-icon.tsv:1", "dot.svg"])
            #expect(!fileExists("out.\(format)", in: folder))
        }
    }

    @Test("Without librsvg, a plain cloud and a cloud with a PNG icon draw as they do with it")
    func restWorks() async throws {
        try await withTemporaryFolder { folder in
            try await Self.prepare(folder)
            for list in ["plain.txt", "png-icon.tsv"] {
                for format in ["svg", "png"] {
                    let hidden = try await Self.run(["render", list, "-o", "hidden.\(format)"], in: folder)
                    expectQuietSuccess(hidden)
                    expectQuietSuccess(try await runRender([list, "-o", "shown.\(format)"], in: folder))
                    #expect(
                        try bytes(of: folder.appendingPathComponent("hidden.\(format)"))
                            == bytes(of: folder.appendingPathComponent("shown.\(format)")), "\(list) as \(format)")
                }
            }
        }
    }

    @Test("A batch draws the lists it can and exits 69 for the one with an SVG icon")
    func batchExits69() async throws {
        try await withTemporaryFolder { folder in
            try await Self.prepare(folder)
            let run = try await Self.run(
                ["batch", "plain.txt", "svg-icon.tsv", "-o", "out", "--format", "png", "--quiet"], in: folder)
            #expect(run.status == 69, "\(run.stderr)")
            #expect(run.stderr.contains("librsvg2-2"), "\(run.stderr)")
            #expect(fileExists("out/plain.png", in: folder))
            #expect(!fileExists("out/svg-icon.png", in: folder))
        }
    }
}
