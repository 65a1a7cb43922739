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
need ninja-build     ninja             # tests/unit/test_driver.c: ninja rebuilds from -MD depfiles
need glslang-tools   glslangValidator  # peer compiler: cross-checks, benchmarks
need hyperfine       hyperfine         # benchmarks
need clang           clang++           # fuzz targets (libFuzzer): make fuzz, fuzz-smoke
need libclang-rt-14-dev /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a
need valgrind        valgrind          # make valgrind
need spirv-cross     spirv-cross       # benchmarks: the glslang + SPIRV-Cross MSL path
need time            /usr/bin/time     # benchmarks: peak memory
need clang-19        clang-19          # conformance/msl: MSL checked against a Metal header model
need nodejs          node              # conformance/wgsl: WGSL checked by Tint, in Dawn (npm webgpu)
need npm             npm
need libvulkan-dev   /usr/include/vulkan/vulkan.h   # conformance/vkrun
need libyaml-dev     /usr/include/yaml.h            # conformance/vkrun
need pkgconf         pkg-config        # tests/lib/install.sh: the installed prism.pc
need man-db          man               # tests/lib/install.sh: man -l prism.1
need mesa-vulkan-drivers /usr/share/vulkan/icd.d/lvp_icd.x86_64.json  # lavapipe
# make wasm (web/web.mk): clang-19 for wasm32-wasi, its linker, C library and builtins
need lld-19          /usr/lib/llvm-19/bin/wasm-ld
need wasi-libc       /usr/lib/wasm32-wasi/libc.a
need libclang-rt-19-dev-wasm32 /usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a
need chromium        /usr/bin/chromium  # the playground's tests, headless (web/test/)

# SwiftShader (Vulkan on the CPU, subgroup size 4) and the Khronos validation
# layer, for make conformance: both ship in Debian's chromium-common, which
# is unpacked, not installed (it would pull in a browser). conformance/run.sh
# looks in the same folder. Failing here only costs the SwiftShader column.
swiftshader() {
    if [ "$(id -u)" -eq 0 ]; then dir=${PRISM_CACHE:-/var/cache/prism}
    else dir=${PRISM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/prism}; fi
    lib=$dir/chromium-common/usr/lib/chromium
    [ -e "$lib/vk_swiftshader_icd.json" ] && return 0
    tmp=$(mktemp -d) && mkdir -p "$dir" || return 0
    echo "bootstrap: unpacking SwiftShader from chromium-common into $dir" >&2
    if (cd "$tmp" && apt-get download chromium-common >/dev/null 2>&1) &&
        dpkg -x "$tmp"/chromium-common_*.deb "$tmp/x"; then
        mkdir -p "$lib" "$dir/chromium-common/layer"
        for f in libvk_swiftshader.so vk_swiftshader_icd.json libVkLayer_khronos_validation.so; do
            cp "$tmp/x/usr/lib/chromium/$f" "$lib/"
        done
        # the package has the layer's library but no manifest for the loader
        printf '{"file_format_version": "1.2.0", "layer": {"name": "VK_LAYER_KHRONOS_validation", "type": "GLOBAL", "library_path": "%s", "api_version": "1.3.239", "implementation_version": "1", "description": "Khronos validation layer (Debian chromium-common)"}}\n' \
            "$lib/libVkLayer_khronos_validation.so" >"$dir/chromium-common/layer/VkLayer_khronos_validation.json"
    else
        echo "bootstrap: could not get chromium-common; no SwiftShader" >&2
    fi
    rm -rf "$tmp"
}

# The npm packages of package-lock.json (webgpu: Dawn and its Tint, for
# conformance/wgsl/check.mjs) in node_modules/: npm ci when they are missing
# or older than the lock file. npm writes node_modules/.package-lock.json last.
npm_packages() {
    root=$(cd "$(dirname "$0")/.." && pwd)
    [ -e "$root/node_modules/webgpu/package.json" ] &&
        [ "$root/node_modules/.package-lock.json" -nt "$root/package-lock.json" ] && return 0
    echo "bootstrap: npm ci (node_modules/ from package-lock.json)" >&2
    (cd "$root" && npm ci --no-audit --no-fund --loglevel=error)
}

[ -z "$missing" ] && { swiftshader; npm_packages; exit 0; }
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
swiftshader
npm_packages
