#!/bin/sh
# Stands for "flatpak-spawn --host" in the tests (QD_HOST_SPAWN): takes the
# options Quandary gives flatpak-spawn (--watch-bus, --directory=D,
# --env=NAME=VALUE), then runs the rest of its command line here.  With
# QD_TEST_HOST_NO_BWRAP=1, the host has no bubblewrap.
[ "$1" = --host ] || { echo "host-spawn.sh: --host expected, not $1" >&2; exit 99; }
shift
while :; do
  case "$1" in
    --watch-bus) shift ;;
    --directory=*) cd "${1#--directory=}" || exit 98; shift ;;
    --env=*) export "${1#--env=}"; shift ;;
    *) break ;;
  esac
done
if [ -n "$QD_TEST_HOST_NO_BWRAP" ]; then
  for word in "$@"; do
    if [ "$word" = bwrap ]; then
      echo "prlimit: failed to execute bwrap: No such file or directory" >&2
      exit 127
    fi
  done
fi
exec "$@"
