#!/bin/sh
# Reproduces the lavapipe crash twice: with glslang's SPIR-V of repro.comp
# (so prism is not involved) and with prism's SPIR-V of repro.test.
#   sh conformance/driver-bugs/lavapipe-broadcast-first-float/repro.sh [BUILD_DIR]
set -u
here=$(dirname "$0"); B=${1:-build}
export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
glslangValidator -V --target-env vulkan1.2 "$here/repro.comp" -o "$t/g.spv" >/dev/null
"$B/vkrun" --prism "$B/prism" --compile-only -o "$t" "$here/repro.test"
echo "== glslang SPIR-V"; "$B/vkrun" --spv "$t/g.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
echo "== prism SPIR-V"; "$B/vkrun" --spv "$t/s0.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
