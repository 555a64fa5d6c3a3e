import Foundation
import Spawn
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ways for a test to hold a running `tagflow` at a known point, so that a signal sent then
/// always arrives in the middle of the work it names: a named pipe the run reads from and the
/// test keeps open (the run cannot finish its input until the test lets it), and SIGSTOP taken
/// at the moment a file appears (the run is frozen there until SIGCONT).

/// A named pipe in a folder, opened for writing by the test. A run reading it takes what is
/// written and then waits for more, until `finish()` closes the pipe.
final class HeldInput {
    let path: String
    private var writer: Int32 = -1
    private var reader: Int32 = -1

    /// Makes the pipe `name` in `folder` and opens its writing end without waiting for a reader.
    init(_ name: String, in folder: URL) throws {
        path = folder.appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else { throw HeldRunFailure(description: "mkfifo \(path): errno \(errno)") }
        // A reader opened without blocking lets the writer open at once, and keeps bytes written
        // before the run opens the pipe from being refused (EPIPE). The test never reads from it,
        // and the run's end of input comes when the writer closes.
        reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        writer = open(path, O_WRONLY | O_CLOEXEC)
        guard writer >= 0 else { throw HeldRunFailure(description: "cannot open \(path) for writing") }
    }

    deinit { finish() }

    /// Writes `bytes` into the pipe. More than the pipe holds (64 KiB) waits for a reader.
    func write(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let wrote = bytes[done...].withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
            guard wrote > 0 else { throw HeldRunFailure(description: "cannot write to \(path)") }
            done += wrote
        }
    }

    /// Waits until process `pid` has opened the pipe and read everything written so far: it is
    /// then inside its read of the input, which cannot end while the pipe is open.
    func waitUntilRead(by pid: pid_t, timeout: Double = 60) -> Bool {
        let started = Date()
        while Date().timeIntervalSince(started) < timeout && kill(pid, 0) == 0 {
            var unread: Int32 = 0
            if readsPipe(pid) && ioctl(writer, UInt(FIONREAD), &unread) == 0 && unread == 0 { return true }
            usleep(10_000)
        }
        return false
    }

    /// Closes the pipe: the reader sees the end of its input.
    func finish() {
        if writer >= 0 { close(writer) }
        if reader >= 0 { close(reader) }
        writer = -1
        reader = -1
        unlink(path)
    }

    /// Whether one of `pid`'s open descriptors is this pipe (the same inode).
    private func readsPipe(_ pid: pid_t) -> Bool {
        var own = stat()
        guard stat(path, &own) == 0 else { return false }
        let folder = "/proc/\(pid)/fd"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { name in
            var open = stat()
            return stat(folder + "/" + name, &open) == 0 && open.st_ino == own.st_ino && open.st_dev == own.st_dev
        }
    }
}

/// Freezing a running process with SIGSTOP and letting it go on.
enum Freeze {
    /// Stops `pid` and waits until the kernel shows it stopped (state `T` in `/proc/PID/stat`).
    static func stop(_ pid: pid_t) {
        kill(pid, SIGSTOP)
        for _ in 0..<2_000 {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            // pid (name) STATE …: the state follows the last ')'.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return }
            usleep(1_000)
        }
    }

    /// Sends `signals` to the frozen `pid`, then lets it run: they are all pending when it wakes.
    static func signalAndContinue(_ pid: pid_t, _ signals: [Int32]) {
        for signal in signals { kill(pid, signal) }
        kill(pid, SIGCONT)
    }

    /// Waits until `signal`, sent to `pid`, is no longer pending: the process has taken it.
    static func waitUntilTaken(_ pid: pid_t, _ signal: Int32, timeout: Double = 30) -> Bool {
        let bit = UInt64(1) << UInt64(signal - 1)
        let started = Date()
        while Date().timeIntervalSince(started) < timeout {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
            let pending = status.split(separator: "\n").filter { $0.hasPrefix("SigPnd:") || $0.hasPrefix("ShdPnd:") }
                .compactMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
            if pending.count == 2 && pending.allSatisfy({ $0 & bit == 0 }) { return true }
            usleep(1_000)
        }
        return false
    }

    /// Waits (with inotify, not by polling: a busy test machine would oversleep) until `count`
    /// different files in `folder` that `matching` accepts have appeared, by events of `mask`
    /// (`IN_CREATE`, `IN_MOVED_TO`) or by being there already when the watch began (a run started
    /// before the test could watch, as under a sanitizer on a loaded machine, has made some
    /// already), then stops `pid` there. Returns whether it was stopped before it ended or
    /// `timeout` seconds passed.
    static func stop(
        _ pid: pid_t, in folder: URL, after count: Int = 1, of mask: Int32, timeout: Double = 120,
        matching: (String) -> Bool
    ) -> Bool {
        let watch = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        defer { close(watch) }
        inotify_add_watch(watch, folder.path, UInt32(mask))
        // Listed after the watch began: a file made between the two is both listed and reported,
        // and counted once by its name.
        var seen = Set(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter(matching))
        if seen.count >= count {
            stop(pid)
            return true
        }
        let started = Date()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date().timeIntervalSince(started) < timeout && kill(pid, 0) == 0 {
            var poller = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let got = read(watch, &buffer, buffer.count)
            // Each event: wd, mask, cookie, len (4 bytes each), then the name.
            var offset = 0
            while offset + 16 <= got {
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8
                let name = String(
                    decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
                if matching(name) { seen.insert(name) }
                if seen.count >= count {
                    stop(pid)
                    return true
                }
                offset += 16 + length
            }
        }
        return false
    }

    /// Stops `pid` as a temporary output (a name with `.tagflow-`) is created in `folder`.
    /// Returns whether a temporary file exists in the frozen process's folder: the run is then
    /// caught in the middle of writing.
    static func stopAtTemporaryFile(_ pid: pid_t, in folder: URL, timeout: Double = 60) -> Bool {
        guard stop(pid, in: folder, of: IN_CREATE, timeout: timeout, matching: { $0.contains(".tagflow-") }) else {
            return false
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.contains(".tagflow-") }
    }
}

/// A held run that could not be set up.
struct HeldRunFailure: Error, CustomStringConvertible {
    var description: String
}
