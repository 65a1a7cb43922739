#!/bin/sh
# %offloader of the offload-test-suite's RUN lines, for lit.mjs: the
# pipeline on this backend, printing what the suite's offloader prints.
#   OFFLOAD_RUNNER  "vk:VKRUN_OPTIONS" (build/vkrun --offloader) or "dawn"
#                   (conformance/wgrun --offloader)
#   OFFLOAD_STATE   a folder: "skip" gets the reason a run was skipped
#                   (exit 77: a device limit, or what the runner does not run)
set -u
state=${OFFLOAD_STATE:-/tmp}
err=$state/offloader.err
case ${OFFLOAD_RUNNER:-vk:} in
dawn) node "$OFFLOAD_ROOT/conformance/wgrun/wgrun.mjs" --prism "$PRISM" --offloader "$@" 2>"$err" ;;
# shellcheck disable=SC2086 # the options: split on purpose
vk:*) timeout 120 "$VKRUN" --offloader ${OFFLOAD_RUNNER#vk:} "$@" 2>"$err" ;;
esac
rc=$?
cat "$err" >&2
[ $rc -eq 77 ] && { grep -m 1 '^SKIP' "$err" | sed 's/^SKIP: //' >"$state/skip"; }
[ $rc -eq 124 ] && echo "timed out after 120 s" >"$state/timeout"
exit $rc
