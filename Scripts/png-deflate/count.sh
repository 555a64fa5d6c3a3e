#!/usr/bin/env bash
# count.sh CMD... : the instructions CMD spends in its encode() (inclusive), counted by callgrind.
set -euo pipefail
out=$(mktemp)
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect=encode "$@" >/dev/null 2>&1
callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { print $1; done = 1 }'
