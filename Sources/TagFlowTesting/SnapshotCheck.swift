import Foundation

/// One assertion's work once its names are known: read the reference, compare, and write what
/// the record mode and a mismatch call for. Returns the failure message, or `nil` on a match.
struct SnapshotCheck {
    let reference: URL
    /// The actual snapshot's place in the artefacts folder; difference files take its name plus a suffix.
    let artifacts: URL
    let settings: SnapshotConfiguration.Resolved

    func run<Format>(_ actual: Format, diffing: Diffing<Format>) -> String? {
        let bytes = diffing.toBytes(actual)
        if settings.record == .all { return record(bytes, because: "record mode all") }
        let stored: [UInt8]?
        do {
            stored = try SnapshotFiles.read(reference)
        } catch {
            return "reference \(reference.path) cannot be read: \(error)"
        }
        guard let stored else {
            guard settings.record == .never else { return record(bytes, because: "there was no reference") }
            let why = settings.recordWasAsked ? "record mode never" : "CI=true, so record mode never"
            var message =
                "no reference \(reference.path) (\(why)): nothing was recorded; "
                + "record it where you can look at it (TAGFLOW_RECORD=missing), then commit it"
            if settings.artifactsWereAsked {
                message += (try? write(bytes, to: artifacts)).map { "; the snapshot is in \(artifacts.path)" } ?? ""
            }
            return message
        }
        let difference: SnapshotDifference
        do {
            guard let found = try diffing.diff(diffing.fromBytes(stored), actual) else {
                removeStaleArtifacts()
                return nil
            }
            difference = found
        } catch {
            return "snapshot \(reference.lastPathComponent) cannot be compared with \(reference.path): \(error)"
        }
        // The message: what differs, then where the files are.
        var lines = ["\(reference.path): \(difference.message)"]
        do {
            try write(bytes, to: artifacts)
            lines.append("actual: \(artifacts.path)")
            for artifact in difference.artifacts {
                let file = artifacts.deletingLastPathComponent().appendingPathComponent(
                    "\(artifacts.lastPathComponent).\(artifact.suffix)")
                try write(artifact.bytes, to: file)
                lines.append("difference: \(file.path)")
            }
            lines.append(
                settings.artifactsWereAsked
                    ? "(artefacts in \(settings.artifacts.path))"
                    : "(artefacts in \(settings.artifacts.path), a temporary folder: TAGFLOW_ARTIFACTS=DIR puts them elsewhere)"
            )
        } catch {
            lines.append("the artefacts could not be written to \(settings.artifacts.path): \(error)")
        }
        if settings.record == .failed {
            lines.append(record(bytes, because: "record mode failed"))
        }
        return lines.joined(separator: "\n")
    }

    private func record(_ bytes: [UInt8], because why: String) -> String {
        do {
            try SnapshotFiles.write(bytes, to: reference)
        } catch {
            return "could not record \(reference.path): \(error)"
        }
        return "recorded \(reference.path) (\(why)); look at it, then run the test again"
    }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try SnapshotFiles.write(bytes, to: url)
    }

    /// A match makes this assertion's own earlier artefacts stale; nobody else's are touched.
    private func removeStaleArtifacts() {
        let manager = FileManager.default
        guard manager.fileExists(atPath: artifacts.path) else { return }
        try? manager.removeItem(at: artifacts)
        for suffix in ["diff.png", "diff.txt"] {
            try? manager.removeItem(atPath: artifacts.path + "." + suffix)
        }
    }
}
