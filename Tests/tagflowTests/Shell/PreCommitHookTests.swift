import Foundation
import Testing

/// The hooks in `.pre-commit-hooks.yaml`, run by Debian's `pre-commit` in a real repository:
/// `tagflow-markdown-check` stops a commit whose page is stale (it runs when a `.md` file is
/// staged), `tagflow-markdown` redraws it, and then the check passes.
@Suite("pre-commit hooks for pages")
struct PreCommitHookTests {
    /// Runs `program` in `folder` with the built tagflow first on the PATH and pre-commit's cache
    /// in `cache`.
    static func run(_ program: String, _ arguments: [String], in folder: URL, cache: URL) async throws -> ProgramRun {
        let binaryFolder = try TagflowBinary.location.get().deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return try await runProgram(
            program, arguments, in: folder,
            environment: [
                "PATH": binaryFolder + ":" + path, "PRE_COMMIT_HOME": cache.path, "GIT_AUTHOR_NAME": "t",
                "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
            ])
    }

    @Test(
        "A staged .md with a stale page fails tagflow-markdown-check; tagflow-markdown redraws it; then the check passes",
        .enabled(if: Needs.preCommit, "needs Debian's pre-commit"))
    func markdownHooks() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("cache")
            // The hooks file as committed, in a repository of its own for pre-commit to clone.
            let hooks = folder.appendingPathComponent("hooks")
            try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: TagflowBinary.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
                to: hooks.appendingPathComponent(".pre-commit-hooks.yaml"))
            for arguments in [["init", "-q"], ["add", "."], ["commit", "-qm", "hooks"]] {
                let git = try await Self.run("git", arguments, in: hooks, cache: cache)
                try #require(git.status == 0, "\(git.stderr)")
            }
            let rev = try await Self.run("git", ["rev-parse", "HEAD"], in: hooks, cache: cache).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)

            let project = folder.appendingPathComponent("project")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try writeFile("doc.md", Array("# Tags\n\n```tagflow\nSwift\nGo\n```\n".utf8), in: project)
            let config = """
                repos:
                  - repo: \(hooks.path)
                    rev: \(rev)
                    hooks:
                      - id: tagflow-markdown-check
                        args: [doc.md, -o, README.md]
                      - id: tagflow-markdown
                        args: [doc.md, -o, README.md]
                        stages: [manual]

                """
            try writeFile(".pre-commit-config.yaml", Array(config.utf8), in: project)
            var run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "README.md"], in: project)
            try #require(run.status == 0, "\(run.stderr)")
            for arguments in [["init", "-q"], ["add", "."], ["commit", "-qm", "page"]] {
                let git = try await Self.run("git", arguments, in: project, cache: cache)
                try #require(git.status == 0, "\(git.stderr)")
            }

            // The block edited and staged, the page not redrawn.
            try writeFile("doc.md", Array("# Tags\n\n```tagflow\nSwift\nGo\nRust\n```\n".utf8), in: project)
            _ = try await Self.run("git", ["add", "doc.md"], in: project, cache: cache)
            var hook = try await Self.run("pre-commit", ["run"], in: project, cache: cache)
            #expect(hook.status == 1, "\(hook.stdout)\(hook.stderr)")
            #expect(
                hook.stdout.contains("tagflow markdown --check") && hook.stdout.contains("Failed"), "\(hook.stdout)")
            #expect(hook.stdout.contains("tagflow: check:"), "\(hook.stdout)")

            // The redraw hook writes the page and its image (pre-commit fails a hook that changes files).
            hook = try await Self.run(
                "pre-commit", ["run", "tagflow-markdown", "--hook-stage", "manual", "--files", "doc.md"], in: project,
                cache: cache)
            #expect(hook.status == 1 && hook.stdout.contains("files were modified by this hook"), "\(hook.stdout)")
            run = try await TagflowBinary.run(["markdown", "doc.md", "-o", "README.md", "--check"], in: project)
            #expect(run.status == 0, "\(run.stderr)")
            _ = try await Self.run("git", ["add", "-A"], in: project, cache: cache)
            hook = try await Self.run("pre-commit", ["run"], in: project, cache: cache)
            #expect(hook.status == 0, "\(hook.stdout)\(hook.stderr)")
            #expect(
                hook.stdout.contains("tagflow markdown --check") && hook.stdout.contains("Passed"), "\(hook.stdout)")
        }
    }
}
