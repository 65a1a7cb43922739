#!/bin/sh
# A descriptor array indexed per thread without NonUniform, on SwiftShader
# and lavapipe: glslang's SPIR-V of repro.comp without and with
# nonuniformEXT (prism is not involved), then prism's of repro.test and of
# the same with NonUniformResourceIndex.
#   sh conformance/driver-bugs/swiftshader-nonuniform-descriptor-index/repro.sh [BUILD_DIR]
here=$(dirname "$0")
. "$here/../common.sh"
glslangValidator -V --target-env vulkan1.2 "$here/repro.comp" -o "$t/g.spv" >/dev/null || exit 1
glslangValidator -V --target-env vulkan1.2 -DNONUNIFORM "$here/repro.comp" -o "$t/gnu.spv" >/dev/null || exit 1
"$B/vkrun" --prism "$B/prism" --compile-only -o "$t" "$here/repro.test" || exit 1
sed 's/Bufs\[tid.x\]/Bufs[NonUniformResourceIndex(tid.x)]/' "$here/repro.test" >"$t/nu.test"
for icd in "$swiftshader" \
    "$lvp"; do
    echo "== $icd"
    export VK_ICD_FILENAMES=$icd
    echo "-- glslang SPIR-V (repro.comp)"; "$B/vkrun" --spv "$t/g.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
    echo "-- glslang SPIR-V (repro.comp, nonuniformEXT)"; "$B/vkrun" --spv "$t/gnu.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
    echo "-- prism SPIR-V"; "$B/vkrun" --spv "$t/s0.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
    echo "-- prism SPIR-V, NonUniformResourceIndex"; "$B/vkrun" --prism "$B/prism" "$t/nu.test"; echo "exit $?"
done
