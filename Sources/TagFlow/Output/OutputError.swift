/// Why an output could not be written. Nothing at the output path has changed when it is thrown.
public enum OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be created there (missing folder, no permission, a folder in the way).
    case cannotCreate(path: String, reason: String)
    /// Writing failed part way (disk full, I/O error).
    case writeFailed(path: String, reason: String)
    /// The output is a pipe (standard output, a FIFO) whose reader went away before everything
    /// was written, as when `head` has read what it wanted. Not a fault of the output: a
    /// command-line tool ends quietly on it, as `cat` does.
    case pipeClosed(path: String)
    /// A freshness record's name holds something other than a regular file (`kind`: "a symbolic
    /// link", "a FIFO", …): it is neither followed, opened nor replaced.
    case recordNotAFile(path: String, kind: String)

    /// One line: the path, what failed, and what to do.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            return "\(path): cannot create the output (\(reason)); check the folder exists and is writable"
        case .writeFailed(let path, let reason):
            return "\(path): writing the output failed (\(reason)); the previous file, if any, is unchanged"
        case .pipeClosed(let path):
            return "\(path): the reader closed the pipe before the output was written in full"
        case .recordNotAFile(let path, let kind):
            return
                "\(path): the freshness record is \(kind), not a regular file; remove it (tagflow never follows, opens or replaces it)"
        }
    }
}
