#!/bin/sh
# Prism's test runner.
#
#   tests/run.sh BUILD_DIR [NAME...]
#
# Every check counts as one test:
#   unit/NAME                 BUILD_DIR/tests/NAME, a unit binary: its own "N passed, N failed"
#   shaders/NAME              tests/shaders/NAME.hlsl compiles (exit 0) and passes spirv-val
#   shaders/NAME [spirv]      its SPIR-V disassembly matches tests/snapshots/spirv/NAME.spvasm
#   shaders/NAME [ir]         its --dump-ir matches tests/snapshots/ir/NAME.ir
#   shaders/NAME [determinism] a second compile gives the same bytes
#   diagnostics/NAME          tests/diagnostics/NAME.hlsl gives exactly its // EXPECT: diagnostics
# Test files state their options in header comments; docs/testing.md has the details.
#
# UPDATE=1 rewrites snapshots instead of comparing them (review with git diff).
# NAME... runs only the tests whose file name contains one of the NAMEs.
# JOBS=n runs n checks at once (default: the number of CPUs); V=1 lists passes too.
# The last line is "N passed, N failed"; the exit status is 1 on any failure.
set -eu
[ $# -ge 1 ] || { echo "usage: tests/run.sh BUILD_DIR [NAME...]" >&2; exit 2; }
B=$1; shift
cd "$(dirname "$0")/.."
if [ ! -x "$B/prism" ]; then
    echo "FAIL build: no $B/prism (run make first)"
    echo "0 passed, 1 failed"
    exit 1
fi
for tool in spirv-val spirv-dis; do
    command -v $tool >/dev/null || { echo "tests/run.sh: no $tool; run make deps" >&2; exit 2; }
done

T=$(mktemp -d "${TMPDIR:-/tmp}/prism-test.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
export PRISM="$B/prism" T UPDATE="${UPDATE:-}" LC_ALL=C
# Under make SANITIZE=1 (BUILD_DIR build-san) a sanitizer report must never
# pass for a diagnostic test's exit status 1: give it statuses of its own.
export ASAN_OPTIONS="exitcode=86:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:exitcode=87:${UBSAN_OPTIONS:-}"

# The work list: "kind file", one a line.
{
    for f in "$B"/tests/*; do [ -f "$f" ] && [ -x "$f" ] && echo "unit $f"; done
    for f in tests/shaders/*.hlsl; do [ -f "$f" ] && echo "shader $f"; done
    for f in tests/diagnostics/*.hlsl; do [ -f "$f" ] && echo "diag $f"; done
} | while read -r kind f; do
    [ $# -eq 0 ] && { echo "$kind $f"; continue; }
    for name; do case ${f##*/} in *"$name"*) echo "$kind $f"; break ;; esac; done
done >"$T/work"

JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
xargs -n 2 -P "$JOBS" sh tests/lib/check.sh <"$T/work"

# Snapshots whose shader is gone: UPDATE=1 removes them.
if [ $# -eq 0 ]; then
    for s in tests/snapshots/spirv/*.spvasm tests/snapshots/ir/*.ir; do
        [ -f "$s" ] || continue
        n=${s##*/}; n=${n%.*}
        [ -f "tests/shaders/$n.hlsl" ] && continue
        if [ -n "$UPDATE" ]; then rm -f "$s"; echo "removed stale $s"
        else echo "note: stale snapshot $s (UPDATE=1 removes it)"; fi
    done
fi

# Results in a stable order (the file names sort unit, shaders, diagnostics).
# Lines: "pass NAME", "FAIL NAME: why" (then indented detail), "count P F".
cat "$T"/*.res 2>/dev/null | awk -v v="${V:-}" '
    /^pass / { p++; if (v != "") print "ok " substr($0, 6); next }
    /^count / { p += $2; f += $3; next }
    /^FAIL / { f++ }
    { print }
    END { printf "%d passed, %d failed\n", p, f; exit f > 0 }'
