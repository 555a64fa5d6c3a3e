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

exit(Tagflow.main(Array(CommandLine.arguments.dropFirst())))
