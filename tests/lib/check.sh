#!/bin/sh
# Checks one test file for tests/run.sh, which runs several of these at once:
#
#   PRISM=build/prism T=/tmp/dir TARGETS="spirv msl wgsl" [UPDATE=1] \
#       sh tests/lib/check.sh unit|suite|shader|diag FILE
#
# Writes its results to $T/<n>-<kind>-<name>.res, one line per check:
#   pass NAME          a check that passed
#   FAIL NAME: why     a check that failed, then indented detail (the first lines of a diff)
#   count P F          counts reported by a unit binary or a checker's self-test
#   tgt TARGET HOW     a shader's result on one target: valid, expected (the
#                      diagnostic its header asks for) or fail; run.sh sums them
# For a shader's MSL and WGSL outputs it writes $T/todo-TARGET-NAME, a line
# "RESULT-FILE TEST FILE...", and tests/lib/batch.sh validates them all at once
# afterwards, adding its results to RESULT-FILE.
set -u
kind=$1 f=$2
n=${f##*/}; n=${n%.hlsl}
case $kind in suite) n=${f#conformance/}; n=${n%%/*} ;; esac # conformance/NAME/tests/run.sh
[ "$f" = conformance/run.sh ] && n=execution # the execution suite: make conformance
[ "$f" = web/test/run.sh ] && n=playground   # the playground's browser tests
# A shader of an execution test (tests/lib/conformance_shaders.sh): its
# snapshots are tests/snapshots/TARGET/conformance/TEST.ENTRY.*
snapname=$n
case $f in "$T"/conformance-shaders/*) snapname=conformance/$n ;; esac
[ "$f" = tests/lib/internal_errors.sh ] && n=internal-errors
[ "$f" = tests/lib/install.sh ] && n=install
w=$T/$kind-$n            # prefix of this test's work files
err=$w.err               # prism's stderr, for run_prism and expect
case $kind in unit|suite) order=1 ;; shader) order=2 ;; *) order=3 ;; esac
res=$T/$order-$kind-$n.res
exec >"$res"

pass() { echo "pass $1"; }
fail() { # NAME WHY [DETAIL-FILE]
    echo "FAIL $1: $2"
    [ $# -lt 3 ] || head -n "${DETAIL:-15}" "$3" | sed 's/^/    /'
}
count() { echo $#; }

# The value of a header comment "// KEY: value", first one only.
header() { sed -n "s|^// $1: *||p" "$2" | head -n 1; }

# Per target: its header key, its file extension, prism's flags for a list.
key() { case $1 in msl) echo MSL ;; wgsl) echo WGSL ;; *) echo SPIRV ;; esac; }
ext() { case $1 in msl) echo .metal ;; wgsl) echo .wgsl ;; *) echo .spv ;; esac; }
flags() { for tg; do printf ' --target %s' $tg; done; }

# Runs prism with stderr to $err; sets rc, and why when prism crashed,
# tripped a sanitizer or reported an internal error (PRISM9nnn), whatever it
# was asked to do.
run_prism() {
    "$PRISM" --verify-ir "$@" 2>"$err"   # the IR verifier after every pass
    rc=$?
    why=
    if [ $rc -ge 128 ]; then why="prism crashed (signal $((rc - 128)))"
    elif grep -q -e 'Sanitizer' -e 'runtime error:' "$err"; then why="sanitizer report"
    elif grep -qE '(^|: )error PRISM9[0-9]{3}:' "$err"; then why="internal compiler error"
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

# The files one target's outputs went to, for a compile with -Fo PREFIX
# (driver/main.c, output_name): PREFIX itself (one target, one entry point),
# PREFIX.EXT (several targets, one entry), or PREFIX.ENTRY.EXT for each entry
# (several entries), sorted.
outputs() { # TARGET PREFIX
    set +f
    if [ -f "$2" ]; then echo "$2"
    elif [ -f "$2$(ext $1)" ]; then echo "$2$(ext $1)"
    else ls "$2".*"$(ext $1)" 2>/dev/null; fi
    set -f
}

# Validates each SPIR-V file, for the environment in $env, with the layout
# feature the reflection ($w.json) says the module needs (spirv-val's
# --scalar-block-layout and friends); what is wrong to $w.val.
validate() {
    vflags=
    if [ -f "$w.json" ]; then
        grep -q '"scalarBlockLayout"' "$w.json" && vflags="$vflags --scalar-block-layout"
        grep -q '"uniformBufferStandardLayout"' "$w.json" && vflags="$vflags --uniform-buffer-standard-layout"
        grep -q '"VK_KHR_relaxed_block_layout"' "$w.json" && vflags="$vflags --relax-block-layout"
    fi
    for s; do spirv-val --target-env "$env" $vflags "$s" >"$w.val" 2>&1 || return 1; done
}

# One listing of all the SPIR-V files; with several entries, each after "; entry NAME".
# It drops the Generator line: that carries the compiler's version.
disassemble() {
    for s; do
        if [ $# -gt 1 ]; then e=${s%.spv}; echo "; entry ${e##*.}"; fi
        spirv-dis --raw-id --no-color "$s" | sed '/^; Generator:/d'
    done
}

# The same for text outputs: the file, or with several entries, each after "// entry NAME".
listing() {
    for s; do
        if [ $# -gt 1 ]; then e=${s%.*}; echo "// entry ${e##*.}"; fi
        cat "$s"
    done
}

# Checks prism's stderr ($err) against the // EXPECT: and // EXPECT-WARNING:
# lines of the test file, or with an argument KEY (MSL, WGSL), against its
# // KEY: lines, each an error as EXPECT; there each code may be reported any
# number of times (14 texel buffers, 14 PRISM5203), but no other code may be:
#   // EXPECT: PRISMnnnn (line,col) what it is about
#   // EXPECT-WARNING: PRISMnnnn (line,col) what it is about
#   // EXPECT-NOTE: PRISMnnnn (line,col) did you mean 'length'?
#   // EXPECT: PRISMnnnn           a diagnostic with no position
# Each must appear as "FILE(line,col): error PRISMnnnn:" (warning for the
# second form, note for the third, whose text must be the note's message);
# a '?' in the code matches any digit, for codes not yet fixed.
# No other error may be reported (unless the file has a line
# "// ALLOW-EXTRA-ERRORS: why"); other warnings may be.
# Prints what is wrong to $w.why and fails if anything is.
expect() { # [KEY]
    : >"$w.why"
    base=$(printf '%s\n' "${f##*/}" | sed 's/[].[\*^$()+?{|]/\\&/g')
    nexp=0
    if [ $# -eq 0 ]; then sed -n 's|^// \(EXPECT\(-WARNING\)\{0,1\}\(-NOTE\)\{0,1\}\): *|\1 |p' "$f"
    else sed -n "s|^// $1: *|EXPECT |p" "$f"; fi >"$w.exp"
    while read -r key code rest; do # EXPECT PRISMnnnn (line,col) text
        sev=error
        case $key in EXPECT-WARNING) sev=warning ;; EXPECT-NOTE) sev=note ;; *) nexp=$((nexp + 1)) ;; esac
        re=$(printf '%s\n' "$code" | sed 's/?/[0-9]/g')
        pos=$(printf '%s\n' "$rest" | sed -n 's/^ *(\([0-9]*\), *\([0-9]*\)).*/\1,\2/p')
        if [ -n "$pos" ]; then pat="(^|[/\\\\])$base\\($pos\\): $sev $re:"
        else pat="(^|: )$sev $re:"; fi
        if [ $sev = note ]; then # the note's text too
            msg=$(printf '%s\n' "$rest" | sed 's/^ *([0-9]*, *[0-9]*) *//')
            grep -E "$pat" "$err" | grep -qF ": $msg" || echo "missing: note $code${pos:+ at ($pos)} '$msg'" >>"$w.why"
            continue
        fi
        grep -qE "$pat" "$err" || echo "missing: $sev $code${pos:+ at ($pos)}" >>"$w.why"
    done <"$w.exp"
    if [ $# -eq 0 ]; then
        nerr=$(grep -cE '(^|: )error PRISM[0-9]{4}:' "$err")
        [ "$nerr" -le "$nexp" ] || grep -q '^// ALLOW-EXTRA-ERRORS:' "$f" ||
            echo "$nerr errors reported, $nexp expected" >>"$w.why"
    else # a target's diagnostics: any number of each code listed, no other code
        codes=$(awk '{ gsub(/\?/, "[0-9]", $2); printf "%s%s", sep, $2; sep = "|" }' "$w.exp")
        grep -E '(^|: )error PRISM[0-9]{4}:' "$err" | grep -vE "(^|: )error ($codes):" |
            sed 's/^/not expected: /' >>"$w.why"
    fi
    [ ! -s "$w.why" ]
}

case $kind in
unit|suite)
    # A unit binary, or a checker's self-test (conformance/NAME/tests/run.sh):
    # its last line is "N passed, N failed", each counted as a test.
    if [ $kind = unit ]; then t=unit/$n; "$f" >"$w.out" 2>&1
    elif [ $n = execution ]; then t=conformance/$n; sh "$f" --brief "${PRISM%/prism}" >"$w.out" 2>&1
    elif [ $n = internal-errors ]; then t=$n; sh "$f" --brief "${PRISM%/prism}" >"$w.out" 2>&1
    elif [ $n = playground ]; then t=web/$n; sh "$f" "${PRISM%/prism}" >"$w.out" 2>&1
    elif [ $n = install ]; then t=$n; sh "$f" "${PRISM%/prism}" >"$w.out" 2>&1
    else t=conformance/$n; sh "$f" >"$w.out" 2>&1; fi
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
    t=shaders/$snapname
    args=$(header ARGS "$f"); : "${args:=-T cs_6_0}"
    env=vulkan1.2
    case " $args " in
    *" -fspv-target-env=vulkan1.0 "*) env=vulkan1.0 ;;
    *" -fspv-target-env=vulkan1.1 "*) env=vulkan1.1 ;;
    *" -fspv-target-env=vulkan1.1spirv1.4 "*) env=vulkan1.1spv1.4 ;;
    *" -fspv-target-env=vulkan1.3 "*) env=vulkan1.3 ;;
    *" -fspv-target-env=vulkan1.4 "*) env=vulkan1.3 ;; # this spirv-val (2023.1) knows Vulkan 1.3 at most
    *" -fspv-target-env=universal1.5 "*) env=spv1.5 ;;
    esac
    set -f # ARGS split on blanks, never globbed

    # The targets to compile to (this build's, from run.sh), and those where
    # the shader's header expects a diagnostic instead ("// WGSL: PRISM52nn").
    together= expecting=
    for tg in ${TARGETS:-spirv}; do
        if [ $tg != spirv ] && grep -q "^// $(key $tg):" "$f"; then expecting="$expecting $tg"
        else together="$together $tg"; fi
    done

    # One compile for all of them; when it fails, one per target, to say which.
    # Sets pre_TARGET (the -Fo prefix of its outputs, empty when it failed),
    # bad_TARGET (why it failed) and err_TARGET (prism's stderr).
    if run_prism $args $(flags $together) "$f" -Fo "$w.out" --reflect "$w.json" && [ $rc -eq 0 ]; then
        for tg in $together; do eval "pre_$tg=\$w.out bad_$tg= err_$tg=\$err"; done
    elif [ $(count $together) -eq 1 ]; then # one target: no need to ask again
        tg=${together# }
        eval "pre_$tg= bad_$tg=\"\${why:-prism exited \$rc}\" err_$tg=\$err"
    else
        for tg in $together; do
            err=$w.$tg.err
            # The output file keeps its extension: the checkers may need it.
            refl=; [ $tg = spirv ] && refl="--reflect $w.json"
            if run_prism $args --target $tg "$f" -Fo "$w.only$(ext $tg)" $refl && [ $rc -eq 0 ]; then
                eval "pre_$tg=\$w.only$(ext $tg) bad_$tg="
            else
                eval "pre_$tg= bad_$tg=\"prism --target $tg: \${why:-exited \$rc}\""
            fi
            eval "err_$tg=\$err"
        done
    fi

    # SPIR-V: valid (spirv-val), then its snapshot.
    err=$err_spirv ok=
    if [ -n "$bad_spirv" ]; then fail "$t" "$bad_spirv" "$err"
    elif ! outs=$(outputs spirv "$pre_spirv") || [ -z "$outs" ]; then
        fail "$t" "prism wrote no SPIR-V (-Fo $pre_spirv)" "$err"
    elif ! validate $outs; then fail "$t" "spirv-val --target-env $env failed" "$w.val"
    elif ! expect; then fail "$t" "diagnostics" "$w.why"
    else pass "$t"; ok=1
    fi
    if [ -n "$ok" ]; then echo "tgt spirv valid"; else echo "tgt spirv fail"; fi
    if [ -n "$ok" ]; then
        disassemble $outs >"$w.spvasm"
        snapshot "$t [spirv]" "tests/snapshots/spirv/$snapname.spvasm" "$w.spvasm"
    else
        fail "$t [spirv]" "no valid SPIR-V to compare"
    fi

    # MSL and WGSL: the snapshot here; validity ([msl valid], [wgsl valid]) is
    # checked by tests/lib/batch.sh for all shaders at once, from the list
    # written to $T/todo-TARGET-NAME.
    for tg in $together; do
        [ $tg = spirv ] && continue
        eval "pre=\$pre_$tg bad=\$bad_$tg err=\$err_$tg"
        snap=tests/snapshots/$tg/$snapname$(ext $tg)
        if [ -n "$bad" ]; then fail "$t [$tg]" "$bad" "$err"
        elif ! outs=$(outputs $tg "$pre") || [ -z "$outs" ]; then
            fail "$t [$tg]" "prism wrote no $tg output (-Fo $pre)" "$err"
        else
            listing $outs >"$w.listing"
            snapshot "$t [$tg]" "$snap" "$w.listing"
            echo "$res $t" $outs >"$T/todo-$tg-$n"
            continue
        fi
        fail "$t [$tg valid]" "no $tg output to check"
        echo "tgt $tg fail"
    done

    # Targets that must give a diagnostic: exit 1, every "// KEY:" line's code
    # (at its place, when it gives one), no other error, and no output.
    for tg in $expecting; do
        err=$w.$tg.err
        snap=tests/snapshots/$tg/$snapname$(ext $tg)
        ok=
        if ! run_prism $args --target $tg "$f" -Fo "$w.$tg.out"; then fail "$t [$tg]" "$why" "$err"
        elif [ $rc -ne 1 ]; then
            fail "$t [$tg]" "prism --target $tg exited $rc; the header expects a diagnostic (// $(key $tg):)" "$err"
        elif ! expect "$(key $tg)"; then cat "$err" >>"$w.why"; fail "$t [$tg]" "diagnostics" "$w.why"
        elif [ -n "$(outputs $tg "$w.$tg.out")" ]; then fail "$t [$tg]" "output written despite errors"
        elif [ -f "$snap" ] && [ -z "$UPDATE" ]; then
            fail "$t [$tg]" "stale snapshot $snap: this target gives a diagnostic (UPDATE=1 removes it)"
        else
            [ -f "$snap" ] && rm -f "$snap"
            pass "$t [$tg]"; ok=1
        fi
        if [ -n "$ok" ]; then echo "tgt $tg expected"; else echo "tgt $tg fail"; fi
    done

    if run_prism $args --dump-ir "$f" >"$w.ir" && [ $rc -eq 0 ]; then
        snapshot "$t [ir]" "tests/snapshots/ir/$snapname.ir" "$w.ir"
    else
        fail "$t [ir]" "prism --dump-ir: ${why:-exited $rc}" "$err"
    fi

    # Determinism: the targets that compiled, compiled again, give the same bytes.
    done_tg=
    for tg in $together; do eval "[ -n \"\$pre_$tg\" ]" && done_tg="$done_tg $tg"; done
    : >"$w.list1"; : >"$w.list2"
    if [ -z "$done_tg" ]; then
        fail "$t [determinism]" "the first compile wrote nothing"
    elif run_prism $args $(flags $done_tg) "$f" -Fo "$w.2.out" && [ $rc -eq 0 ] &&
        for tg in $done_tg; do
            eval "outputs $tg \"\$pre_$tg\"" >>"$w.list1"
            outputs $tg "$w.2.out" >>"$w.list2"
        done &&
        [ "$(wc -l <"$w.list1")" -eq "$(wc -l <"$w.list2")" ] &&
        cat $(cat "$w.list1") >"$w.all1" && cat $(cat "$w.list2") >"$w.all2" &&
        cmp -s "$w.all1" "$w.all2"; then
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
    # "// TARGET: wgsl" (or "msl wgsl"): the targets compiled to, default spirv.
    # One this build lacks skips the test (run.sh has said so in a note).
    targets=$(header TARGET "$f"); : "${targets:=spirv}"
    for tg in $targets; do
        case $tg in spirv | msl | wgsl) ;; *) fail "$t" "// TARGET: '$tg' is not spirv, msl or wgsl"; exit 0 ;; esac
        case " ${TARGETS:-spirv} " in *" $tg "*) ;; *) exit 0 ;; esac
    done
    # -Fo: one target writes that file (with its extension, for the checkers),
    # several write OUT.spv, OUT.metal, OUT.wgsl.
    fo=$w.out; [ $(count $targets) -eq 1 ] && fo=$w.out$(ext $targets)
    if ! run_prism $args $(flags $targets) "$f" -Fo "$fo" >/dev/null; then fail "$t" "$why" "$err"
    elif [ $rc -ne "$want" ]; then fail "$t" "prism exited $rc, expected $want" "$err"
    elif ! expect; then cat "$err" >>"$w.why"; fail "$t" "diagnostics" "$w.why"
    else
        # Output: none after an error; after warnings only, valid on each target.
        : >"$w.val"
        for tg in $targets; do
            out=$(outputs $tg "$fo")
            [ -n "$out" ] && [ -s "$out" ] || continue
            if [ "$want" -ne 0 ]; then echo "output written despite errors ($tg)" >>"$w.val"; continue; fi
            case $tg in
            spirv) spirv-val --target-env vulkan1.2 "$out" ;;
            msl) sh conformance/msl/check.sh "$out" ;;
            wgsl) node conformance/wgsl/check.mjs "$out" ;;
            esac >>"$w.val" 2>&1 || echo "the $tg output is not valid" >>"$w.val"
        done
        if grep -q -e 'not valid' -e 'despite errors' "$w.val"; then fail "$t" "output" "$w.val"
        else pass "$t"; fi
    fi
    ;;
esac
exit 0
