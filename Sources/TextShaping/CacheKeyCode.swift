/// Where the one-number codes of the shaping caches' keys start (`ShapingCache.Key`,
/// `WordShapes.Key`, each FNV-1a from here): FNV-1a's offset basis mixed with this process's
/// random hashing seed.
///
/// Labels come from people we do not know. From a fixed start, a list could be made whose
/// labels all share one code: FNV-1a's collisions chain (two texts with one code keep it with
/// any ending), so 17 colliding pairs, each found by a birthday search, make 131,072 labels of
/// one code, and every lookup would compare against all of them. From a start that differs in
/// every process, no such list can be made ahead. (`SWIFT_DETERMINISTIC_HASHING` fixes the seed,
/// as it does for every `Hasher`; the codes only place keys, they never reach an output.)
enum CacheKeyCode {
    static let basis: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0xcbf2_9ce4_8422_2325 as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()
}
