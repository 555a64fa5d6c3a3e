#!/usr/bin/env bash
# Scripts/png-deflate/measure.sh TAGFLOW BATCHDIR WORKDIR — issue 39's third PNG search, again:
# renders the 12 samples' siblings (copies Samples/*.png), the 20-label script clouds (lists/, default
# look and --theme mono) and the bench batch (BATCHDIR, e.g. shared/bench/data/batch) with TAGFLOW
# into WORKDIR/pics, dumps their rows (dump.py), builds pd (the prototype encoder), ld (libdeflate)
# and zl (zlib), and prints: the per-picture table (table.py), the bench totals (run.py), deflate's
# instructions on the 40-label bench picture (count.sh, valgrind), the clock there, a fuzz run and
# the ablation.
# Needs gcc, libdeflate-dev, zlib1g-dev, python3, optipng, valgrind.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
bin=$(realpath "$1"); batch=$(realpath "$2"); work=$3
mkdir -p "$work"; cd "$work"
gcc -O2 -g -Wall -o pd "$here/pd.c" -ldeflate
gcc -O2 -g -Wall -o ld "$here/ld.c" -ldeflate
gcc -O2 -g -Wall -o zl "$here/zl.c" -lz
font=$repo/Sources/TagFlowFonts/Fonts/Inter-Regular.otf
opts=(--font-size 16 --padding 12,6 --spacing 8 --width 800 --background white)
rm -rf pics; mkdir -p pics/samples pics/scripts pics/bench
cp "$repo"/Samples/*.png pics/samples/
for f in "$here"/lists/*.txt; do
    n=$(basename "$f" .txt)
    "$bin" render "$f" -o "pics/scripts/$n.png" "${opts[@]}"
    "$bin" render "$f" -o "pics/scripts/$n-mono.png" "${opts[@]}" --theme mono
done
"$bin" batch "$batch" -o pics/bench --format png "${opts[@]}" --font "$font" >/dev/null
"$bin" render "$batch/000.txt" -o pics/bench40-mono.png "${opts[@]}" --font "$font" --theme mono
python3 "$here/dump.py" pics/samples/*.png pics/scripts/*.png pics/bench/*.png pics/bench40-mono.png >idat.txt
python3 "$here/base.py" pics/samples/*.rows pics/scripts/*.rows pics/bench/*.rows >base.tsv
python3 "$here/opt.py" pics/samples/*.png pics/scripts/*.png >optipng.tsv
python3 "$here/table.py"
python3 "$here/run.py" bench
for pic in pics/bench/000.png.rows pics/bench40-mono.png.rows; do
    echo "$pic: pd $("$here/count.sh" ./pd "$pic" x.z) ($(./pd "$pic" x.z) B)," \
        "libdeflate 5 $("$here/count.sh" ./ld 5 "$pic" x.z) ($(./ld 5 "$pic" x.z) B)," \
        "7 $("$here/count.sh" ./ld 7 "$pic" x.z) ($(./ld 7 "$pic" x.z) B)," \
        "zlib 9 $("$here/count.sh" ./zl 9 "$pic" x.z) ($(./zl 9 "$pic" x.z) B)"
done
for round in 1 2 3; do # the clock: user seconds for 200 encodes, level 5 and pd
    /usr/bin/time -f "clock, 200 encodes of the 40-label picture, round $round: libdeflate 5 %U s" ./ld 5 pics/bench/000.png.rows x.z 200 >/dev/null
    /usr/bin/time -f "clock, 200 encodes of the 40-label picture, round $round: pd %U s" ./pd -t 200 pics/bench/000.png.rows x.z >/dev/null
done
rm -f x.z
python3 "$here/fuzz.py" 1000
"$here/ablate.sh"
