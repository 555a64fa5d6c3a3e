#!/usr/bin/env python3
"""base.py ROWS... : per file, libdeflate level 5 (./ld) and zlib level 9 bytes, TSV to stdout."""
import os, subprocess, sys, tempfile, zlib
with tempfile.TemporaryDirectory() as t:
    for r in sys.argv[1:]:
        rows = open(r, 'rb').read()[20:]
        l5 = int(subprocess.run(['./ld', '5', r, os.path.join(t, 'x.z')], capture_output=True, text=True, check=True).stdout)
        print(f'{r}\t{l5}\t{len(zlib.compress(rows, 9))}')
