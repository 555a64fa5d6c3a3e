#!/usr/bin/env bash
# Checks what `make dist` made, as a machine without Swift would use it (CI runs it, as root,
# after make dist):
# 1. lintian passes the .deb with no errors (its warnings are printed);
# 2. apt-get installs the .deb with its dependencies; with the toolchain out of reach (a clean
#    environment whose PATH has no swift, and a loader that finds no toolchain library: ldd),
#    the installed tagflow renders every sample to its committed file, `man tagflow` shows the
#    manual, and bash, zsh and fish complete from where Debian's shells look;
# 3. apt-get purge leaves none of the package's files or folders;
# 4. the same tarball, unpacked in a temporary folder, does the same from there.
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

# 1. lintian: errors fail (exit 1), as does a lintian that cannot check (2); the rest is shown.
status=0
lintian --tag-display-limit 0 --fail-on error "$deb" || status=$?
[ "$status" -ne 1 ] || fail "lintian reports errors"
[ "$status" -eq 0 ] || fail "lintian could not check $deb (exit $status)"

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

# 4. The tarball, unpacked in a temporary folder, runs from there.
tar -xzf "$tarball" -C "$unpacked"
folder="$(echo "$unpacked"/tagflow-*)"
[ -x "$folder/bin/tagflow" ] || fail "the tarball has no bin/tagflow"
[ -f "$folder/README.md" ] && grep -q "apt-get install lib" "$folder/README.md" || fail "the tarball's README names no packages"
check_installed "$folder/bin/tagflow" "$folder"
# A link to it elsewhere (as in ~/.local/bin) still finds the fonts beside the real file.
ln -s "$folder/bin/tagflow" "$home/tagflow-link"
[[ "$(clean "$home/tagflow-link" fonts)" == "# bundled fonts: $folder/share/tagflow/Fonts"* ]] ||
    fail "a link to the tarball's tagflow does not find its fonts"
clean man -P cat -l "$folder/share/man/man1/tagflow.1" | grep -q "tagflow render" || fail "the tarball's manual does not show"
clean bash -c "source '$folder/share/bash-completion/completions/tagflow' && complete -p tagflow" > /dev/null ||
    fail "the tarball's bash completion does not load"
rm -rf "$unpacked"
[ ! -e "$unpacked" ] || fail "the unpacked tarball could not be removed"
echo "check-dist: the tarball runs from where it is unpacked"
