#!/usr/bin/env python3
"""Outside agents on the command line (docs/agents.md): the template agents
of data/agents/ play whole games against every built-in agent, as player 1
and as player 2; hostile agents (tests/agents/hostile.py) forfeit with their
cause named; the registry's agents play the games they are for; the usage
errors.  The rules of the games are checked by the commands themselves (an
illegal move forfeits): a game that ends with its usual result line was
played by the rules.  Usage: test-cli-agents.py CLI SRCDIR WORKDIR
"""
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
# The registry of this test, in place before clitest reads the environment.
config_home = os.path.join(os.path.abspath(sys.argv[3]), "config")
os.environ["XDG_CONFIG_HOME"] = config_home
sys.path.insert(0, here)
from clitest import *  # noqa: E402,F401,F403

agents = os.path.join(os.environ.get("QD_DATA_DIR", os.path.join(here, "..", "data")), "agents")
hostile = os.path.join(here, "agents", "hostile.py")
KCELL_END = re.compile(r"\n\n\[[ox_]+\]\n(Player1 wins\.|Player2 wins\.|Draw\.)\n$")
STONES_END = re.compile(r"Winner: Player [12]\n$")


# The interpreter itself (a version manager's python3 may be a script that
# takes a tenth of a second to start it).
python = SANDBOX_PYTHON


def template(game, *args):
    return "program:%s %s %s" % (python, os.path.join(agents, game + "_agent.py"), " ".join(args))


def hostile_agent(mode):
    return "program:%s %s %s" % (python, hostile, mode)


# --- KCell: the template (alpha-beta, depth 3) against every built-in agent,
# on either side; then against itself at random.
for builtin in ("random", "minimax", "alphabeta", "alphabeta:4", "random-heuristic:2"):
    for side in ("--p1", "--p2"):
        other = "--p2" if side == "--p1" else "--p1"
        # Translated once a side: the other built-in agents print through the same code.
        code, out, err = run("kcell", side, template("kcell", "--depth 3"), other, builtin,
                             like=("kcell", side, template("kcell", "--depth 3"), other, "random"))
        case("kcell: the template agent as %s against %s plays the game to its end" % (side[2:], builtin),
             code == 0 and KCELL_END.search(out) is not None and "forfeit" not in out and err == "",
             "exit %d\n%s\n%s" % (code, out[-300:], err))
code, out, err = run("kcell", "-k", "9", "-n", "3", "--p1", template("kcell", "--random", "--seed", "5"),
                     "--p2", template("kcell", "--depth", "2"))
case("kcell: two outside agents play each other on 9 cells",
     code == 0 and KCELL_END.search(out) is not None and out.count("\nP1: ") >= 3, out + err)
saved = os.path.join(workdir, "outside.kcell")
code, out, err = run("kcell", "--p1", template("kcell", "--random"), "--p2", "random", "--save", saved)
with open(saved, encoding="utf-8") as f:
    text = f.read()
case("kcell --save: the outside agent is the game's player 1, its moves kept",
     code == 0 and "player1 program:%s " % python in text and re.search(r"^moves( \d+| pass)+$", text, re.M), text)
error_case("kcell: a saved game's program is not run unless --p1 names it", ["kcell", saved], 2,
           "an outside program runs only when --p1 names it")

# KCell's match experiment with an outside A or B: each game its own
# processes; the raw rows keep the agent and the forfeits; a merge agrees.
kcell_raw = os.path.join(workdir, "kcell-match.raw")
kcell_csv = os.path.join(workdir, "kcell-match.csv")
spec = template("kcell", "--depth", "2")
code, out, err = run("experiment", "kcell", "match", "-k", "9", "-n", "2", "--games", "3", "--agent", spec,
                     "--raw", kcell_raw, "-j", "2", people=True)   # the table is translated
m = re.findall(r"^(P[12]) +3 +(\d+) +(\d+) +(\d+) ", out, re.M)
case("experiment kcell match --agent program:…: three games a side, every one played to its end",
     code == 0 and out.startswith("A: %s; B: " % spec) and len(m) == 2 and
     all(int(w) + int(d) + int(l) == 3 for _, w, d, l in m) and "forfeit" not in out, out + err)
code, merged, err = run("experiment", "merge", kcell_raw, people=True)
case("experiment merge of the outside agent's match: the same table", code == 0 and merged == out, merged + err)
code, out, err = run("experiment", "kcell", "match", "-k", "9", "-n", "2", "--games", "2", "--opponent",
                     hostile_agent("crash"), "--raw", kcell_raw, "--csv", kcell_csv, people=True)
with open(kcell_csv, encoding="utf-8") as f:
    csv_text = f.read()
case("experiment kcell match: an opponent that crashes forfeits every game, each a win of A, counted",
     code == 0 and re.search(r"^P1 +2 +2 +0 +0 ", out, re.M) and re.search(r"^P2 +2 +2 +0 +0 ", out, re.M) and
     "A as P1: forfeits by A 0, by B 2" in out and "(%s) forfeits: ended." % hostile_agent("crash") in out and
     csv_text.splitlines()[0].endswith(",a_forfeits,b_forfeits") and csv_text.count(",0,2\n") == 2, out + csv_text)
code, merged, err = run("experiment", "merge", kcell_raw, people=True)
case("experiment merge keeps KCell's forfeits", code == 0 and merged == out, merged + err)
error_case("experiment kcell sizes --agent", ["experiment", "kcell", "sizes", "--agent", spec], 2,
           "--agent and --opponent go with match")
error_case("experiment kcell match --opponent human", ["experiment", "kcell", "match", "--opponent", "human"], 2,
           "a match is played by computer agents")
code, out, err = run("kcell", saved, "--p1", "random", "--p2", "random")
case("kcell: the saved game goes on with the players the command line names", code == 0 and
     KCELL_END.search(out) is not None, out + err)

# Hostile agents forfeit; the game's result says so, stderr names the cause.
for mode, side, cause in (("crash", "--p2", "player 2 (hostile crash) forfeits: it ended before its move: "
                                            "killed by signal 11"),
                          ("illegal", "--p1", "player 1 (hostile illegal) forfeits: “999” is not a legal move"),
                          ("garbage", "--p2", "forfeits: “hello there” where “info …” or “move …” was expected"),
                          ("sleep", "--p1", "player 1 (hostile sleep) forfeits: no move within 0.5 s"),
                          ("quit", "--p1", "forfeits: it ended before its move: exited with status 3")):
    other = "--p2" if side == "--p1" else "--p1"
    code, out, err = run("kcell", side, hostile_agent(mode), other, "random", "--move-time", "0.5")
    winner = "Player1" if side == "--p2" else "Player2"
    case("kcell: an agent that does %s forfeits, the other side wins, the cause on stderr" % mode,
         code == 0 and out.endswith("\n%s wins by forfeit.\n" % winner) and cause in err,
         "exit %d\n%s\n%s" % (code, out[-200:], err))
code, out, err = run("kcell", "--p1", "program:/nonexistent/agent", "--p2", "random")
case("kcell: a program that does not exist forfeits at its first move, named",
     code == 0 and out.endswith("Player2 wins by forfeit.\n") and
     "it could not start: /nonexistent/agent: no such program" in err, out + err)

# --- Take-Stones: the template (alpha-beta, depth 4) against the computer.
for n in ("12", "21"):
    for side in ("--p1", "--p2"):
        code, out, err = run("takestones", n, "1", "4", side, template("takestones", "--depth 4"))
        case("takestones %s: the template agent as %s against the computer plays to the end" % (n, side[2:]),
             code == 0 and STONES_END.search(out) is not None and err == "", "exit %d\n%s\n%s" % (code, out, err))
code, out, err = run("takestones", "15", "1", "-1", "--p1", template("takestones", "--random", "--seed", "2"),
                     "--p2", template("takestones"))
case("takestones: two outside agents play each other", code == 0 and STONES_END.search(out) is not None, out + err)
code, out, err = run("takestones", "12", "1", "4", "--p2", hostile_agent("crash"))
case("takestones: an agent that crashes forfeits: Winner: Player 1 (forfeit)",
     code == 0 and out.endswith("Winner: Player 1 (forfeit)\n") and
     "player 2 (hostile crash) forfeits: it ended before its move: killed by signal 11" in err, out + err)
code, out, err = run("takestones", "12", "1", "4", "--p1", hostile_agent("illegal"))
case("takestones: an illegal stone forfeits, named", code == 0 and out == "Winner: Player 2 (forfeit)\n" and
     "“999” is not a legal move" in err, out + err)
error_case("takestones --p1 of another kind", ["takestones", "7", "1", "2", "--p1", "alphabeta:3"], 2,
           "a player is human, computer, mcts, mcts:ITERATIONS, mcts:ms=MS, program:COMMAND or agent:NAME, not “alphabeta:3”")
error_case("takestones --analyze with --p1", ["takestones", "--analyze", "7", "0", "2", "--p1", "computer"], 2,
           "--analyze searches one position")
error_case("takestones --check with --p2", ["takestones", "7", "1", "2", "--p2", "human", "--check",
                                            os.path.join(workdir, "none.txt")], 2, "no --p1 or --p2")

# --- The war game: the template (alpha-beta, depth 2) against built-in agents
# on a 4 x 4 board, as blue and as green; under the extended rules and a coin,
# whose failed conquests the moves line carries ("D3/D2").
war_board = os.path.join(workdir, "war4.txt")
with open(war_board, "w", encoding="utf-8") as f:
    f.write("1\t3\t2\t1\n2\t5\t4\t3\n3\t4\t5\t2\n1\t2\t3\t1\n")
WAR_END = re.compile(r"\nscore blue -?\d+ green -?\d+\nnodes blue \d+ green \d+\n.*ms-per-move [^\n]*\n$", re.S)
for builtin in ("random", "alphabeta:3", "engine:20"):
    for side in ("--blue", "--green"):
        other = "--green" if side == "--blue" else "--blue"
        code, out, err = run("wargame", war_board, side, template("wargame"), other, builtin,
                             like=("wargame", war_board, side, template("wargame"), other, "random"))
        case("wargame: the template agent as %s against %s plays the game to its end" % (side[2:], builtin),
             code == 0 and WAR_END.search(out) is not None and "forfeit" not in out and err == "",
             "exit %d\n%s\n%s" % (code, out[-300:], err))
war_log = os.path.join(workdir, "war-coin.log")
code, out, err = run("wargame", war_board, "--rules", "battle", "--coin", "0.5", "--seed", "3", "--blue",
                     template("wargame", "--depth", "1"), "--green", template("wargame", "--random"), "--log", war_log)
case("wargame --rules battle --coin 0.5: two outside agents play to the end",
     code == 0 and WAR_END.search(out) is not None and "forfeit" not in out, out + err)
code, out, err = run("wargame", war_board, "--blue", hostile_agent("crash"), "--green", "random", "--log", war_log)
with open(war_log, encoding="utf-8") as f:
    log = f.read()
case("wargame: an agent that crashes forfeits (forfeit blue), the cause on stderr and in the log",
     code == 0 and out.endswith("\nforfeit blue\n") and
     "blue (hostile crash) forfeits: it ended before its move: killed by signal 11" in err and
     log == "# forfeit blue ended\n", "%s\n%s\n%s" % (out, err, log))
code, out, err = run("wargame", war_board, "--green", hostile_agent("illegal"), "--blue", "random")
case("wargame: a square off the board forfeits, named", code == 0 and out.endswith("\nforfeit green\n") and
     "“999” is not a legal move (an empty square from A1 to D4)" in err, out + err)
# --matchups and --compare with an outside agent: it plays minimax and
# alpha-beta on either side (4 games), or itself under every rule set (5);
# each game starts it afresh, so a forfeit ends one game; the raw file
# keeps the agent (its spec escaped) and each forfeit, and a merge of it
# replays the games to the same table.
war_raw = os.path.join(workdir, "war-matchups.raw")
spec = template("wargame", "--depth", "1")
code, out, err = run("wargame", war_board, "--matchups", "--green", spec, "--minimax-depth", "2",
                     "--alphabeta-depth", "3", "--raw", war_raw)
rows = [line for line in out.splitlines() if line.startswith(("minimax:2 vs", "alphabeta:3 vs", spec)) and
        " — " not in line]
case("wargame --matchups --green program:…: the agent against minimax and alpha-beta, on either side",
     code == 0 and [r.split(" vs ")[0] for r in rows] == [spec, spec, "minimax:2", "alphabeta:3"] and
     "forfeit" not in out and err == "", out + err)
with open(war_raw, encoding="utf-8") as f:
    raw = f.read()
case("wargame --matchups --raw: the outside agent in the settings, its spaces escaped",
     " outside=program:%s%%20" % python in raw and raw.count("\n") >= 8, raw[:600])
code, merged, err = run("experiment", "merge", war_raw)
case("experiment merge of the outside agent's matchups: the same table, the games replayed",
     code == 0 and merged == out, "%s\n---\n%s\n%s" % (merged, out, err))
code, out, err = run("wargame", war_board, "--matchups", "--blue", hostile_agent("crash"), "--minimax-depth", "1",
                     "--alphabeta-depth", "2", "--raw", war_raw)
case("wargame --matchups with an agent that crashes: each of its four games forfeited, the others played",
     code == 0 and out.count("(blue forfeits: ended)") == 2 and out.count("(green forfeits: ended)") == 2 and
     err.count(") forfeits: it ended before its move: killed by signal 11") == 4 and
     "quandary-cli: game 3 (minimax:1 vs program:" in err, out + err)
code, merged, err = run("experiment", "merge", war_raw)
case("experiment merge keeps the forfeits", code == 0 and merged == out, merged + err)
code, out, err = run("wargame", war_board, "--compare", "--blue", template("wargame", "--random"))
case("wargame --compare --blue program:…: the agent against itself under the five rule sets",
     code == 0 and len(re.findall(r"^(classic|battle|duel|attrition)[^\n]* +-?\d+ +-?\d+ ", out, re.M)) == 5 and
     "forfeit" not in out, out + err)
error_case("wargame --matchups with two outside agents", ["wargame", war_board, "--matchups", "--blue",
           template("wargame"), "--green", template("wargame")], 2, "one outside agent")
error_case("wargame --compare with --green outside", ["wargame", war_board, "--compare", "--green",
           template("wargame")], 2, "name the outside agent with --blue")
error_case("wargame --check with an outside agent", ["wargame", war_board, "--green", template("wargame"),
           "--check", war_log], 2, "not with --check or --replay")

# --- The map-colouring game: the template (alpha-beta, depth 2) against
# Quandary's players from the statement's position, as player 1 and 2.
australia = os.path.join(os.environ.get("QD_DATA_DIR", os.path.join(here, "..", "data")), "examples", "colorgame",
                         "australia.txt")
COLOR_END = re.compile(r"(^Player [12]: \w+:\w+\n)+score 1 -?\d+ 2 -?\d+\n(Player [12] wins\.|Draw\.)\n\Z", re.M)
for builtin in ("random", "alphabeta"):
    for side in ("--p1", "--p2"):
        other = "--p2" if side == "--p1" else "--p1"
        code, out, err = run("colorgame", australia, side, template("colorgame", "--depth 2"), other, builtin,
                             like=("colorgame", australia, side, template("colorgame", "--depth 2"), other, "random"))
        case("colorgame: the template agent as %s against %s plays the game to its end" % (side[2:], builtin),
             code == 0 and COLOR_END.search(out) is not None and err == "", "exit %d\n%s\n%s" % (code, out, err))
code, out, err = run("colorgame", australia, "--p1", hostile_agent("illegal"), "--p2", "random")
case("colorgame: a move that is no node and colour forfeits, named",
     code == 0 and out == "score 1 10 2 2\nPlayer 2 wins by forfeit.\n" and "“999” is not a legal move" in err,
     out + err)
error_case("colorgame --p1 of another kind", ["colorgame", australia, "--p1", "minimax"], 2,
           "a player is alphabeta, random, mcts, mcts:ITERATIONS, mcts:ms=MS, program:COMMAND or agent:NAME")
error_case("colorgame --p1 with --output", ["colorgame", australia, "--p1", "random", "-o",
           os.path.join(workdir, "x.txt")], 2, "--p1 and --p2 play a game")

# --- The registry: agents by name, for the games they play.
os.makedirs(os.path.join(config_home, "quandary"), exist_ok=True)
with open(os.path.join(config_home, "quandary", "agents.conf"), "w", encoding="utf-8") as f:
    f.write("[kcell-random]\ncommand=python3 kcell_agent.py --random\nfolder=%s\ngames=kcell\n\n"
            "[stones-once]\ncommand=python3 takestones_agent.py --depth 3\nfolder=%s\nmode=once\n"
            "games=takestones\nmove-time=20\n\n[broken]\nmode=always\ncommand=true\n" % (agents, agents))
code, out, err = run("kcell", "--p1", "agent:kcell-random", "--p2", "alphabeta:2")
case("kcell --p1 agent:NAME: the registry's agent plays", code == 0 and KCELL_END.search(out) is not None, out + err)
code, out, err = run("takestones", "10", "1", "3", "--p2", "agent:stones-once")
case("takestones --p2 agent:NAME, an agent run once per move, plays",
     code == 0 and STONES_END.search(out) is not None, out + err)
error_case("an agent of the registry that does not play the game", ["kcell", "--p1", "agent:stones-once",
           "--p2", "random"], 2, "agent:stones-once does not play kcell")
error_case("a name the registry does not have", ["kcell", "--p1", "agent:nobody"], 2,
           "agent:nobody: no such agent in the registry")
error_case("a registry entry with a wrong key", ["takestones", "7", "1", "2", "--p1", "agent:broken"], 2,
           "agents.conf [broken]: mode=always: use persistent or once")

# --- agent-test: the protocol's conformance test.
for game in ("kcell", "takestones", "wargame", "colorgame"):
    # A report for people, translated: once, the other games' through the same code.
    code, out, err = run("agent-test", "--game", game, "%s %s" % (python, os.path.join(agents, game + "_agent.py")),
                         people=True, like=("agent-test", "--game", "kcell",
                                            "%s %s" % (python, os.path.join(agents, "kcell_agent.py"))))
    case("agent-test --game %s: the template plays both sides to the end" % game,
         code == 0 and out.count("%s, as player " % game) == 2 and out.endswith("2 of 2 games played to the end\n")
         and "played to the end: " in out, out + err)
code, out, err = run("agent-test", "--game", "kcell", "--move-time", "1", hostile_agent("garbage"), people=True)
case("agent-test: a line the protocol has no place for, quoted, for each side (exit 1)",
     code == 1 and out.count("forfeits after the moves") == 2 and "“hello there” where “info …” or “move …” was "
     "expected" in out and out.endswith("0 of 2 games played to the end\n"), out + err)
code, out, err = run("agent-test", "--game", "takestones", hostile_agent("crash"), people=True)
case("agent-test: a crash, with the signal", code == 1 and "killed by signal 11" in out, out + err)
code, out, err = run("agent-test", "agent:stones-once", people=True)
case("agent-test agent:NAME: only the games of its registry entry", code == 0 and "takestones, as player 2" in out
     and "kcell" not in out, out + err)

# --- An agent's words are data (issue 62): tests/agents/noisy.py writes escape
# sequences, C1 controls, a right-to-left override and bytes that are not
# UTF-8 in its name, its author, its move and its stderr; every line shows
# them escaped (\e, \u{009B}, \xFF), never raw.
noisy = "program:%s %s" % (python, os.path.join(here, "agents", "noisy.py"))
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202e\ufffd]")
ESCAPED = "noisy \\e[31mred\\e]0;owned\\x07 \\u{009B}2J \\xFF\\xFE \\u{202E}evil"
for args, where in ((["kcell", "--p1", noisy, "--p2", "random"], "kcell"),
                    (["wargame", war_board, "--blue", noisy, "--green", "random"], "wargame")):
    code, out, err = run(*args)
    case("%s: a noisy agent's name, move and stderr escaped in its forfeit" % where,
         code == 0 and RAW.search(out + err) is None and ESCAPED in err and "“\\e[2J7” is not a legal move" in err
         and "the last line of its stderr: stderr \\e[31mred" in err, repr(out + err))
code, out, err = run("agent-test", "--game", "kcell", noisy, people=True)
case("agent-test: a noisy agent's name, author, moves and stderr escaped",
     code == 1 and RAW.search(out + err) is None and out.startswith("Agent: " + ESCAPED + ", by \\e[31mred") and
     out.count("“\\e[2J7” is not a legal move") == 2, repr(out + err))
error_case("agent-test without an agent", ["agent-test"], 2, "name the agent")
error_case("agent-test --game of no such game", ["agent-test", "--game", "chess", "true"], 2, "no game to play")

# --- Inside a Flatpak, agents run on the host through flatpak-spawn: a
# stand-in for it (tests/agents/host-spawn.sh, as QD_HOST_SPAWN) takes its
# options and runs the rest here.  The host's bubblewrap and prlimit's
# limits hold; without bubblewrap, the limits alone, and stderr says so.
host_spawn = os.path.join(here, "agents", "host-spawn.sh")
for env in (C_ENV, LOCALE_ENV):
    if env is not None:
        env["QD_HOST_SPAWN"] = host_spawn
code, out, err = run("kcell", "-k", "9", "-n", "2", "--p1", template("kcell", "--depth", "2"), "--p2", "random")
case("on the host (flatpak-spawn): the template agent plays to the end, in the host's sandbox",
     code == 0 and KCELL_END.search(out) is not None and err == "", out + err)
code, out, err = run("kcell", "-k", "9", "-n", "2", "--move-time", "5", "--p1", hostile_agent("memory"), "--p2",
                     "random")
case("on the host: prlimit holds its memory (8 GB refused, the agent forfeits)",
     code == 0 and "Player2 wins by forfeit." in out and "MemoryError" in err, out + err)
marker = "0.000%d" % (os.getpid() % 1000 + 1000)
code, out, err = run("kcell", "-k", "9", "-n", "2", "--move-time", "5", "--p1", hostile_agent("fork") + " " + marker,
                     "--p2", "random")
left = survivors("sleep 1000 " + marker)
case("on the host: no child of the agent survives its game", code == 0 and left == [], "%s\n%s\n%s" % (left, out, err))
for env in (C_ENV, LOCALE_ENV):
    if env is not None:
        env["QD_TEST_HOST_NO_BWRAP"] = "1"
code, out, err = run("kcell", "-k", "9", "-n", "2", "--p1", template("kcell", "--depth", "2"), "--p2", "random")
case("on the host without bubblewrap: the agent is refused, with the reason and the fix (exit 2)",
     code == 2 and "cannot run: The sandbox cannot be made here: prlimit: failed to execute bwrap" in err and
     "apt install bubblewrap" in err and out == "", out + err)
code, out, err = run("kcell", "-k", "9", "-n", "2", "--no-sandbox", "--p1", template("kcell", "--depth", "2"), "--p2",
                     "random")
case("on the host without bubblewrap, --no-sandbox: the agent plays, and stderr says it runs unconfined",
     code == 0 and KCELL_END.search(out) is not None and "runs unconfined (--no-sandbox)" in err, out + err)
for env in (C_ENV, LOCALE_ENV):
    if env is not None:
        del env["QD_HOST_SPAWN"]
        del env["QD_TEST_HOST_NO_BWRAP"]

# --- Usage errors.
error_case("kcell --move-time 0", ["kcell", "--move-time", "0.0001", "--p1", "random"], 2,
           "--move-time must be a number of seconds from 0.001")
error_case("kcell --p1 program: without a command", ["kcell", "--p1", "program:"], 2, "program:")
error_case("kcell --p1 program: with an unclosed quote", ["kcell", "--p1", "program:python3 'x"], 2,
           "cannot be read")
error_case("kcell --check with an outside agent", ["kcell", "--p1", template("kcell"), "--p2", "random",
           "--check", os.path.join(workdir, "none.txt")], 2, "player 1 is an outside agent")
finish()
