import TagFlow

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed pipe on stdout becomes a write error (exit 74) rather than a silent kill.
signal(SIGPIPE, SIG_IGN)

exit(Tagflow.main(Array(CommandLine.arguments.dropFirst())))
