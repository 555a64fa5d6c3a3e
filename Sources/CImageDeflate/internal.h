// What the image deflater's two files share: the deflate tables, the symbol and bit-writer types,
// and the work buffers. Not part of the target's public header.
#ifndef TAGFLOW_IMAGE_DEFLATE_INTERNAL_H
#define TAGFLOW_IMAGE_DEFLATE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "CImageDeflate.h"

/// Deflate's window: a match reaches at most this far back.
#define WINDOW 32768
/// The longest match deflate can say.
#define MAX_MATCH 258
/// The main hash chains' heads: 2^15 of them, keyed by a position's first 3 (or 4) bytes.
#define HASH_BITS 15
/// The run-end chains' heads: 2^14 of them (the first position after each run, keyed by 4 bytes).
#define RUN_END_BITS 14
/// Chain links live in a ring of 64 K positions: the window (32 K back) and a run's look-ahead
/// (under 258 ahead) never share a slot, and a walk stops before it leaves the window.
#define RING_MASK 65535
/// Symbols kept before they are written as one dynamic Huffman block: bounded memory for a huge
/// picture. A picture under 64 K symbols (every sample) is one block, as the prototype wrote it.
#define BLOCK_SYMBOLS 65536

/// A symbol: a literal byte (under 256) or a match, its length << 16 | its distance.
typedef uint32_t symbol;

/// A little-endian bit writer over the caller's buffer. `write_block` checks the room before a
/// block, so `put_bits` does not.
struct bit_writer {
    uint8_t *out;
    size_t capacity, at;
    uint64_t pending;
    int count;
};

/// The deflate alphabets' tables: a length's symbol and extra bits, a distance's code.
struct deflate_tables {
    uint16_t length_symbol[MAX_MATCH + 1];
    uint8_t length_extra[MAX_MATCH + 1];
    uint8_t distance_low[512], distance_high[256];
};

struct tagflow_image_deflater {
    int32_t head[1 << HASH_BITS], prev[RING_MASK + 1];
    int32_t run_head[1 << RUN_END_BITS], run_prev[RING_MASK + 1];
    symbol symbols[BLOCK_SYMBOLS];
    /// The bit model: what a literal, a length and a distance code cost at the code lengths of
    /// the last 4,096 symbols (16 × the mean literal's bits in `mean_literal16`).
    int literal_bits[256], length_bits[MAX_MATCH + 1], distance_bits[30], mean_literal16;
};

/// Deflate's base distance and extra bits of each distance code.
extern const uint16_t distance_base[30];
extern const uint8_t distance_extra[30];

/// The tables, constants (tables.c).
extern const struct deflate_tables deflate_tables;

/// The distance code of a distance 1 ... 32768.
static inline int distance_code(const struct deflate_tables *t, int distance) {
    return distance <= 512 ? t->distance_low[distance - 1] : t->distance_high[(distance - 1) >> 7];
}

/// Counts the symbols' literal/length and distance codes (the end of block once).
void count_codes(const struct deflate_tables *t, const symbol *v, size_t n, uint32_t *literal_counts,
                 uint32_t *distance_counts);

/// Code lengths for `n` symbols of these counts, none longer than `limit` (Moffat and Katajainen's
/// lengths, then miniz's fix-up); at least two symbols get a length, as deflate's decoders want.
void huffman_lengths(const uint32_t *counts, int n, int limit, uint8_t *lengths);

/// Writes the symbols as one dynamic Huffman block (`last`: the stream's final one). Returns 0 when
/// the caller's buffer has no room for it (nothing is written then), else 1.
int write_block(struct bit_writer *w, const struct deflate_tables *t, const symbol *v, size_t n, int last);

/// Writes the pending bits out, the last byte padded with zeros. Returns 0 when there is no room.
int flush_bits(struct bit_writer *w);

#endif
