import Foundation
import Testing

@testable import TagFlow

@Suite("Writing outputs atomically")
struct OutputFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tagflow-") }
    }

    @Test("A new file gets the bytes, mode rw-r--r--, and no temporary file is left")
    func writesNewFile() throws {
        let path = folder.appendingPathComponent("a.svg").path
        try OutputFile.write([1, 2, 3], to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1, 2, 3]))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
        #expect(try leftovers().isEmpty)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("Replacing a file keeps its mode")
    func keepsMode() throws {
        let path = folder.appendingPathComponent("a.png").path
        try Data([9]).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: path)
        try OutputFile.write([1], to: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o664)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("A symbolic link is followed: the link stays and the file it points to gets the bytes")
    func followsSymlink() throws {
        let target = folder.appendingPathComponent("real.svg").path
        let link = folder.appendingPathComponent("link.svg").path
        try Data([9]).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.svg")
        try OutputFile.write([1, 2], to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.svg")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data([1, 2]))
        #expect(try leftovers().isEmpty)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("A missing folder cannot be written to, and nothing is created")
    func missingFolder() throws {
        let path = folder.appendingPathComponent("missing/a.svg").path
        #expect(throws: OutputError.self) { try OutputFile.write([1], to: path) }
        do {
            try OutputFile.write([1], to: path)
        } catch {
            guard case .cannotCreate = error else {
                Issue.record("expected cannotCreate, got \(error)")
                return
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("A folder at the output path is refused and left alone")
    func folderInTheWay() throws {
        let path = folder.appendingPathComponent("out.svg").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: OutputError.cannotCreate(path: path, reason: "it is a folder")) {
            try OutputFile.write([1], to: path)
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try leftovers().isEmpty)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("A disk that fills up fails the write with the reason")
    func diskFull() throws {
        // /dev/full accepts opening and refuses every write with ENOSPC.
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(throws: OutputError.writeFailed(path: "x", reason: String(cString: strerror(ENOSPC)))) {
            try OutputFile.writeAll(Array(repeating: 1, count: 10), to: fd, path: "x")
        }
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("Sets finished together: a set whose flush fails is removed whole, the others with it on its disk")
    func failedFlushRemovesSets() throws {
        func prepared(_ name: String) throws -> OutputFile.Pending {
            try OutputFile.prepare(Array(name.utf8), for: folder.appendingPathComponent(name).path)
        }
        var first = try prepared("a.svg")
        let own = try #require(first.unflushed)
        defer { close(own) }
        // No descriptor: the one flush of their file system, asked through it, fails for all.
        first.unflushed = -1
        let failures = OutputFile.finish(sets: [[first, try prepared("b.svg")], [try prepared("c.svg")]])
        #expect(failures.count == 2 && failures.allSatisfy { $0 != nil }, "\(failures)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // Flushed together, both sets are in place.
        let written = OutputFile.finish(sets: [
            [try prepared("a.svg"), try prepared("b.svg")], [try prepared("c.svg")],
        ])
        #expect(written.allSatisfy { $0 == nil }, "\(written)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.svg", "b.svg", "c.svg"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("c.svg")) == Data("c.svg".utf8))
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("A pipe whose reader has gone is .pipeClosed, not a write failure")
    func closedPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        // SIGPIPE blocked on this thread only: the write fails with EPIPE and the signal waits,
        // pending, until it is taken below, so the test process is never killed by it.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var now = timespec()
            _ = sigtimedwait(&pipeSignal, nil, &now)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        #expect(throws: OutputError.pipeClosed(path: "<stdout>")) {
            try OutputFile.writeAll(Array(repeating: 1, count: 10), to: ends[1], path: "<stdout>")
        }
        try? FileManager.default.removeItem(at: folder)
    }
}
