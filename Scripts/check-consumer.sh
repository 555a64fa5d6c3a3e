#!/usr/bin/env bash
# Builds Examples/Consumer (a package that depends on TagFlow by path and imports only TagFlow and
# TagFlowTesting), runs its executable into a temporary folder and runs its tests (then the CI-only
# test under CI=true). Nothing points
# at the fonts: the executable and the tests must find the bundled faces as SwiftPM resources.
# The consumer has its own build folder (Examples/Consumer/.build), so TagFlow is compiled again
# there: about 30 s more on a clean checkout.
set -euo pipefail
cd "$(dirname "$0")/../Examples/Consumer"
unset TAGFLOW_FONTS_DIR
build=.build

swift build --build-path "$build"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$(swift build --build-path "$build" --show-bin-path)/topic-cloud" "$out" | tee "$out/log"
grep -Eq '^fonts: .*/TagFlow_TagFlowFonts\.(resources|bundle)/' "$out/log" \
    || { echo "check-consumer: the bundled fonts did not come from SwiftPM resources" >&2; exit 1; }
for format in svg png pdf; do
    [ -s "$out/topics.$format" ] || { echo "check-consumer: topics.$format was not written" >&2; exit 1; }
done

swift test --build-path "$build"
# Under CI=true a missing reference fails and nothing is written, by default and with
# TAGFLOW_RECORD=never: the test that checks it runs only then.
for record in "" never; do
    CI=true TAGFLOW_RECORD="$record" swift test --skip-build --build-path "$build" \
        --filter onCIAMissingReferenceWritesNothing
done
echo "check-consumer: ok"
