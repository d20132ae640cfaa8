/* qd-battleship-solve.c — Battleship solitaire on the CSP engine.
 *
 * The model: a variable per cell with the 7 values W S L R T B M (value v is
 * the QdBattleshipCell v + 1); "not both ships" between diagonal neighbours as binary
 * constraints; a line propagator per row and per column and one fleet
 * propagator, both running the filters of qd-battleship-filters.c on the
 * domains read as masks.  MAC, MRV, all solutions up to two (uniqueness).
 */
#include "config.h"
#include "qd-battleship-private.h"

#include <string.h>

#include "core/qd-csp.h"

typedef struct {
  const QdBattleship *puzzle;   /* the model's copy */
  guint line;
  gboolean column;
  guint n_cells;
  guint cells[];                /* the scope: the line's cells, or all */
} PropData;

static PropData *
prop_data_new (const QdBattleship *puzzle, guint line, gboolean column, const guint *cells, guint n_cells)
{
  PropData *d = g_malloc0 (sizeof (PropData) + sizeof (guint) * n_cells);

  d->puzzle = puzzle;
  d->line = line;
  d->column = column;
  d->n_cells = n_cells;
  memcpy (d->cells, cells, sizeof (guint) * n_cells);
  return d;
}

/* The scope's domains as masks. */
static void
read_masks (QdCspSolver *solver, const PropData *d, guint8 *m)
{
  guint64 words[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];

  qd_csp_solver_domain_words (solver, d->cells, d->n_cells, words);
  for (guint i = 0; i < d->n_cells; i++)
    m[i] = (guint8) words[i];
}

static gboolean
write_mask (QdCspSolver *solver, guint var, guint8 before, guint8 after)
{
  return before == after || qd_csp_solver_restrict_word (solver, var, after);
}

static gboolean
line_propagate (QdCspSolver *solver, gpointer data)
{
  PropData *d = data;
  guint n = d->puzzle->size;
  guint8 m[QD_BATTLESHIP_MAX_SIZE], before[QD_BATTLESHIP_MAX_SIZE];
  guint64 work = 0;
  gboolean ok;

  read_masks (solver, d, m);
  memcpy (before, m, n);
  ok = qd_battleship_line_filter (m, n, d->column ? d->puzzle->col_counts[d->line] : d->puzzle->row_counts[d->line],
                          d->column, &work);
  qd_csp_solver_count_check (solver, work + 1);
  if (!ok)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!write_mask (solver, d->column ? i * n + d->line : d->line * n + i, before[i], m[i]))
      return FALSE;
  return TRUE;
}

static void
masks_from_values (const PropData *d, const gint *values, guint8 *dom)
{
  guint n = d->puzzle->size;

  for (guint i = 0; i < n * n; i++)
    dom[i] = values[i] == QD_CSP_UNASSIGNED ? QD_BATTLESHIP_ALL_BITS : (guint8) (1u << values[i]);
}

static gboolean
line_check (gconstpointer data, const gint *values)
{
  const PropData *d = data;
  guint n = d->puzzle->size;
  guint8 dom[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE], m[QD_BATTLESHIP_MAX_SIZE];
  guint64 work = 0;

  masks_from_values (d, values, dom);
  for (guint i = 0; i < n; i++)
    m[i] = dom[d->column ? i * n + d->line : d->line * n + i];
  return qd_battleship_line_filter (m, n, d->column ? d->puzzle->col_counts[d->line] : d->puzzle->row_counts[d->line],
                            d->column, &work);
}

static gboolean
fleet_propagate (QdCspSolver *solver, gpointer data)
{
  PropData *d = data;
  guint n = d->puzzle->size;
  guint8 dom[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE], before[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  guint64 work = 0;
  gboolean ok;

  read_masks (solver, d, dom);
  memcpy (before, dom, (gsize) n * n);
  ok = qd_battleship_fleet_filter (d->puzzle, dom, &work, NULL);
  qd_csp_solver_count_check (solver, work + 1);
  if (!ok)
    return FALSE;
  for (guint var = 0; var < n * n; var++)
    if (!write_mask (solver, var, before[var], dom[var]))
      return FALSE;
  return TRUE;
}

static gboolean
fleet_check (gconstpointer data, const gint *values)
{
  const PropData *d = data;
  guint8 dom[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  guint64 work = 0;

  masks_from_values (d, values, dom);
  return qd_battleship_fleet_filter (d->puzzle, dom, &work, NULL);
}

/* The line filter is GAC: one pass is its own fixpoint. */
static const QdCspPropagatorClass line_class = { "line", line_propagate, line_check, g_free, TRUE };
/* The fleet filter looks at the whole board: it waits for the lines. */
static const QdCspPropagatorClass fleet_class = { "fleet", fleet_propagate, fleet_check, g_free, FALSE, TRUE };

static gboolean
not_both_ships (guint a, guint b, gpointer data)
{
  return a == 0 || b == 0;
}

static char *
value_name (gconstpointer data, guint var, guint value)
{
  return g_strdup_printf ("%c", qd_battleship_cell_to_char ((QdBattleshipCell) (value + 1)));
}

static void
free_puzzle (gpointer data)
{
  qd_battleship_free (data);
}

/* The model.  The puzzle copy is owned by the returned holder. */
typedef struct {
  QdCsp *csp;
  QdBattleship *puzzle;
} Model;

static void
model_clear (Model *model)
{
  g_clear_pointer (&model->csp, qd_csp_free);
  g_clear_pointer (&model->puzzle, free_puzzle);
}

static void
model_build (Model *model, const QdBattleship *puzzle, const guint8 *extra_marks)
{
  guint n = puzzle->size;
  QdCsp *csp = qd_csp_new ();
  guint scope[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];

  qd_battleship_init_tables ();
  model->puzzle = qd_battleship_copy (puzzle);
  model->csp = csp;
  qd_csp_set_value_names (csp, value_name, NULL);
  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      {
        g_autofree char *name = qd_battleship_cell_name (r, c);
        guint var = qd_csp_add_variable (csp, name, QD_BATTLESHIP_N_VALUES);
        guint8 allowed = QD_BATTLESHIP_ALL_BITS;

        for (guint k = 0; k < 2; k++)
          {
            guint8 h = k == 0 ? puzzle->hints[var] : extra_marks != NULL ? extra_marks[var] : QD_BATTLESHIP_UNKNOWN;
            if (h == QD_BATTLESHIP_SHIP)
              allowed &= QD_BATTLESHIP_SHIP_BITS;
            else if (h >= QD_BATTLESHIP_WATER && h <= QD_BATTLESHIP_MIDDLE)
              allowed &= qd_battleship_cell_bit (h);
          }
        for (guint v = 0; v < QD_BATTLESHIP_N_VALUES; v++)
          if (!(allowed & (1u << v)))
            qd_csp_remove_initial (csp, var, v);
      }
  for (guint r = 0; r + 1 < n; r++)
    for (guint c = 0; c < n; c++)
      {
        if (c + 1 < n)
          qd_csp_add_binary (csp, r * n + c, (r + 1) * n + c + 1, not_both_ships, NULL, "no touching diagonally");
        if (c > 0)
          qd_csp_add_binary (csp, r * n + c, (r + 1) * n + c - 1, not_both_ships, NULL, "no touching diagonally");
      }
  for (guint col = 0; col < 2; col++)
    for (guint line = 0; line < n; line++)
      {
        g_autofree char *name = qd_battleship_line_name (line, col);

        for (guint i = 0; i < n; i++)
          scope[i] = col ? i * n + line : line * n + i;
        qd_csp_add_propagator (csp, &line_class, prop_data_new (model->puzzle, line, col, scope, n),
                               scope, n, name);
      }
  for (guint i = 0; i < n * n; i++)
    scope[i] = i;
  qd_csp_add_propagator (csp, &fleet_class, prop_data_new (model->puzzle, 0, FALSE, scope, n * n),
                         scope, n * n, "fleet");
}

/* ---------------------------------------------------------------- solving */

void
qd_battleship_solve_options_init (QdBattleshipSolveOptions *options)
{
  memset (options, 0, sizeof *options);
  options->max_solutions = 2;
}

typedef struct {
  const QdBattleshipSolveOptions *options;
  guint n_cells;
  guint found;
  guint8 *first;
  guint8 *second;
  guint size;
  /* Which assignment's inference last told each cell (the assignments
   * counted from 1, the initial propagation 0): inference that removes
   * several values of a cell at once tells of it once. */
  guint64 assignments;
  guint64 *told;             /* per cell: that count + 1, 0 never */
} Run;

static gboolean
on_solution (gpointer user_data, QdCspSolver *solver, const gint *values)
{
  Run *run = user_data;
  guint8 *grid = g_new (guint8, run->n_cells);

  for (guint i = 0; i < run->n_cells; i++)
    grid[i] = (guint8) (values[i] + 1);
  run->found++;
  if (run->first == NULL)
    run->first = grid;
  else if (run->second == NULL)
    run->second = grid;
  else
    g_free (grid);
  return TRUE;
}

static void
tell_cell (Run *run, QdCspSolver *solver, guint var, gboolean assigned)
{
  gint value;
  guint values[QD_BATTLESHIP_N_VALUES];

  if (qd_csp_solver_domain_count (solver, var) != 1)
    return;
  if (!assigned)
    {
      if (run->told[var] == run->assignments + 1)
        return;
      run->told[var] = run->assignments + 1;
    }
  qd_csp_solver_domain_values (solver, var, values);
  value = (gint) values[0];
  run->options->on_cell (run->options->user_data, var / run->size, var % run->size, (QdBattleshipCell) (value + 1),
                         assigned);
}

static void
on_assign (gpointer user_data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Run *run = user_data;

  run->assignments++;
  tell_cell (run, solver, var, TRUE);
}

static void
on_prune (gpointer user_data, QdCspSolver *solver, guint var, guint value)
{
  tell_cell (user_data, solver, var, FALSE);
}

QdBattleshipResult *
qd_battleship_solve_with_marks (const QdBattleship *puzzle, const guint8 *marks, const QdBattleshipSolveOptions *options)
{
  Model model = { 0 };
  QdCspOptions copts;
  QdCspListener listener = { 0 };
  QdCspStats stats;
  QdCspStatus status;
  QdCspSolver *solver;
  QdSearchTreeCspChain chain;
  QdBattleshipResult *result = g_new0 (QdBattleshipResult, 1);
  Run run = { options, puzzle->size * puzzle->size, 0, NULL, NULL, puzzle->size, 0, NULL };

  model_build (&model, puzzle, marks);
  qd_csp_options_init (&copts);
  copts.var_order = QD_CSP_VAR_MRV;
  copts.val_order = QD_CSP_VAL_STATIC;
  copts.inference = QD_CSP_INFER_MAC;
  copts.all_solutions = TRUE;
  copts.max_solutions = MAX (options->max_solutions, 1);
  copts.stop = options->stop;
  copts.max_assignments = options->max_nodes;
  copts.deadline_us = options->deadline_us;
  copts.progress_nodes = options->progress_nodes;
  listener.solution = on_solution;
  if (options->on_cell != NULL)
    {
      run.told = g_new0 (guint64, run.n_cells);
      listener.assign = on_assign;
      listener.prune = on_prune;
    }
  copts.listener = &listener;
  copts.listener_data = &run;
  if (options->tree != NULL)
    {
      qd_search_tree_bind_csp (options->tree, model.csp, TRUE);
      qd_search_tree_csp_chain (options->tree, &chain, &copts);
    }
  solver = qd_csp_solver_new (model.csp, &copts);
  status = qd_csp_solver_run (solver, &stats);
  qd_csp_solver_free (solver);
  if (options->tree != NULL)
    {
      qd_search_tree_finish (options->tree, 0);
      model.csp = NULL;   /* the tree's now (its propagators' data never read again) */
    }
  model_clear (&model);
  g_free (run.told);

  result->n_solutions = run.found;
  result->solution = run.first;
  result->second = run.second;
  result->assignments = stats.assignments;
  result->prunings = stats.prunings;
  result->nodes = stats.nodes;
  result->time_us = stats.time_us;
  if (status == QD_CSP_STOPPED)
    result->status = QD_BATTLESHIP_STOPPED;
  else if (run.found == 0)
    result->status = QD_BATTLESHIP_NO_SOLUTION;
  else if (run.found == 1)
    result->status = QD_BATTLESHIP_SOLVED;
  else
    result->status = QD_BATTLESHIP_NOT_UNIQUE;
  return result;
}

QdBattleshipResult *
qd_battleship_solve (const QdBattleship *puzzle, const QdBattleshipSolveOptions *options)
{
  QdBattleshipSolveOptions defaults;

  if (options == NULL)
    {
      qd_battleship_solve_options_init (&defaults);
      options = &defaults;
    }
  return qd_battleship_solve_with_marks (puzzle, NULL, options);
}

void
qd_battleship_result_free (QdBattleshipResult *result)
{
  if (result == NULL)
    return;
  g_free (result->solution);
  g_free (result->second);
  g_free (result);
}

QdBattleshipReplay *
qd_battleship_replay_new (guint max_steps)
{
  QdBattleshipReplay *replay = g_new0 (QdBattleshipReplay, 1);

  replay->steps = g_array_new (FALSE, FALSE, sizeof (QdBattleshipStep));
  replay->max_steps = max_steps;
  return replay;
}

void
qd_battleship_replay_free (QdBattleshipReplay *replay)
{
  if (replay == NULL)
    return;
  g_array_unref (replay->steps);
  g_free (replay);
}

void
qd_battleship_replay_record (gpointer data, guint row, guint col, QdBattleshipCell cell, gboolean assigned)
{
  QdBattleshipReplay *replay = data;
  QdBattleshipStep step = { (guint8) row, (guint8) col, (guint8) cell, assigned };

  replay->n_seen++;
  if (replay->steps->len < replay->max_steps)
    g_array_append_val (replay->steps, step);
}

/* ------------------------------------------------------------------ hints */

void
qd_battleship_tree_grid (const QdSearchTree *tree, guint node, guint size, guint8 *grid)
{
  const QdCsp *csp = qd_search_tree_get_csp (tree);
  guint n = size * size;
  g_autofree gint *values = g_new (gint, n);
  g_autofree gboolean *removed = g_new0 (gboolean, (gsize) n * QD_BATTLESHIP_N_VALUES);

  memset (grid, QD_BATTLESHIP_UNKNOWN, n);
  if (csp == NULL || qd_csp_n_variables (csp) != n)
    return;
  qd_search_tree_csp_state (tree, node, values, removed, QD_BATTLESHIP_N_VALUES);
  for (guint var = 0; var < n; var++)
    {
      guint8 left = 0;

      if (values[var] >= 0)
        {
          grid[var] = (guint8) (values[var] + 1);
          continue;
        }
      for (guint v = 0; v < QD_BATTLESHIP_N_VALUES; v++)
        if (qd_csp_initial_has (csp, var, v) && !removed[(gsize) var * QD_BATTLESHIP_N_VALUES + v])
          left |= (guint8) (1u << v);
      /* One value left: decided; ship parts only: a ship, shape open. */
      if (left != 0 && (left & (left - 1)) == 0)
        grid[var] = (guint8) (g_bit_nth_lsf (left, -1) + 1);
      else if (left != 0 && (left & ~QD_BATTLESHIP_SHIP_BITS) == 0)
        grid[var] = QD_BATTLESHIP_SHIP;
    }
}
