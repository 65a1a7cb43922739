#!/bin/sh
# Install the Debian 12 packages Prism's build and tests need, when they are
# missing. Run by `make deps` (so by `make test` and `make demo`) and by .ci/run.
# Nothing to do costs a few `command -v` calls; apt-get runs only when needed.
set -eu

# package          probe (a command on PATH, or a file)
missing=
need() {
    case $2 in
    /*) [ -e "$2" ] ;;
    *) command -v "$2" >/dev/null 2>&1 ;;
    esac || case " $missing " in
        *" $1 "*) ;;
        *) missing="$missing $1" ;;
        esac
}
need build-essential cc
need build-essential make
need re2c            re2c
need lemon           lemon
need spirv-headers   /usr/include/spirv/unified1/spirv.h
need spirv-tools     spirv-val
need glslang-tools   glslangValidator  # peer compiler: cross-checks, benchmarks
need hyperfine       hyperfine         # benchmarks
need spirv-cross     spirv-cross       # benchmarks: the glslang + SPIRV-Cross MSL path
need clang-19        clang-19          # conformance/msl: MSL checked against a Metal header model

[ -z "$missing" ] && exit 0
missing=${missing# }

if [ "$(id -u)" -ne 0 ]; then
    echo "bootstrap: missing packages: $missing" >&2
    echo "bootstrap: run: sudo apt-get update && sudo apt-get install -y $missing" >&2
    exit 1
fi
echo "bootstrap: installing $missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends $missing >/dev/null
