#!/bin/sh
# Validates the MSL or WGSL outputs of every shader at once, for tests/run.sh,
# after tests/lib/check.sh has compiled them all:
#
#   T=/tmp/dir [JOBS=n] sh tests/lib/batch.sh msl|wgsl
#
# Reads $T/todo-TARGET-*, one line each: "RESULT-FILE TEST FILE..." (a shader's
# outputs for the target: one file per entry point), and appends to RESULT-FILE
#   pass TEST [TARGET valid]            (or FAIL ...: why, then the checker's messages)
#   tgt TARGET valid|fail
# The checkers take many files in one run, which is what keeps this fast:
#   wgsl: node conformance/wgsl/check.mjs FILE...   one node process, one Dawn device
#   msl:  sh conformance/msl/check.sh FILE...       clang and the lint, JOBS files at once
# A checker names each bad file in its messages ("FILE:line:col: error: ...",
# or "FAIL FILE") and may print "ok FILE" for a good one; a file is valid when
# no line naming it says "error" or "FAIL", and the checker either exited 0 or
# said "ok FILE". A checker that
# cannot run at all (no node, no clang, a missing package: it exits non-zero and
# names no file) fails every file it was given, in one FAIL line of its own,
# $T/0-check-TARGET.res, so that a missing tool is loud but not 100 lines long.
set -u
tg=$1
set +f
set -- "$T"/todo-$tg-*
[ -f "$1" ] || exit 0
cat "$@" >"$T/$tg.todo"
cut -d ' ' -f 3- "$T/$tg.todo" | tr ' ' '\n' | sed '/^$/d' >"$T/$tg.files"
nfiles=$(wc -l <"$T/$tg.files")

# Runs the checker over a list of files: LIST.out (its output), LIST.rc.
check() { # LIST
    case $tg in
    wgsl)
        if command -v node >/dev/null 2>&1; then
            node conformance/wgsl/check.mjs $(cat "$1") >"$1.out" 2>&1
            echo $? >"$1.rc"
        else
            echo "node not found: make deps (scripts/bootstrap.sh) installs it" >"$1.out"
            echo 127 >"$1.rc"
        fi
        ;;
    msl)
        if [ ! -f conformance/msl/check.sh ]; then
            echo "no conformance/msl/check.sh in this tree" >"$1.out"
            echo 127 >"$1.rc"
        elif [ -z "${CLANG:-}" ] && ! command -v clang-19 >/dev/null 2>&1; then
            echo "clang-19 not found: make deps (scripts/bootstrap.sh) installs it" >"$1.out"
            echo 127 >"$1.rc"
        else
            sh conformance/msl/check.sh $(cat "$1") >"$1.out" 2>&1
            echo $? >"$1.rc"
        fi
        ;;
    esac
}

# One run for all the files (check.sh runs its files CHECK_JOBS at a time).
CHECK_JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
export CHECK_JOBS
check "$T/$tg.files"

# Per file: "FILE ok", or "FILE bad" then "FILE<TAB>message" lines; a checker
# that could not run gives "- broken RC" and its output as "-<TAB>message" lines.
awk -v rc="$(cat "$T/$tg.files.rc")" '
        FNR == NR { files[$0] = 1; order[++n] = $0; next }
        {
            line = $0; cur = ""
            gsub(/\t/, "    ", line)
            if (substr(line, 1, 3) == "ok ") {   # "ok FILE", perhaps "ok FILE (with warnings)"
                f = substr(line, 4); sub(/ \(.*\)$/, "", f)
                if (f in files) { ok[f] = 1; nok++; last = f; next }
            }
            if (line ~ /^[ \t]/ && last != "") { msg[last] = msg[last] "\t" line "\n"; next }
            for (i = 1; i <= n; i++)   # the longest name the line holds
                if (length(order[i]) > length(cur) && index(line, order[i])) cur = order[i]
            if (cur != "") {
                named = 1
                msg[cur] = msg[cur] "\t" line "\n"
                if (line ~ /[Ee]rror|^FAIL /) { bad[cur] = 1; anybad = 1 }
            }
            last = cur
            all = all "\t" line "\n"
        }
        END {
            if (rc != 0 && !anybad && !nok) {
                printf "- broken %s\n", rc
                gsub(/\t/, "-\t", all); printf "%s", all
                exit
            }
            for (i = 1; i <= n; i++) {
                f = order[i]
                if (bad[f]) { print f " bad"; m = msg[f]; gsub(/\t/, f "\t", m); printf "%s", m }
                else if (rc == 0 || ok[f] || anybad) print f " ok"
                else { print f " bad"; printf "%s\t(the checker exited %s and did not say ok %s)\n", f, rc, f }
            }
        }' "$T/$tg.files" "$T/$tg.files.out" >"$T/$tg.status"

# Results per test, appended to each shader's result file.
awk -v tg="$tg" -v summary="$T/0-check-$tg.res" -v max="${DETAIL:-15}" '
    FILENAME ~ /\.status$/ {
        if ($1 == "-" && $2 == "broken") { nchunk++; broken = $3; next }
        if (substr($0, 1, 2) == "-\t") { if (nchunk == 1) bmsg = bmsg "    " substr($0, 3) "\n"; next }
        t = index($0, "\t")
        if (t) { f = substr($0, 1, t - 1); detail[f] = detail[f] "    " substr($0, t + 1) "\n"; next }
        st[$1] = $2; next
    }
    {
        res = $1; test = $2; ok = 1; d = ""; why = ""
        for (i = 3; i <= NF; i++) {
            if (!($i in st)) { ok = 0; why = "not checked"; continue }
            if (st[$i] != "ok") { ok = 0; d = d detail[$i] }
        }
        if (d != "") {  # the first lines only, as for other failures
            m = split(d, dl, "\n"); d = ""
            for (i = 1; i < m && i <= max; i++) d = d dl[i] "\n"
            if (m - 1 > max) d = d "    ...\n"
        }
        if (why != "" && broken != "") {
            # Counted as failed without a line each: the summary says why.
            if (nbroken++ > 0) print "count 0 1" >> res
            print "tgt " tg " fail" >> res
        } else if (ok) { print "pass " test " [" tg " valid]" >> res; print "tgt " tg " valid" >> res }
        else {
            if (why == "") why = "the " tg " checker rejects it"
            printf "FAIL %s [%s valid]: %s\n%s", test, tg, why, d >> res
            print "tgt " tg " fail" >> res
        }
        close(res)
    }
    END {
        if (nbroken > 0)
            printf "FAIL check %s: the %s checker could not run (exit %s): the %s outputs of %d shaders count as failed\n%s", \
                tg, tg, broken, tg, nbroken, bmsg > summary
    }' "$T/$tg.status" "$T/$tg.todo"
