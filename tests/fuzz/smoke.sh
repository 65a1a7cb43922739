#!/bin/sh
# CI's bounded robustness run (make fuzz-smoke): each libFuzzer target for
# SMOKE_SECONDS (default 20) from the seeds alone (a fresh corpus, so every
# run checks the same thing), then 40 generated shaders through
# tests/fuzz/gen-check.sh. About a minute and a half on two cores.
#   tests/fuzz/smoke.sh BUILD_DIR
# Ends with the summed "N passed, N failed".
set -u
B=${1:-build}
cd "$(dirname "$0")/../.."
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-smoke.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
passed=0 failed=0
add() { # LOG: adds its last "N passed, N failed", or one failure without it
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1)
    if [ -n "$line" ]; then
        set -- $line
        passed=$((passed + $1)) failed=$((failed + $3))
    else
        failed=$((failed + 1))
    fi
}
FUZZ_CORPUS=$T/corpus FUZZ_NICE=${FUZZ_NICE:-0} sh tests/fuzz/run.sh "${SMOKE_SECONDS:-20}" 2>&1 | tee "$T/fuzz.log" | grep -v ' passed, .* failed$'
add "$T/fuzz.log"
sh tests/fuzz/gen-check.sh "$B" "${SMOKE_GEN:-40}" 1 3 2>&1 | tee "$T/gen.log" | grep -v ' passed, .* failed$'
add "$T/gen.log"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
