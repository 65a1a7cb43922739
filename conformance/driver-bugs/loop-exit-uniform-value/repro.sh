#!/bin/sh
# Runs the loop-exit value test on a driver (default lavapipe) with glslang's SPIR-V of
# repro.comp (prism not involved) and with prism's SPIR-V of repro.test.
#   sh conformance/driver-bugs/loop-exit-uniform-value/repro.sh [BUILD_DIR] [ICD_JSON] [BUILD_DIR]
set -u
here=$(dirname "$0"); B=${1:-build}
export VK_ICD_FILENAMES=${2:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
glslangValidator -V --target-env vulkan1.2 "$here/repro.comp" -o "$t/g.spv" >/dev/null
"$B/vkrun" --prism "$B/prism" --compile-only -o "$t" "$here/repro.test"
echo "== glslang SPIR-V"; "$B/vkrun" --spv "$t/g.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
echo "== prism SPIR-V"; "$B/vkrun" --spv "$t/s0.spv" --reflect "$t/s0.json" "$here/repro.test"; echo "exit $?"
