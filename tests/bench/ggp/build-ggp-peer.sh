#!/usr/bin/env bash
# Builds the GGP Base peer of the GDL benchmarks (docs/gdl-peers.md):
#
#   tests/bench/ggp/build-ggp-peer.sh [GGP_BASE_GIT_DIR [CACHE_DIR]]
#
# GGP_BASE_GIT_DIR: a clone of github.com/ggp-org/ggp-base (a bare mirror will do;
# default /work/.mirror/ggp-org+ggp-base/repo), read at commit $GGP_REV (default: its
# newest, 44db132b5f1a, 2016-12-26).  CACHE_DIR (default /tmp/peers/ggp-base) receives
# GGP Base's Java sources and Guava jar (git archive), then classes/: GgpPerft.java
# compiled with javac's -sourcepath, which compiles only the GGP Base classes it reaches
# (the prover state machine, the GDL and symbol factories: about 80 classes, seconds).
# Prints the class path to give `java -cp`.  Safe to run again: it rebuilds only when
# GgpPerft.java is newer than the classes.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
git_dir=${1:-/work/.mirror/ggp-org+ggp-base/repo}
cache=${2:-/tmp/peers/ggp-base}
rev=${GGP_REV:-HEAD}

mkdir -p "$cache"
if [ ! -f "$cache/src/main/java/org/ggp/base/util/statemachine/implementation/prover/ProverStateMachine.java" ] \
   || [ ! -f "$cache/lib/Guava/guava-14.0.1.jar" ]; then
  # lib/ holds a jar missing from some mirrors (Jython): take only what the prover needs
  # (git may still complain of that jar's object while listing lib/: its stderr is dropped)
  git -C "$git_dir" archive "$rev" src/main/java lib/Guava licences 2>/dev/null | tar -x -C "$cache"
  [ -f "$cache/lib/Guava/guava-14.0.1.jar" ] || { echo "build-ggp-peer: no GGP Base sources in $git_dir" >&2; exit 1; }
fi
cp_jars="$cache/lib/Guava/guava-14.0.1.jar"
if [ ! -f "$cache/classes/GgpPerft.class" ] || [ "$here/GgpPerft.java" -nt "$cache/classes/GgpPerft.class" ]; then
  rm -rf "$cache/classes"
  mkdir -p "$cache/classes"
  javac -nowarn -encoding UTF-8 -d "$cache/classes" -cp "$cp_jars" -sourcepath "$cache/src/main/java" \
    "$here/GgpPerft.java" 2>&1 | grep -v '^Note:' >&2 || true
  [ -f "$cache/classes/GgpPerft.class" ] || { echo "build-ggp-peer: javac failed" >&2; exit 1; }
fi
echo "$cache/classes:$cp_jars"
