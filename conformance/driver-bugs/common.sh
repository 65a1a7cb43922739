# Sourced by the reproducers' repro.sh after here=$(dirname "$0"): B (the
# build folder: the script's first argument, else build), lvp and
# swiftshader (the ICDs, conformance/devices.sh), t (a temporary folder,
# removed at exit).
set -u
B=${1:-build}
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
. "$here/../../devices.sh"
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
