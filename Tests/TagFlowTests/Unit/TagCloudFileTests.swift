import Testing

@testable import TagFlow

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Writing a cloud to a file")
struct TagCloudFileTests {
    @Test("write(to:) picks the format from the extension and writes what render(as:) returns")
    func writesByExtension() throws {
        let cloud = TagCloud(tags: ["Swift", "Linux"].map { CloudTag($0) })
        let folder = "/tmp/tagflow-write-\(UInt32.random(in: 0...UInt32.max))"
        #expect(mkdir(folder, 0o755) == 0)
        defer {
            for name in ["c.svg", "c.png", "c.pdf"] { unlink(folder + "/" + name) }
            rmdir(folder)
        }
        for format in OutputFormat.allCases {
            let path = folder + "/c." + format.rawValue
            try cloud.write(to: path)
            #expect(try InputFile.read(path) == cloud.render(as: format), "\(format)")
        }
    }

    @Test("A path whose extension names no format is refused and nothing is written")
    func unknownExtension() throws {
        let cloud = TagCloud(tags: [CloudTag("Swift")])
        #expect(throws: OutputError.self) { try cloud.write(to: "/tmp/tagflow-no-format.txt") }
        #expect(access("/tmp/tagflow-no-format.txt", F_OK) != 0)
    }
}
