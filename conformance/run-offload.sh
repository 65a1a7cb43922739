#!/bin/sh
# The offload-test-suite's tests as lit runs them, through prism and our
# runners, on every backend here (lavapipe, SwiftShader, a GPU, Dawn):
#
#   conformance/run-offload.sh PATH [BUILD_DIR [NAME...]]
#
# PATH is a checkout of llvm/offload-test-suite (its tests: PATH/test/**/*.test
# and *.yaml, as its lit.cfg.py's suffixes say); NAME... keeps the tests whose
# path contains one of them. conformance/offload/lit.mjs runs each test's RUN
# lines with the flags they give (prism gets every one), evaluates REQUIRES,
# UNSUPPORTED, XFAIL and lit.local.cfg against the backend's features and our
# compiler's, checks FileCheck lines against the offloader-style output of
# vkrun/wgrun --offloader, and compares golden images with a reference render
# (glslang's SPIR-V of the same HLSL on the same driver). Printed: per folder
# and backend, passed, failed, xfail (expected failures that failed), xpass
# (expected failures that passed), not compiled, skipped; then every test
# that did not pass, with its reason. JOBS=n tests at once (default 2);
# VALIDATE=0 without the validation layer; LOGS=DIR keeps every test's log;
# BACKENDS="lavapipe dawn" runs only those backends.
# docs/offload-suite.md has the feature names and the table.
set -eu
[ $# -ge 1 ] || { echo "usage: conformance/run-offload.sh PATH [BUILD_DIR [NAME...]]" >&2; exit 2; }
suite=$(cd "$1" && pwd) || exit 2
[ -d "$suite/test" ] || { echo "run-offload: no $suite/test (is PATH an offload-test-suite checkout?)" >&2; exit 2; }
cd "$(dirname "$0")/.."
B=${2:-build}
[ $# -ge 2 ] && shift 2 || shift $#
root=$(pwd)
export PRISM=$root/$B/prism VKRUN=$root/$B/vkrun LC_ALL=C
for f in "$PRISM" "$VKRUN"; do
    [ -x "$f" ] || { echo "run-offload: no $f (run make conformance)" >&2; exit 2; }
done

W=$(mktemp -d "${TMPDIR:-/tmp}/prism-offload.XXXXXX")
trap 'rm -rf "$W"' EXIT INT TERM
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$W}"

. conformance/devices.sh

# The tests: lit.cfg.py's suffixes, without its excludes.
find "$suite/test" \( -name '*.test' -o -name '*.yaml' \) -type f ! -path '*/Inputs/*' |
    LC_ALL=C sort | while read -r f; do
        [ $# -eq 0 ] && { echo "$f"; continue; }
        for name; do case $f in *"$name"*) echo "$f"; break ;; esac; done
    done >"$W/tests"
echo "offload-test-suite at $suite: $(wc -l <"$W/tests") tests"

# backend ICD RUNNER TARGET: the same backends as run.sh
{
    [ -e "$lvp" ] && echo "lavapipe $lvp vk:--device-type:cpu:$validate spirv"
    [ -e "$swiftshader" ] && echo "swiftshader $swiftshader vk:--device-type:cpu:$validate spirv"
    if (unset VK_ICD_FILENAMES; "$VKRUN" --list-devices 2>/dev/null) | grep -q '(gpu)$'; then
        echo "gpu - vk:--device-type:gpu:$validate spirv"
    fi
    if [ -e "$swiftshader" ] && [ -e node_modules/webgpu/package.json ] && command -v node >/dev/null 2>&1; then
        echo "dawn $swiftshader dawn wgsl"
    fi
} >"$W/backends.all"
# BACKENDS="gpu dawn" keeps those
if [ -n "${BACKENDS:-}" ]; then
    for b in $BACKENDS; do grep "^$b " "$W/backends.all" || :; done >"$W/backends"
else
    cp "$W/backends.all" "$W/backends"
fi

while read -r backend icd runner target; do
    runner=$(echo "$runner" | tr ':' ' ' | sed 's/^vk /vk:/')
    (
        # VK_DRIVER_FILES too: the loader prefers it to VK_ICD_FILENAMES
        if [ "$icd" = - ]; then unset VK_ICD_FILENAMES; else export VK_ICD_FILENAMES="$icd" VK_DRIVER_FILES="$icd"; fi
        if [ "$runner" = dawn ]; then
            node conformance/wgrun/wgrun.mjs --features >"$W/$backend.features" 2>"$W/$backend.ferr" || :
            ref="vk:--device-type cpu $validate"   # the reference: SwiftShader's Vulkan under Dawn
        else
            # shellcheck disable=SC2086 # the runner's options: split on purpose
            "$VKRUN" --features ${runner#vk:} >"$W/$backend.features" 2>"$W/$backend.ferr" || :
            ref=$runner
        fi
        sed -n 's/^device: /'"$backend"': /p' "$W/$backend.features"
        node conformance/offload/lit.mjs --suite "$suite/test" --backend "$backend" \
            --runner "$runner" --ref-runner "$ref" --target "$target" \
            --features "$W/$backend.features" --out "$W/$backend.results" \
            --jobs "${JOBS:-2}" ${LOGS:+--logs "$LOGS"} <"$W/tests"
    )
done <"$W/backends"

# The table: folder x backend, then every test that did not pass.
for b in $(cut -d' ' -f1 "$W/backends"); do sed "s/^/$b	/" "$W/$b.results"; done >"$W/all"
echo
awk -F'\t' '
    { k = $3 SUBSEP $1; n[k, $2]++; folders[$3] = 1; be[$1] = 1; tot[$1, $2]++ }
    END {
        printf "%-44s %-12s %6s %6s %5s %5s %6s %7s\n", "folder", "backend", "passed", "failed", "xfail", "xpass", "not-cc", "skipped"
        nf = 0; for (f in folders) fl[++nf] = f
        for (i = 2; i <= nf; i++) for (j = i; j > 1 && fl[j - 1] > fl[j]; j--) { t = fl[j]; fl[j] = fl[j - 1]; fl[j - 1] = t }
        nb = 0; for (b in be) bl[++nb] = b
        for (k = 1; k <= nf; k++) for (bi = 1; bi <= nb; bi++) {
            key = fl[k] SUBSEP bl[bi]
            printf "%-44s %-12s %6d %6d %5d %5d %6d %7d\n", fl[k], bl[bi], n[key, "PASS"], n[key, "FAIL"], n[key, "XFAIL"], n[key, "XPASS"], n[key, "NOCOMPILE"], n[key, "SKIP"]
        }
        for (bi = 1; bi <= nb; bi++) { b = bl[bi]
            printf "%-44s %-12s %6d %6d %5d %5d %6d %7d\n", "(all)", b, tot[b, "PASS"], tot[b, "FAIL"], tot[b, "XFAIL"], tot[b, "XPASS"], tot[b, "NOCOMPILE"], tot[b, "SKIP"] }
    }' "$W/all"
echo
awk -F'\t' '$2 != "PASS" { printf "%-9s %-12s %s: %s\n", $2, $1, $4, $5 }' "$W/all"
