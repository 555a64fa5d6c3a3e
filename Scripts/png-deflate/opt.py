#!/usr/bin/env python3
"""opt.py PNG... : optipng -o2 of each (a copy): name, its file and IDAT bytes, the original's file and IDAT bytes."""
import os, shutil, struct, subprocess, sys, tempfile
def idat(path):
    data = open(path, 'rb').read(); pos, n = 8, 0
    while pos < len(data):
        ln, = struct.unpack('>I', data[pos:pos+4])
        if data[pos+4:pos+8] == b'IDAT': n += ln
        pos += 12 + ln
    return n
with tempfile.TemporaryDirectory() as t:
    for p in sys.argv[1:]:
        c = os.path.join(t, 'x.png'); shutil.copy(p, c)
        subprocess.run(['optipng', '-quiet', '-o2', c], check=True)
        print(f'{p}\t{os.path.getsize(c)}\t{idat(c)}\t{os.path.getsize(p)}\t{idat(p)}')
