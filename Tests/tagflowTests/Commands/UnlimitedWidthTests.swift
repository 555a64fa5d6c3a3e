import Foundation
import Testing

/// `--width none`: no limit, so one row at its ideal width (DESIGN.md, planner rule 5).
@Suite("tagflow render --width none draws one row")
struct UnlimitedWidthTests {
    static let labels = (1...60).map { "label \($0)" }

    @Test("Every chip on row 0, the canvas the sum of the chips and gaps plus the margins; fit width the same")
    func oneRow() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "wrapped.svg", "--emit-layout", "w.json"], in: folder))
            #expect(Set(try EmittedLayout.read("w.json", in: folder).chips.map(\.row)).count > 1, "640 px wraps")
            for fit in ["content", "width"] {
                expectQuietSuccess(
                    try await runRender(
                        ["tags.txt", "-o", "one.svg", "--width", "none", "--fit", fit, "--emit-layout", "one.json"],
                        in: folder))
                let layout = try EmittedLayout.read("one.json", in: folder)
                #expect(layout.chips.count == Self.labels.count)
                #expect(layout.chips.allSatisfy { $0.row == 0 })
                // Margins 16, gaps 8 (the defaults).
                let sum = layout.chips.map { $0.frame[2] }.reduce(0, +) + 8 * Double(Self.labels.count - 1) + 32
                #expect(layout.width == sum.rounded(.up), "\(layout.width) vs \(sum)")
            }
        }
    }

    @Test("From --config and a manifest as \"none\"; a bad width names none")
    func doors() async throws {
        try await withTemporaryFolder { folder in
            try writeFile("tags.txt", labelFile(Self.labels), in: folder)
            try writeFile("config.json", Array("{\"width\": \"none\"}".utf8), in: folder)
            expectQuietSuccess(
                try await runRender(["tags.txt", "-o", "c.svg", "--config", "config.json"], in: folder))
            expectQuietSuccess(try await runRender(["tags.txt", "-o", "f.svg", "--width", "none"], in: folder))
            #expect(
                try bytes(of: folder.appendingPathComponent("c.svg"))
                    == bytes(of: folder.appendingPathComponent("f.svg")))
            let manifest = "{\"images\": [{\"input\": \"tags.txt\", \"output\": \"m.svg\", \"width\": \"none\"}]}"
            try writeFile("tagflow.json", Array(manifest.utf8), in: folder)
            let build = try await TagflowBinary.run(["build", "-q"], in: folder)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(
                try bytes(of: folder.appendingPathComponent("m.svg"))
                    == bytes(of: folder.appendingPathComponent("f.svg")))
            // Fresh the second time: the key encodes the width as "none".
            let again = try await TagflowBinary.run(["build", "--check"], in: folder)
            #expect(again.status == 0, "\(again.stderr)")
            // plan takes none as its own default, no limit.
            let plan = try await TagflowBinary.run(
                ["plan", "--width", "none"], stdin: Array("[[80,30],[70,30]]".utf8), in: folder)
            let planned = try await TagflowBinary.run(["plan"], stdin: Array("[[80,30],[70,30]]".utf8), in: folder)
            #expect(plan.status == 0 && plan.stdout == planned.stdout, "\(plan.stderr)")
            expectError(
                try await runRender(["tags.txt", "-o", "x.svg", "--width", "nun"], in: folder), exit: 64,
                mentions: ["--width 'nun'", "or none for one row"])
        }
    }
}
