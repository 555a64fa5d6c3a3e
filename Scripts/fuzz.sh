#!/usr/bin/env bash
# Builds TagFlow's fuzz targets (Fuzz/, a package of its own) with libFuzzer and AddressSanitizer
# and runs each for SECONDS (default 10). Seeds are Fuzz/Corpus/<target>/; the regression inputs
# under Tests/FuzzRegressions/<target>/ are replayed first. A crash, a leak or a broken invariant
# stops the target and leaves the input in Fuzz/Findings/: add it to Tests/FuzzRegressions/<target>/
# once fixed, and the test suite replays it from then on.
#
#   Scripts/fuzz.sh                # about a minute in all
#   Scripts/fuzz.sh 3600           # an hour a target
#   Scripts/fuzz.sh --quick 8      # as CI runs it: built unoptimized, for a smoke run
#
# --quick builds the targets without optimization (in .build-fuzz-quick): the build takes about
# half the time, and a target runs several times slower, which only a long run would miss. The
# configuration stays release: a debug build of the targets does not link (libFuzzer's main does
# not find LLVMFuzzerTestOneInput).
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build-fuzz
optimization=()
if [ "${1:-}" = "--quick" ]; then
    build=.build-fuzz-quick
    optimization=(-Xswiftc -Onone)
    shift
fi
seconds="${1:-10}"
# -Xcc -fsanitize=address: the C targets (CPixelRows, CImageDeflate) are watched too.
(cd Fuzz && swift build -c release --build-path "../$build" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
    -Xcc -fsanitize=address "${optimization[@]}")
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
mkdir -p Fuzz/Findings
status=0
for target in fuzz-inputs fuzz-json fuzz-planner fuzz-shaping fuzz-render fuzz-icons fuzz-markdown fuzz-manifest fuzz-png; do
    corpus=$(mktemp -d)
    cp Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    regressions=Tests/FuzzRegressions/"$target"
    mkdir -p "$regressions"
    echo "fuzz: $target for ${seconds}s"
    if ! "$build"/release/"$target" "$corpus" "$regressions" -max_total_time="$seconds" -rss_limit_mb=2048 \
        -artifact_prefix=Fuzz/Findings/"$target"- 2> "$corpus/log.txt"; then
        tail -n 40 "$corpus/log.txt" >&2
        status=1
    fi
    grep -E "^#[0-9]+.*DONE" "$corpus/log.txt" | sed "s/^/fuzz: $target: /" || true
    rm -rf "$corpus"
done
exit "$status"
