#!/usr/bin/env bash
# Builds TagFlow's documentation (Sources/TagFlow/TagFlow.docc plus the doc comments) with the
# toolchain's docc, warnings treated as errors: an unresolved symbol link or a broken curation
# fails the build.
#
#   Scripts/build-docs.sh              # writes .build-docs/TagFlow.doccarchive
#   Scripts/build-docs.sh OUTPUT-DIR
#
# The symbol graph comes from the compiler (-emit-symbol-graph) rather than
# `swift package dump-symbol-graph`, because only the compiler's graph holds what TagFlow
# re-exports (the planner's RowFlow, Plan, Color, Rect …). The flags change how every module is
# compiled, so the build has a folder of its own (.build-docs) and leaves .build alone.
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build-docs
output="${1:-$build/TagFlow.doccarchive}"
graphs="$build/symbol-graphs"
docc="$(dirname "$(command -v swift)")/docc"
[ -x "$docc" ] || docc=docc

# The compiler rewrites a module's graph whenever it compiles the module, so the graphs are kept
# with the build they came from and stay current when nothing needed compiling.
rm -rf "$build/docc-input"
mkdir -p "$graphs" "$build/docc-input"
swift build --target TagFlow --build-path "$build" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
# Every module TagFlow depends on leaves a graph there too; the archive documents TagFlow alone.
shopt -s nullglob
cp "$graphs"/TagFlow.symbols.json "$graphs"/TagFlow@*.symbols.json "$build/docc-input/"

"$docc" convert Sources/TagFlow/TagFlow.docc \
    --additional-symbol-graph-dir "$build/docc-input" \
    --fallback-display-name TagFlow --fallback-bundle-identifier org.tagflow.TagFlow \
    --output-path "$output" --warnings-as-errors
echo "build-docs: $output"
