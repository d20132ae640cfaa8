/* qd-queens-cli.c — `quandary-cli queens`: one hill climb on N queens
 * (AIMA section 4.1.1, issue 65); `experiment localsearch` is in
 * src/cli/qd-cli-localsearch.c. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "core/qd-random.h"
#include "problems/queens/qd-queens-search.h"

typedef struct {
  char *algorithm;
  gint n;
  gint sideways;
  gint64 seed;
  gboolean steps;
} Options;

/* The options of `queens`. */
#define QUEENS_N_ENTRY(o) \
  { "n", 0, 0, G_OPTION_ARG_INT, &(o).n, N_("Number of queens (default 8)"), N_("N") }
#define QUEENS_SIDEWAYS_ENTRY(o) \
  { "sideways", 0, 0, G_OPTION_ARG_INT, &(o).sideways, \
    N_("Consecutive sideways moves allowed by steepest ascent (sideways: default 100)"), N_("K") }

static void
options_clear (Options *o)
{
  g_free (o->algorithm);
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
  QdLocalOptions local;
  QdLocalStats stats;
  QdLocalStatus status;
  guint64 rng;
  int rc = 1;

  context = qd_cli_context_new (_("— hill climbing on N queens (AIMA section 4.1.1)"), entries, NULL,
    _("N queens, one per column, from a random start (drawn from the seed); a move takes a\n"
      "queen elsewhere in its column; h is the number of attacking pairs, to minimise.  Ties\n"
      "are broken at random.  Prints “rows R0 R1 …” (each column's row, from 0, the top), the\n"
      "moves made (“steps”), the restarts and the status, and last “h H”.  restart climbs again\n"
      "from a random state until h = 0.  Ctrl-C stops."));
  if (!qd_cli_parse_options (context, &argc, &argv) || !check_common (&o) ||
      !options_for (o.algorithm != NULL ? o.algorithm : "steepest", &o, &local))
    goto out;
  q = qd_queens_new ((guint) o.n);
  rng = qd_random_mix ((guint64) o.seed);
  qd_queens_randomize (q, &rng);
  local.seed = qd_random_next (&rng);
  local.stop = qd_cli_catch_interrupt ();
  if (o.steps)
    {
      local.on_step = print_step;
      local.user_data = q;
    }
  status = qd_local_search (qd_queens_neighbourhood (), q, &local, &stats);
  qd_cli_release_interrupt ();
  print_state (q);
  printf ("steps %" PRIu64 "\nrestarts %" PRIu64 "\nstatus %s\nh %" PRIu64 "\n", stats.moves, stats.restarts,
          qd_local_status_to_string (status), q->h);
  rc = status == QD_LOCAL_STOPPED ? QD_EXIT_STOPPED : 0;
out:
  options_clear (&o);
  return rc;
}

/* N queens has no tab yet, hence no problem id: quandary-cli's table of
 * commands names this one itself (qd-cli.c). */
const QdCliCommand qd_queens_cli_commands[] = {
  { "queens", N_("Hill climbing on N queens: steepest ascent, sideways, stochastic, first-choice, restart"),
    cli_main },
  { NULL }
};
