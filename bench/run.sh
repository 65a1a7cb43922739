#!/bin/sh
# Prism's benchmarks against the compilers a user would otherwise pick, on the
# same inputs in the same run (`make bench`; docs/performance.md):
#
#   bench/run.sh BUILD_DIR
#
# 1. whole-process compile time (hyperfine, median): prism --target spirv,
#    prism --target all --reflect (SPIR-V + MSL + WGSL + reflection; where
#    MSL/WGSL are not built yet it measures SPIR-V + reflection and says so),
#    glslangValidator -D -V, and glslangValidator + spirv-cross --msl
#    (MSL 2.4, as Prism emits; the sum of the two medians);
# 2. peak memory (max RSS, GNU time) of the same commands;
# 3. output size: SPIR-V bytes (as emitted and with debug names stripped)
#    against glslang's; MSL and WGSL characters against spirv-cross's MSL;
# 4. in-process time per phase through libprism (bench/inproc.c);
# 5. scaling with generated shaders of 1k, 10k, 100k lines (bench/scale.sh);
# 6. a permutation build: 256 -D permutations of bench/corpus/uber_post.hlsl
#    as one prism --jobs list, as 256 prism processes and as 256 glslang
#    processes on 2 cores (bench/permutations.sh).
#
# Over the corpus: examples/, the tests/shaders that glslang also accepts,
# and bench/corpus/. Ratios are peer / Prism: larger is better for Prism.
# Writes bench/results/bench-DATE.csv, phases-DATE.csv, scale-DATE.csv and
# summary-DATE.txt (the printed report), and links *-latest to them.
#
# Environment: RUNS (20) timed runs per command, BIG_RUNS (10) for shaders of
# 300 lines or more, WARMUP (3), SCALE=0 skips the scaling part (SIZES,
# SIZES_ALL, SHAPES and CAP are bench/scale.sh's), FILES="a b"
# benchmarks only those shaders, QUICK=1 is the smoke run (`make bench-smoke`:
# examples/compact.hlsl, 3 runs, scaling at 1k lines only) that checks the
# harness works and ends with "N passed, N failed". No time is ever asserted.
# PRISM_LIBS: what the helper programs link after libprism.a (the Makefile
# passes its LIBS: SPIRV-Tools and libstdc++ when the build has them).
set -eu
B=${1:-build}
cd "$(dirname "$0")/.."
PRISM=$B/prism
QUICK=${QUICK:-}
if [ -n "$QUICK" ]; then
    RUNS=3 BIG_RUNS=3 WARMUP=1 FILES=${FILES:-examples/compact.hlsl}
fi
RUNS=${RUNS:-20} BIG_RUNS=${BIG_RUNS:-10} WARMUP=${WARMUP:-3} SCALE=${SCALE:-1} FILES=${FILES:-}
export LC_ALL=C

passed=0 failed=0
status() { if "$@"; then echo 0; else echo 1; fi; }
check() { # check NAME CONDITION-STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); [ -z "$QUICK" ] || echo "ok $1"
    else failed=$((failed + 1)); echo "FAIL $1"; fi
}

if [ ! -x "$PRISM" ] || [ ! -f "$B/libprism.a" ]; then
    echo "bench: no $PRISM or $B/libprism.a (run make first)" >&2
    [ -z "$QUICK" ] || echo "0 passed, 1 failed"
    exit 1
fi
for tool in hyperfine glslangValidator spirv-cross spirv-val spirv-opt cc; do
    command -v $tool >/dev/null || { echo "bench: no $tool; run make deps" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "bench: no /usr/bin/time (Debian package time); run make deps" >&2; exit 2; }

R=bench/results
mkdir -p "$R" "$B/bench"
stamp=$(date -u +%Y%m%d-%H%M%S)
[ -z "$QUICK" ] || stamp=smoke
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-bench.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
CSV=$R/bench-$stamp.csv SUMMARY=$R/summary-$stamp.txt

# The helper programs, rebuilt when their source or the library is newer.
build_tool() {
    if [ ! -x "$B/bench/$1" ] || [ "bench/$1.c" -nt "$B/bench/$1" ] || [ "$B/libprism.a" -nt "$B/bench/$1" ]; then
        ${CC:-cc} -std=c11 -O2 -Wall -Wextra -Werror -Wno-unused-parameter -D_POSIX_C_SOURCE=200809L \
            -o "$B/bench/$1" "bench/$1.c" ${2:-} "$B/libprism.a" ${PRISM_LIBS:--lm}
    fi
}
build_tool inproc "$B/obj/driver/args.o $B/obj/driver/args_spirv.o" # the driver's flags
build_tool gen_scale
check "build bench/inproc and bench/gen_scale" 0

# Whether this build has every target: a compile of the demo shader says.
if "$PRISM" -T cs_6_0 -E CSMain --target all examples/compact.hlsl -Fo "$T/probe" >/dev/null 2>"$T/probe.err"; then
    ALL=1 ALLDESC="--target all --reflect (SPIR-V + MSL + WGSL + reflection)"
    ALLCMD="--target all --reflect $T/p.json -Fo $T/p"
else
    ALL=0 ALLDESC="--target spirv --reflect: MSL and WGSL not in this build ($(grep -o 'PRISM[0-9]*' "$T/probe.err" | head -n 1))"
    ALLCMD="--target spirv --reflect $T/p.json -Fo $T/p.spv"
fi

# ---------------------------------------------------------------- the corpus
# One line per shader: path|prism options|glslang options. SPIR-V for
# Vulkan 1.1 on both sides (glslang 12 marks storage buffers BufferBlock,
# which SPIR-V 1.4+ forbids) unless a test shader asks for its own env.
entry_of() { # "ENTRY STAGE": the -E of ARGS (stage from its -T), else the
    # first function marked [shader("compute"|"vertex"|"pixel")], else CSMain,
    # VSMain, PSMain or main if the file defines one (a compute shader)
    awk -v args="$2" '
    function fn_name(line,   m) {
        if (match(line, /^[A-Za-z_][A-Za-z_0-9<>, ]*[ \t]+[A-Za-z_][A-Za-z_0-9]*[ \t]*\(/)) {
            m = substr(line, RSTART, RLENGTH); sub(/[ \t]*\($/, "", m); sub(/.*[ \t]/, "", m); return m
        }
        return ""
    }
    BEGIN {
        if (match(args, /-E *[A-Za-z_0-9]+/)) { e = substr(args, RSTART, RLENGTH); sub(/-E */, "", e) }
        st = args ~ /-T *vs_/ ? "vertex" : args ~ /-T *ps_/ ? "pixel" : "compute"
    }
    match($0, /\[shader\("(compute|vertex|pixel)"\)\]/) { want = substr($0, RSTART + 9, RLENGTH - 12) }
    want != "" && (n = fn_name($0)) != "" { marked[n] = want; if (first == "") first = n; want = "" }
    { n = fn_name($0); if (n ~ /^(CSMain|VSMain|PSMain|main)$/ && guess == "") guess = n }
    END {
        if (e == "") e = first != "" ? first : guess != "" ? guess : "main"
        if (e in marked) st = marked[e]
        else if (e == "VSMain") st = "vertex"
        else if (e == "PSMain") st = "pixel"
        print e, st
    }' "$1"
}
list_corpus() {
    if [ -n "$FILES" ]; then set -- $FILES
    else set -- examples/*.hlsl bench/corpus/*.hlsl tests/shaders/*.hlsl; fi
    for f; do
        [ -f "$f" ] || continue
        args=$(sed -n 's|^// ARGS: *||p' "$f" | head -n 1)
        es=$(entry_of "$f" "$args")
        e=${es% *} stage=${es#* }
        case $stage in vertex) T=vs_6_0 S=vert ;; pixel) T=ps_6_0 S=frag ;; *) T=cs_6_0 S=comp ;; esac
        pa=$(printf '%s\n' "$args" | sed 's/-E *[A-Za-z_0-9]*//')
        case $pa in *-T*) ;; *) pa="-T $T $pa" ;; esac
        case $pa in *-fspv-target-env*) ;; *) pa="$pa -fspv-target-env=vulkan1.1" ;; esac
        ga="-D -V --target-env vulkan1.1 -S $S -e $e"
        set -f
        prev=
        for a in $args; do
            case $prev in -D) ga="$ga -D$a" ;; esac
            case $a in -enable-16bit-types) ga="$ga --hlsl-enable-16bit-types" ;; esac
            prev=$a
        done
        set +f
        echo "$f|$(echo $pa) -E $e|$ga"
    done
}

# spirv-val's environment for prism's -fspv-target-env (as tests/lib/check.sh:
# this spirv-val knows Vulkan 1.3 at most), and the layout flags the
# reflection says the module needs.
val_env() {
    e=$(echo "$1" | sed -n 's/.*-fspv-target-env=\([a-z0-9.]*\).*/\1/p')
    case ${e:-vulkan1.2} in
    vulkan1.1spirv1.4) echo vulkan1.1spv1.4 ;;
    vulkan1.4) echo vulkan1.3 ;;
    universal1.5) echo spv1.5 ;;
    *) echo "${e:-vulkan1.2}" ;;
    esac
}
val_flags() {
    grep -q '"scalarBlockLayout"' "$1" && printf ' --scalar-block-layout'
    grep -q '"uniformBufferStandardLayout"' "$1" && printf ' --uniform-buffer-standard-layout'
    grep -q '"VK_KHR_relaxed_block_layout"' "$1" && printf ' --relax-block-layout'
    true
}

# Keeps the shaders both compilers take, with valid SPIR-V from both.
: >"$T/corpus" ; : >"$T/left-out"
list_corpus | while IFS='|' read -r f pa ga; do
    why=
    if ! glslangValidator $ga "$f" -o "$T/g.spv" >"$T/log" 2>&1; then why="glslang rejects it"
    elif ! spirv-val --target-env vulkan1.1 "$T/g.spv" >"$T/log" 2>&1; then why="glslang's SPIR-V fails spirv-val"
    elif ! spirv-cross --msl --msl-version 20400 "$T/g.spv" --output "$T/g.metal" >"$T/log" 2>&1; then
        why="spirv-cross --msl fails on glslang's SPIR-V: $(head -n 1 "$T/log")"
    elif ! $PRISM $pa --target spirv -Fo "$T/p.spv" "$f" >"$T/log" 2>&1 &&
         ! { case $pa in *-fspv-target-env=vulkan1.1\ *) ;; *) false ;; esac &&
             pa=$(echo "$pa" | sed 's/ -fspv-target-env=vulkan1.1 / /') &&
             $PRISM $pa --target spirv -Fo "$T/p.spv" "$f" >"$T/log" 2>&1; }; then
        # (a shader whose inline SPIR-V needs a newer SPIR-V than the
        # Vulkan 1.1 the corpus asks for is compiled at Prism's default)
        why="PRISM FAILS: $(head -n 1 "$T/log")"
    elif ! $PRISM $pa --target spirv --reflect "$T/p.json" -Fo "$T/p.spv" "$f" >"$T/log" 2>&1 ||
         ! spirv-val --target-env "$(val_env "$pa")" $(val_flags "$T/p.json") "$T/p.spv" >"$T/log" 2>&1; then
        why="PRISM's SPIR-V FAILS spirv-val: $(head -n 1 "$T/log")"
    fi
    # A shader one of the text targets cannot express (a texel buffer in
    # WGSL, a double in MSL) says so with an error: not a Prism failure.
    if [ -z "$why" ] && [ "$ALL" = 1 ] && ! $PRISM $pa $ALLCMD "$f" >"$T/log" 2>&1; then
        why="prism --target all: $(grep -o 'error PRISM[0-9]*: [^;]*' "$T/log" | head -n 1)"
    fi
    if [ -n "$why" ]; then echo "$f: $why" >>"$T/left-out"; else echo "$f|$pa|$ga" >>"$T/corpus"; fi
done
ncorpus=$(wc -l <"$T/corpus")
check "corpus: $ncorpus shaders" "$(status [ "$ncorpus" -gt 0 ])"

# ---------------------------------------------------------------- measure
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
rss() { /usr/bin/time -f %M -o "$T/rss" "$@" >/dev/null 2>&1 || echo 0 >"$T/rss"; tail -n 1 "$T/rss"; }
median_of() { awk -F, -v n="$1" '$1 == n { printf "%.4f", $4 * 1000 }' "$T/h.csv"; }
# CPU time (user + system, hyperfine's means): less moved than wall time by
# other work on a loaded machine, so a second view of the same runs.
cpu_of() { awk -F, -v n="$1" '$1 == n { printf "%.4f", ($5 + $6) * 1000 }' "$T/h.csv"; }

echo "file,lines,runs,prism_spirv_ms,prism_all_ms,glslang_ms,spirv_cross_ms,glslang_msl_ms,prism_spirv_rss_kb,prism_all_rss_kb,glslang_rss_kb,spirv_cross_rss_kb,prism_spv_bytes,glslang_spv_bytes,prism_spv_stripped,glslang_spv_stripped,prism_msl_chars,prism_wgsl_chars,spirv_cross_msl_chars,all_targets,prism_all_cpu_ms,glslang_cpu_ms" >"$CSV"
i=0
while IFS='|' read -r f pa ga; do
    i=$((i + 1))
    lines=$(wc -l <"$f")
    runs=$RUNS
    [ "$lines" -lt 300 ] || runs=$BIG_RUNS
    [ ! -t 2 ] || printf '\r[%d/%d] %-60s' "$i" "$ncorpus" "$f" >&2
    rm -f "$T"/p.* "$T"/g.*
    # Outputs first (spirv-cross reads glslang's), then sizes and memory.
    prss=$(rss $PRISM $pa --target spirv -Fo "$T/p.spv" "$f")
    arss=$(rss $PRISM $pa $ALLCMD "$f")
    grss=$(rss glslangValidator $ga "$f" -o "$T/g.spv")
    srss=$(rss spirv-cross --msl --msl-version 20400 "$T/g.spv" --output "$T/g.metal")
    spirv-opt --strip-debug "$T/p.spv" -o "$T/ps.spv" 2>/dev/null || cp "$T/p.spv" "$T/ps.spv"
    spirv-opt --strip-debug "$T/g.spv" -o "$T/gs.spv" 2>/dev/null || cp "$T/g.spv" "$T/gs.spv"
    size() { if [ -f "$1" ]; then wc -c <"$1"; else echo 0; fi; }
    hyperfine -N --style none --warmup "$WARMUP" -r "$runs" --export-csv "$T/h.csv" \
        -n spv "$PRISM $pa --target spirv -Fo $T/p.spv $f" \
        -n all "$PRISM $pa $ALLCMD $f" \
        -n glslang "glslangValidator $ga $f -o $T/g.spv" \
        -n spvc "spirv-cross --msl --msl-version 20400 $T/g.spv --output $T/g.metal" >/dev/null 2>"$T/hf.err" || {
        echo "hyperfine failed on $f: $(head -n 3 "$T/hf.err")" >&2; continue; }
    s=$(median_of spv) a=$(median_of all) g=$(median_of glslang) c=$(median_of spvc)
    gm=$(awk -v g="$g" -v c="$c" 'BEGIN { printf "%.4f", g + c }')
    echo "$f,$lines,$runs,$s,$a,$g,$c,$gm,$prss,$arss,$grss,$srss,$(size "$T/p.spv"),$(size "$T/g.spv"),$(size "$T/ps.spv"),$(size "$T/gs.spv"),$(size "$T/p.metal"),$(size "$T/p.wgsl"),$(size "$T/g.metal"),$ALL,$(cpu_of all),$(cpu_of glslang)" >>"$CSV"
done <"$T/corpus"
[ ! -t 2 ] || printf '\r%78s\r' '' >&2
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
nrows=$(($(wc -l <"$CSV") - 1))
check "timed $nrows of $ncorpus shaders (hyperfine medians in $CSV)" "$(status [ "$nrows" -eq "$ncorpus" ])"

# ---------------------------------------------------------------- report
{
cpu=$(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo | head -n 1)
echo "Prism benchmark ($("$PRISM" --version 2>/dev/null | head -n 1)), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: ${cpu:-unknown CPU}, $(getconf _NPROCESSORS_ONLN) CPUs, $(uname -sr)"
echo "load average before/after: $load_before / $load_after (other work on the machine makes times noisy)"
echo "peers: $(glslangValidator --version 2>/dev/null | sed -n 's/^Glslang Version: *//p' | head -n 1 | sed 's/^/glslang /'), spirv-cross $(dpkg-query -W -f '${Version}' spirv-cross 2>/dev/null || echo '?')"
echo "prism all = prism $ALLDESC"
echo "whole-process medians of $RUNS runs ($BIG_RUNS for shaders of 300+ lines) after $WARMUP warm-up; ratio = peer / Prism (larger is better for Prism)"
echo
awk -F, -v all="$ALL" '
function r(a, b) { return b > 0 ? sprintf("%.1fx", a / b) : "-" }
function row(name, n, l, s, a, g, c, gm, pr, ar, gr, sr, ps, gs, pss, gss, pm, pw, cm) {
    printf "%-34s %5s %7.2f %7.2f %8.2f %8.2f %6s %6s %7s | %6.1f %6.1f %6.1f %6.1f\n", name, l, s, a, g, gm, r(g, s), r(g, a), r(gm, a), pr / 1024, ar / 1024, gr / 1024, sr / 1024
}
NR == 1 { next }
{
    f = $1
    grp = f ~ /^tests\/shaders\// ? "tests/shaders (" : ""
    if (grp == "") {
        order[++n] = f
        L[f] = $2; S[f] = $4; A[f] = $5; G[f] = $6; C[f] = $7; GM[f] = $8
        PR[f] = $9; AR[f] = $10; GR[f] = $11; SR[f] = $12
    } else {
        tn++; tL += $2; tS += $4; tA += $5; tG += $6; tGM += $8
        if ($9 > tPR) tPR = $9; if ($10 > tAR) tAR = $10; if ($11 > tGR) tGR = $11; if ($12 > tSR) tSR = $12
    }
    # Whole corpus: sums of medians, max RSS, geometric mean of the ratios.
    aL += $2; aS += $4; aA += $5; aG += $6; aGM += $8; cnt++
    if ($9 > aPR) aPR = $9; if ($10 > aAR) aAR = $10; if ($11 > aGR) aGR = $11; if ($12 > aSR) aSR = $12
    if ($4 > 0 && $5 > 0) { lg1 += log($6 / $4); lg2 += log($6 / $5); lg3 += log($8 / $5) }
    if ($21 > 0 && $22 > 0) { lgc += log($22 / $21); ccnt++ }
    # The issue-15 view: all targets against glslang SPIR-V alone, for
    # examples/compact.hlsl and each bench/corpus shader (wall and CPU).
    if (f == "examples/compact.hlsl" || f ~ /^bench\/corpus\//)
        IS[++ni] = sprintf("%-34s %8s %8s", f, r($6, $5), $21 > 0 ? r($22, $21) : "-")
    sP += $13; sG += $14; sPs += $15; sGs += $16; sM += $17; sW += $18; sC += $19
    if ($15 <= $16) smaller++
    SZ[NR] = sprintf("%-34s %8d %8d %6s %8d %8d %6s %8d %8d %8d", f, $13, $14, r($14, $13), $15, $16, r($16, $15), $17, $18, $19)
}
END {
    printf "%-34s %5s %7s %7s %8s %8s %6s %6s %7s | %6s %6s %6s %6s\n", "compile time (ms), peak RSS (MiB)", "lines", "prism", "prism", "glslang", "glslang", "gl/", "gl/", "gl+sc/", "prism", "prism", "glslang", "spirv-"
    printf "%-34s %5s %7s %7s %8s %8s %6s %6s %7s | %6s %6s %6s %6s\n", "", "", "spirv", "all", "", "+sc msl", "spirv", "all", "all", "spirv", "all", "", "cross"
    for (k = 1; k <= n; k++) { f = order[k]; row(f, 1, L[f], S[f], A[f], G[f], C[f], GM[f], PR[f], AR[f], GR[f], SR[f]) }
    if (tn) row("tests/shaders (" tn " files, summed)", tn, tL, tS, tA, tG, 0, tGM, tPR, tAR, tGR, tSR)
    row("whole corpus (" cnt " files, summed)", cnt, aL, aS, aA, aG, 0, aGM, aPR, aAR, aGR, aSR)
    if (cnt) printf "geometric mean of the per-shader ratios: glslang/prism-spirv %.1fx, glslang/prism-all %.1fx, (glslang+spirv-cross)/prism-all %.1fx\n", exp(lg1 / cnt), exp(lg2 / cnt), exp(lg3 / cnt)
    if (ccnt) printf "CPU time (user + system) instead of wall time: geometric mean glslang/prism-all %.1fx\n", exp(lgc / ccnt)
    if (ni) {
        printf "%-34s %8s %8s\n", "glslang spirv / prism all", "wall", "cpu"
        for (k = 1; k <= ni; k++) print IS[k]
    }
    print ""
    printf "%-34s %8s %8s %6s %8s %8s %6s %8s %8s %8s\n", "output size (bytes)", "prism", "glslang", "gl/", "prism", "glslang", "gl/", "prism", "prism", "spirv-"
    printf "%-34s %8s %8s %6s %8s %8s %6s %8s %8s %8s\n", "", "spv", "spv", "prism", "stripped", "stripped", "prism", "msl", "wgsl", "cross msl"
    for (k = 2; k <= NR; k++) if ((k in SZ) && SZ[k] !~ /^tests\/shaders\//) print SZ[k]
    printf "%-34s %8d %8d %6s %8d %8d %6s %8d %8d %8d\n", "whole corpus (" cnt " files)", sP, sG, r(sG, sP), sPs, sGs, r(sGs, sPs), sM, sW, sC
    printf "Prism SPIR-V (debug names stripped) no larger than glslang'"'"'s for %d of %d shaders\n", smaller, cnt
    if (all == 0) print "MSL/WGSL sizes are 0: this build has no MSL or WGSL backend yet"
}' "$CSV"
if [ -s "$T/left-out" ]; then
    echo
    echo "left out of the corpus ($(wc -l <"$T/left-out")):"
    sed 's/^/  /' "$T/left-out"
fi
} >"$SUMMARY"
cat "$SUMMARY"
check "Prism compiles every shader glslang takes" "$(status test -z "$(grep -E "PRISM FAILS|PRISM's SPIR-V FAILS" "$T/left-out")")"

# ---------------------------------------------------------------- in process
echo
echo "== in-process time through libprism, per phase (bench/inproc.c)"
cut -d'|' -f1,2 "$T/corpus" | tr '|' ' ' >"$T/inproc.list"
n=$RUNS
rc=0
"$B/bench/inproc" -n "$n" -csv "$R/phases-$stamp.csv" "$T/inproc.list" >"$T/inproc.out" 2>"$T/inproc.err" || rc=$?
cat "$T/inproc.err"
# The per-shader lines of the corpus's own shaders, and the phase table.
grep -v '^tests/shaders/' "$T/inproc.out" | tee -a "$SUMMARY"
check "in-process run (bench/inproc)" "$rc"

# ---------------------------------------------------------------- scaling
if [ "$SCALE" != 0 ]; then
    echo | tee -a "$SUMMARY"
    if [ -n "$QUICK" ]; then export SIZES=1000 SIZES_ALL=1000 SHAPES=mixed; fi
    CSVOUT="$R/scale-$stamp.csv" sh bench/scale.sh "$B" | tee -a "$SUMMARY"
    check "scaling run (bench/scale.sh)" "$(status [ -s "$R/scale-$stamp.csv" ])"
fi

# ---------------------------------------------------------------- permutations
echo | tee -a "$SUMMARY"
rc=0
sh bench/permutations.sh "$B" >"$T/perm.out" 2>&1 || rc=$?
tee -a "$SUMMARY" <"$T/perm.out"
check "permutation build (bench/permutations.sh)" "$rc"

for k in bench summary phases scale; do
    [ -z "$QUICK" ] || break
    [ -f "$R/$k-$stamp.$([ $k = summary ] && echo txt || echo csv)" ] || continue
    ext=$([ $k = summary ] && echo txt || echo csv)
    ln -sf "$k-$stamp.$ext" "$R/$k-latest.$ext"
done
echo
echo "results: $CSV, $SUMMARY"
if [ -n "$QUICK" ]; then
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
fi
