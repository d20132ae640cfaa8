/* qd-queens-cli.c — `quandary-cli queens`: one local search on N queens,
 * any algorithm of qd_queens_run (AIMA sections 4.1 and 6.4, issue 65). */
#include "config.h"
#include "cli/qd-cli.h"
#include "qd-queens-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "core/qd-random.h"
#include "problems/qd-problem.h"
#include "render/queens/qd-queens-worksheet.h"
#include "qd-queens-cli-report.h"

/* This problem's descriptor (problems/qd-problem.h): reads FILE. */
QD_PROBLEM_DECLARE (queens)

typedef struct {
  char *algorithm;
  gint n;
  gint64 seed;
  gboolean steps;
  QdQueensCliParams params;
  QdQueensCliReport extra;      /* --successors, --report, --gif */
  char *algorithm_help;         /* --algorithm's line of --help */
} Options;

/* "steepest (default), sideways, … or min-conflicts". */
static char *
algorithm_help (void)
{
  const QdLocalMenu *menu = &qd_queens_algorithms;
  QdLocalMenu others = { menu->ids + 1, menu->n - 1 };
  g_autofree char *rest = qd_local_menu_names (&others, 0, ", ", _("%s or %s"));

  return g_strdup_printf (_("%s (default), %s"), qd_local_variant_to_string (menu->ids[0]), rest);
}

static void
options_clear (Options *o)
{
  g_free (o->algorithm);
  g_free (o->algorithm_help);
  qd_queens_cli_params_clear (&o->params);
  qd_queens_cli_report_clear (&o->extra);
}

static gboolean
check_n (const Options *o)
{
  if (o->n < 4 || o->n > QD_QUEENS_MAX_N)
    {
      qd_cli_usage_error (_("--n: the number of queens is from 4 to 1000000, not %d"), o->n);
      return FALSE;
    }
  return TRUE;
}

/* The run fits n queens (its beam, its population, the moves of a step:
 * refused with the limit before anything is allocated); a slow step is
 * said on stderr before it starts. */
static gboolean
check_size (const QdQueensRunOptions *run, guint n)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *cost = NULL;

  if (!qd_queens_run_size_check (run, n, "--k", "--population", &error))
    {
      qd_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  if ((cost = qd_queens_step_cost_text (run, n)) != NULL)
    g_printerr (_("quandary-cli: warning: %s\n"), cost);
  return TRUE;
}

static void
print_rows (const char *prefix, const guint *rows, guint n)
{
  GString *line = g_string_new (prefix);

  for (guint c = 0; c < n; c++)
    g_string_append_printf (line, " %u", rows[c]);
  puts (line->str);
  g_string_free (line, TRUE);
}

/* --steps: each move (which column's queen went to which row) and each
 * restart, with h after it. */
static void
print_step (gpointer user_data, const QdQueensStep *step)
{
  (void) user_data;
  if (step->kind == QD_LOCAL_STEP_START)
    printf ("start h %" PRIu64 "\n", step->h);
  else if (step->kind == QD_LOCAL_STEP_RESTART)
    printf ("restart h %" PRIu64 "\n", step->h);
  else
    printf ("move column %u row %u h %" PRIu64 "\n", step->col, step->row, step->h);
}

/* --steps, beam: each iteration's h of the k states, best first. */
static void
print_beam (gpointer user_data, const QdBeamStep *step)
{
  GString *line = g_string_new (NULL);

  (void) user_data;
  g_string_append_printf (line, "iteration %" PRIu64 " h %.0f beam", step->iteration, step->values[step->best]);
  for (guint i = 0; i < step->k; i++)
    g_string_append_printf (line, " %.0f", step->values[i]);
  puts (line->str);
  g_string_free (line, TRUE);
}

/* --steps, genetic: each generation's fittest individual. */
static void
print_generation (gpointer user_data, const QdGeneticGeneration *g)
{
  guint n = g->n_genes;
  guint64 pairs = (guint64) n * (n - 1) / 2;
  g_autofree char *prefix = NULL;
  double f = g->fitness[g->best];

  (void) user_data;
  prefix = g_strdup_printf ("generation %" PRIu64 " fitness %.0f h %.0f rows", g->generation, f, (double) pairs - f);
  print_rows (prefix, g->genes + (gsize) g->best * n, n);
}

static gboolean
parse (Options *o, GOptionEntry *entries, int *argc, char ***argv, QdQueensRunOptions *run)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *description = NULL;

  /* Translators: %1$s is the command's name of hill climbing by first choice. */
  description = g_strdup_printf (_("N queens, one per column, from a random start (drawn from the seed); a move takes a\n"
      "queen elsewhere in its column; h is the number of attacking pairs, to minimise.  Ties\n"
      "are broken at random.  Prints “rows R0 R1 …” (each column's row, from 0, the top), the\n"
      "steps (moves; beam: iterations; genetic: generations; min-conflicts: repairs), the\n"
      "restarts and the status, and last “h H”.  Every algorithm stops at h = 0; the restart-*\n"
      "ones climb again from a random state until then, at most 1000 times (without --max-steps).\n"
      "Ctrl-C stops.\n"
      "\n"
      "Steepest ascent (and its variants but %1$s) and stochastic hill climbing examine\n"
      "every move, N × (N − 1), at each step, beam search K times that: a step of more than\n"
      "10,000,000 moves (N over 3,162) is said on stderr with its cost, one of more than\n"
      "100,000,000 moves (N over 10,000) is refused; %1$s, annealing, genetic and\n"
      "min-conflicts take any N.  The states of a beam and of a genetic population take at\n"
      "most 512 MiB: a larger --k or --population is refused with the most that fits.\n"
      "\n"
      "First-choice draws up to --tries moves a step, min-conflicts scores up to N rows a\n"
      "repair, and a run takes about N steps (or --max-steps): past 10^11 moves in all\n"
      "(%1$s on N over 10,000, min-conflicts on N over 316,227) the run is said on\n"
      "stderr with its count before it starts, and made; --max-steps and --tries bound it."),
                                 qd_local_variant_to_string (QD_LOCAL_VARIANT_FIRST_CHOICE));
  context = qd_cli_context_new (_("[FILE] — local search on N queens (AIMA sections 4.1 and 6.4)"), entries, NULL,
                                description);
  qd_queens_cli_report_add_entries (context, &o->extra);
  if (!qd_cli_parse_options (context, argc, argv) || !check_n (o))
    return FALSE;
  if (*argc > 2)
    QD_CLI_USAGE (_("only one FILE is allowed"));
  qd_queens_run_options_init (run);
  run->algorithm = o->algorithm != NULL ? o->algorithm : "steepest";
  return qd_queens_cli_params_apply (&o->params, run);
}

static int
cli_main (int argc, char **argv)
{
  Options o = { .n = 8, .seed = 0 };
  const GOptionEntry entries[] = {
    { "n", 0, 0, G_OPTION_ARG_INT, &o.n, N_("Number of queens, 4 to 1000000 (default 8)"), N_("N") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o.algorithm, o.algorithm_help = algorithm_help (), N_("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o.seed, N_("Seed of the start and of the random choices (default 0)"), N_("S") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o.steps,
      N_("Print every step: each move and restart (beam: each iteration; genetic: each generation's best)"), NULL },
    { NULL }
  };
  g_autofree GOptionEntry *all = NULL;
  g_autoptr(QdQueens) q = NULL;
  g_autoptr(GError) error = NULL;
  QdQueensRunOptions run;
  QdLocalOutcome out;
  guint64 rng;
  gboolean stopped;
  int rc = QD_EXIT_USAGE;

  qd_queens_cli_params_init (&o.params);
  all = qd_queens_cli_params_entries (entries, &o.params);
  if (!parse (&o, all, &argc, &argv, &run))
    goto out;
  rng = qd_random_mix ((guint64) o.seed);
  /* FILE: the start it holds (a *.queens file); else a random one. */
  if (argc > 1 && (q = qd_cli_load_format (argv[1], qd_queens_problem.format, &error)) == NULL)
    {
      qd_cli_print_error (error);
      rc = QD_EXIT_INPUT;
      goto out;
    }
  if (q == NULL)
    {
      q = qd_queens_new ((guint) o.n);
      qd_queens_randomize (q, &rng);
    }
  if (!check_size (&run, q->n))
    goto out;
  run.seed = qd_random_next (&rng);
  run.stop = qd_cli_catch_interrupt ();
  if (o.steps)
    {
      run.on_step = print_step;
      run.on_beam = print_beam;
      run.on_generation = print_generation;
    }
  if ((rc = qd_queens_cli_report_begin (&o.extra, argc > 1 ? argv[1] : NULL, q, &run)) != QD_QUEENS_CLI_GO_ON)
    {
      qd_cli_release_interrupt ();
      goto out;
    }
  if (!qd_queens_run (q, &run, &out, &error))
    {
      qd_cli_release_interrupt ();
      qd_cli_usage_error ("%s", error->message);
      rc = QD_EXIT_USAGE;
      goto out;
    }
  stopped = !out.solved && g_atomic_int_get (run.stop) != 0;
  qd_cli_release_interrupt ();
  print_rows ("rows", q->rows, q->n);
  printf ("steps %" PRIu64 "\nrestarts %" PRIu64 "\nstatus %s\nh %" PRIu64 "\n", out.steps, out.restarts,
          out.solved ? "solved" : stopped ? "stopped" : "unsolved", q->h);
  rc = stopped ? QD_EXIT_STOPPED : QD_EXIT_OK;
  rc = qd_queens_cli_report_finish (&o.extra, q, &run, (guint64) o.seed, &out, stopped, rc);
out:
  options_clear (&o);
  return rc;
}

const QdCliCommand qd_queens_cli_commands[] = {
  { "queens", N_("Local search on N queens: hill climbing and its variants, beam, annealing, genetic, "
                 "min-conflicts"), cli_main, .worksheets = (const QdWorksheetKind *const[]) { &qd_queens_worksheet, NULL } },
  { NULL }
};
