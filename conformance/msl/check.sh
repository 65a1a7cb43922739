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
    # One Python for the lint of all files; each --one picks its lines.
    MSL_LINT_RESULTS=$(mktemp "${TMPDIR:-/tmp}/msl-lint.XXXXXX")
    export MSL_LINT_RESULTS
    python3 "$here/lint.py" "$@" >"$MSL_LINT_RESULTS" || true
    rc=0
    printf '%s\0' "$@" | xargs -0 -n 1 -P "$jobs" "$0" --one || rc=1
    rm -f "$MSL_LINT_RESULTS"
    exit $rc
fi
f=$2
clang=${CLANG:-$(command -v clang-19 || command -v clang || echo clang-19)}
inc=$here/include
common="-fsyntax-only -isystem $inc -Wno-unknown-attributes -Xclang -cl-single-precision-constant -ferror-limit=8 -fno-color-diagnostics"
src=$f
tmp=
# [[threadgroup(n)]] would expand to [[__local(n)]]: check a copy without it
# (the lint checks the attribute on the original).
# A function constant takes no initializer in Metal, but C++'s const does:
# the copy gets `= {}` (the lint checks the original).
# C++ for OpenCL checks a kernel parameter's type before it instantiates the
# template, so `array<texture2d<float>, 2> t [[texture(0)]]` of a kernel
# would be refused as incomplete: the copy instantiates each such array type
# just before the first kernel (a #line keeps the line numbers).
if grep -q -e '\[\[ *threadgroup *(' -e '\[\[ *function_constant *(' "$f" ||
   { grep -q '^kernel ' "$f" && grep -q '\(^\|[^A-Za-z_0-9]\)array<.*\[\[ *\(texture\|sampler\) *(' "$f"; }; then
    tmp=$(mktemp "${TMPDIR:-/tmp}/msl-check.XXXXXX")
    { printf '#line 1 "%s"\n' "$f"; sed -e 's/\[\[ *threadgroup *(\([^)]*\)) *\]\]/[[threadgroup_index(\1)]]/g' \
        -e 's/\(\[\[ *function_constant *([^)]*) *\]\]\) *;/\1 = {};/' "$f" |
      awk -v name="$f" '
        FNR == NR { if (match($0, /(^|[^A-Za-z_0-9])array<.*\[\[ *(texture|sampler) *\(/)) {
                        t = substr($0, RSTART); sub(/^[^a]/, "", t)
                        sub(/[ \t]+[A-Za-z_][A-Za-z_0-9]*[ \t]*\[\[.*$/, "", t); if (!(t in seen)) { seen[t] = 1; order[n++] = t } }
                    next }
        !done && /^kernel / { for (i = 0; i < n; i++) printf "static_assert(sizeof(%s), \"\");\n", order[i]
                              printf "#line %d \"%s\"\n", FNR, name; done = 1 }
        { print }' "$f" -; } > "$tmp"
    src=$tmp
fi
cpp_out=$(mktemp "${TMPDIR:-/tmp}/msl-cpp.XXXXXX")
cl_out=$(mktemp "${TMPDIR:-/tmp}/msl-cl.XXXXXX")
# The two clang modes run side by side.
# shellcheck disable=SC2086
"$clang" -x c++ -std=c++17 -flax-vector-conversions=none $common "$src" >"$cpp_out" 2>&1 &
cpp_pid=$!
# shellcheck disable=SC2086
"$clang" -x clcpp -cl-std=clc++2021 -target spir64 \
    -Xclang -cl-ext=-cl_khr_fp64,-__opencl_c_fp64,+cl_khr_fp16 $common "$src" >"$cl_out" 2>&1 &
cl_pid=$!
rc=0
wait $cl_pid || rc=1
wait $cpp_pid || rc=1
if [ -n "${MSL_LINT_RESULTS-}" ]; then
    lint=$(awk -v p="$f:" 'index($0, p) == 1' "$MSL_LINT_RESULTS")
else
    lint=$(python3 "$here/lint.py" "$f" || true)
fi
[ -z "$lint" ] || rc=1
out=$(cat "$cl_out" "$cpp_out"; [ -z "$lint" ] || printf '%s\n' "$lint")
rm -f "$cl_out"
rm -f "$cpp_out"
[ -z "$tmp" ] || rm -f "$tmp"
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
