import FuzzSupport
import TagFlow

// Icons: the bytes as an SVG or PNG icon file through the sanitiser, and what it accepts drawn
// through librsvg and Cairo in every format. Whatever passes must be drawing alone: the SVG
// written holds no escape a browser would decode and no reference out of the document.
fuzz { bytes in
    guard let icon = try? ChipIcon(data: bytes) else { return }
    let cloud = TagCloud(tags: [CloudTag("x", icon: icon), CloudTag("", icon: icon)])
    if let svg = try? cloud.render(as: .svg) {
        let text = String(decoding: svg, as: UTF8.self)
        precondition(!text.contains("\\"), "an escape reached the SVG")
        for part in text.split(separator: "url(").dropFirst() {
            precondition(part.hasPrefix("#"), "a url( out of the document reached the SVG")
        }
        for part in text.split(separator: "href=\"").dropFirst() {
            precondition(part.hasPrefix("#") || part.hasPrefix("data:image/png;base64,"), "an href out reached the SVG")
        }
    }
    let size = bytes.count
    if size % 2 == 0 { _ = try? cloud.render(as: .png) }
    if size % 3 == 0 { _ = try? cloud.render(as: .pdf) }
}
