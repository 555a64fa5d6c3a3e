#!/usr/bin/python3
"""HarfBuzz's own answers for labels that shaping word by word must not change
(Tests/TextShapingTests/Fixtures/word-shapes.tsv, read by WordShapingTests).

Each label is shaped whole by Debian's hb-shape (libharfbuzz-bin 6.0.0) with Inter Regular in
font units, language und, left to right (as TagFlow shapes), and written as
  label<TAB>sum of advances<TAB>FNV-1a 64 of "gid,cluster,x_advance,x_offset,y_offset;" per glyph
The labels: hostile cases where Inter's contextual alternates look across spaces ("2 x 3",
"A - B"), and the printable-ASCII labels with a space and one of those characters from the
corpora given as arguments (one label a line; the bench's big-2000, batch and scaling lists).

  Scripts/word-shapes-oracle.py CORPUS... > Tests/TextShapingTests/Fixtures/word-shapes.tsv
"""
import json, os, subprocess, sys, tempfile

FONT = os.path.join(os.path.dirname(__file__), '..', 'Sources', 'TagFlowFonts', 'Fonts', 'Inter-Regular.otf')
HOSTILE = [
    "2 x 3", "A - B", "1 x 2", "3 x 4 = 12", "x 2", "2 x", "Mix 3", "3 Mix", "Deep House Mix 2", "4 x 4",
    "16 x 9 x 2", "1 x 2 x 3 x 4", "H x W", "x  2", "2  x  3", "  2 x 3  ", " x 2", "2 x ", "a - b", "X - Y",
    "A -> B", "A --> B", "<-- A", "-- x --", "- A", "A -", "A - - B", "N - 1", "No. 1", "No - 1", "Rock - 1",
    "Lo-fi 2", "K-Pop 2 x 3", "Post-Punk 2", "x-ray 3", "Lo-fi Hip Hop", "(A) B", "[x] y", "{x} 2", "x: 2",
    "1 : 2", "a : b", "10 : 30", "A : B", "+ 1", "1 + 2", "A + B", "~ A", "a * b", "A * B", "@ Home",
    "email @ Home", "1 < 2", "A = B", "A != B", "A <= B", "a -> b", "A >= B", "Vol. 2 x", "Ax xA", "x x x",
    "2 xx 3", "2 -x 3", "A -B", "A- B", "8 x 10 Print", "Deep Lo-fi Mix", "Mix - Live", "Remix 2 - Live",
    "Tokyo x Paris", "Max Mix", "Xerox x 2", "Dark Lo-fi Synthwave Mix", "Cosmic Post-Punk Club",
]


def fnv(text):
    h = 0xcbf29ce484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


def wanted(label):
    return ' ' in label and all(0x20 <= ord(c) < 0x7F for c in label) and any(c in label for c in 'x-()[]{}@:<>=+~*')


labels = list(HOSTILE)
seen = set(labels)
for path in sys.argv[1:]:
    for line in open(path, encoding='utf-8'):
        label = line.rstrip('\n').split('\t')[0]
        if wanted(label) and label not in seen:
            seen.add(label)
            labels.append(label)
with tempfile.NamedTemporaryFile('w', suffix='.txt') as text:
    text.write('\n'.join(labels) + '\n')
    text.flush()
    out = subprocess.run(['hb-shape', '--font-funcs=ot', '--language=und', '--direction=ltr', '--output-format=json', '--no-glyph-names',
                          '--text-file=' + text.name, FONT], check=True, capture_output=True, text=True).stdout
lines = out.strip('\n').split('\n')
assert len(lines) == len(labels), (len(lines), len(labels))
for label, line in zip(labels, lines):
    glyphs = json.loads(line)
    record = ''.join(f"{g['g']},{g['cl']},{g['ax']},{g['dx']},{g['dy']};" for g in glyphs)
    print(f"{label}\t{sum(g['ax'] for g in glyphs)}\t{fnv(record):016x}")
