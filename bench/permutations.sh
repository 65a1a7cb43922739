#!/bin/sh
# A permutation build (docs/jobs.md): bench/corpus/uber_post.hlsl, whose 8
# feature macros give 256 permutations, compiled to SPIR-V three ways on
# the same cores, in the same run, interleaved:
#
#   1. prism --jobs LIST -j N: one process, N threads, one job a permutation;
#   2. N prism processes at a time (xargs -P N), one a permutation, as a
#      build system runs a compiler;
#   3. the same with glslangValidator -D -V.
#
#   bench/permutations.sh BUILD_DIR     (run by bench/run.sh)
#
# Prints the median wall time of each and the ratios. Before timing, it
# checks what it times: every job's SPIR-V is byte for byte the one its
# own prism process writes, and passes spirv-val. No time is asserted.
# Environment: PERM_CORES (2) processes or threads at once, PERM_RUNS (5)
# interleaved runs, PERM_MACROS (8: 2^8 permutations; QUICK=1 takes 4).
set -eu
B=${1:-build}
cd "$(dirname "$0")/.."
PRISM=$B/prism
CORES=${PERM_CORES:-2}
RUNS=${PERM_RUNS:-5}
NMACROS=${PERM_MACROS:-8}
[ -z "${QUICK:-}" ] || { NMACROS=${PERM_MACROS:-4}; RUNS=${PERM_RUNS:-1}; }
SHADER=bench/corpus/uber_post.hlsl
MACROS="USE_CHROMATIC_ABERRATION USE_BLOOM USE_AUTO_EXPOSURE USE_COLOR_GRADING USE_ACES USE_VIGNETTE USE_FILM_GRAIN HDR_OUTPUT"
export LC_ALL=C
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-perm.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
mkdir -p "$T/jobs" "$T/procs" "$T/glslang"

# One line per permutation: its -D flags, in the three forms.
n=$((1 << NMACROS))
i=0
: >"$T/list.txt"; : >"$T/procs.args"; : >"$T/glslang.args"
while [ $i -lt $n ]; do
    defs= k=0
    for m in $MACROS; do
        [ $k -lt "$NMACROS" ] || break
        defs="$defs -D$m=$(((i >> k) & 1))"
        k=$((k + 1))
    done
    common="-T cs_6_0 -E CSMain -fspv-target-env=vulkan1.1$defs"
    echo "$SHADER $common $T/jobs/p$i.spv" >>"$T/list.txt"
    echo "$common $SHADER -Fo $T/procs/p$i.spv" >>"$T/procs.args"
    echo "-D -V --target-env vulkan1.1 -S comp -e CSMain$defs $SHADER -o $T/glslang/p$i.spv" >>"$T/glslang.args"
    i=$((i + 1))
done

jobs_run() { "$PRISM" --jobs "$T/list.txt" -j "$CORES"; }
procs_run() { xargs -P "$CORES" -L 1 "$PRISM" <"$T/procs.args"; }
glslang_run() { xargs -P "$CORES" -L 1 glslangValidator <"$T/glslang.args" >/dev/null; }

# What is timed is right: the same bytes both ways, valid SPIR-V.
"$PRISM" --jobs "$T/list.txt" -j "$CORES" --jobs-stats 2>"$T/stats"
procs_run
glslang_run
bad=0
i=0
while [ $i -lt $n ]; do
    cmp -s "$T/jobs/p$i.spv" "$T/procs/p$i.spv" || { echo "permutations: job $i differs from its own process" >&2; bad=1; }
    spirv-val --target-env vulkan1.1 "$T/jobs/p$i.spv" || { echo "permutations: job $i fails spirv-val" >&2; bad=1; }
    i=$((i + 1))
done
distinct=$(md5sum "$T"/jobs/*.spv | cut -d' ' -f1 | sort -u | wc -l)

now_ms() { date +%s%N | awk '{ printf "%.1f", $1 / 1e6 }'; }
: >"$T/times"
r=0
while [ $r -lt "$RUNS" ]; do
    for what in jobs procs glslang; do
        t0=$(now_ms)
        ${what}_run
        t1=$(now_ms)
        echo "$what $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')" >>"$T/times"
    done
    r=$((r + 1))
done

median() { awk -v w="$1" '$1 == w { print $2 }' "$T/times" | sort -n | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); printf "%.1f", NR % 2 ? v[m] : (v[m] + v[m + 1]) / 2 }'; }
tj=$(median jobs) tp=$(median procs) tg=$(median glslang)
echo "== permutation build: $SHADER, $n permutations of $NMACROS macros ($distinct distinct modules), SPIR-V, $CORES at once"
echo "   median wall time of $RUNS interleaved runs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v j="$tj" -v p="$tp" -v g="$tg" -v n="$n" -v c="$CORES" 'BEGIN {
    printf "prism --jobs (1 process, -j %d)        %9.1f ms  %6.2f ms a permutation\n", c, j, j / n
    printf "%d prism processes (xargs -P %d)       %9.1f ms  %6.2f ms a permutation  %5.1fx the job list\n", n, c, p, p / n, p / j
    printf "%d glslangValidator -D -V (-P %d)       %9.1f ms  %6.2f ms a permutation  %5.1fx the job list, %.1fx the prism processes\n", n, c, g, g / n, g / j, g / p
}'
sed 's/^/   /' "$T/stats"
[ $bad -eq 0 ] && echo "   every job's SPIR-V is its own process's, byte for byte, and passes spirv-val" || {
    echo "   MISMATCH: see above"; exit 1; }
