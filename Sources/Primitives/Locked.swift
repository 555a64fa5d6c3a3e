#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`. TagFlow uses this rather than the standard library's
/// `Mutex`, whose futex-based lock ThreadSanitizer cannot see on Linux (it reports the guarded
/// accesses as races); a pthread mutex it understands, so the batch tests can run under it.
///
/// Public, with every member `package`, for one reason: Swift 6.3 inlines no `@inlinable`
/// member of a `package` type into another module, so every `withLock` was an unspecialized
/// call (about 44 instructions and a thunk; 17,700 calls in the 200 × 40 SVG batch, 1.1 M with
/// their closures; 2.1 M of the 10,000-label SVG, 6 Dec 2026).
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The value, behind a pointer rather than in a `var` of the class: every access to a class's
    /// `var` is checked for exclusivity at run time (`swift_beginAccess`, about 110 instructions
    /// with its end), which the mutex makes needless. The shaping caches take the lock for
    /// every label: this saves 5.0 M of 423 M instructions on the 10,000-label SVG (1.8 M of
    /// 302 M on the 200 × 40 SVG batch), 6 Dec 2026.
    @usableFromInline let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)

    package init(_ value: Value) {
        self.value.initialize(to: value)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    @inlinable package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
        throws(Failure)
        -> Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
