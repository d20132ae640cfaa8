/* qd-queens-cli.c — `quandary-cli queens`: one hill climb on N queens, and
 * `quandary-cli experiment localsearch`: many random starts per algorithm
 * (AIMA section 4.1.1, issue 65). */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "core/qd-random.h"
#include "problems/queens/qd-queens-search.h"
#include "render/queens/qd-queens-worksheet.h"
#include "qd-queens-cli-report.h"

typedef struct {
  char *algorithm;
  char *algorithms;
  char *problem;
  char *csv_path;
  gint n;
  gint sideways;
  gint instances;
  gint64 seed;
  gboolean steps;
} Options;

/* The options `queens` and `experiment localsearch` share. */
#define QUEENS_N_ENTRY(o) \
  { "n", 0, 0, G_OPTION_ARG_INT, &(o).n, N_("Number of queens (default 8)"), N_("N") }
#define QUEENS_SIDEWAYS_ENTRY(o) \
  { "sideways", 0, 0, G_OPTION_ARG_INT, &(o).sideways, \
    N_("Consecutive sideways moves allowed by steepest ascent (sideways: default 100)"), N_("K") }

static void
options_clear (Options *o)
{
  g_free (o->algorithm);
  g_free (o->algorithms);
  g_free (o->problem);
  g_free (o->csv_path);
}

static gboolean
check_common (const Options *o)
{
  if (o->n < 4 || o->n > QD_QUEENS_MAX_N)
    {
      qd_cli_usage_error (_("--n: the number of queens is from 4 to 1000000, not %d"), o->n);
      return FALSE;
    }
  if (o->sideways < 0)
    {
      qd_cli_usage_error (_("--sideways: a number of moves, 0 or more, not %d"), o->sideways);
      return FALSE;
    }
  return TRUE;
}

static gboolean
options_for (const char *name, const Options *o, QdLocalOptions *local)
{
  qd_local_options_init (local);
  if (qd_queens_algorithm_options (name, (guint) o->sideways, local))
    return TRUE;
  qd_cli_usage_error (_("unknown algorithm “%s”; the algorithms are: %s"), name, qd_queens_algorithm_names ());
  return FALSE;
}

/* --steps: each move (which column's queen went to which row) and each
 * restart, with h after it. */
static void
print_step (gpointer user_data, const QdLocalStep *step)
{
  const QdQueens *q = user_data;

  if (step->kind == QD_LOCAL_STEP_START)
    printf ("start h %.0f\n", step->value);
  else if (step->kind == QD_LOCAL_STEP_RESTART)
    printf ("restart h %.0f\n", step->value);
  else
    {
      guint col = (guint) (step->move / (q->n - 1));

      printf ("move column %u row %u h %.0f\n", col, q->rows[col], step->value);
    }
}

static void
print_state (const QdQueens *q)
{
  GString *line = g_string_new ("rows");

  for (guint c = 0; c < q->n; c++)
    g_string_append_printf (line, " %u", q->rows[c]);
  puts (line->str);
  g_string_free (line, TRUE);
}

static int
cli_main (int argc, char **argv)
{
  Options o = { .n = 8, .seed = 0 };
  GOptionEntry entries[] = {
    QUEENS_N_ENTRY (o),
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o.algorithm,
      N_("steepest (default), sideways, stochastic, first-choice, or restarted until solved: restart, "
         "restart-sideways, restart-stochastic, restart-first-choice"), N_("NAME") },
    QUEENS_SIDEWAYS_ENTRY (o),
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o.seed, N_("Seed of the start and of the random choices (default 0)"), N_("S") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o.steps, N_("Print every move and restart"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(QdQueens) q = NULL;
  g_autoptr(GError) error = NULL;
  QdQueensCliReport extra = { 0 };
  QdLocalOptions local;
  QdLocalStats stats;
  QdLocalStatus status;
  guint64 rng;
  int rc = 1;

  context = qd_cli_context_new (_("[FILE] — hill climbing on N queens (AIMA section 4.1.1)"), entries, NULL,
    _("N queens, one per column, from a random start (drawn from the seed); a move takes a\n"
      "queen elsewhere in its column; h is the number of attacking pairs, to minimise.  Ties\n"
      "are broken at random.  Prints “rows R0 R1 …” (each column's row, from 0, the top), the\n"
      "moves made (“steps”), the restarts and the status, and last “h H”.  restart climbs again\n"
      "from a random state until h = 0.  Ctrl-C stops."));
  qd_queens_cli_report_add_entries (context, &extra);
  if (!qd_cli_parse_options (context, &argc, &argv) || !check_common (&o) ||
      !options_for (o.algorithm != NULL ? o.algorithm : "steepest", &o, &local))
    goto out;
  rng = qd_random_mix ((guint64) o.seed);
  /* FILE: the start it holds (qd-queens-cli-report.h); else a random one. */
  if (argc > 1 && (q = qd_queens_cli_read_start (argv[1], &error)) == NULL)
    {
      qd_cli_print_error (error);
      goto out;
    }
  if (q == NULL)
    {
      q = qd_queens_new ((guint) o.n);
      qd_queens_randomize (q, &rng);
    }
  local.seed = qd_random_next (&rng);
  local.stop = qd_cli_catch_interrupt ();
  if (o.steps)
    {
      local.on_step = print_step;
      local.user_data = q;
    }
  if ((rc = qd_queens_cli_report_begin (&extra, argc > 1 ? argv[1] : NULL, q, &local)) != QD_QUEENS_CLI_GO_ON)
    {
      qd_cli_release_interrupt ();
      goto out;
    }
  status = qd_local_search (qd_queens_neighbourhood (), q, &local, &stats);
  qd_cli_release_interrupt ();
  print_state (q);
  printf ("steps %" PRIu64 "\nrestarts %" PRIu64 "\nstatus %s\nh %" PRIu64 "\n", stats.moves, stats.restarts,
          qd_local_status_to_string (status), q->h);
  rc = status == QD_LOCAL_STOPPED ? QD_EXIT_STOPPED : 0;
  rc = qd_queens_cli_report_finish (&extra, argc > 1 ? argv[1] : NULL, o.algorithm != NULL ? o.algorithm : "steepest",
                                    (guint64) o.seed, &local, q, status, &stats, rc);
out:
  qd_queens_cli_report_clear (&extra);
  options_clear (&o);
  return rc;
}

/* The figures of a row, with `.` as the decimal point in every locale. */
static void
print_tally (GString *table, GString *csv, const char *name, const QdQueensTally *t)
{
  guint failed = t->instances - t->solved;
  double v[5] = {
    t->instances > 0 ? 100.0 * t->solved / t->instances : 0,
    t->solved > 0 ? (double) t->steps_solved / t->solved : 0,
    failed > 0 ? (double) t->steps_failed / failed : 0,
    t->instances > 0 ? (double) t->restarts / t->instances : 0,
    t->time_us / 1000.0,
  };
  char f[5][G_ASCII_DTOSTR_BUF_SIZE];

  for (guint i = 0; i < 5; i++)
    g_ascii_formatd (f[i], sizeof f[i], i == 4 ? "%.1f" : "%.2f", v[i]);
  g_string_append_printf (table, "%-20s %9u %9u %10s %13s %13s %9s %10s\n", name, t->instances, t->solved,
                          f[0], f[1], f[2], f[3], f[4]);
  g_string_append_printf (csv, "%s,%u,%u,%s,%s,%s,%s,%s\n", name, t->instances, t->solved, f[0], f[1], f[2], f[3],
                          f[4]);
}

static int
run_experiment (const Options *o, char **names)
{
  g_autoptr(GString) table = g_string_new (NULL);
  g_autoptr(GString) csv = g_string_new ("algorithm,instances,solved,solved_pct,steps_solved,steps_failed,restarts,ms\n");
  const gint *stop;
  gboolean complete = TRUE;

  g_string_append_printf (table, "%-20s %9s %9s %10s %13s %13s %9s %10s\n", "algorithm", "instances", "solved",
                          "solved_pct", "steps_solved", "steps_failed", "restarts", "ms");
  stop = qd_cli_catch_interrupt ();
  for (guint i = 0; names[i] != NULL && complete; i++)
    {
      QdLocalOptions local;
      QdQueensTally tally;

      options_for (names[i], o, &local);
      complete = qd_queens_experiment ((guint) o->n, (guint) o->instances, &local, (guint64) o->seed, stop, &tally);
      print_tally (table, csv, names[i], &tally);
    }
  qd_cli_release_interrupt ();
  fputs (table->str, stdout);
  if (o->csv_path != NULL && !qd_cli_write_text (o->csv_path, csv->str))
    return 1;
  return complete ? 0 : QD_EXIT_STOPPED;
}

static int
cli_experiment (int argc, char **argv)
{
  Options o = { .n = 8, .instances = 1000 };
  GOptionEntry entries[] = {
    { "problem", 0, 0, G_OPTION_ARG_STRING, &o.problem, N_("The problem: queens (the only one so far)"), N_("NAME") },
    QUEENS_N_ENTRY (o),
    { "instances", 0, 0, G_OPTION_ARG_INT, &o.instances, N_("Random starts per algorithm (default 1000)"), N_("K") },
    { "algorithms", 0, 0, G_OPTION_ARG_STRING, &o.algorithms,
      N_("Comma-separated names of “quandary-cli queens --algorithm” (default steepest,sideways,restart)"), N_("A,B,…") },
    QUEENS_SIDEWAYS_ENTRY (o),
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o.seed, N_("Seed of the starts and of the random choices (default 0)"), N_("S") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o.csv_path, N_("Write the table as CSV (- for stdout)"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_auto(GStrv) names = NULL;
  QdLocalOptions check;
  int rc = 1;

  context = qd_cli_context_new (_("— hill climbing on many random starts (AIMA section 4.1.1)"), entries, NULL,
    _("Start i of K is drawn from the seed and i alone, the same for every algorithm.  Per\n"
      "algorithm: the starts, those solved (h = 0) and their share in %, the mean moves of a\n"
      "solved run and of a failed one, the mean restarts, and the time in ms (the columns of\n"
      "data/FORMATS.md).  Ctrl-C stops."));
  if (!qd_cli_parse_options (context, &argc, &argv) || !check_common (&o))
    goto out;
  if (g_strcmp0 (o.problem, "queens") != 0)
    {
      qd_cli_usage_error (_("--problem: only queens is implemented so far, not “%s”"),
                          o.problem != NULL ? o.problem : "");
      goto out;
    }
  if (o.instances < 1)
    {
      qd_cli_usage_error (_("--instances: at least 1, not %d"), o.instances);
      goto out;
    }
  names = g_strsplit (o.algorithms != NULL ? o.algorithms : "steepest,sideways,restart", ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    if (!options_for (names[i], &o, &check))
      goto out;
  rc = run_experiment (&o, names);
out:
  options_clear (&o);
  return rc;
}

/* N queens has no tab yet, hence no problem id: quandary-cli's table of
 * commands names this one itself (qd-cli.c). */
const QdCliCommand qd_queens_cli_commands[] = {
  { "queens", N_("Hill climbing on N queens: steepest ascent, sideways, stochastic, first-choice, restart"),
    cli_main, .worksheets = (const QdWorksheetKind *const[]) { &qd_queens_worksheet, NULL } },
  { "localsearch", N_("Hill-climbing variants on many random N-queens starts (AIMA section 4.1.1)"),
    cli_experiment, TRUE },
  { NULL }
};
