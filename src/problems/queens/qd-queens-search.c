/* qd-queens-search.c — every local search on N queens by name, and the
 * experiment of AIMA section 4.1.1 (qd-queens-search.h); min-conflicts is
 * in qd-queens-minconflicts.c. */
#include "qd-queens-search.h"
#include "core/qd-random.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <stdarg.h>

const QdLocalMenu qd_queens_algorithms = QD_LOCAL_MENU_OF (
  QD_LOCAL_VARIANT_STEEPEST, QD_LOCAL_VARIANT_SIDEWAYS, QD_LOCAL_VARIANT_STOCHASTIC, QD_LOCAL_VARIANT_FIRST_CHOICE,
  QD_LOCAL_VARIANT_RESTART, QD_LOCAL_VARIANT_RESTART_SIDEWAYS, QD_LOCAL_VARIANT_RESTART_STOCHASTIC,
  QD_LOCAL_VARIANT_RESTART_FIRST_CHOICE, QD_LOCAL_VARIANT_BEAM, QD_LOCAL_VARIANT_STOCHASTIC_BEAM,
  QD_LOCAL_VARIANT_ANNEALING, QD_LOCAL_VARIANT_GENETIC, QD_LOCAL_VARIANT_MIN_CONFLICTS);

static const QdLocalVariant *
find (const char *name)
{
  QdLocalVariantId id;

  return qd_local_menu_lookup (&qd_queens_algorithms, name, &id) ? qd_local_variant (id) : NULL;
}

gboolean
qd_queens_algorithm_options (const char *name, guint sideways, QdLocalOptions *o)
{
  guint64 seed = o->seed;
  const QdLocalVariant *a = find (name);

  if (a == NULL || a->family != QD_LOCAL_FAMILY_CLIMB)
    return FALSE;
  qd_local_options_init (o);
  o->seed = seed;
  o->use_goal = TRUE;
  o->goal = 0;
  o->algorithm = a->algorithm;
  /* Sideways moves are steepest ascent's: --sideways for the others is ignored. */
  if (a->algorithm == QD_LOCAL_HILL_CLIMBING)
    o->max_sideways = sideways != 0 ? sideways : a->sideways;
  o->restarts = a->restarts ? QD_QUEENS_DEFAULT_RESTARTS : 0;
  return TRUE;
}

void
qd_queens_run_options_init (QdQueensRunOptions *o)
{
  g_return_if_fail (o != NULL);
  memset (o, 0, sizeof *o);
  o->algorithm = "steepest";
  o->sideways = -1;
  o->k = 8;
  o->beam_temperature = 1;
  qd_schedule_init (&o->schedule, QD_SCHEDULE_GEOMETRIC, 1);
  o->population = 100;
  o->selection = QD_SELECTION_TOURNAMENT;
  o->tournament_size = 2;
  o->mutation = 0.5;
  o->elitism = 2;
  o->generations = 1000;
  o->start = QD_QUEENS_START_GIVEN;
}

/* ------------------------------------------------ climbing, annealing */

typedef struct {
  const QdQueensRunOptions *o;
  const QdQueens *q;
  guint64 moves, restarts;
} Relay;

/* The engine's step told as the queens' (which queen went where). */
static void
relay_step (gpointer user_data, const QdLocalStep *step)
{
  Relay *relay = user_data;
  const QdQueens *q = relay->q;
  QdQueensStep s = {
    .kind = step->kind,
    .h = q->h,
    .temperature = step->temperature,
    .probability = step->probability,
    .n_ties = step->n_ties,
  };

  if (step->kind == QD_LOCAL_STEP_MOVE)
    {
      s.col = q->last_col;
      s.from = q->last_from;
      s.row = q->rows[q->last_col];
      relay->moves++;
    }
  relay->restarts += step->kind == QD_LOCAL_STEP_RESTART;
  s.step = relay->moves;
  s.restarts = relay->restarts;
  relay->o->on_step (relay->o->user_data, &s);
}

static void
run_local (QdQueens *q, const QdQueensRunOptions *o, const QdLocalVariant *a, QdLocalOutcome *out)
{
  QdLocalOptions local;
  QdLocalStats stats;
  Relay relay = { o, q, 0, 0 };

  qd_local_options_init (&local);
  if (a->family == QD_LOCAL_FAMILY_CLIMB)
    qd_queens_algorithm_options (a->name, o->sideways > 0 ? (guint) o->sideways : 0, &local);
  else
    {
      local.algorithm = QD_LOCAL_ANNEALING;
      local.schedule = o->schedule;
      local.use_goal = TRUE;
      local.goal = 0;
    }
  if (a->family == QD_LOCAL_FAMILY_CLIMB && a->algorithm == QD_LOCAL_HILL_CLIMBING && o->sideways == 0)
    local.max_sideways = 0;
  local.seed = o->seed;
  /* Restarts until h = 0 within an asked-for step budget, else at most
   * QD_QUEENS_DEFAULT_RESTARTS. */
  if (a->family == QD_LOCAL_FAMILY_CLIMB && a->restarts && o->max_steps != 0)
    local.restarts = G_MAXUINT;
  local.max_iterations = o->max_steps;
  local.max_tries = o->max_tries;
  local.deadline_us = o->deadline_us;
  local.stop = o->stop;
  if (o->on_step != NULL)
    {
      local.on_step = relay_step;
      local.user_data = &relay;
    }
  qd_local_search (qd_queens_neighbourhood (), q, &local, &stats);
  out->steps = stats.moves;
  out->restarts = stats.restarts;
}

/* What qd_queens_dup takes: the structure, its four arrays (6N − 2
 * counters) and the allocator's header of each block. */
static guint64
state_bytes (guint n)
{
  return sizeof (QdQueens) + (6 * (guint64) n - 2) * sizeof (guint) + 5 * 2 * sizeof (gsize);
}

static void
run_beam (QdQueens *q, const QdQueensRunOptions *o, const QdLocalVariant *a, QdLocalOutcome *out)
{
  QdBeamOptions beam;
  QdLocalStats stats;

  qd_beam_options_init (&beam);
  beam.k = o->k;
  beam.stochastic = a->id == QD_LOCAL_VARIANT_STOCHASTIC_BEAM;
  beam.temperature = o->beam_temperature;
  beam.seed = o->seed;
  beam.use_goal = TRUE;
  beam.goal = 0;
  beam.max_stall = o->max_stall;
  beam.max_iterations = o->max_steps;
  beam.state_bytes = state_bytes (q->n);
  beam.deadline_us = o->deadline_us;
  beam.stop = o->stop;
  beam.on_iteration = o->on_beam;
  beam.user_data = o->user_data;
  qd_beam_search (qd_queens_neighbourhood (), q, &beam, &stats);
  out->steps = stats.iterations;
}

/* ------------------------------------------------------------- genetic */

/* Non-attacking pairs, counted on a scratch board. */
static double
genetic_fitness (gpointer data, const guint *genes)
{
  QdQueens *scratch = data;

  qd_queens_set (scratch, genes);
  return (double) ((guint64) scratch->n * (scratch->n - 1) / 2 - scratch->h);
}

static void
run_genetic (QdQueens *q, const QdQueensRunOptions *o, QdLocalOutcome *out)
{
  g_autoptr(QdQueens) scratch = qd_queens_new (q->n);
  g_autofree guint *best = g_new (guint, q->n);
  QdGeneticProblem problem = { .n_genes = q->n, .n_values = q->n, .fitness = genetic_fitness, .data = scratch };
  QdGeneticOptions g;
  QdGeneticStats stats;

  qd_genetic_options_init (&g);
  g.population = o->population;
  g.selection = o->selection;
  g.tournament_size = o->tournament_size;
  g.mutation_rate = o->mutation;
  g.elitism = o->elitism;
  g.cull_fraction = o->cull_fraction;
  g.seed = o->seed;
  g.max_generations = o->generations;
  g.use_goal = TRUE;
  g.goal_fitness = (double) ((guint64) q->n * (q->n - 1) / 2);
  g.deadline_us = o->deadline_us;
  g.stop = o->stop;
  g.on_generation = o->on_generation;
  g.user_data = o->user_data;
  qd_genetic_run (&problem, &g, best, &stats);
  qd_queens_set (q, best);
  out->steps = stats.generations;
}

/* ---------------------------------------------------------------- runs */

static gboolean G_GNUC_PRINTF (2, 3)
range_error (GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, message);
  return FALSE;
}

static gboolean
check_options (const QdQueensRunOptions *o, const QdLocalVariant *a, GError **error)
{
  if (a->family == QD_LOCAL_FAMILY_BEAM && o->k == 0)
    return range_error (error, _("local beam search needs at least one state (k), not 0"));
  if (a->id == QD_LOCAL_VARIANT_STOCHASTIC_BEAM && !(o->beam_temperature > 0))
    return range_error (error, _("the temperature of stochastic beam search must be above 0"));
  if (a->family == QD_LOCAL_FAMILY_GENETIC && o->generations == 0)
    return range_error (error, _("the genetic algorithm needs at least 1 generation, not 0"));
  if (a->family == QD_LOCAL_FAMILY_GENETIC && o->population < 2)
    return range_error (error, _("the population must have at least 2 individuals, not %u"), o->population);
  if (a->family == QD_LOCAL_FAMILY_GENETIC && o->elitism >= o->population)
    return range_error (error, _("elitism keeps fewer individuals than the population (%u), not %u"),
                        o->population, o->elitism);
  if (a->family == QD_LOCAL_FAMILY_GENETIC && !(o->mutation >= 0 && o->mutation <= 1))
    return range_error (error, _("the mutation rate is a probability, from 0 to 1"));
  if (a->family == QD_LOCAL_FAMILY_GENETIC && !(o->cull_fraction >= 0 && o->cull_fraction < 1))
    return range_error (error, _("the culled fraction is from 0 to less than 1"));
  if (a->family == QD_LOCAL_FAMILY_GENETIC && o->selection == QD_SELECTION_TOURNAMENT && o->tournament_size == 0)
    return range_error (error, _("a tournament needs at least one individual"));
  if (a->family == QD_LOCAL_FAMILY_ANNEALING && !(o->schedule.t0 > 0 && isfinite (o->schedule.t0)))
    return range_error (error, _("the starting temperature must be above 0"));
  if (a->family == QD_LOCAL_FAMILY_ANNEALING && o->schedule.kind == QD_SCHEDULE_GEOMETRIC &&
      !(o->schedule.alpha > 0 && o->schedule.alpha < 1))
    return range_error (error, _("the cooling factor alpha must be between 0 and 1"));
  if (a->family == QD_LOCAL_FAMILY_ANNEALING && o->schedule.kind == QD_SCHEDULE_LINEAR
      && !(o->schedule.decrement > 0))
    return range_error (error, _("the decrement of a linear schedule must be above 0"));
  if (a->family == QD_LOCAL_FAMILY_ANNEALING && !(o->schedule.t_min >= 0))
    return range_error (error, _("the temperature where annealing stops (t-min) cannot be negative"));
  return TRUE;
}

gboolean
qd_queens_run_options_check (const QdQueensRunOptions *options, GError **error)
{
  const char *name = options->algorithm != NULL ? options->algorithm : "steepest";
  const QdLocalVariant *a = find (name);

  if (a == NULL)
    {
      g_autofree char *names = qd_local_menu_names (&qd_queens_algorithms, 0, ", ", NULL);

      return range_error (error, _("unknown algorithm “%s”; the algorithms are: %s"), name, names);
    }
  return check_options (options, a, error);
}

guint
qd_queens_max_k (guint n)
{
  return qd_beam_max_k (state_bytes (n));
}

guint
qd_queens_max_population (guint n)
{
  return qd_genetic_max_population (n);
}

guint64
qd_queens_step_moves (const QdQueensRunOptions *options, guint n)
{
  const QdLocalVariant *a = find (options->algorithm != NULL ? options->algorithm : "steepest");
  guint64 moves = (guint64) n * (n - 1);

  if (a == NULL)
    return 0;
  if (a->family == QD_LOCAL_FAMILY_BEAM)
    return options->k > G_MAXUINT64 / MAX (moves, 1) ? G_MAXUINT64 : options->k * moves;
  /* Steepest ascent and stochastic hill climbing rate every move. */
  if (a->family == QD_LOCAL_FAMILY_CLIMB && a->algorithm != QD_LOCAL_FIRST_CHOICE)
    return moves;
  return 0;
}

/* The algorithms that take any N: they draw their moves. */
static const QdLocalMenu any_size = QD_LOCAL_MENU_OF (QD_LOCAL_VARIANT_FIRST_CHOICE, QD_LOCAL_VARIANT_ANNEALING,
                                                      QD_LOCAL_VARIANT_GENETIC, QD_LOCAL_VARIANT_MIN_CONFLICTS);

/* The moves of one step and how they are counted, for qd-local-step-cost.h. */
static void
step_cost (const QdQueensRunOptions *options, const QdLocalVariant *a, guint n, QdLocalStepCost *cost)
{
  *cost = (QdLocalStepCost) {
    .algorithm = qd_local_variant_phrase (a->id),
    .formula = a->family == QD_LOCAL_FAMILY_BEAM ? "k × N × (N − 1)" : "N × (N − 1)",
    .moves = qd_queens_step_moves (options, n),
    .n = n,
    .k = a->family == QD_LOCAL_FAMILY_BEAM ? options->k : 0,
    .others = &any_size,
  };
  /* First-choice draws up to max_tries moves a step, min-conflicts scores
   * up to N rows a repair. */
  if (a->family == QD_LOCAL_FAMILY_CLIMB && a->algorithm == QD_LOCAL_FIRST_CHOICE)
    {
      guint64 moves = (guint64) n * (n - 1);

      cost->draw_formula = "--tries";
      cost->draws_option = "--tries";
      cost->draws = options->max_tries != 0 ? options->max_tries : MIN (4 * moves, QD_LOCAL_DEFAULT_MAX_TRIES);
      cost->max_steps = options->max_steps;
      cost->steps_option = "--max-steps";
    }
  else if (a->family == QD_LOCAL_FAMILY_MIN_CONFLICTS)
    {
      cost->draw_formula = "N";
      cost->draws = n;
      cost->max_steps = options->max_steps;
      cost->steps_option = "--max-steps";
    }
}

char *
qd_queens_step_cost_text (const QdQueensRunOptions *options, guint n)
{
  const QdLocalVariant *a = find (options->algorithm != NULL ? options->algorithm : "steepest");
  QdLocalStepCost cost;

  if (a == NULL)
    return NULL;
  step_cost (options, a, n, &cost);
  return qd_local_step_cost_warning (&cost);
}

gboolean
qd_queens_run_size_check (const QdQueensRunOptions *options, guint n, const char *option_k,
                          const char *option_population, GError **error)
{
  const QdLocalVariant *a = find (options->algorithm != NULL ? options->algorithm : "steepest");
  QdLocalStepCost cost;

  if (a == NULL)
    return TRUE;
  if (a->family == QD_LOCAL_FAMILY_BEAM
      && qd_beam_bytes (options->k, state_bytes (n)) > QD_LOCAL_POPULATION_MAX_BYTES)
    return range_error (error, _("%s: a beam of %u states of %u queens is too large: it takes %'" PRIu64
                                 " MB, over the limit of 512 MiB; at most %u states of %u queens"),
                        option_k, options->k, n, qd_beam_bytes (options->k, state_bytes (n)) >> 20,
                        qd_queens_max_k (n), n);
  if (a->family == QD_LOCAL_FAMILY_GENETIC
      && qd_genetic_bytes (options->population, n) > QD_LOCAL_POPULATION_MAX_BYTES)
    return range_error (error, _("%s: a population of %u individuals of %u queens is too large: it takes %'"
                                 PRIu64 " MB, over the limit of 512 MiB; at most %u individuals of %u "
                                 "queens"),
                        option_population, options->population, n,
                        qd_genetic_bytes (options->population, n) >> 20, qd_queens_max_population (n), n);
  step_cost (options, a, n, &cost);
  return qd_local_step_cost_check (&cost, error);
}

gboolean
qd_queens_run (QdQueens *q, const QdQueensRunOptions *options, QdLocalOutcome *out, GError **error)
{
  QdQueensRunOptions defaults;
  const QdLocalVariant *a;
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (q != NULL && out != NULL, FALSE);
  if (options == NULL)
    {
      qd_queens_run_options_init (&defaults);
      options = &defaults;
    }
  if (!qd_queens_run_options_check (options, error))
    return FALSE;
  a = find (options->algorithm != NULL ? options->algorithm : "steepest");
  if (!qd_queens_run_size_check (options, q->n, "k", "population", error))
    return FALSE;
  memset (out, 0, sizeof *out);
  switch (a->family)
    {
    case QD_LOCAL_FAMILY_BEAM:
      run_beam (q, options, a, out);
      break;
    case QD_LOCAL_FAMILY_GENETIC:
      run_genetic (q, options, out);
      break;
    case QD_LOCAL_FAMILY_MIN_CONFLICTS:
      qd_queens_min_conflicts (q, options, out);
      break;
    case QD_LOCAL_FAMILY_CLIMB:
    case QD_LOCAL_FAMILY_ANNEALING:
    default:
      run_local (q, options, a, out);
      break;
    }
  out->solved = q->h == 0;
  out->value = (double) q->h;
  out->time_us = g_get_monotonic_time () - start;
  return TRUE;
}

gboolean
qd_queens_experiment (guint n, guint instances, const QdQueensRunOptions *options, guint64 seed,
                      QdQueensInstanceFunc on_instance, gpointer user_data, QdQueensTally *tally, GError **error)
{
  g_autoptr(QdQueens) q = qd_queens_new (n);
  QdQueensRunOptions o = *options;
  gint64 start = g_get_monotonic_time ();

  memset (tally, 0, sizeof *tally);
  for (guint i = 0; i < instances; i++)
    {
      guint64 rng = qd_random_mix (seed ^ (0x9E3779B97F4A7C15u * (i + 1)));
      QdLocalOutcome out;

      qd_queens_randomize (q, &rng);
      o.seed = qd_random_next (&rng);
      if (!qd_queens_run (q, &o, &out, error))
        return FALSE;
      if (!out.solved && o.stop != NULL && g_atomic_int_get (o.stop) != 0)
        break;
      tally->instances++;
      tally->restarts += out.restarts;
      if (out.solved)
        {
          tally->solved++;
          tally->steps_solved += out.steps;
        }
      else
        tally->steps_failed += out.steps;
      if (on_instance != NULL)
        on_instance (user_data, i, &out);
    }
  tally->time_us = g_get_monotonic_time () - start;
  return tally->instances == instances;
}
