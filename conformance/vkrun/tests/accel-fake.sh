#!/bin/sh
# vkrun's acceleration structure code (vk_accel.c) on lavapipe, which has
# none: through the test layer tests/fake_accel.c (built here with cc), which
# claims VK_KHR_acceleration_structure and VK_KHR_ray_query, prints what each
# build is given and runs the ray query shader as an empty one, with the
# Khronos validation layer above it checking every call vkrun makes (when
# conformance/devices.sh finds it). Each of the tests/accel ports must reach
# its comparison (the results themselves are not the test's: the shader did
# nothing) with no validation error, every build input at a mapped, aligned
# device address, and its builds and descriptors as tests/accel/NAME.builds
# records them (read against each test's YAML; UPDATE=1 rewrites them, to
# be read again). Prints "FAIL vkrun/accel-
# fake/NAME: why" and "N passed, N failed"; run by tests/run.sh.
set -u
cd "$(dirname "$0")/../../.."
B=${1:-build}
dir=conformance/vkrun/tests/accel
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
if [ ! -x "$B/vkrun" ] || [ ! -e "$lvp" ] || ! command -v cc >/dev/null 2>&1; then
    echo "note: accel-fake needs $B/vkrun, lavapipe ($lvp) and cc: left out"
    echo "0 passed, 0 failed"
    exit 0
fi
. conformance/devices.sh
t=$(mktemp -d "${TMPDIR:-/tmp}/accel-fake.XXXXXX")
trap 'rm -rf "$t"' EXIT INT TERM
p=0 f=0
pass() { p=$((p + 1)); }
fail() { f=$((f + 1)); echo "FAIL vkrun/accel-fake/$1: $2"; }
if ! cc -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -shared -fPIC -fvisibility=hidden \
        -o "$t/libfake_accel.so" conformance/vkrun/tests/fake_accel.c 2>"$t/err"; then
    fail build "$(head -5 "$t/err")"
    echo "$p passed, $f failed"
    exit 1
fi
cat >"$t/fake_accel.json" <<EOF
{"file_format_version": "1.1.0", "layer": {"name": "VK_LAYER_PRISM_fake_accel", "type": "GLOBAL",
 "library_path": "$t/libfake_accel.so", "api_version": "1.3.239", "implementation_version": "1",
 "description": "vkrun's acceleration structure test layer (conformance/vkrun/tests/fake_accel.c)"}}
EOF
# The loader puts the layers of VK_INSTANCE_LAYERS in the order their
# folders come in VK_LAYER_PATH: the validation layer's first, so that it is
# above (it sees what vkrun calls; below, it would see what the fake layer
# passes on, and refuse the acceleration structure barriers).
layers=VK_LAYER_PRISM_fake_accel path=$t
if [ -n "$validate" ]; then
    layers=VK_LAYER_KHRONOS_validation:$layers path=$VK_LAYER_PATH:$t
fi
for spv in "$dir"/*.spv; do
    n=${spv##*/}; n=${n%.spv}
    VK_LAYER_PATH=$path VK_INSTANCE_LAYERS=$layers VK_ICD_FILENAMES=$lvp VK_DRIVER_FILES=$lvp \
        timeout 120 "$B/vkrun" --device-type cpu $validate --spv "$spv" "$dir/$n.test" >"$t/out" 2>&1
    rc=$?
    if { [ $rc -eq 0 ] || { [ $rc -eq 1 ] && grep -q '^FAIL: [0-9]* of [0-9]* results differ' "$t/out"; }; } &&
        ! grep -q 'validation error\|MISALIGNED\|UNMAPPED' "$t/out" && grep -q '^fake-accel: feature rayQuery$' "$t/out" &&
        grep -q '^fake-accel: feature accelerationStructure$' "$t/out"; then pass
    else fail "$n" "rc $rc: $(grep -v '^fake-accel\|^device:\|^subgroup' "$t/out" | head -4)"; continue; fi
    grep '^fake-accel: \(create\|build\|descriptor\)' "$t/out" >"$t/builds"
    [ "${UPDATE:-0}" = 1 ] && cp "$t/builds" "$dir/$n.builds"
    if cmp -s "$t/builds" "$dir/$n.builds"; then pass
    else fail "$n" "its builds differ from $dir/$n.builds: $(diff "$dir/$n.builds" "$t/builds" | head -6)"; fi
done
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
