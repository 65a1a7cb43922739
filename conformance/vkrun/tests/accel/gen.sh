#!/bin/sh
# Regenerates the SPIR-V of the GLSL ports (NAME.comp -> NAME.spv, with
# glslangValidator --target-env vulkan1.2, checked by spirv-val when there
# is one) and, given the offload-test-suite (OFFLOAD_SUITE, else
# /work/shared/offload-test-suite), refreshes the copies of its
# Feature/InlineRT tests (NAME.test) that tests/accel-gpu.sh runs them with.
# No make: sh conformance/vkrun/tests/accel/gen.sh
set -eu
cd "$(dirname "$0")"
suite=${OFFLOAD_SUITE:-/work/shared/offload-test-suite}/test/Feature/InlineRT
for src in *.comp; do
    n=${src%.comp}
    glslangValidator --target-env vulkan1.2 -o "$n.spv" "$src" >/dev/null
    if command -v spirv-val >/dev/null 2>&1; then spirv-val --target-env vulkan1.2 "$n.spv"; fi
    if [ -f "$suite/$n.test" ]; then cp "$suite/$n.test" "$n.test"; fi
    echo "$n.spv"
done
