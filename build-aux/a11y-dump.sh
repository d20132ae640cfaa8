#!/usr/bin/env bash
# What a screen reader reads of each tab, through AT-SPI (the interface Orca
# uses): Quandary is started under Xvfb with the accessibility bus and a
# window manager, once per problem of src/meson.build's problem_ids with its
# first bundled example (the first its descriptor lists), and
# build-aux/a11y-dump.py prints the board's texts as the cursor moves and
# every focusable control without a name.  A measurement, not a CI step.
#
#   build-aux/a11y-dump.sh [OUT]     (default: standard output)
#
# Needs: at-spi2-core dbus-x11 python3-pyatspi openbox xdotool xvfb.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-/dev/stdout}
mapfile -t examples < <(python3 - "$root" <<'PY'
import re, sys
root = sys.argv[1]
ids = re.findall(r"'([a-z0-9]+)'", re.search(r"problem_ids\s*=\s*\[(.*?)\]",
                 open(root + '/src/meson.build').read(), re.S).group(1))
for pid in ids:
    descriptor = open('%s/src/problems/%s/qd-%s-problem.c' % (root, pid, pid)).read()
    print('%s/%s' % (pid, re.search(r'\.examples\s*=[^{]*\{\s*\{\s*"([^"]+)"', descriptor).group(1)))
PY
)
"$root/build-aux/setup.sh" _build >/dev/null
: > "$out"
for example in "${examples[@]}"; do
  state=$(mktemp -d)
  xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" bash -c '
    set -u
    eval "$(dbus-launch --sh-syntax)"
    /usr/libexec/at-spi-bus-launcher --launch-immediately & bus=$!
    openbox >/dev/null 2>&1 & wm=$!
    sleep 1
    XDG_STATE_HOME="$2" GSETTINGS_SCHEMA_DIR="$1/_build/data" GSETTINGS_BACKEND=memory ADW_DISABLE_PORTAL=1 \
      GDK_BACKEND=x11 "$1/_build/src/app/quandary" "$1/data/examples/$3" >/dev/null 2>&1 & app=$!
    /usr/bin/python3 "$1/build-aux/a11y-dump.py" "$3"
    kill $app $wm $bus "$DBUS_SESSION_BUS_PID" 2>/dev/null
    wait $app 2>/dev/null
    true' _ "$root" "$state" "$example" >> "$out"
  rm -rf "$state"
done
