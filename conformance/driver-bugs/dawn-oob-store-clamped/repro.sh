#!/bin/sh
# A WGSL store past the end of a buffer on Dawn over SwiftShader (prism is
# not involved).
#   sh conformance/driver-bugs/dawn-oob-store-clamped/repro.sh
here=$(dirname "$0")
. "$here/../common.sh"
VK_ICD_FILENAMES=$swiftshader node "$here/repro.mjs"
echo "exit $?"
