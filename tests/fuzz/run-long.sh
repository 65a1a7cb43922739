#!/bin/sh
# The long run: each libFuzzer target for 30 minutes (LONG_SECONDS), one after
# another, at low priority, in the background; then 2000 generated shaders.
#
#   sh tests/fuzz/run-long.sh            starts it and returns; the log is
#                                        build-fuzz/long.log (tail -f it)
#   LONG_SECONDS=600 sh tests/fuzz/run-long.sh   shorter
#
# Builds the targets first (make fuzz-build). The corpus of each target stays
# in build-fuzz/corpus/ for the next run; failing inputs land in
# build-fuzz/artifacts/: minimise one with
#   build-fuzz/fuzz_TARGET -minimize_crash=1 -runs=10000 ARTIFACT
# and add it as a regression test (docs/robustness.md says how).
set -eu
cd "$(dirname "$0")/../.."
mkdir -p build-fuzz
log=build-fuzz/long.log
secs=${LONG_SECONDS:-1800}
nohup nice -n 15 sh -c "
    echo \"== \$(date -u '+%F %T') building\"
    make --no-print-directory fuzz-build all >/dev/null 2>&1 || { echo 'FAIL build'; exit 1; }
    echo \"== \$(date -u '+%F %T') fuzzing, $secs s per target\"
    FUZZ_NICE=0 sh tests/fuzz/run.sh $secs pp frontend compile
    echo \"== \$(date -u '+%F %T') 2000 generated shaders (sizes 3 and 5)\"
    sh tests/fuzz/gen-check.sh build 1000 100000 3
    sh tests/fuzz/gen-check.sh build 1000 200000 5
    echo \"== \$(date -u '+%F %T') done\"
" >"$log" 2>&1 </dev/null &
echo "started (pid $!): $log"
