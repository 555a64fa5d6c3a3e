public import ChipRendering
public import FlowLayout
import Primitives
public import TextShaping

/// Every option that shapes how a cloud looks, with TagFlow's defaults.
public struct CloudStyle: Hashable, Sendable {
    /// The font for labels: the bundled Inter unless a file or Fontconfig pattern is given.
    /// Hangul falls back to the bundled face, other scripts to system fonts.
    public var font = FontRequest()
    /// Label size in px.
    public var fontSize: Double = 14
    /// Space between a label and its chip's left and right edges, in px.
    public var horizontalPadding: Double = 12
    /// Space between the label's line box and its chip's top and bottom edges, in px.
    public var verticalPadding: Double = 6
    /// How the chips are arranged: rows (``RowFlow``, the default: ``defaultRows``), columns
    /// (``ColumnFlow``) or any ``Layout`` of your own. It is proposed `maxWidth` by `maxHeight`
    /// and each chip as measured (size, text baseline, break-before, priority), and the "+N" chip
    /// for whatever it hides. To change one thing about the rows, ``updateRows(_:)``.
    public var layout: any Layout {
        get { arrangement.layout }
        set { arrangement = AnyLayout(layout: newValue) }
    }
    /// `layout`, in a box that compares by value, so the style stays `Hashable`.
    private var arrangement = AnyLayout(layout: CloudStyle.defaultRows)

    /// TagFlow's rows: 8 px gaps, leading alignment, left to right, greedy line breaking, no row
    /// limit. Chips share their text baseline in a row, so labels of different sizes (weighted
    /// clouds) read as one line; chips of one size sit exactly as if aligned by their tops.
    public static let defaultRows = RowFlow(spacing: 8, itemAlignment: .baseline)

    /// Changes the rows: `style.updateRows { $0.alignment = .center }`. When `layout` is not a
    /// ``RowFlow``, the change starts from ``defaultRows`` and the rows replace it.
    public mutating func updateRows(_ change: (inout RowFlow) -> Void) {
        var rows = layout as? RowFlow ?? Self.defaultRows
        change(&rows)
        layout = rows
    }

    /// The rows, when the chips flow in rows: what a row limit and the "+N" chip read.
    var rows: RowFlow? { layout as? RowFlow }
    /// The widest a row may be, in px (the canvas is this plus the margins, or less), within
    /// `lengths`, or `.infinity` for no limit: one row at its ideal width (JSON: `"none"`). A
    /// ``ColumnFlow`` never reads it: columns are as wide as their chips.
    public var maxWidth: Double = 640
    /// The tallest a column may be, in px, for a `layout` that reads the proposed height
    /// (``ColumnFlow`` wraps at it), within `lengths`; `nil` proposes none (one column). A
    /// ``RowFlow`` never reads it, so setting it with rows is refused
    /// (``StyleError/maxHeightWithRows(maxHeight:)``): their height comes from their content.
    public var maxHeight: Double?
    /// Space around the chips, in px.
    public var margin: Double = 16
    /// The canvas colour; `nil` is transparent, so the image sits on any page.
    public var background: Color?
    /// The page the image is meant for: with a transparent canvas (or translucent fills) it is
    /// what colours are judged against for contrast. White unless a theme says otherwise.
    public var page = Theme.light.page
    /// How each chip is painted: the light theme's neutral chip, which reads on white and on dark pages.
    public var chip = Theme.light.chip
    /// How the "+N" chip of a row limit is painted: like the others, with muted text (the light theme's).
    public var overflowChip = Theme.light.overflowChip
    /// Device pixels per px in PNG output.
    public var scale: Double = 1
    /// Pixels per inch recorded in PNG files (their pHYs chunk); `nil` records none.
    public var dpi: Double?
    /// How hard PNG files are compressed, from 0 (fastest) to 3 (smallest; `pngEfforts`): every
    /// effort writes the same pixels, with a palette (or grey levels) when the picture has at most
    /// 256 colours. 1 deflates unfiltered rows with TagFlow's own image-aware encoder, which made
    /// every sample at least as small as `optipng -o2` does, for about libdeflate level 5's work;
    /// 2 at libdeflate's strongest level, 12, about 3% smaller again for some 50 times the work;
    /// 3 tries every row filter of PNG as well and keeps the smallest file. 0 is libdeflate's
    /// level 5 (7 for palette and grey rows), about a tenth larger than 1 and faster on the clock.
    public var pngEffort = 1
    /// The narrowest a chip may be, in px; a label in a wider chip is centred.
    public var minChipWidth: Double?
    /// The widest a chip may be, in px; longer labels end in "…" at a grapheme boundary.
    public var maxChipWidth: Double?
    /// Whether the canvas hugs the chips or is exactly `maxWidth` (plus margins) wide; for
    /// columns, whether it hugs them or is exactly `maxHeight` (plus margins) tall.
    public var fit: Fit = .content
    /// A canvas of a fixed size in px, margins included (a social card's 1200 × 630); `nil` sizes
    /// the canvas to the cloud (`fit`). The cloud is laid out in the canvas less `margin` on each
    /// side — rows wrap at the smaller of `maxWidth` and that width, columns at the smaller of
    /// `maxHeight` and that height; `fit` is not read — and placed in it by `canvasAlignment`.
    /// Rows taller than the room keep as many rows as fit, by ``RowFlow/maxRows``' rule (a "+N"
    /// chip counts the rest); a cloud that cannot fit even so (a chip wider than the room, columns
    /// wider than it, one row taller than it) is refused with
    /// ``LayoutError/canvasTooSmall(canvas:needed:)``, naming the size it needs.
    public var canvas: Size?
    /// Where the cloud sits on `canvas` when it is smaller: centred unless set.
    public var canvasAlignment: CanvasAlignment = .center
    /// Text drawn between two chips on a row ("·"), in the "+N" chip's text colour and no chip of
    /// its own; never at a row's ends. Its room takes part in line breaking
    /// (``RowFlow/separatorWidth``: chips are `spacing`, the separator and `spacing` apart).
    /// Rows only; one line of at most ``maximumSeparatorLength`` characters.
    public var separator: String?
    /// Each chip that has a weight shows it beside the label, compactly (`swift 12.4k`: at most
    /// three significant digits and k, M, B or T, halves rounded away from zero, 999,950 as `1M`),
    /// as a second part in `countColor`, `countGap` from the label; read aloud in full
    /// (`swift, 12,400`). A tag's own `CloudTag/value` is drawn as given, whether or not this is
    /// on. The count is never cut: a `maxChipWidth` shortens the label first. It goes after the
    /// label, before it in right-to-left rows (the side the icon does not take).
    public var showWeight = false
    /// The colour of a chip's count (`showWeight`, a tag's `value`); `nil` is the chip's text
    /// colour moved toward its fill in OKLab by up to 40%, as far as it still reads on the fill
    /// at 4.5:1 (muted, as Stack Overflow and GitHub draw counts). A colour given is kept, and
    /// ``Readability`` warns when it does not read on the chips' fill.
    public var countColor: Color?
    /// Space between a label and its count, in px; `nil` is 0.4 em of the label's font size.
    public var countGap: Double?
    /// The OpenType weight (within `fontWeights`) counts are drawn in; `nil` is the labels' own
    /// (regular, as shields.io badges and GitHub's and Stack Overflow's counts draw them: the
    /// muted colour sets the count apart). Found as `headingWeight` is: in the face `font`
    /// resolves to at this weight (the bundled Inter's SemiBold for 600); a font file, or a family
    /// with no face that heavy, draws counts in the labels' face.
    public var countWeight: Int?
    /// Fills picked per label (the same label always gets the same colour) or per group (see
    /// `paletteKey`); `nil` uses `chip.fill`. A fill too close to `chip.textColor` is made
    /// lighter or darker until the text reads (4.5:1).
    public var palette: [Color]?
    /// What picks a chip's palette colour.
    public var paletteKey: PaletteKey = .label
    /// Tags of one group stay together, in the order the groups first appear (the chosen sort
    /// applies inside each group), and each group starts a new row. Each group is a section to
    /// the planner, so `RowFlow.maxRowsPerSection` (`updateRows { $0.maxRowsPerSection = 2 }`)
    /// keeps at most that many rows of each group, its heaviest tags, with a "+N" chip of its own.
    public var groupsStartRows = false
    /// With `groupsStartRows`: each named group's name is drawn as a heading, placed as
    /// `headingPlacement` says, in `headingColor`.
    public var groupHeadings = false
    /// Where group headings go: in a column of their own (the default), on a row above their
    /// group's rows, or at the start of the group's first row.
    public var headingPlacement: HeadingPlacement = .column
    /// The colour of group headings' names; where it does not read on the canvas (4.5:1) the
    /// chips' text colour, or black or white, takes its place. The theme's `headingColor` unless set.
    public var headingColor = Theme.light.headingColor
    /// The OpenType weight (within `fontWeights`) of group headings: the theme's `headingWeight`
    /// (600) unless set. The heading is shaped and drawn in the face `font` resolves to at this
    /// weight (the bundled Inter's SemiBold; a Fontconfig name's heavier face); a font file, or
    /// a family with no face that heavy, draws headings in the labels' face.
    public var headingWeight = Theme.light.headingWeight
    /// Font sizes from weights; `nil` draws every label at `fontSize`.
    public var sizeByWeight: WeightScale?
    /// With weights: fills blend from `chip.fill` (lightest) to this colour (heaviest), in OKLab;
    /// each step made lighter or darker where needed so that `chip.textColor` reads on it (4.5:1).
    public var colorByWeight: Color?
    /// The order chips are laid out in.
    public var sort: SortOrder = .none
    /// How tall a tag's icon is drawn: one em (the font size) unless set, which sits beside
    /// Inter's capitals and descenders the way logos in badges do (the cap height looked small).
    public var iconSize: IconSize = .em(1)
    /// Space between an icon and its label, in px; `nil` is a quarter of the label's font size.
    public var iconGap: Double?
    /// What `currentColor` icons paint in; `nil` is each chip's text colour. Icons with colours
    /// of their own keep them.
    public var iconColor: Color?
    /// What every SVG id starts with. The ids always carry a hash of everything the drawing shows
    /// (labels, fonts, sizes, paint, layout): `nil` gives `tf` and the hash's eight hex digits, a
    /// prefix gives the prefix, "-" and those digits. So two different clouds never share an id,
    /// whatever prefixes they were given; the same cloud drawn twice repeats its ids, each
    /// defining the same shapes (give each copy its own prefix where a page must not repeat one).
    /// `{stem}` in it stands for the name of the file drawn (`resolvedIDPrefix(stem:)`), so
    /// every file of a batch has ids of its own.
    public var idPrefix: String?
    /// What the "+N" chip of a row limit says, and how the generated title names what is hidden:
    /// `{n}` stands for the count, and `ONE|OTHER` gives the words for one hidden tag and for any
    /// other count (`"+{n} more"`, `"{n} weiterer|{n} weitere"`). `nil` says "+N" on the chip and
    /// ", and N more" in the title. `validate()` checks it (``StyleError/badMoreText(_:problem:)``).
    public var moreText: String?
    /// The picture's title, in place of the generated one (the visible labels, then what is
    /// hidden): SVG's `<title>` and `aria-label`, the PDF's title, the alt text `tagflow markdown`
    /// writes. At most ``maximumTextLength`` characters, no control characters.
    public var title: String?
    /// A longer description of the picture: SVG's `<desc>` (its accessible description) and the
    /// PDF's subject; `nil` writes none. The same limits as `title`.
    public var accessibleDescription: String?

    /// How wide the canvas is, before the margins: as wide as the chips as aligned (`.content`),
    /// or `maxWidth` (`.width`, wider only for a label longer than that). The planner's
    /// `CanvasFit`, so `tagflow plan --fit` follows the same rule.
    public typealias Fit = CanvasFit

    /// Where group headings go (`groupHeadings`).
    public enum HeadingPlacement: String, CaseIterable, Hashable, Sendable, Codable {
        /// A column of their own at the leading edge (the right in right-to-left), as wide as the
        /// widest heading: every group's chips start at one x, wrapped rows under the first chip
        /// (``HeadingColumn``). In columns, turned: a row of their own across the top, each
        /// heading over its group's first column, every group's chips starting at one y below
        /// it, and each group at least as wide as its heading (``HeadingRow``).
        case column
        /// On a row of their own above their group's rows. In columns, turned: a column of their
        /// own before their group's columns (left of them, right in right-to-left).
        case above
        /// At the start of their group's first row, wrapped rows starting under the heading. In
        /// columns, turned: at the top of their group's first column (as wide as the heading),
        /// the chips under it, wrapped columns starting at the top beside it.
        case inline
    }

    /// What picks a chip's colour from the palette.
    public enum PaletteKey: String, CaseIterable, Hashable, Sendable, Codable {
        /// The label: the same label gets the same colour in every cloud.
        case label
        /// The group: each group one colour, in the order groups first appear; tags without a
        /// group keep the chip's fill.
        case group
    }

    /// The order of the chips.
    public enum SortOrder: String, CaseIterable, Hashable, Sendable, Codable {
        /// As in the input.
        case none
        /// Heaviest first; equal weights keep their input order.
        case weight
        /// By label, in Unicode order.
        case label
    }

    /// TagFlow's defaults: the light theme's chips, 14 px Inter, rows up to 640 px.
    public init() {}

    /// The defaults with `theme`'s paint: its chips, "+N" chip, page and (for pastel) palette.
    public init(theme: Theme) {
        self.init()
        theme.apply(to: &self)
    }

    /// Gives the chips and the "+N" chip a text colour that reads on their fill as it shows over
    /// the canvas (WCAG AA, 4.5:1), by the rule for a tag's own colour: their own text colour
    /// where it reads, else black or white, whichever contrasts more. `CloudSettings` applies it
    /// unless a text colour is given, so a fill or a canvas chosen alone never leaves the labels
    /// unreadable (`--fill '#333333'` draws white text); a text colour given is kept, and
    /// ``Readability`` warns when it does not read.
    public mutating func makeTextReadable() {
        let canvas = (background ?? page).composited(over: page)
        chip.textColor = Color.readableText(on: chip.fill.composited(over: canvas), preferring: [chip.textColor])
        overflowChip.textColor = Color.readableText(
            on: overflowChip.fill.composited(over: canvas), preferring: [overflowChip.textColor])
    }

    /// Whether group headings go in a column of their own (`HeadingColumn`): rows have one;
    /// columns have its turned form (`headingsInRow`); layouts of the user's own place headings as items.
    var headingsInColumn: Bool { groupsStartRows && groupHeadings && headingPlacement == .column && rows != nil }
    /// Whether group headings go in a row of their own over columns (`HeadingRow`): the
    /// `.column` placement turned on its side, for a ``ColumnFlow``.
    var headingsInRow: Bool {
        groupsStartRows && groupHeadings && headingPlacement == .column && layout is ColumnFlow
    }

    /// What a cloud asks of its layout, asked once (`ChipMaker` keeps it): one cast of the layout
    /// where asking each question cast it to each flow it may be, about a thousand instructions a
    /// cast.
    var flowTraits: FlowTraits {
        switch layout {
        case let rows as RowFlow:
            let limits = rows.maxRows != nil || rows.maxRowsPerSection != nil
            return FlowTraits(limitsLines: limits, iconsTrail: rows.direction == .rtl, mayHide: limits)
        case let columns as ColumnFlow:
            let limits = columns.maxColumns != nil
            return FlowTraits(limitsLines: limits, iconsTrail: columns.direction == .rtl, mayHide: limits)
        default:
            // A layout of the user's own may hide items whenever it likes.
            return FlowTraits(limitsLines: false, iconsTrail: false, mayHide: true)
        }
    }

    /// What a cloud asks of its layout (`flowTraits`).
    struct FlowTraits {
        /// Whether a row (or column) limit may hide chips: only then do weights decide which.
        var limitsLines: Bool
        /// Whether the icon goes after the label: in right-to-left rows (or columns).
        var iconsTrail: Bool
        /// Whether the layout may hide items, so needs the "+N" item: a built-in flow only with
        /// a limit.
        var mayHide: Bool
    }
}
