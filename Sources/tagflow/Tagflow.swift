import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tagflow` command: picks the subcommand, runs it, and turns every failure into one
/// `tagflow: error: …` line and a sysexits code (DESIGN.md).
enum Tagflow {
    static let version = "0.1.0"
    static var subcommands: [any Subcommand.Type] {
        [
            RenderCommand.self, BatchCommand.self, PlanCommand.self, MeasureCommand.self, FontsCommand.self,
            ThemesCommand.self, DiffCommand.self,
        ]
    }
    static let usage = "tagflow <subcommand> [options]"

    static var help: String {
        let list = subcommands.map { "  " + $0.name.padding(toLength: 10) + $0.summary }
        let lines =
            [
                "tagflow \(version): wrapped tag clouds of capsule chips, drawn to SVG, PNG or PDF.", "",
                "Usage: \(usage)", "", "Subcommands:",
            ] + list + [
                "", "Options:", "  -h, --help      show this help (and 'tagflow <subcommand> --help')",
                "  --version       print the version", "",
            ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            report("missing subcommand; usage: \(usage); see 'tagflow --help'")
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help", "help":
            writeStandardOutput(help)
            return ExitCode.ok
        case "--version":
            writeStandardOutput("tagflow \(version)\n")
            return ExitCode.ok
        default:
            guard let command = subcommands.first(where: { $0.name == first }) else {
                let error: UsageError =
                    first.hasPrefix("-")
                    ? .unknownOption(first, suggestion: closest(to: first, in: ["--help", "--version"]))
                    : .unknownSubcommand(first, suggestion: closest(to: first, in: subcommands.map { $0.name }))
                report("\(error); usage: \(usage); see 'tagflow --help'")
                return ExitCode.usage
            }
            return run(command, Array(arguments.dropFirst()))
        }
    }

    /// Runs one subcommand, turning every failure into one error line and its exit code.
    private static func run(_ command: any Subcommand.Type, _ arguments: [String]) -> Int32 {
        do {
            return try command.main(arguments)
        } catch let error as UsageError {
            report("\(error); usage: \(command.usage); see 'tagflow \(command.name) --help'")
            return ExitCode.usage
        } catch {
            report(String(describing: error))
            return ExitCode.code(for: error)
        }
    }

    /// Prints one error line on standard error.
    static func report(_ message: String) {
        let line = message.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        writeStandardError("tagflow: error: \(line)\n")
    }

    static func writeStandardOutput(_ text: String) {
        try? OutputFile.write(Array(text.utf8), to: OutputFile.standardOutput)
    }

    static func writeStandardError(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
