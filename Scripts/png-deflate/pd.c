// pd.c — a prototype image-aware deflate (zlib stream) encoder for PNG rows (issue 39).
// Usage: pd [options] IN.rows OUT.zlib   (IN.rows as dump.py writes it); prints the stream's bytes.
// Every option is a letter and a number (-d 32). The defaults are the measured best at about
// libdeflate level 5's cost (docs/performance.md); rows of 1 byte a pixel (grey, palette) take
// -m 4 -d 128 -e 64 -l 258 -n 258 unless given (-G 0: not).
//   -d N  main hash chain depth (positions tried per search)                       default 96
//   -m N  the main chains' key: the first N bytes (3 or 4)                          default 3
//   -n N  nice length: stop searching at a match this long                          default 128
//   -l N  lazy: try the next position when the match is shorter (0 = greedy)        default 32
//   -z N  1 = lazy also looks 2 positions ahead                                      default 0
//   -c N  image distances always tried: bit 0 bpp, 1 stride, 2 2*stride              default 3
//   -r N  recent match distances always tried (0..8)                                 default 0
//   -u N  1 = the distance of the match that covered the byte a row above; 2 = and its neighbours  default 0
//   -s N  positions whose N bytes (4..8) repeat those a pixel before stay out of the chains (0: none) default 8
//   -p N  runs: 1 = project the run's end (emit run + match), 2 = try run-end candidates in the search  default 2
//   -P N  -p 1 only when its match runs at least N bytes past the run               default 1
//   -a N  1 = -p 2 also where a run starts (the pixel after p repeats p's)           default 1
//   -e N  depth of the run-end chains (first position after each run, -k byte keys) default 16
//   -k N  the run-end chains' key: N bytes from the run's end (4..8)                default 4
//   -q N  depth of the main chain at a run's end for -p 2 (-1: as -d)               default 0
//   -i N  a match longer than N (not a run) puts only its last 4 positions in the chains (0: all)  default 0
//   -f N  a length-3 match farther than N is left as literals (zlib's TOO_FAR)      default 32768
//   -g N  choose matches by bits, not length alone: 1 static model, 2 the code lengths of the
//         last 4,096 symbols                                                        default 2
//   -L N  the static model's bits a literal                                          default 8
//   -A N  1 = with -g, a match the model says is worth nothing is left as literals  default 1
//   -b N  symbols a block (0 = one block for all)                                    default 0
//   -B N  1 = split a block in halves while that saves                               default 0
//   -G N  1 = the 1-byte-pixel settings above                                        default 1
//   -t N  repeat the encode N times (for timing)                                     default 1
// PD_STATS=1 prints the literal and match counts; PD_DUMP=FILE writes every symbol (position, L or
// M length distance) to FILE.
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WSIZE 32768
#define HBITS 15
#define MAXM 258
#define RBITS 14
// Chain links live in a ring of 64 K positions: the window (32 K back) and the run look-ahead
// (under 258 ahead) never share a slot, and a walk stops before it leaves the window.
#define RMASK 65535

static int opt_depth = 96, opt_nice = 128, opt_lazy = 32, opt_reps = 0, opt_cand = 3, opt_skip = 8, opt_proj = 2,
           opt_block = 0, opt_split = 0, opt_times = 1, opt_ptail = 1, opt_above = 0, opt_maxins = 0, opt_toofar = 32768, opt_re = 16, opt_qdepth = 0, opt_runahead = 1, opt_lazy2 = 0, opt_cost = 2, opt_lit = 8, opt_accept = 1, opt_grey = 1;

static inline uint32_t ld32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint64_t ld64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static uint64_t wmask = ~0ull; // -s W: the bytes a run's position repeats
static uint64_t remask = 0xffffffffull; // -k K: the run-end chains' key, K bytes (4..8)
static uint32_t kmask = 0xffffffu; // the chains' key: the first K bytes (-m K, 3 or 4)
static inline uint32_t hashk(const uint8_t *p) { return ((ld32(p) & kmask) * 2654435761u) >> (32 - HBITS); }

static inline int matchlen(const uint8_t *a, const uint8_t *b, int max) {
    int n = 0;
    while (n + 8 <= max) {
        uint64_t x = ld64(a + n) ^ ld64(b + n);
        if (x) return n + (__builtin_ctzll(x) >> 3);
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}

// ---- items: a literal (value < 256) or a match (len << 16 | dist) -------------------------
typedef struct { uint32_t *v; size_t n; } Items;
static inline void put_lit(Items *it, uint8_t c) { it->v[it->n++] = c; }
static inline void put_match(Items *it, int len, int dist) { it->v[it->n++] = (uint32_t)len << 16 | (uint32_t)dist; }

// ---- deflate tables ---------------------------------------------------------------------
static uint16_t len_sym[259]; static uint8_t len_xb[259]; static uint16_t len_base[29];
static uint8_t dist_code_lo[512], dist_code_hi[256];
static const uint16_t dbase[30] = {1,2,3,4,5,7,9,13,17,25,33,49,65,97,129,193,257,385,513,769,1025,1537,2049,3073,4097,6145,8193,12289,16385,24577};
static const uint8_t dxb[30] = {0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13};
static const uint16_t lbase[29] = {3,4,5,6,7,8,9,10,11,13,15,17,19,23,27,31,35,43,51,59,67,83,99,115,131,163,195,227,258};
static const uint8_t lxb[29] = {0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0};
static void init_tables(void) {
    for (int c = 0; c < 29; c++) {
        len_base[c] = lbase[c];
        int hi = c == 28 ? 258 : (c == 27 ? 257 : lbase[c + 1] - 1);
        for (int l = lbase[c]; l <= hi; l++) { len_sym[l] = 257 + c; len_xb[l] = lxb[c]; }
    }
    for (int c = 0; c < 30; c++) {
        int hi = c == 29 ? 32768 : dbase[c + 1] - 1;
        for (int d = dbase[c]; d <= hi; d++) {
            if (d <= 512) dist_code_lo[d - 1] = c; else dist_code_hi[(d - 1) >> 7] = c;
        }
    }
}
static inline int dist_code(int d) { return d <= 512 ? dist_code_lo[d - 1] : dist_code_hi[(d - 1) >> 7]; }

// ---- bit writer ----------------------------------------------------------------------------
typedef struct { uint8_t *out; size_t pos; uint64_t buf; int cnt; } BitW;
static inline void putbits(BitW *w, uint32_t v, int n) {
    w->buf |= (uint64_t)v << w->cnt; w->cnt += n;
    while (w->cnt >= 8) { w->out[w->pos++] = (uint8_t)w->buf; w->buf >>= 8; w->cnt -= 8; }
}
static void flushbits(BitW *w) { if (w->cnt > 0) putbits(w, 0, 8 - w->cnt); w->cnt = 0; w->buf = 0; }

// ---- Huffman: length-limited code lengths (miniz's fix-up), canonical codes ------------------
typedef struct { uint32_t f; uint16_t s; } SF;
static int cmp_sf(const void *a, const void *b) {
    const SF *x = a, *y = b; if (x->f != y->f) return x->f < y->f ? -1 : 1; return x->s - y->s;
}
static void huff_lengths(const uint32_t *freq, int n, int limit, uint8_t *len) {
    SF sf[320]; int m = 0;
    memset(len, 0, n);
    for (int i = 0; i < n; i++) if (freq[i]) { sf[m].f = freq[i]; sf[m].s = i; m++; }
    if (m == 0) { len[0] = 1; len[1] = 1; return; }
    if (m == 1) { len[sf[0].s] = 1; len[sf[0].s == 0 ? 1 : 0] = 1; return; }
    qsort(sf, m, sizeof(SF), cmp_sf);
    // Moffat–Katajainen in place on the sorted weights.
    uint32_t A[320]; for (int i = 0; i < m; i++) A[i] = sf[i].f;
    {
        int root = 0, leaf = 0, next;
        for (next = 0; next < m - 1; next++) {
            if (leaf >= m || (root < next && A[root] < A[leaf])) { A[next] = A[root]; A[root++] = next; }
            else A[next] = A[leaf++];
            if (leaf >= m || (root < next && A[root] < A[leaf])) { A[next] += A[root]; A[root++] = next; }
            else A[next] += A[leaf++];
        }
        A[m - 2] = 0;
        for (next = m - 3; next >= 0; next--) A[next] = A[A[next]] + 1;
        int avail = 1, used = 0, depth = 0; root = m - 2; next = m - 1;
        while (avail > 0) {
            while (root >= 0 && (int)A[root] == depth) { used++; root--; }
            while (avail > used) { A[next--] = depth; avail--; }
            avail = 2 * used; depth++; used = 0;
        }
    }
    // A[i] = code length of sf[i] (ascending freq → descending length). Limit it.
    int count[64] = {0};
    for (int i = 0; i < m; i++) count[A[i] > 63 ? 63 : A[i]]++;
    for (int i = limit + 1; i < 64; i++) { count[limit] += count[i]; count[i] = 0; }
    uint32_t total = 0;
    for (int i = limit; i > 0; i--) total += (uint32_t)count[i] << (limit - i);
    while (total != (1u << limit)) {
        count[limit]--;
        for (int i = limit - 1; i > 0; i--) if (count[i]) { count[i]--; count[i + 1] += 2; break; }
        total--;
    }
    // Shortest lengths to the most frequent symbols.
    int k = m - 1;
    for (int l = 1; l <= limit; l++) for (int c = count[l]; c > 0; c--) len[sf[k--].s] = l;
}
static void huff_codes(const uint8_t *len, int n, uint16_t *code) {
    int bl[16] = {0}, next[16]; for (int i = 0; i < n; i++) bl[len[i]]++;
    bl[0] = 0; int c = 0;
    for (int b = 1; b < 16; b++) { c = (c + bl[b - 1]) << 1; next[b] = c; }
    for (int i = 0; i < n; i++) if (len[i]) {
        int v = next[len[i]]++, r = 0;
        for (int b = 0; b < len[i]; b++) { r = (r << 1) | (v & 1); v >>= 1; }
        code[i] = r;
    }
}

// ---- one block ---------------------------------------------------------------------------
static const uint8_t cl_order[19] = {16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15};
typedef struct {
    uint32_t lf[288], df[32];
    uint8_t ll[288], dl[32], cll[19];
    int hlit, hdist, hclen, nrle;
    uint16_t rle[320]; uint8_t rlex[320];
} Plan;

static void count_freqs(const uint32_t *v, size_t n, uint32_t *lf, uint32_t *df) {
    memset(lf, 0, 288 * 4); memset(df, 0, 32 * 4);
    for (size_t i = 0; i < n; i++) {
        uint32_t x = v[i];
        if (x < 256) lf[x]++; else { lf[len_sym[x >> 16]]++; df[dist_code(x & 0xffff)]++; }
    }
    lf[256] = 1;
}
// Bits of a dynamic block for these freqs (header included); fills the plan.
static uint64_t plan_block(Plan *P) {
    huff_lengths(P->lf, 286, 15, P->ll);
    huff_lengths(P->df, 30, 15, P->dl);
    int hlit = 286; while (hlit > 257 && !P->ll[hlit - 1]) hlit--;
    int hdist = 30; while (hdist > 1 && !P->dl[hdist - 1]) hdist--;
    uint8_t all[320]; memcpy(all, P->ll, hlit); memcpy(all + hlit, P->dl, hdist);
    int tot = hlit + hdist, nr = 0; uint32_t clf[19] = {0};
    for (int i = 0; i < tot;) {
        int v = all[i], run = 1; while (i + run < tot && all[i + run] == v) run++;
        if (v == 0 && run >= 3) {
            int r = run > 138 ? 138 : run;
            if (r >= 11) { P->rle[nr] = 18; P->rlex[nr++] = r - 11; } else { P->rle[nr] = 17; P->rlex[nr++] = r - 3; }
            clf[P->rle[nr - 1]]++; i += r; continue;
        }
        if (v != 0 && run >= 4) {
            P->rle[nr] = v; P->rlex[nr++] = 0; clf[v]++; i++; run--;
            while (run >= 3) { int r = run > 6 ? 6 : run; P->rle[nr] = 16; P->rlex[nr++] = r - 3; clf[16]++; i += r; run -= r; }
            continue;
        }
        P->rle[nr] = v; P->rlex[nr++] = 0; clf[v]++; i++;
    }
    huff_lengths(clf, 19, 7, P->cll);
    int hclen = 19; while (hclen > 4 && !P->cll[cl_order[hclen - 1]]) hclen--;
    P->hlit = hlit; P->hdist = hdist; P->hclen = hclen; P->nrle = nr;
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * hclen;
    for (int i = 0; i < nr; i++) bits += P->cll[P->rle[i]] + (P->rle[i] == 16 ? 2 : P->rle[i] == 17 ? 3 : P->rle[i] == 18 ? 7 : 0);
    for (int i = 0; i < 286; i++) bits += (uint64_t)P->lf[i] * (P->ll[i] + (i >= 257 ? lxb[i - 257] : 0));
    for (int i = 0; i < 30; i++) bits += (uint64_t)P->df[i] * (P->dl[i] + dxb[i]);
    return bits;
}
static uint64_t block_cost(const uint32_t *v, size_t n) {
    Plan P; count_freqs(v, n, P.lf, P.df); return plan_block(&P);
}
static void write_block(BitW *w, const uint32_t *v, size_t n, int last) {
    Plan P; count_freqs(v, n, P.lf, P.df); plan_block(&P);
    uint16_t lc[288], dc[32], cc[19];
    huff_codes(P.ll, 286, lc); huff_codes(P.dl, 30, dc); huff_codes(P.cll, 19, cc);
    putbits(w, last, 1); putbits(w, 2, 2);
    putbits(w, P.hlit - 257, 5); putbits(w, P.hdist - 1, 5); putbits(w, P.hclen - 4, 4);
    for (int i = 0; i < P.hclen; i++) putbits(w, P.cll[cl_order[i]], 3);
    for (int i = 0; i < P.nrle; i++) {
        int s = P.rle[i]; putbits(w, cc[s], P.cll[s]);
        if (s == 16) putbits(w, P.rlex[i], 2); else if (s == 17) putbits(w, P.rlex[i], 3); else if (s == 18) putbits(w, P.rlex[i], 7);
    }
    for (size_t i = 0; i < n; i++) {
        uint32_t x = v[i];
        if (x < 256) { putbits(w, lc[x], P.ll[x]); continue; }
        int len = x >> 16, d = x & 0xffff, ls = len_sym[len], dcode = dist_code(d);
        putbits(w, lc[ls], P.ll[ls]);
        if (len_xb[len]) putbits(w, len - len_base[ls - 257], len_xb[len]);
        putbits(w, dc[dcode], P.dl[dcode]);
        if (dxb[dcode]) putbits(w, d - dbase[dcode], dxb[dcode]);
    }
    putbits(w, lc[256], P.ll[256]);
}
// Split [0, n) into blocks: fixed size, each optionally halved while halves cost less.
static void write_split(BitW *w, const uint32_t *v, size_t n, int last, int depth) {
    if (opt_split && depth < 6 && n > 2048) {
        uint64_t whole = block_cost(v, n);
        size_t h = n / 2;
        uint64_t halves = block_cost(v, h) + block_cost(v + h, n - h);
        if (halves < whole) {
            write_split(w, v, h, 0, depth + 1); write_split(w, v + h, n - h, last, depth + 1); return;
        }
    }
    write_block(w, v, n, last);
}

// ---- match finding and parsing ------------------------------------------------------------
typedef struct {
    const uint8_t *a; size_t n; int bpp, stride;
    int32_t *head, *prev; size_t ins;
    int reps[8];
    int32_t *du; // the distance of the match that covered each byte (0: a literal)
    int32_t *rhead, *rprev; // -e: chains of run ends only (the first position after a run), 8-byte keys
    size_t runfrom, runend; // the last run end found: bytes runfrom..runend repeat the pixel before
} MF;

// Puts positions m->ins .. end-1 in the chains, but not a run's (4 bytes = the 4 a pixel before).
static void insert_upto(MF *m, size_t end) {
    size_t p = m->ins;
    if (p >= end) return;
    m->ins = end;
    if (end + 4 > m->n) end = m->n >= 4 ? m->n - 3 : 0; // the last 3 positions have no 4 bytes
    const uint8_t *a = m->a; int32_t *head = m->head, *prev = m->prev;
    const size_t bpp = (size_t)m->bpp; const uint32_t km = kmask;
    for (; p < end && p <= bpp; p++) {
        uint32_t h = ((ld32(a + p) & km) * 2654435761u) >> (32 - HBITS);
        prev[p & RMASK] = head[h]; head[h] = (int32_t)p;
    }
    int32_t *rhead = m->rhead, *rprev = m->rprev; const size_t n8 = m->n >= 8 ? m->n - 8 : 0;
    if (opt_skip)
        for (; p < end; p++) {
            uint32_t v = ld32(a + p);
            if (((ld64(a + p) ^ ld64(a + p - bpp)) & wmask) == 0) continue;
            uint32_t h = ((v & km) * 2654435761u) >> (32 - HBITS);
            prev[p & RMASK] = head[h]; head[h] = (int32_t)p;
            if (rhead && ld32(a + p - 1) == ld32(a + p - 1 - bpp) && v != ld32(a + p - bpp) && p <= n8) {
                uint32_t r = (uint32_t)(((ld64(a + p) & remask) * 0x9E3779B97F4A7C15ull) >> (64 - RBITS));
                rprev[p & RMASK] = rhead[r]; rhead[r] = (int32_t)p;
            }
        }
    else
        for (; p < end; p++) {
            uint32_t h = ((ld32(a + p) & km) * 2654435761u) >> (32 - HBITS);
            prev[p & RMASK] = head[h]; head[h] = (int32_t)p;
        }
}

// -g: a match's worth in bits, against literals of opt_lit bits each (a rough static model).
// -g 2: the model's bits come from the symbols chosen so far (re-planned every 4,096 of them).
static int cost_lit[256], cost_len[259], cost_dist[30], avglit16 = 8 * 16;
static void cost_init(void) {
    for (int i = 0; i < 256; i++) cost_lit[i] = opt_lit;
    for (int l = 3; l < 259; l++) cost_len[l] = 7 + len_xb[l];
    for (int c = 0; c < 30; c++) cost_dist[c] = 5 + dxb[c];
    avglit16 = opt_lit * 16;
}
static void cost_update(const uint32_t *v, size_t n) {
    uint32_t lf[288], df[32]; uint8_t ll[288], dl[32];
    count_freqs(v, n, lf, df);
    huff_lengths(lf, 286, 15, ll); huff_lengths(df, 30, 15, dl);
    uint64_t bits = 0, cnt = 0;
    for (int i = 0; i < 256; i++) { cost_lit[i] = ll[i] ? ll[i] : 14; bits += (uint64_t)lf[i] * cost_lit[i]; cnt += lf[i]; }
    if (cnt) avglit16 = (int)(bits * 16 / cnt);
    for (int l = 3; l < 259; l++) { int s = len_sym[l]; cost_len[l] = (ll[s] ? ll[s] : 14) + len_xb[l]; }
    for (int c = 0; c < 30; c++) cost_dist[c] = (dl[c] ? dl[c] : 14) + dxb[c];
}
static inline int gain(int l, int d) {
    if (opt_cost == 2) return ((avglit16 * l) >> 4) - (cost_len[l] + cost_dist[dist_code(d)]);
    return opt_lit * l - (7 + len_xb[l] + 5 + dxb[dist_code(d)]);
}
#define BETTER(l, d, bl, bdist) (!opt_cost || (bdist) == 0 || gain(l, d) > gain(bl, bdist))
// The best match at p: returns its length (0 if under 3), *dist its distance.
static int find(MF *m, size_t p, int *dist) {
    const uint8_t *a = m->a, *cur = a + p;
    size_t left = m->n - p; int max = left < MAXM ? (int)left : MAXM;
    if (max < 4) return 0;
    int best = 2, bd = 0;
#define TRY(d) do { int d_ = (d); if (d_ > 0 && (size_t)d_ <= p && d_ <= WSIZE && cur[best] == cur[best - d_] && \
        ld32(cur) == ld32(cur - d_)) { int l_ = matchlen(cur, cur - d_, max); if (l_ > best && BETTER(l_, d_, best, bd)) { best = l_; bd = d_; if (l_ >= max) goto done; } } } while (0)
    if (opt_cand & 1) TRY(m->bpp);
    if (opt_cand & 2) TRY(m->stride);
    if (opt_cand & 4) TRY(2 * m->stride);
    for (int i = 0; i < opt_reps; i++) TRY(m->reps[i]);
    if (opt_above && p >= (size_t)m->stride) {
        const int32_t *u = m->du + p - m->stride;
        TRY(u[0]);
        if (opt_above > 1 && p >= (size_t)(m->stride + m->bpp)) { TRY(u[m->bpp]); TRY(u[-m->bpp]); }
    }
    int inrun = opt_proj == 2 && left >= (size_t)m->bpp + 8 && p >= (size_t)m->bpp && ld32(cur) == ld32(cur - m->bpp);
    if (inrun || (opt_proj == 2 && opt_runahead && left >= (size_t)m->bpp + 8 && ld32(cur + m->bpp) == ld32(cur))) {
        // Inside a run: the candidates are the chain of where it ends (its last pixel and the
        // first byte after), moved back to p: a match here can run on into the edge.
        size_t e;
        if (p >= m->runfrom && p < m->runend) e = m->runend;
        else {
            e = inrun ? p + 4 : p + m->bpp + 4;
            size_t rest = m->n - e;
            e += (size_t)matchlen(a + e, a + e - m->bpp, rest > (1u << 30) ? 1 << 30 : (int)rest);
            m->runfrom = p; m->runend = e;
        }
        if (e - p <= MAXM && e + 1 <= m->n) {
            size_t q = e - 3;
            insert_upto(m, q);
            if (m->rhead && q + 8 <= m->n) {
                int32_t c = m->rhead[(uint32_t)(((ld64(a + q) & remask) * 0x9E3779B97F4A7C15ull) >> (64 - RBITS))];
                for (int k = opt_re; k > 0 && c >= 0; k--, c = m->rprev[c & RMASK]) {
                    size_t d = q - (size_t)c;
                    if (d > WSIZE) break;
                    if (d > p) continue;
                    TRY((int)d);
                }
            }
            int32_t c = m->head[hashk(a + q)];
            for (int k = opt_qdepth < 0 ? opt_depth : opt_qdepth; k > 0 && c >= 0; k--, c = m->prev[c & RMASK]) {
                size_t d = q - (size_t)c;
                if (d > WSIZE) break;
                if (d > p) continue;
                TRY((int)d);
            }
        }
    }
    {
        int32_t c = m->head[hashk(cur)];
        while (c >= (int32_t)p) c = m->prev[c & RMASK]; // positions ahead of p (put in by a run's look-ahead)
        const int32_t lim = p > WSIZE ? (int32_t)(p - WSIZE) : 0; // the chain's end is -1, under lim too
        for (int k = opt_depth; k > 0 && c >= lim; k--, c = m->prev[c & RMASK]) {
            size_t d = p - (size_t)c;
            // the 4 bytes ending where a longer match must reach (the key's bytes while none is found)
            if (best >= 3 ? ld32(cur + best - 3) != ld32(a + c + best - 3) : ((ld32(a + c) ^ ld32(cur)) & kmask) != 0) continue;
            int l = matchlen(cur, a + c, max);
            if (l > best && BETTER(l, (int)d, best, bd)) { best = l; bd = (int)d; if (l >= opt_nice || l >= max) break; }
        }
    }
done:
#undef TRY
    if (best < 3 || (best == 3 && bd > opt_toofar) || (opt_cost && opt_accept && gain(best, bd) <= 0)) return 0;
    *dist = bd; return best;
}

static inline void note_dist(MF *m, int d) {
    if (opt_reps == 0) return;
    int i = 0; while (i < opt_reps - 1 && m->reps[i] != d) i++;
    for (; i > 0; i--) m->reps[i] = m->reps[i - 1];
    m->reps[0] = d;
}

static inline void emit_match(MF *m, Items *it, size_t pos, int len, int d) {
    put_match(it, len, d); note_dist(m, d);
    // A run's positions (4 bytes = the 4 a pixel before) stay out of the chains: after a
    // distance-bpp match, jump over them (all but the last 3 bytes).
    if (opt_skip && d == m->bpp && m->ins >= pos && pos + len >= (size_t)(opt_skip - 1) && m->ins < pos + len - (opt_skip - 1)) m->ins = pos + len - (opt_skip - 1);
    else if (opt_maxins && len > opt_maxins && m->ins < pos + len - 4) { insert_upto(m, pos + 1); m->ins = pos + len - 4; }
    if (opt_above) { int32_t *u = m->du + pos; for (int i = 0; i < len; i++) u[i] = d; }
}

// Run projection: p is inside a run (its 4 bytes repeat the pixel before). Find where the run
// ends and look for a match of the run's tail and what follows; if one runs further than the plain
// run match, cover p.. with it (after distance-bpp matches for the rest of the run). Returns the
// new position, or p when it did nothing.
static size_t project(MF *m, Items *it, size_t p, int runlen) {
    const uint8_t *a = m->a; size_t n = m->n, e = p + runlen; // e: first byte not repeating
    if (runlen == MAXM) while (e < n && a[e] == a[e - m->bpp]) e++;
    if (e + 1 > n) return p;
    size_t q = e - 3; // the first position at the run's end in the chains
    if (q + 4 > n || q <= p) return p;
    insert_upto(m, q); // positions before q; q itself not yet
    int32_t c = m->head[hashk(a + q)];
    size_t bestend = e, beststart = 0; int bestd = 0;
    size_t maxback = q - p;
    for (int k = opt_depth; k > 0 && c >= 0; k--, c = m->prev[c & RMASK]) {
        size_t d = q - (size_t)c; if (d > WSIZE) break;
        if (ld32(a + c) != ld32(a + q)) continue;
        size_t fl = n - q; int fmax = fl < MAXM ? (int)fl : MAXM;
        int f = matchlen(a + q, a + c, fmax);
        if (q + f <= bestend) continue;
        // How far back the candidate repeats our run (at most maxback, and 258 - f for one match).
        size_t lim = maxback; if ((size_t)c < lim) lim = c; if (lim > (size_t)(MAXM - f)) lim = MAXM - f;
        size_t b = 0; while (b < lim && a[c - 1 - b] == a[q - 1 - b]) b++;
        bestend = q + f; beststart = q - b; bestd = (int)d;
    }
    if (!bestd || bestend - beststart < 3 || bestend < e + opt_ptail) return p;
    // Cover p .. beststart with distance-bpp matches (or literals), then the projected match.
    size_t s = beststart, x = p;
    while (s - x >= 3) {
        size_t l = s - x; if (l > MAXM) l = (l - MAXM < 3) ? l - 3 : MAXM;
        emit_match(m, it, x, (int)l, m->bpp); x += l;
    }
    while (x < s) put_lit(it, a[x++]);
    emit_match(m, it, beststart, (int)(bestend - beststart), bestd);
    return bestend;
}

static void parse(MF *m, Items *it) {
    const uint8_t *a = m->a; size_t n = m->n, p = 0, planned = 0;
    if (opt_cost == 2) cost_init();
    while (p < n) {
        if (opt_cost == 2 && it->n >= planned + 4096) { cost_update(it->v + planned, it->n - planned); planned = it->n; }
        insert_upto(m, p);
        int d, l = find(m, p, &d);
        if (l < 3) { put_lit(it, a[p]); p++; continue; }
        if (opt_proj == 1 && d == m->bpp && p + l < n) {
            size_t np = project(m, it, p, l);
            if (np != p) { p = np; continue; }
        }
        while (l < opt_lazy && p + 1 < n) {
            insert_upto(m, p + 1);
            int d2, l2 = find(m, p + 1, &d2);
            if (l2 > l && (!opt_cost || gain(l2, d2) - (opt_cost == 2 ? cost_lit[a[p]] : opt_lit) > gain(l, d))) { put_lit(it, a[p]); p++; l = l2; d = d2; continue; }
            if (opt_lazy2 && p + 2 < n) {
                insert_upto(m, p + 2);
                int d3, l3 = find(m, p + 2, &d3);
                if (l3 > l + 1) { put_lit(it, a[p]); put_lit(it, a[p + 1]); p += 2; l = l3; d = d3; continue; }
            }
            break;
        }
        emit_match(m, it, p, l, d); p += l;
    }
}


__attribute__((noinline)) size_t encode(const uint8_t *a, size_t n, int bpp, int stride, uint8_t *out) {
    // Buffers are kept from one call to the next (as a caller would keep one encoder a thread).
    static int32_t *head, *prev, *rhead, *rprev, *du; static uint32_t *items; static size_t cap;
    if (!head) {
        head = malloc((1 << HBITS) * 4); prev = malloc((RMASK + 1) * 4);
        rhead = malloc((1 << RBITS) * 4); rprev = malloc((RMASK + 1) * 4);
    }
    if (cap < n + 8) { free(items); free(du); cap = n + 8; items = malloc(cap * 4); du = opt_above ? malloc(cap * 4) : NULL; }
    if (du) memset(du, 0, (n + 8) * 4);
    MF m = {a, n, bpp, stride, head, prev, 0, {0}, du, NULL, NULL, 0, 0};
    memset(m.head, 0xff, (1 << HBITS) * 4);
    if (opt_re) { m.rhead = rhead; memset(m.rhead, 0xff, (1 << RBITS) * 4); m.rprev = rprev; }


    Items it = {items, 0};
    parse(&m, &it);
    if (getenv("PD_DUMP")) {
        FILE *df = fopen(getenv("PD_DUMP"), "w"); size_t pos = 0;
        for (size_t i = 0; i < it.n; i++) {
            if (it.v[i] < 256) { fprintf(df, "%zu L\n", pos); pos++; }
            else { fprintf(df, "%zu M %u %u\n", pos, it.v[i] >> 16, it.v[i] & 0xffff); pos += it.v[i] >> 16; }
        }
        fclose(df);
    }
    if (getenv("PD_STATS")) {
        size_t lits = 0, ms = 0, ml = 0, near = 0;
        for (size_t i = 0; i < it.n; i++) { if (it.v[i] < 256) lits++; else { ms++; ml += it.v[i] >> 16; near += (it.v[i] & 0xffff) <= 16; } }
        fprintf(stderr, "items %zu literals %zu matches %zu avg len %.1f dist<=16 %zu\n", it.n, lits, ms, ms ? (double)ml / ms : 0, near);
    }
    BitW w = {out, 0, 0, 0};
    putbits(&w, 0x78, 8); putbits(&w, 0xda, 8);
    size_t bs = opt_block ? (size_t)opt_block : it.n + 1;
    if (it.n == 0) write_block(&w, it.v, 0, 1);
    for (size_t i = 0; i < it.n; i += bs) {
        size_t k = it.n - i < bs ? it.n - i : bs;
        write_split(&w, it.v + i, k, i + k >= it.n, 0);
    }
    flushbits(&w);
    uint32_t ad = libdeflate_adler32(1, a, n);
    out[w.pos++] = ad >> 24; out[w.pos++] = ad >> 16; out[w.pos++] = ad >> 8; out[w.pos++] = ad;
    return w.pos;
}

int main(int argc, char **argv) {
    int i = 1;
    char given[128] = {0};
    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        int v = atoi(argv[i + 1]);
        given[(unsigned char)argv[i][1] & 127] = 1;
        switch (argv[i][1]) {
        case 'd': opt_depth = v; break; case 'n': opt_nice = v; break; case 'l': opt_lazy = v; break;
        case 'r': opt_reps = v > 8 ? 8 : v; break; case 'c': opt_cand = v; break; case 's': opt_skip = v == 1 ? 4 : v; wmask = opt_skip >= 8 ? ~0ull : (1ull << (8 * opt_skip)) - 1; break;
        case 'p': opt_proj = v; break; case 'G': opt_grey = v; break; case 'b': opt_block = v; break; case 'B': opt_split = v; break;
        case 't': opt_times = v; break; case 'm': kmask = v >= 4 ? 0xffffffffu : 0xffffffu; break; case 'P': opt_ptail = v; break; case 'u': opt_above = v; break; case 'i': opt_maxins = v; break; case 'f': opt_toofar = v; break; case 'e': opt_re = v; break; case 'q': opt_qdepth = v; break; case 'a': opt_runahead = v; break; case 'k': remask = v >= 8 ? ~0ull : (1ull << (8 * v)) - 1; break; case 'z': opt_lazy2 = v; break; case 'g': opt_cost = v; break; case 'L': opt_lit = v; break; case 'A': opt_accept = v; break;
        default: fprintf(stderr, "pd: unknown option %s\n", argv[i]); return 2;
        }
    }
    if (argc - i != 2) { fprintf(stderr, "usage: pd [options] IN.rows OUT.zlib\n"); return 2; }
    FILE *f = fopen(argv[i], "rb"); if (!f) { perror(argv[i]); return 1; }
    fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
    uint8_t *buf = calloc(sz + 8, 1); // 8 zero bytes after the rows: 8-byte loads near the end read them
    if (sz < 20 || fread(buf, 1, sz, f) != (size_t)sz || memcmp(buf, "ROWS", 4)) { fprintf(stderr, "pd: not a rows file\n"); return 1; }
    fclose(f);
    uint32_t hdr[4]; memcpy(hdr, buf + 4, 16);
    int bpp = hdr[2], stride = hdr[3] + 1;
    if (bpp == 1 && opt_grey) { // grey or palette rows: 4-byte keys, deeper, as zlib's lazy (each unless given)
        if (!given['m']) kmask = 0xffffffffu;
        if (!given['d']) opt_depth = 128;
        if (!given['e']) opt_re = 64;
        if (!given['l']) opt_lazy = 258;
        if (!given['n']) opt_nice = 258;
    }
    const uint8_t *a = buf + 20; size_t n = sz - 20;
    init_tables();
    uint8_t *out = malloc(n + n / 2 + 1024); size_t on = 0;
    for (int t = 0; t < opt_times; t++) on = encode(a, n, bpp, stride, out);
    f = fopen(argv[i + 1], "wb"); fwrite(out, 1, on, f); fclose(f);
    printf("%zu\n", on);
    return 0;
}
