internal import CCairo

extension IconPainter {
    /// `png` decoded by Cairo into an image surface the caller destroys; `nil` when Cairo cannot
    /// read it. The header's size has been bounded before (`PNGIconHeader`).
    static func pngSurface(_ png: [UInt8]) -> OpaquePointer? { ChipRenderer.pngSurface(png) }

    /// Whether Cairo can decode `png`.
    static func canDecode(_ png: [UInt8]) -> Bool {
        guard let surface = pngSurface(png) else { return false }
        cairo_surface_destroy(surface)
        return true
    }
}
