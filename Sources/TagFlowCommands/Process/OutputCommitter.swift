import Dispatch
import Primitives
import TagFlow

/// Finishes a batch's written outputs off the drawing thread: flushes each input's temporary
/// files to disk and renames them into place on other threads, so the next picture is drawn
/// while the disk catches up (a flush waits for the disk, often longer than drawing a small
/// picture takes; flushes issued together cost the disk little more than one).
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
    /// Serial queues, not the global one: libdispatch runs serial queues on threads it makes
    /// beyond the core count when they have work, while the global queue's threads, one per
    /// core, are held by a batch's workers; flushes handed to it ran one at a time, and a
    /// 2-worker batch was slower than with each worker flushing its own files.
    private let flushers: [DispatchQueue]
    private let waiting = Locked(Waiting())
    private let failures = Locked<[(tag: Int, error: OutputError)]>([])
    private let failed: @Sendable (_ tag: Int, _ error: OutputError) -> Void

    /// An output's claim on the committer: a failure to finish it is reported under its tag.
    package struct Ticket: OutputFile.Finisher {
        let committer: OutputCommitter
        let tag: Int

        package func finishLater(_ files: [OutputFile.Pending]) {
            committer.commit(files, tag: tag)
        }
    }

    /// The sets handed over and not yet taken by a flusher, oldest first: a flusher takes the
    /// oldest, whichever it is, so no set waits behind a slow flush while another flusher is idle.
    private struct Waiting {
        var sets: [(files: [OutputFile.Pending], tag: Int)] = []
        var handedOver = 0
    }

    /// - Parameters:
    ///   - maximumWaiting: the most sets of files handed over and not yet finished; handing over
    ///     one more waits until one is finished.
    ///   - flushers: how many sets are flushed at once (the disk commits them together).
    ///   - failed: told at once, on a flusher's thread, when a set cannot be finished (a batch
    ///     stops starting new inputs on a full disk); `finish` returns the failures too.
    package init(
        maximumWaiting: Int, flushers: Int = 2,
        failed: @escaping @Sendable (_ tag: Int, _ error: OutputError) -> Void = { _, _ in }
    ) {
        slots = DispatchSemaphore(value: max(1, maximumWaiting))
        self.flushers = (0..<max(1, flushers)).map { DispatchQueue(label: "tagflow.output-committer.\($0)") }
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
        let flusher = waiting.withLock { waiting in
            waiting.sets.append((files, tag))
            waiting.handedOver += 1
            return flushers[waiting.handedOver % flushers.count]
        }
        flusher.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            let (files, tag) = waiting.withLock { $0.sets.removeFirst() }
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
