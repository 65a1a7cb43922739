#!/bin/sh
# wgrun's own test, apart from prism's WGSL (written while prism had no
# textures; kept so a wgrun bug and a prism bug stay told apart): four of
# our texture tests run on Dawn with hand-written WGSL in place of prism's
# (wgsl-for.sh gives wgrun tests/NAME/ENTRY.wgsl and its reflection), so the
# Dawn side of textures, samplers, comparison samplers, storage textures,
# depth and multisampled targets drawn by Before passes and render pipelines
# is proven against the tests' own expected values. tests/run.sh runs it;
# prints "FAIL wgrun/NAME: why" and "N passed, N failed".
set -u
cd "$(dirname "$0")/../../.."
p=0 f=0
. conformance/devices.sh
if [ ! -e "$swiftshader" ] || [ ! -e node_modules/webgpu/package.json ]; then
    echo "note: no SwiftShader or npm webgpu: wgrun's self-test is left out"
    echo "0 passed, 0 failed"
    exit 0
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
for d in conformance/wgrun/tests/*/; do
    name=$(basename "$d")
    out=$(COMPILER=prism WGSL_FOR=$d VK_ICD_FILENAMES=$swiftshader VK_DRIVER_FILES=$swiftshader \
        node conformance/wgrun/wgrun.mjs --prism conformance/wgrun/tests/wgsl-for.sh \
        "conformance/tests/$name.test" 2>&1)
    if echo "$out" | grep -q '^PASS'; then p=$((p + 1))
    else f=$((f + 1)); echo "FAIL wgrun/$name: $(echo "$out" | grep -E '^(FAIL|SKIP)' | head -n 1)"; fi
done
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
