// ld.c — libdeflate's zlib stream of the same rows: ld LEVEL IN.rows OUT.zlib [TIMES] (prints its bytes;
// TIMES repeats the encode, for timing).
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) size_t encode(struct libdeflate_compressor *c, const uint8_t *a, size_t n, uint8_t *out, size_t cap) {
    return libdeflate_zlib_compress(c, a, n, out, cap);
}
int main(int argc, char **argv) {
    if (argc != 4 && argc != 5) { fprintf(stderr, "usage: ld LEVEL IN.rows OUT.zlib [TIMES]\n"); return 2; }
    FILE *f = fopen(argv[2], "rb"); if (!f) { perror(argv[2]); return 1; }
    fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
    uint8_t *buf = malloc(sz); if (fread(buf, 1, sz, f) != (size_t)sz) return 1; fclose(f);
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(atoi(argv[1]));
    size_t cap = libdeflate_zlib_compress_bound(c, sz - 20);
    uint8_t *out = malloc(cap);
    size_t on = 0;
    for (int t = argc == 5 ? atoi(argv[4]) : 1; t > 0; t--) on = encode(c, buf + 20, sz - 20, out, cap);
    f = fopen(argv[3], "wb"); fwrite(out, 1, on, f); fclose(f);
    printf("%zu\n", on);
    return 0;
}
