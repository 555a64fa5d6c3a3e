#if canImport(Testing)
    public import Testing

    /// Snapshot settings for a Swift Testing test or a whole suite:
    /// `@Suite(.snapshots(record: .failed)) struct CloudTests { … }`. An assertion's own
    /// `record:` parameter wins over it; it wins over `TAGFLOW_RECORD` and `TAGFLOW_ARTIFACTS`.
    public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
        /// The record mode, or `nil` to leave it to the next setting out.
        public var record: SnapshotRecordMode?
        /// The artefacts folder, or `nil` to leave it to `TAGFLOW_ARTIFACTS`.
        public var artifacts: String?

        /// Applies to every test of a suite it is given to.
        public var isRecursive: Bool { true }

        /// Runs the test with these settings in force (inner traits win over outer ones).
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            var configuration = SnapshotConfiguration.current
            configuration.record = record ?? configuration.record
            configuration.artifacts = artifacts ?? configuration.artifacts
            try await SnapshotConfiguration.$current.withValue(configuration) { try await function() }
        }
    }

    extension Trait where Self == SnapshotTrait {
        /// Snapshot settings for this test or suite.
        ///
        /// - Parameters:
        ///   - record: when references are written (see `SnapshotRecordMode`).
        ///   - artifacts: the folder that receives actual snapshots and difference files.
        public static func snapshots(record: SnapshotRecordMode? = nil, artifacts: String? = nil) -> Self {
            SnapshotTrait(record: record, artifacts: artifacts)
        }
    }
#endif
