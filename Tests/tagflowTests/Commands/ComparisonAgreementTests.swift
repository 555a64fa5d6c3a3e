import Foundation
import TagFlow
import TagFlowTesting
import Testing

/// `render --check`, `tagflow diff` and `TagFlowTesting` compare through one engine: for each pair
/// of a reference file and a fresh rendering, the three give the same verdict.
@Suite("One comparison rule for --check, diff and snapshot tests")
struct ComparisonAgreementTests {
    /// One pair: the reference is made by `reference` (render options, or a rewrite of the
    /// rendering's bytes); the fresh rendering is always `render labels.txt` in `format`.
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var format: String
        var referenceOptions: [String] = []
        var referenceLabels = ["Swift", "Linux", "Cairo"]
        /// Rewrites the fresh rendering's bytes into the reference, instead of rendering one.
        var rewrite: (@Sendable ([UInt8]) -> [UInt8])?
        var same: Bool

        var testDescription: String { "\(format): \(name) → \(same ? "same" : "different")" }
    }

    static let pairs: [Pair] = [
        Pair(name: "the same rendering", format: "png", same: true),
        Pair(name: "the same pixels with a pHYs chunk", format: "png", referenceOptions: ["--dpi", "72"], same: true),
        Pair(name: "one chip recoloured", format: "png", referenceOptions: ["--fill", "#ffd8a8"], same: false),
        Pair(
            name: "a longer cloud", format: "png", referenceLabels: ["Swift", "Linux", "Cairo", "HarfBuzz"], same: false
        ),
        Pair(name: "the same rendering", format: "svg", same: true),
        Pair(
            name: "indented", format: "svg",
            rewrite: { Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "><", with: ">\n  <").utf8) },
            same: true),
        Pair(name: "one label changed", format: "svg", referenceLabels: ["Swift", "Linux", "Cairo!"], same: false),
        Pair(
            name: "a no-break space for a space in the text", format: "svg",
            referenceLabels: ["Swift", "Linux", "Cairo tools"],
            rewrite: nil, same: false),
        Pair(name: "the same rendering", format: "pdf", same: true),
        Pair(name: "another fill", format: "pdf", referenceOptions: ["--fill", "#ffd8a8"], same: false),
    ]

    @Test("The three verdicts agree with each other and with the rule", arguments: pairs)
    func verdictsAgree(_ pair: Pair) async throws {
        try await withTemporaryFolder { folder in
            let labels =
                pair.name.hasPrefix("a no-break")
                ? ["Swift", "Linux", "Cairo\u{A0}tools"] : ["Swift", "Linux", "Cairo"]
            try writeFile("labels.txt", labelFile(labels), in: folder)
            try writeFile("reference-labels.txt", labelFile(pair.referenceLabels), in: folder)
            let fresh = "fresh.\(pair.format)"
            let reference = "reference.\(pair.format)"
            #expect(try await TagflowBinary.run(["render", "labels.txt", "-o", fresh], in: folder).status == 0)
            if let rewrite = pair.rewrite {
                try writeFile(reference, rewrite(bytes(of: folder.appendingPathComponent(fresh))), in: folder)
            } else {
                let run = try await TagflowBinary.run(
                    ["render", "reference-labels.txt", "-o", reference] + pair.referenceOptions, in: folder)
                #expect(run.status == 0, "\(run.stderr)")
            }

            let check = try await TagflowBinary.run(["render", "labels.txt", "-o", reference, "--check"], in: folder)
            let diff = try await TagflowBinary.run(["diff", reference, fresh], in: folder)
            let diffing: Diffing<[UInt8]> = pair.format == "png" ? .png() : pair.format == "svg" ? .svg : .pdf
            let snapshot = try diffing.diff(
                bytes(of: folder.appendingPathComponent(reference)), bytes(of: folder.appendingPathComponent(fresh))
            )?.message

            let expected: Int32 = pair.same ? 0 : 1
            #expect(check.status == expected, "render --check: \(check.stderr)")
            #expect(diff.status == expected, "diff: \(diff.stderr)")
            #expect((snapshot == nil) == pair.same, "TagFlowTesting: \(snapshot ?? "same")")
            // One wording: the reason after each tool's own prefix is the same sentence shape.
            if !pair.same {
                let reasons = [check.stderr, diff.stderr, snapshot ?? ""]
                #expect(reasons.allSatisfy { $0.contains(" differs from ") }, "\(reasons)")
            }
        }
    }
}
