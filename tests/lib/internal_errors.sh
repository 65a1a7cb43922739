#!/bin/sh
# No input reaches an internal error: every test input, fuzz seed and
# regression input, execution test source, example and a batch of generated
# shaders is compiled for every target (with its own ARGS, and again at
# -O0), and none may crash, trip a sanitizer or report PRISM9nnn, whatever
# else it reports (issue 11: "a PRISM9000 reached from user input is a
# defect"). Run by tests/run.sh (make test); by hand:
#
#   sh tests/lib/internal_errors.sh [--brief] BUILD_DIR [GENERATED]   (GENERATED: 60)
#
# One check per file (and one per generated shader); FAIL lines name the
# file and the first line of prism's message. Ends "N passed, N failed".
set -u
[ "${1-}" = --brief ] && shift
B=${1:?usage: internal_errors.sh [--brief] BUILD_DIR [GENERATED]}
GEN=${2:-60}
cd "$(dirname "$0")/../.."
PRISM=$B/prism
[ -x "$PRISM" ] || { echo "FAIL internal-errors: no $PRISM"; echo "0 passed, 1 failed"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-ice.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
mkdir -p "$T/in"

# The execution tests' sources, with the flags of their RUN line.
for t in conformance/tests/*.test; do
    [ -f "$t" ] || continue
    n=${t##*/}; n=${n%.test}
    flags=$(sed -n 's/^# RUN: %dxc_target //p' "$t" | sed 's/ -Fo.*//' | head -n 1)
    { echo "// ARGS: ${flags:--T cs_6_0}"
      awk '/^#--- /{on = ($2 ~ /\.hlsl$/); next} on' "$t"; } >"$T/in/exec_$n.hlsl"
done
# Generated shaders, sizes 1 to 5 (tests/fuzz/gen_hlsl, built plainly), of
# both stages.
if [ "$GEN" -gt 0 ]; then
    if make -s -f tests/fuzz/fuzz.mk gen FB="$B" >"$T/gen.log" 2>&1; then
        s=1
        while [ $s -le "$GEN" ]; do
            "$B/gen_hlsl" "$((s * 7919))" $((s % 5 + 1)) >"$T/in/gen_$s.hlsl"
            # and each stage by name (the seed picks one in three pixel
            # shaders): compute, and pixel shaders with textures, derivatives,
            # discard and early returns; typed resources in both
            if [ $((s % 3)) -eq 0 ]; then
                "$B/gen_hlsl" "$((s * 104729))" $((s % 5 + 1)) ps >"$T/in/gen_ps_$s.hlsl"
                "$B/gen_hlsl" "$((s * 104723))" $((s % 5 + 1)) cs >"$T/in/gen_cs_$s.hlsl"
            fi
            s=$((s + 1))
        done
    else
        echo "FAIL internal-errors [gen_hlsl]: the generator does not build"
        sed 's/^/    /' "$T/gen.log" | head -n 5
    fi
fi

# One input: its ARGS (default cs_6_0), its TARGETS (default all three).
cat >"$T/one.sh" <<'EOF'
T=$1 PRISM=$2 f=$3
args=$(sed -n 's,^// ARGS: ,,p' "$f" | head -n 1)
case $f in tests/diagnostics/*|tests/fuzz/*) ;; *) [ -n "$args" ] || args="-T cs_6_0" ;; esac
want=$(sed -n 's,^// TARGETS: ,,p' "$f" | head -n 1)
tflags=
for tg in ${want:-spirv msl wgsl}; do tflags="$tflags --target $tg"; done
k=$(echo "$f" | tr '/.' '__')
for o in "" -O0; do
    # shellcheck disable=SC2086
    "$PRISM" --verify-ir $args $o $tflags "$f" -Fo "$T/$k.out" >"$T/$k.err" 2>&1 </dev/null
    rc=$?
    rm -f "$T/$k.out" "$T/$k.out".*
    why=
    if [ $rc -ge 128 ]; then why="prism crashed (signal $((rc - 128)))"
    elif grep -q -e 'Sanitizer' -e 'runtime error:' "$T/$k.err"; then why="sanitizer report"
    elif grep -qE '(^|: )error PRISM9[0-9]{3}:' "$T/$k.err"; then why="internal compiler error"
    fi
    if [ -n "$why" ]; then
        echo "FAIL internal-errors [$f$o]: $why"
        grep -m 1 -E 'PRISM9|Sanitizer|runtime error' "$T/$k.err" | sed 's/^/    /'
        exit 0
    fi
done
echo "pass $f"
EOF
{
    for f in tests/shaders/*.hlsl tests/diagnostics/*.hlsl tests/fuzz/regress/* tests/fuzz/corpus/* \
        examples/*.hlsl "$T"/in/*.hlsl; do
        [ -f "$f" ] || continue
        grep -q '^// FUZZ: not a seed' "$f" && continue # too slow for a quick run
        echo "$f"
    done
} | xargs -n 1 -P "${JOBS:-2}" sh "$T/one.sh" "$T" "$PRISM" 2>/dev/null >"$T/results" || :
grep -v '^pass ' "$T/results"
awk '/^pass /{p++} /^FAIL /{f++} END {printf "%d passed, %d failed\n", p, f; exit f > 0}' "$T/results"
