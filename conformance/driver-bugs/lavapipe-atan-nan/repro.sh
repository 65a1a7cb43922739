#!/bin/sh
# atan(NaN) on lavapipe: glslang's SPIR-V of repro.comp (prism is not
# involved), then prism's of repro.test, then prism's with -Gis
# (SignedZeroInfNanPreserve 32, which keeps the 32-bit NaN). SwiftShader,
# for comparison, has no 16-bit floats (shaderFloat16), so the second half
# of the test is not run there.
#   sh conformance/driver-bugs/lavapipe-atan-nan/repro.sh [BUILD_DIR]
here=$(dirname "$0")
. "$here/../common.sh"
export VK_ICD_FILENAMES="$lvp"
glslangValidator -V --target-env vulkan1.2 "$here/repro.comp" -o "$t/g.spv" >/dev/null || exit 1
"$B/vkrun" --prism "$B/prism" --compile-only -o "$t" "$here/repro.test" || exit 1
echo "== glslang SPIR-V (repro.comp)"; "$B/vkrun" --spv "$t/g.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
echo "== prism SPIR-V"; "$B/vkrun" --spv "$t/s0.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
sed 's/-enable-16bit-types -T/-enable-16bit-types -Gis -T/' "$here/repro.test" >"$t/gis.test"
echo "== prism SPIR-V with -Gis (SignedZeroInfNanPreserve 32)"; "$B/vkrun" --prism "$B/prism" "$t/gis.test"; echo "exit $?"
