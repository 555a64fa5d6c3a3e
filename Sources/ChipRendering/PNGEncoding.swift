/// TagFlow's PNG encoder, for callers with Cairo-style pixels of their own (and the benchmark).
public enum PNGEncoding {
    /// The efforts the encoder takes. At every one, a picture of at most 256 colours is written
    /// with a palette (grey levels when every colour is an opaque grey), a third or a quarter of
    /// the RGB(A) bytes before deflate.
    /// 0. libdeflate's level 5 (7 for palette and grey rows) over unfiltered rows: effort 1 until
    ///    6 December 2026, about a tenth larger than effort 1 and, on the clock, faster (the 200 × 40
    ///    PNG batch 4.31 against 5.99 ms a picture in one `tagflow-bench peers` run): for batches
    ///    where time counts more than bytes.
    /// 1. TagFlow's image-aware deflate encoder (`CImageDeflate`) over unfiltered rows: on the
    ///    samples and on clouds of six scripts, every file as small as `optipng -o2` makes it or
    ///    smaller (2.1% under it in all), for about the work of libdeflate's level 5 (1.15 times
    ///    its instructions on the bench's 40-label picture: 33.4 M against 28.9 M).
    /// 2. libdeflate's level 12 (near-optimal parsing) over unfiltered rows: about 3% smaller
    ///    than effort 1, for 57 times its deflate instructions (1,915 M on the 40-label picture).
    /// 3. level 12 over the rows unfiltered, with each of PNG's filters on every row, and with the
    ///    adaptive choice per row (the filter whose bytes sum least, as libpng and optipng
    ///    choose): the smallest file is kept, for about 7 times effort 2's time.
    ///
    /// libdeflate's levels measured on the 11 sample PNGs (their IDAT data; optipng -o2 makes
    /// 298,519 bytes of it; every sample has more than 256 colours): level 5 321,309 bytes, 6 315,595, 7 309,046,
    /// 8 302,623, 9 300,815, 10 296,697, 11 289,004, 12 283,787, in 1, 1.1, 1.2, 2.2, 3.1, 7.5,
    /// 15 and 30 times level 5's time. Filtered rows are larger on every sample (the adaptive
    /// choice 23% at level 5, 30% at 12): unfiltered rows of flat fills and text repeat exactly,
    /// which deflate finds.
    public static let efforts: ClosedRange<Int> = 0...3
    /// The effort unless one is asked for: files no larger than `optipng -o2`'s at about level 5's work.
    public static let defaultEffort = 1

    /// Encodes native-endian premultiplied ARGB32 pixels, `stride` bytes a row, as PNG.
    ///
    /// - Parameters:
    ///   - opaque: write RGB, dropping alpha (every pixel must be opaque).
    ///   - dpi: pixels per inch for a `pHYs` chunk; `nil` writes none.
    ///   - effort: how hard to work for a smaller file, one of `efforts`.
    public static func encode(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool, dpi: Double? = nil,
        effort: Int = defaultEffort
    ) -> [UInt8] {
        PNGEncoder.encode(
            pixels: pixels, width: width, height: height, stride: stride, opaque: opaque, dpi: dpi, effort: effort)
    }
}
