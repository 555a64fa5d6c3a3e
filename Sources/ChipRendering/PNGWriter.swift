/// Which code writes PNG bytes.
package enum PNGWriter: Sendable {
    /// TagFlow's own encoder (`PNGEncoder`): the default.
    case tagflow
    /// `cairo_surface_write_to_png_stream`: the peer `tagflow-bench` measures TagFlow's encoder
    /// against (speed, and size: TagFlow's files must stay at most 0.85× of Cairo's). No `pHYs`.
    case cairo
}
