#ifndef TAGFLOW_IMAGE_DEFLATE_H
#define TAGFLOW_IMAGE_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// An image deflater's work buffers (hash chains and a block of symbols, about 1 MB), kept from
/// one picture to the next. One thread uses one at a time.
struct tagflow_image_deflater;

/// A new deflater, or NULL when memory is short.
struct tagflow_image_deflater *tagflow_image_deflater_new(void);

/// Frees a deflater from `tagflow_image_deflater_new` (NULL is ignored).
void tagflow_image_deflater_free(struct tagflow_image_deflater *deflater);

/// Deflates `length` bytes of PNG rows at `rows` (each row its filter byte, then its pixels:
/// `row_stride` bytes in all; `bytes_per_pixel` 1 to 8) into a zlib stream at `out`, whose room is
/// `capacity` bytes. Returns the stream's size, or 0 when it does not fit in `capacity` or the
/// arguments are out of range (more than 2 GB of rows, a pixel of 0 or over 8 bytes, a row of 0
/// bytes). Never reads a byte outside `rows[0..<length]` nor writes one outside `out[0..<capacity]`.
/// The same rows always give the same bytes.
size_t tagflow_image_deflate(struct tagflow_image_deflater *deflater, const uint8_t *rows, size_t length,
                             int bytes_per_pixel, size_t row_stride, uint8_t *out, size_t capacity);

#endif
