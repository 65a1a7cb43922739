#!/bin/sh
# A 2x2 group's subgroups and quad reads on lavapipe and SwiftShader, with
# prism's SPIR-V and with glslang's of the same HLSL.
#   sh conformance/driver-bugs/lavapipe-2x2-group-rows/repro.sh [BUILD_DIR]
set -u
here=$(dirname "$0"); B=${1:-build}
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
if [ "$(id -u)" -eq 0 ]; then cache=${PRISM_CACHE:-/var/cache/prism}
else cache=${PRISM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/prism}; fi
for icd in /usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
    "$cache/chromium-common/usr/lib/chromium/vk_swiftshader_icd.json"; do
    for compiler in prism glslang; do
        echo "== $icd, $compiler"
        VK_ICD_FILENAMES=$icd VK_DRIVER_FILES=$icd "$B/vkrun" --prism "$B/prism" --compiler $compiler "$here/repro.test"
        echo "exit $?"
    done
done
