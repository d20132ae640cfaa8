"""Shared helpers of the CLI contract tests (TAP output).

A test script does `from clitest import *`, adds cases, then calls finish().
Usage of every script: SCRIPT CLI SRCDIR WORKDIR

With QD_CLITEST_LOCALE=LANG (say fr; QD_LOCALE_DIR names the catalogues of the
build, its po/ folder) every command of the script runs twice: as usual in the
C locale, whose results the script's cases check, and in LANG's locale
(LANGUAGE=LANG and LC_ALL=LANG_LANG.UTF-8, compiled with localedef when the
system lacks it, else C.UTF-8).  The translated run must give the same exit
status, the same stdout byte for byte, the same files (pictures aside, which
are for people) and the same --stats lines on stderr: the machine outputs do
not depend on the locale.  Where only timings may differ (the digits of a
second run) the outputs are compared with their digits masked.  Golden files
are checked against the translated run too, and --help must be translated.

A command runs translated once per shape (_shape): the same subcommand and
options, values of the same kind (a whole number, a decimal, a file of the
same extension, the same word with its digits apart), stdin or not, and the
same exit status in C.  Commands of one shape print through the same code
with other data (the random instances of a differential test, a folder of
puzzles), so a second one shows nothing the first did not.  A command that
draws a picture (--gif, --report, --report-bundle, --png, --svg, --pdf)
counts by its subcommand, its picture options and its exit status alone:
what the translated run compares (stdout, the --stats lines, the files but
pictures and bundles) is the same code's whatever the other options, the
pictures themselves are not compared, and drawing them is most of the time;
the first of them runs translated (the translated titles and numbers
drawn), the others in C only.  A run that stops at a --time-limit, or an
engine's, is run translated only for a caller that reads it (PEOPLE): it
can differ from one run to the next, so its translated outputs are compared
with nothing.  QD_CLITEST_EVERY=1 runs every command translated all the
same.

In a sanitizer build (build-aux/run-tests.sh sets QD_CLITEST_PLAIN_CLI to the
plain build's quandary-cli of the same tree), a command whose shape has run
under the sanitizers to exit status 0 once already runs through the plain
build instead: its cases are checked all the same,
and the sanitizers have seen that code run.  The translated runs go through
the plain build there: they compare outputs, which the C runs under the
sanitizers already made with the same code.  A command that draws a picture (--gif, --report,
--report-bundle: most of its time is cairo's drawing and the encoder, the
same code whatever the other options) counts by its subcommand and picture
option alone: once one of those has run under the sanitizers to exit
status 0, the others run through the plain build.  QD_CLITEST_EVERY=1 runs
every one instrumented.
"""
import glob
import os
import re
import shutil
import stat
import subprocess
import sys
import time

cli, srcdir, workdir = sys.argv[1:4]
golden = os.path.join(srcdir, "golden")
# The bundled examples (data/examples/<id>/ of the project).
examples = os.path.join(os.environ.get("QD_DATA_DIR", os.path.join(srcdir, "..", "..", "data")), "examples")
os.makedirs(workdir, exist_ok=True)
results = []

# The interpreter a confined program finds: the system's (its sandbox
# shows /usr, not a version manager's folder in a home).
SANDBOX_PYTHON = next((p for p in ("/usr/local/bin/python3", "/usr/bin/python3", "/bin/python3")
                       if os.access(p, os.X_OK)), "python3")

# QD_CLITEST_NO_LOCALE=1 (tests/check-new-problem.py) keeps a run in C.
LOCALE = None if os.environ.get("QD_CLITEST_NO_LOCALE") == "1" else os.environ.get("QD_CLITEST_LOCALE") or None
# Pictures are for people: their titles and legends are translated.
PICTURES = (".png", ".svg", ".pdf", ".gif")
# Reports for people (--report-bundle folders, whose names end so in the
# tests) hold translated words and pictures: not compared across locales.
BUNDLE_MARK = "-bundle" + os.sep
# --stats lines and the other key-value lines of stderr that are machine outputs.
STATS_LINE = re.compile(r"^(solutions|nodes|assignments|checks|prunings|backtracks|restarts|time-ms|neighbours)"
                        r"[ ,]|^assignments \d")
locale_note = ""


def _envs():
    """The environments of the C run and of the translated run."""
    base = dict(os.environ)
    for k in ("QD_CLITEST_LOCALE", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANG"):
        base.pop(k, None)
    c_env = dict(base, LC_ALL="C.UTF-8")   # the untranslated outputs, whatever the session's locale
    if LOCALE is None:
        return c_env, None
    global locale_note
    name = "%s_%s.UTF-8" % (LOCALE, LOCALE.upper())
    t_env = dict(base, LANGUAGE=LOCALE)
    have = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.split()
    if name in have or name.replace("UTF-8", "utf8") in have:
        t_env["LC_ALL"] = name
        locale_note = "locale %s" % name
        return c_env, t_env
    # Compiled once for every test of the build (localedef takes some 3 CPU
    # seconds): in the build's po/ folder (QD_LOCALE_DIR), else beside
    # WORKDIR, which scripts may empty.  Made in a folder of its own and
    # renamed into place, so that tests running at once never read half of it.
    catalogues = os.environ.get("QD_LOCALE_DIR")
    locpath = os.path.join(catalogues, "clitest-locales") if catalogues and os.path.isdir(catalogues) \
        else workdir.rstrip(os.sep) + "-locale"
    compiled = os.path.join(locpath, name)
    if not os.path.isfile(os.path.join(compiled, "LC_CTYPE")) and shutil.which("localedef"):
        import tempfile
        os.makedirs(locpath, exist_ok=True)
        scratch = tempfile.mkdtemp(prefix=".making-", dir=locpath)
        subprocess.run(["localedef", "-i", name.split(".")[0], "-f", "UTF-8", os.path.join(scratch, name)],
                       capture_output=True)
        try:
            if os.path.isfile(os.path.join(scratch, name, "LC_CTYPE")):
                if os.path.isdir(compiled) and not os.path.isfile(os.path.join(compiled, "LC_CTYPE")):
                    shutil.rmtree(compiled, ignore_errors=True)   # half made by an older run
                os.rename(os.path.join(scratch, name), compiled)
        except OSError:
            pass   # another test put its own in place first
        shutil.rmtree(scratch, ignore_errors=True)
    if os.path.isfile(os.path.join(compiled, "LC_CTYPE")):
        t_env.update(LOCPATH=locpath, LC_ALL=name)
        locale_note = "locale %s compiled by localedef" % name
    else:
        t_env["LC_ALL"] = "C.UTF-8"
        locale_note = "no %s locale: C.UTF-8 with LANGUAGE=%s (messages only)" % (name, LOCALE)
    return c_env, t_env


C_ENV, LOCALE_ENV = _envs()
last_translated = None   # (exit, stdout, stderr) of the last translated run, None if it had none
EVERY = os.environ.get("QD_CLITEST_EVERY") == "1"
_shapes = set()          # the shapes run translated so far
PLAIN_CLI = os.environ.get("QD_CLITEST_PLAIN_CLI") or None
if PLAIN_CLI is not None and not os.access(PLAIN_CLI, os.X_OK):
    PLAIN_CLI = None
# The games and checks a grading or a tournament runs (children of the
# command under test, tested under the sanitizers in their own tests) run
# through the plain build too (docs/grading.md, QD_GRADE_CLI).
for _env in (C_ENV, LOCALE_ENV):
    if PLAIN_CLI is not None and _env is not None:
        _env.setdefault("QD_GRADE_CLI", PLAIN_CLI)
_instrumented = {}       # shape (no exit status) -> the exit statuses of its instrumented runs
_PICTURES = ("--gif", "--report", "--report-bundle")   # see the top
_DRAWINGS = ("--png", "--svg", "--pdf")                 # pictures too, quick to draw
_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


# The files of WORKDIR as last read: path -> (signature, bytes, trusted).  A
# file is read again unless its signature (inode, size, modification and
# change times) is unchanged and it was already older than a second when it
# was read (a file system's clock ticks coarsely: a file written twice in one
# tick keeps its times).  The snapshots around every command cost a stat per
# file, not a read of the folder's megabytes three times.
_contents = {}


def _snapshot():
    files = {}
    now = time.time_ns()
    for dirpath, dirnames, filenames in os.walk(workdir):
        for name in filenames:
            path = os.path.join(dirpath, name)
            try:
                st = os.lstat(path)
                if not stat.S_ISREG(st.st_mode):
                    continue
                sig = (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
                known = _contents.get(path)
                if known is not None and known[0] == sig and known[2]:
                    files[path] = known[1]
                    continue
                with open(path, "rb") as f:
                    data = f.read()
                _contents[path] = (sig, data, max(st.st_mtime_ns, st.st_ctime_ns) < now - 1000000000)
                files[path] = data
            except OSError:
                pass
    return files


def _restore(before, after):
    for path in after:
        if path not in before:
            os.remove(path)
    for path, data in before.items():
        if after.get(path) != data:
            with open(path, "wb") as f:
                f.write(data)


def _mask(text):
    """Numbers masked (written with a point), a lower bound's "≥" with them,
    and the spaces that align them: what the timings of a second run change
    (a time's quartile is a lower bound or not as the capped run's time falls)."""
    return re.sub(r"[ \t]+", " ", re.sub(r"(?:≥ ?)?\d+(?:\.\d+)?(?:e[-+]?\d+)?", "#", text))


def _same(a, b):
    """Equal, or equal but for the values of numbers written alike: a decimal
    comma ("0,5" masks to "#,#", not "#") or a grouped number ("1 234") where
    the C run wrote "0.5" or "1234" is a difference."""
    return a == b or _mask(a) == _mask(b)


def _stats_lines(err):
    return [_mask(l) for l in err.splitlines() if STATS_LINE.match(l)]


def _is_fifo(path):
    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


# (seconds, locale, command) of every run, for the slowest commands that
# finish() lists as TAP comments: where a script's time goes.
_timings = []


def _shown(args):
    """ARGS on one line (a TAP comment or name): long ones cut, line breaks escaped."""
    return " ".join(a if len(a) < 40 else "…" + a[-30:] for a in args).replace("\r", "\\r").replace("\n", "\\n")


def _binary(args, stdin, people):
    """The CLI a C-locale run uses (see the top): the build's own, or the
    plain build's for a shape the sanitizers have seen enough of."""
    if PLAIN_CLI is None or EVERY:
        return cli, None
    shape = _shape(args, stdin, people, None)
    picture = next((o for o in (a.split("=", 1)[0] for a in args) if o in _PICTURES), None)
    if picture is not None:
        shape = ("picture", args[0] if args else "", picture)
    codes = _instrumented.setdefault(shape, [])
    if 0 in codes:
        return PLAIN_CLI, None
    return cli, codes


def _run(args, stdin, timeout, env, people=False):
    started = time.monotonic()
    binary, codes = _binary(args, stdin, people) if env is C_ENV else (PLAIN_CLI or cli, None)
    p = subprocess.run([binary, *args], capture_output=True, timeout=timeout, input=stdin, env=env)
    if codes is not None:
        codes.append(p.returncode)
    _timings.append((time.monotonic() - started, ("C" if binary == cli else "C plain") if env is C_ENV
                     else LOCALE if binary == cli else LOCALE + " plain",
                     args))
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def _shape(args, stdin, people, code):
    """A command's shape (see the top): what its translated run can show."""
    words = []
    for a in args:
        if _NUMBER.match(a):
            words.append("D" if re.search(r"[.eE]", a) else "N")
        elif a.startswith("-"):
            words.append(a.split("=", 1)[0])
        elif os.sep in a or os.path.exists(a):
            words.append("F" + os.path.splitext(a)[1])
        else:
            words.append(re.sub(r"\d+(\.\d+)?", lambda m: "D" if m.group(1) else "N", a))
    return tuple(words), stdin is not None, people, code


def run(*args, stdin=None, timeout=60, people=False, people_files=(), every=False, like=None):
    """Runs the CLI: (exit status, stdout, stderr).  PEOPLE: stdout is a report
    for people (translated, numbers as the locale writes them), not compared;
    nor are PEOPLE_FILES.  The files the script reads afterwards are those of
    the C run.  EVERY: translated whatever its shape.  LIKE: the command
    line whose shape this one has (a game against another of the built-in
    agents, printed by the same code): translated only if that shape was not."""
    global last_translated
    last_translated = None
    if LOCALE is None or any(_is_fifo(a) for a in args):   # a FIFO's reader serves one run
        return _run(args, stdin, timeout, C_ENV, people)
    before = _snapshot()
    result = _run(args, stdin, timeout, C_ENV)
    shape = _shape(like if like is not None else args, stdin, people, result[0])
    pictures = sorted({o for o in (a.split("=", 1)[0] for a in args) if o in _PICTURES + _DRAWINGS})
    if pictures:   # see the top
        shape = ("picture", args[0] if args else "", tuple(pictures), result[0])
    if shape in _shapes and not (EVERY or every):
        return result
    # A run that searches for a time (--time-limit, engine:MS) may differ
    # from any other: its translated run's outputs are not compared (below),
    # so only a caller that reads last_translated (PEOPLE, EVERY) gets one.
    if _timed(args) and not (people or EVERY or every):
        return result
    _shapes.add(shape)
    after_c = _snapshot()
    _restore(before, after_c)
    translated = _run(args, stdin, timeout * 2, LOCALE_ENV)
    last_translated = translated
    after_t = _snapshot()
    _restore(after_c, after_t)
    skip = {os.path.abspath(f) for f in people_files}
    problems = []
    if translated[0] != result[0]:
        problems.append("exit %d in C, %d in %s" % (result[0], translated[0], LOCALE))
    if not people and not _same(result[1], translated[1]):
        problems.append("stdout differs:\n--- C\n%s--- %s\n%s" % (result[1][-1500:], LOCALE, translated[1][-1500:]))
    if _stats_lines(result[2]) != _stats_lines(translated[2]):
        problems.append("--stats lines differ:\n--- C\n%s\n--- %s\n%s" % (result[2], LOCALE, translated[2]))
    for path in sorted(set(after_c) | set(after_t)):
        if path.endswith(PICTURES) or BUNDLE_MARK in path or os.path.abspath(path) in skip or \
                before.get(path) == after_c.get(path) == after_t.get(path):
            continue
        a, b = after_c.get(path), after_t.get(path)
        if a is not None and b is not None and path.endswith(".raw"):
            # A sharded run's raw file has its rows in the order the runs
            # ended (-j N): the same rows, in any order.
            a, b = (b"\n".join(sorted(x.split(b"\n"))) for x in (a, b))
        if a is None or b is None or not _same(a.decode("utf-8", "replace"), b.decode("utf-8", "replace")):
            problems.append("%s differs" % os.path.relpath(path, workdir))
    nondeterministic = _timed(args)
    for_people = any(a in ("--help", "-h", "--help-all", "help") for a in args)   # --help is translated
    if problems and not nondeterministic and not for_people:
        case("%s: the machine outputs of “%s” are the same" % (LOCALE, _shown(args)), False, "\n".join(problems))
    return result


def _timed(args):
    return any(a == "--time-limit" or a.startswith("engine:") for a in args)


def case(name, ok, detail=""):
    # a name is one TAP line: a file name with a line break in it is shown escaped
    results.append((name.replace("\r", "\\r").replace("\n", "\\n"), ok, detail))


def golden_case(name, args, expected_file, stdin=None):
    """stdout must equal golden/EXPECTED_FILE (beside the script) byte for byte, exit 0
    (translated too)."""
    code, out, err = run(*args, stdin=stdin, every=True)
    with open(os.path.join(golden, expected_file), encoding="utf-8", newline="") as f:
        expected = f.read()
    detail = ""
    if out != expected:
        detail = "stdout differs:\n--- expected\n%s--- got\n%s--- stderr\n%s" % (expected, out, err)
    elif code != 0:
        detail = "exit %d, stderr %s" % (code, err)
    case(name, out == expected and code == 0, detail)
    if LOCALE is not None and last_translated is not None:
        t_code, t_out, t_err = last_translated
        case("%s (%s)" % (name, locale_note), t_out == expected and t_code == 0,
             "stdout differs:\n--- expected\n%s--- got\n%s--- stderr\n%s" % (expected, t_out, t_err))


def survivors(pattern, settle=3.0):
    """The processes whose command line holds PATTERN once the namespace of a
    sandbox that just ended has been torn down (the kernel kills what was in
    it as the sandbox ends, a few milliseconds later): pgrep until none or
    SETTLE seconds pass.  Those still there are killed, and returned."""
    import signal
    deadline = time.monotonic() + settle
    while True:
        left = subprocess.run(["pgrep", "-f", pattern], capture_output=True, text=True).stdout.split()
        if not left or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    for pid in left:
        try:
            os.kill(int(pid), signal.SIGKILL)
        except ProcessLookupError:
            pass
    return left


def error_case(name, args, code_expected, needle, stdin=None):
    """The run must exit with CODE_EXPECTED and name NEEDLE on stderr."""
    code, out, err = run(*args, stdin=stdin)
    ok = code == code_expected and needle in err and "Traceback" not in err
    case(name, ok, "exit %d (want %d), stderr: %r (want %r)" % (code, code_expected, err, needle))


def interrupted(args, delays=(1, 3, 9), timeout=120, program=None):
    """Runs the CLI with ARGS and sends Ctrl-C some seconds in; returns (exit, stdout,
    stderr, seconds from the signal to the end). A loaded machine may not have reached
    the command's Ctrl-C handler after one second: the signal then kills the process
    (exit -2) and the run is tried again with a longer delay. Callers bound the stop
    time loosely: the time it takes here is a figure for notes, not for a test."""
    import signal
    for delay in delays:
        p = subprocess.Popen([program or cli, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=C_ENV)
        time.sleep(delay)
        t0 = time.monotonic()
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=timeout)
        seconds = time.monotonic() - t0
        if p.returncode != -signal.SIGINT:
            break
    return p.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), seconds


def tmpfile(name, data):
    path = os.path.join(workdir, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


def picture_cases(name, args, stem):
    """--png, --svg and --pdf each write a file of their format (ARGS: the rest of the command line)."""
    for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
        out = os.path.join(workdir, stem + "." + fmt)
        if os.path.exists(out):
            os.remove(out)
        code, _, err = run(args[0], "--" + fmt, out, *args[1:])
        ok = code == 0 and os.path.exists(out) and open(out, "rb").read(5).startswith(magic)
        case("%s --%s writes a %s file" % (name, fmt, fmt.upper()), ok, err)


def svg_colours(path):
    """The paints of an SVG that cairo wrote: a set of (KIND, "#rrggbb", OPACITY)
    for each fill and stroke of its elements, KIND "fill" or "stroke", OPACITY
    its fill- or stroke-opacity rounded to 3 places (1.0 when not given).  Read
    from style="fill:rgb(75.294118%,0%,4.705882%);fill-opacity:0.8" (cairo
    1.16) and fill="rgb(75.3%,0%,4.7%)" fill-opacity="0.8" (later cairo) alike."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    found = set()
    for tag in re.findall(r"<[^>]+>", text):
        for kind in ("fill", "stroke"):
            m = re.search(r'(?<![\w-])%s\s*[:=]\s*"?rgb\(([\d.]+)%%,\s*([\d.]+)%%,\s*([\d.]+)%%\)' % kind, tag)
            if m is None:
                continue
            rgb = "#" + "".join("%02x" % round(float(v) * 2.55) for v in m.groups())
            o = re.search(r'(?<![\w-])%s-opacity\s*[:=]\s*"?([\d.]+)' % kind, tag)
            found.add((kind, rgb, round(float(o.group(1)), 3) if o is not None else 1.0))
    return found


# Region red, green and blue (src/render/qd-palette.c): the default palette's
# and the print palette's, which differ in lightness steps for a greyscale print.
DEFAULT_REGIONS = ("#ca0316", "#30d37c", "#6189f1")
PRINT_REGIONS = ("#c0000c", "#3ecf78", "#6486eb")


def palette_cases(name, args, stem, regions=False):
    """--palette (issue 35): ARGS (the command line but the picture options)
    with --svg and --palette print draws in the print palette, and without
    --palette in the default one (tests/test-cli.py checks that --palette
    default is the same).  What tells them
    apart: the print palette's foreground is opaque black, the default's
    black at .8 (text and lines); with REGIONS the regions' red, green and
    blue fills (the print palette's are its own)."""
    paints, errors = {}, []
    for palette in (None, "print"):
        out = os.path.join(workdir, "%s-palette-%s.svg" % (stem, palette or "none"))
        if os.path.exists(out):
            os.remove(out)
        code, _, err = run(*args, "--svg", out, *(("--palette", palette) if palette else ()))
        ok = code == 0 and os.path.exists(out)
        paints[palette] = svg_colours(out) if ok else set()
        if not ok:
            errors.append("--palette %s: exit %d, %s" % (palette, code, err))

    palette_verdict("%s --svg" % name, paints, errors, regions)


def palette_verdict(what, paints, errors, regions):
    """The cases of palette_cases and report_palette_cases: PAINTS (palette
    None and "print": svg_colours) in the palette each names."""
    def opaque_black(p):
        return any(rgb == "#000000" and opacity == 1.0 for _, rgb, opacity in p)

    def fills(p, hexes):
        return [h for h in hexes if ("fill", h, 1.0) in p]

    printed, default = paints["print"], paints[None]
    if regions:
        print_ok = fills(printed, PRINT_REGIONS) == list(PRINT_REGIONS) and not fills(printed, DEFAULT_REGIONS)
        default_ok = fills(default, DEFAULT_REGIONS) == list(DEFAULT_REGIONS) and not fills(default, PRINT_REGIONS)
    else:
        print_ok, default_ok = opaque_black(printed), not opaque_black(default)
    detail = "\n".join(errors) + "\nonly default: %s\nonly print: %s" % (sorted(default - printed),
                                                                       sorted(printed - default))
    case("%s --palette print draws in the print palette" % what, not errors and print_ok, detail)
    case("%s draws in the default palette" % what, not errors and default_ok and default != printed, detail)


def report_palette_cases(name, args, stem, regions=False, gif=True):
    """--palette with --report-bundle and --gif alone (issue 35): ARGS (the
    command line but the report options) with --palette print writes the
    bundle's SVG figures in the print palette (as palette_cases: opaque
    black text, or with REGIONS the print palette's region fills), and the
    GIF's first frame holds the print palette's opaque black text, which
    the default palette (black at .8) never paints; without --palette both
    are in the default palette."""
    paints, firsts, errors = {}, {}, []
    for palette in (None, "print"):
        bundle = os.path.join(workdir, "%s-%s-bundle" % (stem, palette or "none"))
        gif_path = os.path.join(workdir, "%s-palette-%s.gif" % (stem, palette or "none"))
        shutil.rmtree(bundle, ignore_errors=True)
        code, _, err = run(*args, "--report-bundle", bundle,
                           *(("--gif", gif_path, "--gif-size", "320x240") if gif else ()),
                           *(("--palette", palette) if palette else ()))
        figures = sorted(glob.glob(os.path.join(bundle, "figures", "*.svg")))
        paints[palette] = set().union(*(svg_colours(f) for f in figures)) if code == 0 else set()
        if code != 0 or not figures:
            errors.append("--palette %s: exit %d, %d figures, %s" % (palette, code, len(figures), err[-1000:]))
        if gif:
            info = gif_info(gif_path) if code == 0 else None
            firsts[palette] = info.get("first-colours", "").split() if info is not None else []
    palette_verdict("%s --report-bundle" % name, paints, errors, regions)
    if gif:
        case("%s --gif --palette print draws the frames in the print palette (opaque black text)" % name,
             not errors and "#000000" in firsts["print"] and "#000000" not in firsts[None],
             "\n".join(errors) + "\nprint: %s\ndefault: %s" % (firsts["print"][:20], firsts[None][:20]))


def over_input_cases(name, source, make_args):
    """An output over the command's own input (issues 34 and 91) is refused
    before any work, exit 2, the input unchanged: MAKE_ARGS (INPUT, OUTPUT)
    is the command line, tried with OUTPUT the input's own path, then other
    names of the same file: a symlink, a hard link and the path through
    "./".  The error names the output's option (the word before OUTPUT
    when it is a --long option) and both files."""
    with open(source, "rb") as f:
        data = f.read()
    base = os.path.basename(source)
    path = tmpfile("over-" + base, data)
    link = os.path.join(workdir, "link-to-" + base)
    hard = os.path.join(workdir, "hard-link-to-" + base)
    for made in (link, hard):
        if os.path.lexists(made):
            os.remove(made)
    os.symlink(path, link)
    os.link(path, hard)
    dotted = os.path.join(os.path.dirname(path), ".", os.path.basename(path))
    for output, how in ((path, ""), (link, " (through a symlink)"), (hard, " (through a hard link)"),
                        (dotted, " (through ./)")):
        args = make_args(path, output)
        at = len(args) - 1 - args[::-1].index(output)   # the output: the last of its name
        option = args[at - 1] + " " if at > 0 and args[at - 1].startswith("--") else ""
        # The command's operand: "is an input of this command" (the same
        # name) or "is the input PATH"; an option's: "is the input --OPT PATH".
        said = re.compile(re.escape(option + output) + r" is (an input of this command|the input (--\S+ )?" +
                          re.escape(path) + ")")
        code, out, err = run(*args)
        with open(path, "rb") as f:
            after = f.read()
        case("%s: an output over its own input%s is refused, the input unchanged" % (name, how),
             code == 2 and said.search(err) is not None and after == data and out == "",
             "exit %d, stderr %r, wanted %r, input %s" % (code, err, said.pattern,
                                                         "unchanged" if after == data else "CHANGED"))


def same_outputs_case(name, args, first, second):
    """Two outputs of one command line naming one file (issue 91: --save S
    --result S lost one of them) are refused before any work, exit 2, the
    error naming both options and the file, the file not made: ARGS is the
    command line without them, FIRST and SECOND the two options."""
    path = os.path.join(workdir, "two-outputs-" + first.strip("-") + "-" + second.strip("-"))
    if os.path.lexists(path):
        os.remove(path)
    code, out, err = run(*args, first, path, second, path)
    both = ("%s %s and %s %s are the same file" % (first, path, second, path) in err or
            "%s %s and %s %s are the same file" % (second, path, first, path) in err)
    case("%s: %s and %s naming one file are refused, nothing written" % (name, first, second),
         code == 2 and both and not os.path.exists(path) and out == "",
         "exit %d, stdout %r, stderr %r, file %s" % (code, out[-300:], err, "made" if os.path.exists(path) else "absent"))


STATUSES = ("root", "inner", "solution", "failure", "leaf", "cutoff", "pruned")


def tree_case(name, text):
    """Checks a --tree file's shape (data/FORMATS.md, "Search trees"): ids 0,
    1, 2… in order, the root first, parents earlier, known statuses, no child
    under a solution, failure or pruned node.  Adds the case; returns the
    nodes as (parent, status, label) and the count the budget dropped."""
    nodes, dropped, problems = [], 0, []
    childless = ("solution", "failure", "pruned")
    for line in text.splitlines():
        if line.startswith("# "):
            dropped = int(line.split()[1])
            continue
        parts = line.split(" ", 3)
        if len(parts) < 3 or not parts[0].isdigit() or parts[2] not in STATUSES:
            problems.append("bad line: " + line)
            continue
        ident, parent, status = int(parts[0]), int(parts[1]), parts[2]
        label = parts[3] if len(parts) > 3 else ""
        if ident != len(nodes):
            problems.append("id %d where %d was due" % (ident, len(nodes)))
        if (ident == 0) != (parent == -1) or (ident == 0) != (status == "root"):
            problems.append("only node 0 is the root: " + line)
        if ident > 0 and not 0 <= parent < ident:
            problems.append("parent not earlier: " + line)
        elif ident > 0 and nodes[parent][1] in childless:
            problems.append("a child under a %s node: %s" % (nodes[parent][1], line))
        nodes.append((parent, status, label))
    case(name + ": the tree's shape", nodes != [] and not problems, "\n".join(problems[:10]))
    return nodes, dropped


def count_status(nodes, status):
    return sum(1 for n in nodes if n[1] == status)


def pdf_facts(path):
    """What a PDF holds, read back by poppler-utils (not our writer): pages,
    the outline's entries (cairo writes them as plain objects), whether
    every font is embedded, and the text."""
    facts = {"pages": 0, "outline": 0, "fonts_embedded": False, "fonts": 0, "text": ""}
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", info.stdout, re.M)
    facts["pages"] = int(m.group(1)) if m else 0
    with open(path, "rb") as f:
        raw = f.read()
    facts["outline"] = len(re.findall(rb"<< /Title \((?:[^()\\]|\\.)*\)\s*/Parent", raw))
    fonts = subprocess.run(["pdffonts", path], capture_output=True, text=True).stdout.splitlines()[2:]
    # The columns: name type encoding emb sub uni object ID; "emb" is the
    # fourth from the right.
    facts["fonts"] = len(fonts)
    facts["fonts_embedded"] = all(line.split()[-5] == "yes" for line in fonts if line.strip())
    facts["text"] = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True,
                                   text=True).stdout
    return facts


def _squeeze(text):
    return " ".join(text.split())


def report_case(name, args, input_name, pdf, first_line=True, people=False):
    """--report PDF: at least two pages, an outline of at least three
    entries, every font embedded; its text holds the reproducing command
    line (quandary-cli and ARGS, which must hold no --report of their own),
    the input's file name INPUT_NAME (None: none) and, with FIRST_LINE, the
    first line the same command prints on stdout.  PEOPLE: that stdout is
    for people (translated), as run() takes it.  Returns (exit, stdout,
    stderr, facts)."""
    code, out, err = run(*args, "--report", pdf, people=people, people_files=(pdf,))
    problems = []
    if code != 0 or not os.path.isfile(pdf):
        return case(name, False, "exit %d, no report\n%s" % (code, err[-2000:])) or (code, out, err, None)
    facts = pdf_facts(pdf)
    text = _squeeze(facts["text"])
    if facts["pages"] < 2:
        problems.append("%d page(s)" % facts["pages"])
    if facts["outline"] < 3:
        problems.append("%d outline entries" % facts["outline"])
    if facts["fonts"] == 0 or not facts["fonts_embedded"]:
        problems.append("fonts not all embedded (%d fonts)" % facts["fonts"])
    words = ["quandary-cli"] + [a for a in args]
    command = _squeeze(" ".join(w if re.fullmatch(r"[-\w./:=,+%@]+", w) else "'" + w.replace("'", "'\\''") + "'"
                                for w in words))
    # Verbatim lines wrap anywhere in the PDF: compared without white space.
    if re.sub(r"\s+", "", command) not in re.sub(r"\s+", "", text):
        problems.append("the command line %r is not in the text" % command)
    bare = re.sub(r"\s+", "", text)
    if input_name is not None and re.sub(r"\s+", "", input_name) not in bare:
        problems.append("the input's name %r is not in the text" % input_name)
    lines = [l for l in out.splitlines() if l.strip()]
    if first_line and lines and re.sub(r"\s+", "", lines[0]) not in bare:
        problems.append("stdout's first line %r is not in the text" % lines[0])
    case(name, not problems, "\n".join(problems) + "\n--- text:\n" + facts["text"][:3000])
    return code, out, err, facts


def bundle_case(name, args, folder):
    """--report-bundle FOLDER (whose name ends in -bundle): report.pdf,
    report.md, figures/ (each figure as SVG and PNG), data/, traces/; every
    file report.md links exists."""
    code, out, err = run(*args, "--report-bundle", folder)
    problems = []
    if code != 0:
        problems.append("exit %d: %s" % (code, err[-1000:]))
    for f in ("report.pdf", "report.md"):
        if not os.path.isfile(os.path.join(folder, f)):
            problems.append("no " + f)
    md = ""
    if os.path.isfile(os.path.join(folder, "report.md")):
        with open(os.path.join(folder, "report.md"), encoding="utf-8") as f:
            md = f.read()
    links = re.findall(r"\]\(([^)\s]+)\)", md)
    for link in links:
        if "://" not in link and not os.path.isfile(os.path.join(folder, link)):
            problems.append("report.md links %s, which is missing" % link)
    figures = os.path.join(folder, "figures")
    svgs = sorted(f[:-4] for f in os.listdir(figures) if f.endswith(".svg")) if os.path.isdir(figures) else []
    pngs = sorted(f[:-4] for f in os.listdir(figures) if f.endswith(".png")) if os.path.isdir(figures) else []
    if not svgs or svgs != pngs:
        problems.append("figures: SVG %s, PNG %s" % (svgs, pngs))
    if not any(l.startswith("figures/") for l in links):
        problems.append("report.md links no figure")
    case(name, not problems, "\n".join(problems))
    return code, out, err


def gif_info(path):
    """What a GIF holds, read back by giflib's decoder (tests/gif-info.c):
    width, height, frames, loops, first-last-differ, bytes…"""
    p = subprocess.run([os.environ["QD_GIF_INFO"], path], capture_output=True, text=True)
    if p.returncode != 0:
        return None
    return dict(line.split(" ", 1) for line in p.stdout.splitlines())


def gif_frame_digests(path):
    """The digest of each composed picture of a GIF, frame by frame
    (gif-info --frames): equal digests, equal pictures.  None when it
    cannot be read."""
    p = subprocess.run([os.environ["QD_GIF_INFO"], "--frames", path], capture_output=True, text=True)
    if p.returncode != 0:
        return None
    return [line.split(" ")[2] for line in p.stdout.splitlines()]


def sampled_steps(n_steps, n_frames):
    """The step each frame of a --gif-frames budget shows, worked out by
    hand: every step when they fit, else frame k shows the step nearest to
    k * n_steps / (n_frames - 1), a half rounded up."""
    if n_steps + 1 <= n_frames:
        return list(range(n_steps + 1))
    last = n_frames - 1
    return [(2 * k * n_steps + last) // (2 * last) for k in range(n_frames)]


def gif_frames_case(name, args, n_steps, budget, workdir, size="160x120"):
    """--gif-frames BUDGET on a run of N_STEPS steps (ARGS, without --gif):
    the GIF has min(BUDGET, N_STEPS + 1) frames, and each is, pixel for
    pixel, the frame of that step in the GIF of every step (--gif-frames
    100000), the step counter in its band included: the first frame the
    start, the last the last step, none twice."""
    stem = os.path.join(workdir, "frames-%s" % "".join(c if c.isalnum() else "-" for c in name))
    code_all, _, err_all = run(*args, "--gif", stem + "-all.gif", "--gif-size", size, "--gif-frames", "100000")
    code, _, err = run(*args, "--gif", stem + ".gif", "--gif-size", size, "--gif-frames", str(budget))
    every = gif_frame_digests(stem + "-all.gif") if code_all == 0 else None
    sampled = gif_frame_digests(stem + ".gif") if code == 0 else None
    problems = []
    if every is None or sampled is None:
        problems.append("exit %d and %d: %s%s" % (code_all, code, err_all[-500:], err[-500:]))
    else:
        steps = sampled_steps(n_steps, budget)
        if len(every) != n_steps + 1:
            problems.append("the GIF of every step has %d frames, expected %d" % (len(every), n_steps + 1))
        elif len(sampled) != len(steps):
            problems.append("%d frames, expected %d" % (len(sampled), len(steps)))
        else:
            wrong = [k for k, s in enumerate(steps) if sampled[k] != every[s]]
            if wrong:
                problems.append("frames %s are not steps %s" % (wrong[:10], [steps[k] for k in wrong[:10]]))
    case(name, not problems, "\n".join(problems))


def gif_case(name, args, path, frames=None, min_frames=5, size="160x120"):
    """--gif PATH: an animation read back whole, of at least MIN_FRAMES
    frames (exactly FRAMES when given: the replay's steps + 1), whose first
    and last frames differ, and that loops.  Its frames are SIZE pixels
    unless ARGS give --gif-size (None: the default size): what is counted
    is the same at any size, and small frames are quick to draw and read
    back.  Returns the facts."""
    if size is not None and "--gif-size" not in args:
        args = list(args) + ["--gif-size", size]
    code, out, err = run(*args, "--gif", path)
    info = gif_info(path) if code == 0 else None
    problems = []
    if info is None:
        problems.append("exit %d, no GIF read back: %s" % (code, err[-1000:]))
    else:
        n = int(info["frames"])
        if frames is not None and n != frames:
            problems.append("%d frames, expected %d" % (n, frames))
        if n < min_frames:
            problems.append("%d frames, fewer than %d" % (n, min_frames))
        if info["first-last-differ"] != "yes":
            problems.append("the first and last frames are the same")
        if info["loops"] != "yes":
            problems.append("does not loop")
    case(name, not problems, "\n".join(problems))
    return info


# --- Checking answers (--check) ---

def check_run(*args, stdin=None, timeout=60):
    """Runs a --check command: (exit status, stdout, stderr).  The verdicts,
    expected and given lines are machine output, the indented explanations are
    for people (translated): the translated run must give the same lines but
    those."""
    code, out, err = run(*args, stdin=stdin, timeout=timeout, people=True)
    if LOCALE is not None and last_translated is not None:
        def machine(text):
            return [l for l in text.splitlines() if not l.startswith("  ")]
        t_out = last_translated[1]
        case("%s: the verdicts of “%s” are the same" % (LOCALE, " ".join(a[-30:] for a in args)),
             machine(out) == machine(t_out) and last_translated[0] == code,
             "--- C\n%s--- %s\n%s" % (out[-1500:], LOCALE, t_out[-1500:]))
    return code, out, err


def verdicts(out):
    """{FILE: (verdict, line or None, [lines after it])} of a --check stdout."""
    found, current = {}, None
    for line in out.splitlines():
        m = re.match(r"^(.*): (correct|unreadable|wrong at line (\d+))$", line)
        if m and not line.startswith(" "):
            current = m.group(1)
            verdict = "wrong" if m.group(3) else m.group(2)
            found[current] = (verdict, int(m.group(3)) if m.group(3) else None, [])
        elif current is not None:
            found[current][2].append(line)
    return found


def _differs(a, b):
    return a.rstrip() != b.rstrip()


def wrong_answers(right, seed=1):
    """Wrong answers built from the lines of a right one, each with the line
    where it first differs: (name, text, line).  One line changed, deleted,
    two lines swapped, one added; at the start, in the middle and at the end
    (only where the change makes a difference, and a deleted or swapped line
    differs from its neighbour, so that the line named is that one)."""
    import random
    lines = right.rstrip("\n").split("\n")
    n = len(lines)
    rnd = random.Random(seed)
    picks = sorted({0, n // 2, n - 1, rnd.randrange(n)})
    made = []
    for k in picks:
        changed = lines[:k] + [lines[k] + " 7"] + lines[k + 1:]
        made.append(("changed-%d" % (k + 1), changed, k + 1))
        if k + 1 < n and _differs(lines[k], lines[k + 1]) or k == n - 1:
            made.append(("deleted-%d" % (k + 1), lines[:k] + lines[k + 1:], k + 1))
        if k + 1 < n and _differs(lines[k], lines[k + 1]):
            swapped = lines[:k] + [lines[k + 1], lines[k]] + lines[k + 2:]
            made.append(("swapped-%d" % (k + 1), swapped, k + 1))
        made.append(("added-%d" % (k + 1), lines[:k] + ["x 1 2 3"] + lines[k:], k + 1))
    return [(name, "\n".join(ls) + "\n", line) for name, ls, line in made]


def check_cases(name, args, right, folder, strict_differs=True):
    """--check on answers made from RIGHT (the right output, from an
    independent route: a statement's example or a hand-checked case), in
    FOLDER: RIGHT itself, with CRLF and trailing blanks and without the
    final newline is correct; each wrong answer of wrong_answers() is wrong
    at its line; all together exit 1, the right ones alone exit 0; with
    --check-strict the CRLF answer is wrong at line 1.  Returns the
    verdicts, for the explanations' cases."""
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    rights = {
        "right.txt": right,
        "right-crlf.txt": right.replace("\n", "\r\n"),
        "right-blanks.txt": "\n".join(l + "  \t" for l in right.split("\n")),
        "right-no-newline.txt": right.rstrip("\n"),
    }
    for f, text in rights.items():
        with open(os.path.join(folder, f), "w", encoding="utf-8", newline="") as out:
            out.write(text)
    code, out, err = check_run(*args, "--check", *[os.path.join(folder, f) for f in rights])
    v = verdicts(out)
    case("%s: the right answer is correct (also with CRLF, trailing blanks, no final newline)" % name,
         code == 0 and len(v) == len(rights) and all(x[0] == "correct" for x in v.values()),
         "exit %d\n%s%s" % (code, out, err))
    if strict_differs:
        code, out, err = check_run(*args, "--check-strict", "--check", os.path.join(folder, "right-crlf.txt"))
        got = verdicts(out).get(os.path.join(folder, "right-crlf.txt"))
        case("%s: --check-strict: CRLF is wrong at line 1" % name,
             code == 1 and got is not None and got[:2] == ("wrong", 1), "exit %d\n%s%s" % (code, out, err))
    wrong = wrong_answers(right)
    for f, text, line in wrong:
        with open(os.path.join(folder, f + ".txt"), "w", encoding="utf-8") as out:
            out.write(text)
    code, out, err = check_run(*args, "--check", folder)
    v = verdicts(out)
    problems = []
    for f, text, line in wrong:
        got = v.get(os.path.join(folder, f + ".txt"))
        if got is None or got[:2] != ("wrong", line):
            problems.append("%s: want wrong at line %d, got %r" % (f, line, got))
    case("%s: answers with a line changed, deleted, swapped or added are wrong at that line (%d answers)"
         % (name, len(wrong)), code == 1 and not problems and len(v) == len(wrong) + len(rights),
         "exit %d\n%s\n%s%s" % (code, "\n".join(problems), out[-3000:], err))
    return v


def finish():
    if LOCALE is not None:
        c_help = _run(["--help"], None, 60, C_ENV)[1]
        t_help = _run(["--help"], None, 60, LOCALE_ENV)[1]
        case("%s: --help is translated (%s)" % (LOCALE, locale_note), t_help != c_help and t_help != "",
             "--help in %s:\n%s" % (LOCALE, t_help))
    print("TAP version 13")
    total = sum(t[0] for t in _timings)
    plain = sum(1 for t in _timings if t[1].endswith(" plain"))
    print("# %d runs of the command%s, %.1f s; the slowest:" %
          (len(_timings), " (%d through the plain build)" % plain if plain else "", total))
    for seconds, where, args in sorted(_timings, key=lambda t: -t[0])[:5]:
        print("#   %6.2f s  %s  %s" % (seconds, where, _shown(args)))
    print("1..%d" % len(results))
    failed = 0
    for i, (name, ok, detail) in enumerate(results, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
        if not ok:
            failed += 1
            for line in detail.splitlines():
                print("# " + line)
    sys.exit(1 if failed else 0)
