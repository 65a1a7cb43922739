#!/bin/sh
# Prism's test runner.
#
#   tests/run.sh BUILD_DIR [NAME...]
#
# Every check counts as one test:
#   unit/NAME                 BUILD_DIR/tests/NAME, a unit binary: its own "N passed, N failed"
#   conformance/NAME          conformance/NAME/tests/run.sh, a checker's self-test: the same
#   web/playground            web/test/run.sh: the playground in headless Chromium, each check
#   conformance/execution     conformance/run.sh --brief BUILD_DIR: each test x backend
#   internal-errors           tests/lib/internal_errors.sh BUILD_DIR: every test input, fuzz
#                             seed and regression, execution source and 60 generated shaders
#                             on every target, also at -O0: no crash, no PRISM9nnn
#                             run (lavapipe, SwiftShader, Dawn) counts as one test
#   install                   tests/lib/install.sh BUILD_DIR: make install into a temporary
#                             prefix and DESTDIR, reflect_demo.c built against it with
#                             pkg-config (shared and static), the man page, make uninstall
#   shaders/NAME              tests/shaders/NAME.hlsl compiles (exit 0) and passes spirv-val
#   shaders/NAME [spirv]      its SPIR-V disassembly matches tests/snapshots/spirv/NAME.spvasm
#   shaders/NAME [msl]        its MSL matches tests/snapshots/msl/NAME.metal, or, when its
#                             header says "// MSL: PRISMnnnn", prism gives that diagnostic
#   shaders/NAME [msl valid]  its MSL passes conformance/msl/check.sh (clang)
#   shaders/NAME [wgsl]       the same for WGSL: tests/snapshots/wgsl/NAME.wgsl or "// WGSL:"
#   shaders/NAME [wgsl valid] its WGSL passes conformance/wgsl/check.mjs (Tint, in Dawn)
#   shaders/NAME [ir]         its --dump-ir matches tests/snapshots/ir/NAME.ir
#   shaders/NAME [determinism] a second compile gives the same bytes, on every target
#   diagnostics/NAME          tests/diagnostics/NAME.hlsl gives exactly its // EXPECT: diagnostics
# One prism run compiles a shader to every target (--target spirv --target msl
# --target wgsl); the MSL and WGSL validators run once for all shaders at the end
# (tests/lib/batch.sh). A target this build of prism lacks (PRISM6005 on
# examples/compact.hlsl) is skipped with a note; a validator that is missing fails.
# Test files state their options in header comments; docs/testing.md has the details.
#
# UPDATE=1 rewrites snapshots instead of comparing them (review with git diff).
# NAME... runs only the tests whose file name contains one of the NAMEs.
# JOBS=n runs n checks at once (default: the number of CPUs); V=1 lists passes too.
# Before the last line, "targets: spirv V/N valid, msl ..." counts the shaders
# valid on each target. The last line is "N passed, N failed"; the exit status
# is 1 on any failure.
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

# The targets this build has: a backend not built answers PRISM6005.
TARGETS=spirv
for tg in msl wgsl; do
    "$PRISM" -T cs_6_0 -E CSMain --target $tg examples/compact.hlsl -Fo "$T/probe.$tg" 2>"$T/probe.err" || :
    if grep -q 'PRISM6005' "$T/probe.err"; then
        echo "note: target $tg not built (prism reports PRISM6005): its checks are skipped"
    else
        TARGETS="$TARGETS $tg"
    fi
done
rm -f "$T"/probe.*
export TARGETS
# Under make SANITIZE=1 (BUILD_DIR build-san) a sanitizer report must never
# pass for a diagnostic test's exit status 1: give it statuses of its own.
export ASAN_OPTIONS="exitcode=86:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:exitcode=87:${UBSAN_OPTIONS:-}"

# The work list: "kind file", one a line.
{
    for f in "$B"/tests/*; do [ -f "$f" ] && [ -x "$f" ] && echo "unit $f"; done
    # The validators' self-tests: each proves its checker rejects bad code.
    for f in conformance/msl/tests/run.sh conformance/wgsl/tests/run.sh conformance/offload/tests/run.sh \
        conformance/wgrun/tests/run.sh conformance/vkrun/tests/run.sh; do
        [ -f "$f" ] && echo "suite $f"
    done
    # The playground in headless Chromium (web/test/run.mjs)
    echo "suite web/test/run.sh"
    # The execution suite (make conformance): its test x backend results
    [ -x "$B/vkrun" ] && echo "suite conformance/run.sh"
    # No input reaches an internal error, on any target, optimised or not
    echo "suite tests/lib/internal_errors.sh"
    # make install into a temporary prefix; reflect_demo.c built against it
    echo "suite tests/lib/install.sh"
    for f in tests/shaders/*.hlsl; do [ -f "$f" ] && echo "shader $f"; done
    # the texture execution tests' shaders, as shader tests (their snapshots
    # are tests/snapshots/TARGET/conformance/)
    sh tests/lib/conformance_shaders.sh "$T/conformance-shaders" | sed 's/^/shader /'
    for f in tests/diagnostics/*.hlsl; do [ -f "$f" ] && echo "diag $f"; done
} | while read -r kind f; do
    [ $# -eq 0 ] && { echo "$kind $f"; continue; }
    case $kind in suite) sel=$f ;; *) sel=${f##*/} ;; esac
    for name; do case $sel in *"$name"*) echo "$kind $f"; break ;; esac; done
done >"$T/work"

JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
export JOBS
xargs -n 2 -P "$JOBS" sh tests/lib/check.sh <"$T/work"

# The MSL and WGSL outputs of all shaders, validated in one go per target.
for tg in $TARGETS; do
    [ $tg = spirv ] || sh tests/lib/batch.sh $tg &
done
wait

# Snapshots whose shader is gone: UPDATE=1 removes them.
if [ $# -eq 0 ]; then
    for s in tests/snapshots/spirv/*.spvasm tests/snapshots/ir/*.ir \
        tests/snapshots/msl/*.metal tests/snapshots/wgsl/*.wgsl \
        tests/snapshots/*/conformance/*.*; do
        [ -f "$s" ] || continue
        n=${s##*/}; n=${n%.*}
        case $s in
        */conformance/*) [ -f "$T/conformance-shaders/$n.hlsl" ] && continue ;;
        *) [ -f "tests/shaders/$n.hlsl" ] && continue ;;
        esac
        if [ -n "$UPDATE" ]; then rm -f "$s"; echo "removed stale $s"
        else echo "note: stale snapshot $s (UPDATE=1 removes it)"; fi
    done
fi

# Results in a stable order (the file names sort a validator that could not
# run, units, shaders, diagnostics). Lines: "pass NAME", "FAIL NAME: why"
# (then indented detail), "count P F", "tgt TARGET valid|expected|fail".
cat "$T"/*.res 2>/dev/null | awk -v v="${V:-}" -v targets="$TARGETS" '
    /^pass / { p++; if (v != "") print "ok " substr($0, 6); next }
    /^count / { p += $2; f += $3; next }
    /^tgt / { n[$2]++; k[$2, $3]++; next }
    /^FAIL / { f++ }
    { print }
    END {
        nt = split("spirv msl wgsl", all, " ")
        line = ""
        for (i = 1; i <= nt; i++) {
            t = all[i]
            if ((" " targets " ") !~ (" " t " ")) s = t " not built"
            else {
                s = sprintf("%s %d/%d valid", t, k[t, "valid"], n[t])
                x = ""
                if (k[t, "expected"]) x = k[t, "expected"] " expected diagnostic" (k[t, "expected"] > 1 ? "s" : "")
                if (k[t, "fail"]) x = x (x != "" ? ", " : "") k[t, "fail"] " failed"
                if (x != "") s = s " (" x ")"
            }
            line = line (line != "" ? ", " : "") s
        }
        if (n["spirv"]) print "targets: " line
        printf "%d passed, %d failed\n", p, f; exit f > 0
    }'
