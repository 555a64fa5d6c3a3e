extension ChipRenderer {
    /// Writes `scene` as SVG to `emit` in pieces of about `chunkSize` bytes while later chips are
    /// still being written: the bytes of `render(scene, as: .svg)`, never all in memory at once
    /// (a cloud of 100,000 labels is about 160 MB of SVG). Each piece is lent to `emit`, which
    /// keeps a copy if it keeps anything.
    package static func writeSVG<Failure: Error>(
        _ scene: ChipScene, chunkSize: Int = 1 << 20, to emit: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        try SVGWriter.write(scene, chunkSize: chunkSize, to: emit)
    }
}
