// The image deflater's output side: deflate's code tables, length-limited Huffman code lengths,
// and dynamic blocks written bit by bit into the caller's buffer (RFC 1951, section 3.2.7).
#include <stdlib.h>

#include "internal.h"

const uint16_t distance_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,    25,
                                    33,   49,   65,   97,   129,  193,   257,   385,   513,   769,
                                    1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                    6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10,  11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
/// The order the code-length code's lengths are sent in.
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

void count_codes(const struct deflate_tables *t, const symbol *v, size_t n, uint32_t *literal_counts,
                 uint32_t *distance_counts) {
    memset(literal_counts, 0, 288 * sizeof *literal_counts);
    memset(distance_counts, 0, 32 * sizeof *distance_counts);
    // No branch on the kind of symbol (literals and matches interleave unpredictably): a literal
    // counts in distance_counts[31], which no distance code uses and which is cleared after.
    for (size_t i = 0; i < n; i++) {
        symbol x = v[i];
        int literal = x < 256;
        int distance = literal ? 1 : (int)(x & 0xffff);
        literal_counts[literal ? x : t->length_symbol[x >> 16]]++;
        distance_counts[literal ? 31 : distance_code(t, distance)]++;
    }
    literal_counts[256] = 1;
    distance_counts[31] = 0;
}

/// A symbol and its count, sorted by count (then symbol, so the order is the same everywhere).
struct weighted {
    uint32_t count;
    uint16_t symbol;
};

static int by_count(const void *a, const void *b) {
    const struct weighted *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? -1 : 1;
    return (int)x->symbol - (int)y->symbol;
}

void huffman_lengths(const uint32_t *counts, int n, int limit, uint8_t *lengths) {
    struct weighted w[320];
    int m = 0;
    memset(lengths, 0, (size_t)n);
    for (int i = 0; i < n; i++)
        if (counts[i]) w[m++] = (struct weighted){counts[i], (uint16_t)i};
    if (m == 0) {
        lengths[0] = lengths[1] = 1;
        return;
    }
    if (m == 1) {
        lengths[w[0].symbol] = 1;
        lengths[w[0].symbol == 0 ? 1 : 0] = 1;
        return;
    }
    qsort(w, (size_t)m, sizeof *w, by_count);
    // Moffat and Katajainen's in-place code lengths of the sorted weights.
    uint32_t a[320];
    for (int i = 0; i < m; i++) a[i] = w[i].count;
    int root = 0, leaf = 0, next;
    for (next = 0; next < m - 1; next++) {
        if (leaf >= m || (root < next && a[root] < a[leaf])) {
            a[next] = a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] = a[leaf++];
        }
        if (leaf >= m || (root < next && a[root] < a[leaf])) {
            a[next] += a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] += a[leaf++];
        }
    }
    a[m - 2] = 0;
    for (next = m - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, used = 0, depth = 0;
    root = m - 2;
    next = m - 1;
    while (available > 0) {
        while (root >= 0 && (int)a[root] == depth) {
            used++;
            root--;
        }
        while (available > used) {
            a[next--] = (uint32_t)depth;
            available--;
        }
        available = 2 * used;
        depth++;
        used = 0;
    }
    // a[i] is now the length of w[i] (ascending counts, descending lengths): limit them (miniz).
    int per_length[64] = {0};
    for (int i = 0; i < m; i++) per_length[a[i] > 63 ? 63 : a[i]]++;
    for (int i = limit + 1; i < 64; i++) {
        per_length[limit] += per_length[i];
        per_length[i] = 0;
    }
    uint32_t total = 0;
    for (int i = limit; i > 0; i--) total += (uint32_t)per_length[i] << (limit - i);
    while (total != 1u << limit) {
        per_length[limit]--;
        for (int i = limit - 1; i > 0; i--)
            if (per_length[i]) {
                per_length[i]--;
                per_length[i + 1] += 2;
                break;
            }
        total--;
    }
    // The shortest lengths to the commonest symbols.
    int k = m - 1;
    for (int l = 1; l <= limit; l++)
        for (int c = per_length[l]; c > 0; c--) lengths[w[k--].symbol] = (uint8_t)l;
}

/// Canonical codes of these lengths, bit-reversed as deflate sends them.
static void huffman_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int per_length[16] = {0}, next[16] = {0};
    for (int i = 0; i < n; i++) per_length[lengths[i]]++;
    per_length[0] = 0;
    int code = 0;
    for (int b = 1; b < 16; b++) {
        code = (code + per_length[b - 1]) << 1;
        next[b] = code;
    }
    for (int i = 0; i < n; i++)
        if (lengths[i]) {
            int v = next[lengths[i]]++, reversed = 0;
            for (int b = 0; b < lengths[i]; b++) {
                reversed = (reversed << 1) | (v & 1);
                v >>= 1;
            }
            codes[i] = (uint16_t)reversed;
        }
}

/// Adds `n` bits (at most 16) to the pending ones without writing: at most 57 may be pending.
static inline void add_bits(struct bit_writer *w, uint32_t value, int n) {
    w->pending |= (uint64_t)value << w->count;
    w->count += n;
}

/// Writes out the pending whole bytes. Where 8 bytes of room are left it stores all 8 pending
/// bytes at once and moves on by the whole ones (no loop, no branch that depends on the data; the
/// bytes past them are written again later or lie unused in the room); nearer the room's end it
/// writes a byte at a time.
static inline void write_bytes(struct bit_writer *w) {
    if (w->capacity - w->at >= 8) {
        uint64_t v = w->pending;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        v = __builtin_bswap64(v);
#endif
        memcpy(w->out + w->at, &v, 8);
        w->at += (size_t)(w->count >> 3);
        w->pending >>= w->count & ~7;
        w->count &= 7;
        return;
    }
    while (w->count >= 8) {
        w->out[w->at++] = (uint8_t)w->pending;
        w->pending >>= 8;
        w->count -= 8;
    }
}

/// Adds `n` bits (at most 16) and writes out the whole bytes.
static inline void put_bits(struct bit_writer *w, uint32_t value, int n) {
    add_bits(w, value, n);
    write_bytes(w);
}

int flush_bits(struct bit_writer *w) {
    if (w->count > 0) {
        if (w->at >= w->capacity) return 0;
        put_bits(w, 0, 8 - w->count);
    }
    w->count = 0;
    w->pending = 0;
    return 1;
}

/// A block's codes: the code lengths, and the lengths of both alphabets run-length coded.
struct block_plan {
    uint32_t literal_counts[288], distance_counts[32];
    uint8_t literal_lengths[288], distance_lengths[32], code_length_lengths[19];
    int literals, distances, code_lengths, runs;
    uint8_t run_symbol[320], run_extra[320];
};

/// Fills the plan's codes from its counts; returns the block's size in bits, header included.
static uint64_t plan_block(struct block_plan *p) {
    huffman_lengths(p->literal_counts, 286, 15, p->literal_lengths);
    huffman_lengths(p->distance_counts, 30, 15, p->distance_lengths);
    int literals = 286, distances = 30;
    while (literals > 257 && !p->literal_lengths[literals - 1]) literals--;
    while (distances > 1 && !p->distance_lengths[distances - 1]) distances--;
    uint8_t all[320];
    memcpy(all, p->literal_lengths, (size_t)literals);
    memcpy(all + literals, p->distance_lengths, (size_t)distances);
    int total = literals + distances, runs = 0;
    uint32_t counts[19] = {0};
    for (int i = 0; i < total;) {
        int v = all[i], run = 1;
        while (i + run < total && all[i + run] == v) run++;
        if (v == 0 && run >= 3) {
            int r = run > 138 ? 138 : run;
            p->run_symbol[runs] = r >= 11 ? 18 : 17;
            p->run_extra[runs] = (uint8_t)(r >= 11 ? r - 11 : r - 3);
            counts[p->run_symbol[runs++]]++;
            i += r;
            continue;
        }
        if (v != 0 && run >= 4) {
            p->run_symbol[runs] = (uint8_t)v;
            p->run_extra[runs++] = 0;
            counts[v]++;
            i++;
            run--;
            while (run >= 3) {
                int r = run > 6 ? 6 : run;
                p->run_symbol[runs] = 16;
                p->run_extra[runs++] = (uint8_t)(r - 3);
                counts[16]++;
                i += r;
                run -= r;
            }
            continue;
        }
        p->run_symbol[runs] = (uint8_t)v;
        p->run_extra[runs++] = 0;
        counts[v]++;
        i++;
    }
    huffman_lengths(counts, 19, 7, p->code_length_lengths);
    int code_lengths = 19;
    while (code_lengths > 4 && !p->code_length_lengths[code_length_order[code_lengths - 1]]) code_lengths--;
    p->literals = literals;
    p->distances = distances;
    p->code_lengths = code_lengths;
    p->runs = runs;
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)code_lengths;
    for (int i = 0; i < runs; i++) {
        int s = p->run_symbol[i];
        bits += (uint64_t)(p->code_length_lengths[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0));
    }
    for (int i = 0; i < 286; i++)
        bits += (uint64_t)p->literal_counts[i] * (uint64_t)(p->literal_lengths[i] + (i >= 257 ? length_extra[i - 257] : 0));
    for (int i = 0; i < 30; i++)
        bits += (uint64_t)p->distance_counts[i] * (uint64_t)(p->distance_lengths[i] + distance_extra[i]);
    return bits;
}

int write_block(struct bit_writer *w, const struct deflate_tables *t, const symbol *v, size_t n, int last) {
    struct block_plan p;
    count_codes(t, v, n, p.literal_counts, p.distance_counts);
    uint64_t bits = plan_block(&p);
    // put_bits writes a byte for each 8 bits: the block needs exactly this many bytes now.
    if (((uint64_t)w->count + bits) / 8 > w->capacity - w->at) return 0;
    uint16_t literal_codes[288], distance_codes[32], code_length_codes[19];
    huffman_codes(p.literal_lengths, 286, literal_codes);
    huffman_codes(p.distance_lengths, 30, distance_codes);
    huffman_codes(p.code_length_lengths, 19, code_length_codes);
    put_bits(w, (uint32_t)last, 1);
    put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(p.literals - 257), 5);
    put_bits(w, (uint32_t)(p.distances - 1), 5);
    put_bits(w, (uint32_t)(p.code_lengths - 4), 4);
    for (int i = 0; i < p.code_lengths; i++) put_bits(w, p.code_length_lengths[code_length_order[i]], 3);
    for (int i = 0; i < p.runs; i++) {
        int s = p.run_symbol[i];
        put_bits(w, code_length_codes[s], p.code_length_lengths[s]);
        if (s >= 16) put_bits(w, p.run_extra[i], s == 16 ? 2 : s == 17 ? 3 : 7);
    }
    for (size_t i = 0; i < n; i++) {
        symbol x = v[i];
        if (x < 256) {
            put_bits(w, literal_codes[x], p.literal_lengths[x]);
            continue;
        }
        // A match's four fields (at most 48 bits, 7 pending before) written out once; a field of
        // no extra bits adds 0 bits of value 0.
        int length = (int)(x >> 16), distance = (int)(x & 0xffff);
        int ls = t->length_symbol[length], dc = distance_code(t, distance);
        add_bits(w, literal_codes[ls], p.literal_lengths[ls]);
        add_bits(w, (uint32_t)(length - length_base[ls - 257]), t->length_extra[length]);
        add_bits(w, distance_codes[dc], p.distance_lengths[dc]);
        add_bits(w, (uint32_t)(distance - distance_base[dc]), distance_extra[dc]);
        write_bytes(w);
    }
    put_bits(w, literal_codes[256], p.literal_lengths[256]);
    return 1;
}
