import Foundation
import Spawn
import Testing

/// What a program other than tagflow (a shell, groff) did.
struct ProgramRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Standard output's lines, without the empty piece after the last newline.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
}

/// Runs `program` (looked up on PATH) with `arguments` in `folder` and waits for it, on a thread
/// of its own so the test's task is not blocked.
func runProgram(
    _ program: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
) async throws -> ProgramRun {
    let result = try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(
                with: Result {
                    try Spawn.run(program, arguments, directory: folder?.path, environment: environment)
                })
        }
    }
    return ProgramRun(
        status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
        stderr: String(decoding: result.stderr, as: UTF8.self))
}

/// The completion script `tagflow --generate-completion-script shell` prints, written to
/// `folder/name`; returns its path.
func completionScript(_ shell: String, named name: String, in folder: URL) async throws -> URL {
    let run = try await TagflowBinary.run(["--generate-completion-script", shell])
    try #require(run.status == 0 && run.stderr.isEmpty, "--generate-completion-script \(shell): \(run.stderr)")
    return try writeFile(name, run.stdout, in: folder)
}

/// A folder `files` in `folder` with files and a folder to complete: one of every kind the
/// options take, and some they do not. The completion scripts stay outside it.
func makeCompletionFiles(in folder: URL) throws -> URL {
    let files = folder.appendingPathComponent("files")
    try FileManager.default.createDirectory(
        at: files.appendingPathComponent("lists"), withIntermediateDirectories: true)
    for name in ["labels.txt", "counts.tsv", "tags.csv", "TAGS.JSON", "cloud.svg", "cloud.png", "notes.md", "face.ttf"]
    {
        try writeFile(name, [], in: files)
    }
    return files
}

/// Drives an interactive zsh on a pseudo-terminal (zpty): loads compinit with the completion
/// file's folder in `$fpath`, types a command line and Tab, and appends every match the
/// completion system adds to a file. `zsh -f zpty.zsh FPATH HITS 'command line'`.
let zshCompletionDriver = #"""
    zmodload zsh/zpty
    # Reads from the shell until $1 appears in what it printed.
    await() {
      local out all
      integer tries=0
      while (( tries++ < 1000 )); do
        zpty -r -t z out 2>/dev/null && all+=$out
        [[ $all == *$1* ]] && return 0
        sleep 0.02
      done
      print -u2 "timed out waiting for $1"
      exit 1
    }
    zpty z zsh -f -i
    zpty -w z "PROMPT='%% '; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
    zpty -w z "hits=${(q)2}"
    # compadd records what it is given (-A keeps zsh's own matching), then adds it as usual.
    zpty -w z 'compadd () {
      if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
      typeset -a found
      builtin compadd -A found "$@"
      (( $#found )) && print -rl -- $found >> $hits
      builtin compadd "$@"
    }'
    # The quotes keep the command's echo from matching the marker its output prints.
    zpty -w z "bindkey '^I' complete-word; print RE''ADY"
    await READY
    zpty -w -n z "$3"$'\t'
    zpty -w -n z $'\x15'
    zpty -w z "print DO''NE"
    await DONE
    zpty -d z
    """#
