#!/usr/bin/env python3
"""check.py ROWS ZLIB... : every ZLIB must inflate (Python's zlib, adler checked) to ROWS's rows."""
import sys, zlib
rows = open(sys.argv[1], 'rb').read()[20:]
for z in sys.argv[2:]:
    out = zlib.decompress(open(z, 'rb').read())
    if out != rows:
        sys.exit(f'check: {z} does not inflate to {sys.argv[1]}')
