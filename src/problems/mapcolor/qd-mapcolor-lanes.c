/* qd-mapcolor-lanes.c — best's last phase on a hard graph: two lanes.
 *
 * Lane C, the complete search (forward checking, MAC for K <= 3, MRV +
 * degree, LCV, conflict-directed backjumping, on the model with a clique
 * precoloured), in turns: each a new engine run with a cap of
 * 10 N + 10,000 assignments doubled every turn, the value order random
 * after the first; some turn ends with an answer, so best stays complete.
 * Lane H, the hybrid evolutionary algorithm (qd-mapcolor-hea.c) in units
 * of T offspring.
 *
 * The virtual clock.  Each lane has a clock in work units: C's is its
 * assignments × a scale by the mean degree (qd-mapcolor-lanes.h), H's the sum over its units of the
 * unit's crossover work and the largest of its jobs' tabu work clocks.
 * Both are functions of (seed, threads, graph), never of time.  A lane
 * answers at a clock (H: the unit's start + the crossover + the solving
 * job's work; C: its clock at the end of the turn that found a colouring
 * or proved there is none); the answer is the one with the smallest
 * (clock, lane), C first.  best_clock, the smallest answer's so far, only
 * decreases, and a lane goes on until its clock reaches it: every answer
 * earlier on the clock is found, whoever runs faster.
 *
 * Threads.  `threads` N (options.threads, 0 or 1: one): with one, the
 * lanes are interleaved on the calling thread by their clocks (the lane
 * behind goes: C a turn, H a unit; ties C); with N >= 2, C runs on the
 * calling thread and H on its own thread with T = N - 1 jobs per unit, on
 * T threads.  options.os_threads (a test knob; 0: N) runs the same N lanes
 * and jobs on fewer threads: the same answer, the same counts.  With
 * threads, a watcher thread raises C's private stop flag once C's clock
 * passes best_clock (or on the user's Stop).
 *
 * Counts.  The serial phases', plus the winner's up to its answer, plus
 * each other lane's at the end of its last unit (C: turn, H: unit) that
 * ended no later on the clock than the answer.  Work a loser did past that
 * is done but not counted: so the counts, too, depend on (seed, N) only.
 * The assignment cap: what the serial phases left is shared equally
 * between the lanes; a lane out of its share stops (CAPPED when both are).
 *
 * The listener hears, on the calling thread, every region uncoloured and
 * then the answer's colouring: the lanes run on other threads.
 */
#include "qd-mapcolor-lanes.h"

#include "qd-mapcolor-hea.h"

#include "core/qd-random.h"

#include <string.h>

enum { LANE_C, LANE_H, N_LANES };

typedef struct {
  gint64 clock;
  guint64 assignments, checks;
} Unit;

typedef struct {
  gint64 clock;                /* the lane's clock (C: at the start of its turn) */
  gboolean done;
  GArray *units;               /* of Unit: the clock and counts at each unit's end */
  guint64 assignments, checks; /* over the units finished */
  guint64 share;               /* its part of the assignment cap; 0: none */
  /* The answer. */
  QdMapcolorStatus status;
  gint64 answer_clock;
  guint64 answer_assignments, answer_checks;
  gint *colors;
} Lane;

typedef struct {
  const QdMapcolorLanesSetup *setup;
  const QdMapcolorSolveOptions *mo;
  guint threads, os_threads;
  GMutex lock;
  gint64 best_clock;           /* atomic */
  gint best_lane;              /* under lock; -1: none */
  Lane lanes[N_LANES];
  /* Lane C. */
  gint c_stop;                 /* C's engine stop flag (the watcher raises it) */
  gint64 c_progress;           /* C's engine: assignments this turn */
  gint64 c_clock;              /* atomic copy of lanes[LANE_C].clock */
  gint c_running;              /* atomic: C has not finished */
  guint64 cap;
  guint turn;
  gint64 c_scale;              /* work units per assignment */
  /* Lane H. */
  QdMapcolorHea *hea;
  guint jobs;
} Lanes;

static gboolean jitter;

void
qd_mapcolor_lanes_set_jitter (gboolean on)
{
  jitter = on;
}

static void
maybe_sleep (void)
{
  if (jitter)
    g_usleep (g_random_int_range (0, 2000));
}

static gint64
best_clock (Lanes *ls)
{
  return __atomic_load_n (&ls->best_clock, __ATOMIC_ACQUIRE);
}

/* Lane i answers at `clock`: the best so far when (clock, i) is smaller. */
static void
offer (Lanes *ls, guint i, gint64 clock, QdMapcolorStatus status, guint64 assignments, guint64 checks)
{
  Lane *lane = &ls->lanes[i];

  lane->status = status;
  lane->answer_clock = clock;
  lane->answer_assignments = assignments;
  lane->answer_checks = checks;
  lane->done = TRUE;
  g_mutex_lock (&ls->lock);
  if (clock < ls->best_clock || (clock == ls->best_clock && (gint) i < ls->best_lane))
    {
      ls->best_lane = (gint) i;
      __atomic_store_n (&ls->best_clock, clock, __ATOMIC_RELEASE);
    }
  g_mutex_unlock (&ls->lock);
}

static void
unit_done (Lane *lane, gint64 clock, guint64 assignments, guint64 checks)
{
  Unit u = { clock, lane->assignments + assignments, lane->checks + checks };

  lane->clock = clock;
  lane->assignments = u.assignments;
  lane->checks = u.checks;
  g_array_append_val (lane->units, u);
}

/* Whether lane i may go on: its clock is behind the best answer, it has
 * budget left, and neither Stop nor the deadline came. */
static gboolean
lane_goes_on (Lanes *ls, guint i)
{
  Lane *lane = &ls->lanes[i];

  if (lane->done)
    return FALSE;
  if (lane->clock >= best_clock (ls) || qd_mapcolor_run_out_of_time (ls->setup->run) ||
      (lane->share != 0 && lane->assignments >= lane->share))
    lane->done = TRUE;
  return !lane->done;
}

/* ---------------------------------------------------------------- lane C */

/* One turn of the complete search. */
static void
c_turn (Lanes *ls)
{
  const QdMapcolorLanesSetup *setup = ls->setup;
  Lane *lane = &ls->lanes[LANE_C];
  QdMapcolorSolveOptions mo = *ls->mo;
  QdMapcolorSolution sol = { 0 };
  QdMapcolorRun run = { &mo, &sol, setup->run->deadline_us, NULL };
  guint64 budget = ls->cap;
  gint64 bound = best_clock (ls), end;
  QdMapcolorStatus status;
  QdCspOptions o;

  qd_csp_options_init (&o);
  o.inference = mo.colors <= 3 ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC;
  o.var_order = QD_CSP_VAR_MRV_DEGREE;
  o.val_order = ls->turn > 0 ? QD_CSP_VAL_RANDOM : QD_CSP_VAL_LCV;
  o.seed = mo.seed + ls->turn;
  o.backjumping = TRUE;
  /* The turn cannot win past the best answer's clock. */
  if (bound != G_MAXINT64)
    budget = MIN (budget, (guint64) (bound - lane->clock) / ls->c_scale + 1);
  if (lane->share != 0)
    budget = MIN (budget, lane->share - lane->assignments);
  mo.on_assign = NULL;
  mo.progress_nodes = &ls->c_progress;
  if (ls->os_threads >= 2)
    mo.stop = &ls->c_stop;
  sol.colors = lane->colors;
  __atomic_store_n (&ls->c_progress, 0, __ATOMIC_RELAXED);
  status = qd_mapcolor_engine_run (&run, setup->csp, &o, budget);
  end = lane->clock + (gint64) sol.assignments * ls->c_scale;
  if (ls->mo->progress_nodes != NULL && ls->os_threads < 2)
    __atomic_add_fetch (ls->mo->progress_nodes, (gint64) sol.assignments, __ATOMIC_RELAXED);
  if (status == QD_MAPCOLOR_SOLVED || status == QD_MAPCOLOR_NO_SOLUTION)
    {
      offer (ls, LANE_C, end, status, lane->assignments + sol.assignments, lane->checks + sol.checks);
      return;
    }
  if (budget < ls->cap || sol.assignments < budget || g_atomic_int_get (&ls->c_stop) ||
      qd_mapcolor_run_out_of_time (setup->run))
    {
      /* Cut short (by the best answer, the share, Stop, the deadline):
       * an unfinished turn, not a unit. */
      lane->done = TRUE;
      return;
    }
  unit_done (lane, end, sol.assignments, sol.checks);
  __atomic_store_n (&ls->c_clock, end, __ATOMIC_RELEASE);
  ls->cap *= 2;
  ls->turn++;
}

/* ---------------------------------------------------------------- lane H */

typedef struct {
  Lanes *ls;
  guint job;
  QdMapcolorTabuLimits limits;
} Job;

static gpointer
job_thread (gpointer data)
{
  Job *j = data;

  maybe_sleep ();
  qd_mapcolor_hea_job (j->ls->hea, j->job, &j->limits);
  return NULL;
}

/* One unit of the hybrid evolutionary algorithm. */
static void
h_unit (Lanes *ls)
{
  Lane *lane = &ls->lanes[LANE_H];
  guint64 prep = 0, assignments = 0, checks = 0, longest = 0;
  guint n_jobs = qd_mapcolor_hea_prepare (ls->hea, &prep);
  guint os = ls->os_threads >= 2 ? MIN (ls->jobs, ls->os_threads - 1) : 1;
  gint64 base = lane->clock + (gint64) prep;
  gint solver = -1;
  guint64 moves = 0;
  Job *jobs = g_newa (Job, n_jobs);
  GThread **threads = g_newa (GThread *, n_jobs);

  /* The share of the cap left, split between the jobs. */
  if (lane->share != 0)
    moves = MAX ((lane->share - lane->assignments) / n_jobs, 1);
  for (guint t = 0; t < n_jobs; t++)
    {
      jobs[t] = (Job) { ls, t, {
        .max_assignments = moves,
        .deadline_us = ls->setup->run->deadline_us, .stop = ls->mo->stop,
        .bound = &ls->best_clock, .clock_base = base, .progress_nodes = ls->mo->progress_nodes,
      } };
      threads[t] = NULL;
    }
  /* Jobs t, t + os, t + 2 os, ... on thread t (job 0's on this one). */
  for (guint first = 0; first < n_jobs; first += os)
    {
      for (guint t = first + 1; t < MIN (first + os, n_jobs); t++)
        threads[t] = g_thread_new ("qd-hea-job", job_thread, &jobs[t]);
      job_thread (&jobs[first]);
      for (guint t = first + 1; t < MIN (first + os, n_jobs); t++)
        g_thread_join (threads[t]);
    }
  for (guint t = 0; t < n_jobs; t++)
    {
      const QdMapcolorHeaJob *r = qd_mapcolor_hea_job_result (ls->hea, t);

      longest = MAX (longest, r->work);
      assignments += r->assignments;
      checks += r->checks;
      if (r->status == QD_MAPCOLOR_TABU_SOLVED &&
          (solver < 0 || r->work < qd_mapcolor_hea_job_result (ls->hea, solver)->work))
        solver = (gint) t;
      else if (r->status == QD_MAPCOLOR_TABU_STOPPED)
        lane->done = TRUE;     /* past the best answer, or Stop, or the deadline */
    }
  if (solver >= 0)
    {
      const QdMapcolorHeaJob *r = qd_mapcolor_hea_job_result (ls->hea, solver);

      /* Only the solving job's work is counted in its unit. */
      memcpy (lane->colors, qd_mapcolor_hea_solution (ls->hea, solver), sizeof (gint) * ls->setup->map->n_regions);
      offer (ls, LANE_H, base + (gint64) r->work, QD_MAPCOLOR_SOLVED,
             lane->assignments + r->assignments, lane->checks + r->checks);
      return;
    }
  if (lane->done)
    return;
  qd_mapcolor_hea_finish (ls->hea);
  unit_done (lane, base + (gint64) longest, assignments, checks);
}

static gpointer
h_thread (gpointer data)
{
  Lanes *ls = data;

  while (lane_goes_on (ls, LANE_H))
    {
      maybe_sleep ();
      h_unit (ls);
    }
  return NULL;
}

/* With threads: raises C's stop flag once its clock passes the best
 * answer, or on Stop; brings C's progress to the run's. */
static gpointer
watcher_thread (gpointer data)
{
  Lanes *ls = data;
  gint64 told = 0;

  while (g_atomic_int_get (&ls->c_running))
    {
      gint64 done = __atomic_load_n (&ls->c_progress, __ATOMIC_RELAXED);
      gint64 clock = __atomic_load_n (&ls->c_clock, __ATOMIC_ACQUIRE) + done * ls->c_scale;

      if (clock >= best_clock (ls) || qd_mapcolor_run_stop_requested (ls->setup->run))
        g_atomic_int_set (&ls->c_stop, 1);
      if (ls->mo->progress_nodes != NULL && done > told)
        __atomic_add_fetch (ls->mo->progress_nodes, done - told, __ATOMIC_RELAXED);
      told = done < told ? 0 : done;
      g_usleep (1000);
    }
  return NULL;
}

/* ---------------------------------------------------------------- entry */

/* Counts of a lane that lost: at its last unit ending by `clock`. */
static void
loser_counts (const Lane *lane, gint64 clock, guint64 *assignments, guint64 *checks)
{
  for (guint i = lane->units->len; i > 0; i--)
    {
      const Unit *u = &g_array_index (lane->units, Unit, i - 1);

      if (u->clock <= clock)
        {
          *assignments += u->assignments;
          *checks += u->checks;
          return;
        }
    }
}

QdMapcolorStatus
qd_mapcolor_lanes_run (const QdMapcolorLanesSetup *setup)
{
  QdMapcolorRun *run = setup->run;
  const QdMapcolorSolveOptions *mo = run->options;
  QdMapcolorSolution *sol = run->solution;
  const guint n = setup->map->n_regions;
  QdMapcolorStatus status;
  Lanes ls = { 0 };

  ls.setup = setup;
  ls.mo = mo;
  ls.threads = MAX (mo->threads, 1);
  ls.os_threads = mo->os_threads != 0 ? MIN (mo->os_threads, ls.threads) : ls.threads;
  ls.best_clock = G_MAXINT64;
  ls.best_lane = -1;
  ls.cap = 10 * (guint64) n + 10000;
  ls.c_scale = QD_MAPCOLOR_C_SCALE_BASE +
               (gint64) (QD_MAPCOLOR_C_SCALE_DEGREE * (guint64) setup->map->offsets[n] / MAX (n, 1));
  g_mutex_init (&ls.lock);
  for (guint i = 0; i < N_LANES; i++)
    {
      ls.lanes[i].units = g_array_new (FALSE, FALSE, sizeof (Unit));
      ls.lanes[i].colors = g_new (gint, n + 1);
      if (mo->max_assignments != 0)
        ls.lanes[i].share = MAX ((mo->max_assignments - MIN (sol->assignments, mo->max_assignments)) / N_LANES, 1);
    }
  if (setup->tabu)
    {
      QdMapcolorHeaParams params;

      qd_mapcolor_hea_params_init (&params);
      ls.jobs = params.jobs = ls.threads >= 2 ? ls.threads - 1 : 1;
      ls.hea = qd_mapcolor_hea_new (setup->map, mo->colors, mo->seed, setup->start, setup->max_cells, &params);
    }
  if (ls.hea == NULL)
    ls.lanes[LANE_H].done = TRUE;
  if (mo->progress_nodes != NULL)
    __atomic_store_n (mo->progress_nodes, (gint64) sol->assignments, __ATOMIC_RELAXED);

  if (ls.os_threads < 2)
    {
      /* One thread: the lane behind on the clock goes. */
      for (;;)
        {
          gboolean c = lane_goes_on (&ls, LANE_C), h = lane_goes_on (&ls, LANE_H);

          if (c && (!h || ls.lanes[LANE_C].clock <= ls.lanes[LANE_H].clock))
            c_turn (&ls);
          else if (h)
            h_unit (&ls);
          else
            break;
        }
    }
  else
    {
      GThread *h = NULL, *watcher;

      g_atomic_int_set (&ls.c_running, 1);
      watcher = g_thread_new ("qd-lanes-watch", watcher_thread, &ls);
      if (!ls.lanes[LANE_H].done)
        h = g_thread_new ("qd-lane-h", h_thread, &ls);
      while (lane_goes_on (&ls, LANE_C))
        {
          maybe_sleep ();
          c_turn (&ls);
        }
      g_atomic_int_set (&ls.c_running, 0);
      g_thread_join (watcher);
      if (h != NULL)
        g_thread_join (h);
    }

  if (ls.best_lane >= 0)
    {
      const Lane *w = &ls.lanes[ls.best_lane];

      status = w->status;
      sol->assignments += w->answer_assignments;
      sol->checks += w->answer_checks;
      for (guint i = 0; i < N_LANES; i++)
        if ((gint) i != ls.best_lane)
          loser_counts (&ls.lanes[i], w->answer_clock, &sol->assignments, &sol->checks);
      if (status == QD_MAPCOLOR_SOLVED)
        memcpy (sol->colors, w->colors, sizeof (gint) * n);
    }
  else
    {
      for (guint i = 0; i < N_LANES; i++)
        loser_counts (&ls.lanes[i], G_MAXINT64, &sol->assignments, &sol->checks);
      status = qd_mapcolor_run_unfinished (run);
    }
  if (mo->on_assign != NULL && status == QD_MAPCOLOR_SOLVED)
    {
      qd_mapcolor_run_tell_uncoloured (run, setup->map);
      for (guint r = 0; r < n; r++)
        mo->on_assign (mo->user_data, r, sol->colors[r]);
    }

  qd_mapcolor_hea_free (ls.hea);
  for (guint i = 0; i < N_LANES; i++)
    {
      g_array_unref (ls.lanes[i].units);
      g_free (ls.lanes[i].colors);
    }
  g_mutex_clear (&ls.lock);
  return status;
}
