#!/usr/bin/env python3
"""run.py SET [pd options...] : encode every picture of SET (samples, scripts, ss = both, bench, all,
or a path prefix) with ./pd, check each stream with Python's zlib, print totals against base.tsv
(libdeflate 5, zlib 9) and how many are no larger than zlib 9's; V=-v prints each picture too."""
import os, subprocess, sys, tempfile, zlib
base = {l.split('\t')[0]: tuple(map(int, l.split()[1:])) for l in open('base.tsv')}
sets = {'samples': 'pics/samples/', 'scripts': 'pics/scripts/', 'bench': 'pics/bench/'}
which = sys.argv[1]; opts = sys.argv[2:]
files = [f for f in base if which == 'all' or (which == 'ss' and not f.startswith('pics/bench')) or f.startswith(sets.get(which, which))]
tot = [0, 0, 0]; wins = 0; per = []
tmpdir = tempfile.TemporaryDirectory(); tmp = os.path.join(tmpdir.name, 'x.z')
for f in files:
    n = int(subprocess.run(['./pd', *opts, f, tmp], capture_output=True, text=True, check=True).stdout)
    data = open(tmp, 'rb').read(); assert len(data) == n
    if zlib.decompress(data) != open(f, 'rb').read()[20:]: sys.exit(f'BAD STREAM {f}')
    l5, z9 = base[f]; tot[0] += l5; tot[1] += n; tot[2] += z9; wins += n <= z9
    per.append((f, l5, n, z9))
tmpdir.cleanup()
if '-v' in os.environ.get('V', ''):
    for f, l5, n, z9 in per: print(f'{f:40s} {l5:8d} {n:8d} {z9:8d} {n/z9:6.3f}')
print(f'{which:8s} {" ".join(opts):40s} ld5 {tot[0]:9d} pd {tot[1]:9d} z9 {tot[2]:9d}  pd/z9 {tot[1]/tot[2]:.4f} ld5/z9 {tot[0]/tot[2]:.4f}  pd<=z9 {wins}/{len(files)}')
