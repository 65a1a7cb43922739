#!/bin/sh
# %dxc_target of the offload-test-suite's RUN lines, for lit.mjs: compiles
# with prism (or, for the reference renders, glslangValidator) the way
# lit.cfg.py's Vulkan configuration runs DXC: -spirv
# -fspv-target-env=vulkan1.3, then the RUN line's own flags, every one of
# them passed to prism (a flag prism does not know makes the test "not
# compiled" with prism's message).
#   OFFLOAD_TARGET    spirv (default) or wgsl
#   OFFLOAD_COMPILER  prism (default) or glslang
#   OFFLOAD_STATE     a folder: "notcompiled" gets the compiler's first error
#   PRISM             the compiler
# -Fo FILE writes the shader to FILE and prism's reflection to FILE.json.
set -u
out= src= prof= entry= rest=
while [ $# -gt 0 ]; do
    case $1 in
    -Fo) out=$2; shift 2 ;;
    -T) prof=$2; shift 2 ;;
    -E) entry=$2; shift 2 ;;
    -*) rest="$rest $1"; shift ;;
    *) if [ -f "$1" ]; then src=$1; else rest="$rest $1"; fi; shift ;;
    esac
done
[ -n "$out" ] && [ -n "$src" ] && [ -n "$prof" ] || {
    echo "dxc.sh: needs -T PROFILE, -Fo FILE and a source file" >&2; exit 2; }
state=${OFFLOAD_STATE:-/tmp}
if [ "${OFFLOAD_COMPILER:-prism}" = glslang ]; then
    case $prof in cs_*) st=comp ;; vs_*) st=vert ;; ps_*) st=frag ;; *) st=unknown ;; esac
    defs=
    for a in $rest; do
        case $a in
        -D?*) defs="$defs $a" ;;
        -enable-16bit-types) defs="$defs --hlsl-enable-16bit-types" ;;
        esac
    done
    # shellcheck disable=SC2086 # defs: flags, split on purpose
    glslangValidator -D -V --target-env vulkan1.1 -S $st -e "${entry:-main}" $defs \
        -o "$out" "$src" >"$state/glslang.log" 2>&1 && exit 0
    grep -m 1 -i 'error' "$state/glslang.log" >"$state/noreference" || echo "glslang failed" >"$state/noreference"
    cat "$state/glslang.log" >&2
    exit 1
fi
target=spirv
[ "${OFFLOAD_TARGET:-spirv}" = wgsl ] && target=wgsl
set -- -T "$prof" --target "$target" -fspv-target-env=vulkan1.3 --reflect "$out.json" -Fo "$out"
set -- "$@" -E "${entry:-main}"   # DXC's default entry point
# shellcheck disable=SC2086 # rest: the RUN line's flags, split on purpose
"${PRISM:-build/prism}" "$@" $rest "$src" 2>"$state/prism.log"
rc=$?
cat "$state/prism.log" >&2
# WGSL's stated limits (PRISM52nn: 64- and 16-bit integers, texel buffers,
# ...) make the test a skip on Dawn, as wgrun has them
if [ $rc -eq 1 ] && [ "$target" = wgsl ] && grep -Eq ' error PRISM5(2[0-9][0-9]|3[0-2][0-9]|330):' "$state/prism.log" &&
    ! grep ' error PRISM[0-9]*:' "$state/prism.log" | grep -Eqv ' error PRISM5(2[0-9][0-9]|3[0-2][0-9]|330):'; then
    echo "WGSL cannot express this shader: $(grep -m 1 -Eo 'PRISM5[0-9]{3}: .*' "$state/prism.log")" >"$state/skip"
    exit 1
fi
if [ $rc -ne 0 ]; then
    # the first error, its file named as the test names it
    { grep -m 1 -E ' error( |:)' "$state/prism.log" || grep -m 1 . "$state/prism.log" ||
        echo "prism exit $rc"; } | sed "s|$(dirname "$src")/||" >"$state/notcompiled"
fi
exit $rc
