#!/bin/sh
# Checks one test file for tests/run.sh, which runs several of these at once:
#
#   PRISM=build/prism T=/tmp/dir [UPDATE=1] sh tests/lib/check.sh unit|shader|diag FILE
#
# Writes its results to $T/<n>-<kind>-<name>.res, one line per check:
#   pass NAME          a check that passed
#   FAIL NAME: why     a check that failed, then indented detail (the first lines of a diff)
#   count P F          counts reported by a unit binary
set -u
kind=$1 f=$2
n=${f##*/}; n=${n%.hlsl}
w=$T/$kind-$n            # prefix of this test's work files
case $kind in unit) order=1 ;; shader) order=2 ;; *) order=3 ;; esac
exec >"$T/$order-$kind-$n.res"

pass() { echo "pass $1"; }
fail() { # NAME WHY [DETAIL-FILE]
    echo "FAIL $1: $2"
    [ $# -lt 3 ] || head -n "${DETAIL:-15}" "$3" | sed 's/^/    /'
}

# The value of a header comment "// KEY: value", first one only.
header() { sed -n "s|^// $1: *||p" "$2" | head -n 1; }

# Runs prism with stderr to $w.err; sets rc, and why when prism crashed,
# tripped a sanitizer or reported an internal error (PRISM9nnn), whatever it
# was asked to do.
run_prism() {
    "$PRISM" --verify-ir "$@" 2>"$w.err"   # the IR verifier after every pass
    rc=$?
    why=
    if [ $rc -ge 128 ]; then why="prism crashed (signal $((rc - 128)))"
    elif grep -q -e 'Sanitizer' -e 'runtime error:' "$w.err"; then why="sanitizer report"
    elif grep -qE '(^|: )error PRISM9[0-9]{3}:' "$w.err"; then why="internal compiler error"
    fi
    [ -z "$why" ]
}

# Compares a fresh output with its snapshot, or with UPDATE=1 writes it.
snapshot() { # NAME SNAPSHOT NEW
    if [ -n "$UPDATE" ]; then
        mkdir -p "${2%/*}"
        cmp -s "$2" "$3" || cp "$3" "$2"
        pass "$1"
    elif [ ! -f "$2" ]; then
        fail "$1" "no snapshot $2 (UPDATE=1 make test writes it)"
    elif diff -u -L "$2" -L "$1 (new)" "$2" "$3" >"$w.diff"; then
        pass "$1"
    else
        fail "$1" "differs from $2 (UPDATE=1 make test rewrites it)" "$w.diff"
    fi
}

# The SPIR-V files of one compile with -Fo PREFIX: PREFIX itself, or, when the
# shader has several entry points, PREFIX.ENTRY.spv for each, sorted.
spv_outputs() {
    set +f
    if [ -f "$1" ]; then echo "$1"; else ls "$1".*.spv 2>/dev/null; fi
    set -f
}

# Validates each file, for the environment in $env; what is wrong to $w.val.
validate() {
    for s; do spirv-val --target-env "$env" "$s" >"$w.val" 2>&1 || return 1; done
}

# One listing of all the files; with several entries, each after "; entry NAME".
# It drops the Generator line: that carries the compiler's version.
disassemble() {
    for s; do
        if [ $# -gt 1 ]; then e=${s%.spv}; echo "; entry ${e##*.}"; fi
        spirv-dis --raw-id --no-color "$s" | sed '/^; Generator:/d'
    done
}

# Checks prism's stderr ($w.err) against the // EXPECT: and // EXPECT-WARNING:
# lines of the test file:
#   // EXPECT: PRISMnnnn (line,col) what it is about
#   // EXPECT-WARNING: PRISMnnnn (line,col) what it is about
#   // EXPECT: PRISMnnnn           a diagnostic with no position
# Each must appear as "FILE(line,col): error PRISMnnnn:" (warning for the
# second form); a '?' in the code matches any digit, for codes not yet fixed.
# No other error may be reported (unless the file has a line
# "// ALLOW-EXTRA-ERRORS: why"); other warnings may be.
# Prints what is wrong to $w.why and fails if anything is.
expect() {
    : >"$w.why"
    base=$(printf '%s\n' "${f##*/}" | sed 's/[].[\*^$()+?{|]/\\&/g')
    nexp=0
    sed -n 's|^// \(EXPECT\(-WARNING\)\{0,1\}\): *|\1 |p' "$f" >"$w.exp"
    while read -r key code rest; do # EXPECT PRISMnnnn (line,col) text
        sev=error
        case $key in EXPECT-WARNING) sev=warning ;; *) nexp=$((nexp + 1)) ;; esac
        re=$(printf '%s\n' "$code" | sed 's/?/[0-9]/g')
        pos=$(printf '%s\n' "$rest" | sed -n 's/^ *(\([0-9]*\), *\([0-9]*\)).*/\1,\2/p')
        if [ -n "$pos" ]; then pat="(^|[/\\\\])$base\\($pos\\): $sev $re:"
        else pat="(^|: )$sev $re:"; fi
        grep -qE "$pat" "$w.err" || echo "missing: $sev $code${pos:+ at ($pos)}" >>"$w.why"
    done <"$w.exp"
    nerr=$(grep -cE '(^|: )error PRISM[0-9]{4}:' "$w.err")
    [ "$nerr" -le "$nexp" ] || grep -q '^// ALLOW-EXTRA-ERRORS:' "$f" ||
        echo "$nerr errors reported, $nexp expected" >>"$w.why"
    [ ! -s "$w.why" ]
}

case $kind in
unit)
    t=unit/$n
    "$f" >"$w.out" 2>&1
    rc=$?
    counts=$(tail -n 1 "$w.out" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p')
    if [ -z "$counts" ]; then
        fail "$t" "exited $rc without a 'N passed, N failed' line" "$w.out"
    else
        set -- $counts
        if [ "$2" -gt 0 ]; then
            echo "count $1 $(($2 - 1))"
            DETAIL=30 fail "$t" "$2 of $(($1 + $2)) checks failed" "$w.out"
        elif [ $rc -ne 0 ]; then
            echo "count $1 0"
            fail "$t" "exited $rc" "$w.out"
        else
            echo "count $1 0"
        fi
    fi
    ;;

shader)
    t=shaders/$n
    args=$(header ARGS "$f"); : "${args:=-T cs_6_0}"
    env=vulkan1.2
    case " $args " in
    *" -fspv-target-env=vulkan1.1 "*) env=vulkan1.1 ;;
    *" -fspv-target-env=vulkan1.3 "*) env=vulkan1.3 ;;
    esac
    set -f # ARGS split on blanks, never globbed

    ok=
    if ! run_prism $args --target spirv "$f" -Fo "$w.spv"; then fail "$t" "$why" "$w.err"
    elif [ $rc -ne 0 ]; then fail "$t" "prism exited $rc" "$w.err"
    elif ! outs=$(spv_outputs "$w.spv") || [ -z "$outs" ]; then
        fail "$t" "prism wrote no SPIR-V (-Fo $w.spv)" "$w.err"
    elif ! validate $outs; then fail "$t" "spirv-val --target-env $env failed" "$w.val"
    elif ! expect; then fail "$t" "diagnostics" "$w.why"
    else pass "$t"; ok=1
    fi

    if [ -n "$ok" ]; then
        disassemble $outs >"$w.spvasm"
        snapshot "$t [spirv]" "tests/snapshots/spirv/$n.spvasm" "$w.spvasm"
    else
        fail "$t [spirv]" "no valid SPIR-V to compare"
    fi

    if run_prism $args --dump-ir "$f" >"$w.ir" && [ $rc -eq 0 ]; then
        snapshot "$t [ir]" "tests/snapshots/ir/$n.ir" "$w.ir"
    else
        fail "$t [ir]" "prism --dump-ir: ${why:-exited $rc}" "$w.err"
    fi

    outs=$(spv_outputs "$w.spv")
    if [ -z "$outs" ]; then
        fail "$t [determinism]" "the first compile wrote no SPIR-V"
    elif run_prism $args --target spirv "$f" -Fo "$w.2.spv" &&
        outs2=$(spv_outputs "$w.2.spv") && [ -n "$outs2" ] &&
        cat $outs >"$w.all1" && cat $outs2 >"$w.all2" && cmp -s "$w.all1" "$w.all2"; then
        pass "$t [determinism]"
    else
        fail "$t [determinism]" "a second compile gave other bytes${why:+ ($why)}"
    fi
    ;;

diag)
    t=diagnostics/$n
    args=$(header ARGS "$f"); : "${args:=-T cs_6_0}"
    set -f
    grep -qE '^// EXPECT(-WARNING)?:' "$f" || { fail "$t" "no // EXPECT: line"; exit 0; }
    want=$(header EXIT "$f") # default: 1 if an error is expected, else 0
    if [ -z "$want" ]; then want=0; grep -qE '^// EXPECT:' "$f" && want=1; fi
    if ! run_prism $args --target spirv "$f" -Fo "$w.spv" >/dev/null; then fail "$t" "$why" "$w.err"
    elif [ $rc -ne "$want" ]; then fail "$t" "prism exited $rc, expected $want" "$w.err"
    elif ! expect; then cat "$w.err" >>"$w.why"; fail "$t" "diagnostics" "$w.why"
    elif [ "$want" -ne 0 ] && [ -s "$w.spv" ]; then fail "$t" "output written despite errors"
    elif [ "$want" -eq 0 ] && [ -s "$w.spv" ] && ! spirv-val --target-env vulkan1.2 "$w.spv" >"$w.val" 2>&1; then
        fail "$t" "spirv-val failed" "$w.val"
    else pass "$t"
    fi
    ;;
esac
exit 0
