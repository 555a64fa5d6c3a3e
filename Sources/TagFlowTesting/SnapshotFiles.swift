import Foundation

/// The snapshot files' reading and writing: references are read with a size limit, and every file
/// is written whole or not at all (a temporary file renamed), so an interrupted run never leaves a
/// half reference behind.
enum SnapshotFiles {
    /// The largest reference read: four times the largest picture TagFlow draws, uncompressed.
    static let largestReference = 1 << 30

    /// The file's bytes; `nil` when there is none.
    static func read(_ url: URL) throws -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            return FileManager.default.fileExists(atPath: url.path) ? try Array(Data(contentsOf: url)) : nil
        }
        defer { try? handle.close() }
        let data = try handle.read(upToCount: largestReference + 1) ?? Data()
        guard data.count <= largestReference else {
            throw CocoaError(
                .fileReadTooLarge, userInfo: [NSFilePathErrorKey: url.path])
        }
        return Array(data)
    }

    /// Writes `bytes` to `url`, making its folder first.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}
