#!/bin/sh
# A WGSL store past the end of a buffer on Dawn over SwiftShader (prism is
# not involved).
#   sh conformance/driver-bugs/dawn-oob-store-clamped/repro.sh
set -u
here=$(dirname "$0")
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
if [ "$(id -u)" -eq 0 ]; then cache=${PRISM_CACHE:-/var/cache/prism}
else cache=${PRISM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/prism}; fi
VK_ICD_FILENAMES=$cache/chromium-common/usr/lib/chromium/vk_swiftshader_icd.json node "$here/repro.mjs"
echo "exit $?"
