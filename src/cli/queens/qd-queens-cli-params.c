/* qd-queens-cli-params.c — the local searches' parameters as options
 * (qd-queens-cli.h). */
#include "config.h"
#include "qd-queens-cli.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#define UNSET G_MININT
#define UNSET64 G_MININT64

void
qd_queens_cli_params_init (QdQueensCliParams *p)
{
  *p = (QdQueensCliParams) {
    .sideways = UNSET, .k = UNSET, .stall = UNSET, .population = UNSET, .tournament = UNSET, .elitism = UNSET,
    .max_steps = UNSET64, .tries = UNSET64, .generations = UNSET64,
    .beam_temperature = NAN, .t0 = NAN, .alpha = NAN, .decrement = NAN, .t_min = NAN, .mutation = NAN,
    .culling = NAN,
  };
}

void
qd_queens_cli_params_clear (QdQueensCliParams *p)
{
  g_clear_pointer (&p->schedule, g_free);
  g_clear_pointer (&p->selection, g_free);
  g_clear_pointer (&p->start, g_free);
  g_clear_pointer (&p->sideways_help, g_free);
}

#define INT(name, field, help, arg) { name, 0, 0, G_OPTION_ARG_INT, &p->field, help, arg }
#define INT64(name, field, help, arg) { name, 0, 0, G_OPTION_ARG_INT64, &p->field, help, arg }
#define DOUBLE(name, field, help, arg) { name, 0, 0, G_OPTION_ARG_DOUBLE, &p->field, help, arg }
#define STRING(name, field, help, arg) { name, 0, 0, G_OPTION_ARG_STRING, &p->field, help, arg }

/* "Steepest ascent: … (sideways, restart-…: default 100; others 0)". */
static char *
sideways_help (void)
{
  g_autofree char *names = qd_local_menu_names (&qd_queens_algorithms, QD_LOCAL_USES_SIDEWAYS, ", ", NULL);

  return g_strdup_printf (_("Steepest ascent: consecutive sideways moves allowed (%s: default %u; others 0)"), names,
                          QD_LOCAL_AIMA_SIDEWAYS);
}

GOptionEntry *
qd_queens_cli_params_entries (const GOptionEntry *entries, QdQueensCliParams *p)
{
  const GOptionEntry params[] = {
    INT ("sideways", sideways, p->sideways_help = sideways_help (), N_("K")),
    INT64 ("max-steps", max_steps, N_("At most N steps: hill climbing's moves, annealing's iterations, beam "
                                      "iterations, min-conflicts' repairs (default: hill climbing, none: each "
                                      "move lowers h, and restart-* restart at most 1000 times; annealing: the "
                                      "schedule's; min-conflicts: 100 × N, at least 10000)"), N_("N")),
    INT64 ("tries", tries, N_("First-choice: random moves drawn without an uphill one before it stops "
                              "(default 4 × the moves, at most 10000000)"), N_("N")),
    INT ("k", k, N_("Beam: states kept (default 8); the beam's 2K states take at most 512 MiB"
                    " (about 48 × K × N bytes: K × N up to about 11 million), and a step examines K × N × (N − 1) "
                    "moves, at most 10^8"), N_("K")),
    INT ("stall", stall, N_("Beam: iterations without a better state before it stops (default 0)"), N_("N")),
    DOUBLE ("beam-temperature", beam_temperature,
            N_("Stochastic beam: successors drawn with weight e^(−Δh/T) (default 1)"), N_("T")),
    STRING ("schedule", schedule, N_("Annealing: geometric (default), linear, logarithmic or constant"),
            N_("NAME")),
    DOUBLE ("t0", t0, N_("Annealing: the starting temperature (default 1)"), N_("T")),
    DOUBLE ("alpha", alpha, N_("Annealing, geometric: T multiplied by ALPHA each iteration (default 0.999)"),
            N_("ALPHA")),
    DOUBLE ("decrement", decrement, N_("Annealing, linear: T lowered by D each iteration (default T0/10000)"),
            N_("D")),
    DOUBLE ("t-min", t_min, N_("Annealing: frozen at this temperature (default T0/1000)"), N_("T")),
    INT ("population", population, N_("Genetic: individuals, 2 or more (default 100); two generations take at "
                                      "most 512 MiB (8 × P × N bytes: P × N up to about "
                                      "67 million)"), N_("P")),
    STRING ("selection", selection, N_("Genetic: tournament (default) or roulette (fitness-proportional)"),
            N_("NAME")),
    INT ("tournament", tournament, N_("Genetic: individuals per tournament (default 2)"), N_("T")),
    DOUBLE ("mutation", mutation, N_("Genetic: probability that a child is mutated (default 0.5)"), N_("M")),
    INT ("elitism", elitism, N_("Genetic: the best E kept unchanged (default 2)"), N_("E")),
    DOUBLE ("culling", culling, N_("Genetic: the worst fraction F is no parent (default 0)"), N_("F")),
    INT64 ("generations", generations, N_("Genetic: at most G generations, 1 or more (default 1000)"), N_("G")),
    STRING ("start", start, N_("Min-conflicts: random (default: the start drawn from the seed) or greedy "
                               "(Minton et al.: each queen on a row of fewest conflicts with those placed)"),
            N_("NAME")),
    { NULL }
  };
  guint n = 0;
  GOptionEntry *all;

  while (entries[n].long_name != NULL)
    n++;
  all = g_new0 (GOptionEntry, n + G_N_ELEMENTS (params));
  memcpy (all, entries, sizeof (GOptionEntry) * n);
  memcpy (all + n, params, sizeof params);
  return all;
}

/* Counts: not given, or at least their least (0 only where 0 means
 * something of its own: no sideways move, no stall, no elite; a limit of
 * 0 would silently mean the default or none, so a limit is 1 or more). */
static gboolean
check_counts (const QdQueensCliParams *p)
{
  const struct { const char *option; gint64 value; gint64 unset; gint64 least; } counts[] = {
    { "--sideways", p->sideways, UNSET, 0 }, { "--k", p->k, UNSET, 1 }, { "--stall", p->stall, UNSET, 0 },
    { "--population", p->population, UNSET, 2 }, { "--tournament", p->tournament, UNSET, 1 },
    { "--elitism", p->elitism, UNSET, 0 }, { "--max-steps", p->max_steps, UNSET64, 1 },
    { "--tries", p->tries, UNSET64, 1 }, { "--generations", p->generations, UNSET64, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (counts[i].value != counts[i].unset && counts[i].value < counts[i].least)
      {
        qd_cli_usage_error (_("%s: a number, %" PRId64 " or more, not %" PRId64), counts[i].option,
                            counts[i].least, counts[i].value);
        return FALSE;
      }
  return TRUE;
}

/* --schedule, --t0 and the schedule's constants. */
static gboolean
apply_schedule (const QdQueensCliParams *p, QdSchedule *s)
{
  QdScheduleKind kind = s->kind;

  if (p->schedule != NULL && !qd_schedule_kind_from_string (p->schedule, &kind))
    {
      qd_cli_usage_error (_("--schedule: geometric, linear, logarithmic or constant, not “%s”"), p->schedule);
      return FALSE;
    }
  if (p->schedule != NULL || !isnan (p->t0))
    qd_schedule_init (s, kind, isnan (p->t0) ? s->t0 : p->t0);
  if (!isnan (p->alpha))
    s->alpha = p->alpha;
  if (!isnan (p->decrement))
    s->decrement = p->decrement;
  if (!isnan (p->t_min))
    s->t_min = p->t_min;
  return TRUE;
}

static gboolean
apply_names (const QdQueensCliParams *p, QdQueensRunOptions *o)
{
  if (p->selection != NULL && !qd_selection_from_string (p->selection, &o->selection))
    {
      qd_cli_usage_error (_("--selection: tournament or roulette, not “%s”"), p->selection);
      return FALSE;
    }
  if (g_strcmp0 (p->start, "greedy") == 0)
    o->start = QD_QUEENS_START_GREEDY;
  else if (p->start != NULL && g_strcmp0 (p->start, "random") != 0)
    {
      qd_cli_usage_error (_("--start: random or greedy, not “%s”"), p->start);
      return FALSE;
    }
  return apply_schedule (p, &o->schedule);
}

#define SET_IF_GIVEN(field, value, unset) G_STMT_START { if ((value) != (unset)) (field) = (value); } G_STMT_END

gboolean
qd_queens_cli_params_apply (const QdQueensCliParams *p, QdQueensRunOptions *o)
{
  g_autoptr(GError) error = NULL;

  if (!check_counts (p) || !apply_names (p, o))
    return FALSE;
  SET_IF_GIVEN (o->sideways, p->sideways, UNSET);
  SET_IF_GIVEN (o->k, (guint) p->k, (guint) UNSET);
  SET_IF_GIVEN (o->max_stall, (guint) p->stall, (guint) UNSET);
  SET_IF_GIVEN (o->population, (guint) p->population, (guint) UNSET);
  SET_IF_GIVEN (o->tournament_size, (guint) p->tournament, (guint) UNSET);
  SET_IF_GIVEN (o->elitism, (guint) p->elitism, (guint) UNSET);
  SET_IF_GIVEN (o->max_steps, (guint64) p->max_steps, (guint64) UNSET64);
  SET_IF_GIVEN (o->max_tries, (guint64) p->tries, (guint64) UNSET64);
  SET_IF_GIVEN (o->generations, (guint64) p->generations, (guint64) UNSET64);
  if (!isnan (p->beam_temperature))
    o->beam_temperature = p->beam_temperature;
  if (!isnan (p->mutation))
    o->mutation = p->mutation;
  if (!isnan (p->culling))
    o->cull_fraction = p->culling;
  if (!qd_queens_run_options_check (o, &error))
    {
      qd_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}
