// An image-aware deflate encoder for PNG rows of flat fills, edges and text (issue 39). It finds
// the matches that pay in such rows, which start inside a flat run and run on into an edge or a
// glyph, with less search than a general encoder (docs/performance.md, "A third search"):
// - runs stay out of the hash chains (a position whose next 8 bytes repeat those a pixel before),
//   so 64 steps down a chain find nearly what 4,096 would;
// - inside a run or where one starts, the places where a run of the same colour ended in the same
//   edge (a second set of chains, of the first position after each run) are tried from the position
//   itself, so one match covers the rest of the run and what follows;
// - the pixel before and the row above are always tried;
// - 3-byte keys (a pixel's colour), however far back;
// - two candidates, the lazy step and whether a match is worth taking at all are judged by the bits
//   they save at the code lengths of the last 4,096 symbols.
// Prototype: Scripts/png-deflate/pd.c, whose defaults these are (its command-line knobs are fixed
// here), but for the clock of libdeflate's level 5 (docs/performance.md, "The encoder's clock") it
// searches less: RGB(A) chains 64 deep, not 96, a quarter of that after a match of 16 (zlib's
// good_length), and the lazy step's search 8 deep (files 0.2% larger); 1-byte rows a quarter of
// their 128 after a match of 64 (the script clouds' grey files the same size, one a byte smaller).
#include <libdeflate.h>
#include <stdlib.h>

#include "internal.h"

/// Symbols between two updates of the bit model.
#define MODEL_SYMBOLS 4096

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/// The 8 bytes at `p`, those at or past `end` read as zeros (the prototype padded its rows with
/// 8 zero bytes; here nothing past the caller's rows is read).
static inline uint64_t load64_before(const uint8_t *p, const uint8_t *end) {
    uint64_t v = 0;
    memcpy(&v, p, (size_t)(end - p) < 8 ? (size_t)(end - p) : 8);
    return v;
}

/// The index of the first differing byte in a non-zero XOR of two 8-byte loads.
static inline int first_difference(uint64_t x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return __builtin_clzll(x) >> 3;
#else
    return __builtin_ctzll(x) >> 3;
#endif
}

/// How many bytes at `a` repeat those at `b`, at most `max`.
static inline int match_length(const uint8_t *a, const uint8_t *b, int max) {
    int n = 0;
    while (n + 8 <= max) {
        uint64_t x = load64(a + n) ^ load64(b + n);
        if (x) return n + first_difference(x);
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}

/// How hard the search works: one set for RGB(A) rows, one for rows of 1 byte a pixel (grey,
/// palette), where deeper chains and zlib's lazy rule pay.
struct search {
    uint32_t key_mask; ///< the main chains' key: a position's first 3 bytes (4 for 1-byte pixels)
    int depth;         ///< main chain positions tried a search
    int nice;          ///< a match this long ends the search
    int lazy;          ///< a match shorter than this tries the next position first
    int run_depth;     ///< run-end chain positions tried a search
    int good;          ///< a match this long found before the main chain cuts its depth to a quarter
    int lazy_depth;    ///< main chain positions tried by the lazy step's search (one position on)
};
static const struct search rgb_search = {0xffffffu, 64, 128, 32, 16, 16, 8};
static const struct search byte_search = {0xffffffffu, 128, 258, 258, 64, 64, 128};

/// One call's state: the rows, the search, the chains' progress, the symbols and the output.
struct encoder {
    struct tagflow_image_deflater *d;
    const uint8_t *a;
    size_t n, bpp, stride;
    struct search s;
    size_t inserted;           ///< positions before this are in the chains (or skipped as a run's)
    size_t run_from, run_end;  ///< the last run end found: bytes run_from ..< run_end repeat a pixel before
    size_t count, modelled;    ///< symbols kept; those the bit model has seen
    struct bit_writer w;
    int failed;                ///< 1 once a block did not fit
};

static inline uint32_t main_hash(const struct encoder *e, const uint8_t *p) {
    return ((load32(p) & e->s.key_mask) * 2654435761u) >> (32 - HASH_BITS);
}

static inline uint32_t run_end_hash(const uint8_t *p) {
    return (uint32_t)(((uint64_t)load32(p) * 0x9E3779B97F4A7C15ull) >> (64 - RUN_END_BITS));
}

/// Puts position p in the chains unless it is inside a run (its 8 bytes, zeros past the end, repeat
/// those a pixel before); the first position after a run also goes in the run-end chains.
static inline void insert_one(struct encoder *e, size_t p, uint64_t here, uint64_t before) {
    const uint8_t *a = e->a;
    if (here == before) return;
    uint32_t v = load32(a + p);
    uint32_t h = ((v & e->s.key_mask) * 2654435761u) >> (32 - HASH_BITS);
    e->d->prev[p & RING_MASK] = e->d->head[h];
    e->d->head[h] = (int32_t)p;
    // One branch where `&&` made three (every load is inside the rows: p > bpp and p + 4 <= n
    // here), so a misprediction is left only where a run does end.
    if ((int)(p + 8 <= e->n) & (int)(load32(a + p - 1) == load32(a + p - 1 - e->bpp)) & (int)(v != load32(a + p - e->bpp))) {
        uint32_t r = run_end_hash(a + p);
        e->d->run_prev[p & RING_MASK] = e->d->run_head[r];
        e->d->run_head[r] = (int32_t)p;
    }
}

/// Puts positions `inserted` ..< end in the chains (but not a run's).
static void insert_upto(struct encoder *e, size_t end) {
    size_t p = e->inserted;
    if (p >= end) return;
    e->inserted = end;
    if (end + 4 > e->n) end = e->n >= 4 ? e->n - 3 : 0; // the last 3 positions have no 4 bytes
    const uint8_t *a = e->a;
    for (; p < end && p <= e->bpp; p++) {
        uint32_t h = main_hash(e, a + p);
        e->d->prev[p & RING_MASK] = e->d->head[h];
        e->d->head[h] = (int32_t)p;
    }
    size_t fast_end = e->n >= 8 ? e->n - 7 : 0; // positions with 8 bytes of their own
    if (fast_end > end) fast_end = end;
    for (; p < fast_end; p++) {
        uint64_t here = load64(a + p), before = load64(a + p - e->bpp);
        if (here == before) {
            // p is inside a run, and so is every position up to 8 before the run's end: stepped
            // over at once (found 8 bytes at a time, no byte past fast_end + 7 read).
            size_t rest = fast_end + 7 - p;
            int run = match_length(a + p, a + p - e->bpp, rest > (1u << 30) ? 1 << 30 : (int)rest);
            p += (size_t)run - 8;
            continue;
        }
        insert_one(e, p, here, before);
    }
    for (; p < end; p++) insert_one(e, p, load64_before(a + p, a + e->n), load64_before(a + p - e->bpp, a + e->n));
}

/// Re-reads the bit model's costs from the symbols since the last update.
static void model_update(struct encoder *e) {
    struct tagflow_image_deflater *d = e->d;
    uint32_t literal_counts[288], distance_counts[32];
    uint8_t literal_lengths[288], distance_lengths[32];
    count_codes(&deflate_tables, d->symbols + e->modelled, e->count - e->modelled, literal_counts, distance_counts);
    huffman_lengths(literal_counts, 286, 15, literal_lengths);
    huffman_lengths(distance_counts, 30, 15, distance_lengths);
    uint64_t bits = 0, literals = 0;
    for (int i = 0; i < 256; i++) {
        d->literal_bits[i] = literal_lengths[i] ? literal_lengths[i] : 14;
        bits += (uint64_t)literal_counts[i] * (uint64_t)d->literal_bits[i];
        literals += literal_counts[i];
    }
    if (literals) d->mean_literal16 = (int)(bits * 16 / literals);
    for (int l = 3; l <= MAX_MATCH; l++) {
        int s = deflate_tables.length_symbol[l];
        d->length_bits[l] = (literal_lengths[s] ? literal_lengths[s] : 14) + deflate_tables.length_extra[l];
    }
    for (int c = 0; c < 30; c++) d->distance_bits[c] = (distance_lengths[c] ? distance_lengths[c] : 14) + distance_extra[c];
    e->modelled = e->count;
}

/// The model's first guess: 8 bits a literal, 7 a length code, 5 a distance code.
static void model_init(struct tagflow_image_deflater *d) {
    for (int i = 0; i < 256; i++) d->literal_bits[i] = 8;
    for (int l = 3; l <= MAX_MATCH; l++) d->length_bits[l] = 7 + deflate_tables.length_extra[l];
    for (int c = 0; c < 30; c++) d->distance_bits[c] = 5 + distance_extra[c];
    d->mean_literal16 = 8 * 16;
}

/// What a match saves against literals, in bits.
static inline int gain(const struct encoder *e, int length, int distance) {
    const struct tagflow_image_deflater *d = e->d;
    return ((d->mean_literal16 * length) >> 4) - (d->length_bits[length] + d->distance_bits[distance_code(&deflate_tables, distance)]);
}

/// Keeps a symbol; a full block is written first (more symbols follow, so it is not the last).
static inline void put_symbol(struct encoder *e, symbol x) {
    if (e->count == BLOCK_SYMBOLS) {
        if (!e->failed && !write_block(&e->w, &deflate_tables, e->d->symbols, e->count, 0)) e->failed = 1;
        e->count = 0;
        e->modelled = 0;
    }
    e->d->symbols[e->count++] = x;
}

/// The main chain's walk for find (positions ahead of p, put in by a run's look-ahead, skipped):
/// returns the best length, `*best_distance` its distance. A function of its own so that its loop
/// has the registers to itself (the build keeps frame pointers: inlined, it spilled 2.5 M
/// instructions' worth on the 40-label picture).
__attribute__((noinline)) static int walk_main_chain(const struct encoder *e, size_t p, int max, int best,
                                                     int depth, int *best_distance) {
    const struct tagflow_image_deflater *d = e->d;
    const uint8_t *a = e->a, *cur = a + p;
    const uint32_t key_mask = e->s.key_mask;
    int distance = *best_distance;
    int32_t c = d->head[main_hash(e, cur)];
    while (c >= (int32_t)p) c = d->prev[c & RING_MASK];
    const int32_t limit = p > WINDOW ? (int32_t)(p - WINDOW) : 0; // a chain's end, -1, is under it too
    int k = depth;
    if (best >= e->s.good) k >>= 2;
    if (best < 3) {
        // No match yet: the first position with p's key is one (at least 3 bytes, 4 with 4-byte keys).
        const uint32_t key = load32(cur) & key_mask;
        for (; k > 0 && c >= limit; k--, c = d->prev[c & RING_MASK])
            if ((load32(a + c) & key_mask) == key) break;
        if (k == 0 || c < limit) return best;
        best = match_length(cur, a + c, max);
        distance = (int)(p - (size_t)c);
        if (best >= e->s.nice || best >= max) {
            *best_distance = distance;
            return best;
        }
        k--;
        c = d->prev[c & RING_MASK];
    }
    // A longer match must repeat the 4 bytes that end where it would reach (`tail`, found at
    // `ends + c` for a candidate c). Most candidates do not: they are stepped over in a loop of
    // their own, a load and a compare each, with nothing kept in memory.
    const int32_t *prev = d->prev;
    const uint8_t *ends = cur - p + best - 3;
    uint32_t tail = load32(cur + best - 3);
    for (;;) {
        while (k > 0 && c >= limit && load32(ends + c) != tail) {
            k--;
            c = prev[c & RING_MASK];
        }
        if (k <= 0 || c < limit) break;
        int l = match_length(cur, a + c, max);
        int back = (int)(p - (size_t)c);
        if (l > best && gain(e, l, back) > gain(e, best, distance)) {
            best = l;
            distance = back;
            if (l >= e->s.nice || l >= max) break;
            ends = cur - p + best - 3;
            tail = load32(cur + best - 3);
        }
        k--;
        c = prev[c & RING_MASK];
    }
    *best_distance = distance;
    return best;
}

/// A candidate at distance d is tried when it is in reach, repeats the 4 bytes at `cur` and the byte
/// a longer match must reach, and saves more bits than the best so far.
#define TRY(dist)                                                                                            \
    do {                                                                                                     \
        size_t d_ = (dist);                                                                                  \
        if (d_ > 0 && d_ <= p && d_ <= WINDOW && cur[best] == cur[best - (int)d_] && load32(cur) == load32(cur - d_)) { \
            int l_ = match_length(cur, cur - d_, max);                                                       \
            if (l_ > best && (best_distance == 0 || gain(e, l_, (int)d_) > gain(e, best, best_distance))) { \
                best = l_;                                                                                   \
                best_distance = (int)d_;                                                                     \
                if (l_ >= max) goto done;                                                                    \
            }                                                                                                \
        }                                                                                                    \
    } while (0)

/// The best match at p: returns its length (0 when none pays), *distance its distance.
static int find(struct encoder *e, size_t p, int depth, int *distance) {
    struct tagflow_image_deflater *d = e->d;
    const uint8_t *a = e->a, *cur = a + p;
    size_t left = e->n - p, bpp = e->bpp;
    int max = left < MAX_MATCH ? (int)left : MAX_MATCH;
    if (max < 4) return 0;
    int best = 2, best_distance = 0;
    // 1. The pixel before and the row above.
    TRY(bpp);
    TRY(e->stride);
    // 2. Inside a run, or where one starts: the run-end chain of where it ends (its last pixel and
    //    the first byte after), moved back to p, so that a match here runs on into the edge.
    int in_run = left >= bpp + 8 && p >= bpp && load32(cur) == load32(cur - bpp);
    if (in_run || (left >= bpp + 8 && load32(cur + bpp) == load32(cur))) {
        size_t end;
        if (p >= e->run_from && p < e->run_end) {
            end = e->run_end;
        } else {
            end = in_run ? p + 4 : p + bpp + 4;
            size_t rest = e->n - end;
            end += (size_t)match_length(a + end, a + end - bpp, rest > (1u << 30) ? 1 << 30 : (int)rest);
            e->run_from = p;
            e->run_end = end;
        }
        if (end - p <= MAX_MATCH && end + 1 <= e->n) {
            size_t q = end - 3;
            insert_upto(e, q);
            if (q + 8 <= e->n) {
                int32_t c = d->run_head[run_end_hash(a + q)];
                for (int k = e->s.run_depth; k > 0 && c >= 0; k--, c = d->run_prev[c & RING_MASK]) {
                    size_t back = q - (size_t)c;
                    if (back > WINDOW) break;
                    if (back > p) continue;
                    TRY(back);
                }
            }
        }
    }
    // 3. The main chain.
    best = walk_main_chain(e, p, max, best, depth, &best_distance);
done:
    if (best < 3 || gain(e, best, best_distance) <= 0) return 0;
    *distance = best_distance;
    return best;
}
#undef TRY

/// Keeps a match; after one at the pixel's distance, its positions (a run's) are stepped over
/// rather than put in the chains, all but the last 7.
static inline void put_match(struct encoder *e, size_t p, int length, int distance) {
    put_symbol(e, (symbol)length << 16 | (symbol)distance);
    if ((size_t)distance == e->bpp && e->inserted >= p && p + (size_t)length >= 7 && e->inserted < p + (size_t)length - 7)
        e->inserted = p + (size_t)length - 7;
}

/// Chooses every symbol: the best match at each position, or at the next when that one saves more
/// bits (the lazy step), else a literal.
static void parse(struct encoder *e) {
    const uint8_t *a = e->a;
    size_t n = e->n, p = 0;
    while (p < n && !e->failed) {
        if (e->count >= e->modelled + MODEL_SYMBOLS) model_update(e);
        insert_upto(e, p);
        int distance, length = find(e, p, e->s.depth, &distance);
        if (length < 3) {
            put_symbol(e, a[p]);
            p++;
            continue;
        }
        while (length < e->s.lazy && p + 1 < n) {
            insert_upto(e, p + 1);
            int next_distance, next_length = find(e, p + 1, e->s.lazy_depth, &next_distance);
            if (next_length > length &&
                gain(e, next_length, next_distance) - e->d->literal_bits[a[p]] > gain(e, length, distance)) {
                put_symbol(e, a[p]);
                p++;
                length = next_length;
                distance = next_distance;
                continue;
            }
            break;
        }
        put_match(e, p, length, distance);
        p += (size_t)length;
    }
}

struct tagflow_image_deflater *tagflow_image_deflater_new(void) {
    return malloc(sizeof(struct tagflow_image_deflater));
}

void tagflow_image_deflater_free(struct tagflow_image_deflater *deflater) { free(deflater); }

size_t tagflow_image_deflate(struct tagflow_image_deflater *deflater, const uint8_t *rows, size_t length,
                             int bytes_per_pixel, size_t row_stride, uint8_t *out, size_t capacity) {
    // Positions are int32_t in the chains.
    if (length > INT32_MAX - 2 * WINDOW || bytes_per_pixel < 1 || bytes_per_pixel > 8 || row_stride == 0 ||
        capacity < 6)
        return 0;
    struct tagflow_image_deflater *d = deflater;
    memset(d->head, 0xff, sizeof d->head);
    memset(d->run_head, 0xff, sizeof d->run_head);
    model_init(d);
    struct encoder e = {
        .d = d,
        .a = rows,
        .n = length,
        .bpp = (size_t)bytes_per_pixel,
        .stride = row_stride,
        .s = bytes_per_pixel == 1 ? byte_search : rgb_search,
        .w = {.out = out, .capacity = capacity - 4}, // the Adler-32 after the blocks
    };
    // zlib's header: deflate, a 32 K window, "maximum compression".
    e.w.out[e.w.at++] = 0x78;
    e.w.out[e.w.at++] = 0xda;
    parse(&e);
    if (e.failed || !write_block(&e.w, &deflate_tables, d->symbols, e.count, 1) || !flush_bits(&e.w)) return 0;
    uint32_t adler = libdeflate_adler32(1, rows, length);
    out[e.w.at++] = (uint8_t)(adler >> 24);
    out[e.w.at++] = (uint8_t)(adler >> 16);
    out[e.w.at++] = (uint8_t)(adler >> 8);
    out[e.w.at++] = (uint8_t)adler;
    return e.w.at;
}
