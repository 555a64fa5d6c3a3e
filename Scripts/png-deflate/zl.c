// zl.c — zlib's stream of the same rows: zl LEVEL IN.rows OUT.zlib (prints its bytes).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <zlib.h>
__attribute__((noinline)) size_t encode(int level, const uint8_t *a, size_t n, uint8_t *out, size_t cap) {
    uLongf on = cap; return compress2(out, &on, a, n, level) == Z_OK ? on : 0;
}
int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: zl LEVEL IN.rows OUT.zlib\n"); return 2; }
    FILE *f = fopen(argv[2], "rb"); if (!f) { perror(argv[2]); return 1; }
    fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
    uint8_t *buf = malloc(sz); if (fread(buf, 1, sz, f) != (size_t)sz) return 1; fclose(f);
    size_t cap = compressBound(sz); uint8_t *out = malloc(cap);
    size_t on = encode(atoi(argv[1]), buf + 20, sz - 20, out, cap);
    f = fopen(argv[3], "wb"); fwrite(out, 1, on, f); fclose(f);
    printf("%zu\n", on);
    return 0;
}
