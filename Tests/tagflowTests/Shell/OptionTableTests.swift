import Foundation
import TagFlow
import TagFlowCommands
import Testing

@testable import tagflow

/// The option tables completions and the manual are built from agree with what the commands
/// accept: every fixed value listed is taken, a value outside is refused, every subcommand
/// takes --quiet and --help.
@Suite("The option tables")
struct OptionTableTests {
    /// Arguments that get each subcommand past its option checks to a failure that is not about
    /// options (a missing input; for batch, an output folder that cannot be made), so an accepted
    /// value ends in that error and a refused one in a usage error, with nothing written.
    static let missingInput: [String: [String]] = [
        "render": ["no-such-input.txt", "-o", "out.svg"],
        "batch": ["no-such-input.txt", "-o", "/dev/null/out"],
        "plan": ["no-such-input.json"],
        "measure": ["no-such-input.txt"],
        "fonts": ["no-such-font.ttf"],
    ]

    /// Every (subcommand, option, choice) the tables list.
    static var listedChoices: [(command: String, option: String, choice: String)] {
        Tagflow.subcommands.flatMap { command in
            command.specs.flatMap { spec in spec.choices.map { (command.name, spec.name, $0) } }
        }
    }

    /// Runs a subcommand in this process and returns the error it ends with (`nil`: none).
    static func failure(_ command: String, _ arguments: [String]) -> (any Error)? {
        guard let type = Tagflow.subcommands.first(where: { $0.name == command }) else { return nil }
        do {
            _ = try type.main(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test("the tables list fixed values for the options that take them")
    func choicesAreListed() {
        let listed = Set(Self.listedChoices.map { "\($0.command) \($0.option)" })
        for option in [
            "render --theme", "render --format", "render --align", "render --last-row-align", "render --row-align",
            "render --direction", "render --fit", "render --sort", "render --color-by", "render --scale-by",
            "render --scale-curve", "render --input-format", "render --font-style", "render --font-weight",
            "batch --format", "batch --theme", "plan --align", "measure --input-format", "fonts --font-style",
        ] {
            #expect(listed.contains(option), "\(option) lists no values")
        }
        let themes = Self.listedChoices.filter { $0.command == "render" && $0.option == "--theme" }.map(\.choice)
        #expect(themes == Theme.all.map(\.name))
    }

    /// What an option needs beside it to be read at all: `--canvas-align` without a canvas is refused.
    static let companions = ["--canvas-align": ["--canvas", "600x300"]]

    @Test("every value a table lists is accepted, and a value outside it is refused naming the option")
    func listedChoicesAreAccepted() throws {
        for (command, option, choice) in Self.listedChoices where Self.missingInput[command] != nil {
            let arguments = Self.missingInput[command]! + (Self.companions[option] ?? []) + [option, choice]
            let error = Self.failure(command, arguments)
            #expect(!(error is UsageError), "tagflow \(command) \(arguments): \(String(describing: error))")
            #expect(error != nil, "tagflow \(command) \(arguments) should still miss its input")
        }
        let options = Set(Self.listedChoices.map { "\($0.command) \($0.option)" })
        for entry in options.sorted() {
            let parts = entry.split(separator: " ").map(String.init)
            guard let arguments = Self.missingInput[parts[0]] else { continue }
            let error = Self.failure(
                parts[0], arguments + (Self.companions[parts[1]] ?? []) + [parts[1], "no-such-value"])
            guard case .badValue(let option, let value, _)? = error as? UsageError else {
                Issue.record("tagflow \(entry) no-such-value: \(String(describing: error))")
                continue
            }
            #expect(option == parts[1] && value == "no-such-value")
        }
    }

    @Test("help takes the subcommand names it lists")
    func helpChoices() async throws {
        #expect(HelpCommand.arguments.flatMap(\.choices) == Tagflow.subcommands.map { $0.name })
        for name in HelpCommand.arguments.flatMap(\.choices) {
            #expect(try await TagflowBinary.run(["help", name]).status == 0, "tagflow help \(name)")
        }
    }

    @Test("--generate-completion-script takes the shells it lists, and refuses another")
    func shellChoices() async throws {
        for shell in Tagflow.specs.first(where: { $0.name == "--generate-completion-script" })!.choices {
            #expect(try await TagflowBinary.run(["--generate-completion-script", shell]).status == 0, "\(shell)")
        }
        let refused = try await TagflowBinary.run(["--generate-completion-script", "tcsh"])
        expectError(
            refused, exit: 64, mentions: ["--generate-completion-script", "tcsh"],
            usageTail: "; usage: tagflow <subcommand> [options]; see 'tagflow --help'")
    }

    @Test("every subcommand ends its table with --quiet and --help, and names no option twice")
    func commonOptions() {
        for command in Tagflow.subcommands {
            let names = command.specs.map(\.name)
            #expect(Array(names.suffix(2)) == ["--quiet", "--help"], "\(command.name)")
            let all = names + command.specs.compactMap(\.short)
            #expect(Set(all).count == all.count, "\(command.name) names an option twice")
        }
    }

    @Test("file extensions are lowercase without a dot; an option with fixed values names no files")
    func fileExtensions() {
        for command in Tagflow.subcommands {
            for spec in command.specs {
                for ext in spec.fileExtensions ?? [] {
                    #expect(ext == ext.lowercased() && !ext.hasPrefix("."), "\(command.name) \(spec.name): \(ext)")
                }
                #expect(spec.choices.isEmpty || spec.fileExtensions == nil, "\(command.name) \(spec.name)")
                #expect(spec.value != nil || (spec.choices.isEmpty && spec.fileExtensions == nil))
            }
        }
    }
}
