import Foundation
import Testing

@testable import TextShaping

/// The Debian font files the script tests measure against (installed by .ci/run and the README).
enum SystemFonts {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"  // fonts-dejavu-core
    static let lohitDevanagari = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"  // fonts-lohit-deva
    static let ipaGothic = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"  // fonts-ipafont-gothic
    static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"  // fonts-noto-color-emoji

    /// The font at `path`, or a failure that names the Debian package to install.
    static func font(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Font {
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing \(path): install the fonts listed in .ci/run", sourceLocation: sourceLocation)
            throw FontError.fileMissing(path: path)
        }
        return try FontLibrary.font(atPath: path)
    }
}
