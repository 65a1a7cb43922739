#!/bin/sh
# make install's test ("install" in make test; docs/install.md):
#
#   sh tests/lib/install.sh BUILD_DIR
#
# installs into a temporary PREFIX and checks the files; builds
# examples/reflect_demo.c against the installed copy with
# `pkg-config --cflags --libs prism` and runs it on the shared library
# (LD_LIBRARY_PATH), then links it statically (`pkg-config --static`, and
# -static: no shared library at all); both must print and write what the
# in-tree build/reflect_demo does. The man page must render with `man -l`
# without a groff warning. A second install with DESTDIR must put every
# file under DESTDIR, with the PREFIX (not DESTDIR) in prism.pc; make
# uninstall must remove every file of both. Prints "FAIL install/NAME: why"
# and "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
B=${1:-build}
p=0 f=0
pass() { p=$((p + 1)); }
fail() { f=$((f + 1)); echo "FAIL install/$1: $2"; [ $# -lt 3 ] || head -n 15 "$3" | sed 's/^/    /'; }
t=$(mktemp -d "${TMPDIR:-/tmp}/prism-install.XXXXXX")
trap 'rm -rf "$t"' EXIT INT TERM
finish() { echo "$p passed, $f failed"; [ "$f" -eq 0 ]; exit; }

# The sanitizer build's library needs the sanitizer's runtime in the program,
# and cannot be linked with -static.
san= sanflags=
case $B in *-san) san=1 sanflags="-fsanitize=address,undefined" ;; esac
# make install, as a user would run it, but never a rebuild in the middle of
# a test run: the build must be up to date already (make test sees to it).
mk() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory B="$B" ${san:+SANITIZE=1} "$@"; }
if ! mk -q all shared man; then
    fail build "$B is not up to date (make all shared man first; make test does)"
    finish
fi

prefix=$t/prefix
if mk install PREFIX="$prefix" >"$t/make.log" 2>&1; then pass; else fail make-install "make install failed" "$t/make.log"; finish; fi

# The files, and the shared library's links: libprism.so -> .so.0 -> .so.VERSION.
version=$(sed -n 's/^#define PRISM_VERSION "\(.*\)"/\1/p' include/prism.h)
files() { (cd "$1" && find . ! -type d | sed 's|^\./||' | sort); }
{
    echo bin/prism
    echo include/prism.h
    for h in include/hlsl/vk/*.h; do echo "include/prism/hlsl/${h#include/hlsl/}"; done
    echo lib/libprism.a
    echo lib/libprism.so
    echo lib/libprism.so.0
    echo "lib/libprism.so.$version"
    echo lib/pkgconfig/prism.pc
    echo share/man/man1/prism.1
} | sort >"$t/want"
files "$prefix" >"$t/got"
if diff -u "$t/want" "$t/got" >"$t/diff"; then pass; else fail files "the installed files differ" "$t/diff"; fi
if [ "$(readlink "$prefix/lib/libprism.so")" = libprism.so.0 ] &&
    [ "$(readlink "$prefix/lib/libprism.so.0")" = "libprism.so.$version" ] &&
    readelf -d "$prefix/lib/libprism.so.$version" | grep -q 'SONAME.*\[libprism\.so\.0\]'; then pass
else fail soname "libprism.so, .so.0 and the soname do not agree"; fi
# It exports the C API and nothing else (lib/libprism.map): no arena_alloc,
# no SPIRV-Tools.
grep -oE '\bprism_[a-z0-9_]+ *\(' include/prism.h | sed 's/ *(//' | sort -u >"$t/api"
nm -D --defined-only "$prefix/lib/libprism.so" | awk '{ print $3 }' | sort >"$t/exports"
if diff -u "$t/api" "$t/exports" >"$t/diff"; then pass; else fail exports "libprism.so exports other symbols than prism.h's" "$t/diff"; fi

# The man page renders, with no warning from groff.
man1=$prefix/share/man/man1/prism.1
if MANWIDTH=80 man -l "$man1" >"$t/man.txt" 2>"$t/man.err" && [ ! -s "$t/man.err" ] &&
    grep -q '^NAME' "$t/man.txt" && grep -q -- '-Fo FILE' "$t/man.txt" && grep -q '^EXIT STATUS' "$t/man.txt"; then pass
else cat "$t/man.err" >>"$t/man.txt"; fail man "man -l prism.1 does not render" "$t/man.txt"; fi
if groff -man -ww -z "$man1" 2>"$t/groff.err" && [ ! -s "$t/groff.err" ]; then pass
else fail man-warnings "groff warns about prism.1" "$t/groff.err"; fi

# pkg-config finds it in the prefix.
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
if [ "$(pkg-config --modversion prism 2>&1)" = "$version" ] &&
    [ "$(pkg-config --cflags --libs prism | sed 's/ *$//')" = "-I$prefix/include -L$prefix/lib -lprism" ]; then pass
else pkg-config --modversion --cflags --libs prism >"$t/pc" 2>&1; fail pkg-config "pkg-config prism" "$t/pc"; fi

# What the in-tree demo prints and writes, to compare with.
mkdir -p "$t/ref" "$t/shared" "$t/static"
(cd "$t/ref" && "$OLDPWD/$B/reflect_demo" "$OLDPWD/examples/compact.hlsl" CSMain) >"$t/ref/out" 2>&1 ||
    { fail reference "$B/reflect_demo failed" "$t/ref/out"; finish; }
grep -q '^SpirV: [0-9]* bytes$' "$t/ref/out" && grep -q '^Wgsl: ' "$t/ref/out" && grep -q '^SubgroupOperations: ' "$t/ref/out" ||
    { fail reference "$B/reflect_demo printed something else" "$t/ref/out"; finish; }
same_as_ref() { # DIR
    cmp -s "$t/ref/out" "$1/out" && for o in compact.spv compact.metal compact.wgsl; do cmp -s "$t/ref/$o" "$1/$o" || return 1; done
}

# Shared: linked with libprism.so (DT_NEEDED libprism.so.0), found through
# LD_LIBRARY_PATH.
# shellcheck disable=SC2046 # pkg-config's words are separate arguments
if cc $sanflags -o "$t/demo_shared" examples/reflect_demo.c $(pkg-config --cflags --libs prism) >"$t/cc.log" 2>&1; then pass
else fail shared-link "cc reflect_demo.c \$(pkg-config --cflags --libs prism)" "$t/cc.log"; fi
if [ -x "$t/demo_shared" ]; then
    if readelf -d "$t/demo_shared" | grep -q 'NEEDED.*\[libprism\.so\.0\]' &&
        LD_LIBRARY_PATH="$prefix/lib" ldd "$t/demo_shared" | grep -q "libprism\.so\.0 => $prefix/lib/libprism\.so\.0 "; then pass
    else fail shared-needed "the demo does not load $prefix/lib/libprism.so.0"; fi
    if (cd "$t/shared" && LD_LIBRARY_PATH="$prefix/lib" "$t/demo_shared" "$OLDPWD/examples/compact.hlsl" CSMain) >"$t/shared/out" 2>&1 &&
        same_as_ref "$t/shared"; then pass
    else diff "$t/ref/out" "$t/shared/out" >>"$t/shared/out"; fail shared-run "the demo on libprism.so prints or writes otherwise" "$t/shared/out"; fi
fi

# Static: pkg-config --static adds Libs.private (SPIRV-Tools, libstdc++).
# With -static nothing is left to load; under the sanitizers, -l:libprism.a
# takes the archive with the sanitizer's runtime still shared.
if [ -n "$san" ]; then static_libs=$(pkg-config --static --cflags --libs prism | sed 's/-lprism/-l:libprism.a/')
else static_libs="-static $(pkg-config --static --cflags --libs prism)"; fi
# shellcheck disable=SC2086
if cc $sanflags -o "$t/demo_static" examples/reflect_demo.c $static_libs >"$t/cc.log" 2>&1; then pass
else fail static-link "cc reflect_demo.c $static_libs" "$t/cc.log"; fi
if [ -x "$t/demo_static" ]; then
    if readelf -d "$t/demo_static" | grep -q 'NEEDED.*libprism'; then fail static-needed "the static demo still needs libprism.so"
    else pass; fi
    if (cd "$t/static" && "$t/demo_static" "$OLDPWD/examples/compact.hlsl" CSMain) >"$t/static/out" 2>&1 &&
        same_as_ref "$t/static"; then pass
    else diff "$t/ref/out" "$t/static/out" >>"$t/static/out"; fail static-run "the static demo prints or writes otherwise" "$t/static/out"; fi
fi
# The installed prism is the same compiler.
if "$prefix/bin/prism" -T cs_6_0 -E CSMain examples/compact.hlsl -Fo "$t/p.spv" && cmp -s "$t/p.spv" "$t/ref/compact.spv"; then pass
else fail prism "the installed prism compiles otherwise"; fi

# DESTDIR: every file under it, the PREFIX alone in prism.pc.
dest=$t/dest
if mk install DESTDIR="$dest" PREFIX=/opt/prism-test >"$t/make.log" 2>&1; then pass; else fail destdir "make install DESTDIR= failed" "$t/make.log"; fi
files "$dest/opt/prism-test" >"$t/got"
if [ "$(ls -A "$dest")" = opt ] && [ "$(ls -A "$dest/opt")" = prism-test ] && diff -u "$t/want" "$t/got" >"$t/diff" &&
    grep -qx 'prefix=/opt/prism-test' "$dest/opt/prism-test/lib/pkgconfig/prism.pc" &&
    ! grep -q "$dest" "$dest/opt/prism-test/lib/pkgconfig/prism.pc"; then pass
else fail destdir-files "make install DESTDIR=... PREFIX=/opt/prism-test wrote otherwise" "$t/diff"; fi

# make uninstall takes back every file of both.
mk uninstall PREFIX="$prefix" >"$t/make.log" 2>&1 && mk uninstall DESTDIR="$dest" PREFIX=/opt/prism-test >>"$t/make.log" 2>&1
files "$prefix" >"$t/left"; files "$dest" >>"$t/left"
if [ ! -s "$t/left" ]; then pass; else cat "$t/make.log" >>"$t/left"; fail uninstall "files left after make uninstall" "$t/left"; fi
finish
