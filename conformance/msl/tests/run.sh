#!/bin/sh
# Proves the MSL checker can pass and fail: every tests/good/*.metal must pass
# check.sh, every tests/bad/*.metal must fail it, with output matching the
# regex on its `// EXPECT:` line (so it fails for the reason its
# `// REJECT:` line gives, not for a typo). Ends with `N passed, N failed`.
#   conformance/msl/tests/run.sh            (VERBOSE=1 shows each case)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
check=$here/../check.sh
if [ "${1-}" = --case ]; then
    f=$2
    out=$("$check" --one "$f" 2>&1) && rc=0 || rc=1
    case $f in
    */good/*)
        if [ $rc -eq 0 ]; then echo "pass $f"; else printf 'FAIL %s: should pass\n%s\n' "$f" "$(printf '%s\n' "$out" | sed 's/^/    /')"; fi ;;
    */bad/*)
        expect=$(sed -n 's|^// EXPECT: ||p' "$f" | head -n 1)
        if ! head -n 1 "$f" | grep -q '^// REJECT: '; then
            echo "FAIL $f: first line is not // REJECT: reason"
        elif [ $rc -eq 0 ]; then
            echo "FAIL $f: accepted, should be rejected ($(head -n 1 "$f" | sed 's|^// REJECT: ||'))"
        elif [ -n "$expect" ] && ! printf '%s\n' "$out" | grep -Eq -- "$expect"; then
            printf 'FAIL %s: rejected, but not with /%s/\n%s\n' "$f" "$expect" "$(printf '%s\n' "$out" | sed 's/^/    /')"
        else
            echo "pass $f"
        fi ;;
    esac
    exit 0
fi
jobs=${CHECK_JOBS:-$(nproc 2>/dev/null || echo 4)}
# One Python for the lint of every case (check.sh --one reads its lines).
MSL_LINT_RESULTS=$(mktemp "${TMPDIR:-/tmp}/msl-lint.XXXXXX")
export MSL_LINT_RESULTS
trap 'rm -f "$MSL_LINT_RESULTS"' EXIT
python3 "$here/../lint.py" "$here"/good/*.metal "$here"/bad/*.metal >"$MSL_LINT_RESULTS" || true
results=$(ls "$here"/good/*.metal "$here"/bad/*.metal | xargs -n 1 -P "$jobs" "$0" --case)
if [ "${VERBOSE:-0}" = 1 ]; then
    printf '%s\n' "$results" | sed "s|$here/||"
else
    printf '%s\n' "$results" | sed "s|$here/||" | grep -v '^pass ' || true
fi
good=$(ls "$here"/good/*.metal | wc -l)
bad=$(ls "$here"/bad/*.metal | wc -l)
passed=$(printf '%s\n' "$results" | grep -c '^pass ' || true)
failed=$(printf '%s\n' "$results" | grep -c '^FAIL ' || true)
echo "msl checker: $good good cases must pass, $bad bad cases must be rejected"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -eq $((good + bad)) ]
