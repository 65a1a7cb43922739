#!/bin/sh
# 32-bit denormals on lavapipe and SwiftShader: glslang's SPIR-V of
# repro.comp and of repro.test's HLSL (prism is not involved), then prism's.
#   sh conformance/driver-bugs/lavapipe-fp32-denormals/repro.sh [BUILD_DIR]
here=$(dirname "$0")
. "$here/../common.sh"
glslangValidator -V --target-env vulkan1.2 "$here/repro.comp" -o "$t/g.spv" >/dev/null || exit 1
"$B/vkrun" --prism "$B/prism" --compile-only -o "$t" "$here/repro.test" || exit 1
for icd in "$lvp" \
    "$swiftshader"; do
    echo "== $icd"
    export VK_ICD_FILENAMES=$icd
    echo "-- glslang SPIR-V (repro.comp)"; "$B/vkrun" --spv "$t/g.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
    echo "-- glslang SPIR-V (repro.test's HLSL)"; "$B/vkrun" --compiler glslang "$here/repro.test"; echo "exit $?"
    echo "-- prism SPIR-V"; "$B/vkrun" --spv "$t/s0.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
done
