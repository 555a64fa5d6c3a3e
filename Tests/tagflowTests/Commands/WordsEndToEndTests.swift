import Foundation
import Testing

/// `--words` on technical and non-English prose: names such as C++, C#, .NET and node.js are
/// words; `--min-word-length`, `--numbers` and `--merge-plurals`; a stop-word file for another
/// language. The ranking is read back with `tagflow measure` (labels in cloud order).
@Suite("tagflow --words reads technical and non-English prose")
struct WordsEndToEndTests {
    static let technical = """
        We ship C++ and C# code on .NET and node.js. Node.js runs; C++ compiles, C# too.
        ASP.NET and e-mail, don't stop. The cat and the cats; cats everywhere! In 2024 we had
        3.14 problems, 2024 again.
        """

    /// The words `measure --words` ranks, with `options`, from `text`.
    static func words(_ text: String, _ options: [String] = [], files: [String: String] = [:]) async throws -> [String]
    {
        try await withTemporaryFolder { folder in
            try writeFile("prose.txt", Array(text.utf8), in: folder)
            for (name, contents) in files { try writeFile(name, Array(contents.utf8), in: folder) }
            let run = try await TagflowBinary.run(["measure", "prose.txt", "--words"] + options, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            return String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map {
                String($0.split(separator: "\t")[0])
            }
        }
    }

    @Test("C++, C#, .NET, ASP.NET, node.js and e-mail are words; a sentence's dot is not part of one")
    func technicalNames() async throws {
        let words = try await Self.words(Self.technical)
        for name in ["C++", "C#", ".NET", "ASP.NET", "e-mail", "code"] {
            #expect(words.contains(name), "\(name) in \(words)")
        }
        // node.js twice (once capitalised, shown as written most often: a tie goes to the first
        // in order) and never split into "node" and "js".
        #expect(words.contains { $0.lowercased() == "node.js" } && !words.contains("js") && !words.contains("node"))
        // Counted: C++ and C# twice each, so they lead.
        #expect(Array(words.prefix(2)).sorted() == ["C#", "C++"], "\(words)")
        #expect(!words.contains("2024") && !words.contains("3.14"), "numbers are left out by default")
    }

    @Test("--numbers keeps numbers, --min-word-length drops short words, --merge-plurals counts cats with cat")
    func options() async throws {
        let numbers = try await Self.words(Self.technical, ["--numbers"])
        #expect(numbers.first == "2024" && numbers.contains("3.14"), "\(numbers)")
        let long = try await Self.words(Self.technical, ["--min-word-length", "5"])
        #expect(long.allSatisfy { $0.count >= 5 } && long.contains("ASP.NET") && !long.contains("code"), "\(long)")
        let plain = try await Self.words(Self.technical)
        #expect(plain.contains("cat") && plain.contains("cats"))
        let merged = try await Self.words(Self.technical, ["--merge-plurals"])
        // cat once and cats twice: three, ahead of C++ and C#.
        #expect(merged.first == "cat" && !merged.contains("cats"), "\(merged)")
    }

    @Test("German prose with a German stop-word file: ß and umlauts, counted whatever the case")
    func german() async throws {
        let text =
            "Die Straße ist lang. Die Straßen sind voll, und die Übung macht den Meister. Übung! Straße, Straße.\n"
        let words = try await Self.words(
            text, ["--stopwords", "de.txt"], files: ["de.txt": "die\nund\nist\nsind\nden\nmacht\n"])
        #expect(words == ["Straße", "Übung", "lang", "Meister", "Straßen", "voll"], "\(words)")
    }

    @Test("--min-word-length 0 is a usage error (64) naming the option")
    func badLength() async throws {
        let run = try await TagflowBinary.run(
            ["measure", "-", "--words", "--min-word-length", "0"], stdin: Array("a b".utf8))
        expectError(run, exit: 64, mentions: ["--min-word-length '0'"], usageTail: measureUsageTail)
    }
}
