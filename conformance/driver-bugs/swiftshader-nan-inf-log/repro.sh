#!/bin/sh
# NaN, infinities and logs of 0 or negatives on lavapipe and SwiftShader:
# glslang's SPIR-V of repro.comp and of repro.test's HLSL (prism is not
# involved), prism's, and prism's with -Gis (SignedZeroInfNanPreserve 32);
# then the same computations in WGSL on Dawn over SwiftShader (repro.mjs).
#   sh conformance/driver-bugs/swiftshader-nan-inf-log/repro.sh [BUILD_DIR]
here=$(dirname "$0")
. "$here/../common.sh"
glslangValidator -V --target-env vulkan1.2 "$here/repro.comp" -o "$t/g.spv" >/dev/null || exit 1
"$B/vkrun" --prism "$B/prism" --compile-only -o "$t" "$here/repro.test" || exit 1
sed 's/%dxc_target -T/%dxc_target -Gis -T/' "$here/repro.test" >"$t/gis.test"
for icd in "$lvp" "$swiftshader"; do
    echo "== $icd"
    export VK_ICD_FILENAMES=$icd
    echo "-- glslang SPIR-V (repro.comp)"; "$B/vkrun" --spv "$t/g.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
    echo "-- glslang SPIR-V (repro.test's HLSL)"; "$B/vkrun" --compiler glslang "$here/repro.test"; echo "exit $?"
    echo "-- prism SPIR-V"; "$B/vkrun" --spv "$t/s0.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
    echo "-- prism SPIR-V with -Gis"; "$B/vkrun" --prism "$B/prism" "$t/gis.test"; echo "exit $?"
done
echo "== WGSL on Dawn (SwiftShader)"
VK_ICD_FILENAMES=$swiftshader node "$here/repro.mjs"
