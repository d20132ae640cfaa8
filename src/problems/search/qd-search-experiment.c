/* qd-search-experiment.c — `experiment search`: the boards by solution
 * depth, the arms, a run (the sweep pool runs them,
 * core/qd-sweep-runs.h), b* and the table
 * (qd-search-experiment.h). */
#include "config.h"
#include "qd-search-experiment.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "core/qd-random.h"
#include "problems/search/qd-search-tiles.h"

#define CELLS 9
#define N_PERMUTATIONS 362880u     /* 9! */
#define N_BOARDS 181440u           /* the half of them that reach the goal */

/* ---------------------------------------------------------------- boards */

/* Every board reachable from the goal, in breadth-first order, packed four
 * bits a cell; layer d is boards[start[d] .. start[d + 1]). */
typedef struct {
  guint64 boards[N_BOARDS];
  guint start[QD_SEARCH_EXPERIMENT_MAX_DEPTH + 2];
} Layers;

static guint64
pack (const guint8 *cells)
{
  guint64 p = 0;

  for (guint i = 0; i < CELLS; i++)
    p |= (guint64) cells[i] << (4 * i);
  return p;
}

static void
unpack (guint64 p, guint8 *cells)
{
  for (guint i = 0; i < CELLS; i++)
    cells[i] = (guint8) ((p >> (4 * i)) & 0xF);
}

/* The board's rank among the permutations of 0 … 8 (Lehmer code). */
static guint
rank (const guint8 *cells)
{
  guint r = 0;

  for (guint i = 0; i < CELLS; i++)
    {
      guint smaller = 0;

      for (guint j = i + 1; j < CELLS; j++)
        smaller += cells[j] < cells[i];
      r = r * (CELLS - i) + smaller;
    }
  return r;
}

static guint
blank_of (const guint8 *cells)
{
  guint b = 0;

  while (cells[b] != 0)
    b++;
  return b;
}

static const gint8 moves[CELLS][4] = {
  { -1, 3, -1, 1 }, { -1, 4, 0, 2 }, { -1, 5, 1, -1 }, { 0, 6, -1, 4 }, { 1, 7, 3, 5 },
  { 2, 8, 4, -1 }, { 3, -1, -1, 7 }, { 4, -1, 6, 8 }, { 5, -1, 7, -1 },
};

static gpointer
make_layers (gpointer unused)
{
  Layers *l = g_new0 (Layers, 1);
  g_autofree guint8 *seen = g_new0 (guint8, N_PERMUTATIONS);
  guint8 cells[CELLS] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
  guint head = 0, tail = 0, depth = 0;

  l->boards[tail++] = pack (cells);
  seen[rank (cells)] = 1;
  l->start[0] = 0;
  l->start[1] = 1;
  while (head < tail)
    {
      if (head == l->start[depth + 1])
        l->start[++depth + 1] = tail;
      unpack (l->boards[head++], cells);
      for (guint m = 0, b = blank_of (cells); m < 4; m++)
        {
          guint8 child[CELLS];
          guint r;

          if (moves[b][m] < 0)
            continue;
          memcpy (child, cells, CELLS);
          child[b] = child[moves[b][m]];
          child[moves[b][m]] = 0;
          if (seen[r = rank (child)])
            continue;
          seen[r] = 1;
          l->boards[tail++] = pack (child);
        }
    }
  g_assert (tail == N_BOARDS && depth == QD_SEARCH_EXPERIMENT_MAX_DEPTH);
  return l;
}

static const Layers *
layers (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, make_layers, NULL);
}

guint
qd_search_experiment_layer_size (guint depth)
{
  const Layers *l = layers ();

  g_return_val_if_fail (depth <= QD_SEARCH_EXPERIMENT_MAX_DEPTH, 0);
  return l->start[depth + 1] - l->start[depth];
}

void
qd_search_experiment_board (guint64 seed, guint depth, guint instance, guint8 board[9])
{
  const Layers *l = layers ();
  guint64 rng;

  g_return_if_fail (depth >= 1 && depth <= QD_SEARCH_EXPERIMENT_MAX_DEPTH);
  /* The seed, d and i alone: instance i at depth d is the same whatever
   * other depths or how many instances are asked. */
  rng = qd_random_mix (seed ^ (0x9E3779B97F4A7C15u * ((guint64) depth * 1000003u + instance + 1)));
  unpack (l->boards[l->start[depth] + qd_random_below (&rng, qd_search_experiment_layer_size (depth))], board);
}

/* ------------------------------------------------------------------ arms */

static const char *const heuristic_names[] = { "misplaced", "manhattan", "linear-conflict", "zero", NULL };

const char *
qd_search_experiment_algorithm_names (void)
{
  return "bfs, ucs, ids, ids:path, ids:none, astar:H, greedy:H, idastar:H "
         "(H: misplaced, manhattan, linear-conflict or zero)";
}

static gboolean
parse_heuristic (const char *text, QdSearchExperimentArm *arm)
{
  if (text == NULL)
    {
      arm->heuristic = QD_SEARCH_H_MANHATTAN;
      return TRUE;
    }
  return g_strv_contains (heuristic_names, text) && qd_search_heuristic_from_string (text, &arm->heuristic);
}

gboolean
qd_search_experiment_parse_arm (const char *name, QdSearchExperimentArm *arm)
{
  g_auto(GStrv) parts = g_strsplit (name, ":", 2);
  const char *suffix = parts[0] != NULL ? parts[1] : NULL;

  memset (arm, 0, sizeof *arm);
  arm->cycles = QD_SPACE_CYCLES_PARENT;
  arm->heuristic = QD_SEARCH_H_ZERO;
  if (parts[0] == NULL)
    return FALSE;
  if (strcmp (parts[0], "ids") == 0 || strcmp (parts[0], "iddfs") == 0)
    {
      arm->algorithm = QD_SPACE_IDDFS;
      if (suffix == NULL)
        return TRUE;
      arm->cycles = strcmp (suffix, "path") == 0 ? QD_SPACE_CYCLES_PATH : QD_SPACE_CYCLES_NONE;
      return strcmp (suffix, "path") == 0 || strcmp (suffix, "none") == 0;
    }
  if (strcmp (parts[0], "bfs") == 0 || strcmp (parts[0], "ucs") == 0)
    {
      arm->algorithm = parts[0][0] == 'b' ? QD_SPACE_BFS : QD_SPACE_UCS;
      return suffix == NULL;
    }
  if (strcmp (parts[0], "astar") == 0 || strcmp (parts[0], "greedy") == 0 || strcmp (parts[0], "idastar") == 0)
    {
      qd_space_algorithm_from_string (parts[0], &arm->algorithm);
      return parse_heuristic (suffix, arm);
    }
  return FALSE;
}

static void
arm_free (gpointer data)
{
  QdSearchExperimentArm *arm = data;

  g_free (arm->name);
  g_free (arm);
}

/* ------------------------------------------------------------------- b* */

double
qd_search_experiment_b_star (double n, guint d)
{
  double lo = 0, hi = MAX (1.0, n);

  if (d == 0 || !isfinite (n) || n < 0)
    return NAN;
  /* 1 + b + … + b^d grows with b ≥ 0, is 1 at 0 and at least 1 + n at n. */
  for (guint k = 0; k < 200 && hi - lo > 1e-12; k++)
    {
      double mid = (lo + hi) / 2, sum = 1, power = 1;

      for (guint i = 1; i <= d; i++)
        sum += power *= mid;
      if (sum > n + 1)
        hi = mid;
      else
        lo = mid;
    }
  return (lo + hi) / 2;
}

/* ------------------------------------------------------------ experiment */

QdSearchExperiment *
qd_search_experiment_new (const QdSearchExperimentConfig *c)
{
  QdSearchExperiment *e = g_new0 (QdSearchExperiment, 1);

  qd_sweep_runs_init (&e->base, &qd_search_experiment_class);
  e->depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_vals (e->depths, c->depths, c->n_depths);
  e->instances = c->instances;
  e->seed = c->seed;
  e->max_nodes = c->max_nodes;
  e->algorithms = g_strdupv ((char **) c->algorithms);
  e->arms = g_ptr_array_new_with_free_func (arm_free);
  for (guint a = 0; c->algorithms[a] != NULL && a < QD_SEARCH_EXPERIMENT_MAX_ARMS; a++)
    {
      QdSearchExperimentArm *arm = g_new0 (QdSearchExperimentArm, 1);

      if (!qd_search_experiment_parse_arm (c->algorithms[a], arm))
        g_warning ("unknown algorithm %s", c->algorithms[a]);
      arm->name = g_strdup (c->algorithms[a]);
      g_ptr_array_add (e->arms, arm);
    }
  return e;
}

void
qd_search_experiment_free (QdSearchExperiment *e)
{
  if (e == NULL)
    return;
  g_array_unref (e->depths);
  g_strfreev (e->algorithms);
  g_ptr_array_unref (e->arms);
  qd_sweep_runs_clear (&e->base);
  g_free (e);
}

guint
qd_search_experiment_n_runs (const QdSearchExperiment *e)
{
  return e->depths->len * e->instances;
}

void
qd_search_experiment_run_of (const QdSearchExperiment *e, guint64 index, guint *depth, guint *instance)
{
  *depth = g_array_index (e->depths, guint, index / e->instances);
  *instance = (guint) (index % e->instances);
}

/* ------------------------------------------------------------------ runs */

/* One arm on `doc`: FALSE when stopped. */
static gboolean
run_arm (const QdSearchExperiment *e, const QdSearchExperimentArm *arm, const QdSearchDoc *doc, const gint *stop,
         QdSearchExperimentResult *out)
{
  g_autoptr(GError) error = NULL;
  QdSpace *space = qd_search_doc_space (doc, arm->heuristic, &error);
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };

  g_assert (space != NULL);
  qd_space_options_init (&options);
  options.algorithm = arm->algorithm;
  options.cycles = arm->cycles;
  options.max_nodes = e->max_nodes;
  options.stop = stop;
  qd_space_solve (space, qd_search_space_start (space), &options, &result);
  out->generated = result.generated;
  out->limit = result.status == QD_SPACE_STOPPED && result.stop_reason == QD_SPACE_STOP_NODES;
  qd_space_result_clear (&result);
  qd_search_space_free (space);
  return result.status != QD_SPACE_STOPPED || out->limit;
}

gboolean
qd_search_experiment_run_one (const QdSearchExperiment *e, guint64 index, const gint *stop,
                              QdSearchExperimentRun *run)
{
  guint8 board[CELLS];
  guint numbers[CELLS];
  QdSearchTiles *tiles = qd_search_tiles_new (3, 3);
  QdSearchDoc *doc;
  gboolean done = TRUE;

  memset (run, 0, sizeof *run);
  run->index = index;
  qd_search_experiment_run_of (e, index, &run->depth, &run->instance);
  qd_search_experiment_board (e->seed, run->depth, run->instance, board);
  for (guint i = 0; i < CELLS; i++)
    numbers[i] = board[i];
  if (!qd_search_tiles_set_start (tiles, numbers, CELLS, NULL))
    g_assert_not_reached ();
  doc = qd_search_doc_new_tiles (tiles);
  for (guint a = 0; done && a < e->arms->len; a++)
    done = run_arm (e, e->arms->pdata[a], doc, stop, &run->results[a]);
  qd_search_doc_free (doc);
  return done;
}

gboolean
qd_search_experiment_run (QdSearchExperiment *e, const gint *stop, QdProgress *progress, QdSweepRunsFunc on_run,
                          gpointer user_data, GError **error)
{
  layers ();   /* made once, before the workers start */
  return qd_sweep_runs_run (&e->base, stop, progress, on_run, user_data, error);
}

/* --------------------------------------------------------------- figures */

void
qd_search_experiment_tally (const QdSearchExperiment *e, guint depth, guint arm, QdSearchExperimentTally *t)
{
  memset (t, 0, sizeof *t);
  for (guint r = 0; r < e->base.runs->len; r++)
    {
      const QdSearchExperimentRun *run = &g_array_index (e->base.runs, QdSearchExperimentRun, r);

      if (run->depth != depth)
        continue;
      t->instances++;
      if (run->results[arm].limit)
        t->skipped++;
      else
        t->generated += run->results[arm].generated;
    }
  t->mean = t->b_star = NAN;
  if (t->instances > 0 && t->skipped == 0)
    {
      t->mean = (double) t->generated / t->instances;
      t->b_star = qd_search_experiment_b_star (t->mean, depth);
    }
}

/* ----------------------------------------------------------------- texts */

char *
qd_search_experiment_describe (const QdSearchExperiment *e)
{
  g_autofree char *limit = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                            e->max_nodes != 0 ? e->max_nodes : QD_SPACE_DEFAULT_MAX_NODES);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, e->seed);

  return g_strdup_printf (_("8-puzzles: %u random boards per depth d (the boards whose shortest solution has d "
                            "moves), seed %s; N the mean nodes generated, b* from "
                            "N + 1 = 1 + b* + b*² + … + b*^d; -: skipped, a run reached %s nodes (--max-nodes)"),
                          e->instances, seed, limit);
}

static guint
column_width (const QdSearchExperiment *e, guint arm)
{
  return MAX (9, (guint) strlen (((QdSearchExperimentArm *) e->arms->pdata[arm])->name));
}

static void
append_header (GString *out, const QdSearchExperiment *e)
{
  guint width = 0;

  for (guint a = 0; a < e->arms->len; a++)
    width += column_width (e, a) + 2;
  /* TRANSLATORS: the head of the left half of `experiment search`'s table (AIMA figure 3.29's) */
  const char *cost = _("search cost (nodes generated)");
  glong pad = (glong) width - 2 - g_utf8_strlen (cost, -1);

  g_string_append_printf (out, "%3s  %s%*s  %s\n", "", cost, (int) MAX (pad, 0), "",
                          /* TRANSLATORS: the head of the right half of `experiment search`'s table */
                          _("effective branching factor b*"));
  g_string_append (out, "  d");
  for (guint half = 0; half < 2; half++)
    for (guint a = 0; a < e->arms->len; a++)
      g_string_append_printf (out, "  %*s", (int) column_width (e, a),
                              ((QdSearchExperimentArm *) e->arms->pdata[a])->name);
  g_string_append_c (out, '\n');
}

char *
qd_search_experiment_format_table (const QdSearchExperiment *e)
{
  g_autofree char *header = qd_search_experiment_describe (e);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s\n", header);
  append_header (out, e);
  for (guint k = 0; k < e->depths->len; k++)
    {
      guint d = g_array_index (e->depths, guint, k);
      char cost[QD_SEARCH_EXPERIMENT_MAX_ARMS][32], b[QD_SEARCH_EXPERIMENT_MAX_ARMS][G_ASCII_DTOSTR_BUF_SIZE];

      for (guint a = 0; a < e->arms->len; a++)
        {
          QdSearchExperimentTally t;

          qd_search_experiment_tally (e, d, a, &t);
          g_snprintf (cost[a], sizeof cost[a], isnan (t.mean) ? "-" : "%.0f", t.mean);
          if (isnan (t.b_star))
            g_strlcpy (b[a], "-", sizeof b[a]);
          else
            g_ascii_formatd (b[a], sizeof b[a], "%.2f", t.b_star);
        }
      g_string_append_printf (out, "%3u", d);
      for (guint a = 0; a < e->arms->len; a++)
        g_string_append_printf (out, "  %*s", (int) column_width (e, a), cost[a]);
      for (guint a = 0; a < e->arms->len; a++)
        g_string_append_printf (out, "  %*s", (int) column_width (e, a), b[a]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
qd_search_experiment_to_csv (const QdSearchExperiment *e)
{
  GString *out = g_string_new ("depth,algorithm,instances,generated,b_star,skipped\n");

  for (guint k = 0; k < e->depths->len; k++)
    for (guint a = 0; a < e->arms->len; a++)
      {
        guint d = g_array_index (e->depths, guint, k);
        char mean[G_ASCII_DTOSTR_BUF_SIZE] = "", b[G_ASCII_DTOSTR_BUF_SIZE] = "";
        QdSearchExperimentTally t;

        qd_search_experiment_tally (e, d, a, &t);
        if (!isnan (t.mean))
          {
            g_ascii_formatd (mean, sizeof mean, "%.2f", t.mean);
            g_ascii_formatd (b, sizeof b, "%.2f", t.b_star);
          }
        g_string_append_printf (out, "%u,%s,%u,%s,%s,%u\n", d, ((QdSearchExperimentArm *) e->arms->pdata[a])->name,
                                t.instances, mean, b, t.skipped);
      }
  return g_string_free (out, FALSE);
}
