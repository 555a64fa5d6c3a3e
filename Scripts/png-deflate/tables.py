#!/usr/bin/env python3
"""tables.py > Sources/CImageDeflate/tables.c : deflate's length and distance code tables as C
constants (RFC 1951, 3.2.5), so that no deflater fills them at run time."""
length_base = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
               131, 163, 195, 227, 258]
length_extra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
distance_base = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
symbol, extra = [0] * 259, [0] * 259
for c in range(29):
    last = 258 if c == 28 else 257 if c == 27 else length_base[c + 1] - 1
    for l in range(length_base[c], last + 1):
        symbol[l], extra[l] = 257 + c, length_extra[c]
low, high = [0] * 512, [0] * 256
for c in range(30):
    last = 32768 if c == 29 else distance_base[c + 1] - 1
    for d in range(distance_base[c], last + 1):
        if d <= 512:
            low[d - 1] = c
        else:
            high[(d - 1) >> 7] = c


def rows(values, per=20):
    return ',\n'.join('        ' + ', '.join(str(v) for v in values[i:i + per]) for i in range(0, len(values), per))


print(f'''// Deflate's length and distance code tables (RFC 1951, 3.2.5), made by
// Scripts/png-deflate/tables.py: constants, so that no deflater fills them at run time.
#include "internal.h"

const struct deflate_tables deflate_tables = {{
    .length_symbol = {{
{rows(symbol)}}},
    .length_extra = {{
{rows(extra)}}},
    .distance_low = {{
{rows(low, 32)}}},
    .distance_high = {{
{rows(high, 32)}}},
}};''')
