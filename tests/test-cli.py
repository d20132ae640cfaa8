#!/usr/bin/env python3
"""CLI contract tests of quandary-cli itself: the command table, help, version (TAP output).

The commands of each problem are tested in tests/<id>/.  Usage: test-cli.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403

error_case("unknown command", ["frobnicate"], 2, "unknown command")
code, out, err = run("--help")
case("--help lists gametree", code == 0 and "gametree" in out, err)

finish()
