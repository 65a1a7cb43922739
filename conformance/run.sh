#!/bin/sh
# Execution conformance: every conformance/tests/*.test, compiled once by
# prism, run on every Vulkan implementation of this machine (lavapipe,
# SwiftShader, a real GPU when there is one) with conformance/vkrun, and as
# WGSL on Dawn over SwiftShader with conformance/wgrun, compared with its
# expected buffers. Prints a table (test x backend), the failures and skips with
# their reasons, and "N passed, N failed, N skipped"; exits 1 on a failure.
#
#   conformance/run.sh [--brief] BUILD_DIR [NAME...]   (make conformance)
#
# --brief (tests/run.sh, so make test) leaves out the table and the skips.
# NAME... runs only the tests whose file name contains one of the NAMEs.
# JOBS=n runs n tests at once (default: the number of CPUs). VALIDATE=0
# turns the Khronos validation layer off (on when bootstrap found it).
# V=1 prints every run's log. TESTS_DIR=DIR runs DIR/*.test instead of
# conformance/tests/*.test (conformance/run-offload.sh).
# docs/conformance.md has the details.
set -eu
# How the tests marked "# PENDING: what" are compiled until prism has what
# they wait for: glslang (docs/conformance.md). A test leaves the PENDING
# state by losing that line. Textures and SV_SampleIndex have landed and no
# test is PENDING now; glslang stays the default for the next one: with
# prism it could only fail "not compiled".
PENDING=${PENDING:-glslang}

# The status of one run from its exit status and log: "BACKEND PASS",
# "BACKEND SKIP reason" or "BACKEND FAIL reason".
status_line() { # BACKEND RC LOG
    why=$(grep -E '^(FAIL|SKIP)' "$3" 2>/dev/null | tail -n 1 | sed -E 's/^(FAIL|SKIP):? ?//')
    case $2 in
    0) echo "$1 PASS" ;;
    77) echo "$1 SKIP $why" ;;
    124) echo "$1 FAIL timed out after 120 s" ;;
    2) echo "$1 FAIL bad test: $(tail -n 1 "$3" 2>/dev/null)" ;;
    3) echo "$1 FAIL not compiled" ;;
    *) echo "$1 FAIL ${why:-exit $2}" ;;
    esac
}

# Which compiler a test's shaders go through: prism, unless the test says
# "# PENDING: what" (a feature prism is still being given), in which case
# $PENDING; or $COMPILER for every test. glslang means glslangValidator's HLSL
# front end: there is no WGSL then, so Dawn skips (docs/conformance.md).
compiler_of() { # TEST
    if [ -n "${COMPILER:-}" ]; then echo "$COMPILER"
    elif grep -q '^# PENDING:' "$1"; then echo "$PENDING"
    else echo prism; fi
}

# One test on every Vulkan backend, in the background of the main run (xargs):
#   run.sh --one BUILD_DIR WORK_DIR TEST
if [ "${1:-}" = --one ]; then
    B=$2 W=$3 test=$4
    name=${test##*/}; name=${name%.test}
    out=$W/$name
    mkdir -p "$out"
    rc=0
    compiler=$(compiler_of "$test")
    # "# GLSLANG: cannot: what": a PENDING test glslang cannot compile either
    cannot=$(sed -n 's/^# GLSLANG: cannot: //p' "$test" | head -n 1)
    command -v glslangValidator >/dev/null 2>&1 || [ "$compiler" != glslang ] ||
        cannot="there is no glslangValidator on this machine (Debian: glslang-tools)"
    if [ "$compiler" = glslang ] && [ -n "$cannot" ]; then
        while read -r backend how; do
            case $how in wg:*) continue ;; esac
            echo "$backend SKIP not compiled by glslang ($cannot); it runs once prism has $(sed -n 's/^# PENDING: //p' "$test" | head -n 1)"
        done <"$W/backends" >"$out/result"
        exit 0
    fi
    "$B/vkrun" --prism "$B/prism" --compiler "$compiler" --compile-only -o "$out" "$test" \
        >"$out/compile.log" 2>&1 || rc=$?
    while read -r backend how; do
        case $how in wg:*) continue ;; esac # run apart: conformance/wgrun, all tests at once
        log=$out/$backend.log
        if [ $rc -ne 0 ]; then
            cp "$out/compile.log" "$log"
            echo "$backend FAIL $([ $rc -eq 3 ] && echo "not compiled" || echo "bad test (vkrun exit $rc)")"
            continue
        fi
        r=0
        case $how in
        vk:*)
            icd=${how#vk:}; icd=${icd%%:*}; args=${how#vk:*:}
            # no ICD named: the loader's own (a real GPU's)
            # shellcheck disable=SC2086 # args: vkrun options, split on purpose
            # VK_DRIVER_FILES too: the loader prefers it to VK_ICD_FILENAMES
            (if [ -n "$icd" ]; then export VK_ICD_FILENAMES="$icd" VK_DRIVER_FILES="$icd"; else unset VK_ICD_FILENAMES; fi
             exec timeout 120 "$B/vkrun" $args --compiled "$out" "$test") >"$log" 2>&1 || r=$?
            ;;
        esac
        status_line "$backend" "$r" "$log"
    done <"$W/backends" >"$out/result"
    exit 0
fi

brief=
[ "${1:-}" = --brief ] && { brief=1; shift; }
[ $# -ge 1 ] || { echo "usage: conformance/run.sh [--brief] BUILD_DIR [NAME...]" >&2; exit 2; }
B=$1; shift
cd "$(dirname "$0")/.."
for f in "$B/prism" "$B/vkrun"; do
    if [ ! -x "$f" ]; then
        echo "FAIL build: no $f (run make conformance)"
        echo "0 passed, 1 failed"
        exit 1
    fi
done

W=$(mktemp -d "${TMPDIR:-/tmp}/prism-conformance.XXXXXX")
trap 'rm -rf "$W"' EXIT INT TERM
export LC_ALL=C XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$W}"
export ASAN_OPTIONS="exitcode=86:${ASAN_OPTIONS:-}"

# The backends: "NAME vk:ICD_JSON:VKRUN_OPTIONS" or "NAME wg:COMMAND".
# SwiftShader and the validation layer: where scripts/bootstrap.sh put them.
. conformance/devices.sh
{
    [ -e "$lvp" ] && echo "lavapipe vk:$lvp:--device-type cpu $validate"
    [ -e "$swiftshader" ] && echo "swiftshader vk:$swiftshader:--device-type cpu $validate"
    # a real GPU: the loader's own ICDs, the first device that is not a CPU
    if (unset VK_ICD_FILENAMES; "$B/vkrun" --list-devices 2>/dev/null) | grep -q '(gpu)$'; then
        echo "gpu vk::--device-type gpu $validate"
    fi
    # WGSL on Dawn (npm webgpu) over SwiftShader's Vulkan: Dawn refuses
    # Debian 12's lavapipe
    if [ -e "$swiftshader" ] && [ -e node_modules/webgpu/package.json ] &&
        command -v node >/dev/null 2>&1; then
        echo "dawn wg:$swiftshader"
    fi
} >"$W/backends"
if [ ! -s "$W/backends" ]; then
    echo "conformance: no Vulkan implementation here (run make deps)"
    echo "0 passed, 0 failed"
    exit 0
fi

for t in "${TESTS_DIR:-conformance/tests}"/*.test; do
    [ $# -eq 0 ] && { echo "$t"; continue; }
    for name; do case ${t##*/} in *"$name"*) echo "$t"; break ;; esac; done
done >"$W/tests"
JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
# Dawn: one node process runs every test (conformance/wgrun/wgrun.mjs), next
# to the Vulkan runs; its results join each test's after both finish.
dawn=$(sed -n 's/^dawn wg://p' "$W/backends")
if [ -n "$dawn" ]; then
    (VK_ICD_FILENAMES=$dawn VK_DRIVER_FILES=$dawn timeout 900 node conformance/wgrun/wgrun.mjs \
        --prism "$B/prism" --logs "$W" <"$W/tests" >"$W/wgrun.log" 2>&1 || :) &
fi
xargs -n 1 -P "$JOBS" sh conformance/run.sh --one "$B" "$W" <"$W/tests"
wait
while read -r t; do
    [ -n "$dawn" ] || break
    n=${t##*/}; n=${n%.test}
    if [ -f "$W/$n/dawn.rc" ]; then
        status_line dawn "$(cat "$W/$n/dawn.rc")" "$W/$n/dawn.log" >>"$W/$n/result"
    else
        cp "$W/wgrun.log" "$W/$n/dawn.log"
        echo "dawn FAIL no result from wgrun" >>"$W/$n/result"
    fi
done <"$W/tests"

# What each backend is: the device lines of its first log.
backends=$(cut -d' ' -f1 "$W/backends")
for b in $backends; do
    f=$(grep -l '^device' "$W"/*/"$b.log" 2>/dev/null | head -n 1)
    [ -n "$f" ] && grep -h -E '^(device|subgroup)' "$f" | sed "s/^/$b: /" | head -n 2
done
echo

# The table, then the reasons.
[ -n "$brief" ] || {
width=4
while read -r t; do n=${t##*/}; n=${n%.test}; [ ${#n} -gt $width ] && width=${#n}; done <"$W/tests"
printf "%-${width}s" test
for b in $backends; do printf "  %-11s" "$b"; done
echo
while read -r t; do
    n=${t##*/}; n=${n%.test}
    printf "%-${width}s" "$n"
    for b in $backends; do
        s=$(grep "^$b " "$W/$n/result" 2>/dev/null | cut -d' ' -f2)
        printf "  %-11s" "${s:-FAIL}"
    done
    echo
done <"$W/tests"
echo
}

pass=0 fail=0 skip=0
while read -r t; do
    n=${t##*/}; n=${n%.test}
    for b in $backends; do
        line=$(grep "^$b " "$W/$n/result" 2>/dev/null || echo "$b FAIL no result")
        set -- $line
        status=$2; shift 2
        case $status in
        PASS) pass=$((pass + 1)) ;;
        SKIP) skip=$((skip + 1)); [ -n "$brief" ] || echo "SKIP $n [$b]: $*" ;;
        *) fail=$((fail + 1)); echo "FAIL $n [$b]: $*"
           grep -v -E '^(device|subgroup|FAIL)' "$W/$n/$b.log" 2>/dev/null | head -n 12 | sed 's/^/    /' ;;
        esac
        if [ -n "${V:-}" ]; then sed "s/^/    [$n $b] /" "$W/$n/$b.log" 2>/dev/null || true; fi
    done
done <"$W/tests"
for b in $backends; do
    p=$(grep -l "^$b PASS" "$W"/*/result 2>/dev/null | wc -l)
    s=$(grep -l "^$b SKIP" "$W"/*/result 2>/dev/null | wc -l)
    echo "$b: $p passed, $s skipped"
done
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
