#!/usr/bin/env bash
# Checks what `make dist` made, as a machine without Swift would use it (CI runs it, as root,
# after make dist):
# 1. lintian passes the .deb with no errors (its warnings are printed); its fields are what the
#    README says (Depends, with librsvg2-2 only recommended), its copyright file is machine-readable
#    (DEP-5) with TagFlow's Apache-2.0 and the fonts' OFL-1.1, and the binary holds no path of the
#    checkout it was built in;
# 2. apt-get installs the .deb with its dependencies and no recommends; with the toolchain out of
#    reach (a clean environment whose PATH has no swift, and a loader that finds no toolchain
#    library: ldd), the installed tagflow renders every sample to its committed file, `man tagflow`
#    shows the manual, and bash, zsh and fish complete from where Debian's shells look;
# 3. apt-get purge leaves none of the package's files or folders;
# 4. the action (action.yml), as a runner runs its steps: the install step fetches the .deb from a
#    folder laid out as a release (file://), checks its sum and installs it; the tagflow step
#    passes on the samples and fails (1) on a stale image;
# 5. the same tarball, unpacked in a temporary folder, does the same from there, and holds
#    LICENSE; as root, with librsvg hidden from it (a mount namespace), it still renders, and a
#    cloud with an SVG icon fails with exit 69 naming librsvg2-2.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() {
    echo "check-dist: $*" >&2
    exit 1
}
shopt -s nullglob
debs=(dist/tagflow_*.deb)
tarballs=(dist/tagflow-*-linux-*.tar.gz)
[ "${#debs[@]}" -eq 1 ] && [ "${#tarballs[@]}" -eq 1 ] || fail "dist/ should hold one .deb and one tarball: run make dist"
deb="$PWD/${debs[0]}"
tarball="$PWD/${tarballs[0]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# The toolchain, as this machine has it: swift and its libraries must not be what the packaged
# binary finds.
swift="$(command -v swift || true)"
toolchain="${swift:+$(dirname "$(dirname "$(readlink -f "$swift")")")}"
home="$(mktemp -d)"
unpacked="$(mktemp -d)"
cleanup() {
    rm -rf "$home" "$unpacked"
    if dpkg-query -W -f='${Status}' tagflow 2>/dev/null | grep -q "install ok"; then
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get purge -y tagflow > /dev/null || true
    fi
}
trap cleanup EXIT
# A clean environment: no Swift on PATH, no LD_LIBRARY_PATH, a HOME of its own.
clean() {
    env -i HOME="$home" PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 TERM=dumb "$@"
}
clean sh -c '! command -v swift' > /dev/null || fail "swift is on the clean PATH: the check would not show the toolchain is unneeded"

# Checks one installed copy: BIN is its tagflow, PREFIX the folder its share/ is in.
check_installed() {
    local bin="$1" prefix="$2"
    local libraries
    libraries="$(clean ldd "$bin")"
    echo "$libraries"
    if grep -q "not found" <<< "$libraries"; then fail "$bin misses a library"; fi
    if [ -n "$toolchain" ] && grep -qF "$toolchain" <<< "$libraries"; then fail "$bin loads from the toolchain ($toolchain)"; fi
    if readelf -d "$bin" | grep -Eq "RPATH|RUNPATH"; then fail "$bin has a library search path: $(readelf -d "$bin" | grep -E 'RPATH|RUNPATH')"; fi
    # Every library it loads belongs to a Debian package.
    local library
    for library in $(awk '$2 == "=>" { print $3 } $1 ~ /^\// { print $1 }' <<< "$libraries"); do
        dpkg -S "$(readlink -f "$library")" > /dev/null 2>&1 || dpkg -S "$library" > /dev/null 2>&1 ||
            fail "$bin loads $library, which no Debian package installed"
    done
    local fonts
    fonts="$(cd "$home" && clean "$bin" fonts)"
    [[ $fonts == "# bundled fonts: $prefix/share/tagflow/Fonts"* ]] || fail "$bin uses: $fonts"
    clean Scripts/check-samples.sh "$bin"
}

# BIN run in a mount namespace where every librsvg-2.so.2 on the system is /dev/null, so dlopen
# fails as on a machine without librsvg2-2 (root only: unshare). A cloud with no icon renders;
# one with an SVG icon fails with one line naming librsvg2-2 and exit 69, writing nothing.
without_librsvg() {
    local bin="$1" work
    if [ "$(id -u)" -ne 0 ] || ! unshare --mount true 2> /dev/null; then
        echo "check-dist: not root, or no mount namespaces: the run without librsvg is skipped" >&2
        return 0
    fi
    work="$(mktemp -d)"
    printf 'Rock\n' > "$work/plain.txt"
    printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>\n' > "$work/dot.svg"
    printf 'Rock\t\t\t\t\tdot.svg\n' > "$work/icons.tsv"
    local status=0 output
    output="$(cd "$work" && clean unshare --mount sh -c '
        for library in $(ldconfig -p | sed -n "s/.*librsvg-2\.so\.2 .*=> //p"); do
            mount --bind /dev/null "$(readlink -f "$library")" || exit 90
        done
        "$0" render plain.txt -o plain.svg || exit 91
        exec "$0" render icons.tsv -o icons.png' "$bin" 2>&1)" || status=$?
    local made=""
    [ -e "$work/icons.png" ] && made=yes
    rm -rf "$work"
    [ "$status" -eq 69 ] || fail "without librsvg, $bin exited $status for a cloud with an SVG icon (69 expected): $output"
    [ "$(wc -l <<< "$output")" -eq 1 ] && grep -q "librsvg2-2" <<< "$output" ||
        fail "without librsvg, $bin did not say one line naming librsvg2-2: $output"
    [ -z "$made" ] || fail "without librsvg, $bin wrote icons.png"
    echo "check-dist: without librsvg, $bin renders plain clouds and refuses SVG icons: $output"
}

# 1. lintian: errors fail (exit 1), as does a lintian that cannot check (2); the rest is shown.
status=0
lintian --tag-display-limit 0 --fail-on error "$deb" || status=$?
[ "$status" -ne 1 ] || fail "lintian reports errors"
[ "$status" -eq 0 ] || fail "lintian could not check $deb (exit $status)"

# The package's relations: librsvg2-2 (dlopen'd for SVG icons) is recommended, not depended on;
# the README shows both fields as they are.
depends="$(dpkg-deb -f "$deb" Depends)"
recommends="$(dpkg-deb -f "$deb" Recommends)"
[ "$recommends" = "librsvg2-2" ] || fail "the package recommends '$recommends', not librsvg2-2"
if grep -q "librsvg" <<< "$depends"; then fail "the package depends on librsvg: $depends"; fi
grep -qxF "Depends: $depends" README.md || fail "README.md has no line 'Depends: $depends' (the package's)"
grep -qxF "Recommends: $recommends" README.md || fail "README.md has no line 'Recommends: $recommends'"

# A machine-readable copyright file (DEP-5): its format, TagFlow's files under Apache-2.0, each
# font family under OFL-1.1 with the licence's text, and a text (or a stand-alone License
# paragraph) for every licence a Files paragraph names.
check_copyright() {
    awk -v file="$1" '
        function fail(what) { print "check-dist: " file ": " what > "/dev/stderr"; failed = 1; exit 1 }
        function close_paragraph() {
            if (files != "") {
                if (license == "") fail("the Files: " files " paragraph has no License")
                if (copyright == "") fail("the Files: " files " paragraph has no Copyright")
                of[files] = license; named[license] = 1
                if (text) texts[license] = 1
            } else if (paragraph > 1 && license != "") {
                if (!text) fail("the stand-alone License: " license " has no text")
                texts[license] = 1
            }
            files = ""; license = ""; copyright = ""; text = 0; field = ""; open_paragraph = 0
        }
        /^$/ { close_paragraph(); next }
        !open_paragraph { paragraph++; open_paragraph = 1 }
        /^[A-Za-z-]+:/ {
            field = $1; value = $0; sub(/^[^:]*:[ \t]*/, "", value)
            if (paragraph == 1 && field == "Format:") format = value
            if (field == "Files:") files = value
            if (field == "Copyright:") copyright = value
            if (field == "License:") license = value
            next
        }
        /^[ \t]/ { if (field == "License:") text = 1; next }
        { fail("line " NR " is neither a field nor a continuation: " $0) }
        END {
            if (failed) exit 1
            close_paragraph()
            if (format != "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/") fail("no DEP-5 Format line")
            if (of["*"] != "Apache-2.0") fail("Files: * is under \"" of["*"] "\", not Apache-2.0")
            if (of["Sources/TagFlowFonts/Fonts/Inter-*"] != "OFL-1.1") fail("the Inter fonts are not under OFL-1.1")
            if (of["Sources/TagFlowFonts/Fonts/NanumSquareRound*"] != "OFL-1.1") fail("NanumSquareRound is not under OFL-1.1")
            for (name in named) if (!(name in texts)) fail("License: " name " has no text and no stand-alone paragraph")
        }' "$1"
}
copyright_file="$(mktemp)"
dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/share/doc/tagflow/copyright > "$copyright_file"
check_copyright "$copyright_file" || { rm -f "$copyright_file"; fail "the package's copyright file is not what it should be"; }
rm -f "$copyright_file"
[ -f /usr/share/common-licenses/Apache-2.0 ] || fail "/usr/share/common-licenses/Apache-2.0, which the copyright file names, is missing"

# No path of the checkout (or of its .build folder) in the packaged binary: nothing on a user's
# machine may look in the build machine's folders.
packaged="$(mktemp -d)"
dpkg-deb -x "$deb" "$packaged"
if strings -a "$packaged/usr/bin/tagflow" | grep -qF "$PWD"; then
    found="$(strings -a "$packaged/usr/bin/tagflow" | grep -F "$PWD" | head -3)"
    rm -rf "$packaged"
    fail "the packaged binary holds the checkout's path $PWD: $found"
fi
rm -rf "$packaged"

# 2. The package, installed by apt with its dependencies.
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -q -y --no-install-recommends "$deb"
files="$(dpkg -L tagflow)"
check_installed /usr/bin/tagflow /usr
[ "$(clean tagflow --version)" = "tagflow $(dpkg-query -W -f='${Version}' tagflow)" ] ||
    fail "the package's version is not what tagflow --version prints"
clean man -P cat tagflow | grep -q "tagflow render" || fail "man tagflow does not show the manual"
# Each shell loads the completion from where it looks by itself.
completed="$(clean bash -c 'source /usr/share/bash-completion/bash_completion && __load_completion tagflow &&
    COMP_WORDS=(tagflow ren) COMP_CWORD=1 COMP_LINE="tagflow ren" COMP_POINT=11 &&
    $(complete -p tagflow | sed -n "s/.*-F \([^ ]*\) .*/\1/p") tagflow ren tagflow && printf "%s\n" "${COMPREPLY[@]}"')"
grep -qx "render" <<< "$completed" || fail "bash-completion does not complete 'tagflow ren' to render: $completed"
clean zsh -c 'autoload -Uz compinit && compinit -u -d "$HOME/zcompdump" && [[ $_comps[tagflow] == _tagflow ]]' ||
    fail "zsh does not find _tagflow"
clean fish -c 'complete -C "tagflow ren"' | grep -q "^render" || fail "fish does not complete 'tagflow ren'"

# 3. Purged, nothing of it is left.
$sudo env DEBIAN_FRONTEND=noninteractive apt-get purge -q -y tagflow
status="$(dpkg-query -W -f='${Status}' tagflow 2>/dev/null || true)"
case "$status" in "" | *not-installed) ;; *) fail "tagflow is '$status' after purge" ;; esac
# What stays is only a folder another package owns (/usr/bin, the shells' completion folders …).
left=""
while IFS= read -r path; do
    [ -e "$path" ] && [ "$path" != "/." ] || continue
    [ -d "$path" ] && dpkg -S "$path" > /dev/null 2>&1 && continue
    left+=" $path"
done <<< "$files"
[ -z "$left" ] || fail "apt-get purge left:$left"
echo "check-dist: the .deb installs, works without the toolchain and purges clean"

# 4. The action's two steps, their scripts read from action.yml (with the YAML reader
# check-jsonschema brings: Scripts/check-release-files.sh installs it), run in a clean environment.
python=.build/ci-venv/bin/python
if [ -x "$python" ]; then
    version="$(dpkg-deb -f "$deb" Version)"
    releases="$(mktemp -d)"
    mkdir "$releases/v$version"
    cp "$deb" "$tarball" "$releases/v$version/"
    (cd "$releases/v$version" && sha256sum -- * > SHA256SUMS)
    step() {
        "$python" -c 'import sys; from ruamel.yaml import YAML
print(YAML(typ="safe").load(open("action.yml"))["runs"]["steps"][int(sys.argv[1])]["run"])' "$1"
    }
    outputs="$(mktemp)"
    status=0
    clean env GITHUB_OUTPUT="$outputs" TAGFLOW_VERSION="$version" TAGFLOW_ACTION_REF="" TAGFLOW_REPOSITORY=OWNER/tagflow \
        TAGFLOW_RECOMMENDS=false GH_TOKEN="" TAGFLOW_RELEASES_URL="file://$releases" bash -c "$(step 0)" || status=$?
    grep -qx "version=$version" "$outputs" || status=1
    rm -rf "$releases" "$outputs"
    [ "$status" -eq 0 ] || fail "the action's install step failed ($status)"
    clean env TAGFLOW_ARGS="build Samples/tagflow.json --check --quiet --allow-outside" bash -c "$(step 1)" ||
        fail "the action's tagflow step failed on the samples"
    status=0
    clean env TAGFLOW_ARGS="render Samples/genres.txt -o Samples/genres.svg --check --width '123'" bash -c "$(step 1)" \
        > /dev/null 2>&1 || status=$?
    [ "$status" -eq 1 ] || fail "the action's tagflow step exited $status on a stale image (1 expected)"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get purge -q -y tagflow > /dev/null
    echo "check-dist: the action installs the release's .deb and checks the samples"
else
    fail "$python (Scripts/check-release-files.sh makes it) is missing: the action cannot be checked"
fi

# 5. The tarball, unpacked in a temporary folder, runs from there.
tar -xzf "$tarball" -C "$unpacked"
folder="$(echo "$unpacked"/tagflow-*)"
[ -x "$folder/bin/tagflow" ] || fail "the tarball has no bin/tagflow"
[ -f "$folder/README.md" ] && grep -q "apt-get install lib" "$folder/README.md" || fail "the tarball's README names no packages"
cmp -s "$folder/LICENSE" LICENSE || fail "the tarball's LICENSE is missing or not the project's"
grep -q "Apache License, Version 2.0" "$folder/README.md" || fail "the tarball's README does not name the licence"
check_installed "$folder/bin/tagflow" "$folder"
# A link to it elsewhere (as in ~/.local/bin) still finds the fonts beside the real file.
ln -s "$folder/bin/tagflow" "$home/tagflow-link"
[[ "$(clean "$home/tagflow-link" fonts)" == "# bundled fonts: $folder/share/tagflow/Fonts"* ]] ||
    fail "a link to the tarball's tagflow does not find its fonts"
clean man -P cat -l "$folder/share/man/man1/tagflow.1" | grep -q "tagflow render" || fail "the tarball's manual does not show"
clean bash -c "source '$folder/share/bash-completion/completions/tagflow' && complete -p tagflow" > /dev/null ||
    fail "the tarball's bash completion does not load"
without_librsvg "$folder/bin/tagflow"
rm -rf "$unpacked"
[ ! -e "$unpacked" ] || fail "the unpacked tarball could not be removed"
echo "check-dist: the tarball runs from where it is unpacked"
