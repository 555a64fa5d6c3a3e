import Foundation
import Synchronization

/// Reference names as swift-snapshot-testing makes them, and the run-wide bookkeeping that keeps
/// two assertions from sharing one: `__Snapshots__/<TestFile>/<testName>.<n or name>.<ext>`.
enum SnapshotNaming {
    /// `topicsCloud()` → `topicsCloud`, `theme(_:)` → `theme`, `testTopics()` → `testTopics`.
    static func testName(_ function: String) -> String {
        sanitized(String(function.prefix { $0 != "(" }))
    }

    /// Keeps letters, digits, `.`, `-` and `_`; every other run of characters becomes one `-`, so
    /// a name is one path component on every file system.
    static func sanitized(_ name: String) -> String {
        var out = ""
        for character in name {
            let keep = character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
            if keep {
                out.append(character)
            } else if !out.hasSuffix("-") {
                out.append("-")
            }
        }
        let trimmed = out.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "snapshot" : trimmed
    }

    /// How many unnamed assertions each test has made so far in this run.
    private static let counters = Mutex<[String: Int]>([:])
    /// Which assertion first used each reference path in this run.
    private static let claims = Mutex<[String: String]>([:])

    /// The next number for an unnamed assertion of `test`, from 1.
    static func nextNumber(for test: String) -> Int {
        counters.withLock { counters in
            counters[test, default: 0] += 1
            return counters[test]!
        }
    }

    /// Records that `claimant` uses `path`; returns the other assertion that already did, if any.
    static func claim(_ path: String, by claimant: String) -> String? {
        claims.withLock { claims in
            if let earlier = claims[path], earlier != claimant { return earlier }
            claims[path] = claimant
            return nil
        }
    }
}
