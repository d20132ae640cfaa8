/* qd-prop-dpll.c — DPLL (AIMA Fig. 7.17) with its search tree recorded;
 * see qd-prop-dpll.h.  The recursion is kept on an explicit stack, one
 * frame per call on the path, so that a formula of many symbols cannot
 * overflow the C stack. */
#include "config.h"
#include "qd-prop-dpll.h"

#include <string.h>

/* What a call found on its model. */
typedef enum { FOUND_TRUE, FOUND_FALSE, FOUND_PURE, FOUND_UNIT, FOUND_BRANCH } Found;

typedef struct
{
  guint node;       /* its index in out->nodes, QD_PROP_NONE when not kept */
  guint symbol;     /* the symbol its children set */
  guint8 how;       /* QdPropDpllHow of its children */
  guint8 stage;     /* 0 not evaluated, 1 first child returned, 2 second */
  guint8 value;     /* the first child's value */
  guint reason;
} Frame;

typedef struct
{
  const QdPropClauses *clauses;
  QdPropDpll *out;
  guint max_kept;
  guint64 max_nodes;
  const gint *stop;
  guint n_symbols;
  gint8 *value;       /* per symbol: -1 not set, 0, 1 */
  guint8 *sign;       /* per symbol, scratch: 1 positive seen, 2 negative seen */
  GArray *symbols;    /* guint: the symbols of the clauses, in order */
  GArray *stack;      /* Frame */
  gboolean halted;    /* BUDGET */
} Dpll;

static gint
lit_value (const Dpll *d, guint lit)
{
  gint8 v = d->value[lit >> 1];

  return v < 0 ? -1 : (lit & 1u) ? !v : v;
}

/* Early termination, then the unit clause (the first), with the signs of
 * the symbols not set in clauses not yet true left in d->sign. */
static Found
evaluate (Dpll *d, guint *clause, guint *unit_lit)
{
  guint n_clauses = qd_prop_clauses_len (d->clauses);
  gboolean all_true = TRUE;
  guint unit = QD_PROP_NONE;

  for (guint c = 0; c < n_clauses; c++)
    {
      guint n, unset = 0, last = 0;
      const guint *lits = qd_prop_clause (d->clauses, c, &n);
      gboolean true_here = FALSE;

      for (guint k = 0; k < n && !true_here; k++)
        {
          gint v = lit_value (d, lits[k]);
          true_here = v == 1;
          if (v < 0)
            unset++, last = lits[k];
        }
      if (true_here)
        continue;
      all_true = FALSE;
      if (unset == 0)
        {
          *clause = c;
          return FOUND_FALSE;
        }
      for (guint k = 0; k < n; k++)
        if (lit_value (d, lits[k]) < 0)
          d->sign[lits[k] >> 1] |= (lits[k] & 1u) ? 2 : 1;
      if (unset == 1 && unit == QD_PROP_NONE)
        unit = c, *unit_lit = last;
    }
  if (all_true)
    return FOUND_TRUE;
  *clause = unit;
  return unit == QD_PROP_NONE ? FOUND_BRANCH : FOUND_UNIT;
}

/* The children's symbol and value for a call that did not end: a pure
 * symbol, else the unit clause's literal, else FIRST(symbols). */
static Found
choose (Dpll *d, Frame *f)
{
  guint clause = QD_PROP_NONE, unit_lit = 0, first = QD_PROP_NONE, pure = QD_PROP_NONE;
  guint8 pure_value = 0;
  Found found = evaluate (d, &clause, &unit_lit);

  for (guint i = 0; i < d->symbols->len; i++)
    {
      guint s = g_array_index (d->symbols, guint, i);
      if (d->value[s] < 0 && first == QD_PROP_NONE)
        first = s;
      if (pure == QD_PROP_NONE && (d->sign[s] == 1 || d->sign[s] == 2))
        pure = s, pure_value = d->sign[s] == 1;
      d->sign[s] = 0;
    }
  f->reason = clause;
  if (found == FOUND_TRUE || found == FOUND_FALSE)
    return found;
  f->reason = QD_PROP_NONE;
  if (pure != QD_PROP_NONE)
    {
      f->symbol = pure, f->value = pure_value;
      return FOUND_PURE;
    }
  if (found == FOUND_UNIT)
    {
      f->symbol = unit_lit >> 1, f->value = !(unit_lit & 1u), f->reason = clause;
      return FOUND_UNIT;
    }
  f->symbol = first, f->value = 1;
  return FOUND_BRANCH;
}

/* A new call: its node (kept while there is room) and its frame. */
static void
push_call (Dpll *d, guint symbol, guint8 value, guint8 how, guint reason)
{
  QdPropDpll *out = d->out;
  guint depth = d->stack->len;
  Frame frame = { QD_PROP_NONE, QD_PROP_NONE, 0, 0, 0, QD_PROP_NONE };
  Frame *parent = depth > 0 ? &g_array_index (d->stack, Frame, depth - 1) : NULL;

  out->n_nodes++;
  out->n_pure += how == QD_PROP_DPLL_PURE;
  out->n_unit += how == QD_PROP_DPLL_UNIT;
  out->n_branch += how == QD_PROP_DPLL_BRANCH;
  out->max_depth = MAX (out->max_depth, depth);
  if (out->nodes->len < d->max_kept && (parent == NULL || parent->node != QD_PROP_NONE))
    {
      QdPropDpllNode node = { parent != NULL ? parent->node : QD_PROP_NONE, depth, symbol, reason,
                              QD_PROP_NONE, value, how, QD_PROP_DPLL_OPEN, 2 };
      frame.node = out->nodes->len;
      g_array_append_val (out->nodes, node);
    }
  if (symbol != QD_PROP_NONE)
    d->value[symbol] = (gint8) value;
  g_array_append_val (d->stack, frame);
}

static QdPropDpllNode *
frame_node (Dpll *d, const Frame *f)
{
  return f->node == QD_PROP_NONE ? NULL : &g_array_index (d->out->nodes, QdPropDpllNode, f->node);
}

/* Ends the call on top of the stack: it returns `result`; its own symbol
 * is unset. */
static gboolean
pop_call (Dpll *d, guint8 outcome, gboolean result)
{
  Frame *f = &g_array_index (d->stack, Frame, d->stack->len - 1);
  QdPropDpllNode *node = frame_node (d, f);

  if (node != NULL)
    node->outcome = outcome, node->result = result;
  g_array_set_size (d->stack, d->stack->len - 1);
  /* The symbol this call set is the one its parent chose. */
  if (d->stack->len > 0)
    d->value[g_array_index (d->stack, Frame, d->stack->len - 1).symbol] = -1;
  return result;
}

/* Whether a new call would pass max_nodes (the search then ends BUDGET). */
static gboolean
over_budget (Dpll *d)
{
  if (d->max_nodes == 0 || d->out->n_nodes < d->max_nodes)
    return FALSE;
  d->out->status = QD_PROP_DPLL_BUDGET;
  d->halted = TRUE;
  return TRUE;
}

/* A first visit: early termination, or the first child. */
static gboolean
visit (Dpll *d, Frame *f)
{
  Found found = choose (d, f);
  QdPropDpllNode *node = frame_node (d, f);

  if (found == FOUND_TRUE)
    {
      d->out->model = g_array_sized_new (FALSE, FALSE, 1, d->n_symbols);
      for (guint s = 0; s < d->n_symbols; s++)
        {
          guint8 v = d->value[s] < 0 ? QD_PROP_DPLL_FREE : (guint8) d->value[s];
          g_array_append_val (d->out->model, v);
        }
      d->out->model_node = f->node;
      return pop_call (d, QD_PROP_DPLL_MODEL, TRUE);
    }
  if (found == FOUND_FALSE)
    {
      if (node != NULL)
        node->falsified = f->reason;
      return pop_call (d, QD_PROP_DPLL_CONFLICT, FALSE);
    }
  f->how = found == FOUND_PURE ? QD_PROP_DPLL_PURE : found == FOUND_UNIT ? QD_PROP_DPLL_UNIT
           : QD_PROP_DPLL_BRANCH;
  if (over_budget (d))
    return FALSE;
  f->stage = 1;
  push_call (d, f->symbol, f->value, f->how, f->reason);
  return FALSE;
}

/* The calls, until the root returns or the search is stopped. */
static void
run (Dpll *d)
{
  QdPropDpll *out = d->out;
  gboolean ret = FALSE;

  push_call (d, QD_PROP_NONE, 0, QD_PROP_DPLL_ROOT, QD_PROP_NONE);
  while (d->stack->len > 0)
    {
      Frame *f = &g_array_index (d->stack, Frame, d->stack->len - 1);

      if (d->stop != NULL && g_atomic_int_get (d->stop))
        {
          out->status = QD_PROP_DPLL_STOPPED;
          return;
        }
      if (f->stage == 0)
        {
          ret = visit (d, f);
          if (d->halted)
            return;
          continue;
        }
      if (f->stage == 1 && !ret && f->how == QD_PROP_DPLL_BRANCH)
        {
          if (over_budget (d))
            return;
          f->stage = 2;
          push_call (d, f->symbol, 0, QD_PROP_DPLL_BRANCH, QD_PROP_NONE);
          continue;
        }
      ret = pop_call (d, QD_PROP_DPLL_CHILDREN, ret);
    }
  out->status = ret ? QD_PROP_DPLL_SAT : QD_PROP_DPLL_UNSAT;
}

void
qd_prop_dpll (const QdPropClauses *clauses, guint n_symbols, const QdPropDpllOptions *options, QdPropDpll *out)
{
  static const QdPropDpllOptions defaults = { 0, 0, NULL };
  Dpll d = { clauses, out, 0, 0, NULL, n_symbols, NULL, NULL, NULL, NULL, FALSE };

  if (options == NULL)
    options = &defaults;
  memset (out, 0, sizeof *out);
  out->model_node = QD_PROP_NONE;
  out->nodes = g_array_new (FALSE, FALSE, sizeof (QdPropDpllNode));
  d.max_kept = options->max_kept != 0 ? options->max_kept : QD_PROP_DPLL_DEFAULT_KEPT;
  d.max_nodes = options->max_nodes;
  d.stop = options->stop;
  d.value = g_new (gint8, n_symbols + 1);
  d.sign = g_new0 (guint8, n_symbols + 1);
  memset (d.value, -1, n_symbols + 1);
  for (guint i = 0; i < clauses->lits->len; i++)
    {
      guint s = g_array_index (clauses->lits, guint, i) >> 1;
      g_return_if_fail (s < n_symbols);
      d.sign[s] = 1;
    }
  d.symbols = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint s = 0; s < n_symbols; s++)
    if (d.sign[s])
      g_array_append_val (d.symbols, s), d.sign[s] = 0;
  d.stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  run (&d);
  g_array_unref (d.stack);
  g_array_unref (d.symbols);
  g_free (d.value);
  g_free (d.sign);
}

gboolean
qd_prop_dpll_satisfiable (QdProp *prop, guint root, const QdPropDpllOptions *options, QdPropDpll *out,
                          GError **error)
{
  QdPropClauses *clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, NULL, error);

  memset (out, 0, sizeof *out);
  if (clauses == NULL)
    return FALSE;
  qd_prop_dpll (clauses, qd_prop_n_symbols (prop), options, out);
  out->clauses = clauses;
  return TRUE;
}

gboolean
qd_prop_dpll_entails (QdProp *prop, guint kb, guint alpha, const QdPropDpllOptions *options, QdPropDpll *out,
                      GError **error)
{
  guint query = qd_prop_binary (prop, QD_PROP_AND, kb, qd_prop_not (prop, alpha));

  return qd_prop_dpll_satisfiable (prop, query, options, out, error);
}

void
qd_prop_dpll_clear (QdPropDpll *dpll)
{
  g_clear_pointer (&dpll->nodes, g_array_unref);
  g_clear_pointer (&dpll->model, g_array_unref);
  g_clear_pointer (&dpll->clauses, qd_prop_clauses_free);
}
