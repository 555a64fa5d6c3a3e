// Opaque Cairo pixels to PNG RGB rows: a byte shuffle, four pixels a step. This is C because
// Swift cannot compile one function for SSSE3 (PSHUFB) behind a run-time check of the CPU: Swift
// code is built for the baseline x86-64, where SIMD byte shuffles are done lane by lane (8.4
// instructions a pixel against 1.8 here: 1.9 M instructions of 47.5 M saved on the 40-label PNG,
// callgrind, 6 Dec 2026). Every CPU that lacks SSSE3 takes the plain loop.
#include "CPixelRows.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <tmmintrin.h>
#define TAGFLOW_X86 1
#endif

static int plain_row(const uint32_t *row, size_t width, uint8_t *out) {
    uint32_t all = 0xFFFFFFFFu;
    for (size_t x = 0; x < width; x++, out += 3) {
        uint32_t pixel = row[x];
        all &= pixel;
        out[0] = (uint8_t)(pixel >> 16);
        out[1] = (uint8_t)(pixel >> 8);
        out[2] = (uint8_t)pixel;
    }
    return all >> 24 == 0xFF;
}

#ifdef TAGFLOW_X86
__attribute__((target("ssse3"))) static int ssse3_row(const uint32_t *row, size_t width, uint8_t *out) {
    // Little-endian 0xAARRGGBB is the bytes B G R A: each pixel's R G B, alpha dropped.
    const __m128i shuffle = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi32(-1);
    size_t x = 0;
    // A 16-byte store of which 12 are used: it stays in the row while 6 or more pixels remain.
    for (; x + 9 < width; x += 8, out += 24) {
        __m128i first = _mm_loadu_si128((const __m128i *)(row + x));
        __m128i second = _mm_loadu_si128((const __m128i *)(row + x + 4));
        all = _mm_and_si128(all, _mm_and_si128(first, second));
        _mm_storeu_si128((__m128i *)out, _mm_shuffle_epi8(first, shuffle));
        _mm_storeu_si128((__m128i *)(out + 12), _mm_shuffle_epi8(second, shuffle));
    }
    for (; x + 5 < width; x += 4, out += 12) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(row + x));
        all = _mm_and_si128(all, pixels);
        _mm_storeu_si128((__m128i *)out, _mm_shuffle_epi8(pixels, shuffle));
    }
    // Every lane's alpha byte (bytes 3, 7, 11, 15) still 0xFF?
    int opaque = (_mm_movemask_epi8(_mm_cmpeq_epi8(all, _mm_set1_epi32(-1))) & 0x8888) == 0x8888;
    return plain_row(row + x, width - x, out) & opaque;
}

/// 0 not yet asked, 1 plain, 2 SSSE3. Threads that ask at once all find the same answer.
static int row_kind;
#endif

int tagflow_rgb_row(const uint32_t *row, size_t width, uint8_t *out) {
#ifdef TAGFLOW_X86
    int kind = __atomic_load_n(&row_kind, __ATOMIC_RELAXED);
    if (kind == 0) {
        unsigned eax, ebx, ecx, edx;
        kind = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3) ? 2 : 1;
        __atomic_store_n(&row_kind, kind, __ATOMIC_RELAXED);
    }
    if (kind == 2) return ssse3_row(row, width, out);
#endif
    return plain_row(row, width, out);
}
