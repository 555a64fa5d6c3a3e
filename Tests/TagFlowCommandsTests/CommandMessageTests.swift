import Testing

@testable import TagFlow
@testable import TagFlowCommands

/// The library names properties and limits; the command line says the same with its flags.
@Suite("The command layer adds the flag to the library's words")
struct CommandMessageTests {
    @Test("Input, drawing and font messages: the library's words, then the command line's")
    func libraryErrorsWithFlags() {
        let cases: [(error: any Error, library: String, command: String)] = [
            (
                InputError.tooManyLabels(source: "big.txt", count: 11, limit: 10),
                "big.txt: at least 11 labels, more than the 10 allowed; raise TagReader.maxLabels if you mean it",
                "big.txt: at least 11 labels, more than the 10 allowed; raise --max-labels if you mean it"
            ),
            (
                InputError.tooLarge(source: "x", limit: 1 << 16, remedy: InputFile.listRemedy),
                "x: more than 64 KiB; raise TagReader.maxInputBytes if you mean it",
                "x: more than 64 KiB; raise --max-input-bytes if you mean it"
            ),
            (
                InputError.unsafeLink(source: "t.txt", line: 2, link: "javascript:alert(1)", scheme: "javascript"),
                "t.txt:2: link 'javascript:alert(1)' uses the javascript: scheme, which a browser runs as code; "
                    + "remove it, or set TagCloud.allowsUnsafeLinks if you trust the input",
                "t.txt:2: link 'javascript:alert(1)' uses the javascript: scheme, which a browser runs as code; "
                    + "remove it, or pass --allow-unsafe-links if you trust the input"
            ),
            (
                InputError.missingGlyphs(source: "t.txt", line: 1, problem: "no font draws U+E000"),
                "t.txt:1: no font draws U+E000; install a font that has them",
                "t.txt:1: no font draws U+E000; install a font that has them, or leave out --strict-glyphs"
            ),
            (
                RenderError.pageTooLarge(width: 20000, height: 10, limit: 14400),
                "the PDF page would be 20000×10 pt; PDF readers accept at most 14400 pt (200 in) a side; "
                    + "lower fontSize, maxWidth or the number of labels, or write SVG",
                "the PDF page would be 20000×10 pt; PDF readers accept at most 14400 pt (200 in) a side; "
                    + "lower --font-size, --width or the number of labels, or write SVG"
            ),
        ]
        for entry in cases {
            #expect(String(describing: entry.error) == entry.library)
            #expect(CommandMessage.text(for: entry.error) == entry.command)
        }
        #expect(
            CommandMessage.note("FontRequest.weight and FontRequest.italic apply to font names, not files")
                == "--font-weight and --font-style apply to font names, not files")
    }

    @Test("Each StyleError becomes the usage error of the flag that set the property")
    func styleErrorsAsFlags() throws {
        func refusal(_ arguments: [String]) -> String? {
            let specs = StyleFlags.specs + LayoutFlags.specs(defaults: CloudStyle.defaultRows) + FontFlags.specs
            do {
                _ = try StyleFlags.style(from: parseArguments(arguments, specs: specs))
                return nil
            } catch {
                return String(describing: error)
            }
        }
        #expect(refusal(["--padding", "400"]) == "--padding '400': expected less than half of --width")
        #expect(
            refusal(["--max-chip-width", "20"])
                == "--max-chip-width '20': expected more than twice the horizontal padding (12)")
        #expect(
            refusal(["--max-chip-width", "80", "--min-chip-width", "100"])
                == "--max-chip-width '80': expected at least --min-chip-width (100)")
        #expect(
            refusal(["--min-font-size", "30", "--max-font-size", "10"])
                == "--min-font-size '30': expected at most --max-font-size (10)")
        #expect(
            refusal(["--group-headings"]) == "--group-headings does not go with ungrouped rows: add --group-by group")
        // The value not given is never quoted: the one given is, and with neither, the values that applied.
        #expect(refusal(["--width", "16"]) == "--width '16': expected more than twice the horizontal padding (12)")
        #expect(
            StyleFlags.usageError(for: .paddingTooWide(horizontalPadding: 12, maxWidth: 16))
                .description
                == "the horizontal padding that applied (12) is not less than half of the width (16); "
                + "set --padding or --width")
        #expect(
            StyleFlags.usageError(for: .weightScaleInverted(minFontSize: 30, maxFontSize: 20))
                .description
                == "the smallest font size that applied (30) is more than the largest (20); "
                + "set --min-font-size or --max-font-size")
        #expect(refusal(["--padding", "300", "--group-headings", "--group-by", "group"]) == nil)
        // Columns never read --width, so its padding rule is not theirs.
        #expect(refusal(["--flow", "columns", "--padding", "400,6", "--height", "300"]) == nil)
        #expect(
            StyleFlags.usageError(for: .maxHeightWithRows(maxHeight: 200)).description
                == "--height does not go with --flow rows: rows wrap at --width; add --flow columns for columns "
                + "that wrap at --height")
        #expect(refusal(["--width", "0"]) == "--width '0': expected a number from 1 to 100000, or none for one row")
        #expect(
            StyleFlags.usageError(for: .lengthOutOfRange(property: "maxHeight", length: 0))
                .description == "the height that applied (0) is outside 1...100000; set --height")
    }
}
