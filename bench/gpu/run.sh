#!/bin/sh
# GPU run time of Prism's and glslang's code for the same HLSL (`make bench-gpu`;
# docs/performance.md says how to run it on a GPU machine):
#
#   bench/gpu/run.sh BUILD_DIR
#
# Compiles the four kernels with both compilers (SPIR-V for Vulkan 1.1, both
# checked by spirv-val), builds bench/gpu/vkbench.c and runs it: the median
# of several runs per kernel, timed with timestamp queries, elements/s and
# the ratio. Environment: GPU_SMALL=1 runs 2^16 elements, 3 runs (a CPU
# driver such as lavapipe: a test of the harness, not a measure);
# LOG2 (26) and RUNS (7) set the size and runs otherwise; DEVICE picks a
# Vulkan device by index. Writes bench/results/gpu-DATE.txt.
set -eu
B=${1:-build}
cd "$(dirname "$0")/../.."
PRISM=$B/prism
if [ -n "${GPU_SMALL:-}" ]; then LOG2=${LOG2:-16} RUNS=${RUNS:-3}; else LOG2=${LOG2:-26} RUNS=${RUNS:-7}; fi
O=$B/bench/gpu
mkdir -p "$O" bench/results
for tool in glslangValidator spirv-val; do
    command -v $tool >/dev/null || { echo "bench-gpu: no $tool; run make deps" >&2; exit 2; }
done
[ -x "$PRISM" ] || { echo "bench-gpu: no $PRISM (run make first)" >&2; exit 2; }

# kernel name, HLSL source (entry CSMain in each)
for k in compact:examples/compact.hlsl groupsum:bench/gpu/shaders/groupsum.hlsl \
         scan:bench/gpu/shaders/scan.hlsl bitonic:bench/corpus/bitonic_sort.hlsl; do
    name=${k%%:*} src=${k#*:}
    "$PRISM" -T cs_6_0 -E CSMain -fspv-target-env=vulkan1.1 --target spirv "$src" -Fo "$O/$name.prism.spv"
    # The define works around glslang's inclusive WavePrefixSum (scan.hlsl says more).
    glslangValidator -D -V --target-env vulkan1.1 -S comp -e CSMain -DGLSLANG_INCLUSIVE_PREFIX_SUM \
        "$src" -o "$O/$name.glslang.spv" >/dev/null
    for c in prism glslang; do
        spirv-val --target-env vulkan1.1 "$O/$name.$c.spv"
    done
done

if [ ! -x "$O/vkbench" ] || [ bench/gpu/vkbench.c -nt "$O/vkbench" ]; then
    ${CC:-cc} -std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -o "$O/vkbench" bench/gpu/vkbench.c -lvulkan
fi
out=bench/results/gpu-$(date -u +%Y%m%d-%H%M%S).txt
{
    echo "Prism GPU benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $("$PRISM" --version | head -n 1), $(glslangValidator --version | sed -n 's/^Glslang Version: */glslang /p' | head -n 1)"
    "$O/vkbench" -log2 "$LOG2" -runs "$RUNS" -device "${DEVICE:-0}" "$O"
} | tee "$out"
