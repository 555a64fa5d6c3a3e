#!/usr/bin/env python3
"""dump.py PNG... : writes PNG.rows next to each: a 16-byte header (magic 'ROWS', width, height,
bytes per pixel (1 for palette/grey), bytes a row without its filter byte; all uint32 LE) and then
the rows exactly as the PNG deflates them (each a 0 filter byte + the pixel bytes). Prints
name, IDAT bytes, colour type, depth."""
import struct, sys, zlib
for path in sys.argv[1:]:
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n'
    pos, idat, ihdr = 8, b'', None
    while pos < len(data):
        n, = struct.unpack('>I', data[pos:pos+4]); typ = data[pos+4:pos+8]
        body = data[pos+8:pos+8+n]; pos += 12 + n
        if typ == b'IHDR': ihdr = struct.unpack('>IIBBBBB', body)
        if typ == b'IDAT': idat += body
    w, h, depth, ctype, _, _, interlace = ihdr
    assert interlace == 0
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    rowbytes = (w * channels * depth + 7) // 8
    bpp = max(1, channels * depth // 8)
    raw = zlib.decompress(idat)
    assert len(raw) == h * (rowbytes + 1), path
    filters = set(raw[i * (rowbytes + 1)] for i in range(h))
    assert filters == {0}, (path, filters)
    open(path + '.rows', 'wb').write(b'ROWS' + struct.pack('<IIII', w, h, bpp, rowbytes) + raw)
    print(path, len(idat), ctype, depth)
