/* qd-csp-g-element.c — the connection globals: maximum and minimum (bounds:
 * every variable below the greatest bound the condition allows, the only
 * one able to reach its least bound raised to it; with an index, the
 * positions that can hold the extremum, first or last), element over a list
 * or a matrix of variables and integers (the index values whose cell can
 * satisfy the condition, the operand's values some such cell allows, the
 * cell filtered once the index is known: GAC on the index and the operand),
 * and channel's three forms (arc consistency on each link x[i] = j <=>
 * y[j] = i). */
#include "config.h"
#include "qd-csp-g-private.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *const rank_texts[] = { "", ", first", ", last" };

/* ------------------------------------------------------------ extremum */

typedef struct {
  QdOwned owned;
  guint n;
  QdCspGVar *vars;
  gboolean minimum;
  gboolean has_index;
  QdCspGVar index;
  gint64 start;
  QdCspRank rank;
  QdCspGCond cond;
} Extremum;

/* Values seen from the maximum's side: a minimum negates them. */
static gboolean
ext_bounds (const QdCspGView *w, const Extremum *e, guint i, gint64 *lo, gint64 *hi)
{
  gint64 a, b;

  if (!qd_csp_g_bounds (w, &e->vars[i], &a, &b))
    return FALSE;
  *lo = e->minimum ? -b : a;
  *hi = e->minimum ? -a : b;
  return TRUE;
}

/* Removes the values (seen from the maximum's side) below `key`, or above. */
static QdCspGResult
ext_remove (QdCspSolver *solver, const Extremum *e, guint i, gint64 key, gboolean below)
{
  if (e->minimum)
    return below ? qd_csp_g_remove_above (solver, &e->vars[i], -key) : qd_csp_g_remove_below (solver, &e->vars[i], -key);
  return below ? qd_csp_g_remove_below (solver, &e->vars[i], key) : qd_csp_g_remove_above (solver, &e->vars[i], key);
}

/* The condition: the extremum between lo and hi (seen from the maximum's
 * side); the bounds it allows back. */
static gboolean
ext_condition (QdCspSolver *solver, const Extremum *e, gint64 lo, gint64 hi, gint64 *allow_lo, gint64 *allow_hi)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gint64 a = e->minimum ? -hi : lo, b = e->minimum ? -lo : hi, h_lo, h_hi;

  if (!qd_csp_g_cond_possible (&w, &e->cond, a, b) || !qd_csp_g_cond_hull (&w, &e->cond, &h_lo, &h_hi) ||
      qd_csp_g_cond_filter_operand (solver, &e->cond, a, b) == QD_CSP_G_FAIL)
    return FALSE;
  *allow_lo = e->minimum ? -h_hi : h_lo;
  *allow_hi = e->minimum ? -h_lo : h_hi;
  /* x = M with M a variable: M keeps the values some variable has. */
  if (!e->cond.none && e->cond.op == QD_CSP_COND_EQ && e->cond.operand.is_var)
    {
      const QdCspGVar *y = &e->cond.operand.v;

      for (guint k = qd_csp_g_first (&w, y); k < y->size; k = qd_csp_g_next (&w, y, k))
        {
          gboolean some = FALSE;

          for (guint i = 0; i < e->n && !some; i++)
            some = qd_csp_g_has (&w, &e->vars[i], y->keys[k]);
          if (!some && !qd_csp_solver_remove_value (solver, y->var, k))
            return FALSE;
        }
    }
  return TRUE;
}

/* Position i can hold the extremum. */
static gboolean
ext_position (const QdCspGView *w, const Extremum *e, guint i, gint64 top_lo, gint64 allow_lo)
{
  gint64 lo, hi, l, h;

  if (!ext_bounds (w, e, i, &lo, &hi) || hi < top_lo || hi < allow_lo)
    return FALSE;
  for (guint j = 0; j < e->n; j++)
    if ((e->rank == QD_CSP_RANK_FIRST && j < i) || (e->rank == QD_CSP_RANK_LAST && j > i))
      {
        if (!ext_bounds (w, e, j, &l, &h) || l >= hi)
          return FALSE;
      }
  return TRUE;
}

/* The index fixed at i: x_i is the extremum, strictly above the others on
 * the side its rank names. */
static gboolean
ext_fixed_index (QdCspSolver *solver, const Extremum *e, guint i, gint64 top_lo, gboolean *changed)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gint64 lo, hi, l, h, beaten = G_MININT64;

  if (!qd_csp_g_step (ext_remove (solver, e, i, top_lo, TRUE), changed) || !ext_bounds (&w, e, i, &lo, &hi))
    return FALSE;
  for (guint j = 0; j < e->n; j++)
    {
      gboolean strict = (e->rank == QD_CSP_RANK_FIRST && j < i) || (e->rank == QD_CSP_RANK_LAST && j > i);

      if (j == i || e->vars[j].var == e->vars[i].var)
        continue;
      if (!qd_csp_g_step (ext_remove (solver, e, j, strict ? hi - 1 : hi, FALSE), changed) ||
          !ext_bounds (&w, e, j, &l, &h))
        return FALSE;
      if (strict)
        beaten = MAX (beaten, l);
    }
  return beaten == G_MININT64 || qd_csp_g_step (ext_remove (solver, e, i, beaten + 1, TRUE), changed);
}

static gboolean
extremum_propagate (QdCspSolver *solver, gpointer data)
{
  const Extremum *e = data;
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gboolean changed = TRUE;

  while (changed)
    {
      gint64 top_lo = G_MININT64, top_hi = G_MININT64, allow_lo, allow_hi, lo, hi, key;
      guint reach = 0, reacher = 0;

      changed = FALSE;
      for (guint i = 0; i < e->n; i++)
        {
          if (!ext_bounds (&w, e, i, &lo, &hi))
            return FALSE;
          top_lo = MAX (top_lo, lo);
          top_hi = MAX (top_hi, hi);
        }
      qd_csp_solver_count_check (solver, e->n);
      if (!ext_condition (solver, e, top_lo, top_hi, &allow_lo, &allow_hi))
        return FALSE;
      for (guint i = 0; i < e->n; i++)
        {
          if (!qd_csp_g_step (ext_remove (solver, e, i, allow_hi, FALSE), &changed) || !ext_bounds (&w, e, i, &lo, &hi))
            return FALSE;
          if (hi >= allow_lo && reach++ == 0)
            reacher = i;
        }
      if (reach == 0)
        return FALSE;
      if (reach == 1 && !qd_csp_g_step (ext_remove (solver, e, reacher, allow_lo, TRUE), &changed))
        return FALSE;
      if (!e->has_index)
        continue;
      for (guint k = qd_csp_g_first (&w, &e->index); k < e->index.size; k = qd_csp_g_next (&w, &e->index, k))
        {
          gint64 i = e->index.keys[k] - e->start;

          if ((i < 0 || i >= (gint64) e->n || !ext_position (&w, e, (guint) i, top_lo, allow_lo)))
            {
              if (!qd_csp_solver_remove_value (solver, e->index.var, k))
                return FALSE;
              changed = TRUE;
            }
        }
      if (qd_csp_g_fixed (&w, &e->index, &key) &&
          !ext_fixed_index (solver, e, (guint) (key - e->start), top_lo, &changed))
        return FALSE;
    }
  return TRUE;
}

/* The extremum of a complete assignment, and whether its index is right. */
static gint64
ext_value (const Extremum *e, const gint *values, gboolean *index_ok)
{
  gint64 best = qd_csp_g_key (&e->vars[0], values);
  guint first = 0, last = 0;

  for (guint i = 1; i < e->n; i++)
    {
      gint64 v = qd_csp_g_key (&e->vars[i], values);

      if (v == best)
        last = i;
      else if (e->minimum ? v < best : v > best)
        best = v, first = last = i;
    }
  *index_ok = TRUE;
  if (e->has_index)
    {
      gint64 i = qd_csp_g_key (&e->index, values) - e->start;

      *index_ok = i >= 0 && i < (gint64) e->n && qd_csp_g_key (&e->vars[i], values) == best &&
                  (e->rank != QD_CSP_RANK_FIRST || (guint) i == first) &&
                  (e->rank != QD_CSP_RANK_LAST || (guint) i == last);
    }
  return best;
}

static gboolean
extremum_check (gconstpointer data, const gint *values)
{
  const Extremum *e = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  gint64 top_lo = G_MININT64, top_hi = G_MININT64, lo, hi;
  gboolean complete = !e->has_index || values[e->index.var] >= 0, index_ok;

  if (!qd_csp_g_valid (e->vars, e->n, values) || (e->has_index && !qd_csp_g_valid (&e->index, 1, values)))
    return FALSE;
  for (guint i = 0; i < e->n; i++)
    {
      ext_bounds (&w, e, i, &lo, &hi);
      top_lo = MAX (top_lo, lo);
      top_hi = MAX (top_hi, hi);
      complete = complete && values[e->vars[i].var] >= 0;
    }
  if (complete && (!e->cond.operand.is_var || values[e->cond.operand.v.var] >= 0))
    {
      gint64 best = ext_value (e, values, &index_ok);

      return index_ok && qd_csp_g_cond_check (&e->cond, best, values);
    }
  return qd_csp_g_cond_possible (&w, &e->cond, e->minimum ? -top_hi : top_lo, e->minimum ? -top_lo : top_hi);
}

static guint64
extremum_violations (gconstpointer data, const gint *values)
{
  const Extremum *e = data;
  gboolean index_ok;
  gint64 best = ext_value (e, values, &index_ok);

  return qd_csp_g_cond_distance (&e->cond, best, values) + !index_ok;
}

static const QdCspPropagatorClass extremum_class = {
  .propagate = extremum_propagate,
  .check = extremum_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = extremum_violations,
};

gboolean
qd_csp_model_add_extremum (QdCspModel *model, gboolean minimum, const guint *vars, guint n, gint index,
                           gint64 start_index, QdCspRank rank, const QdCspCondition *condition, GError **error)
{
  const char *what = minimum ? "minimum" : "maximum";
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new (what);
  Extremum *e;

  if (!qd_csp_g_room (model, error))
    return FALSE;
  if (n == 0)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("%s of an empty list"), what);
      return FALSE;
    }
  e = g_new0 (Extremum, 1);
  QD_CSP_G_OWN_COND (e);
  e->n = n;
  e->minimum = minimum;
  e->has_index = index >= 0;
  e->start = start_index;
  e->rank = rank;
  if (!qd_csp_g_owned_vars (&e->owned, model, vars, n, TRUE, what, &e->vars, error) ||
      !qd_csp_g_cond_init (model, condition, what, &e->cond, error) ||
      (e->has_index && !qd_csp_g_var (model, (guint) index, TRUE, what, &e->index, error)))
    {
      qd_owned_free (e);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    qd_csp_g_scope_add (scope, vars[i]);
  if (e->has_index)
    qd_csp_g_scope_add (scope, (guint) index);
  qd_csp_g_scope_add_operand (scope, &e->cond.operand);
  g_string_append_c (text, '(');
  qd_csp_g_append_vars (text, model, vars, n);
  if (e->has_index)
    g_string_append_printf (text, ", index %s%s", qd_csp_model_var (model, (guint) index)->name, rank_texts[rank]);
  g_string_append_c (text, ')');
  qd_csp_g_append_cond (text, model, condition);
  qd_csp_g_add (model, &extremum_class, e, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}

/* ------------------------------------------------------------- element */

/* cells[r * cols + c] (a list: one row, no row index) at the indexes'
 * values minus their starts satisfies the condition; with a rank (a
 * list), no cell before (first) or after (last) the index does. */
typedef struct {
  QdOwned owned;
  guint rows, cols;
  QdCspGOperand *cells;
  gboolean has_row;
  QdCspGVar row, col;
  gint64 start_row, start_col;
  QdCspRank rank;
  QdCspGCond cond;
} Element;

/* Some value of the cell may satisfy the condition. */
static gboolean
cell_possible (const QdCspGView *w, const Element *e, const QdCspGOperand *cell)
{
  if (!cell->is_var)
    return qd_csp_g_cond_possible (w, &e->cond, cell->value, cell->value);
  for (guint a = qd_csp_g_first (w, &cell->v); a < cell->v.size; a = qd_csp_g_next (w, &cell->v, a))
    if (qd_csp_g_cond_possible (w, &e->cond, cell->v.keys[a], cell->v.keys[a]))
      return TRUE;
  return FALSE;
}

/* Every value of the cell satisfies the condition whatever the operand. */
static gboolean
cell_sure (const QdCspGView *w, const Element *e, const QdCspGOperand *cell)
{
  gint64 k = 0, key;

  if (!e->cond.none && e->cond.op <= QD_CSP_COND_EQ && !qd_csp_g_op_fixed (w, &e->cond.operand, &k))
    return FALSE;
  if (!cell->is_var)
    return qd_csp_g_cond_holds (&e->cond, cell->value, k);
  if (qd_csp_g_fixed (w, &cell->v, &key))
    return qd_csp_g_cond_holds (&e->cond, key, k);
  for (guint a = qd_csp_g_first (w, &cell->v); a < cell->v.size; a = qd_csp_g_next (w, &cell->v, a))
    if (!qd_csp_g_cond_holds (&e->cond, cell->v.keys[a], k))
      return FALSE;
  return TRUE;
}

/* The positions the rank leaves (a list): from the first surely
 * satisfying cell on (first: none after it), up to the last (last). */
static void
rank_window (const QdCspGView *w, const Element *e, guint *from, guint *to)
{
  *from = 0;
  *to = e->cols;
  if (e->rank == QD_CSP_RANK_FIRST)
    for (guint i = 0; i < e->cols; i++)
      if (cell_sure (w, e, &e->cells[i]))
        {
          *to = i + 1;
          break;
        }
  if (e->rank == QD_CSP_RANK_LAST)
    for (guint i = e->cols; i > 0; i--)
      if (cell_sure (w, e, &e->cells[i - 1]))
        {
          *from = i - 1;
          break;
        }
}

/* The index values in range of a dimension; -1 for the others. */
static gint64
position (const QdCspGVar *v, guint a, gint64 start, guint size)
{
  gint64 p = v->keys[a] - start;

  return p >= 0 && p < (gint64) size ? p : -1;
}

/* Whether the cell (r, c) is a candidate: in the rank's window and able
 * to satisfy the condition. */
static gboolean
candidate (const QdCspGView *w, const Element *e, gint64 r, gint64 c, guint from, guint to)
{
  return r >= 0 && c >= (gint64) from && c < (gint64) to &&
         cell_possible (w, e, &e->cells[(gsize) r * e->cols + (gsize) c]);
}

/* The rows to try: the row index's values, or the one row. */
#define FOR_ROWS(w, e, ra)                                                                                      \
  for (guint ra = (e)->has_row ? qd_csp_g_first (w, &(e)->row) : 0; ra < ((e)->has_row ? (e)->row.size : 1); \
       ra = (e)->has_row ? qd_csp_g_next (w, &(e)->row, ra) : ra + 1)

static gint64
row_of (const Element *e, guint ra)
{
  return e->has_row ? position (&e->row, ra, e->start_row, e->rows) : 0;
}

/* The rank's cells outside the index, with the index and the operand
 * known: none of them may satisfy the condition. */
static gboolean
rank_others (QdCspSolver *solver, const Element *e, guint at)
{
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gint64 k = 0;

  if (e->rank == QD_CSP_RANK_ANY ||
      (!e->cond.none && e->cond.op <= QD_CSP_COND_EQ && !qd_csp_g_op_fixed (&w, &e->cond.operand, &k)))
    return TRUE;
  for (guint i = e->rank == QD_CSP_RANK_FIRST ? 0 : at + 1; i < (e->rank == QD_CSP_RANK_FIRST ? at : e->cols); i++)
    {
      const QdCspGOperand *cell = &e->cells[i];

      if (!cell->is_var)
        {
          if (qd_csp_g_cond_holds (&e->cond, cell->value, k))
            return FALSE;
          continue;
        }
      for (guint a = qd_csp_g_first (&w, &cell->v); a < cell->v.size; a = qd_csp_g_next (&w, &cell->v, a))
        if (qd_csp_g_cond_holds (&e->cond, cell->v.keys[a], k) && !qd_csp_solver_remove_value (solver, cell->v.var, a))
          return FALSE;
    }
  return TRUE;
}

static gboolean
element_propagate (QdCspSolver *solver, gpointer data)
{
  const Element *e = data;
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  guint from, to, n_cand = 0;
  gint64 lo = G_MAXINT64, hi = G_MININT64, only = -1, min, max;
  const QdCspGOperand *last = NULL;

  rank_window (&w, e, &from, &to);
  /* The row index's values with a candidate in a column left, then the
   * column index's. */
  if (e->has_row)
    for (guint ra = qd_csp_g_first (&w, &e->row); ra < e->row.size; ra = qd_csp_g_next (&w, &e->row, ra))
      {
        gint64 r = row_of (e, ra);
        gboolean some = FALSE;

        for (guint ca = qd_csp_g_first (&w, &e->col); ca < e->col.size && !some; ca = qd_csp_g_next (&w, &e->col, ca))
          some = candidate (&w, e, r, position (&e->col, ca, e->start_col, e->cols), from, to);
        if (!some && !qd_csp_solver_remove_value (solver, e->row.var, ra))
          return FALSE;
      }
  for (guint ca = qd_csp_g_first (&w, &e->col); ca < e->col.size; ca = qd_csp_g_next (&w, &e->col, ca))
    {
      gint64 c = position (&e->col, ca, e->start_col, e->cols);
      gboolean some = FALSE;

      FOR_ROWS (&w, e, ra)
        if (candidate (&w, e, row_of (e, ra), c, from, to))
          {
            const QdCspGOperand *cell = &e->cells[(gsize) row_of (e, ra) * e->cols + (gsize) c];

            some = TRUE;
            n_cand++;
            last = cell;
            only = c;
            if (!qd_csp_g_op_bounds (&w, cell, &min, &max))
              return FALSE;
            lo = MIN (lo, min);
            hi = MAX (hi, max);
          }
      if (!some && !qd_csp_solver_remove_value (solver, e->col.var, ca))
        return FALSE;
    }
  qd_csp_solver_count_check (solver, n_cand + 1);
  if (n_cand == 0)
    return FALSE;
  /* The operand: = keeps the values some candidate has, the others the
   * least and greatest of them tell. */
  if (!e->cond.none && e->cond.op == QD_CSP_COND_EQ && e->cond.operand.is_var)
    {
      const QdCspGVar *y = &e->cond.operand.v;

      for (guint k = qd_csp_g_first (&w, y); k < y->size; k = qd_csp_g_next (&w, y, k))
        {
          gboolean some = FALSE;

          for (guint ca = qd_csp_g_first (&w, &e->col); ca < e->col.size && !some; ca = qd_csp_g_next (&w, &e->col, ca))
            FOR_ROWS (&w, e, ra)
              if (!some)
                {
                  gint64 c = position (&e->col, ca, e->start_col, e->cols), r = row_of (e, ra);

                  some = r >= 0 && c >= 0 && qd_csp_g_op_has (&w, &e->cells[(gsize) r * e->cols + (gsize) c], y->keys[k]);
                }
          if (!some && !qd_csp_solver_remove_value (solver, y->var, k))
            return FALSE;
        }
    }
  else if (qd_csp_g_cond_filter_operand (solver, &e->cond, lo, hi) == QD_CSP_G_FAIL)
    return FALSE;
  if (n_cand > 1)
    return TRUE;
  /* One cell left: its values satisfy the condition, and the rank's. */
  if (last->is_var)
    for (guint a = qd_csp_g_first (&w, &last->v); a < last->v.size; a = qd_csp_g_next (&w, &last->v, a))
      if (!qd_csp_g_cond_possible (&w, &e->cond, last->v.keys[a], last->v.keys[a]) &&
          !qd_csp_solver_remove_value (solver, last->v.var, a))
        return FALSE;
  return qd_csp_g_count (&w, &e->col) > 1 || rank_others (solver, e, (guint) only);
}

static gboolean
element_check (gconstpointer data, const gint *values)
{
  const Element *e = data;
  QdCspGView w = QD_CSP_G_VALUES (values);
  guint from, to;

  if (!qd_csp_g_valid (&e->col, 1, values) || (e->has_row && !qd_csp_g_valid (&e->row, 1, values)))
    return FALSE;
  for (guint i = 0; i < e->rows * e->cols; i++)
    if (e->cells[i].is_var && !qd_csp_g_valid (&e->cells[i].v, 1, values))
      return FALSE;
  /* Some cell the indexes allow may satisfy the condition (the rank's
   * window excluding the cells past a sure one). */
  rank_window (&w, e, &from, &to);
  for (guint ca = qd_csp_g_first (&w, &e->col); ca < e->col.size; ca = qd_csp_g_next (&w, &e->col, ca))
    FOR_ROWS (&w, e, ra)
      if (candidate (&w, e, row_of (e, ra), position (&e->col, ca, e->start_col, e->cols), from, to))
        return TRUE;
  return FALSE;
}

static guint64
element_violations (gconstpointer data, const gint *values)
{
  return !element_check (data, values);
}

static const QdCspPropagatorClass element_class = {
  .propagate = element_propagate,
  .check = element_check,
  .free = qd_owned_free,
  .idempotent = FALSE,
  .violations = element_violations,
};

static gboolean
element_add (QdCspModel *model, Element *e, const QdCspOperand *cells, const QdCspCondition *condition,
             gint row, guint col, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("element(");
  guint n = e->rows * e->cols;

  QD_CSP_G_OWN_COND (e);
  e->cells = QD_CSP_OWN (e, g_new0 (QdCspGOperand, n + 1));
  if (!qd_csp_g_room (model, error) || !qd_csp_g_cond_init (model, condition, "element", &e->cond, error) ||
      !qd_csp_g_var (model, col, TRUE, "element", &e->col, error) ||
      (row >= 0 && !qd_csp_g_var (model, (guint) row, TRUE, "element", &e->row, error)))
    goto fail;
  e->has_row = row >= 0;
  for (guint i = 0; i < n; i++)
    if (!qd_csp_g_operand (model, &cells[i], "element", &e->cells[i], error))
      goto fail;
  if (n == 0)
    {
      /* No cell for the index. */
      model->had_false = TRUE;
      qd_owned_free (e);
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    qd_csp_g_scope_add_operand (scope, &e->cells[i]);
  if (e->has_row)
    qd_csp_g_scope_add (scope, (guint) row);
  qd_csp_g_scope_add (scope, col);
  qd_csp_g_scope_add_operand (scope, &e->cond.operand);
  if (e->has_row)
    for (guint r = 0; r < e->rows && r < 12; r++)
      {
        g_string_append (text, r > 0 ? ", (" : "(");
        qd_csp_g_append_operands (text, model, cells + (gsize) r * e->cols, e->cols);
        g_string_append_c (text, ')');
      }
  else
    qd_csp_g_append_operands (text, model, cells, n);
  g_string_append (text, ", index ");
  if (e->has_row)
    g_string_append_printf (text, "(%s, %s)", qd_csp_model_var (model, (guint) row)->name,
                            qd_csp_model_var (model, col)->name);
  else
    g_string_append (text, qd_csp_model_var (model, col)->name);
  if (e->start_col != 0 || e->start_row != 0)
    {
      if (e->has_row)
        g_string_append_printf (text, " from (%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT ")", e->start_row,
                                e->start_col);
      else
        g_string_append_printf (text, " from %" G_GINT64_FORMAT, e->start_col);
    }
  g_string_append_printf (text, "%s)", rank_texts[e->rank]);
  qd_csp_g_append_cond (text, model, condition);
  qd_csp_g_add (model, &element_class, e, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;

fail:
  qd_owned_free (e);
  return FALSE;
}

gboolean
qd_csp_model_add_element (QdCspModel *model, const QdCspOperand *list, guint n, gint64 start_index, guint index,
                          QdCspRank rank, const QdCspCondition *condition, GError **error)
{
  Element *e = g_new0 (Element, 1);

  g_return_val_if_fail (condition != NULL, FALSE);
  e->rows = 1;
  e->cols = n;
  e->start_col = start_index;
  e->rank = rank;
  return element_add (model, e, list, condition, -1, index, error);
}

gboolean
qd_csp_model_add_element_matrix (QdCspModel *model, const QdCspOperand *matrix, guint rows, guint cols,
                                 gint64 start_row, gint64 start_col, guint row_index, guint col_index,
                                 const QdCspCondition *condition, GError **error)
{
  Element *e = g_new0 (Element, 1);

  g_return_val_if_fail (condition != NULL, FALSE);
  e->rows = rows;
  e->cols = cols;
  e->start_row = start_row;
  e->start_col = start_col;
  e->rank = QD_CSP_RANK_ANY;
  return element_add (model, e, matrix, condition, (gint) row_index, col_index, error);
}
