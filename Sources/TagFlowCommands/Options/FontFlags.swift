import TagFlow

/// `--font`, `--font-weight` and `--font-style`, read into a `FontRequest`.
package enum FontFlags {
    package static let specs: [OptionSpec] = [
        OptionSpec(
            name: "--font", value: "FILE|NAME",
            help:
                "a font file (.ttf, .otf, .ttc[#N]) or a Fontconfig name like 'Noto Sans:bold' (default: bundled Inter)",
            fileExtensions: fileExtensions),
        OptionSpec(
            name: "--font-weight", value: "W", help: "regular, medium, semibold, bold or 100-900 (default: regular)",
            choices: weights.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)),
        OptionSpec(
            name: "--font-style", value: "normal|italic", help: "the font style (default: normal)",
            choices: Array(styles.keys.sorted())),
    ]

    /// The extensions of the font files FreeType opens, offered when completing a path.
    package static let fileExtensions = ["ttf", "otf", "ttc"]

    /// `--font-style`: whether the face is italic.
    package static let styles = ["normal": false, "italic": true]

    package static let weights: [String: Int] = [
        "thin": 100, "extralight": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500,
        "semibold": 600, "bold": 700, "extrabold": 800, "black": 900,
    ]

    package static func request(from values: OptionValues, font: String?) throws(UsageError) -> FontRequest {
        var request = FontRequest(source: font.map(FontRequest.source(from:)) ?? .bundled)
        if let text = values.text("--font-weight") {
            if let number = Int(text), (100...900).contains(number) {
                request.weight = number
            } else {
                request.weight = try values.choice("--font-weight", from: weights, expecting: "100-900 or a name")
            }
        }
        request.italic = try values.choice("--font-style", from: styles) ?? false
        return request
    }
}
