import Foundation
import Testing

@testable import TagFlow

/// A canvas of a fixed size (`CloudStyle.canvas`): the cloud wraps within it less the margins,
/// sits where `canvasAlignment` says, keeps the rows that fit, or is refused naming what it needs.
@Suite("A canvas of a fixed size")
struct CanvasTests {
    static let tags = ["Swift", "Rust", "Go", "Kotlin", "TypeScript", "Zig"].map { CloudTag($0) }

    /// The chips' bounding box in canvas px: left, top, right, bottom.
    static func bounds(_ layout: CloudLayout) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let frames = (layout.chips + (layout.overflow.map { [$0] } ?? [])).map(\.frame)
        return (
            frames.map(\.minX).min()!, frames.map(\.minY).min()!, frames.map(\.maxX).max()!, frames.map(\.maxY).max()!
        )
    }

    static func layout(
        _ tags: [CloudTag] = tags, canvas: Size = Size(width: 1200, height: 630),
        _ adjust: (inout CloudStyle) -> Void = { _ in }
    ) throws -> CloudLayout {
        var style = CloudStyle()
        style.canvas = canvas
        style.maxWidth = canvas.width - 2 * style.margin
        adjust(&style)
        return try TagCloud(tags: tags, style: style).layout()
    }

    @Test("The canvas is the size given and the cloud is centred in it, both ways")
    func centred() throws {
        let layout = try Self.layout()
        #expect(layout.width == 1200 && layout.height == 630)
        let box = Self.bounds(layout)
        #expect(abs(box.left - (1200 - box.right)) < 1e-6, "\(box)")
        #expect(abs(box.top - (630 - box.bottom)) < 1e-6, "\(box)")
        #expect(box.left > 16 && box.top > 16)
    }

    @Test(
        "Each alignment puts the cloud at its edges, the margin away; leading is the right in right to left",
        arguments: CanvasAlignment.allCases, [LayoutDirection.ltr, .rtl])
    func alignments(alignment: CanvasAlignment, direction: LayoutDirection) throws {
        let layout = try Self.layout(canvas: Size(width: 600, height: 300)) {
            $0.canvasAlignment = alignment
            $0.updateRows { $0.direction = direction }
        }
        let box = Self.bounds(layout)
        let (left, right, top, bottom) = (box.left, 600 - box.right, box.top, 300 - box.bottom)
        let leadingGap = direction == .ltr ? left : right
        let trailingGap = direction == .ltr ? right : left
        switch alignment {
        case .topLeading, .leading, .bottomLeading: #expect(abs(leadingGap - 16) < 1e-6 && trailingGap > 16)
        case .top, .center, .bottom: #expect(abs(left - right) < 1e-6)
        case .topTrailing, .trailing, .bottomTrailing: #expect(abs(trailingGap - 16) < 1e-6 && leadingGap > 16)
        }
        switch alignment {
        case .topLeading, .top, .topTrailing: #expect(abs(top - 16) < 1e-6 && bottom > 16)
        case .leading, .center, .trailing: #expect(abs(top - bottom) < 1e-6)
        case .bottomLeading, .bottom, .bottomTrailing: #expect(abs(bottom - 16) < 1e-6 && top > 16)
        }
    }

    @Test("Rows wrap at maxWidth when it is narrower than the canvas's room, and the block is centred")
    func narrowerWidth() throws {
        let layout = try Self.layout { $0.maxWidth = 200 }
        let box = Self.bounds(layout)
        #expect(box.right - box.left <= 200 + 1e-9)
        #expect(Set(layout.chips.map(\.row)).count > 1)
        #expect(abs(box.left - (1200 - box.right)) < 1e-6)
    }

    @Test("Rows taller than the room keep as many rows as fit, and a +N chip counts the rest")
    func rowsThatFit() throws {
        let many = (1...80).map { CloudTag("topic \($0)") }
        let layout = try Self.layout(many, canvas: Size(width: 600, height: 200))
        let overflow = try #require(layout.overflow)
        #expect(!layout.hidden.isEmpty && overflow.label == "+\(layout.hidden.count)")
        let box = Self.bounds(layout)
        #expect(box.top >= 16 - 1e-9 && box.bottom <= 200 - 16 + 1e-9, "\(box)")
        // Chips of one height h, rows 8 px apart: the most rows that fit in 168 px, not one fewer.
        let height = overflow.frame.height
        let rows = Set(layout.chips.map(\.row) + [overflow.row]).count
        #expect(rows == Int((168 + 8) / (height + 8)), "\(rows) rows of \(height)")
    }

    @Test("A cloud that cannot fit is refused, naming the canvas that holds every chip")
    func refused() throws {
        let long = [CloudTag("A label far too long for a small card")]
        #expect {
            try Self.layout(long, canvas: Size(width: 200, height: 100))
        } throws: { error in
            guard case .canvasTooSmall(let canvas, let needed) = error as? LayoutError else { return false }
            return canvas == Size(width: 200, height: 100) && needed.width > 200 && needed.height <= 100
        }
        // One row taller than the room.
        #expect(throws: LayoutError.self) {
            try Self.layout(canvas: Size(width: 600, height: 50)) { $0.fontSize = 30 }
        }
        // Columns wider than the room are not limited: refused.
        #expect(throws: LayoutError.self) {
            try Self.layout((1...80).map { CloudTag("topic \($0)") }, canvas: Size(width: 300, height: 200)) {
                $0.layout = ColumnFlow(spacing: 8)
            }
        }
    }

    @Test("A canvas must leave room within its margins, and be within the lengths")
    func rules() {
        var style = CloudStyle()
        style.canvas = Size(width: 40, height: 300)
        #expect(
            throws: StyleError.canvasWithinMargin(
                canvas: Size(width: 40, height: 300), margin: 16, horizontalPadding: 12)
        ) {
            try style.validate()
        }
        style.canvas = Size(width: 300, height: 32)
        #expect(throws: StyleError.self) { try style.validate() }
        style.canvas = Size(width: 0, height: 300)
        #expect(throws: StyleError.lengthOutOfRange(property: "canvas.width", length: 0)) { try style.validate() }
        style.canvas = Size(width: 300, height: .infinity)
        #expect(throws: StyleError.lengthOutOfRange(property: "canvas.height", length: .infinity)) {
            try style.validate()
        }
    }

    @Test("The settings read canvas and canvas-align; rows wrap at the canvas less its margins unless width says")
    func settings() throws {
        func style(_ options: [(String, String)]) throws -> CloudStyle {
            try CloudSettings(options.map { ManifestOption(key: $0.0, value: .text($0.1), place: "here") }).style
        }
        let card = try style([("canvas", "1200x630"), ("canvas-align", "bottom-trailing")])
        #expect(card.canvas == Size(width: 1200, height: 630) && card.canvasAlignment == .bottomTrailing)
        #expect(card.maxWidth == 1200 - 32)
        #expect(try style([("canvas", "800×400"), ("width", "300"), ("margin", "40")]).maxWidth == 300)
        #expect(try style([("canvas", "800X400"), ("margin", "40")]).maxWidth == 720)
        for bad in ["1200", "1200x", "x630", "0x630", "1200x630x2", "wide"] {
            #expect(throws: SettingError.self, "\(bad)") { try style([("canvas", bad)]) }
        }
        #expect(throws: SettingError.self) { try style([("canvas-align", "center")]) }
        #expect(throws: SettingError.self) { try style([("canvas", "600x300"), ("fit", "width")]) }
        #expect(throws: SettingError.self) { try style([("canvas", "600x300"), ("canvas-align", "middle")]) }
        // A later layer's canvas replaces an earlier layer's fit, and the other way round.
        let fit = ManifestOption(key: "fit", value: .text("width"), place: "config")
        let canvas = ManifestOption(key: "canvas", value: .text("600x300"), place: "flags")
        #expect(SettingLayers.layered([[fit], [canvas]]).map(\.key) == ["canvas"])
        #expect(SettingLayers.layered([[canvas], [fit]]).map(\.key) == ["fit"])
        #expect(SettingLayers.conflict(in: [fit, canvas]) != nil)
    }

    @Test("Codable carries the canvas; a style without one encodes neither key")
    func codable() throws {
        var style = CloudStyle()
        style.canvas = Size(width: 1200, height: 630)
        style.canvasAlignment = .top
        let data = try JSONEncoder().encode(style)
        #expect(String(decoding: data, as: UTF8.self).contains("\"canvas\":[1200,630]"))
        #expect(try JSONDecoder().decode(CloudStyle.self, from: data) == style)
        let plain = String(decoding: try JSONEncoder().encode(CloudStyle()), as: UTF8.self)
        #expect(!plain.contains("canvas"))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CloudStyle.self, from: Data(#"{"canvas": [1200]}"#.utf8))
        }
    }
}
