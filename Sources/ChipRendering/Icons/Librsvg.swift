#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// librsvg, loaded when the first SVG icon is made rather than linked: with GLib, GIO, Pango and
/// gdk-pixbuf it maps about 40 MB of address space and relocates thousands of symbols at every
/// start, which a run without icons (most runs, and `batch` under `ulimit -v 60M`) never needs.
/// All calls into librsvg and GLib live here; the handles are `OpaquePointer`s, as the C types
/// (`RsvgHandle *`, `GError *`) never reach the rest of the module.
struct Librsvg: @unchecked Sendable {
    /// A librsvg rectangle: `RsvgRectangle`'s four doubles, in its order.
    struct Rectangle {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    private typealias NewFromData =
        @convention(c) (UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    private typealias RenderDocument =
        @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) ->
        Int32
    private typealias Free = @convention(c) (OpaquePointer?) -> Void

    private let newFromData: NewFromData
    private let renderDocument: RenderDocument
    private let objectUnref: Free
    private let errorFree: Free

    /// The library, loaded once; `nil` when it is not installed (`librsvg2-2` on Debian).
    static let shared: Librsvg? = Librsvg()

    /// The file `dlopen` asks for, and the package that installs it (the .deb recommends it).
    #if os(macOS)
        static let fileName = "librsvg-2.2.dylib"
        static let packageName = "librsvg (Homebrew)"
    #else
        static let fileName = "librsvg-2.so.2"
        static let packageName = "librsvg2-2"
    #endif

    private init?() {
        // Never unloaded: its symbols are used until the process ends.
        guard let library = dlopen(Self.fileName, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as _: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let newFromData = symbol("rsvg_handle_new_from_data", as: NewFromData.self),
            let renderDocument = symbol("rsvg_handle_render_document", as: RenderDocument.self),
            // GLib's, found through librsvg's own dependencies.
            let objectUnref = symbol("g_object_unref", as: Free.self),
            let errorFree = symbol("g_error_free", as: Free.self)
        else { return nil }
        self.newFromData = newFromData
        self.renderDocument = renderDocument
        self.objectUnref = objectUnref
        self.errorFree = errorFree
    }

    /// A handle for `document` (no file, no base address: nothing librsvg could fetch from);
    /// `nil` when librsvg refuses it.
    func handle(_ document: [UInt8]) -> OpaquePointer? {
        var error: OpaquePointer?
        let handle = document.withUnsafeBufferPointer { bytes in
            newFromData(bytes.baseAddress, UInt(bytes.count), &error)
        }
        if let error { errorFree(error) }
        return handle
    }

    /// Draws `handle`'s document into `viewport` on the Cairo `context`; a failure draws nothing.
    func render(_ handle: OpaquePointer, viewport: Rectangle, on context: OpaquePointer?) {
        var error: OpaquePointer?
        var box = viewport
        _ = withUnsafePointer(to: &box) { renderDocument(handle, context, UnsafeRawPointer($0), &error) }
        if let error { errorFree(error) }
    }

    /// Releases a handle.
    func release(_ handle: OpaquePointer) {
        objectUnref(handle)
    }
}
