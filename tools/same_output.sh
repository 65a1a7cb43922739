#!/bin/sh
# Compiles every shader of tests/shaders, tests/diagnostics, bench/corpus and
# examples with two prism binaries (each with its own // ARGS:, default
# -T cs_6_0) to all three targets plus reflection, and compares outputs,
# diagnostics and exit status file by file. Performance work must leave
# every output byte-identical; this is how it shows that.
#   sh tools/same_output.sh REF_PRISM NEW_PRISM
set -u
ref=$1 new=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0 diff=0
run() { # binary dir file args...
    bin=$1 dir=$2 f=$3; shift 3
    mkdir -p "$dir"
    set -f
    # shellcheck disable=SC2086
    "$bin" $args --target spirv --target msl --target wgsl -Fo "$dir/out" \
        --reflect "$dir/out.json" "$f" >"$dir/stdout" 2>"$dir/stderr"
    echo $? >"$dir/rc"
    set +f
}
for f in tests/shaders/*.hlsl tests/diagnostics/*.hlsl bench/corpus/*.hlsl examples/*.hlsl; do
    args=$(sed -n 's|^// ARGS: *||p' "$f" | head -n 1)
    : "${args:=-T cs_6_0}"
    run "$ref" "$tmp/a" "$f"
    run "$new" "$tmp/b" "$f"
    n=$((n + 1))
    if ! diff -r "$tmp/a" "$tmp/b" >/dev/null; then
        diff=$((diff + 1))
        echo "differs: $f ($args)"
    fi
    rm -rf "$tmp/a" "$tmp/b"
done
echo "$n inputs, $diff differ"
[ "$diff" -eq 0 ]
