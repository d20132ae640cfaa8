/* qd-kinarow-cli-solve.c — `quandary-cli kinarow --game connect4 --solve`:
 * the exact score of each Connect Four position read on stdin. */
#include "config.h"
#include "qd-kinarow-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "problems/kinarow/qd-kinarow-solve.h"

typedef struct {
  QdKinarowSolver *solver;
  gboolean weak;
  guint64 line;
  gboolean bad_line;          /* a line was refused (said on stderr) */
} Solving;

/* Solves one line and prints its result; FALSE when the search stopped. */
static gboolean
solve_line (Solving *s, const char *line)
{
  g_autoptr(GError) error = NULL;
  QdKinarowC4 pos;
  gint64 start;
  gint score;
  gsize length;

  line += strspn (line, " \t\r\n");
  if (*line == '\0')
    return TRUE;   /* a blank line */
  length = strcspn (line, " \t\r\n");
  if (!qd_kinarow_c4_parse (&pos, line, &error))
    {
      g_printerr (_("quandary-cli: stdin, line %" PRIu64 ": %s\n"), s->line, error->message);
      s->bad_line = TRUE;
      return TRUE;
    }
  start = g_get_monotonic_time ();
  if (qd_kinarow_solver_solve (s->solver, &pos, s->weak, &score) != QD_KINAROW_SOLVE_DONE)
    return FALSE;
  printf ("%.*s %d %" PRIu64 " %" PRId64 "\n", (int) length, line, score, qd_kinarow_solver_nodes (s->solver),
          g_get_monotonic_time () - start);
  /* A line out for each line in: a program on the other end of a pipe waits for it. */
  fflush (stdout);
  return TRUE;
}

gboolean
qd_kinarow_cli_solve_check (const QdKinarowRules *rules, gboolean game_options)
{
  QdKinarowRules connect4;

  if (!qd_kinarow_rules_parse (&connect4, "connect4", NULL) || !qd_kinarow_rules_equal (rules, &connect4))
    QD_CLI_USAGE (_("--solve and --weak solve Connect Four only (--game connect4)"));
  if (game_options)
    QD_CLI_USAGE (_("--solve and --weak read the positions on stdin: they take no GAME-FILE, --position, "
                    "--p1, --p2, --save, --tree or --check"));
  return TRUE;
}

int
qd_kinarow_cli_solve (gboolean weak, double time_limit)
{
  g_autoptr(QdKinarowSolver) solver = qd_kinarow_solver_new ();
  QdKinarowSolveLimits limits = { 0 };
  Solving s = { solver, weak, 0, FALSE };
  gboolean stopped = FALSE;
  char *line = NULL;
  size_t size = 0;

  limits.stop = qd_cli_catch_interrupt_until (time_limit);
  qd_kinarow_solver_set_limits (solver, &limits);
  while (!stopped && getline (&line, &size, stdin) >= 0)
    {
      s.line++;
      stopped = !solve_line (&s, line);
    }
  free (line);
  qd_cli_release_interrupt_until ();
  if (stopped && qd_cli_time_ran_out ())
    {
      g_printerr (_("quandary-cli: the time limit ran out while line %" PRIu64 " was solved; "
                    "the lines before it are printed\n"), s.line);
      return QD_EXIT_LIMIT;
    }
  if (stopped)
    {
      g_printerr (_("quandary-cli: stopped while line %" PRIu64 " was solved; the lines before it are printed\n"),
                  s.line);
      return QD_EXIT_STOPPED;
    }
  return s.bad_line ? QD_EXIT_INPUT : QD_EXIT_OK;
}
