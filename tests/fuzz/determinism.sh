#!/bin/sh
# The same input gives the same bytes, whatever the run and its environment.
#
#   tests/fuzz/determinism.sh BUILD_DIR [NAME...]
#
# Every tests/shaders/*.hlsl (with its ARGS, on every target this build has,
# with --reflect and --dump-ir) is compiled three times: twice as tests/run.sh
# would (relative path, from the repository), and once from another folder
# with the absolute path and another environment: env -i, LC_ALL=C.UTF-8,
# TZ=Pacific/Chatham, and MALLOC_PERTURB_ (glibc fills fresh and freed memory
# with a byte, so output that depends on memory never written differs). Every
# output file (SPIR-V, MSL, WGSL, reflection JSON) and the IR dump must be
# identical across the three. Address-space randomisation differs on every
# run too, which catches output ordered by pointer values.
# Ends with "N passed, N failed" (one test per shader).
set -u
[ $# -ge 1 ] || { echo "usage: tests/fuzz/determinism.sh BUILD_DIR [NAME...]" >&2; exit 2; }
B=$1; shift
cd "$(dirname "$0")/../.."
root=$(pwd)
case $B in /*) P=$B/prism ;; *) P=$root/$B/prism ;; esac
[ -x "$P" ] || { echo "FAIL determinism: no $P"; echo "0 passed, 1 failed"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-det.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM

targets=
for tg in spirv msl wgsl; do
    "$P" -T cs_6_0 -E CSMain --target $tg examples/compact.hlsl -Fo "$T/probe" 2>"$T/probe.err" || :
    grep -q PRISM6005 "$T/probe.err" || targets="$targets --target $tg"
done

passed=0 failed=0
for f in tests/shaders/*.hlsl; do
    [ -f "$f" ] || continue
    if [ $# -gt 0 ]; then
        sel=0
        for n; do case ${f##*/} in *"$n"*) sel=1 ;; esac; done
        [ $sel -eq 1 ] || continue
    fi
    args=$(sed -n 's,^// ARGS: ,,p' "$f" | head -n 1)
    [ -n "$args" ] || args="-T cs_6_0"
    for run in 1 2 3; do
        d=$T/r$run
        rm -rf "$d"
        mkdir -p "$d"
        # shellcheck disable=SC2086
        if [ $run -lt 3 ]; then
            "$P" $args $targets --dump-ir --reflect "$d/refl.json" "$f" -Fo "$d/out" >"$d/ir.txt" 2>"$d/err"
        else
            (cd / && env -i PATH=/usr/bin:/bin LC_ALL=C.UTF-8 TZ=Pacific/Chatham MALLOC_PERTURB_=165 \
                "$P" $args $targets --dump-ir --reflect "$d/refl.json" "$root/$f" -Fo "$d/out" >"$d/ir.txt" 2>"$d/err")
        fi
        echo $? >"$d/rc"
        # The diagnostics name the file as given: keep the rest of each line.
        sed "s|^$root/||" "$d/err" >"$d/err.rel" && rm -f "$d/err"
    done
    why=
    for run in 2 3; do
        if ! diff -r "$T/r1" "$T/r$run" >"$T/diff" 2>&1; then
            why="run $run differs from run 1 ($([ $run -eq 3 ] && echo 'other folder, absolute path, env -i, MALLOC_PERTURB_' || echo 'the same command again'))"
            break
        fi
    done
    if [ -z "$why" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL determinism $f: $why"
        head -n 8 "$T/diff" | sed 's/^/    /'
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
