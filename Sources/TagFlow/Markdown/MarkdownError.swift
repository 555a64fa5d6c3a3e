/// A Markdown page whose `tagflow` blocks cannot be drawn, named by the page and line (exit 65).
public enum MarkdownError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The block opened at `line` is never closed.
    case unclosedBlock(source: String, line: Int, fence: String)
    /// The block's info string, on `line`, cannot be read or holds a bad option.
    case badBlock(source: String, line: Int, problem: String)

    public var description: String {
        switch self {
        case .unclosedBlock(let source, let line, let fence):
            "\(source):\(line): this tagflow block is never closed; end it with a line of \(fence)"
        case .badBlock(let source, let line, let problem):
            "\(source):\(line): tagflow block: \(problem)"
        }
    }
}
