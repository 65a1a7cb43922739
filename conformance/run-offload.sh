#!/bin/sh
# The compute tests of an llvm offload-test-suite checkout, through prism and
# our runners (conformance/run.sh: vkrun on each Vulkan backend, wgrun on
# Dawn), counted by folder:
#
#   conformance/run-offload.sh PATH [BUILD_DIR]   (BUILD_DIR: default build)
#
# PATH is a checkout (git clone https://github.com/llvm/offload-test-suite);
# its tests are PATH/test/**/*.test. A compute test is one whose pipeline has a
# Stage: Compute shader and no other stage. Each is copied under a numbered
# name (the suite repeats file names across folders) and run by run.sh.
# Per folder and backend it prints: passed; failed (ran, results differ);
# not compiled (prism rejected the shader); skipped (a device limit, or a
# pipeline feature our runners do not run: textures, samplers, ...); bad (a
# test our runners cannot read); unchecked (passed, but the test has no
# Results: it is checked by FileCheck lines, which we do not run).
# lit's REQUIRES, UNSUPPORTED and XFAIL lines are not read. The exit status
# is 0 unless the run itself could not happen.
# conformance/tests/offload-sample/ is a tiny stand-in checkout for trying it.
set -eu
[ $# -ge 1 ] || { echo "usage: conformance/run-offload.sh PATH [BUILD_DIR]" >&2; exit 2; }
suite=$(cd "$1" && pwd) || exit 2
[ -d "$suite/test" ] || { echo "run-offload: no $suite/test (is PATH an offload-test-suite checkout?)" >&2; exit 2; }
cd "$(dirname "$0")/.."
B=${2:-build}

W=$(mktemp -d "${TMPDIR:-/tmp}/prism-offload.XXXXXX")
trap 'rm -rf "$W"' EXIT INT TERM
mkdir "$W/tests"

# The compute tests, numbered; "ID FOLDER RESULTS?" in $W/map.
n=0 all=0
find "$suite/test" -name '*.test' -type f | LC_ALL=C sort >"$W/all"
while read -r f; do
    all=$((all + 1))
    grep -qE '^[[:space:]-]*Stage:[[:space:]]*Compute' "$f" || continue
    grep -qE '^[[:space:]-]*Stage:[[:space:]]*(Vertex|Pixel|Fragment|Geometry|Hull|Domain|Mesh|Amplification)' "$f" && continue
    n=$((n + 1))
    id=$(printf 't%05d' $n)
    cp "$f" "$W/tests/$id.test"
    rel=${f#"$suite/test/"}
    folder=${rel%/*}; [ "$folder" = "$rel" ] && folder=.
    checked=no; grep -qE '^Results:' "$f" && checked=yes
    echo "$id $folder $checked" >>"$W/map"
done <"$W/all"
echo "offload-test-suite at $suite: $n compute tests of $all"
[ $n -gt 0 ] || exit 0

# One run of every compute test on every backend here.
TESTS_DIR=$W/tests sh conformance/run.sh "$B" >"$W/out" 2>&1 || :
sed -n '/^[a-z]*: \(device\|subgroup\)/p' "$W/out"
if ! grep -q '^test ' "$W/out"; then
    cat "$W/out"
    exit 1
fi

# The table's rows (ID STATUS...), the reasons of failures, then counts.
awk -v map="$W/map" '
    BEGIN { while ((getline l < map) > 0) { split(l, a, " "); folder[a[1]] = a[2]; checked[a[1]] = a[3] } }
    /^test / && !nb { for (i = 2; i <= NF; i++) be[++nb] = $i; intable = 1; next }
    intable && NF == 0 { intable = 0; next }
    intable { for (i = 2; i <= NF; i++) st[$1, be[i - 1]] = $i; next }
    /^FAIL t[0-9]+ \[/ {
        id = $2; b = $3; gsub(/[\[\]:]/, "", b)
        if ($0 ~ /\]: not compiled/) why[id, b] = "nc"
        else if ($0 ~ /\]: bad test/) why[id, b] = "bad"
    }
    END {
        printf "%-40s %-12s %7s %7s %13s %8s %4s %10s\n", "folder", "backend", "passed", "failed", "not-compiled", "skipped", "bad", "unchecked"
        for (id in folder) folders[folder[id]] = 1
        nf = 0
        for (f in folders) fl[++nf] = f
        for (i = 2; i <= nf; i++) for (j = i; j > 1 && fl[j - 1] > fl[j]; j--) { t = fl[j]; fl[j] = fl[j - 1]; fl[j - 1] = t }
        for (k = 1; k <= nf; k++) for (bi = 1; bi <= nb; bi++) {
            b = be[bi]; p = f0 = c = s = x = u = 0
            for (id in folder) {
                if (folder[id] != fl[k]) continue
                s0 = st[id, b]
                if (s0 == "PASS") { if (checked[id] == "yes") p++; else u++ }
                else if (s0 == "SKIP") s++
                else if (why[id, b] == "nc") c++
                else if (why[id, b] == "bad") x++
                else f0++
            }
            printf "%-40s %-12s %7d %7d %13d %8d %4d %10d\n", fl[k], b, p, f0, c, s, x, u
            tp[b] += p; tf[b] += f0; tc[b] += c; ts[b] += s; tx[b] += x; tu[b] += u
        }
        for (bi = 1; bi <= nb; bi++) {
            b = be[bi]
            printf "%-40s %-12s %7d %7d %13d %8d %4d %10d\n", "(all)", b, tp[b], tf[b], tc[b], ts[b], tx[b], tu[b]
        }
    }' "$W/out"
