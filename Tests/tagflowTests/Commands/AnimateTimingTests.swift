import Foundation
import Testing

/// `tagflow animate`'s timing and checking (issue 26): `--delay`, `--loop`, the reduced-motion
/// rule, chips that change look as well as place, and `--check`. How the frames look is checked
/// in Chromium by `Scripts/animation-check.py` (AnimateCommandTests).
@Suite("tagflow animate: timing, changing chips, --check")
struct AnimateTimingTests {
    static func prepare(_ folder: URL) throws {
        try writeFile("from.tsv", labelFile(["Swift\t5", "Rust\t1"]), in: folder)
        try writeFile("to.tsv", labelFile(["Swift\t1", "Rust\t5"]), in: folder)
    }

    static func animate(_ arguments: [String], in folder: URL) async throws -> String {
        let run = try await TagflowBinary.run(
            ["animate", "from.tsv", "to.tsv", "-o", "anim.svg"] + arguments, in: folder)
        expectQuietSuccess(run)
        return String(decoding: try bytes(of: folder.appendingPathComponent("anim.svg")), as: UTF8.self)
    }

    /// The `data-label`s of the drawing, in order.
    static func labels(_ svg: String) -> [String] {
        svg.components(separatedBy: "data-label=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test(
        "Weights 5→1 and 1→5: each label is drawn in both looks, the start's stretched onto the end's box, its label shown throughout"
    )
    func changingChips() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let svg = try await Self.animate(["--scale-by", "weight", "--color-by", "weight"], in: folder)
            #expect(Self.labels(svg) == ["Swift", "Rust", "Swift", "Rust"])
            let prefix = try #require(svg.firstMatch(of: /<svg id="([a-z0-9]+)"/)?.1)
            // The start's chips stretch, their colours turn into the end's, and they give way to
            // the end's chips (hidden until then) when the move ends; no label ever fades.
            #expect(
                svg.contains(
                    "#\(prefix)-chip0{animation:\(prefix)-m0 1.2s ease-in-out 0s both,\(prefix)-v0 1.2s step-end 0s both}"
                ))
            #expect(svg.contains("@keyframes \(prefix)-v0{0%{visibility:visible}100%{visibility:hidden}}"))
            #expect(svg.contains("#\(prefix)-chip0>rect:first-child{animation:\(prefix)-f0 1.2s ease-in-out 0s both}"))
            #expect(
                svg.contains(
                    "@keyframes \(prefix)-f0{0%{fill:#60aaf3;fill-opacity:1}100%{fill:#f1f3f6;fill-opacity:1}}"))
            #expect(svg.contains("#\(prefix)-chip0>g{animation:\(prefix)-t0 1.2s ease-in-out 0s both}"))
            #expect(svg.contains("#\(prefix)-chip2{animation:\(prefix)-v2 1.2s step-end 0s both}"))
            #expect(svg.contains("@keyframes \(prefix)-v2{0%{visibility:hidden}100%{visibility:visible}}"))
            #expect(!svg.contains("fill-opacity:0"), "no label or box fades out")
            // Swift shrinks: its first look is scaled down onto the second's box.
            let scale = try #require(
                svg.firstMatch(
                    of: try Regex(
                        "@keyframes \(prefix)-m0\\{[^}]*\\}100%\\{transform:translate\\([^)]*\\) scale\\(([0-9.]+),([0-9.]+)\\)"
                    )))
            #expect(Double(scale.output[1].substring ?? "") ?? 1 < 0.8)
            // Without --scale-by nothing but places change: one element per label, moved.
            let plain = try await Self.animate([], in: folder)
            #expect(Self.labels(plain) == ["Swift", "Rust"])
            #expect(!plain.contains("-h0") && !plain.contains("-v0"))
        }
    }

    @Test("Only a label that itself changes (an ellipsis cuts it elsewhere) cross-fades; the others keep theirs")
    func changingLabel() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("from.tsv", labelFile(["Internationalization\t5", "Rust\t1"]), in: folder)
            try writeFile("to.tsv", labelFile(["Internationalization\t1", "Rust\t5"]), in: folder)
            let svg = try await Self.animate(["--scale-by", "weight", "--max-chip-width", "140"], in: folder)
            let prefix = try #require(svg.firstMatch(of: /<svg id="([a-z0-9]+)"/)?.1)
            // Internationalization… is cut at two places: its labels cross-fade.
            #expect(svg.contains("#\(prefix)-chip0>rect{animation:\(prefix)-h0 1.2s step-end 0s both}"))
            #expect(svg.contains("#\(prefix)-chip2>g{animation:\(prefix)-t2 "))
            // Rust is Rust at both sizes: shown throughout.
            #expect(svg.contains("#\(prefix)-chip1>rect:first-child{animation:\(prefix)-f1 "))
            #expect(!svg.contains("#\(prefix)-chip1>rect{"))
        }
    }

    @Test(
        "--delay holds the start; --loop plays there and back for ever, each state held; reduced motion shows the end")
    func timing() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let once = try await Self.animate(
                ["--scale-by", "weight", "--delay", "0.5", "--duration", "2"], in: folder)
            let prefix = try #require(once.firstMatch(of: /<svg id="([a-z0-9]+)"/)?.1)
            #expect(once.contains("\(prefix)-m0 2s ease-in-out 0.5s both,"))
            #expect(!once.contains("infinite"))
            let looped = try await Self.animate(
                ["--scale-by", "weight", "--delay", "1", "--duration", "2", "--loop"], in: folder)
            let loopPrefix = try #require(looped.firstMatch(of: /<svg id="([a-z0-9]+)"/)?.1)
            // 3 s an iteration: 0.5 s held, 2 s moving, 0.5 s held; alternate, so each state rests 1 s.
            #expect(looped.contains("\(loopPrefix)-m0 3s ease-in-out 0s infinite alternate both,"))
            #expect(
                looped.contains(
                    "@keyframes \(loopPrefix)-m0{0%,16.667%{transform:translate(0px,0px) scale(1,1)}83.333%,100%{"))
            for svg in [once, looped] {
                let id = try #require(svg.firstMatch(of: /<svg id="([a-z0-9]+)"/)?.1)
                #expect(
                    svg.contains(
                        "@media (prefers-reduced-motion:reduce){#\(id),#\(id) *{animation-duration:0s!important;"
                            + "animation-delay:0s!important;animation-iteration-count:1!important;"
                            + "animation-direction:normal!important}}"))
            }
        }
    }

    @Test("Timing errors: a negative or huge --delay, --loop with a value (64)")
    func timingErrors() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let tail =
                "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; see 'tagflow animate --help'"
            for (arguments, mention) in [
                (["--delay", "-1"], "--delay '-1'"), (["--delay", "601"], "--delay '601'"), (["--loop=yes"], "--loop"),
            ] {
                let run = try await TagflowBinary.run(
                    ["animate", "from.tsv", "to.tsv", "-o", "a.svg"] + arguments, in: folder)
                expectError(run, exit: 64, mentions: [mention], usageTail: tail)
            }
            #expect(!fileExists("a.svg", in: folder))
        }
    }

    @Test("--check: 0 when OUT.svg holds this animation, 1 naming it when stale or missing, nothing written")
    func check() async throws {
        try await withTemporaryFolder { folder in
            try Self.prepare(folder)
            let arguments = ["--scale-by", "weight", "--loop", "--delay", "1"]
            let written = try await Self.animate(arguments, in: folder)
            let before = try FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent("anim.svg").path)
            let fresh = try await TagflowBinary.run(
                ["animate", "from.tsv", "to.tsv", "-o", "anim.svg", "--check"] + arguments, in: folder)
            expectQuietSuccess(fresh)
            let stale = try await TagflowBinary.run(
                ["animate", "from.tsv", "to.tsv", "-o", "anim.svg", "--check", "--scale-by", "weight"], in: folder)
            #expect(stale.status == 1)
            #expect(
                stale.stderrLines.count == 1 && stale.stderr.hasPrefix("tagflow: check: ")
                    && stale.stderr.contains("anim.svg"))
            let missing = try await TagflowBinary.run(
                ["animate", "from.tsv", "to.tsv", "-o", "none.svg", "--check"], in: folder)
            #expect(missing.status == 1)
            #expect(missing.stderr == "tagflow: check: none.svg does not exist or is not a regular file\n")
            #expect(!fileExists("none.svg", in: folder))
            let after = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("anim.svg").path)
            #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
            #expect(
                String(decoding: try bytes(of: folder.appendingPathComponent("anim.svg")), as: UTF8.self) == written)
            expectNoTemporaryFiles(in: folder)
            let stdout = try await TagflowBinary.run(
                ["animate", "from.tsv", "to.tsv", "-o", "-", "--check"], in: folder)
            expectError(
                stdout, exit: 64, mentions: ["--check '-o -'"],
                usageTail:
                    "; usage: tagflow animate FROM [TO] -o OUT.svg [--to-width W2] [--duration S] [options]; see 'tagflow animate --help'"
            )
        }
    }
}
