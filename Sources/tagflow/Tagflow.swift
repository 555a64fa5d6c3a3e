import ChipRendering
import TagFlow
import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tagflow` command: picks the subcommand, runs it, and turns every failure into one
/// `tagflow: error: …` line and a sysexits code (DESIGN.md).
enum Tagflow {
    static let version = "0.1.0"
    static let subcommands = ["render"]

    static let help = """
        tagflow \(version): wrapped tag clouds of capsule chips, drawn to SVG, PNG or PDF.

        Usage: tagflow <subcommand> [options]

        Subcommands:
          render    render a list of labels (tagflow render topics.txt -o topics.svg)

        Options:
          -h, --help      show this help (and 'tagflow <subcommand> --help')
          --version       print the version

        """

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            report("missing subcommand; usage: tagflow <subcommand> [options]; see 'tagflow --help'")
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help", "help":
            writeStandardOutput(help)
            return ExitCode.ok
        case "--version":
            writeStandardOutput("tagflow \(version)\n")
            return ExitCode.ok
        case "render":
            return render(Array(arguments.dropFirst()))
        default:
            let error: UsageError =
                first.hasPrefix("-")
                ? .unknownOption(first, suggestion: closest(to: first, in: ["--help", "--version"]))
                : .unknownSubcommand(first, suggestion: closest(to: first, in: subcommands))
            report("\(error); usage: tagflow <subcommand> [options]; see 'tagflow --help'")
            return ExitCode.usage
        }
    }

    private static func render(_ arguments: [String]) -> Int32 {
        do {
            guard let job = try RenderCommand.job(from: arguments) else {
                writeStandardOutput(RenderCommand.help)
                return ExitCode.ok
            }
            switch try job.run(warn: { writeStandardError("tagflow: warning: \($0)\n") }) {
            case .written, .upToDate:
                return ExitCode.ok
            case .stale(let reason):
                writeStandardError("tagflow: check: \(reason)\n")
                return ExitCode.different
            }
        } catch let error as UsageError {
            report("\(error); usage: \(RenderCommand.usage); see 'tagflow render --help'")
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
