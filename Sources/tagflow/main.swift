#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(CMalloc)
    import CMalloc
#endif

// A closed pipe on stdout becomes a write error (exit 74) rather than a silent kill.
signal(SIGPIPE, SIG_IGN)

#if canImport(CMalloc)
    // Every picture allocates and frees a few megabytes (canvas, rows, compressed bytes). By
    // default glibc hands that memory back to the kernel each time and takes it again, page by
    // page; keeping it makes a batch 30% faster, and memory stays flat because it is reused.
    _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 128 << 20)
    _ = mallopt(M_TOP_PAD, 16 << 20)
#endif
exit(Tagflow.main(Array(CommandLine.arguments.dropFirst())))
