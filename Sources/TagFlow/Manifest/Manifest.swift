/// A list of images to keep fresh (`tagflow build`, default `tagflow.json`):
///
/// ```json
/// {"defaults": {"theme": "light", "width": 480},
///  "images": [{"input": "topics.txt", "output": "topics.svg", "font-size": 16}]}
/// ```
///
/// Options are under the keys a `--config` file uses (the flags' names without dashes); an
/// image's own options win over the defaults. Paths are relative to the manifest's folder, and
/// an output is an image named by its format (`.svg`, `.png`, `.pdf`, agreeing with a `format`).
/// Every problem is named by its place in the file (`tagflow.json:7:5: image 2: …`).
public struct Manifest: Hashable, Sendable {
    /// The manifest `tagflow build` reads when none is named.
    public static let defaultPath = "tagflow.json"
    /// The most bytes a manifest may hold: a few thousand images fit in far less.
    public static let maximumBytes = 4 << 20

    /// The manifest's path, as given.
    public var path: String
    /// The options every image starts from.
    public var defaults: [ManifestOption]
    /// The images, in the file's order.
    public var images: [Image]

    /// One image of a manifest.
    public struct Image: Hashable, Sendable {
        /// The labels' file, relative to the working folder (resolved from the manifest's folder).
        public var input: String
        /// Where the picture goes, resolved the same way; its extension picks the format.
        public var output: String
        /// Its own options, over the manifest's defaults.
        public var options: [ManifestOption]
        /// Where its entry starts: `FILE:LINE:COLUMN`.
        public var place: String
        /// Its number in the file, from 1.
        public var number: Int
        /// With `"animate"`: the image is an animated re-wrap from `input` (`Animation`).
        public var animation: Animation?
    }

    /// Reads and checks the manifest at `path`.
    ///
    /// - Throws: `InputError` when it cannot be read or is not JSON; `ManifestError` when its
    ///   shape is wrong.
    public static func read(_ path: String) throws -> Manifest {
        let bytes = try InputFile.read(
            path, maximumBytes: maximumBytes, text: true,
            remedy: "a manifest lists images and their options, at most \(InputError.size(maximumBytes))")
        return try Manifest(parsing: bytes, path: path)
    }

    /// The manifest in `bytes`, read from `path` (which names it in errors and roots its paths).
    ///
    /// - Throws: `InputError.malformedJSON` or `ManifestError`.
    public init(parsing bytes: [UInt8], path: String) throws {
        self.path = path
        let source = InputFile.displayName(of: path)
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            let (line, column) = error.position(in: bytes)
            throw InputError.malformedJSON(source: source, line: line, column: column, problem: error.message)
        }
        let positions = LinePositions(bytes)
        func place(_ offset: Int) -> String {
            let (line, column) = positions.position(of: offset)
            return "\(source):\(line):\(column)"
        }
        guard case .object(let members) = document.kind else {
            throw ManifestError.malformed(
                place: place(document.offset),
                problem:
                    "a manifest is one JSON object, {\"defaults\": {…}, \"images\": [{\"input\": …, \"output\": …}]}, "
                    + "found \(document.kindName)")
        }
        var defaults: [ManifestOption] = []
        var images: JSONValue?
        for member in members {
            switch member.key {
            case "defaults":
                defaults = try ManifestOption.options(in: member.value, place: place) { problem in
                    ManifestError.malformed(place: place(member.value.offset), problem: "\"defaults\" \(problem)")
                }
                if let conflict = SettingLayers.conflict(in: defaults) {
                    throw ManifestError.malformed(place: conflict.second.place, problem: "defaults: \(conflict)")
                }
            case "images": images = member.value
            default:
                throw ManifestError.malformed(
                    place: place(member.keyOffset),
                    problem: "unknown key '\(member.key)'; a manifest holds \"defaults\" and \"images\"")
            }
        }
        guard let images, case .array(let entries) = images.kind else {
            throw ManifestError.malformed(
                place: place(images?.offset ?? document.offset),
                problem: "\"images\" is a list of {\"input\": PATH, \"output\": PATH, options…}"
                    + (images.map { ", found \($0.kindName)" } ?? ", and it is missing"))
        }
        let folder = Self.folder(of: path)
        var owners: [String: Int] = [:]
        self.images = []
        for (index, entry) in entries.enumerated() {
            let number = index + 1
            let at = place(entry.offset)
            func bad(_ problem: String) -> ManifestError { .badImage(place: at, image: number, problem: problem) }
            guard case .object(let members) = entry.kind else {
                throw bad("an image is {\"input\": PATH, \"output\": PATH, options…}, found \(entry.kindName)")
            }
            var paths: [String: String] = [:]
            var outputPlace = at
            var rest: [JSONValue.Member] = []
            var animation: Animation?
            for member in members {
                if member.key == "animate" {
                    animation = try Self.animation(member.value, image: number, folder: folder, place: place)
                    continue
                }
                guard member.key == "input" || member.key == "output" else {
                    rest.append(member)
                    continue
                }
                guard case .string(let text) = member.value.kind, !text.isEmpty, text != "-" else {
                    var found = member.value.kindName
                    if case .string(let text) = member.value.kind { found = "'\(text)'" }
                    throw ManifestError.badImage(
                        place: place(member.value.offset), image: number,
                        problem: "\"\(member.key)\" is a file's path, relative to the manifest's folder; found \(found)"
                    )
                }
                paths[member.key] = Self.resolve(text, in: folder)
                if member.key == "output" { outputPlace = place(member.value.offset) }
            }
            guard let input = paths["input"] else { throw bad("missing \"input\": the labels' file") }
            guard let output = paths["output"] else { throw bad("missing \"output\": where the picture goes") }
            if let first = owners[output] {
                throw ManifestError.sameOutput(place: at, image: number, output: output, firstImage: first)
            }
            owners[output] = number
            let options = try ManifestOption.options(
                in: JSONValue(kind: .object(rest), offset: entry.offset), place: place, fail: bad)
            if let conflict = SettingLayers.conflict(in: options) {
                throw ManifestError.badImage(place: conflict.second.place, image: number, problem: "\(conflict)")
            }
            try Self.checkImageName(output, place: outputPlace, image: number, options: defaults + options)
            if animation != nil, !output.lowercased().hasSuffix(".svg") {
                throw ManifestError.badImage(
                    place: outputPlace, image: number, problem: "an animation is an SVG; name the output .svg")
            }
            self.images.append(
                Image(input: input, output: output, options: options, place: at, number: number, animation: animation))
        }
        self.defaults = defaults
    }

    /// Refuses an output whose name is not an image of its format: a manifest replaces only
    /// pictures (`.svg`, `.png`, `.pdf`), never a `NOTES.md` or a `Makefile` given a `format`.
    static func checkImageName(
        _ output: String, place: String, image: Int, options: [ManifestOption]
    ) throws(ManifestError) {
        guard let format = OutputFormat(pathExtensionOf: output) else {
            throw .badImage(
                place: place, image: image,
                problem: "\"output\" \(output) is not an image's name; end it in .svg, .png or .pdf (its format)")
        }
        if let chosen = options.last(where: { $0.key == "format" }), case .text(let name) = chosen.value,
            name.lowercased() != format.rawValue
        {
            throw .badImage(
                place: chosen.place, image: image,
                problem: "\"format\": \(name) does not match the output \(output), a .\(format.rawValue); "
                    + "name the output by its format")
        }
    }

    /// The options `image` is drawn with: the defaults, then `commandLine`'s, then its own,
    /// layered by `SettingLayers`' rule.
    public func options(for image: Image, commandLine: [ManifestOption] = []) -> [ManifestOption] {
        SettingLayers.layered([defaults, commandLine, image.options])
    }

    /// The folder of `path`, with its slash; empty for a file in the working folder.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `path` from `folder` (absolute paths stay as they are); `./` is dropped, so messages
    /// name files as a user would type them.
    package static func resolve(_ path: String, in folder: String) -> String {
        if path.hasPrefix("/") { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return folder + relative
    }
}
