#!/bin/sh
# The offload-test-suite runner's own test (tests/run.sh runs it): lit.mjs on
# conformance/tests/offload-sample on lavapipe must give each sample test its
# status (a pass checked by FileCheck, a failure report read by FileCheck
# through `not`, an XFAIL, an XPASS, an UNSUPPORTED, a golden image against
# glslang's reference render); filecheck.mjs must accept and reject what
# FileCheck does; lit.mjs's XFAIL / XPASS / UNSUPPORTED / REQUIRES logic must
# give each fake test of tests/lit/ its status (no device needed). Prints "FAIL offload/NAME: why" and "N passed, N failed".
set -u
cd "$(dirname "$0")/../../.."
B=${1:-${PRISM:+${PRISM%/prism}}}; B=${B:-build}
p=0 f=0
pass() { p=$((p + 1)); }
fail() { f=$((f + 1)); echo "FAIL offload/$1: $2"; }
t=$(mktemp -d "${TMPDIR:-/tmp}/offload-self.XXXXXX")
trap 'rm -rf "$t"' EXIT INT TERM

# filecheck.mjs: a match, a CHECK-NEXT on the wrong line, a CHECK-NOT hit
printf 'Name:            Out\nData:            [ 1, 2 ]\nx\n' >"$t/in"
printf '# CHECK: Name: Out\n# CHECK-NEXT: Data: [ {{[0-9]}}, 2 ]\n# CHECK-NOT: y\n' >"$t/good"
printf '# CHECK: Name: Out\n# CHECK-NEXT: x\n' >"$t/next"
printf '# CHECK: Name: Out\n# CHECK-NOT: Data\n# CHECK: x\n' >"$t/not"
fc() { node conformance/offload/filecheck.mjs "$1" <"$t/in" >/dev/null 2>&1; }
if fc "$t/good"; then pass; else fail filecheck-match "a matching file failed"; fi
if fc "$t/next"; then fail filecheck-next "CHECK-NEXT two lines on passed"; else pass; fi
if fc "$t/not"; then fail filecheck-not "a CHECK-NOT in range passed"; else pass; fi

# lit.mjs's XFAIL, XPASS, UNSUPPORTED, REQUIRES and lit.local.cfg logic, with
# no device: tests/lit/*.test are fake tests whose RUN lines are `true` and
# `false`, run with the features Vulkan, lavapipe and Int64 (a backend with
# no known-issues.txt entry). Each must get its status, and a SKIP its reason.
printf 'Vulkan\nlavapipe\nInt64\n' >"$t/features"
lit=conformance/offload/tests/lit
(set +f; ls "$lit"/*.test "$lit"/*/*.test) >"$t/lit-tests"
node conformance/offload/lit.mjs --suite "$lit" --backend selftest --runner none --target spirv \
    --features "$t/features" --out "$t/lit.out" --jobs 2 <"$t/lit-tests" >"$t/lit.err" 2>&1 ||
    fail lit-run "lit.mjs exited $?: $(head -n 3 "$t/lit.err")"
nlit=0
while read -r want name reason; do
    nlit=$((nlit + 1))
    line=$(awk -F '\t' -v n="$name" '$3 == n' "$t/lit.out")
    got=${line%%"$(printf '\t')"*}
    if [ "$got" != "$want" ]; then fail "lit/$name" "expected $want, got '${got:-nothing}'"
    elif [ -n "$reason" ] && ! printf '%s\n' "$line" | grep -qF "$reason"; then fail "lit/$name" "reason is not '$reason': $line"
    else pass; fi
done <<'LIST'
XFAIL xfail-match-fails.test
XPASS xfail-match-passes.test XFAIL, but it passed
FAIL xfail-other-fails.test RUN line 1
PASS xfail-other-passes.test
XFAIL xfail-star.test
XFAIL xfail-list.test
FAIL xfail-and-not.test
XFAIL xfail-or.test
XFAIL xfail-regex.test
XFAIL xfail-second-line.test
XPASS xfail-not-command.test
SKIP xfail-skip-wins.test UNSUPPORTED: lavapipe
SKIP unsupported-match.test UNSUPPORTED: Vulkan
PASS unsupported-other.test
SKIP requires-missing.test REQUIRES: Float64
PASS requires-present.test
FAIL requires-not.test
PASS run-continued.test
SKIP local/local-unsupported.test lit.local.cfg: 'Metal' not in features
LIST
# every fake test is in the list, and only those
if [ "$(wc -l <"$t/lit.out")" -eq "$nlit" ] && [ "$(wc -l <"$t/lit-tests")" -eq "$nlit" ]; then pass
else fail lit/count "$(wc -l <"$t/lit.out") results for $nlit listed tests"; fi

lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
if [ ! -e "$lvp" ] || [ ! -x "$B/vkrun" ] || ! command -v glslangValidator >/dev/null 2>&1; then
    echo "note: no lavapipe, vkrun or glslang: the sample run is left out"
    echo "$p passed, $f failed"
    [ "$f" -eq 0 ]; exit
fi
BACKENDS=lavapipe sh conformance/run-offload.sh conformance/tests/offload-sample "$B" >"$t/out" 2>&1
while read -r want name; do
    if grep -q "lavapipe .*$name:" "$t/out"; then got=$(grep "lavapipe .*$name:" "$t/out" | awk '{ print $1 }'); else got=PASS; fi
    if [ "$got" = "$want" ]; then pass; else fail "sample/$name" "expected $want, got $got"; fi
done <<'LIST'
PASS Basic/scale.test
PASS Basic/double.test
PASS Feature/CBuffer/scalars.test
PASS Feature/Lit/failing-results.test
XPASS Feature/Lit/xpass.test
SKIP Feature/Lit/unsupported.test
PASS Graphics/triangle.test
XFAIL WaveOps/WaveActiveSum.uint.test
LIST
if grep -q '^(all) *lavapipe *5 *0 *1 *1 *0 *1$' "$t/out"; then pass
else fail sample/totals "the (all) line: $(grep '^(all)' "$t/out")"; fi
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
