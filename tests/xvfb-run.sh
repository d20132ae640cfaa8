#!/bin/sh
# xvfb-run for the UI tests, each X server with a number of its own.
#
# With --auto-servernum alone, two UI tests that meson starts at the same
# moment both see :99 free and both take it; the second Xvfb fails to start
# and its test runs on the first one's server, then loses its display when
# that test ends ("cannot open display: :99").  Starting the search at a
# number drawn from the process id keeps simultaneous starts apart; xvfb-run
# still moves on to a free number if this one is taken.
n=$((100 + $$ % 4000))
exec xvfb-run --auto-servernum --server-num="$n" "$@"
