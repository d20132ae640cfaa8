#!/usr/bin/env bash
# What a screen reader reads of each tab, through AT-SPI (the interface Orca
# uses): Quandary is started under Xvfb with the accessibility bus and a
# window manager, once per problem with one bundled example, and
# build-aux/a11y-dump.py prints the board's texts as the cursor moves and
# every focusable control without a name.  A measurement, not a CI step.
#
#   build-aux/a11y-dump.sh [OUT]     (default: standard output)
#
# Needs: at-spi2-core dbus-x11 python3-pyatspi openbox xdotool xvfb.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-/dev/stdout}
examples=(
  wordpuzzle/puzzle1.txt mapcolor/australia.map battleship/easy1.txt wargame/Keren.txt
  colorgame/australia.txt kcell/course-7-2.kcell takestones/statement-n7.stones
  gametree/aima-figure-5-2.tree tsp/four-cities.tsp
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
