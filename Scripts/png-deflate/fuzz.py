#!/usr/bin/env python3
"""fuzz.py N : N random row sets (noise, flat fills, stripes, tiles, tiny, bpp 1/3/4, random widths),
each encoded by ./pd with the defaults and with random option sets, every stream checked with zlib;
a row set that fails is kept as fuzz-bad-N.rows. SEED picks the sequence (default 39)."""
import os, random, struct, subprocess, sys, tempfile, zlib
rnd = random.Random(int(os.environ.get("SEED", "39")))
N = int(sys.argv[1]) if len(sys.argv) > 1 else 300
opts = [[], ['-G', '0'], ['-s', '0', '-p', '0'], ['-s', '4', '-p', '1'], ['-d', '4096', '-n', '258', '-l', '258'],
        ['-r', '4', '-u', '2', '-c', '7'], ['-z', '1', '-g', '0', '-A', '0'], ['-b', '0', '-B', '1'], ['-m', '4', '-k', '8'],
        ['-i', '16', '-f', '4096'], ['-l', '0'], ['-b', '64']]
def rows(w, h, bpp):
    kind = rnd.choice(['noise', 'flat', 'stripes', 'tiles', 'fewcolours', 'runs'])
    rb = w * bpp; out = bytearray()
    pal = [bytes(rnd.randrange(256) for _ in range(bpp)) for _ in range(rnd.randint(1, 6))]
    tile = [b''.join(rnd.choice(pal) for _ in range(rnd.randint(1, 9))) for _ in range(3)]
    for y in range(h):
        if kind == 'noise': r = bytes(rnd.randrange(256) for _ in range(rb))
        elif kind == 'flat': r = pal[0] * w
        elif kind == 'stripes': r = b''.join(pal[(x // rnd.choice([1, 3, 7])) % len(pal)] for x in range(w))
        elif kind == 'tiles': r = (tile[y % 3] * (rb + 1))[:rb]
        elif kind == 'fewcolours': r = b''.join(rnd.choice(pal) for _ in range(w))
        else:
            r = bytearray()
            while len(r) < rb: r += rnd.choice(pal) * rnd.randint(1, 40)
            r = bytes(r[:rb])
            if y and rnd.random() < 0.5: r = prev
        prev = r
        out += b'\0' + r
    return bytes(out)
tmpdir = tempfile.TemporaryDirectory(); tmp = os.path.join(tmpdir.name, 'x')
bad = 0
for i in range(N):
    bpp = rnd.choice([1, 3, 4]); w = rnd.choice([0, 1, 2, 3, rnd.randint(1, 40), rnd.randint(40, 900)]); h = rnd.choice([0, 1, 2, rnd.randint(1, 30), rnd.randint(30, 200)])
    data = rows(w, h, bpp)
    open(tmp + '.rows', 'wb').write(b'ROWS' + struct.pack('<IIII', w, h, bpp, w * bpp) + data)
    o = rnd.choice(opts)
    subprocess.run(['./pd', *o, tmp + '.rows', tmp + '.z'], check=True, capture_output=True)
    z = open(tmp + '.z', 'rb').read()
    try: ok = zlib.decompress(z) == data
    except zlib.error as e: ok = False
    if not ok: bad += 1; print('BAD', i, w, h, bpp, o); os.replace(tmp + '.rows', f'fuzz-bad-{i}.rows')
tmpdir.cleanup()
print(f'fuzz: {N} row sets, {bad} bad')
sys.exit(1 if bad else 0)
