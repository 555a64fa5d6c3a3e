#!/usr/bin/env bash
# TagFlow's public API, written down from the compiled modules (swift-symbolgraph-extract): one
# line per public symbol of every module `import TagFlow` and `import TagFlowTesting` bring, sorted. CI regenerates it and
# fails when it differs from API.txt, so every change to the public surface shows in review.
#   Scripts/api-record.sh          print the record
#   Scripts/api-record.sh --check  compare with API.txt (exit 1 and a diff when they differ)
#   Scripts/api-record.sh --write  rewrite API.txt
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target TagFlowTesting >&2
bin="$(swift build --show-bin-path)"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
# The C targets' module maps are SwiftPM's, in their build folders.
flags=(-I "$bin/Modules" -I "$bin/TagFlowFonts.build" -I Sources/TagFlowFonts/include)
flags+=(-I "$bin/CPixelRows.build" -I Sources/CPixelRows/include)
flags+=(-I "$bin/CImageDeflate.build" -I Sources/CImageDeflate/include)
for folder in Sources/C*/; do flags+=(-I "$folder"); done
for include in $(pkg-config --cflags-only-I cairo harfbuzz freetype2 fontconfig fribidi libdeflate); do
    flags+=(-Xcc "$include")
done
for module in Primitives FlowLayout ChipRendering TextShaping TagFlow TagFlowTesting; do
    swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs" "${flags[@]}"
done
record="$(python3 - "$graphs" <<'PY'
import json, os, sys
# ChipRendering and TextShaping are not products: only the types TagFlow names with a typealias
# (and their members) are part of the surface.
graphs = [json.load(open(os.path.join(sys.argv[1], name))) for name in sorted(os.listdir(sys.argv[1]))]
aliased = {s["names"]["title"] for g in graphs if g["module"]["name"] == "TagFlow"
           for s in g["symbols"] if s["kind"]["identifier"] == "swift.typealias"}
lines = set()
for graph in graphs:
    module = graph["module"]["name"]
    for symbol in graph["symbols"]:
        if module in ("ChipRendering", "TextShaping") and symbol["pathComponents"][0] not in aliased:
            continue
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        path = ".".join(symbol["pathComponents"])
        lines.add(f"{module}  {path}  {' '.join(declaration.split())}")
print("\n".join(sorted(lines)))
PY
)"
case "${1:-}" in
    --write) printf '%s\n' "$record" > API.txt ;;
    --check)
        if ! diff -u API.txt <(printf '%s\n' "$record"); then
            echo "api: the public API differs from API.txt; if the change is meant, run Scripts/api-record.sh --write and commit API.txt" >&2
            exit 1
        fi ;;
    *) printf '%s\n' "$record" ;;
esac
