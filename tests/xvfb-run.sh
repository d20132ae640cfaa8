#!/bin/sh
# Runs a UI test on an X server of its own:
#   xvfb-run.sh [--server-args=ARGS] COMMAND [ARG…]
#
# Xvfb picks a free display number itself (-displayfd) and writes it once it
# accepts connections, so tests that meson starts at the same moment never
# share a server.  (xvfb-run --auto-servernum looks for a free number and
# then starts the server: two tests could both see the same number free, the
# second server failed to start, and its test ran on the first one's server
# until that test ended: "cannot open display".)
#
# -noreset: by default an X server resets when its last client goes away,
# and refuses connections meanwhile; a test that kills its child app and
# then opens the display itself (ui-drafts) met that reset as "cannot open
# display".
server_args=
case "$1" in
  --server-args=*) server_args=${1#--server-args=}; shift ;;
esac

dir=$(mktemp -d "${TMPDIR:-/tmp}/qd-xvfb.XXXXXX") || exit 1
xpid=
cleanup () {
  if [ -n "$xpid" ]; then
    kill "$xpid" 2>/dev/null
    wait "$xpid" 2>/dev/null
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# shellcheck disable=SC2086  # the server's arguments are words
Xvfb -displayfd 3 -noreset $server_args 3>"$dir/display" 2>"$dir/log" &
xpid=$!

# Wait (up to 30 s) for the display number and its newline.
tries=0
while ! grep -q '^[0-9][0-9]*$' "$dir/display" 2>/dev/null; do
  if ! kill -0 "$xpid" 2>/dev/null; then
    echo "xvfb-run.sh: Xvfb did not start:" >&2
    cat "$dir/log" >&2
    xpid=
    exit 1
  fi
  tries=$((tries + 1))
  if [ "$tries" -gt 600 ]; then
    echo "xvfb-run.sh: Xvfb gave no display within 30 s" >&2
    exit 1
  fi
  sleep 0.05
done

DISPLAY=:$(cat "$dir/display")
export DISPLAY
unset XAUTHORITY
"$@"
status=$?
exit "$status"
