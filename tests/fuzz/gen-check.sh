#!/bin/sh
# The generator's rule: every shader tests/fuzz/gen_hlsl writes compiles, on
# every target this build has, and every output validates.
#
#   tests/fuzz/gen-check.sh BUILD_DIR [COUNT [FIRST_SEED [SIZE]]]   (100, 1, 3)
#
# For each seed: gen_hlsl SEED SIZE > shader; BUILD_DIR/prism --verify-ir
# (with the shader's own ARGS line, every 4th seed also -O0) must exit 0; each
# SPIR-V module must pass spirv-val for its environment. Then, when they are
# built, the shaders go through build-fuzz/fuzz_compile (ASan, UBSan, and
# SPIRV-Tools' validator in process: libspirv.h). The MSL and WGSL outputs are
# validated in one batch per target by conformance/msl/check.sh and
# conformance/wgsl/check.mjs, where those checkers exist (a note otherwise).
# A failing shader is kept in build-fuzz/gen-failures/ with prism's messages.
# Ends with "N passed, N failed" (one test per seed, one per batch check).
set -u
[ $# -ge 1 ] || { echo "usage: tests/fuzz/gen-check.sh BUILD_DIR [COUNT [FIRST [SIZE]]]" >&2; exit 2; }
B=$1 count=${2:-100} first=${3:-1} size=${4:-3}
cd "$(dirname "$0")/../.."
FB=${FB:-build-fuzz}
GEN=$FB/gen_hlsl
make -s -f tests/fuzz/fuzz.mk gen FB="$FB" >/dev/null || exit 2 # rebuilt when its sources changed
[ -x "$B/prism" ] || { echo "FAIL gen-check: no $B/prism"; echo "0 passed, 1 failed"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/prism-gen.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
mkdir -p "$T/src" "$T/msl" "$T/wgsl" "$FB/gen-failures"
passed=0 failed=0

# The targets this build has (a backend not built answers PRISM6005).
targets=spirv
for tg in msl wgsl; do
    "$B/prism" -T cs_6_0 -E CSMain --target $tg examples/compact.hlsl -Fo "$T/probe" 2>"$T/probe.err" || :
    grep -q PRISM6005 "$T/probe.err" || targets="$targets $tg"
done
tflags=
for tg in $targets; do tflags="$tflags --target $tg"; done

fail() { # SEED WHY
    failed=$((failed + 1))
    cp "$T/src/g$1.hlsl" "$FB/gen-failures/gen_$1_$size.hlsl"
    echo "FAIL gen $1 (size $size): $2 (kept as $FB/gen-failures/gen_$1_$size.hlsl)"
    sed 's/^/    /' "$T/err" | head -n 5
}

seed=$first
last=$((first + count - 1))
while [ "$seed" -le "$last" ]; do
    f=$T/src/g$seed.hlsl
    "$GEN" "$seed" "$size" >"$f"
    args=$(sed -n 's,^// ARGS: ,,p' "$f" | head -n 1)
    # the shader's own targets (gen_hlsl's TARGETS line), of those built
    want=$(sed -n 's,^// TARGETS: ,,p' "$f" | head -n 1)
    stflags= stargets=
    for tg in $targets; do
        case " ${want:-$targets} " in *" $tg "*) stflags="$stflags --target $tg" stargets="$stargets $tg" ;; esac
    done
    [ $((seed % 4)) -eq 0 ] && args="$args -O0"
    env=vulkan1.2
    case $args in *vulkan1.1*) env=vulkan1.1 ;; *vulkan1.3*) env=vulkan1.3 ;; esac
    out=$T/out$seed
    # shellcheck disable=SC2086
    if ! "$B/prism" --verify-ir $args $stflags "$f" -Fo "$out" >"$T/err" 2>&1; then
        fail "$seed" "does not compile"
    else
        ok=1
        for s in "$out" "$out".spv "$out".*.spv; do
            [ -f "$s" ] || continue
            case $stargets in *" "*" "*) [ "$s" = "$out" ] && continue ;; esac
            if ! spirv-val --target-env "$env" "$s" >"$T/err" 2>&1; then
                ok=0
                fail "$seed" "spirv-val --target-env $env rejects its SPIR-V"
                break
            fi
        done
        [ $ok -eq 1 ] && passed=$((passed + 1))
        for m in "$out".metal "$out".*.metal; do [ -f "$m" ] && cp "$m" "$T/msl/g$seed.metal"; done
        for w in "$out".wgsl "$out".*.wgsl; do [ -f "$w" ] && cp "$w" "$T/wgsl/g$seed.wgsl"; done
    fi
    rm -f "$out" "$out".*
    seed=$((seed + 1))
done

# In process, under the sanitizers, with SPIRV-Tools' C API (fuzz_compile).
if [ -x "$FB/fuzz_compile" ]; then
    if FUZZ_MUST_COMPILE=1 "$FB/fuzz_compile" -timeout=120 "$T"/src/*.hlsl >"$T/fc.log" 2>&1; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL gen [fuzz_compile]: a generated shader fails in process (log below)"
        grep -E '==== prism fuzz|ERROR|SUMMARY|Running: ' "$T/fc.log" | tail -n 6 | sed 's/^/    /'
    fi
else
    echo "note: no $FB/fuzz_compile (make -f tests/fuzz/fuzz.mk targets): in-process validation skipped"
fi

# The text targets, in one batch each.
batch() { # TARGET CHECKER-COMMAND...
    tg=$1; shift
    set -- "$@" "$T/$tg"/*
    if "$@" >"$T/$tg.log" 2>&1; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL gen [$tg valid]: $(grep -c error "$T/$tg.log") errors from the checker"
        grep error "$T/$tg.log" | head -n 5 | sed 's/^/    /'
    fi
}
for tg in msl wgsl; do
    case " $targets " in *" $tg "*) ;; *) echo "note: target $tg not built: its outputs are not checked"; continue ;; esac
    ls "$T/$tg"/* >/dev/null 2>&1 || continue
    if [ $tg = msl ] && [ -f conformance/msl/check.sh ]; then batch msl sh conformance/msl/check.sh
    elif [ $tg = wgsl ] && [ -f conformance/wgsl/check.mjs ] && command -v node >/dev/null; then batch wgsl node conformance/wgsl/check.mjs
    else echo "note: no checker for $tg in this tree (or no node): its outputs are not validated"; fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
