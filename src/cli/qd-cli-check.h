/* qd-cli-check.h — --check FILE…, --check-strict and --check-csv FILE: a
 * command checks answers (a student's output or trace) against its own.
 *
 * A command adds the options (qd_cli_check_add_entries) and parses with
 * qd_cli_check_parse, which takes every argument after --check up to the
 * next option as an answer (so that a shell pattern of answers works), a folder
 * standing for the files in it.  With qd_cli_check_wanted, the command
 * reads its input, computes what it needs once (its own output), and
 * calls qd_cli_check_run with a function that checks one answer
 * (core/qd-check.h); that prints the verdicts on stdout, writes the CSV
 * and gives the exit status: 0 when every answer is correct, 1 when one is
 * wrong or unreadable (docs/contracts.md). */
#pragma once

#include <glib.h>

#include "core/qd-check.h"
#include "qd-cli-report.h"

G_BEGIN_DECLS

typedef struct {
  char **files;               /* --check FILE…, as given */
  gboolean strict;            /* --check-strict */
  char *csv;                  /* --check-csv FILE */
} QdCliCheck;

/* Checks one answer (`contents`, `length` bytes, text already validated)
 * against what `data` holds; the result (never NULL) is taken, and its
 * `reference` (for the window, beside the answer) dropped: the CLI shows none. */
typedef QdCheckResult *(*QdCliCheckFunc) (gpointer data, const char *contents, gsize length, gboolean strict);
/* A problem's answer checker, `QdCheckResult *f (const QdXCheck *check,
 * const char *answer, gsize length, gboolean strict)`, as a QdCliCheckFunc
 * whose `data` is that check: every command passes its problem's checker
 * so, with no function of its own in between. */
#define QD_CLI_CHECK_FUNC(f) ((QdCliCheckFunc) (void (*) (void)) (f))

void     qd_cli_check_add_entries (GOptionContext *context, QdCliCheck *check);
/* qd_cli_parse_options, after moving the answers that follow --check out of
 * argv; FALSE: a usage error, printed. */
gboolean qd_cli_check_parse       (GOptionContext *context, QdCliCheck *check, int *argc, char ***argv);
gboolean qd_cli_check_wanted      (const QdCliCheck *check);
/* In a parse step, after the command's own checks: --check-strict and
 * --check-csv need --check, and --check prints verdicts instead of the
 * run's output, so it goes with no report, GIF or picture; FALSE: a usage
 * error, printed. */
gboolean qd_cli_check_validate    (const QdCliCheck *check, const QdCliReport *report, gboolean pictures);
/* Checks every answer with `check_one` and prints the verdicts; `inputs`
 * (NULL-terminated, NULL ones skipped) are the command's inputs, which
 * --check-csv may not replace.  The exit status. */
int      qd_cli_check_run         (const QdCliCheck *check, const char *const *inputs, QdCliCheckFunc check_one,
                                   gpointer data);
void     qd_cli_check_clear       (QdCliCheck *check);

/* A game's --check compares answers with the game of two of Quandary's own
 * computer players: FALSE after a usage error naming the first of `agents`
 * (the players' names) that is human, an outside agent, or (`replays`,
 * optional) one whose game does not replay the same. */
gboolean qd_cli_check_players     (char *const *agents, gboolean (*replays) (const char *name));
/* A game's --check once its right game is played (`game_check`, the data of
 * `check_one`; NULL when --time-limit ran out first, said): the exit
 * status.  `path`: the saved game read, or NULL. */
int      qd_cli_check_run_game    (const QdCliCheck *check, const char *path, gpointer game_check,
                                   QdCliCheckFunc check_one);

/* How a verdict is printed (for the CLI and its tests): "FILE: correct",
 * "FILE: wrong at line N" with "expected: …", "given:    …" and the
 * explanation indented, "FILE: unreadable" with the reason indented. */
void     qd_cli_check_format      (GString *out, const char *file, const QdCheckResult *result);

G_END_DECLS
