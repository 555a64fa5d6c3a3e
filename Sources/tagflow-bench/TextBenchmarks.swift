import ChipRendering
import Primitives
import TagFlow
import TagFlowCommands
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

    static let moods = [
        "Dark", "Lo-fi", "Melodic", "Progressive", "Symphonic", "Industrial", "Acoustic", "Psychedelic", "Modern",
        "Classic", "Experimental", "Ambient", "Tropical", "Nordic", "Urban", "Vintage", "Chill", "Epic", "Minimal",
        "Raw", "Deep", "Neo", "Post", "Avant", "Indie", "Cosmic", "Garage", "Latin", "Gothic", "Folk",
    ]

    /// `count` distinct genre-like labels of 5 to 30 characters, the same every run.
    static func distinctLabels(_ count: Int) -> [String] {
        var labels: [String] = []
        var seen = Set<String>()
        outer: for first in moods {
            for second in moods where second != first {
                for genre in genres {
                    for suffix in ["", " Live", " Mix", " 2", " Radio", " Club"] {
                        let label = "\(first) \(second) \(genre)\(suffix)"
                        guard (5...30).contains(label.count), seen.insert(label).inserted else { continue }
                        labels.append(label)
                        if labels.count == count { break outer }
                    }
                }
            }
        }
        return labels
    }

    static func run() {
        guard let fonts = try? FontLibrary.defaultStack() else {
            print("text benchmarks skipped: the bundled fonts were not found")
            return
        }
        let shaper = TextShaper(fonts: fonts)
        let (seconds, _) = median(runs: 21) {
            genres.reduce(0) { $0 + shaper.shape($1, size: 16).width }
        }
        report("shaping genres-60 labels (cached)", Double(genres.count) / seconds / 1e3, "k labels/s")

        // 100,000 distinct labels of 5–30 characters: uncached, then the same again from the cache.
        let labels = distinctLabels(100_000)
        let (uncached, _) = median(runs: 3) {
            labels.reduce(0) { $0 + shaper.shapeUncached($1, size: 16).width }
        }
        _ = labels.reduce(0) { $0 + shaper.shape($1, size: 16).width }
        let (cached, _) = median(runs: 5) {
            labels.reduce(0) { $0 + shaper.shape($1, size: 16).width }
        }
        report("shaping 100k distinct, uncached", Double(labels.count) / uncached / 1e3, "k labels/s")
        report("shaping 100k distinct, cached", Double(labels.count) / cached / 1e3, "k labels/s")
        report("cached vs uncached", uncached / cached, "× faster")

        var style = CloudStyle()
        style.fontSize = 16
        style.maxWidth = 800
        let cloud = TagCloud(tags: genres.map { CloudTag($0) }, style: style)
        for (name, format, scale) in [
            ("svg", OutputFormat.svg, 1.0), ("png @1x", .png, 1), ("png @2x", .png, 2), ("pdf", .pdf, 1),
        ] {
            var scaled = cloud
            scaled.style.scale = scale
            let (seconds, _) = median(runs: 21) { Double((try? scaled.render(as: format))?.count ?? 0) }
            report("render genres-60 \(name)", seconds * 1e3, "ms/image")
        }

        // The PNG writer against Cairo's own, on the same pixels (opaque, as batch PNGs are).
        var opaque = cloud
        opaque.style.background = Color(red: 1, green: 1, blue: 1)
        let layout = try? opaque.layout()
        if let layout {
            let scene = opaque.scene(for: layout)
            var sizes: [Int] = []
            for (name, writer) in [("tagflow", PNGWriter.tagflow), ("cairo", .cairo)] {
                var size = 0
                let (seconds, _) = median(runs: 21) {
                    size = (try? ChipRenderer.render(scene, as: .png, pngWriter: writer))?.count ?? 0
                    return Double(size)
                }
                sizes.append(size)
                report("draw+encode png, \(name) writer", seconds * 1e3, "ms/image", "\(size) bytes")
            }
            report("png bytes, tagflow vs cairo", Double(sizes[0]) / Double(max(1, sizes[1])), "×", "goal ≤ 0.85")
        }
    }
}
