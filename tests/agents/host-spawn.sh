#!/bin/sh
# Stands for "flatpak-spawn --host" in the tests (QD_HOST_SPAWN): takes the
# options Quandary gives flatpak-spawn (--watch-bus, --directory=D,
# --env=NAME=VALUE), then runs the rest of its command line here.
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
exec "$@"
