#!/usr/bin/env bash
# Builds TagFlow's fuzz targets (Fuzz/, a package of its own) with libFuzzer and AddressSanitizer
# and runs each for SECONDS (default 10). Seeds are Fuzz/Corpus/<target>/; the regression inputs
# under Tests/FuzzRegressions/<target>/ are replayed first. A crash, a leak or a broken invariant
# stops the target and leaves the input in Fuzz/Findings/: add it to Tests/FuzzRegressions/<target>/
# once fixed, and the test suite replays it from then on.
#
#   Scripts/fuzz.sh            # about a minute in all, as CI runs it
#   Scripts/fuzz.sh 3600       # an hour a target
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
(cd Fuzz && swift build -c release --build-path ../.build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
mkdir -p Fuzz/Findings
status=0
for target in fuzz-inputs fuzz-json fuzz-planner fuzz-shaping fuzz-render; do
    corpus=$(mktemp -d)
    cp Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    regressions=Tests/FuzzRegressions/"$target"
    mkdir -p "$regressions"
    echo "fuzz: $target for ${seconds}s"
    if ! .build-fuzz/release/"$target" "$corpus" "$regressions" -max_total_time="$seconds" -rss_limit_mb=2048 \
        -artifact_prefix=Fuzz/Findings/"$target"- 2> "$corpus/log.txt"; then
        tail -n 40 "$corpus/log.txt" >&2
        status=1
    fi
    grep -E "^#[0-9]+.*DONE" "$corpus/log.txt" | sed "s/^/fuzz: $target: /" || true
    rm -rf "$corpus"
done
exit "$status"
