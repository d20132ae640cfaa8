/* qd-tsp-search.c — the TSP's neighbourhoods on the local-search engine. */
#include "qd-tsp-search-private.h"
#include "core/qd-names.h"

#include <math.h>
#include <string.h>

static const char *const moves_names[] = { [QD_TSP_SWAP] = "swap", [QD_TSP_TWO_OPT] = "2opt" };
/* Other names taken on the command line. */
static const char *const moves_aliases[] = { [QD_TSP_TWO_OPT] = "2-opt" };

QD_NAMES_FUNCTIONS_WITH_ALIASES (qd_tsp_moves, QdTspMoves, moves_names, moves_aliases, "swap")

guint64
qd_tsp_n_neighbours (guint n)
{
  return (guint64) n * (n - 1) / 2;
}

/* Moves are numbered by their larger position first: m = j(j−1)/2 + i. */
void
qd_tsp_move_positions (guint64 m, guint *i, guint *j)
{
  guint64 jj = (guint64) ((1 + sqrt (1 + 8.0 * (double) m)) / 2);

  while (jj * (jj - 1) / 2 > m)
    jj--;
  while ((jj + 1) * jj / 2 <= m)
    jj++;
  *j = (guint) jj;
  *i = (guint) (m - jj * (jj - 1) / 2);
}

static inline guint
city_after_swap (const guint *tour, guint p, guint i, guint j)
{
  return p == i ? tour[j] : p == j ? tour[i] : tour[p];
}

double
qd_tsp_move_delta (const QdTsp *tsp, QdTspMoves moves, const guint *tour, guint i, guint j)
{
  guint n = tsp->n;

  if (moves == QD_TSP_TWO_OPT)
    {
      guint a = tour[(i + n - 1) % n], b = tour[i], c = tour[j], d = tour[(j + 1) % n];

      if (i == 0 && j == n - 1)
        return 0;
      return qd_tsp_distance (tsp, a, c) + qd_tsp_distance (tsp, b, d) -
             qd_tsp_distance (tsp, a, b) - qd_tsp_distance (tsp, c, d);
    }
  else
    {
      /* The edges (p, p+1) that touch position i or j, each once. */
      guint edges[4] = { (i + n - 1) % n, i, (j + n - 1) % n, j };
      double delta = 0;

      for (guint e = 0; e < 4; e++)
        {
          gboolean repeated = FALSE;
          guint p = edges[e], q = (p + 1) % n;

          for (guint f = 0; f < e; f++)
            repeated |= edges[f] == p;
          if (repeated)
            continue;
          delta += qd_tsp_distance (tsp, city_after_swap (tour, p, i, j), city_after_swap (tour, q, i, j)) -
                   qd_tsp_distance (tsp, tour[p], tour[q]);
        }
      return delta;
    }
}

static void
reverse (guint n, guint *tour, guint from, guint count)
{
  for (guint k = 0; k < count / 2; k++)
    {
      guint p = (from + k) % n, q = (from + count - 1 - k) % n, t = tour[p];

      tour[p] = tour[q];
      tour[q] = t;
    }
}

void
qd_tsp_move_apply (QdTspMoves moves, guint n, guint *tour, guint i, guint j)
{
  if (moves == QD_TSP_SWAP)
    {
      guint t = tour[i];

      tour[i] = tour[j];
      tour[j] = t;
    }
  else if (2 * (j - i + 1) <= n)
    reverse (n, tour, i, j - i + 1);
  else
    /* Reversing the rest of the cycle gives the same tour, mirrored, in
     * fewer exchanges. */
    reverse (n, tour, (j + 1) % n, n - (j - i + 1));
}

/* ------------------------------------------------------------ the run */

static guint64
nb_n_moves (gpointer data)
{
  Search *s = data;

  return qd_tsp_n_neighbours (s->tsp->n);
}

static double
nb_delta (gpointer data, guint64 m)
{
  Search *s = data;
  guint i, j;

  qd_tsp_move_positions (m, &i, &j);
  return qd_tsp_move_delta (s->tsp, s->options->moves, s->tour, i, j);
}

static void
nb_apply (gpointer data, guint64 m)
{
  Search *s = data;
  guint i, j;

  qd_tsp_move_positions (m, &i, &j);
  s->moved_a = s->tour[i];
  s->moved_b = s->tour[j];
  qd_tsp_move_apply (s->options->moves, s->tsp->n, s->tour, i, j);
}

static double
nb_value (gpointer data)
{
  Search *s = data;

  return qd_tsp_tour_length (s->tsp, s->tour);
}

static void
nb_randomize (gpointer data, guint64 *rng)
{
  Search *s = data;

  qd_tsp_random_tour (s->tsp->n, rng, s->tour);
}

static void
nb_keep_best (gpointer data)
{
  Search *s = data;

  memcpy (s->run->tour, s->tour, s->tsp->n * sizeof (guint));
}

void
qd_tsp_search_neighbourhood (QdNeighbourhood *nb)
{
  memset (nb, 0, sizeof *nb);
  nb->n_moves = nb_n_moves;
  nb->delta = nb_delta;
  nb->apply = nb_apply;
  nb->value = nb_value;
  nb->randomize = nb_randomize;
  nb->keep_best = nb_keep_best;
}

/* Keeps at most QD_TSP_MAX_SAMPLES points: when full, every other one goes
 * and the stride doubles. */
static void
add_sample (QdTspSearch *s, guint64 index, const QdTspStep *step)
{
  GArray *samples = s->run->samples;
  /* Beam and genetic: the mean length where annealing has T. */
  QdTspSample sample = { step->iteration, step->length, isnan (step->mean) ? step->temperature : step->mean };

  if (index % s->sample_stride != 0)
    return;
  if (samples->len >= QD_TSP_MAX_SAMPLES)
    {
      guint k = 0;

      for (guint i = 0; i < samples->len; i += 2)
        g_array_index (samples, QdTspSample, k++) = g_array_index (samples, QdTspSample, i);
      g_array_set_size (samples, k);
      s->sample_stride *= 2;
      if (index % s->sample_stride != 0)
        return;
    }
  g_array_append_val (samples, sample);
}

/* Numbers the step, records it (a restart with its tour) while there is
 * room, samples it and tells it; the tour after it is `tour`. */
void
qd_tsp_search_record (QdTspSearch *s, QdTspStep *step, const guint *tour)
{
  QdTspRun *run = s->run;
  guint64 index = run->n_steps++;

  step->index = index;
  if (index < s->options->max_steps)
    {
      if (step->kind == QD_LOCAL_STEP_RESTART)
        {
          step->i = run->restarts->len / run->n;
          g_array_append_vals (run->restarts, tour, run->n);
        }
      g_array_append_val (run->steps, *step);
    }
  add_sample (s, index, step);
  if (s->options->on_step != NULL)
    s->options->on_step (s->options->user_data, s->tsp, step, tour);
}

static void
on_local_step (gpointer data, const QdLocalStep *ls)
{
  Search *s = data;
  QdTspStep step = {
    .iteration = ls->iteration,
    .kind = ls->kind,
    .ties = ls->n_ties,
    .length = ls->value,
    .temperature = ls->temperature,
    .probability = ls->probability,
    .mean = NAN,
  };

  if (ls->kind == QD_LOCAL_STEP_MOVE)
    {
      /* The engine reports after nb_apply, which noted the cities. */
      qd_tsp_move_positions (ls->move, &step.i, &step.j);
      step.a = s->moved_a;
      step.b = s->moved_b;
    }
  qd_tsp_search_record (s, &step, s->tour);
}

static void
on_local_worse (gpointer data, guint64 move, double delta, double t, double p, double r, gboolean taken)
{
  Search *s = data;
  QdTspRun *run = s->run;
  QdTspProposal proposal = {
    .after = (guint) (run->n_steps - 1),
    .delta = delta,
    .temperature = t,
    .probability = p,
    .draw = r,
    .taken = taken,
  };

  if (run->proposals->len >= s->options->max_proposals || run->n_steps > run->steps->len)
    return;
  qd_tsp_move_positions (move, &proposal.i, &proposal.j);
  proposal.a = s->tour[proposal.i];
  proposal.b = s->tour[proposal.j];
  proposal.length = qd_tsp_tour_length (s->tsp, s->tour);
  g_array_append_val (run->proposals, proposal);
}

void
qd_tsp_search_options_init (QdTspSearchOptions *options)
{
  memset (options, 0, sizeof *options);
  qd_local_options_init (&options->local);
  options->local.schedule.t0 = NAN;
  options->local.schedule.t_min = NAN;
  options->moves = QD_TSP_SWAP;
  options->max_steps = 100000;
  options->algorithm = QD_TSP_ALGORITHM_AUTO;
  options->sideways = 100;
  options->beam_k = 10;
  options->population = 50;
  options->mutation = 0.1;
  options->selection = QD_SELECTION_ROULETTE;
  options->elitism = 1;
  options->culling = 0;
  options->goal = NAN;
}

QdTspRun *
qd_tsp_search (const QdTsp *tsp, const guint *start, const QdTspSearchOptions *options)
{
  QdTspRun *run = g_new0 (QdTspRun, 1);
  QdTspSearchOptions opts = *options;
  QdSchedule *schedule = &opts.local.schedule;
  guint n = tsp->n;
  Search s = { tsp, &opts, run, NULL, 1 };
  QdNeighbourhood nb;

  qd_tsp_search_options_resolve (&opts);
  run->n = n;
  run->moves = options->moves;
  run->algorithm = opts.local.algorithm;
  run->variant = opts.algorithm;
  run->start = g_memdup2 (start, n * sizeof (guint));
  run->tour = g_memdup2 (start, n * sizeof (guint));
  run->last = g_memdup2 (start, n * sizeof (guint));
  run->steps = g_array_sized_new (FALSE, FALSE, sizeof (QdTspStep), MIN (opts.max_steps, 4096) + 1);
  run->restarts = g_array_new (FALSE, FALSE, sizeof (guint));
  run->proposals = g_array_new (FALSE, FALSE, sizeof (QdTspProposal));
  run->samples = g_array_sized_new (FALSE, FALSE, sizeof (QdTspSample), QD_TSP_MAX_SAMPLES);
  run->start_length = qd_tsp_tour_length (tsp, start);

  if (isnan (schedule->t0) || (schedule->t0 <= 0 && schedule->kind != QD_SCHEDULE_CONSTANT))
    schedule->t0 = run->start_length / n;
  if (isnan (schedule->t_min))
    schedule->t_min = schedule->t0 * 1e-3;
  run->schedule = *schedule;

  s.tour = run->last;
  qd_tsp_search_neighbourhood (&nb);
  if (qd_tsp_algorithm_is_population (opts.algorithm))
    run->status = qd_tsp_population_search (&s);
  else
    {
      opts.local.maximise = FALSE;
      opts.local.on_step = on_local_step;
      opts.local.on_worse = opts.max_proposals > 0 ? on_local_worse : NULL;
      opts.local.user_data = &s;
      run->status = qd_local_search (&nb, &s, &opts.local, &run->stats);
    }
  run->length = qd_tsp_tour_length (tsp, run->tour);
  return run;
}

void
qd_tsp_run_free (QdTspRun *run)
{
  if (run == NULL)
    return;
  g_free (run->start);
  g_free (run->tour);
  g_free (run->last);
  g_array_unref (run->steps);
  g_array_unref (run->restarts);
  g_array_unref (run->proposals);
  g_array_unref (run->samples);
  g_free (run);
}

QdTspRun *
qd_tsp_run_copy (const QdTspRun *run)
{
  QdTspRun *copy = g_memdup2 (run, sizeof *run);

  copy->start = g_memdup2 (run->start, run->n * sizeof (guint));
  copy->tour = g_memdup2 (run->tour, run->n * sizeof (guint));
  copy->last = g_memdup2 (run->last, run->n * sizeof (guint));
  copy->steps = g_array_copy (run->steps);
  copy->restarts = g_array_copy (run->restarts);
  copy->proposals = g_array_copy (run->proposals);
  copy->samples = g_array_copy (run->samples);
  return copy;
}

void
qd_tsp_run_replay (const QdTspRun *run, guint from_step, guint step, guint *tour)
{
  guint k;

  g_return_if_fail (step < run->steps->len);
  if (from_step == G_MAXUINT || from_step > step)
    {
      memcpy (tour, run->start, run->n * sizeof (guint));
      from_step = 0;
    }
  for (k = from_step + 1; k <= step; k++)
    {
      const QdTspStep *e = &g_array_index (run->steps, QdTspStep, k);

      if (e->kind == QD_LOCAL_STEP_MOVE)
        qd_tsp_move_apply (run->moves, run->n, tour, e->i, e->j);
      else if (e->kind == QD_LOCAL_STEP_RESTART)
        memcpy (tour, &g_array_index (run->restarts, guint, (gsize) e->i * run->n), run->n * sizeof (guint));
    }
}

/* ------------------------------------------------------------- text */

/* " generation G length L mean M" of beam search and the genetic algorithm. */
static void
format_population_step (GString *out, const QdTspRun *run, const QdTspStep *step)
{
  char length[G_ASCII_DTOSTR_BUF_SIZE], mean[G_ASCII_DTOSTR_BUF_SIZE];

  if (step->kind == QD_LOCAL_STEP_START)
    g_string_append (out, " start");
  else
    g_string_append_printf (out, " %s %" G_GUINT64_FORMAT,
                            run->variant == QD_LOCAL_VARIANT_GENETIC ? "generation" : "iteration", step->iteration);
  g_ascii_formatd (length, sizeof length, "%.2f", step->length);
  g_ascii_formatd (mean, sizeof mean, "%.2f", step->mean);
  g_string_append_printf (out, " length %s mean %s", length, mean);
}

static void
format_local_step (GString *out, const QdTsp *tsp, const QdTspRun *run, const QdTspStep *step)
{
  char t[G_ASCII_DTOSTR_BUF_SIZE], p[G_ASCII_DTOSTR_BUF_SIZE], length[G_ASCII_DTOSTR_BUF_SIZE];
  gboolean annealing = run->algorithm == QD_LOCAL_ANNEALING;

  if (annealing)
    g_string_append_printf (out, " iteration %" G_GUINT64_FORMAT, step->iteration);
  switch (step->kind)
    {
    case QD_LOCAL_STEP_START:
      g_string_append (out, " start");
      break;
    case QD_LOCAL_STEP_RESTART:
      g_string_append (out, " restart");
      break;
    case QD_LOCAL_STEP_MOVE:
      g_string_append_printf (out, " %s %s %s", qd_tsp_moves_to_string (run->moves),
                              tsp->names[step->a], tsp->names[step->b]);
      break;
    }
  if (annealing && step->kind != QD_LOCAL_STEP_RESTART)
    {
      g_ascii_formatd (t, sizeof t, "%.4g", step->temperature);
      g_ascii_formatd (p, sizeof p, "%.4f", step->probability);
      g_string_append_printf (out, " T %s", t);
      if (step->kind == QD_LOCAL_STEP_MOVE)
        g_string_append_printf (out, " p %s", p);
    }
  g_ascii_formatd (length, sizeof length, "%.2f", step->length);
  g_string_append_printf (out, " length %s", length);
  if (run->algorithm == QD_LOCAL_STOCHASTIC && step->kind == QD_LOCAL_STEP_MOVE)
    g_string_append_printf (out, " uphill %u", step->ties);
  else if (run->algorithm == QD_LOCAL_HILL_CLIMBING && step->ties > 1)
    g_string_append_printf (out, " ties %u", step->ties);
}

char *
qd_tsp_step_format (const QdTsp *tsp, const QdTspRun *run, const QdTspStep *step, const guint *tour)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "step %" G_GUINT64_FORMAT, step->index);
  if (qd_tsp_algorithm_is_population (run->variant))
    format_population_step (out, run, step);
  else
    format_local_step (out, tsp, run, step);
  if (tour != NULL)
    {
      g_autofree char *names = qd_tsp_tour_to_string (tsp, tour, " ");

      g_string_append_printf (out, " tour %s", names);
    }
  return g_string_free (out, FALSE);
}

char *
qd_tsp_run_format (const QdTsp *tsp, const QdTspRun *run)
{
  return qd_tsp_run_format_capped (tsp, run, G_MAXSIZE);
}

char *
qd_tsp_run_format_capped (const QdTsp *tsp, const QdTspRun *run, gsize max_bytes)
{
  GString *out = g_string_new (NULL);
  g_autofree guint *tour = g_new (guint, run->n);
  g_autofree char *best = qd_tsp_tour_to_string (tsp, run->tour, " ");
  char length[G_ASCII_DTOSTR_BUF_SIZE];
  guint k;

  for (k = 0; k < run->steps->len && out->len < max_bytes; k++)
    {
      g_autofree char *line = NULL;

      qd_tsp_run_replay (run, k == 0 ? G_MAXUINT : k - 1, k, tour);
      line = qd_tsp_step_format (tsp, run, &g_array_index (run->steps, QdTspStep, k), tour);
      g_string_append_printf (out, "%s\n", line);
    }
  if (k < run->steps->len)
    g_string_append_printf (out, "… %u more steps\n", run->steps->len - k);
  g_ascii_formatd (length, sizeof length, "%.2f", run->length);
  g_string_append_printf (out, "tour %s\nlength %s\n", best, length);
  return g_string_free (out, FALSE);
}
