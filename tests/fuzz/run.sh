#!/bin/sh
# Runs the libFuzzer targets (tests/fuzz/fuzz_*.c), one after another.
#
#   tests/fuzz/run.sh SECONDS [pp|frontend|compile ...]     default: all three
#
# Build them first: make -f tests/fuzz/fuzz.mk targets (make fuzz does both).
# Each target first replays tests/fuzz/regress/ (inputs that once failed),
# then fuzzes for SECONDS, starting from the seeds (tests/shaders,
# tests/diagnostics, examples, tests/fuzz/corpus, tests/fuzz/regress) and its
# own corpus, FUZZ_CORPUS/TARGET (default build-fuzz/corpus/TARGET: kept
# between runs, so that later runs start where earlier ones stopped).
# A crash, a sanitizer report, a leak, a hang (FUZZ_TIMEOUT seconds on one
# input, default 60: the machine is shared), an internal error or invalid
# output leaves the input in build-fuzz/artifacts/ and fails the target.
#
# Prints one line per target (executions, executions per second, corpus
# size), then "N passed, N failed" (each replay and each run is one test).
# Environment: FB (build folder, build-fuzz), FUZZ_CORPUS, FUZZ_TIMEOUT,
# FUZZ_NICE (default 10), FUZZ_ARGS (more libFuzzer flags, e.g. -jobs=2).
set -u
[ $# -ge 1 ] || { echo "usage: tests/fuzz/run.sh SECONDS [TARGET...]" >&2; exit 2; }
secs=$1; shift
[ $# -ge 1 ] || set -- pp frontend compile
cd "$(dirname "$0")/../.."
FB=${FB:-build-fuzz}
corpus_root=${FUZZ_CORPUS:-$FB/corpus}
art=$FB/artifacts
mkdir -p "$art" "$FB/logs"
# The seeds, copied into one folder without the tests marked
# "// FUZZ: not a seed" (a stress test meant for the plain compiler, such as
# a 40,000-case switch, outlasts the fuzzer's timeout under sanitizers).
# One folder per run: runs of several targets side by side (the half-hour
# runs) must not empty each other's seeds.
seeds=$FB/seeds.$$
trap 'rm -rf "$seeds"' EXIT INT TERM
rm -rf "$seeds"
mkdir -p "$seeds"
for d in tests/shaders tests/diagnostics examples tests/fuzz/corpus tests/fuzz/regress; do
    [ -d "$d" ] || continue
    for f in "$d"/*; do
        [ -f "$f" ] && ! grep -q '// FUZZ: not a seed' "$f" && cp "$f" "$seeds/${d##*/}-${f##*/}"
    done
done
passed=0 failed=0

for t in "$@"; do
    bin=$FB/fuzz_$t
    if [ ! -x "$bin" ]; then
        echo "FAIL fuzz_$t: no $bin (make -f tests/fuzz/fuzz.mk targets)"
        failed=$((failed + 1))
        continue
    fi
    log=$FB/logs/$t.log
    # 1. The regression inputs, each once.
    if ls tests/fuzz/regress/* >/dev/null 2>&1; then
        if "$bin" -timeout="${FUZZ_TIMEOUT:-60}" tests/fuzz/regress/* >"$log.regress" 2>&1; then
            passed=$((passed + 1))
        else
            echo "FAIL fuzz_$t [regress]: an input of tests/fuzz/regress fails again (log: $log.regress)"
            grep -E '==== prism fuzz|ERROR|SUMMARY|Running: ' "$log.regress" | tail -n 5 | sed 's/^/    /'
            failed=$((failed + 1))
        fi
    fi
    # 2. Fuzzing for secs seconds.
    mkdir -p "$corpus_root/$t"
    # shellcheck disable=SC2086
    nice -n "${FUZZ_NICE:-10}" "$bin" -max_total_time="$secs" -timeout="${FUZZ_TIMEOUT:-60}" \
        -rss_limit_mb=2048 -max_len=8192 -dict=tests/fuzz/hlsl.dict -print_final_stats=1 \
        -artifact_prefix="$art/$t-" ${FUZZ_ARGS:-} "$corpus_root/$t" $seeds >"$log" 2>&1
    rc=$?
    runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)
    took=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log" | tail -n 1)
    [ -n "$runs" ] || runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    ncorp=$(ls "$corpus_root/$t" | wc -l)
    rate=
    [ -n "$runs" ] && [ -n "$took" ] && [ "$took" -gt 0 ] && rate=" ($((runs / took))/s)"
    if [ $rc -eq 0 ]; then
        echo "fuzz_$t: ${runs:-?} executions in ${took:-$secs} s$rate, corpus $ncorp inputs: no failure"
        passed=$((passed + 1))
    else
        echo "FAIL fuzz_$t: exit $rc after ${runs:-?} executions (log: $log)"
        grep -E '==== prism fuzz|ERROR: |SUMMARY|Test unit written' "$log" | head -n 6 | sed 's/^/    /'
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
