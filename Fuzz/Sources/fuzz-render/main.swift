import FuzzSupport
import TagFlow

// Whole renderings of the labels in the bytes, as SVG and small PNGs: layout, shaping, drawing
// and encoding together.
fuzz { bytes in
    let size = bytes.count
    guard let tags = try? TagReader().tags(from: bytes, path: "fuzz") else { return }
    var style = CloudStyle()
    style.maxWidth = 200
    style.maxChipWidth = size % 2 == 0 ? 90 : nil
    style.updateRows { $0.maxRows = size % 3 == 0 ? 2 : nil }
    // Half the PNGs on an opaque canvas: the boxes stamped and the pixels allocated without Cairo.
    style.background = size % 10 == 0 ? "#ffffff" : nil
    let cloud = TagCloud(tags: Array(tags.prefix(50)), style: style)
    _ = try? cloud.render(as: .svg)
    if size % 5 == 0 { _ = try? cloud.render(as: .png) }
}
