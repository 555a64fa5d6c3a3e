import TagFlow

/// The files a command line's options read, for `RunFiles` (the library's one rule).
extension RunFiles {
    /// The files the options in `parsed` read: `--config`, `--stopwords` and a `--font` file.
    package init(optionFilesOf parsed: ParsedArguments) throws(FileClash) {
        self.init()
        if let path = parsed.values["--config"] { try read(path, as: "the --config file") }
        if let path = parsed.values["--stopwords"] { try read(path, as: "the --stopwords file") }
        if let font = parsed.values["--font"], case .file(let path, _) = FontRequest.source(from: font) {
            try read(path, as: "the --font file")
        }
    }

    /// Refuses a command line that names standard input (`-`) for two things: the inputs (the
    /// positional arguments, standard input when there are none), `--config` and `--stopwords`.
    package static func checkStandardInput(of parsed: ParsedArguments) throws(FileClash) {
        var files = try RunFiles(optionFilesOf: parsed)
        let inputs = parsed.positionals.isEmpty ? [InputFile.standardInput] : parsed.positionals
        for input in inputs where input == InputFile.standardInput { try files.read(input, as: "the input") }
    }
}
