import ChipRendering

/// What a `tagflow` block becomes in the page `tagflow markdown` writes: an image link whose alt
/// text is the cloud's title, or for a light/dark pair of PNGs GitHub's `<picture>` recipe (the
/// dark file for `prefers-color-scheme: dark`, the light one for everything else). A PNG drawn
/// at a scale (`--scale 2`) carries its size in CSS pixels (`width`, `height`), so it shows at the
/// size of its SVG twin: an `<img>` then, as Markdown's image link has no size.
public enum MarkdownImageLink {
    /// How a light/dark pair of pictures chooses: by the reader's system, or by the site's theme.
    public enum DarkSwitch: String, Sendable, CaseIterable {
        /// `<picture>` with a `prefers-color-scheme: dark` source: the reader's system (or
        /// browser) setting decides, whatever theme the site is shown in.
        case picture
        /// Two images, `#gh-light-mode-only` and `#gh-dark-mode-only`: GitHub (and Forgejo)
        /// show the one for the theme chosen on the site, its own toggle.
        case fragments
    }

    /// The markup for a picture at `path` (relative to the page), titled `title`; `darkPath`
    /// names its dark picture, if it has one; `size` is its size in CSS pixels, when it must
    /// be given (`cssSize`); `darkSwitch` how a pair chooses between its pictures.
    public static func markup(
        title: String, path: String, darkPath: String? = nil, size: (width: Int, height: Int)? = nil,
        darkSwitch: DarkSwitch = .picture
    ) -> String {
        let sized = size.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        func image(_ path: String) -> String {
            guard size != nil else { return "![\(escapedAlt(title))](\(escapedDestination(path)))" }
            return "<img alt=\"\(escapedHTML(title))\" src=\"\(escapedHTML(path))\"\(sized)>"
        }
        guard let darkPath else { return image(path) }
        if darkSwitch == .fragments {
            return image(path + "#gh-light-mode-only") + "\n" + image(darkPath + "#gh-dark-mode-only")
        }
        return "<picture>\n"
            + "  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(escapedHTML(darkPath))\">\n"
            + "  <img alt=\"\(escapedHTML(title))\" src=\"\(escapedHTML(path))\"\(sized)>\n"
            + "</picture>"
    }

    /// The size in CSS pixels of the PNG `bytes` drawn at `scale` (its pixels divided by the
    /// scale, rounded), or `nil` when it needs none: not a PNG, or drawn at scale 1.
    public static func cssSize(ofPNG bytes: [UInt8], scale: Double) -> (width: Int, height: Int)? {
        guard scale > 0, scale != 1, let header = PNGHeader(bytes) else { return nil }
        return (Int((Double(header.width) / scale).rounded()), Int((Double(header.height) / scale).rounded()))
    }

    /// The picture at `target` as a link from a page in `pageFolder` (both as given on the
    /// command line, relative to the working folder or absolute), from where each really is:
    /// symbolic links are followed as far as the paths exist (`realPath`), so the link works
    /// from the page's own folder as the file system resolves `..` there — through a linked page
    /// folder or a linked images folder — and as the repository holds the page.
    public static func relativePath(to target: String, from pageFolder: String, workingFolder: String) -> String {
        func parts(_ path: String) -> [Substring] {
            var result: [Substring] = []
            let absolute = realPath(path.hasPrefix("/") ? path : workingFolder + "/" + path)
            for part in absolute.split(separator: "/") where part != "." {
                if part == ".." { _ = result.popLast() } else { result.append(part) }
            }
            return result
        }
        let to = parts(target)
        let from = parts(pageFolder.isEmpty ? "." : pageFolder)
        var shared = 0
        while shared < min(to.count - 1, from.count), to[shared] == from[shared] { shared += 1 }
        let up = Array(repeating: "..", count: from.count - shared)
        return (up + to[shared...].map(String.init)).joined(separator: "/")
    }

    /// `path` with its longest existing beginning resolved by `realpath` (links followed, `..`
    /// taken as the file system takes it) and the rest, which does not exist yet, as written.
    static func realPath(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var rest: [String] = []
        while !parts.isEmpty {
            let head = parts.joined(separator: "/")
            if let real = RealFolders.of(head.isEmpty ? "/" : head) {
                return ([real == "/" ? "" : real] + rest).joined(separator: "/")
            }
            rest.insert(parts.removeLast(), at: 0)
        }
        return path
    }

    /// Alt text with Markdown's brackets and backslashes escaped, on one line.
    private static func escapedAlt(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "[", "]", "*", "_", "`", "<", ">", "&": out += "\\\(character)"
            case "\n", "\r", "\t": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// A link destination: in `<…>` when it holds spaces or parentheses, which end a bare one.
    private static func escapedDestination(_ path: String) -> String {
        let needsBrackets = path.contains { " ()<>".contains($0) }
        guard needsBrackets else { return path }
        return "<" + path.replacingAll("<", with: "%3C").replacingAll(">", with: "%3E") + ">"
    }

    private static func escapedHTML(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\r", "\t": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}

extension String {
    fileprivate func replacingAll(_ character: Character, with replacement: String) -> String {
        var out = ""
        for each in self { if each == character { out += replacement } else { out.append(each) } }
        return out
    }
}
