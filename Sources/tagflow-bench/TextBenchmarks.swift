import ChipRendering
import TagFlow
import TextShaping

/// Shaping and whole-image rendering of the genres sample.
enum TextBenchmarks {
    static let genres = [
        "Rock", "Pop", "Jazz", "Blues", "Hip Hop", "R&B", "Soul", "Funk", "Disco", "House", "Techno", "Trance",
        "Drum & Bass", "Dubstep", "Ambient", "Synthwave", "Lo-fi Hip Hop", "Indie Rock", "Indie Pop", "Shoegaze",
        "Dream Pop", "Post-Punk", "Punk Rock", "Hardcore Punk", "Heavy Metal", "Black Metal", "Death Metal",
        "Doom Metal", "Progressive Rock", "Psychedelic Rock", "Garage Rock", "Grunge", "Britpop",
        "Alternative Rock", "Folk", "Americana", "Bluegrass", "Country", "Rock 'n' Roll", "Rockabilly", "Reggae",
        "Dancehall", "Ska", "Afrobeat", "Highlife", "Bossa Nova", "Samba", "Forró", "Música Popular Brasileira",
        "Salsa", "Cumbia", "Reggaeton", "Flamenco", "Chanson française", "K-Pop", "J-Pop", "City Pop", "Gospel",
        "Classical", "Contemporary Classical",
    ]

    static func run() {
        guard let fonts = try? FontLibrary.defaultStack() else {
            print("text benchmarks skipped: the bundled fonts were not found")
            return
        }
        let shaper = TextShaper(fonts: fonts)
        let (seconds, _) = median(runs: 21) {
            genres.reduce(0) { $0 + shaper.shape($1, size: 16).width }
        }
        report("shaping genres-60 labels", Double(genres.count) / seconds / 1e3, "k labels/s")

        var style = CloudStyle()
        style.fontSize = 16
        style.maxWidth = 800
        let cloud = TagCloud(tags: genres.map { Tag($0) }, style: style)
        for format in OutputFormat.allCases {
            let (seconds, _) = median(runs: 21) { Double((try? cloud.render(as: format))?.count ?? 0) }
            report("render genres-60 \(format.rawValue)", seconds * 1e3, "ms/image")
        }
    }
}
