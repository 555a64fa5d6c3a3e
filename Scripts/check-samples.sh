#!/usr/bin/env bash
# Checks that every Samples/ input still renders to exactly its committed files, with the tagflow
# binary given (CI runs it with each installed copy: make install's, the .deb's, the tarball's).
#   Scripts/check-samples.sh PATH/TO/tagflow
set -euo pipefail
cd "$(dirname "$0")/.."
tagflow="${1:?usage: Scripts/check-samples.sh PATH/TO/tagflow}"
stale=0
for input in Samples/*.txt Samples/*.tsv Samples/*.csv; do
    [ -f "$input" ] || continue
    base="${input%.*}"
    # Samples/NAME.args holds the sample's own options, if it has any.
    options=()
    [ -f "$base.args" ] && read -r -a options < "$base.args"
    for format in svg png pdf; do
        output="$base.$format"
        [ -f "$output" ] || continue
        if "$tagflow" render "$input" -o "$output" "${options[@]}" --check; then
            echo "samples: $output is up to date"
        else
            stale=1
        fi
    done
done
if [ "$stale" -ne 0 ]; then
    echo "samples: re-render the stale samples (tagflow render Samples/NAME.txt -o Samples/NAME.EXT \$(cat Samples/NAME.args)), look at them, commit" >&2
    exit 1
fi
