import FlowLayout
import Foundation
import Testing

@testable import TagFlow

/// The one table of settings and its one reader, `CloudSettings`: every door's values give the
/// same style, the library refuses what the flags refuse, and the canonical encoding keys freshness.
@Suite("The table of settings and CloudSettings")
struct SettingsTableTests {
    static func option(_ key: String, _ value: ManifestOption.Value) -> ManifestOption {
        ManifestOption(key: key, value: value, place: "test")
    }

    @Test("Every key is once in the table; every property it names is one a rule can name")
    func table() {
        let keys = Settings.all.map(\.key)
        #expect(Set(keys).count == keys.count)
        for setting in Settings.all {
            #expect(!setting.help.isEmpty, "\(setting.key) has no help")
            for property in setting.properties { #expect(Settings.setting(of: property)?.key == setting.key) }
        }
    }

    @Test("A number as text (a flag's), as JSON, and a pair as a list give the same style")
    func doorsAgree() throws {
        let typed = try CloudSettings([
            Self.option("padding", .numbers([10, 4])), Self.option("font-size", .number(18)),
            Self.option("theme", .text("dark")), Self.option("balance", .flag(true)),
        ])
        let words = try CloudSettings([
            Self.option("padding", .text("10,4")), Self.option("font-size", .text("18")),
            Self.option("theme", .text("DARK")), Self.option("balance", .flag(true)),
        ])
        #expect(typed.style == words.style)
        #expect(try typed.canonicalEncoding() == words.canonicalEncoding())
        #expect(typed.style.horizontalPadding == 10 && typed.style.verticalPadding == 4)
        #expect((typed.style.layout as? RowFlow)?.lineBreaking == .balanced)
    }

    @Test("A bad value names the setting and its place; an unknown key the closest one")
    func refusals() {
        #expect(
            throws: SettingError(
                key: "padding", place: "f.json:2:3", .badValue(value: "-3", expected: "a number from 0 to 1000"))
        ) {
            try CloudSettings([ManifestOption(key: "padding", value: .number(-3), place: "f.json:2:3")])
        }
        do {
            _ = try CloudSettings([Self.option("font-siz", .number(3))])
            Issue.record("an unknown key was read")
        } catch let error as SettingError {
            #expect(error.description == "test: unknown setting 'font-siz' (did you mean 'font-size'?)")
        } catch {
            Issue.record("\(error)")
        }
        do {
            _ = try CloudSettings([Self.option("flow", .text("columns")), Self.option("fit", .text("width"))])
            Issue.record("fit width was read with columns")
        } catch let error as SettingError {
            // Keys for the library; the command line says the same with flags.
            #expect(
                error.rendered { $0 }
                    == "fit width does not go with flow columns: columns wrap at height; use fit height or content")
            #expect(
                error.rendered { "--" + $0 }
                    == "--fit width does not go with --flow columns: columns wrap at --height; use --fit height or content"
            )
        } catch {
            Issue.record("\(error)")
        }
    }

    /// The defaults with `property` set out of its range.
    static func broken(_ property: String) -> CloudStyle {
        var style = CloudStyle()
        switch property {
        case "horizontalPadding": style.horizontalPadding = -30
        case "chip.strokeWidth": style.chip.strokeWidth = 500
        case "chip.cornerRadius": style.chip.cornerRadius = -10
        case "minChipWidth": style.minChipWidth = -100
        case "dpi": style.dpi = 0
        case "pngEffort": style.pngEffort = 4
        case "scale": style.scale = 20
        case "margin": style.margin = -50
        case "layout.spacing": style.updateRows { $0.spacing = -1 }
        case "layout.lineSpacing": style.updateRows { $0.lineSpacing = .nan }
        default: style.updateRows { $0.maxRows = 0 }
        }
        return style
    }

    @Test(
        "The library refuses each value the flags refuse, naming the property",
        arguments: [
            "horizontalPadding", "chip.strokeWidth", "chip.cornerRadius", "minChipWidth", "dpi", "scale", "margin",
            "pngEffort", "layout.spacing", "layout.lineSpacing", "layout.maxRows",
        ])
    func libraryRanges(property: String) {
        let style = Self.broken(property)
        do {
            try style.validate()
            Issue.record("\(property) was accepted")
        } catch {
            guard case .outOfRange(let named, _, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(named == property)
            // The table says which setting sets it, for every door's message.
            #expect(Settings.setting(of: property) != nil)
        }
        var prefixed = CloudStyle()
        prefixed.idPrefix = "1x"
        #expect(throws: StyleError.badIDPrefix("1x")) { try prefixed.validate() }
    }

    @Test("The canonical encoding is sorted, typed and versioned, and changes with what is drawn")
    func canonical() throws {
        let plain = try CloudSettings([]).canonicalEncoding()
        #expect(plain.hasPrefix("{\"allowsUnsafeLinks\":false,\"darkStyle\":null") || !plain.contains("darkStyle"))
        #expect(plain.contains("\"version\":\(CloudSettings.canonicalVersion)"))
        #expect(!plain.contains("0x"), "no address in \(plain)")
        // Keys are sorted: the same text from a style built in another order.
        var one = CloudStyle()
        one.margin = 3
        one.fontSize = 20
        var other = CloudStyle()
        other.fontSize = 20
        other.margin = 3
        #expect(
            try CloudSettings(style: one).canonicalEncoding() == CloudSettings(style: other).canonicalEncoding())
        var painted = one
        painted.chip.fill = "#ff0000"
        #expect(try CloudSettings(style: painted).canonicalEncoding() != CloudSettings(style: one).canonicalEncoding())
        // The same JSON Foundation writes with sorted keys, for the style alone.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let foundation = String(decoding: try encoder.encode(one), as: UTF8.self)
        #expect(try CanonicalJSONEncoder.encode(one) == foundation)
    }

    @Test("Dark mode paints the light layout: the dark scene's chips are where the light ones are")
    func darkScene() throws {
        var tags: [CloudTag] = ["Swift", "Rust", CloudTag("Go", weight: 3), CloudTag("Zig", color: "#ffcc00")]
        tags[1].group = "b"
        var light = CloudStyle()
        light.palette = Theme.light.palette
        let cloud = TagCloud(tags: tags, style: light)
        var darkStyle = CloudStyle(theme: .dark)
        darkStyle.palette = Theme.dark.palette
        let layout = try cloud.layout()
        let dark = cloud.darkScene(for: layout, dark: cloud.darkVariant(darkStyle))
        #expect(dark.chips.map(\.frame) == layout.chips.map(\.frame))
        // Each chip in the paint a dark cloud laid out on its own gives it.
        let alone = try cloud.darkVariant(darkStyle).layout()
        #expect(dark.chips.map(\.style) == alone.chips.map(\.style))
        #expect(dark.chips.map(\.style) != layout.chips.map(\.style))
    }

    @Test("A manifest image's settings are library values: layered, paths from its folder, trust refused")
    func manifestSettings() throws {
        let json =
            ##"{"defaults": {"theme": "dark", "balance": true, "stopwords": "stop.txt"},"##
            + ##" "images": [{"input": "a.txt", "output": "a.svg", "dense": true, "padding": [9, 3]},"##
            + ##" {"input": "b.txt", "output": "b.svg", "allow-unsafe-links": true}]}"##
        let manifest = try Manifest(parsing: Array(json.utf8), path: "docs/tagflow.json")
        // The image's dense replaces the defaults' balance: one choice of line breaking.
        let options = manifest.options(for: manifest.images[0])
        #expect(options.contains { $0.key == "dense" } && !options.contains { $0.key == "balance" })
        #expect(
            Settings.resolvingPath(options.first { $0.key == "stopwords" }!, in: "docs/").value
                == .text("docs/stop.txt"))
        #expect(Settings.namesPath("font", "Noto Sans:bold") == false && Settings.namesPath("font", "a/b.ttf"))
        do {
            _ = try manifest.settings(for: manifest.images[0])
            Issue.record("a stop-word file that is not there was read")
        } catch let error as InputError {
            #expect("\(error)".contains("docs/stop.txt"))
        }
        #expect(throws: ManifestError.self) { try manifest.settings(for: manifest.images[1]) }
        let plain = try Manifest(
            parsing: Array(
                ##"{"defaults": {"theme": "dark"}, "images": [{"input": "a", "output": "a.svg", "padding": [9, 3], "dense": true}]}"##
                    .utf8),
            path: "tagflow.json")
        let settings = try plain.settings(for: plain.images[0])
        var expected = CloudStyle(theme: .dark)
        expected.horizontalPadding = 9
        expected.verticalPadding = 3
        expected.updateRows { $0.lineBreaking = .dense }
        #expect(settings.style == expected)
    }
}
