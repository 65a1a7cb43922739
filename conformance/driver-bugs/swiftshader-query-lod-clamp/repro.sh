#!/bin/sh
# The clamped level of detail of OpImageQueryLod on SwiftShader and lavapipe,
# with glslang's SPIR-V of repro.test's HLSL (prism is not involved).
#   sh conformance/driver-bugs/swiftshader-query-lod-clamp/repro.sh [BUILD_DIR]
set -u
here=$(dirname "$0"); B=${1:-build}
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
if [ "$(id -u)" -eq 0 ]; then cache=${PRISM_CACHE:-/var/cache/prism}
else cache=${PRISM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/prism}; fi
for icd in /usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
    "$cache/chromium-common/usr/lib/chromium/vk_swiftshader_icd.json"; do
    echo "== $icd"
    VK_ICD_FILENAMES=$icd "$B/vkrun" --compiler glslang "$here/repro.test"; echo "exit $?"
done
