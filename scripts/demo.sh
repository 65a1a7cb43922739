#!/bin/sh
# make demo: compiles examples/compact.hlsl to every target this build of Prism
# has, with reflection, checks the SPIR-V with spirv-val and shows the outputs.
#
#   sh scripts/demo.sh BUILD_DIR      (outputs in BUILD_DIR/demo/)
set -eu
B=${1:-build}
cd "$(dirname "$0")/.."
out=$B/demo
mkdir -p "$out"
rm -f "$out"/compact.*
set -- -T cs_6_0 -E CSMain examples/compact.hlsl --reflect "$out/compact.json"

echo "\$ $B/prism $* --target all -Fo $out/compact"
rc=0
"$B/prism" "$@" --target all -Fo "$out/compact" 2>"$out/stderr" || rc=$?
# A target this build lacks: exit 2, or PRISM6005. Then SPIR-V alone.
if [ $rc -eq 2 ] || grep -q 'PRISM6005' "$out/stderr"; then
    cat "$out/stderr" >&2
    echo "\$ $B/prism $* --target spirv -Fo $out/compact.spv"
    rc=0
    "$B/prism" "$@" --target spirv -Fo "$out/compact.spv" 2>"$out/stderr" || rc=$?
fi
cat "$out/stderr" >&2
[ $rc -eq 0 ] || { echo "demo: prism exited $rc" >&2; exit "$rc"; }

echo "\$ spirv-val --target-env vulkan1.2 $out/compact.spv"
spirv-val --target-env vulkan1.2 "$out/compact.spv" && echo "valid"
# The other two through the validators the tests use (Tint, the MSL model).
if [ -f "$out/compact.wgsl" ] && [ -e node_modules/webgpu/package.json ]; then
    echo "\$ node conformance/wgsl/check.mjs $out/compact.wgsl"
    node conformance/wgsl/check.mjs "$out/compact.wgsl"
fi
if [ -f "$out/compact.metal" ] && command -v clang-19 >/dev/null 2>&1; then
    echo "\$ conformance/msl/check.sh $out/compact.metal"
    sh conformance/msl/check.sh "$out/compact.metal"
fi
echo
for f in "$out"/compact.*; do
    printf '%8d bytes  %s\n' "$(wc -c <"$f")" "$f"
done
if [ -f "$out/compact.json" ]; then
    echo
    cat "$out/compact.json"
fi
