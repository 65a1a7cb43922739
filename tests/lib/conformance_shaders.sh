#!/bin/sh
# The shaders of the texture, sampler and derivative execution tests as
# shader tests, so that each gets what tests/shaders/*.hlsl get: spirv-val,
# the MSL checker, Tint, and snapshots of its SPIR-V, MSL, WGSL and IR
# (tests/snapshots/TARGET/conformance/TEST.ENTRY.*); run.sh only runs them.
#
#   sh tests/lib/conformance_shaders.sh OUT_DIR     (tests/run.sh)
#
# Writes OUT_DIR/TEST.ENTRY.hlsl for each %dxc_target RUN line of
# conformance/tests/{tex,rwtex,sampler,deriv,helper,discard,clip,rw}_*.test,
# typed_buffer*.test
# and quad_*_ps.test: the line's source section as written (so diagnostics
# keep its lines and columns), then the header lines tests/lib/check.sh
# reads: "// ARGS: -T PROFILE -E ENTRY FLAGS...", and one "// MSL: ..." or
# "// WGSL: ..." line for each line of the test that says what that target
# refuses in the shader:
#   # WGSL: PRISM5231 why          every entry of the test
#   # WGSL CSMain: PRISM5231 why   only CSMain
# A PENDING test (run.sh compiles it with glslang) is left out until prism
# can compile it. A shader that another test already has (the same source and flags: the
# full-screen triangle of most draws) is written once. Prints the files.
set -eu
out=$1
mkdir -p "$out"
for t in conformance/tests/tex_*.test conformance/tests/rwtex_*.test conformance/tests/sampler_*.test \
    conformance/tests/deriv_*.test conformance/tests/helper_*.test conformance/tests/discard_*.test \
    conformance/tests/clip_*.test conformance/tests/rw_*.test conformance/tests/quad_*_ps.test \
    conformance/tests/typed_buffer*.test; do
    [ -f "$t" ] || continue
    grep -q '^# PENDING:' "$t" && continue # compiled by glslang until prism can (run.sh)
    name=${t##*/}; name=${name%.test}
    awk -v out="$out" -v test="$name" '
        /^(#|\/\/)--- / { sec = $2; next }
        sec != "" && sec != "end" { text[sec] = text[sec] $0 "\n"; next }
        /^# (MSL|WGSL)( [A-Za-z_][A-Za-z0-9_]*)?: PRISM/ {
            key = $2; sub(/:$/, "", key); entry = ""
            if ($2 !~ /:$/) { entry = $3; sub(/:$/, "", entry) }
            line = $0; sub(/^# [A-Z]+( [A-Za-z_][A-Za-z0-9_]*)?: /, "", line)
            refusals[++nref] = entry "\t" key "\t" line
            next
        }
        /^# RUN: %dxc_target / {
            prof = ""; ent = "main"; src = ""; flags = ""
            for (i = 4; i <= NF; i++) {
                if ($i == "-T") prof = $(++i)
                else if ($i == "-E") ent = $(++i)
                else if ($i == "-Fo") i++
                else if ($i ~ /^%t\//) { src = $i; sub(/^%t\//, "", src) }
                else flags = flags " " $i
            }
            runs[++nrun] = prof "\t" ent "\t" src "\t" flags
        }
        END {
            for (r = 1; r <= nrun; r++) {
                split(runs[r], f, "\t")
                if (!(f[3] in text)) continue
                file = out "/" test "." f[2] ".hlsl"
                printf "%s", text[f[3]] >file
                printf "// ARGS: -T %s -E %s%s\n", f[1], f[2], f[4] >file
                for (k = 1; k <= nref; k++) {
                    split(refusals[k], g, "\t")
                    if (g[1] == "" || g[1] == f[2]) printf "// %s: %s\n", g[2], g[3] >file
                }
                close(file)
                print file
            }
        }' "$t"
done | while read -r f; do
    # one file per distinct shader: the first test that has it keeps it
    sum=$(cksum <"$f" | cut -d ' ' -f 1-2)
    if grep -qx "$sum" "$out/.seen" 2>/dev/null; then rm -f "$f"
    else echo "$sum" >>"$out/.seen"; echo "$f"; fi
done
