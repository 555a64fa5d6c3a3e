import Dispatch
import Primitives
import TagFlow

/// Finishes a batch's written outputs off the drawing thread: flushes the temporary files of
/// several inputs to disk at once and renames them into place on other threads, so the next
/// picture is drawn while the disk catches up. Sets are handed to a flusher in groups (half the
/// sets that may wait, or whatever is left at `finish`), and a group is flushed with one flush
/// per file system (`OutputFile.finish(sets:)`): 200 small SVGs made 200 `fsync`s, each a
/// journal commit, and now make 25 flushes.
///
/// Nothing changes about what ends up on disk: every file is flushed before it is renamed, the
/// outputs of one input are renamed together, and a set with a file that cannot be flushed is
/// removed, never renamed. A waiting file stays on `TemporaryFiles`' list until it is renamed
/// or removed, so a stop signal that ends the process at once removes it. The files waiting are
/// bounded, so a slow disk holds the drawing back instead of piling up temporary files;
/// `finish` waits for all of them.
package final class OutputCommitter: Sendable {
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    /// How many sets wait before they are handed to a flusher together.
    private let groupSize: Int
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

    /// The sets handed over and not yet given to a flusher, oldest first.
    private struct Waiting {
        var sets: [(files: [OutputFile.Pending], tag: Int)] = []
        var groupsHandedOver = 0
    }

    /// - Parameters:
    ///   - maximumWaiting: the most sets of files handed over and not yet finished; handing over
    ///     one more waits until one is finished.
    ///   - flushers: how many groups of sets are flushed at once.
    ///   - failed: told at once, on a flusher's thread, when a set cannot be finished (a batch
    ///     stops starting new inputs on a full disk); `finish` returns the failures too.
    package init(
        maximumWaiting: Int, flushers: Int = 2,
        failed: @escaping @Sendable (_ tag: Int, _ error: OutputError) -> Void = { _, _ in }
    ) {
        slots = DispatchSemaphore(value: max(1, maximumWaiting))
        // Half, so the drawing goes on while one group is flushed.
        groupSize = max(1, (maximumWaiting + 1) / 2)
        self.flushers = (0..<max(1, flushers)).map { DispatchQueue(label: "tagflow.output-committer.\($0)") }
        self.failed = failed
    }

    /// A ticket for the output tagged `tag` (a batch uses the input's index).
    package func ticket(_ tag: Int) -> Ticket {
        Ticket(committer: self, tag: tag)
    }

    /// Flushes and renames `files` (written to their temporary files, not yet flushed) later, on
    /// another thread, with the sets handed over before it; waits first while `maximumWaiting`
    /// sets are unfinished.
    func commit(_ files: [OutputFile.Pending], tag: Int) {
        slots.wait()
        group.enter()
        let ready = waiting.withLock { waiting -> [(files: [OutputFile.Pending], tag: Int)] in
            waiting.sets.append((files, tag))
            guard waiting.sets.count >= groupSize else { return [] }
            defer { waiting.sets.removeAll() }
            return waiting.sets
        }
        if !ready.isEmpty { handOver(ready) }
    }

    /// Gives `sets` to the next flusher, which finishes them together.
    private func handOver(_ sets: [(files: [OutputFile.Pending], tag: Int)]) {
        let flusher = waiting.withLock { waiting in
            waiting.groupsHandedOver += 1
            return flushers[waiting.groupsHandedOver % flushers.count]
        }
        flusher.async { [self] in
            let outcomes = OutputFile.finish(sets: sets.map(\.files))
            for (set, error) in zip(sets, outcomes) {
                if let error {
                    failures.withLock { $0.append((set.tag, error)) }
                    failed(set.tag, error)
                }
                slots.signal()
                group.leave()
            }
        }
    }

    /// Waits until every file handed over is in place or removed; returns the sets that could
    /// not be finished, each by its tag, in the order they failed.
    package func finish() -> [(tag: Int, error: OutputError)] {
        let rest = waiting.withLock { waiting in
            defer { waiting.sets.removeAll() }
            return waiting.sets
        }
        if !rest.isEmpty { handOver(rest) }
        group.wait()
        return failures.withLock { $0 }
    }
}
