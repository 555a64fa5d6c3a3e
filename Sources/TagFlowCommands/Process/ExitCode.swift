import TagFlow

/// The exit codes of DESIGN.md (sysexits.h).
package enum ExitCode {
    package static let ok: Int32 = 0
    /// `--check` found a stale file.
    package static let different: Int32 = 1
    package static let usage: Int32 = 64
    package static let dataError: Int32 = 65
    package static let noInput: Int32 = 66
    /// A component the run needs is not installed (librsvg, for SVG icons): EX_UNAVAILABLE.
    package static let unavailable: Int32 = 69
    package static let software: Int32 = 70
    package static let cannotCreate: Int32 = 73
    package static let ioError: Int32 = 74
    /// The reader of standard output went away (128 + SIGPIPE), as a shell reports `cat` killed
    /// by SIGPIPE.
    package static let brokenPipe: Int32 = 141

    /// The code of a batch whose inputs failed: a bad or missing input is bad data (65), as
    /// `batch --help` says; an output that cannot be made (73) or written (74) says so, and
    /// the gravest cause wins (sysexits' numbers happen to rank them).
    package static func code(forBatchFailures errors: [(any Error)?]) -> Int32 {
        errors.map { error in
            // One input's problem (its data, or an option its labels cannot meet, such as a
            // --max-chip-width too narrow for them) is 65: the other inputs may be fine.
            guard let error else { return dataError }
            if case .iconRendererUnavailable = error as? InputError { return unavailable }
            guard !(error is InputError || error is UsageError || error is FileClash || error is StrictWarning) else {
                return dataError
            }
            return code(for: error)
        }.max() ?? ok
    }

    /// The code for an error a run threw.
    package static func code(for error: any Error) -> Int32 {
        switch error {
        case is UsageError:
            return usage
        case let error as FileClash:
            // A repository's file outside its tree or in its .git is its data's fault; the rest, the command line's.
            if case .outside = error { return dataError }
            if case .versionControl = error { return dataError }
            return usage
        case let error as InputError:
            switch error {
            case .missing, .missingIcon, .noIconFolder: return noInput
            case .iconRendererUnavailable: return unavailable
            case .unreadable: return ioError
            default: return dataError
            }
        case let error as FontError:
            switch error {
            case .fileMissing, .unreadable: return noInput
            case .notAFont, .faceIndexOutOfRange: return dataError
            case .noMatch: return noInput
            case .unusableFontconfigFile: return dataError
            case .bundledFontMissing: return noInput
            case .bundledFontsNotFound: return noInput
            }
        case let error as RenderError:
            switch error {
            case .canvasTooLarge, .pageTooLarge, .unsafeLink: return dataError
            case .cairo: return software
            }
        case let error as OutputError:
            switch error {
            case .cannotCreate, .recordNotAFile: return cannotCreate
            case .writeFailed: return ioError
            case .pipeClosed: return brokenPipe
            }
        case is StyleError:
            // The command line says these as usage errors (StyleFlags); a style of a --config
            // file or of a job built elsewhere is still one the command line set.
            return usage
        case is Comparison.Failure, is ManifestError, is MarkdownError, is StrictWarning:
            return dataError
        case is WatchError:
            // No inotify, or none left: what `--watch` needs is not there.
            return unavailable
        default:
            return software
        }
    }
}
