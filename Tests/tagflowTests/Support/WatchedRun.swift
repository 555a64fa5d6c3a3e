import Foundation
import Spawn
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `tagflow … --watch` running in a folder, and ways to wait for what it does: each cycle
/// prints a line on standard error, which the test counts (no fixed sleep; every wait has a
/// timeout generous enough for a sanitizer build on a loaded machine).
struct WatchedRun {
    let process: Spawn.Running
    let folder: URL

    /// Starts `tagflow arguments…` in `folder` and waits until it says it is watching.
    static func start(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> WatchedRun
    {
        let run = WatchedRun(
            process: try Spawn.start(try TagflowBinary.location.get().path, arguments, directory: folder.path),
            folder: folder)
        try #require(
            run.waitFor("tagflow: watching "), "never watched: \(run.stderr)", sourceLocation: sourceLocation)
        return run
    }

    /// Standard error so far.
    var stderr: String { String(decoding: process.stderrSoFar(), as: UTF8.self) }

    /// How many times `text` is in standard error so far.
    func count(_ text: String) -> Int {
        stderr.components(separatedBy: text).count - 1
    }

    /// Waits until `text` is in standard error `times` times; `false` after `timeout` seconds or
    /// when the run ended.
    func waitFor(_ text: String, times: Int = 1, timeout: Double = 60) -> Bool {
        waitUntil(timeout: timeout) { count(text) >= times }
    }

    /// Waits until `condition` holds, looking every 20 ms; `false` after `timeout` seconds or when
    /// the run ended.
    func waitUntil(timeout: Double = 60, _ condition: () -> Bool) -> Bool {
        let started = Date()
        while Date().timeIntervalSince(started) < timeout {
            if condition() { return true }
            guard kill(process.pid, 0) == 0 else { return condition() }
            usleep(20_000)
        }
        return false
    }

    /// Sends `signal` and waits for the end.
    func stop(_ signal: Int32 = SIGINT) -> Spawn.Result {
        kill(process.pid, signal)
        return process.wait()
    }

    /// Replaces `name` in the folder as editors save: the new bytes to a temporary file, then
    /// renamed over it.
    func saveAtomically(_ name: String, _ bytes: [UInt8]) throws {
        let temporary = try writeFile(".\(name).swp", bytes, in: folder)
        guard rename(temporary.path, folder.appendingPathComponent(name).path) == 0 else {
            throw HeldRunFailure(description: "rename over \(name): errno \(errno)")
        }
    }

    /// The file's inode and modification time, to show it was not written.
    func identity(_ name: String) -> [Int] {
        var info = stat()
        guard stat(folder.appendingPathComponent(name).path, &info) == 0 else { return [] }
        return [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }
}
