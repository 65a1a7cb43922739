#!/bin/sh
# Cross-checks the test shaders with a peer compiler, glslang's HLSL front end,
# and validates what it produces. Not part of `make test`; run it after adding or
# changing a shader:
#
#   sh tests/lib/glslang.sh [tests/shaders/NAME.hlsl...]
#
# A shader glslang cannot take (a feature it lacks) says so in a header line
#   // glslang: rejects (reason)
# and such a shader must still be valid HLSL by DXC's rules.
# Prints one line per shader that is not plainly accepted, then a count.
set -u
cd "$(dirname "$0")/../.." || exit 2
[ $# -gt 0 ] || set -- tests/shaders/*.hlsl
out=$(mktemp)
trap 'rm -f "$out" "$out.log"' EXIT
bad=0 n=0
for f; do
    n=$((n + 1))
    args=$(sed -n 's|^// ARGS: *||p' "$f" | head -n 1)
    rejects=$(sed -n 's|^// glslang: *rejects *||p' "$f" | head -n 1)
    # Entries as stage:name: -E with the -T profile's stage, else every
    # [shader("...")] function with its own, else main.
    stage=comp
    case $args in *-T\ vs_*) stage=vert ;; *-T\ ps_*) stage=frag ;; esac
    entries=$(printf '%s\n' "$args" | sed -n "s/.*-E *\([A-Za-z_0-9]*\).*/$stage:\1/p")
    [ -n "$entries" ] || entries=$(sed -n '/\[shader("\(compute\|vertex\|pixel\)")\]/,/(/{
        s/.*\[shader("compute")\].*/comp/p; s/.*\[shader("vertex")\].*/vert/p; s/.*\[shader("pixel")\].*/frag/p
        s/^[A-Za-z_0-9]* *\([A-Za-z_0-9]*\) *(.*/\1/p
    }' "$f" | paste -d: - -)
    [ -n "$entries" ] || entries=$stage:main
    # glslang 12 marks storage buffers BufferBlock whatever the environment,
    # which SPIR-V 1.4+ forbids: its output is validated as Vulkan 1.1.
    env=vulkan1.1 flags=
    set -f
    prev=
    for a in $args; do
        case $prev in -D) flags="$flags -D$a" ;; esac
        case $a in
        -enable-16bit-types) flags="$flags --hlsl-enable-16bit-types" ;;
        esac
        prev=$a
    done
    set +f
    why=
    for se in $entries; do
        e=${se#*:}
        if ! glslangValidator -D -V --target-env "$env" -S "${se%%:*}" -e "$e" $flags "$f" -o "$out" >"$out.log" 2>&1; then
            why="rejects: $(grep -m1 'ERROR' "$out.log")"
        elif ! spirv-val --target-env "$env" "$out" >"$out.log" 2>&1; then
            why="its SPIR-V fails spirv-val: $(head -n 1 "$out.log")"
        fi
        [ -z "$why" ] || break
    done
    if [ -n "$why" ] && [ -z "$rejects" ]; then
        echo "FAIL $f: glslang $why"; bad=$((bad + 1))
    elif [ -n "$why" ]; then
        echo "known $f: $rejects"
    elif [ -n "$rejects" ]; then
        echo "note $f: marked 'glslang: rejects' but glslang accepts it"
    fi
done
echo "$n shaders, $bad rejected by glslang without a 'glslang: rejects' line"
[ $bad -eq 0 ]
