import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line as bytes, before Swift's `CommandLine.arguments` replaces each byte that is
/// not UTF-8 with U+FFFD: a name that is not UTF-8 would then be another, missing name
/// ("n�.txt: no such file"). Such an argument is refused instead, named byte for byte.
package enum ArgumentBytes {
    /// The error line's text for the first argument (after the program's name) that is not
    /// UTF-8, shown with `\xFF` escapes; `nil` when every argument is UTF-8.
    package static func problem() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index], String(validatingCString: pointer) == nil else {
                continue
            }
            let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
            return "argument \(index) '\(EchoedText.escaped(bytes: bytes))' is not UTF-8; tagflow names files "
                + "in UTF-8: rename the file or link it under a UTF-8 name"
        }
        return nil
    }
}
