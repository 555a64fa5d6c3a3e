import FuzzSupport
import TagFlow

// Manifests: the bytes as a tagflow.json. Whatever parses has its images and options in their
// places, and layering (defaults, a command line, the image's own) keeps to its rule: the
// image's own settings all survive it, and a layer it accepts holds no conflict twice over.
fuzz { bytes in
    guard let manifest = try? Manifest(parsing: bytes, path: "tagflow.json") else { return }
    let commandLine = [ManifestOption(key: "balance", value: .flag(true), place: "--balance")]
    for (index, image) in manifest.images.enumerated() {
        precondition(image.number == index + 1, "images out of order")
        let layered = manifest.options(for: image, commandLine: commandLine)
        for option in image.options where SettingLayers.conflict(in: image.options) == nil {
            precondition(layered.contains(option), "an image's own setting was lost in layering")
        }
        _ = SettingLayers.conflict(in: layered)
    }
}
