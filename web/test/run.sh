#!/bin/sh
# The playground's browser tests (web/test/run.mjs), as a suite of
# tests/run.sh: BUILD_DIR from $PRISM (tests/run.sh exports it) or $1.
cd "$(dirname "$0")/../.." || exit 2
B=${1:-${PRISM:+$(dirname "$PRISM")}}
exec node web/test/run.mjs "${B:-build}"
