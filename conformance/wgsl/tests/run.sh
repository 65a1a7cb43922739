#!/bin/sh
# The WGSL checker's own test: it must pass every file in good/ and reject every
# file in bad/ with the error that file's "// EXPECT: text" line names (a line of
# the checker's output for that file must contain the text). The files in
# limits/ go over WebGPU's default limits: they pass (with a warning), and with
# --default-limits fail with their EXPECT error.
#
#   sh conformance/wgsl/tests/run.sh
#
# One check per file (two for limits/), plus one for the exit statuses; prints
# "FAIL name: why" for each failure and ends with "N passed, N failed"
# (tests/run.sh adds it to its totals). Three node processes in all.
set -u
cd "$(dirname "$0")/../../.."
d=conformance/wgsl/tests
out=$(mktemp "${TMPDIR:-/tmp}/wgsl-check.XXXXXX")
trap 'rm -f "$out" "$out.limits"' EXIT INT TERM
p=0 f=0
pass() { p=$((p + 1)); }
fail() { f=$((f + 1)); echo "FAIL wgsl-check/$1: $2"; }

if ! command -v node >/dev/null 2>&1; then
    fail node "node not found: make deps (scripts/bootstrap.sh) installs it"
    echo "0 passed, 1 failed"
    exit 1
fi
node conformance/wgsl/check.mjs $d/good/*.wgsl $d/limits/*.wgsl $d/bad/*.wgsl >"$out" 2>&1
rc=$?
if [ $rc -ne 1 ]; then
    fail status "the checker exited $rc on a set with bad files, not 1"
    sed 's/^/    /' "$out" | head -n 20
    if [ $rc -ne 0 ]; then # it could not run: nothing else to learn
        echo "0 passed, 1 failed"
        exit 1
    fi
fi
node conformance/wgsl/check.mjs -q $d/good/*.wgsl $d/limits/*.wgsl >/dev/null 2>&1
rc2=$?
if [ $rc2 -ne 0 ]; then fail status "the checker exited $rc2 on good files only, not 0"
elif [ $rc -eq 1 ]; then pass; fi
node conformance/wgsl/check.mjs --default-limits $d/limits/*.wgsl >"$out.limits" 2>&1

# A file the checker must reject: FILE OUTPUT WHAT
rejected() {
    want=$(sed -n 's|^// EXPECT: *||p' "$1" | head -n 1)
    if [ -z "$want" ]; then fail "$3" "no // EXPECT: line"
    elif grep -qxF "ok $1" "$2"; then fail "$3" "accepted"
    elif grep -F "$1:" "$2" | grep -qF -- "$want"; then pass
    else
        fail "$3" "rejected, but not with: $want"
        grep -F "$1:" "$2" | sed 's/^/    /' | head -n 10
    fi
}

for g in $d/good/*.wgsl $d/limits/*.wgsl; do
    if grep -qxF "ok $g" "$out"; then pass
    else
        fail "${g#$d/}" "rejected"
        grep -F "$g:" "$out" | sed 's/^/    /' | head -n 10
    fi
done
for l in $d/limits/*.wgsl; do rejected "$l" "$out.limits" "${l#$d/} (--default-limits)"; done
for b in $d/bad/*.wgsl; do rejected "$b" "$out" "${b#$d/}"; done
echo "$p passed, $f failed"
[ $f -eq 0 ]
