import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowCommands

#if canImport(Glibc)
    import Glibc
#endif

/// `OutputCommitter`: a batch's outputs flushed and renamed on other threads, with the
/// guarantees of flushing them in place.
@Suite("Finishing outputs on other threads")
struct OutputCommitterTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-commit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }

    @Test("Files handed to a committer are all in place and whole after finish, with no temporary file left")
    func allInPlace() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let committer = OutputCommitter(maximumWaiting: 3)
        for index in 0..<40 {
            let bytes = [UInt8](repeating: UInt8(index), count: 10_000 + index)
            try OutputFile.write(
                streaming: folder.appendingPathComponent("\(index).svg").path,
                producing: { (emit) throws(OutputError) in
                    try bytes.withUnsafeBufferPointer { (all) throws(OutputError) in
                        try emit(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(all)[..<5_000]))
                        try emit(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(all)[5_000...]))
                    }
                },
                with: [(Array("layout \(index)".utf8), folder.appendingPathComponent("\(index).json").path)],
                committer: committer.ticket(index))
        }
        #expect(committer.finish().isEmpty)
        for index in 0..<40 {
            let picture = try Data(contentsOf: folder.appendingPathComponent("\(index).svg"))
            #expect(picture == Data(repeating: UInt8(index), count: 10_000 + index))
            let layout = try Data(contentsOf: folder.appendingPathComponent("\(index).json"))
            #expect(layout == Data("layout \(index)".utf8))
        }
        let names = try names()
        #expect(names.count == 80 && !names.contains { $0.contains(".tagflow-") })
    }

    @Test("At most maximumWaiting sets wait: handing over one more waits until one is in place")
    func boundedWaiting() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let committer = OutputCommitter(maximumWaiting: 2)
        var mostTemporary = 0
        for index in 0..<30 {
            try OutputFile.write(
                streaming: folder.appendingPathComponent("\(index).png").path,
                producing: { (emit) throws(OutputError) in
                    // The ones waiting in the committer, and this one being written.
                    let temporary = ((try? names()) ?? []).filter { $0.contains(".tagflow-") }.count
                    mostTemporary = max(mostTemporary, temporary)
                    try [UInt8](repeating: 7, count: 4_096).withUnsafeBufferPointer { (piece) throws(OutputError) in
                        try emit(UnsafeRawBufferPointer(piece))
                    }
                }, committer: committer.ticket(index))
        }
        #expect(committer.finish().isEmpty)
        #expect(mostTemporary <= 3)
        #expect(try names().count == 30)
    }

    @Test("A file handed over stays on the list a stop signal removes until it is renamed")
    func registeredWhileWaiting() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let pending = try OutputFile.prepare(Array("data".utf8), for: folder.appendingPathComponent("x.svg").path)
        let temporary = try #require(pending.temporary)
        #expect(pending.unflushed != nil && TemporaryFiles.isPending(temporary))
        let committer = OutputCommitter(maximumWaiting: 1)
        committer.commit([pending], tag: 0)
        #expect(committer.finish().isEmpty)
        #expect(!TemporaryFiles.isPending(temporary))
        #expect(try names() == ["x.svg"])
    }

    @Test("A set with a file that cannot be flushed is reported under its tag as a write failure; none is renamed")
    func flushFailure() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("a.svg").path
        let layout = folder.appendingPathComponent("a.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: layout))
        let good = try OutputFile.prepare(Array("<svg/>".utf8), for: picture)
        var bad = try OutputFile.prepare(Array("{}".utf8), for: layout)
        // fsync refuses a pipe (EINVAL): the flush fails as it would on a failing disk.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        close(try #require(bad.unflushed))
        bad.unflushed = ends[1]
        let told = Locked<[Int]>([])
        let committer = OutputCommitter(maximumWaiting: 4) { tag, _ in told.withLock { $0.append(tag) } }
        committer.commit([good, bad], tag: 7)
        let failures = committer.finish()
        #expect(failures.map(\.tag) == [7] && told.withLock { $0 } == [7])
        guard case .writeFailed(let path, _) = failures.first?.error else {
            Issue.record("expected a write failure (exit 74), got \(failures)")
            return
        }
        #expect(path == layout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: layout)) == Data("old".utf8))
        #expect(!FileManager.default.fileExists(atPath: picture))
        #expect(try names() == ["a.json"])
        for temporary in [good.temporary, bad.temporary].compactMap({ $0 }) {
            #expect(!TemporaryFiles.isPending(temporary))
        }
    }

    @Test("Sets flushed together: when the file system's flush fails, every set of the group is reported and removed")
    func groupFlushFailure() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try OutputFile.prepare(Array("<svg/>".utf8), for: folder.appendingPathComponent("a.svg").path)
        let second = try OutputFile.prepare(Array("<svg/>".utf8), for: folder.appendingPathComponent("b.svg").path)
        try #require(first.device != nil && first.device == second.device)
        // The group's flush goes through the first file's descriptor: one that is not open
        // fails it (EBADF) as a failing disk would.
        close(try #require(first.unflushed))
        first.unflushed = -1
        let told = Locked<[Int]>([])
        let committer = OutputCommitter(maximumWaiting: 4) { tag, _ in told.withLock { $0.append(tag) } }
        committer.commit([first], tag: 1)
        committer.commit([second], tag: 2)
        let failures = committer.finish()
        #expect(failures.map(\.tag) == [1, 2] && told.withLock { $0 } == [1, 2])
        for failure in failures {
            guard case .writeFailed = failure.error else {
                Issue.record("expected a write failure (exit 74), got \(failure.error)")
                continue
            }
        }
        #expect(try names().isEmpty)
        for temporary in [first.temporary, second.temporary].compactMap({ $0 }) {
            #expect(!TemporaryFiles.isPending(temporary))
        }
    }
}
