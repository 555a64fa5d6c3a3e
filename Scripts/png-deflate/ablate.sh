#!/usr/bin/env bash
# ablate.sh (run in measure.sh's WORKDIR): each idea of pd turned off or changed from its defaults,
# on the 24 samples and script clouds and the 200 bench pictures (deflate bytes, share of zlib 9's,
# pictures no larger than zlib 9's), and deflate's instructions on the 40-label bench picture.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
f=pics/bench/000.png.rows
echo "idea|options|24 pictures: bytes, / zlib 9, no larger|200 bench: bytes, / zlib 9, no larger|instructions|bytes, 40-label"
while IFS='|' read -r name o; do
    # shellcheck disable=SC2086 # the options are words
    ins=$("$here/count.sh" ./pd $o $f ablate.z)
    # shellcheck disable=SC2086
    bytes=$(./pd $o $f ablate.z)
    # shellcheck disable=SC2086
    ss=$(python3 "$here/run.py" ss $o | awk '{print $(NF-8), $(NF-4), $NF}')
    # shellcheck disable=SC2086
    be=$(python3 "$here/run.py" bench $o | awk '{print $(NF-8), $(NF-4), $NF}')
    printf "%s|%s|%s|%s|%s|%s\n" "$name" "$o" "$ss" "$be" "$ins" "$bytes"
done <<'LIST'
defaults|
no bit model (choices by length, as zlib)|-g 0 -A 0
no run-end candidates from where a run starts|-a 0
run-end candidates from the main chains (no run-end chains)|-e 0 -q 96
no run-end candidates|-p 0
run ends projected after the fact|-p 1
no run skipping (chains hold every position)|-s 0 -p 0
runs skipped from 4 repeated bytes|-s 4
no bpp/stride candidates|-c 0
also 2 x stride|-c 7
4 recent distances|-r 4
distance used a row above|-u 1
lazy 2 ahead|-z 1
zlib's TOO_FAR|-f 4096
no 1-byte-pixel settings|-G 0
4-byte keys|-m 4
depth 64|-d 64
depth 128|-d 128
blocks of 16,384 symbols (as zlib)|-b 16384
blocks halved while it saves|-B 1
unlimited search (depth 4096, run-end 4096, lazy and nice 258)|-d 4096 -e 4096 -n 258 -l 258
pd as zlib 9 (no image ideas, depth 4096, TOO_FAR)|-s 0 -p 0 -c 0 -g 0 -A 0 -G 0 -d 4096 -n 258 -l 258 -f 4096
LIST
rm -f ablate.z
