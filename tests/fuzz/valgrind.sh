#!/bin/sh
# prism under valgrind over the test corpus: no memory error, no leak.
#
#   tests/fuzz/valgrind.sh BUILD_DIR [NAME...]
#
# Every tests/shaders/*.hlsl with its ARGS, on every target this build has
# (--target spirv --target msl --target wgsl) and --reflect, and every
# tests/diagnostics/*.hlsl with its ARGS (errors are fine: only valgrind's
# verdict counts). valgrind --error-exitcode=99 --leak-check=full
# --errors-for-leak-kinds=definite,indirect: an invalid read or write, a use
# of uninitialised memory in a branch, or a definite or indirect leak fails
# the file (the arenas are freed at the end, so "still reachable" is nothing).
# NAME... selects files by name, as tests/run.sh does. JOBS=n runs n at once.
# Ends with "N passed, N failed". PRISM=path runs that binary instead of
# BUILD_DIR/prism: `make valgrind` gives it a dynamically linked one, as
# valgrind replaces malloc through the dynamic loader (in the static
# executable it would see glibc's own start-up as uninitialised reads, and
# no heap at all).
set -u
[ $# -ge 1 ] || { echo "usage: tests/fuzz/valgrind.sh BUILD_DIR [NAME...]" >&2; exit 2; }
B=$1; shift
P=${PRISM:-$B/prism}
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "FAIL valgrind: not installed (make deps)"; echo "0 passed, 1 failed"; exit 1; }
[ -x "$P" ] || { echo "FAIL valgrind: no $P"; echo "0 passed, 1 failed"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-vg.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM

targets=
for tg in spirv msl wgsl; do
    "$P" -T cs_6_0 -E CSMain --target $tg examples/compact.hlsl -Fo "$T/probe" 2>"$T/probe.err" || :
    grep -q PRISM6005 "$T/probe.err" || targets="$targets --target $tg"
done

for f in tests/shaders/*.hlsl tests/diagnostics/*.hlsl; do
    [ -f "$f" ] || continue
    if [ $# -gt 0 ]; then
        sel=0
        for n; do case ${f##*/} in *"$n"*) sel=1 ;; esac; done
        [ $sel -eq 1 ] || continue
    fi
    echo "$f"
done >"$T/list"

# One file: prints "pass" or "FAIL ..." lines into its own result file.
cat >"$T/one.sh" <<'EOF'
f=$1; B=$2; T=$3; targets=$4
n=$(echo "$f" | tr '/' '_')
args=$(sed -n 's,^// ARGS: ,,p' "$f" | head -n 1)
[ -n "$args" ] || args="-T cs_6_0"
# shellcheck disable=SC2086
valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --log-file="$T/$n.vg" "$P" $args $targets --reflect "$T/$n.json" "$f" -Fo "$T/$n.out" >/dev/null 2>&1
rc=$?
rm -f "$T/$n.out" "$T/$n.out".* "$T/$n.json"
if [ $rc -eq 99 ] || [ $rc -gt 128 ]; then
    { echo "FAIL valgrind $f: exit $rc"; head -n 12 "$T/$n.vg" | sed 's/^/    /'; } >"$T/$n.res"
else
    echo pass >"$T/$n.res"
fi
EOF
JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
xargs -P "$JOBS" -I{} sh "$T/one.sh" {} "$B" "$T" "$targets" <"$T/list"
cat "$T"/*.res 2>/dev/null | awk '/^pass$/ { p++; next } /^FAIL / { f++ } { print } END { printf "%d passed, %d failed\n", p, f; exit f > 0 }'
