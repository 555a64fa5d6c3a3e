#!/usr/bin/env bash
# Packs the tree `make install DESTDIR=ROOT PREFIX=/usr` staged into OUT/ (`make dist` runs it):
#   tagflow_VERSION_ARCH.deb           a Debian package: the files under /usr, Depends from what
#                                      the binary loads (dpkg-shlibdeps), librsvg2-2 (loaded with
#                                      dlopen, for SVG icons) as Recommends, a machine-readable
#                                      copyright file (Apache-2.0; the fonts' OFL-1.1), the
#                                      changelog from CHANGELOG.md
#   tagflow-VERSION-linux-ARCH.tar.gz  the same files under tagflow-VERSION-linux-ARCH/, which run
#                                      from wherever they are unpacked, with LICENSE and a README
#                                      naming the Debian packages they need
# VERSION and the release date are written in one place, Sources/TagFlow/Freshness/TagFlowVersion.swift
# (what `tagflow --version` prints and the manual's date); the staged binary must print that
# version, and CHANGELOG.md must hold an entry `## VERSION - DATE` for it (entries above it, such
# as `## Unreleased`, are left out of the package). Needs dpkg-dev (dpkg-shlibdeps) and binutils
# (strip).
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Scripts/dist.sh STAGED_ROOT OUT_FOLDER"
root="${1:?$usage}"
out="${2:?$usage}"
maintainer="${DEB_MAINTAINER:-TagFlow maintainers <maintainers@tagflow.invalid>}"
binary="$root/usr/bin/tagflow"
fail() {
    echo "dist: $*" >&2
    exit 1
}
[ -x "$binary" ] || fail "$binary is missing: run make dist, which stages it"

# 1. The version and its date, from the one place; the binary and CHANGELOG.md must agree.
version_file=Sources/TagFlow/Freshness/TagFlowVersion.swift
version="$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' "$version_file")"
release_date="$(sed -n 's/^ *public static let releaseDate = "\([^"]*\)".*/\1/p' "$version_file")"
[[ $version =~ ^[0-9][A-Za-z0-9.+~]*$ ]] || fail "$version_file: version '$version' is not a Debian version"
[[ $release_date =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || fail "$version_file: release date '$release_date' is not YYYY-MM-DD"
printed="$("$binary" --version)"
[ "$printed" = "tagflow $version" ] ||
    fail "the staged binary prints '$printed', $version_file says $version: rebuild (make dist)"
grep -qx "## $version - $release_date" CHANGELOG.md ||
    fail "CHANGELOG.md has no entry '## $version - $release_date' (the version and date of $version_file)"
# Every file's time is the release date, so the same tree packs to the same bytes.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(date -u -d "$release_date" +%s)}"
arch="$(dpkg --print-architecture)"
summary="$("$binary" --help | sed -n '1s/^tagflow [^:]*: \(.*\)\.$/\1/p')"
[ -n "$summary" ] || fail "tagflow --help's first line has no summary"

work=".build/dist/pack"
rm -rf "$work"
mkdir -p "$work" "$out"
# Debian ships binaries without their symbol tables (as dh_strip does); the Swift runtime's
# metadata lives in its own sections and stays.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$binary"

# The Debian changelog: CHANGELOG.md's entry for VERSION and those below it, each item rewrapped
# to Debian's width. Any other heading (`## Unreleased`, a later version) and what it holds are
# left out.
debian_changelog() {
    local line item="" entry_date="" started=""
    flush() {
        if [ -n "$item" ]; then
            fmt -w 74 <<< "$item" | sed '1s/^/  * /; 1!s/^/    /'
        fi
        item=""
    }
    close() {
        flush
        if [ -n "$entry_date" ]; then
            printf '\n -- %s  %s\n\n' "$maintainer" "$(date -u -R -d "$entry_date")"
        fi
        entry_date=""
    }
    while IFS= read -r line; do
        if [[ $line == "## "* ]]; then
            close
            if [[ $line =~ ^##\ ([^ ]+)\ -\ ([0-9]{4}-[0-9]{2}-[0-9]{2})$ ]]; then
                [ "${BASH_REMATCH[1]}" = "$version" ] && started=1
                if [ -n "$started" ]; then
                    printf 'tagflow (%s) unstable; urgency=medium\n\n' "${BASH_REMATCH[1]}"
                    entry_date="${BASH_REMATCH[2]}"
                fi
            fi
        elif [ -n "$entry_date" ] && [[ $line == "- "* ]]; then
            flush
            item="${line#- }"
        elif [ -n "$entry_date" ] && [[ $line == "  "* ]]; then
            item+=" ${line#  }"
        fi
    done < CHANGELOG.md
    close
}

# The machine-readable copyright file (DEP-5): TagFlow's own files under the Apache License 2.0
# (its text is in every Debian system's /usr/share/common-licenses, which the stand-alone License
# paragraph names), and one paragraph per font family, with its OFL-1.1 licence file's text
# (blank lines as " .").
license_text() {
    sed 's/[[:space:]]*$//; s/^$/./; s/^/ /' "$1"
}
copyright() {
    cat <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: tagflow
Comment: The fonts in /usr/share/tagflow/Fonts are Debian 12's fonts-inter 4.0~beta7 and
 fonts-nanum 20200506 files, shipped with TagFlow so that its output is the same on every machine.

Files: *
Copyright: 2026 The TagFlow authors
License: Apache-2.0

Files: Sources/TagFlowFonts/Fonts/Inter-*
Copyright: 2016-2022 The Inter Project Authors (https://github.com/rsms/inter)
License: OFL-1.1
$(license_text Sources/TagFlowFonts/Fonts/Inter-LICENSE.txt)

Files: Sources/TagFlowFonts/Fonts/NanumSquareRound*
Copyright: 2010 NAVER Corporation
License: OFL-1.1
$(license_text Sources/TagFlowFonts/Fonts/NanumSquareRound-LICENSE.txt)

License: Apache-2.0
 Licensed under the Apache License, Version 2.0 (the "License"); you may not
 use TagFlow except in compliance with the License. You may obtain a copy of
 the License at
 .
     https://www.apache.org/licenses/LICENSE-2.0
 .
 Unless required by applicable law or agreed to in writing, software
 distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
 WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied. See the
 License for the specific language governing permissions and limitations
 under the License.
 .
 On Debian systems, the complete text of the Apache License, Version 2.0 can
 be found in "/usr/share/common-licenses/Apache-2.0".
EOF
}

# 2. The package's tree: the staged files, with Debian's compressed manual and changelog, and the
# licences (TagFlow's and the fonts') in the copyright file rather than beside the files.
# (dpkg-shlibdeps wants it where dpkg-buildpackage puts it: debian/PACKAGE, with a DEBIAN folder,
# beside debian/control.)
deb="$work/debian/tagflow"
mkdir -p "$work/debian"
cp -a "$root" "$deb"
doc="$deb/usr/share/doc/tagflow"
gzip -9n "$deb/usr/share/man/man1/tagflow.1"
rm "$doc/CHANGELOG.md" "$doc/LICENSE" "$deb"/usr/share/tagflow/Fonts/*-LICENSE.txt
debian_changelog | sed '${/^$/d}' > "$doc/changelog"
gzip -9n "$doc/changelog" "$doc/README.md"
copyright > "$doc/copyright"
mkdir -p "$deb/DEBIAN"
# Depends: the packages of the libraries the binary loads, with the versions their symbols need.
printf 'Source: tagflow\n\nPackage: tagflow\nArchitecture: any\n' > "$work/debian/control"
depends="$(cd "$work" && dpkg-shlibdeps -O debian/tagflow/usr/bin/tagflow)"
depends="${depends#shlibs:Depends=}"
[ -n "$depends" ] || fail "dpkg-shlibdeps found no dependencies"
# librsvg is loaded with dlopen only when a list has SVG icons (ChipRendering's Librsvg), so
# dpkg-shlibdeps cannot see it, and it is no Depends: with its GLib, Pango, GdkPixbuf, ICU and
# libxml2 it is most of what apt would pull in. Without it, a cloud with SVG icons fails with
# exit 69 naming this package; everything else works.
recommends="librsvg2-2"
# Packed relative relocations (DT_RELR: make build links with lld's -z pack-relative-relocs) need
# glibc 2.36's loader. The binary names the version GLIBC_ABI_DT_RELR, which has no symbols, so
# dpkg-shlibdeps does not count it: the libc6 bound is raised here.
if readelf -V "$deb/usr/bin/tagflow" | grep -q 'Name: GLIBC_ABI_DT_RELR'; then
    libc="$(grep -oE 'libc6 \(>= [^)]+\)' <<< "$depends" | sed -E 's/.*>= //; s/\)$//')"
    if [ -n "$libc" ] && dpkg --compare-versions "$libc" lt 2.36; then
        depends="${depends/libc6 (>= $libc)/libc6 (>= 2.36)}"
    fi
fi
packages="$(sed 's/ ([^)]*)//g; s/,//g' <<< "$depends")"
(cd "$deb" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$deb/DEBIAN/md5sums"
cat > "$deb/DEBIAN/control" <<EOF
Package: tagflow
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk "$deb/usr" | cut -f1)
Depends: $depends
Recommends: $recommends
Section: graphics
Priority: optional
Description: $summary
 TagFlow turns a list of labels into a wrapped tag cloud: every label becomes
 a capsule chip, the chips flow left to right and wrap into rows at a width you
 choose, and Cairo draws them to SVG, PNG or PDF. The fonts it ships with make
 the output the same on every machine, byte for byte.
 .
 This package holds the tagflow command, its manual page and its bash, zsh and
 fish completions.
EOF
chmod -R u=rwX,go=rX "$deb"
find "$deb" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
deb_file="$out/tagflow_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$deb" "$deb_file" > /dev/null

# 3. The tarball: the same files under one folder named for it, with the licence and a README
# at its top.
name="tagflow-$version-linux-$arch"
tree="$work/$name"
cp -a "$root/usr" "$tree"
cp LICENSE "$tree/LICENSE"
cat > "$tree/README.md" <<EOF
# TagFlow $version for Linux ($arch)

\`tagflow\`: $summary.

Unpack anywhere and run \`bin/tagflow\`: it finds its fonts in \`share/tagflow/Fonts\` beside
it, so the folder can be moved as a whole, and a symbolic link to \`bin/tagflow\` (in
\`~/.local/bin\`, say) works too. No Swift toolchain is needed; these Debian 12 packages are (the
libraries the binary loads):

    apt-get install $packages

Exactly, with the versions their symbols need: \`$depends\`. Icons drawn from SVG files
also need \`$recommends\` (loaded only then; without it such a cloud fails with exit 69 naming
it).

From this folder:

    export PATH="\$PWD/bin:\$PATH"                                   # tagflow on PATH
    export MANPATH="\$PWD/share/man:"                                # man tagflow
    source share/bash-completion/completions/tagflow                # bash completion
    fpath=(\$PWD/share/zsh/vendor-completions \$fpath)               # zsh completion,
    autoload -Uz compinit && compinit                               #   before compinit
    source share/fish/vendor_completions.d/tagflow.fish             # fish completion

\`share/doc/tagflow\` holds the project's README and CHANGELOG. TagFlow is licensed under the
Apache License, Version 2.0: see \`LICENSE\`. The fonts are Inter and NanumSquareRound, under the
SIL Open Font License 1.1: the licence texts are beside them in \`share/tagflow/Fonts\`.
EOF
chmod -R u=rwX,go=rX "$tree"
tar_file="$out/$name.tar.gz"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -C "$work" -cf - "$name" |
    gzip -9n > "$tar_file"

echo "dist: $deb_file ($(du -k "$deb_file" | cut -f1) KiB), $tar_file ($(du -k "$tar_file" | cut -f1) KiB)"
echo "dist: Depends: $depends"
echo "dist: Recommends: $recommends"
