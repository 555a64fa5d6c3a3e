import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files this process has made and not yet renamed into place or removed, so a
/// stop signal can remove them (`StopSignals`). One lock guards the list, the making of each
/// temporary file and the renames that commit a run's outputs: a signal is handled either before
/// a run's outputs are committed or after all of them are, never between two of them.
package enum TemporaryFiles {
    /// An array, not a set: a few paths at once (one a run's output), where hashing a path to
    /// note it and again to let go of it took about 1,000 instructions each time.
    private static let live = Locked<[String]>([])

    /// The live paths again as C strings in fixed slots, for `removeAllFromSignalHandler`, which
    /// may neither allocate nor lock. Written under `live`'s lock.
    nonisolated(unsafe) private static let slots = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
        return slots
    }()
    private static let slotCount = 4096

    private static func noteSlot(_ path: UnsafePointer<CChar>) {
        // Read once: each read of the global asked whether it was made yet (17 times a file).
        let slots = slots
        for index in 0..<slotCount where slots[index] == nil {
            slots[index] = strdup(path)
            return
        }
    }

    private static func clearSlot(_ path: String) {
        // The path made a C string once: handed to `strcmp` as a `String`, it was copied into a
        // new array for every slot compared (about 450 instructions each).
        let slots = slots
        path.withCString { path in
            for index in 0..<slotCount {
                if let slot = slots[index], strcmp(slot, path) == 0 {
                    slots[index] = nil
                    free(slot)
                    return
                }
            }
        }
    }

    /// Makes the slots now, while memory is there: made lazily by the first fault's handler, they
    /// were an allocation under the very limit that caused the fault (a second "Fatal error",
    /// and no message of ours). Called when the fatal signals are taken over.
    package static func prepareForSignalHandler() {
        _ = slots
    }

    /// Removes every temporary file still live, from a fatal signal's handler.
    package static func removeAllFromSignalHandler() {
        for index in 0..<slotCount {
            if let slot = slots[index] { unlink(slot) }
        }
    }

    /// Makes a temporary file from `template` (ending in `XXXXXX`, which `mkstemp` fills in) and
    /// notes it; returns the open descriptor and the path, or `nil` with `errno` set.
    static func make(from template: String) -> (fd: Int32, path: String)? {
        live.withLock { live in
            // One C string, filled in by mkstemp and read where it lies: copied into an array
            // and mapped back byte by byte, it took about 1,000 instructions a file.
            var bytes = template.utf8CString
            var fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { return nil }
            return bytes.withUnsafeBufferPointer { name -> (fd: Int32, path: String)? in
                let name = name.baseAddress!
                // With standard output closed, mkstemp hands out descriptor 1, and a later write
                // to `-o -` or `/dev/stdout` would go into the temporary file: moved above the three.
                if fd <= STDERR_FILENO {
                    let moved = fcntl(fd, F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
                    close(fd)
                    guard moved >= 0 else {
                        let saved = errno
                        unlink(name)
                        errno = saved
                        return nil
                    }
                    fd = moved
                }
                let path = String(cString: name)
                live.append(path)
                noteSlot(name)
                return (fd, path)
            }
        }
    }

    /// Renames the temporary file of each of `files` that has one to the file's path, in order,
    /// under the lock; stops at the first failure, removing the temporary files not yet renamed.
    ///
    /// - Returns: `nil`, or the target whose rename failed and `errno`'s message.
    static func commit(_ files: [OutputFile.Pending]) -> (target: String, reason: String)? {
        // The files themselves, those with a temporary file: a list of their renames made first
        // was an array and its paths' retains and releases, about 650 instructions a file.
        live.withLock { live in
            for index in files.indices {
                guard let temporary = files[index].temporary else { continue }
                forget(temporary, in: &live)
                clearSlot(temporary)
                guard systemRename(temporary, to: files[index].path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    for later in files[index...] {
                        guard let temporary = later.temporary else { continue }
                        unlink(temporary)
                        forget(temporary, in: &live)
                        clearSlot(temporary)
                    }
                    return (files[index].path, reason)
                }
            }
            return nil
        }
    }

    /// Removes the temporary file at `path`.
    static func discard(_ path: String) {
        live.withLock { live in
            unlink(path)
            forget(path, in: &live)
            clearSlot(path)
        }
    }

    /// Whether `path` is a temporary file made and not yet renamed or removed: one a stop
    /// signal would remove.
    static func isPending(_ path: String) -> Bool {
        live.withLock { $0.contains(path) }
    }

    /// Removes every temporary file, then calls `finish` (which ends the process: the command
    /// layer writes its line and exits) without giving the lock back, so no other thread can
    /// make or commit a file in between.
    package static func removeAll(thenWhileLocked finish: () -> Never) -> Never {
        live.withLock { live -> Never in
            for path in live { unlink(path) }
            finish()
        }
    }

    /// Takes `path` out of the live paths: the first looked at first, as a run's outputs are
    /// committed in the order they were made.
    private static func forget(_ path: String, in live: inout [String]) {
        guard let index = live.firstIndex(of: path) else { return }
        live.remove(at: index)
    }

    /// `rename`, its paths handed over through `withCString`: handed to C as they are, each
    /// was copied into a new array (about 400 instructions a file).
    private static func systemRename(_ from: String, to: String) -> Int32 {
        from.withCString { from in
            to.withCString { to in
                #if canImport(Glibc)
                    Glibc.rename(from, to)
                #else
                    Darwin.rename(from, to)
                #endif
            }
        }
    }
}
