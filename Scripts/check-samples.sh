#!/usr/bin/env bash
# Checks that every image Samples/tagflow.json lists still renders to exactly its committed file,
# with the tagflow binary given (CI runs it with each installed copy: make install's, the .deb's,
# the tarball's): `tagflow build --check`, the recipe the README gives docs authors.
#   Scripts/check-samples.sh PATH/TO/tagflow
set -euo pipefail
cd "$(dirname "$0")/.."
tagflow="${1:?usage: Scripts/check-samples.sh PATH/TO/tagflow}"
started=$SECONDS
if ! "$tagflow" build Samples/tagflow.json --check --allow-outside; then
    echo "samples: re-render the stale samples (tagflow build Samples/tagflow.json), look at them, commit" >&2
    exit 1
fi
echo "samples: tagflow build --check took $((SECONDS - started)) s"
