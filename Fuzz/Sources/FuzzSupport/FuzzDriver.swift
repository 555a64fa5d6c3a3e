#if canImport(Glibc)
    import Glibc
#endif

// libFuzzer's driver, linked in by -sanitize=fuzzer (declared here; Swift cannot import it).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

nonisolated(unsafe) private var body: (([UInt8]) -> Void)?

/// Runs libFuzzer with `test` as the target: each input's bytes are handed to it.
public func fuzz(_ test: @escaping ([UInt8]) -> Void) -> Never {
    body = test
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(
        runDriver(&argc, &argv) { data, size in
            body?(Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        })
}
