#!/bin/sh
# Scaling: compile time and peak memory of generated shaders of growing size
# (bench/gen_scale.c), and the growth factor per 10x lines, which is 10x when
# the compiler is linear. Where a phase grows by more than 15x per 10x, the
# per-phase times (--time-passes, through bench/inproc) name it.
#
#   bench/scale.sh BUILD_DIR        (run by bench/run.sh; needs BUILD_DIR/bench/*)
#
# Two configurations: prism --target spirv (the front end, the IR passes and
# the SPIR-V writer) over SIZES, and --target all (plus MSL and WGSL, where
# this build has them) over SIZES_ALL (the same sizes by default). A compile that takes longer than CAP
# seconds is stopped, marked "timeout", and the larger sizes of that shape
# are skipped: a super-linear phase must not hold the benchmark for hours.
#
# Environment: SIZES ("1000 10000 100000"), SIZES_ALL (SIZES), SHAPES
# ("funcs straight nesting switch mixed"), CAP (30), CSVOUT
# (bench/results/scale.csv), PEER_MAX (10000): glslang is timed up to this
# many lines (past it, it takes minutes).
set -eu
B=${1:-build}
cd "$(dirname "$0")/.."
PRISM=$B/prism
SIZES=${SIZES:-"1000 10000 100000"}
SIZES_ALL=${SIZES_ALL:-$SIZES}
SHAPES=${SHAPES:-"funcs straight nesting switch mixed"}
CSVOUT=${CSVOUT:-bench/results/scale.csv}
PEER_MAX=${PEER_MAX:-10000}
CAP=${CAP:-30}
export LC_ALL=C
mkdir -p "$(dirname "$CSVOUT")"
for t in "$B/bench/gen_scale" "$B/bench/inproc"; do
    [ -x "$t" ] || { echo "scale: no $t (bench/run.sh builds it)" >&2; exit 2; }
done
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-scale.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM

CONFIGS=spirv
if "$PRISM" -T cs_6_0 -E CSMain --target all examples/compact.hlsl -Fo "$T/probe" >/dev/null 2>&1; then
    CONFIGS="spirv all"
fi

# One compile under the cap: "seconds max-rss-kb", or "timeout".
once() {
    if timeout "$CAP" /usr/bin/time -f '%e %M' -o "$T/time" "$@" >/dev/null 2>&1; then tail -n 1 "$T/time"
    else echo timeout; fi
}
median() { hyperfine -N --style none "$@" --export-csv "$T/h.csv" >/dev/null 2>&1 &&
    awk -F, 'NR == 2 { printf "%.3f", $4 * 1000 }' "$T/h.csv" || echo 0; }

echo "config,shape,lines,prism_ms,prism_inproc_ms,prism_rss_kb,glslang_ms,glslang_rss_kb" >"$CSVOUT"
: >"$T/phases"
for config in $CONFIGS; do
    if [ "$config" = spirv ]; then
        sizes=$SIZES targets="--target spirv --reflect $T/p.json -Fo $T/p.spv" iflag=-spirv
    else
        sizes=$SIZES_ALL targets="--target all --reflect $T/p.json -Fo $T/p" iflag=
    fi
    for shape in $SHAPES; do
        skip=
        for size in $sizes; do
            f=$T/$shape-$size.hlsl
            "$B/bench/gen_scale" "$shape" "$size" >"$f"
            lines=$(wc -l <"$f")
            [ ! -t 2 ] || printf '\rscaling: %s %s %s lines...%20s' "$config" "$shape" "$size" '' >&2
            if [ -n "$skip" ]; then
                echo "$config,$shape,$lines,skipped,-,-,-,-" >>"$CSVOUT"
                continue
            fi
            r=$(once "$PRISM" -T cs_6_0 -E CSMain $targets "$f")
            if [ "$r" = timeout ]; then
                echo "$config,$shape,$lines,timeout,-,-,-,-" >>"$CSVOUT"
                skip=1
                continue
            fi
            secs=${r% *} prss=${r#* }
            # Repeated runs only where one is quick; else the one run counts.
            if awk -v s="$secs" 'BEGIN { exit !(s < 2) }'; then
                if [ "$size" -le 1000 ]; then runs=10 warm=2 iruns=10; else runs=5 warm=1 iruns=3; fi
                p=$(median --warmup $warm -r $runs "$PRISM -T cs_6_0 -E CSMain $targets $f")
            else
                runs=1 iruns=1 p=$(awk -v s="$secs" 'BEGIN { printf "%.1f", s * 1000 }')
            fi
            echo "$f -T cs_6_0 -E CSMain" >"$T/list"
            timeout $((CAP * (iruns + 1))) "$B/bench/inproc" $iflag -n $iruns "$T/list" >"$T/inproc" 2>&1 || true
            ip=$(awk -v f="$f" '$1 == f { print $2 }' "$T/inproc")
            # Phase times: inproc gives each phase's fastest run.
            awk -v c="$config" -v s="$shape" -v l="$lines" -v n=1 '
                /^phase / { on = 1; next } /^total/ { on = 0 }
                on && NF >= 3 { name = $1; for (i = 2; i <= NF - 2; i++) name = name "_" $i
                                printf "%s %s %s %s %.3f\n", c, s, l, name, $(NF - 1) / n }' \
                "$T/inproc" >>"$T/phases"
            g=- grss=-
            if [ "$config" = spirv ] && [ "$size" -le "$PEER_MAX" ]; then
                g=$(median --warmup 0 -r 3 "glslangValidator -D -V --target-env vulkan1.1 -S comp -e CSMain $f -o $T/g.spv")
                gr=$(once glslangValidator -D -V --target-env vulkan1.1 -S comp -e CSMain "$f" -o "$T/g.spv")
                grss=${gr#* }
            fi
            echo "$config,$shape,$lines,$p,${ip:-0},$prss,$g,$grss" >>"$CSVOUT"
        done
    done
done
[ ! -t 2 ] || printf '\r%70s\r' '' >&2

echo "== scaling: generated shaders (bench/gen_scale.c); prism --target spirv, then --target all"
echo "   time = whole-process median; in-proc = libprism median; x = growth per 10x lines (10x is linear);"
echo "   a compile over ${CAP} s is stopped (timeout) and the larger sizes of its shape skipped"
awk -F, '
NR == 1 { next }
{
    key = $1 " " $2
    if (key != last) {
        printf "%-6s %-9s %7s %9s %9s %8s %10s %8s | %7s %8s %7s\n", "target", "shape", "lines", "time ms", "in-proc", "RSS MiB", "glslang ms", "gl MiB", "time x", "in-proc x", "RSS x"
        last = key; pl = 0
    }
    if ($4 == "timeout" || $4 == "skipped") {
        printf "%-6s %-9s %7d %9s\n", $1, $2, $3, $4 == "timeout" ? "timeout" : "(skipped)"; pl = 0; next
    }
    gt = $7 == "-" ? "-" : sprintf("%.1f", $7); gm = $8 == "-" ? "-" : sprintf("%.1f", $8 / 1024)
    tx = "-"; ix = "-"; rx = "-"
    if (pl > 0) {
        k = 10 / ($3 / pl)
        tx = sprintf("%.1fx", $4 / pt * k); rx = sprintf("%.1fx", $6 / pr * k)
        if (pi > 0) ix = sprintf("%.1fx", $5 / pi * k)
    }
    printf "%-6s %-9s %7d %9.1f %9.1f %8.1f %10s %8s | %7s %8s %7s\n", $1, $2, $3, $4, $5, $6 / 1024, gt, gm, tx, ix, rx
    pl = $3; pt = $4; pi = $5; pr = $6
}' "$CSVOUT"

# Phases that grow by more than 15x per 10x lines and, at the larger size,
# weigh at least 10 ms and a tenth of the compile (below that, the noise of a
# busy machine makes factors of small phases meaningless).
echo
echo "phases growing faster than linear (> 15x per 10x lines; >= 10 ms and >= 10% of the compile at the larger size):"
awk '{ t[$1 " " $2 " " $3] += $5 } END { for (k in t) print k, t[k] }' "$T/phases" >"$T/totals"
sort -k1,1 -k2,2 -k4,4 -k3,3n "$T/phases" | awk '
    FILENAME == ARGV[1] { total[$1 " " $2 " " $3] = $4; next }
    { key = $1 " " $2 " " $4
      if (key == lastkey && pl > 0 && $5 >= 10 && $5 >= 0.1 * total[$1 " " $2 " " $3]) {
          x = ($5 / (pm > 0.001 ? pm : 0.001)) * 10 / ($3 / pl)
          if (x > 15) { printf "  %-5s %-9s %-22s %7d -> %7d lines: %9.1f -> %9.1f ms (%.0fx per 10x)\n", $1, $2, $4, pl, $3, pm, $5, x; found++ }
      }
      lastkey = key; pl = $3; pm = $5 }
    END { if (!found) print "  none" }' "$T/totals" -
grep -q ',timeout,' "$CSVOUT" && echo "timeouts: $(grep ',timeout,' "$CSVOUT" | cut -d, -f1-3 | tr '\n' ' ')" || true
