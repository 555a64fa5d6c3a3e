import Foundation
import TagFlow
import TagFlowCommands
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--watch`'s plumbing: which folder follows which file, and what a system without inotify is told.
@Suite("The folder watch")
struct FolderWatchTests {
    @Test(
        "a file is followed in its folder by name; a path ending in / is a folder whose every name counts",
        arguments: [
            ("list.txt", ".", "list.txt"), ("docs/list.txt", "docs", "list.txt"), ("/a", "/", "a"),
            ("/srv/docs/a.md", "/srv/docs", "a.md"), ("a//b", "a", "b"), ("icons/", "icons", nil),
            ("icons//", "icons", nil),
        ] as [(String, String, String?)])
    func split(path: String, folder: String, name: String?) {
        let parts = FolderWatch.split(path)
        #expect(parts.folder == folder && parts.name == name)
    }

    @Test("no inotify, or none left: 69 (EX_UNAVAILABLE), one line saying what to do")
    func unavailable() {
        #expect(ExitCode.code(for: WatchError.unavailable) == 69)
        #expect(ExitCode.code(for: WatchError.cannotWatch("inotify_init1: Too many open files")) == 69)
        #expect(
            WatchError.unavailable.description
                == "--watch needs Linux's inotify, which this system lacks; run the command again after each change instead"
        )
    }

    #if os(Linux)
        /// Writes `text` to `path` and closes it, all before returning (Foundation's atomic write
        /// closed a file after renaming it, and its late close was a change to the new name).
        static func put(_ path: String, _ text: String) -> Bool {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return false }
            let bytes = Array(text.utf8)
            let wrote = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            return close(descriptor) == 0 && wrote == bytes.count
        }

        @Test("a rename over a followed file, made after the watch began, ends the wait")
        func renameOver() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let list = folder.appendingPathComponent("list.txt").path
            #expect(Self.put(list, "a\n"))
            let watch = try FolderWatch()
            #expect(try watch.follow([list]) == 1)
            // Made before the wait: the event waits in the queue, as during a run.
            #expect(Self.put(list + ".swp", "b\n"))
            #expect(rename(list + ".swp", list) == 0)
            #expect(try watch.waitForChange(quiet: 0.05, longest: 0.5, giveUpAfter: 30))
            // A name in the folder that is not followed is no change.
            #expect(Self.put(folder.appendingPathComponent("other.txt").path, ""))
            #expect(try !watch.waitForChange(quiet: 0.05, longest: 0.5, giveUpAfter: 0.5))
        }
    #endif
}
