#!/bin/sh
# The WGSL checker's own test: it must pass every file in good/ and reject every
# file in bad/ with the error that file's "// EXPECT: text" line names (a line of
# the checker's output for that file must contain the text).
#
#   sh conformance/wgsl/tests/run.sh
#
# One check per file, plus one for the exit statuses; prints "FAIL name: why" for
# each failure and ends with "N passed, N failed" (tests/run.sh adds it to its
# totals). One node process for all the files, one more for the exit status of an
# all-good run.
set -u
cd "$(dirname "$0")/../../.."
d=conformance/wgsl/tests
out=$(mktemp "${TMPDIR:-/tmp}/wgsl-check.XXXXXX")
trap 'rm -f "$out"' EXIT INT TERM
p=0 f=0
pass() { p=$((p + 1)); }
fail() { f=$((f + 1)); echo "FAIL wgsl-check/$1: $2"; }

if ! command -v node >/dev/null 2>&1; then
    fail node "node not found: make deps (scripts/bootstrap.sh) installs it"
    echo "0 passed, 1 failed"
    exit 1
fi
node conformance/wgsl/check.mjs $d/good/*.wgsl $d/bad/*.wgsl >"$out" 2>&1
rc=$?
if [ $rc -ne 1 ]; then
    fail status "the checker exited $rc on a set with bad files, not 1"
    sed 's/^/    /' "$out" | head -n 20
    if [ $rc -ne 0 ]; then # it could not run: nothing else to learn
        echo "0 passed, 1 failed"
        exit 1
    fi
fi
node conformance/wgsl/check.mjs -q $d/good/*.wgsl >/dev/null 2>&1
rc2=$?
if [ $rc2 -ne 0 ]; then fail status "the checker exited $rc2 on good files only, not 0"
elif [ $rc -eq 1 ]; then pass; fi

for g in $d/good/*.wgsl; do
    if grep -qxF "ok $g" "$out"; then pass
    else
        fail "good/${g##*/}" "rejected"
        grep -F "$g:" "$out" | sed 's/^/    /' | head -n 10
    fi
done
for b in $d/bad/*.wgsl; do
    want=$(sed -n 's|^// EXPECT: *||p' "$b" | head -n 1)
    if [ -z "$want" ]; then fail "bad/${b##*/}" "no // EXPECT: line"
    elif grep -qxF "ok $b" "$out"; then fail "bad/${b##*/}" "accepted"
    elif grep -F "$b:" "$out" | grep -qF -- "$want"; then pass
    else
        fail "bad/${b##*/}" "rejected, but not with: $want"
        grep -F "$b:" "$out" | sed 's/^/    /' | head -n 10
    fi
done
echo "$p passed, $f failed"
[ $f -eq 0 ]
