import Testing

/// `tagflow plan --fit content|width`: the same rule as `render --fit`, through the binary.
extension PlanCommandTests {
    /// Rows of 80 + 10 + 70 = 160 and 60 in a limit of 200.
    static let threeBoxes = "[[80,30],[70,30],[60,30]]"
    static let fitBase = ["--width", "200", "--spacing", "10", "--line-spacing", "10"]

    @Test(
        "--fit content reports the width the boxes cover and aligns rows within it",
        arguments: [
            (["--align", "center"], #"{"width":160,"height":70,"frames":[[0,0,80,30],[90,0,70,30],[50,40,60,30]]}"#),
            (
                ["--align", "trailing"],
                #"{"width":160,"height":70,"frames":[[0,0,80,30],[90,0,70,30],[100,40,60,30]]}"#
            ),
            // Right to left, leading: rows start at the right edge of the widest row.
            (["--direction", "rtl"], #"{"width":160,"height":70,"frames":[[80,0,80,30],[0,0,70,30],[100,40,60,30]]}"#),
            // Centred right to left is the mirror image of centred.
            (
                ["--direction", "rtl", "--align", "center"],
                #"{"width":160,"height":70,"frames":[[80,0,80,30],[0,0,70,30],[50,40,60,30]]}"#
            ),
            // A justified first row fills the whole limit, so the content is that wide.
            (["--align", "justify"], #"{"width":200,"height":70,"frames":[[0,0,80,30],[130,0,70,30],[0,40,60,30]]}"#),
            (["--align", "grow"], #"{"width":200,"height":70,"frames":[[0,0,100,30],[110,0,90,30],[0,40,60,30]]}"#),
            (
                ["--align", "justify", "--direction", "rtl"],
                #"{"width":200,"height":70,"frames":[[120,0,80,30],[0,0,70,30],[140,40,60,30]]}"#
            ),
        ])
    func fitContent(options: [String], expected: String) async throws {
        let (text, _) = try await planSucceeds(
            Array(Self.threeBoxes.utf8), Self.fitBase + options + ["--fit", "content"])
        #expect(text == expected + "\n")
    }

    @Test(
        "--fit width (the default) keeps max(--width, widest row) and aligns within it",
        arguments: [["--align", "center"], ["--align", "trailing"], ["--direction", "rtl"], ["--align", "justify"]])
    func fitWidthIsTheDefault(options: [String]) async throws {
        let (byDefault, plan) = try await planSucceeds(Array(Self.threeBoxes.utf8), Self.fitBase + options)
        let (explicit, _) = try await planSucceeds(
            Array(Self.threeBoxes.utf8), Self.fitBase + options + ["--fit", "width"])
        #expect(byDefault == explicit)
        #expect(plan.width == 200)
    }

    @Test("--fit content on one justified row (the last row, so leading) is only as wide as the row")
    func justifiedSingleRow() async throws {
        let (text, _) = try await planSucceeds(
            Array("[[80,30],[70,30]]".utf8), Self.fitBase + ["--align", "justify", "--fit", "content"])
        #expect(text == #"{"width":160,"height":30,"frames":[[0,0,80,30],[90,0,70,30]]}"# + "\n")
    }

    @Test("--fit content moves the +N box with the rows and leaves hidden frames at the origin")
    func fitContentWithOverflow() async throws {
        let (_, plan) = try await planSucceeds(
            Array(Self.threeBoxes.utf8),
            Self.fitBase + ["--align", "trailing", "--max-rows", "1", "--overflow", "20,30", "--fit", "content"])
        // Row: 80 + 10 + 70 + 10 + 20 = 190, trailing in 200 starts at 10; cut, it starts at 0.
        #expect(plan.width == 190)
        #expect(plan.frames == [[0, 0, 80, 30], [90, 0, 70, 30], [0, 0, 0, 0]])
        #expect(plan.hidden == [2] && plan.overflow == [170, 0, 20, 30])
    }

    @Test("--fit content with an item wider than --width, and with no --width, is the widest row")
    func fitContentWide() async throws {
        let (_, wide) = try await planSucceeds(
            Array("[[250,30],[60,30]]".utf8), Self.fitBase + ["--align", "center", "--fit", "content"])
        #expect(wide.width == 250 && wide.frames == [[0, 0, 250, 30], [95, 40, 60, 30]])
        let (_, unbounded) = try await planSucceeds(
            Array(Self.threeBoxes.utf8), ["--spacing", "10", "--align", "center", "--fit", "content"])
        #expect(unbounded.width == 230)
    }

    @Test("--fit takes only content or width")
    func badFit() async throws {
        let run = try await runPlan(Self.threeBoxes, ["--fit", "contents"])
        expectError(
            run, exit: 64, mentions: ["--fit", "contents", "did you mean 'content'?"], usageTail: planUsageTail)
    }
}
