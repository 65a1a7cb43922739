#!/bin/sh
# The offload-test-suite runner's own test (tests/run.sh runs it): lit.mjs on
# conformance/tests/offload-sample on lavapipe must give each sample test its
# status (a pass checked by FileCheck, a failure report read by FileCheck
# through `not`, an XFAIL, an XPASS, an UNSUPPORTED, a golden image against
# glslang's reference render); filecheck.mjs must accept and reject what
# FileCheck does. Prints "FAIL offload/NAME: why" and "N passed, N failed".
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
