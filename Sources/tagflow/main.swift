import TagFlow
import TagFlowCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed pipe becomes a write error (OutputError.pipeClosed) rather than a kill in the middle
// of a write: the library removes its temporary files first, then `Console.endOnClosedPipe` ends
// the program by SIGPIPE, quietly, as `cat` ends.
signal(SIGPIPE, SIG_IGN)

// Before anything is opened: `/dev/fd/N` may name only what the caller handed over.
DescriptorPath.noteInherited()
// Limits (ulimit -v, -f) give errors, never a kill, a trap or a hang.
if let problem = ResourceLimits.prepare() {
    Console.report(problem)
    exit(ExitCode.software)
}
FatalSignals.install()
// A name that is not UTF-8 is refused by its bytes, not looked for under a repaired name.
if let problem = ArgumentBytes.problem() {
    Console.report(problem)
    exit(ExitCode.usage)
}

exit(Tagflow.main(Array(CommandLine.arguments.dropFirst())))
