import Foundation
import Testing

@testable import TagFlowCommands

/// `InputList`: which of a folder's files are a batch's inputs, by their extension in any case.
@Suite("The inputs a folder stands for")
final class InputListTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test(
        "An input's extension is txt, tsv, csv or json in any ASCII case, after the name's last dot",
        arguments: [
            ("a.txt", true), ("A.TXT", true), ("b.Txt", true), ("c.JsOn", true), ("d.tsv", true), ("e.CSV", true),
            (".txt", true), ("a.b.csv", true), ("notes.md", false), ("txt", false), ("a.txt.", false),
            ("a.tx", false), ("a.text", false), ("a.txt.bak", false), ("a.", false), ("a.txt ", false),
            ("a.t@t", false), ("a.TXt~", false),
        ])
    func asciiNames(name: String, isInput: Bool) {
        #expect(InputList.hasInputExtension(name) == isInput)
    }

    @Test("Every input extension is found, in lower and upper case")
    func everyExtension() {
        for ext in InputList.extensions {
            #expect(InputList.hasInputExtension("a." + ext))
            #expect(InputList.hasInputExtension("a." + ext.uppercased()))
            #expect(!InputList.hasInputExtension("a." + ext + "x"))
            #expect(!InputList.hasInputExtension("a." + ext.dropLast()))
        }
    }

    @Test(
        "Past ASCII a dot is one only where it is a character of its own; the extension is lowercased as Unicode",
        arguments: [
            ("\u{E9}.txt", true), ("e\u{301}.TXT", true), ("\u{212A}.Json", true),
            // A combining mark after the dot or in the extension: no input's extension.
            ("a.\u{301}txt", false), ("a.t\u{301}xt", false), ("a.txt\u{301}", false),
            // The dot after a prepended mark (Arabic number sign) is part of its character.
            ("\u{600}.txt", false),
            // Full-width letters lowercase to full-width letters.
            ("a.\u{FF34}\u{FF38}\u{FF34}", false), ("a.\u{FF54}\u{FF58}\u{FF54}", false),
        ])
    func unicodeNames(name: String, isInput: Bool) {
        #expect(InputList.hasInputExtension(name) == isInput)
    }

    @Test("A folder's inputs: files only, not hidden ones, in name order, non-ASCII names kept as they are")
    func folderFiles() throws {
        for name in ["b.TXT", "a.txt", ".hidden.txt", "\u{E9}.Json", "\u{600}.txt", "notes.md", "c.txt\u{301}"] {
            try Data("rock\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("old.txt"), withIntermediateDirectories: false)
        let prefix = folder.path + "/"
        #expect(try InputList.files(in: folder.path) == [prefix + "a.txt", prefix + "b.TXT", prefix + "\u{E9}.Json"])
    }
}
