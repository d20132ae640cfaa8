/* qd-search-cli-online.c — `quandary-cli search FILE --online dfs|lrta
 * [--trials N] [--steps] [--step-limit N]`: Online-DFS or LRTA* walking the
 * maze it does not know, each trial's cost and its competitive ratio (the
 * cost over the optimal path's, found by uniform-cost search on the whole
 * maze); with --check ANSWER…, answers holding that output checked
 * against it (qd-search-online-check.c). */
#include "config.h"
#include "cli/search/qd-search-cli-online.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

#include "cli/qd-cli.h"
#include "problems/search/qd-search-online.h"
#include "render/search/qd-search-online-report.h"

#define MAX_TRIALS 10000
/* --trials and --step-limit not given (any number given, -1 too, is checked). */
#define UNSET      G_MININT64

void
qd_search_cli_online_add_entries (GOptionContext *context, QdSearchCliOnline *online)
{
  GOptionEntry entries[] = {
    { "online", 0, 0, G_OPTION_ARG_STRING, &online->agent,
      N_("Instead of a search, walk the maze as an online agent that does not know it: dfs (Online-DFS) "
         "or lrta (LRTA*); prints each trial's cost and competitive ratio"), N_("AGENT") },
    { "trials", 0, 0, G_OPTION_ARG_INT64, &online->trials,
      N_("--online: trials from the start, keeping what was learnt (default 1)"), N_("N") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &online->steps,
      N_("--online: also print every move, and LRTA*'s updates H(s) ← value"), NULL },
    { "step-limit", 0, 0, G_OPTION_ARG_INT64, &online->step_limit,
      N_("--online: the moves a trial may take (default 1000000 or 16 × the cells)"), N_("N") },
    { NULL }
  };

  online->trials = UNSET;
  online->step_limit = UNSET;
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
qd_search_cli_online_check (const QdSearchCliOnline *online, gboolean others)
{
  QdSearchOnlineAgent agent;

  if (online->agent == NULL)
    {
      if (online->trials != UNSET || online->steps || online->step_limit != UNSET)
        QD_CLI_USAGE (_("--trials, --steps and --step-limit go with --online"));
      return TRUE;
    }
  if (!qd_search_online_agent_from_string (online->agent, &agent))
    QD_CLI_USAGE (_("unknown online agent “%s”: use dfs or lrta"), online->agent);
  if (others)
    QD_CLI_USAGE (_("--online walks the maze: it goes with --trials, --steps, --step-limit, --check, --report "
                    "and --gif only"));
  if (online->trials != UNSET && (online->trials < 1 || online->trials > MAX_TRIALS))
    QD_CLI_USAGE (_("--trials takes 1 to %d"), MAX_TRIALS);
  if (online->step_limit != UNSET && (online->step_limit < 1 || online->step_limit > QD_SEARCH_ONLINE_MAX_STEPS))
    QD_CLI_USAGE (_("--step-limit takes 1 to %u moves"), QD_SEARCH_ONLINE_MAX_STEPS);
  return TRUE;
}

/* --steps: a move's lines. */
static void
print_move (const QdSearchMaze *maze, guint64 k, const QdSearchOnlineMove *m)
{
  g_autoptr(GString) line = g_string_new (NULL);

  qd_search_online_append_move (line, maze, k, m);
  fputs (line->str, stdout);
}

/* A trial that did not reach the goal: said on stderr, the exit status. */
static int
trial_failed (const QdSearchOnline *online, const char *path, double optimal)
{
  guint trial = qd_search_online_trial (online);
  guint64 moves = qd_search_online_n_moves (online);

  if (qd_search_online_status (online) == QD_SEARCH_ONLINE_EXHAUSTED)
    {
      g_printerr (_("quandary-cli: %s: trial %u: %s explored all %u cells it could reach without "
                    "finding the goal: the maze has no path from the start to the goal\n"),
                  path, trial, qd_search_online_agent (online) == QD_SEARCH_ONLINE_DFS ? "Online-DFS" : "LRTA*",
                  qd_search_online_n_known (online));
      return QD_EXIT_NO_SOLUTION;
    }
  if (isnan (optimal))
    {
      g_printerr (_("quandary-cli: %s: trial %u: LRTA* stopped after %" PRIu64 " moves (the step limit) without "
                    "reaching the goal: the maze has no path from the start to the goal\n"),
                  path, trial, moves);
      return QD_EXIT_NO_SOLUTION;
    }
  g_printerr (_("quandary-cli: %s: trial %u: the agent stopped after %" PRIu64 " moves (the step limit) without "
                "reaching the goal: --step-limit gives it more\n"), path, trial, moves);
  return QD_EXIT_LIMIT;
}

/* One trial, its moves printed with --steps; FALSE when stopped. */
static gboolean
walk (QdSearchOnline *online, gboolean steps, const gint *stop)
{
  QdSearchOnlineMove m;

  if (!steps)
    {
      qd_search_online_run_trial (online, stop);
      return !g_atomic_int_get (stop);
    }
  while (!g_atomic_int_get (stop))
    {
      QdSearchOnlineStatus status = qd_search_online_step (online, &m);

      if (qd_search_online_moved (online))
        print_move (qd_search_online_maze (online), qd_search_online_n_moves (online), &m);
      if (status != QD_SEARCH_ONLINE_WALKING)
        return TRUE;
    }
  return FALSE;
}

static void
print_trial (const QdSearchOnline *online, double optimal)
{
  g_autoptr(GString) line = g_string_new (NULL);

  qd_search_online_append_trial (line, online, optimal);
  fputs (line->str, stdout);
}

static int
run_trials (const QdSearchCliOnline *opt, const char *path, const QdSearchMaze *maze, double optimal,
            const gint *stop)
{
  QdSearchOnlineAgent agent;
  g_autoptr(QdSearchOnline) online = NULL;
  guint trials = opt->trials > 0 ? (guint) opt->trials : 1;

  qd_search_online_agent_from_string (opt->agent, &agent);
  online = qd_search_online_new (maze, agent, opt->step_limit > 0 ? (guint64) opt->step_limit : 0);
  for (guint t = 0; t < trials; t++)
    {
      if (t > 0)
        qd_search_online_new_trial (online);
      if (!walk (online, opt->steps, stop))
        {
          g_printerr (_("quandary-cli: stopped\n"));
          return QD_EXIT_STOPPED;
        }
      if (qd_search_online_status (online) != QD_SEARCH_ONLINE_GOAL)
        return trial_failed (online, path, optimal);
      print_trial (online, optimal);
      fflush (stdout);
    }
  return QD_EXIT_OK;
}

/* --check: the trials walked once, then every answer against them. */
static int
run_check (const QdSearchCliOnline *opt, const QdCliCheck *check, const char *path, const QdSearchDoc *doc,
           const gint *stop)
{
  g_autoptr(QdSearchOnlineCheck) walk = NULL;
  const char *inputs[] = { path, NULL };
  QdSearchOnlineAgent agent;
  const QdSearchOnline *online;

  qd_search_online_agent_from_string (opt->agent, &agent);
  walk = qd_search_online_check_new (doc, agent, opt->trials > 0 ? (guint) opt->trials : 1,
                                     opt->step_limit > 0 ? (guint64) opt->step_limit : 0, opt->steps, stop);
  qd_cli_release_interrupt ();
  if (walk == NULL)
    {
      g_printerr (_("quandary-cli: stopped\n"));
      return QD_EXIT_STOPPED;
    }
  online = qd_search_online_check_agent (walk);
  if (qd_search_online_status (online) != QD_SEARCH_ONLINE_GOAL)
    {
      g_printerr (_("quandary-cli: the agent did not reach the goal: no answer can be checked\n"));
      return trial_failed (online, path, qd_search_online_optimal (doc, NULL));
    }
  return qd_cli_check_run (check, inputs, QD_CLI_CHECK_FUNC (qd_search_online_check_answer), walk);
}

/* --report and --gif after the trials (the GIF: the last trial's moves);
 * FALSE when a file could not be written. */
static gboolean
finish_report (const QdSearchCliOnline *opt, QdCliReport *report, const char *path, const QdSearchDoc *doc)
{
  QdSearchOnlineAgent agent;
  guint trials = opt->trials > 0 ? (guint) opt->trials : 1;
  guint64 limit = opt->step_limit > 0 ? (guint64) opt->step_limit : 0;
  QdReport *built = NULL;
  QdAnimation *animation = NULL;

  qd_search_online_agent_from_string (opt->agent, &agent);
  if (qd_cli_report_wanted (report))
    built = qd_search_online_report_new (doc, path, agent, trials, limit, report->palette);
  if (qd_cli_report_wants_gif (report))
    animation = qd_search_online_animation_new (doc, agent, trials, limit);
  return qd_cli_report_finish (report, built, animation);
}

/* LRTA* in a maze whose goal cannot be reached would walk to its step
 * limit (it never learns that the goal is out of reach): "optimal none"
 * (with `optimal`), said on stderr, and nothing walked.  Online-DFS finds it out by exploring every cell it can
 * reach, which ends. */
static gboolean
lrta_without_path (const QdSearchCliOnline *opt, const char *path, const QdSearchDoc *doc, gboolean optimal)
{
  QdSearchOnlineAgent agent;

  qd_search_online_agent_from_string (opt->agent, &agent);
  if (agent != QD_SEARCH_ONLINE_LRTA || qd_search_maze_connected (doc->maze))
    return FALSE;
  if (optimal)
    {
      fputs ("optimal none\n", stdout);
      fflush (stdout);
    }
  g_printerr (_("quandary-cli: %s: the maze has no path from the start to the goal: LRTA* would walk until its "
                "step limit without learning that, so no trial is walked\n"), path);
  return TRUE;
}

int
qd_search_cli_online_run (const QdSearchCliOnline *opt, const QdCliCheck *check, QdCliReport *report,
                          const char *path, const QdSearchDoc *doc)
{
  const gint *stop;
  double optimal;
  int status;

  if (doc->kind != QD_SEARCH_MAZE)
    {
      qd_cli_usage_error (_("%s: --online walks a grid maze, not a %s"), path, qd_search_kind_to_string (doc->kind));
      return QD_EXIT_USAGE;
    }
  if (lrta_without_path (opt, path, doc, !qd_cli_check_wanted (check)))
    return QD_EXIT_NO_SOLUTION;
  stop = qd_cli_catch_interrupt ();
  if (qd_cli_check_wanted (check))
    return run_check (opt, check, path, doc, stop);
  optimal = qd_search_online_optimal (doc, stop);
  if (g_atomic_int_get (stop))
    status = QD_EXIT_STOPPED;
  else
    {
      g_autoptr(GString) line = g_string_new (NULL);

      qd_search_online_append_optimal (line, optimal);
      fputs (line->str, stdout);
      status = run_trials (opt, path, doc->maze, optimal, stop);
    }
  qd_cli_release_interrupt ();
  /* A report of trials that failed shows how far they went. */
  if (status != QD_EXIT_STOPPED && !finish_report (opt, report, path, doc) && status == QD_EXIT_OK)
    return QD_EXIT_INPUT;
  return status;
}

void
qd_search_cli_online_clear (QdSearchCliOnline *online)
{
  g_free (online->agent);
  online->agent = NULL;
}
