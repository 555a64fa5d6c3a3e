#ifndef TAGFLOW_PIXEL_ROWS_H
#define TAGFLOW_PIXEL_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Writes `width` Cairo ARGB32 pixels (native-endian words) at `row` as PNG RGB bytes at `out`
/// (exactly 3 × width bytes), dropping alpha. Returns 1 when every pixel's alpha was 255, so the
/// bytes are the straight colours; 0 otherwise (then the caller converts the row exactly).
int tagflow_rgb_row(const uint32_t *row, size_t width, uint8_t *out);

#endif
