#!/usr/bin/env bash
# Set up (packages, build in _build) and start Quandary without installing it.
#
#   build-aux/run-app.sh [FILE...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

"$root/build-aux/setup.sh" _build

# The schema is compiled into _build/data; the app runs uninstalled.
export GSETTINGS_SCHEMA_DIR="$root/_build/data"
exec "$root/_build/src/app/quandary" "$@"
