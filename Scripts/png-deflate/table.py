#!/usr/bin/env python3
"""table.py [pd options...] : per sample and script cloud, file bytes of TagFlow's PNG as written,
with libdeflate level 5's stream, with pd's, with zlib 9's, and optipng -o2's file (every stream
checked); Markdown rows, the totals, and how many pictures pd's is no larger than optipng's."""
import os, subprocess, sys, zlib
opts = sys.argv[1:]
base = {l.split('\t')[0]: tuple(map(int, l.split()[1:])) for l in open('base.tsv')}
opt = {l.split('\t')[0]: tuple(map(int, l.split()[1:])) for l in open('optipng.tsv')}
tmp = f'/tmp/table.{os.getpid()}.z'
def pd(rows):
    n = int(subprocess.run(['./pd', *opts, rows, tmp], capture_output=True, text=True, check=True).stdout)
    if zlib.decompress(open(tmp, 'rb').read()) != open(rows, 'rb').read()[20:]: sys.exit('BAD ' + rows)
    return n
print('| picture | TagFlow now | libdeflate 5 | pd | zlib 9 | `optipng -o2` | pd / optipng |')
print('|---|---:|---:|---:|---:|---:|---:|')
tot = [0] * 5; wins = 0; rowsout = []
for png in sorted(opt, key=lambda p: (not p.startswith('pics/samples'), p)):
    r = png + '.rows'; l5, z9 = base[r]; ofile, oidat, tfile, tidat = opt[png]
    p = pd(r); over = tfile - tidat  # the chunks around the IDAT
    v = [tfile, l5 + over, p + over, z9 + over, ofile]
    tot = [a + b for a, b in zip(tot, v)]; wins += v[2] <= v[4]
    name = os.path.basename(png)[:-4]
    print(f'| {name} | ' + ' | '.join(f'{x:,}' for x in v) + f' | {v[2] / v[4]:.3f} |')
print('| total | ' + ' | '.join(f'{x:,}' for x in tot) + f' | {tot[2] / tot[4]:.3f} |')
print(f'pd <= optipng -o2: {wins}/{len(opt)}')
os.remove(tmp)
