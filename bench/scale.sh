#!/bin/sh
# Scaling: compile time and peak memory of generated shaders of growing size
# (bench/gen_scale.c), and the growth factor per 10x lines, which is 10x when
# the compiler is linear. Where a size grows by more than 15x per 10x, the
# per-phase times (--time-passes, through bench/inproc) say which phase.
#
#   bench/scale.sh BUILD_DIR        (run by bench/run.sh; needs BUILD_DIR/bench/*)
#
# Environment: SIZES ("1000 10000 100000"), SHAPES ("funcs straight nesting
# switch mixed"), CSVOUT (bench/results/scale.csv), PEER_MAX (10000): glslang
# is timed up to this many lines (past it, it takes minutes).
set -eu
B=${1:-build}
cd "$(dirname "$0")/.."
PRISM=$B/prism
SIZES=${SIZES:-"1000 10000 100000"}
SHAPES=${SHAPES:-"funcs straight nesting switch mixed"}
CSVOUT=${CSVOUT:-bench/results/scale.csv}
PEER_MAX=${PEER_MAX:-10000}
export LC_ALL=C
mkdir -p "$(dirname "$CSVOUT")"
for t in "$B/bench/gen_scale" "$B/bench/inproc"; do
    [ -x "$t" ] || { echo "scale: no $t (bench/run.sh builds it)" >&2; exit 2; }
done
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-scale.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM

if "$PRISM" -T cs_6_0 -E CSMain --target all examples/compact.hlsl -Fo "$T/probe" >/dev/null 2>&1; then
    TARGETS="--target all --reflect $T/p.json -Fo $T/p" DESC="all targets + reflection"
else
    TARGETS="--target spirv --reflect $T/p.json -Fo $T/p.spv" DESC="SPIR-V + reflection (no MSL/WGSL in this build)"
fi

rss() { /usr/bin/time -f %M -o "$T/rss" "$@" >/dev/null 2>&1 || echo 0 >"$T/rss"; tail -n 1 "$T/rss"; }
median() { hyperfine -N --style none "$@" --export-csv "$T/h.csv" >/dev/null 2>&1 &&
    awk -F, 'NR == 2 { printf "%.3f", $4 * 1000 }' "$T/h.csv" || echo 0; }

echo "shape,lines,prism_ms,prism_inproc_ms,prism_rss_kb,glslang_ms,glslang_rss_kb" >"$CSVOUT"
: >"$T/phases"
for shape in $SHAPES; do
    for size in $SIZES; do
        [ ! -t 2 ] || printf '\rscaling: %s %s lines...%20s' "$shape" "$size" '' >&2
        f=$T/$shape-$size.hlsl
        "$B/bench/gen_scale" "$shape" "$size" >"$f"
        lines=$(wc -l <"$f")
        if [ "$size" -le 1000 ]; then runs=10 warm=2 iruns=10
        elif [ "$size" -le 10000 ]; then runs=5 warm=1 iruns=5
        else runs=3 warm=0 iruns=1; fi
        p=$(median --warmup $warm -r $runs "$PRISM -T cs_6_0 -E CSMain $TARGETS $f")
        prss=$(rss "$PRISM" -T cs_6_0 -E CSMain $TARGETS "$f")
        echo "$f -T cs_6_0 -E CSMain" >"$T/list"
        "$B/bench/inproc" -n $iruns "$T/list" >"$T/inproc" 2>&1 || true
        ip=$(awk -v f="$f" '$1 == f { print $2 }' "$T/inproc")
        # Phase times per run: the inproc table sums them over its runs.
        awk -v s="$shape" -v l="$lines" -v n=$iruns '
            /^phase / { on = 1; next } /^total/ { on = 0 }
            on && NF >= 3 { name = $1; for (i = 2; i <= NF - 2; i++) name = name "_" $i; printf "%s %s %s %.3f\n", s, l, name, $(NF - 1) / n }' \
            "$T/inproc" >>"$T/phases"
        g=- grss=-
        if [ "$size" -le "$PEER_MAX" ]; then
            g=$(median --warmup 0 -r 3 "glslangValidator -D -V --target-env vulkan1.1 -S comp -e CSMain $f -o $T/g.spv")
            grss=$(rss glslangValidator -D -V --target-env vulkan1.1 -S comp -e CSMain "$f" -o "$T/g.spv")
        fi
        echo "$shape,$lines,$p,$ip,$prss,$g,$grss" >>"$CSVOUT"
    done
done
[ ! -t 2 ] || printf '\r%60s\r' '' >&2

echo "== scaling: generated shaders (bench/gen_scale.c), prism $DESC"
echo "   time = whole-process median; in-proc = libprism median; x = growth per 10x lines (10x is linear)"
awk -F, '
NR == 1 { next }
{
    if ($1 != last) { printf "%-9s %7s %9s %9s %8s %10s %8s | %7s %8s %7s\n", "shape", "lines", "time ms", "in-proc", "RSS MiB", "glslang ms", "gl MiB", "time x", "in-proc x", "RSS x"; last = $1; pl = 0 }
    gt = $6 == "-" ? "-" : sprintf("%.1f", $6); gm = $7 == "-" ? "-" : sprintf("%.1f", $7 / 1024)
    tx = "-"; ix = "-"; rx = "-"
    if (pl > 0) { k = 10 / ($2 / pl); tx = sprintf("%.1fx", $3 / pt * k); ix = sprintf("%.1fx", $4 / pi * k); rx = sprintf("%.1fx", $5 / pr * k) }
    printf "%-9s %7d %9.1f %9.1f %8.1f %10s %8s | %7s %8s %7s\n", $1, $2, $3, $4, $5 / 1024, gt, gm, tx, ix, rx
    pl = $2; pt = $3; pi = $4; pr = $5
}' "$CSVOUT"

# Phases that grow by more than 15x per 10x lines and weigh at least 10 ms
# at the larger size.
echo
echo "phases growing faster than linear (> 15x per 10x lines, >= 10 ms):"
sort -k1,1 -k3,3 -k2,2n "$T/phases" | awk '
    { key = $1 " " $3
      if (key == lastkey && pl > 0 && $4 >= 10) {
          x = ($4 / (pm > 0.001 ? pm : 0.001)) * 10 / ($2 / pl)
          if (x > 15) { printf "  %-9s %-24s %7d -> %7d lines: %9.1f -> %9.1f ms (%.0fx per 10x)\n", $1, $3, pl, $2, pm, $4, x; found++ }
      }
      lastkey = key; pl = $2; pm = $4 }
    END { if (!found) print "  none" }'
