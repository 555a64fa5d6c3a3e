import Dispatch
import Primitives

/// Finishes a batch's written outputs off the drawing thread: flushes each input's temporary
/// files to disk and renames them into place on another thread, so the next picture is drawn
/// while the disk catches up (a flush waits for the disk, often longer than drawing a small
/// picture takes; flushes waiting together cost the disk little more than one).
///
/// Nothing changes about what ends up on disk: every file is flushed before it is renamed, the
/// outputs of one input are renamed together (`OutputFile.finish`), and a set with a file that
/// cannot be flushed is removed, never renamed. A waiting file stays on `TemporaryFiles`' list
/// until it is renamed or removed, so a stop signal that ends the process at once removes it.
/// The files waiting are bounded, so a slow disk holds the drawing back instead of piling up
/// temporary files; `finish` waits for all of them.
package final class OutputCommitter: Sendable {
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let failures = Locked<[(tag: Int, error: OutputError)]>([])
    private let failed: @Sendable (_ tag: Int, _ error: OutputError) -> Void

    /// An output's claim on the committer: a failure to finish it is reported under its tag.
    package struct Ticket: Sendable {
        let committer: OutputCommitter
        let tag: Int
    }

    /// - Parameters:
    ///   - maximumWaiting: the most sets of files handed over and not yet finished; handing over
    ///     one more waits until one is finished.
    ///   - failed: told at once, on the committer's thread, when a set cannot be finished (a
    ///     batch stops starting new inputs on a full disk); `finish` returns the failures too.
    package init(
        maximumWaiting: Int, failed: @escaping @Sendable (_ tag: Int, _ error: OutputError) -> Void = { _, _ in }
    ) {
        slots = DispatchSemaphore(value: max(1, maximumWaiting))
        self.failed = failed
    }

    /// A ticket for the output tagged `tag` (a batch uses the input's index).
    package func ticket(_ tag: Int) -> Ticket {
        Ticket(committer: self, tag: tag)
    }

    /// Flushes and renames `files` (written to their temporary files, not yet flushed) later, on
    /// another thread; waits first while `maximumWaiting` sets are unfinished.
    func commit(_ files: [OutputFile.Pending], tag: Int) {
        slots.wait()
        group.enter()
        DispatchQueue.global().async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            do throws(OutputError) {
                try OutputFile.finish(files)
            } catch {
                failures.withLock { $0.append((tag, error)) }
                failed(tag, error)
            }
        }
    }

    /// Waits until every file handed over is in place or removed; returns the sets that could
    /// not be finished, each by its tag, in the order they failed.
    package func finish() -> [(tag: Int, error: OutputError)] {
        group.wait()
        return failures.withLock { $0 }
    }
}
