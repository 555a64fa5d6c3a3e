import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowCommands

/// `RunFiles`: an output may not be a file the run reads (by device and inode, links followed)
/// nor another output; standard input may be named once.
@Suite("The files of one run")
final class RunFilesTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("rock\n".utf8).write(to: folder.appendingPathComponent("in.txt"))
    }

    /// Each test's folder goes with it (a struct left one in the temporary folder per test).
    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test("The input itself, a hard link and a symbolic link to it are refused as outputs; another file is not")
    func outputIsInput() throws {
        try FileManager.default.linkItem(atPath: path("in.txt"), toPath: path("hard.svg"))
        try FileManager.default.createSymbolicLink(atPath: path("soft.svg"), withDestinationPath: path("in.txt"))
        for output in ["in.txt", "hard.svg", "soft.svg"] {
            var files = RunFiles()
            try files.read(path("in.txt"), as: "the input")
            #expect(
                throws: FileClash.outputIsInput(
                    output: path(output), outputRole: "-o", input: path("in.txt"), inputRole: "the input")
            ) { try files.write(path(output), as: "-o") }
        }
        var files = RunFiles()
        try files.read(path("in.txt"), as: "the input")
        try files.write(path("new.svg"), as: "-o")
    }

    @Test("Two outputs to one file — existing or not, however spelled — or to standard output are refused")
    func outputsCollide() throws {
        var files = RunFiles()
        try files.write(path("out.svg"), as: "-o")
        #expect(throws: FileClash.self) { try files.write(folder.path + "/./out.svg", as: "--emit-layout") }
        var streams = RunFiles()
        try streams.write("-", as: "-o")
        #expect(
            throws: FileClash.outputsCollide(first: "-", firstRole: "-o", second: "-", secondRole: "--emit-layout")
        ) {
            try streams.write("-", as: "--emit-layout")
        }
        // /dev/null takes any number of outputs.
        var sinks = RunFiles()
        try sinks.write("/dev/null", as: "-o")
        try sinks.write("/dev/null", as: "--emit-layout")
    }

    @Test(
        "Outputs still to be made are one file however the path reaches it: '..', a linked folder, a folder to be made")
    func plannedOutputsBySpelling() throws {
        try FileManager.default.createDirectory(atPath: path("real/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: "real")
        let spellings = [
            ("real/out.svg", "link/out.svg"), ("real/out.svg", "real/sub/../out.svg"),
            ("real/out.svg", "link/./sub/..//out.svg"), ("new/a.svg", "new/deeper/../a.svg"),
            ("real/\u{301}x.svg", "link/\u{301}x.svg"), ("real/딸기.svg", "real/sub/../딸기.svg"),
        ]
        for (first, second) in spellings {
            var files = RunFiles()
            try files.write(path(first), as: "-o")
            #expect(
                throws: FileClash.outputsCollide(
                    first: path(first), firstRole: "-o", second: path(second), secondRole: "--emit-layout")
            ) { try files.write(path(second), as: "--emit-layout") }
        }
        // Different names stay apart, in the same folder or not, ASCII or not, at the root too.
        var files = RunFiles()
        for output in [
            "real/out.svg", "real/\u{301}out.svg", "real/sub/out.svg", "link/other.svg", "new/out.svg", "real/딸기.svg",
            "/tagflow-never-made-\(UUID().uuidString).svg",
        ] {
            try files.write(output.hasPrefix("/") ? output : path(output), as: "-o")
        }
    }

    @Test("An output in a linked folder is the input it reaches; a record's name is refused with a trailing slash too")
    func linkedFolderAndRecordName() throws {
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: ".")
        var files = RunFiles()
        try files.read(path("in.txt"), as: "the input")
        #expect(
            throws: FileClash.outputIsInput(
                output: path("link/in.txt"), outputRole: "-o", input: path("in.txt"), inputRole: "the input")
        ) { try files.write(path("link/in.txt"), as: "-o") }
        for record in [".tagflow.fresh", "out/.tagflow.fresh", "out/.tagflow.fresh/", "\u{301}/.tagflow.fresh"] {
            #expect(throws: FileClash.recordName(output: path(record), role: "-o")) {
                try files.write(path(record), as: "-o")
            }
        }
        try files.write(path("out/x.tagflow.fresh"), as: "-o")
        try files.writeRecord(path("out/.tagflow.fresh"), as: "the freshness record")
    }

    @Test("Standard input named twice is refused, naming both uses")
    func standardInputTwice() throws {
        var parsed = ParsedArguments()
        parsed.positionals = ["-"]
        parsed.values["--stopwords"] = "-"
        #expect(throws: FileClash.standardInputTwice(first: "the --stopwords file", second: "the input")) {
            try RunFiles.checkStandardInput(of: parsed)
        }
        parsed.positionals = []
        #expect(throws: FileClash.self) { try RunFiles.checkStandardInput(of: parsed) }
        parsed.positionals = ["list.txt"]
        try RunFiles.checkStandardInput(of: parsed)
    }

    @Test("The options' files are read by the run: --config, --stopwords and a --font file")
    func optionFiles() throws {
        var parsed = ParsedArguments()
        parsed.values = ["--config": path("in.txt"), "--font": path("in.txt")]
        var files = try RunFiles(optionFilesOf: parsed)
        #expect(throws: FileClash.self) { try files.write(path("in.txt"), as: "-o") }
    }

    @Test("An empty value for an option is a usage error, inline or not")
    func emptyValues() {
        let specs = [
            OptionSpec(name: "--font", value: "F", help: ""), OptionSpec(name: "--width", value: "W", help: ""),
        ]
        for arguments in [["--font", ""], ["--font="], ["--width", ""]] {
            #expect(throws: UsageError.self) { try parseArguments(arguments, specs: specs) }
        }
    }

    @Test("Sizes in bytes take K, M and G suffixes; nonsense is refused")
    func byteCounts() throws {
        let values = OptionValues(["a": "1000", "b": "64M", "c": "2k", "d": "1G", "e": "0", "f": "x", "g": "2000G"])
        #expect(try values.byteCount("a") == 1000)
        #expect(try values.byteCount("b") == 64 << 20)
        #expect(try values.byteCount("c") == 2048)
        #expect(try values.byteCount("d") == 1 << 30)
        for bad in ["e", "f", "g"] { #expect(throws: UsageError.self) { try values.byteCount(bad) } }
        #expect(try values.byteCount("missing") == nil)
    }
}

/// Temporary files: their names stay legal, and a stop signal's clean-up removes them.
@Suite("Temporary files")
struct TemporaryFileTests {
    @Test("A temporary name never passes the file-name limit, and keeps its marker")
    func temporaryNames() {
        let name = String(repeating: "n", count: 250) + ".svg"
        let temporary = OutputFile.temporaryName(for: name, limit: 255)
        #expect(temporary.utf8.count <= 255)
        #expect(temporary.hasPrefix(".nnn") && temporary.hasSuffix(".tagflow-XXXXXX"))
        #expect(OutputFile.temporaryName(for: "a.svg", limit: 255) == ".a.svg.tagflow-XXXXXX")
        // Cut at a character, never inside one.
        let korean = OutputFile.temporaryName(for: String(repeating: "한", count: 84), limit: 255)
        #expect(korean.utf8.count <= 255 && String(validating: Array(korean.utf8), as: UTF8.self) != nil)
    }

    @Test("A temporary file is on the list a stop signal removes from its making until it is committed or discarded")
    func pendingUntilCommitted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("x.svg").path
        let discarded = try OutputFile.prepare(Array("data".utf8), for: target)
        let first = try #require(discarded.temporary)
        #expect(TemporaryFiles.isPending(first) && FileManager.default.fileExists(atPath: first))
        discarded.discard()
        #expect(!TemporaryFiles.isPending(first) && !FileManager.default.fileExists(atPath: first))
        let committed = try OutputFile.prepare(Array("data".utf8), for: target)
        let second = try #require(committed.temporary)
        #expect(TemporaryFiles.isPending(second))
        try committed.commit()
        #expect(!TemporaryFiles.isPending(second))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.svg"])
    }
}
