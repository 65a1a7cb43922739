#!/bin/sh
# Check MSL files: clang in C++ for OpenCL mode (real address spaces) and in
# plain C++17 mode, both against the Metal header model in include/, then the
# entry-point lint (lint.py). Prints `ok FILE` or the errors; exits 1 if any
# file fails. Many files are checked in parallel (CHECK_JOBS, default nproc).
#   conformance/msl/check.sh FILE.metal...
# CLANG (default clang-19, else clang) picks the compiler.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1-}" != --one ]; then
    [ $# -gt 0 ] || { echo "usage: $0 FILE.metal..." >&2; exit 2; }
    if [ $# -eq 1 ]; then exec "$0" --one "$1"; fi
    jobs=${CHECK_JOBS:-$(nproc 2>/dev/null || echo 4)}
    printf '%s\0' "$@" | xargs -0 -n 1 -P "$jobs" "$0" --one || exit 1
    exit 0
fi
f=$2
clang=${CLANG:-$(command -v clang-19 || command -v clang || echo clang-19)}
inc=$here/include
common="-fsyntax-only -isystem $inc -Wno-unknown-attributes -Xclang -cl-single-precision-constant -ferror-limit=8 -fno-color-diagnostics"
src=$f
tmp=
# [[threadgroup(n)]] would expand to [[__local(n)]]: check a copy without it
# (the lint checks the attribute on the original).
if grep -q '\[\[ *threadgroup *(' "$f"; then
    tmp=$(mktemp "${TMPDIR:-/tmp}/msl-check.XXXXXX")
    { printf '#line 1 "%s"\n' "$f"; sed 's/\[\[ *threadgroup *(\([^)]*\)) *\]\]/[[threadgroup_index(\1)]]/g' "$f"; } > "$tmp"
    src=$tmp
fi
out=$(
    rc=0
    # shellcheck disable=SC2086
    "$clang" -x clcpp -cl-std=clc++2021 -target spir64 \
        -Xclang -cl-ext=-cl_khr_fp64,-__opencl_c_fp64,+cl_khr_fp16 $common "$src" 2>&1 || rc=1
    # shellcheck disable=SC2086
    "$clang" -x c++ -std=c++17 -flax-vector-conversions=none $common "$src" 2>&1 || rc=1
    python3 "$here/lint.py" "$f" || rc=1
    exit $rc
) && rc=0 || rc=1
[ -n "$tmp" ] && rm -f "$tmp"
if [ $rc -eq 0 ] && [ -z "$out" ]; then
    echo "ok $f"
    exit 0
fi
if [ $rc -eq 0 ]; then
    printf 'ok %s (with warnings)\n%s\n' "$f" "$out"
    exit 0
fi
printf 'FAIL %s\n%s\n' "$f" "$out"
exit 1
