#!/bin/sh
# vkrun's acceleration structures on a device that has them: the
# offload-test-suite's Feature/InlineRT tests (copies in tests/accel/), each
# run with the SPIR-V of its GLSL port (tests/accel/NAME.comp, compiled by
# tests/accel/gen.sh) instead of prism's, which does not compile RayQuery
# yet: vkrun --spv NAME.spv NAME.test builds the test's BLAS and TLAS,
# binds them, dispatches and compares Output with Expected as for any test.
#
#   sh conformance/vkrun/tests/accel-gpu.sh [BUILD_DIR]     (default build)
#
# Needs BUILD_DIR/vkrun, the .spv and .test files beside this script and a
# Vulkan loader; no prism, no glslang, no make. Runs on every Vulkan
# implementation it finds: the GPU (the loader's own drivers, --device-type
# gpu), lavapipe and SwiftShader (conformance/devices.sh), under the Khronos
# validation layer where conformance/devices.sh finds it (VALIDATE=0: not);
# DEVICES="gpu" runs on those named only.
# A device without VK_KHR_acceleration_structure / VK_KHR_ray_query SKIPs
# every test with what it lacks. Prints "PASS|FAIL|SKIP device/test: why"
# per test and "N passed, N failed, N skipped"; exit status 1 if any failed,
# or (REQUIRE_GPU=1) if there is no GPU or the GPU skipped a test.
set -u
cd "$(dirname "$0")/../../.."
B=${1:-build}
dir=conformance/vkrun/tests/accel
if [ ! -x "$B/vkrun" ]; then
    echo "accel-gpu: no $B/vkrun (make -j2 $B/vkrun)"
    exit 2
fi
# shellcheck source=../../devices.sh
. conformance/devices.sh
t=$(mktemp -d "${TMPDIR:-/tmp}/accel-gpu.XXXXXX")
trap 'rm -rf "$t"' EXIT INT TERM
p=0 f=0 s=0 gpu_skips=0

# "name icd vkrun-options": the GPU first (icd "-": the loader's own)
devices() {
    if (unset VK_ICD_FILENAMES VK_DRIVER_FILES; "$B/vkrun" --list-devices 2>/dev/null) | grep -q '(gpu)$'; then
        echo "gpu - --device-type gpu"
    fi
    [ -e "$lvp" ] && echo "lavapipe $lvp --device-type cpu"
    [ -e "$swiftshader" ] && echo "swiftshader $swiftshader --device-type cpu"
}
devices >"$t/all"
# DEVICES="gpu lavapipe": only those
if [ -n "${DEVICES:-}" ]; then
    for d in $DEVICES; do grep "^$d " "$t/all"; done >"$t/devices"
else
    cp "$t/all" "$t/devices"
fi
if [ ! -s "$t/devices" ]; then
    echo "accel-gpu: no Vulkan device${DEVICES:+ among DEVICES=$DEVICES} (found: $(cut -d' ' -f1 "$t/all" | tr '\n' ' ')none else)"
    echo "0 passed, 0 failed, 0 skipped"
    exit 1
fi
grep -q '^gpu ' "$t/devices" || echo "note: no Vulkan GPU here: the tests can only SKIP"

while read -r dev icd opts; do
    described=0
    for spv in "$dir"/*.spv; do
        n=${spv##*/}; n=${n%.spv}
        test=$dir/$n.test
        if [ ! -f "$test" ]; then
            f=$((f + 1)); echo "FAIL $dev/$n: no $test (tests/accel/gen.sh copies it from the suite)"
            continue
        fi
        # VK_DRIVER_FILES too: the loader prefers it to VK_ICD_FILENAMES
        # shellcheck disable=SC2086
        (if [ "$icd" = - ]; then unset VK_ICD_FILENAMES VK_DRIVER_FILES
         else export VK_ICD_FILENAMES="$icd" VK_DRIVER_FILES="$icd"; fi
         exec timeout 120 "$B/vkrun" $opts $validate --spv "$spv" "$test") >"$t/out" 2>&1
        rc=$?
        if [ $described = 0 ] && grep -q '^device: ' "$t/out"; then
            echo "$dev: $(grep -m1 '^device: ' "$t/out")"
            described=1
        fi
        why=$(grep -m1 '^\(PASS\|FAIL\|SKIP\)' "$t/out" | sed 's/^[A-Z]*: //')
        case $rc in
        0) p=$((p + 1)); echo "PASS $dev/$n: $why" ;;
        77) s=$((s + 1)); echo "SKIP $dev/$n: $why"
            [ "$dev" = gpu ] && gpu_skips=$((gpu_skips + 1)) ;;
        *) f=$((f + 1)); echo "FAIL $dev/$n: exit $rc"; sed 's/^/    /' "$t/out" | head -40 ;;
        esac
    done
done <"$t/devices"
echo "$p passed, $f failed, $s skipped"
[ "$f" -eq 0 ] || exit 1
if [ "${REQUIRE_GPU:-0}" = 1 ] && { ! grep -q '^gpu ' "$t/devices" || [ "$gpu_skips" -ne 0 ]; }; then
    echo "accel-gpu: REQUIRE_GPU=1 and the tests did not all run on a GPU"
    exit 1
fi
exit 0
