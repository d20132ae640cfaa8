/* qd-csp-g-alldifferent.c — allDifferent as one propagator: generalised arc
 * consistency by Régin's algorithm (1994).  The variables and their values
 * form a bipartite graph; a maximum matching covers every variable or the
 * constraint fails; a value a of x is kept when x = a is in some maximum
 * matching, that is when the edge is matched or lies on a cycle of the
 * residual graph (an alternating cycle, or an alternating path from a free
 * value: a free value reaches the sink, which reaches every matched value):
 * the strongly connected components (Tarjan) tell which.  The matching lives
 * in the solver's state and is repaired from one call to the next: only the
 * variables that lost their matched value look for a new one.
 *
 * Values of `except` may repeat: a variable that can take one is matched to
 * a joker of unlimited capacity, which the sink reaches.  Also the lists
 * form: tuples pairwise distinct, filtered pair by pair. */
#include "config.h"
#include "qd-csp-g-alldifferent.h"
#include "qd-csp-g-scc.h"

#include <glib/gi18n.h>
#include <string.h>

#define NONE G_MAXUINT
#define EXCEPT QD_CSP_G_EXCEPT  /* the id of a value of `except` */
#define JOKER (G_MAXUINT - 1)   /* matched to the joker */

typedef QdCspGAllDiff AllDiff;

/* The matching, and Tarjan's and the augmenting search's buffers.  Nodes:
 * the variables (0 .. n), the values (n .. n + n_ids), the sink. */
typedef struct {
  QdOwned owned;
  guint *match;             /* per variable: its value's id, JOKER or NONE */
  guint *match_index;       /* per variable: the index of its matched value */
  guint *owner;             /* per value: its variable or NONE */
  guint *adj;               /* per variable, at offset[i]: the ids of its current values */
  guint *adj_index;         /* the value indexes of those */
  guint *adj_len;
  guint8 *joker;            /* the variable can take a value of `except` */
  guint *buf;               /* a domain's values */
  /* Augmenting paths: per variable, the search's stamp and the (variable, id) it came from. */
  guint *seen;
  guint stamp;
  guint *from_var;
  guint *from_id;
  guint *queue;
  /* The components; per node, the next edge to follow. */
  QdCspGScc scc;
  guint *cursor;
  const AllDiff *d;         /* during a call */
} AllDiffState;

static gpointer
alldiff_state_new (gconstpointer data)
{
  const AllDiff *d = data;
  AllDiffState *st = g_new0 (AllDiffState, 1);
  guint nodes = d->n + d->n_ids + 1;
  gsize total = d->offset[d->n];

  st->match = QD_CSP_OWN (st, g_new (guint, d->n + 1));
  st->match_index = QD_CSP_OWN (st, g_new0 (guint, d->n + 1));
  st->owner = QD_CSP_OWN (st, g_new (guint, d->n_ids + 1));
  for (guint i = 0; i < d->n; i++)
    st->match[i] = NONE;
  for (guint a = 0; a < d->n_ids; a++)
    st->owner[a] = NONE;
  st->adj = QD_CSP_OWN (st, g_new (guint, total + 1));
  st->adj_index = QD_CSP_OWN (st, g_new (guint, total + 1));
  st->adj_len = QD_CSP_OWN (st, g_new0 (guint, d->n + 1));
  st->joker = QD_CSP_OWN (st, g_new0 (guint8, d->n + 1));
  st->buf = QD_CSP_OWN (st, g_new (guint, d->max_size + 1));
  st->seen = QD_CSP_OWN (st, g_new0 (guint, d->n + 1));
  st->from_var = QD_CSP_OWN (st, g_new (guint, d->n + 1));
  st->from_id = QD_CSP_OWN (st, g_new (guint, d->n + 1));
  st->queue = QD_CSP_OWN (st, g_new (guint, d->n + 1));
  qd_csp_g_scc_init (&st->scc, &st->owned, nodes);
  st->cursor = QD_CSP_OWN (st, g_new0 (guint, nodes));
  return st;
}

static void
unmatch (AllDiffState *st, guint x)
{
  if (st->match[x] != NONE && st->match[x] != JOKER)
    st->owner[st->match[x]] = NONE;
  st->match[x] = NONE;
}

static void
set_match (const AllDiff *d, AllDiffState *st, guint x, guint k)
{
  guint id = st->adj[d->offset[x] + k];

  st->match[x] = id;
  st->match_index[x] = st->adj_index[d->offset[x] + k];
  st->owner[id] = x;
}

/* An augmenting path from the unmatched variable x (breadth first): FALSE
 * when there is none, and the constraint fails. */
static gboolean
augment (const AllDiff *d, AllDiffState *st, QdCspSolver *solver, guint x)
{
  guint head = 0, tail = 0;

  if (++st->stamp == 0)
    {
      memset (st->seen, 0, sizeof (guint) * d->n);
      st->stamp = 1;
    }
  st->seen[x] = st->stamp;
  st->queue[tail++] = x;
  while (head < tail)
    {
      guint y = st->queue[head++];

      qd_csp_solver_count_check (solver, st->adj_len[y]);
      for (guint k = 0; k < st->adj_len[y]; k++)
        {
          guint id = st->adj[d->offset[y] + k], z = st->owner[id];

          if (z == NONE)
            {
              /* Flip the path back to x. */
              for (;;)
                {
                  guint prev = y == x ? NONE : st->from_var[y], prev_id = st->match[y];

                  if (prev_id != NONE)
                    st->owner[prev_id] = NONE;
                  for (guint j = 0; j < st->adj_len[y]; j++)
                    if (st->adj[d->offset[y] + j] == id)
                      {
                        set_match (d, st, y, j);
                        break;
                      }
                  if (prev == NONE)
                    return TRUE;
                  id = prev_id;
                  y = prev;
                }
            }
          if (st->seen[z] != st->stamp)
            {
              st->seen[z] = st->stamp;
              st->from_var[z] = y;
              st->from_id[z] = id;
              st->queue[tail++] = z;
            }
        }
    }
  return FALSE;
}

/* The next node after `node`'s cursor in the residual graph, or NONE.
 * Variable x: its unmatched values.  Value a: its variable, or the sink
 * when free.  Sink: every matched value and every joker's variable. */
static guint
next_edge (gpointer data, guint node)
{
  AllDiffState *st = data;
  const AllDiff *d = st->d;
  guint n = d->n, sink = n + d->n_ids;

  if (node < n)
    {
      while (st->cursor[node] < st->adj_len[node])
        {
          guint id = st->adj[d->offset[node] + st->cursor[node]++];

          if (id != st->match[node])
            return n + id;
        }
      return NONE;
    }
  if (node < sink)
    {
      guint owner = st->owner[node - n];

      if (st->cursor[node]++ > 0)
        return NONE;
      return owner != NONE ? owner : sink;
    }
  while (st->cursor[node] < d->n_ids + n)
    {
      guint c = st->cursor[node]++;

      if (c < d->n_ids && st->owner[c] != NONE)
        return n + c;
      if (c >= d->n_ids && st->match[c - d->n_ids] == JOKER)
        return c - d->n_ids;
    }
  return NONE;
}

static gboolean
alldiff_propagate (QdCspSolver *solver, gpointer data)
{
  const AllDiff *d = data;
  AllDiffState *st = qd_csp_solver_state (solver);
  guint n = d->n, nodes = n + d->n_ids + 1;
  gsize edges = 0;

  /* The graph: each variable's current values. */
  for (guint i = 0; i < n; i++)
    {
      guint count = qd_csp_solver_domain_values (solver, d->vars[i].var, st->buf), m = 0;
      const guint *ids = d->id + d->offset[i];

      if (count == 0)
        return FALSE;
      st->joker[i] = 0;
      for (guint k = 0; k < count; k++)
        if (ids[st->buf[k]] == EXCEPT)
          st->joker[i] = 1;
        else
          {
            st->adj[d->offset[i] + m] = ids[st->buf[k]];
            st->adj_index[d->offset[i] + m++] = st->buf[k];
          }
      st->adj_len[i] = m;
      edges += m;
      /* The matching kept where it still holds. */
      if (st->joker[i])
        {
          unmatch (st, i);
          st->match[i] = JOKER;
        }
      else if (st->match[i] == JOKER ||
               (st->match[i] != NONE && !qd_csp_solver_domain_has (solver, d->vars[i].var, st->match_index[i])))
        unmatch (st, i);
    }
  qd_csp_solver_count_check (solver, edges + 1);
  /* Repair: a free value at once, else an augmenting path. */
  for (guint i = 0; i < n; i++)
    {
      if (st->match[i] != NONE)
        continue;
      for (guint k = 0; k < st->adj_len[i] && st->match[i] == NONE; k++)
        if (st->owner[st->adj[d->offset[i] + k]] == NONE)
          set_match (d, st, i, k);
      if (st->match[i] == NONE && !augment (d, st, solver, i))
        return FALSE;
    }
  /* Components, then the edges between two of them go. */
  memset (st->scc.order, 0, sizeof (guint) * nodes);
  memset (st->cursor, 0, sizeof (guint) * nodes);
  st->scc.counter = st->scc.n_stack = st->scc.n_comp = 0;
  st->d = d;
  for (guint v = 0; v < n; v++)
    if (st->scc.order[v] == 0)
      qd_csp_g_scc_from (&st->scc, v, next_edge, st);
  qd_csp_solver_count_check (solver, edges + nodes);
  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < st->adj_len[i]; k++)
      {
        guint id = st->adj[d->offset[i] + k];

        if (id != st->match[i] && st->scc.comp[i] != st->scc.comp[n + id] &&
            !qd_csp_solver_remove_value (solver, d->vars[i].var, st->adj_index[d->offset[i] + k]))
          return FALSE;
      }
  return TRUE;
}

static gboolean
alldiff_check (gconstpointer data, const gint *values)
{
  const AllDiff *d = data;

  if (!qd_csp_g_valid (d->vars, d->n, values))
    return FALSE;
  for (guint i = 0; i < d->n; i++)
    {
      gint a = values[d->vars[i].var];
      guint id;

      if (a < 0 || (id = d->id[d->offset[i] + a]) == EXCEPT)
        continue;
      for (guint j = 0; j < i; j++)
        {
          gint b = values[d->vars[j].var];

          if (b >= 0 && d->id[d->offset[j] + b] == id)
            return FALSE;
        }
    }
  return TRUE;
}

/* The pairs of variables with one value (not of `except`). */
static guint64
alldiff_violations (gconstpointer data, const gint *values)
{
  const AllDiff *d = data;
  gboolean heap = d->n_ids > 16384;
  guint *count = heap ? g_new0 (guint, d->n_ids) : g_newa (guint, d->n_ids + 1);
  guint64 pairs = 0;

  if (!heap)
    memset (count, 0, sizeof (guint) * d->n_ids);
  for (guint i = 0; i < d->n; i++)
    {
      guint id = d->id[d->offset[i] + values[d->vars[i].var]];

      if (id != EXCEPT)
        pairs += count[id]++;
    }
  if (heap)
    g_free (count);
  return pairs;
}

static const QdCspLocalClass alldiff_local = {
  .state_new = qd_csp_g_alldiff_local_new,
  .state_free = qd_owned_free,
  .reset = qd_csp_g_alldiff_local_reset,
  .score = qd_csp_g_alldiff_local_score,
  .move = qd_csp_g_alldiff_local_move,
};

static const QdCspPropagatorClass alldiff_class = {
  .name = NULL,
  .local = &alldiff_local,
  .propagate = alldiff_propagate,
  .check = alldiff_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .late = TRUE,
  .violations = alldiff_violations,
  .state_new = alldiff_state_new,
  .state_free = qd_owned_free,
};

static gint
compare_vars (gconstpointer a, gconstpointer b)
{
  const guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static gint
compare_keys (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static gboolean
sorted_has (const gint64 *keys, guint n, gint64 key)
{
  return n > 0 && bsearch (&key, keys, n, sizeof (gint64), compare_keys) != NULL;
}

/* The variables are all integers or all symbolic. */
static gboolean
same_kind (QdCspModel *model, const guint *vars, guint n, const char *what, GError **error)
{
  for (guint i = 1; i < n; i++)
    {
      const QdCspModelVar *a = qd_csp_model_var (model, vars[0]), *b = qd_csp_model_var (model, vars[i]);

      if (a->symbolic != b->symbolic)
        {
          g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("%s mixes symbols (“%s”) and numbers (“%s”)"),
                       what, a->symbolic ? a->name : b->name, a->symbolic ? b->name : a->name);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
qd_csp_model_add_all_different (QdCspModel *model, const guint *vars, guint n, const gint64 *except,
                                guint n_except, GError **error)
{
  g_autofree gint64 *excepted = qd_csp_g_copy (except, sizeof (gint64), n_except);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("allDifferent(");
  AllDiff *d;

  if (!qd_csp_g_room (model, error) || !same_kind (model, vars, n, "allDifferent", error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    g_return_val_if_fail (vars[i] < qd_csp_model_n_vars (model), FALSE);
  qsort (excepted, n_except, sizeof (gint64), compare_keys);
  /* A variable listed twice equals itself: it must take a value of
   * `except`, and then counts once (matching wants distinct variables). */
  g_array_append_vals (scope, vars, n);
  qd_csp_g_scope_unique (scope);
  if (scope->len < n)
    {
      g_autofree guint *sorted = g_memdup2 (vars, sizeof (guint) * n);

      qsort (sorted, n, sizeof (guint), compare_vars);
      for (guint k = 1; k < n; k++)
        if (sorted[k] == sorted[k - 1] && (k == 1 || sorted[k - 2] != sorted[k]))
          {
            const QdCspModelVar *v = qd_csp_model_var (model, sorted[k]);

            for (guint a = 0; a < v->n_values; a++)
              if (!sorted_has (excepted, n_except, v->keys[a]))
                qd_csp_remove_initial (model->csp, sorted[k], a);
          }
    }
  if (scope->len < 2)
    return TRUE;
  d = g_new0 (AllDiff, 1);
  d->n = scope->len;
  qd_csp_g_owned_vars (&d->owned, model, (const guint *) scope->data, d->n, FALSE, "allDifferent", &d->vars,
                       NULL);
  d->offset = QD_CSP_OWN (d, g_new (guint, d->n + 1));
  d->offset[0] = 0;
  for (guint i = 0; i < d->n; i++)
    {
      d->offset[i + 1] = d->offset[i] + d->vars[i].size;
      d->max_size = MAX (d->max_size, d->vars[i].size);
      for (guint a = 0; a < d->vars[i].size; a++)
        if (!sorted_has (excepted, n_except, d->vars[i].keys[a]))
          g_array_append_val (all, d->vars[i].keys[a]);
    }
  g_array_sort (all, compare_keys);
  for (guint k = 0; k < all->len; k++)
    if (d->n_ids == 0 || g_array_index (all, gint64, d->n_ids - 1) != g_array_index (all, gint64, k))
      g_array_index (all, gint64, d->n_ids++) = g_array_index (all, gint64, k);
  d->id = QD_CSP_OWN (d, g_new (guint, d->offset[d->n] + 1));
  for (guint i = 0; i < d->n; i++)
    for (guint a = 0; a < d->vars[i].size; a++)
      {
        gint64 key = d->vars[i].keys[a];
        const gint64 *found = bsearch (&key, all->data, d->n_ids, sizeof (gint64), compare_keys);

        d->id[d->offset[i] + a] = found != NULL ? (guint) (found - (const gint64 *) all->data) : EXCEPT;
      }
  qd_csp_g_append_vars (text, model, vars, n);
  g_string_append_c (text, ')');
  if (n_except > 0)
    {
      g_string_append (text, " except {");
      qd_csp_g_append_ints (text, except, n_except);
      g_string_append_c (text, '}');
    }
  qd_csp_g_add (model, &alldiff_class, d, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}

/* ------------------------------------------------------------- lists */

typedef struct {
  QdOwned owned;
  guint n_lists, length;
  QdCspGVar *vars;          /* list k, position i: vars[k * length + i] */
} Lists;

/* Lists k and m must differ somewhere: when every position but one holds
 * one value on both sides, that position's value fixed on one side leaves
 * the other; when every position does, failure. */
static gboolean
lists_propagate (QdCspSolver *solver, gpointer data)
{
  const Lists *l = data;
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint k = 0; k < l->n_lists; k++)
        for (guint m = k + 1; m < l->n_lists; m++)
          {
            const QdCspGVar *x = l->vars + (gsize) k * l->length, *y = l->vars + (gsize) m * l->length;
            guint open = 0, at = 0;

            qd_csp_solver_count_check (solver, 1);
            for (guint i = 0; i < l->length && open < 2; i++)
              {
                gint64 a, b;

                if (qd_csp_g_fixed (&w, &x[i], &a) && qd_csp_g_fixed (&w, &y[i], &b))
                  {
                    if (a != b)
                      open = 2;   /* they differ already */
                    continue;
                  }
                open++;
                at = i;
              }
            if (open == 0)
              return FALSE;
            if (open == 1)
              {
                gint64 a;
                QdCspGResult r = QD_CSP_G_SAME;

                if (qd_csp_g_fixed (&w, &x[at], &a))
                  r = qd_csp_g_remove_key (solver, &y[at], a);
                else if (qd_csp_g_fixed (&w, &y[at], &a))
                  r = qd_csp_g_remove_key (solver, &x[at], a);
                if (!qd_csp_g_step (r, &changed))
                  return FALSE;
              }
          }
    }
  return TRUE;
}

/* The number of pairs of lists equal in the assignment so far (complete:
 * the pairs of equal tuples). */
static guint64
lists_equal_pairs (const Lists *l, const gint *values, gboolean stop_at_one)
{
  guint64 pairs = 0;

  for (guint k = 0; k < l->n_lists; k++)
    for (guint m = k + 1; m < l->n_lists; m++)
      {
        gboolean equal = TRUE;

        for (guint i = 0; i < l->length && equal; i++)
          {
            const QdCspGVar *x = &l->vars[(gsize) k * l->length + i], *y = &l->vars[(gsize) m * l->length + i];
            gint a = values[x->var], b = values[y->var];

            equal = a >= 0 && b >= 0 && x->keys[a] == y->keys[b];
          }
        if (equal && ++pairs > 0 && stop_at_one)
          return pairs;
      }
  return pairs;
}

static gboolean
lists_check (gconstpointer data, const gint *values)
{
  const Lists *l = data;

  return qd_csp_g_valid (l->vars, l->n_lists * l->length, values) && lists_equal_pairs (l, values, TRUE) == 0;
}

static guint64
lists_violations (gconstpointer data, const gint *values)
{
  return lists_equal_pairs (data, values, FALSE);
}

static const QdCspPropagatorClass lists_class = {
  .name = NULL,
  .propagate = lists_propagate,
  .check = lists_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = lists_violations,
};

gboolean
qd_csp_model_add_all_different_lists (QdCspModel *model, const guint *lists, guint n_lists, guint length,
                                      GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("allDifferent(");
  guint total = n_lists * length;
  Lists *l;

  if (!qd_csp_g_room (model, error) || !same_kind (model, lists, total, "allDifferent", error))
    return FALSE;
  for (guint i = 0; i < total; i++)
    g_return_val_if_fail (lists[i] < qd_csp_model_n_vars (model), FALSE);
  if (n_lists < 2)
    return TRUE;
  if (length == 0)
    {
      /* Two empty tuples are equal. */
      model->had_false = TRUE;
      return TRUE;
    }
  l = g_new0 (Lists, 1);
  l->n_lists = n_lists;
  l->length = length;
  qd_csp_g_owned_vars (&l->owned, model, lists, total, FALSE, "allDifferent", &l->vars, NULL);
  for (guint k = 0; k < n_lists; k++)
    {
      g_string_append (text, k > 0 ? ", (" : "(");
      qd_csp_g_append_vars (text, model, lists + (gsize) k * length, length);
      g_string_append_c (text, ')');
      if (k == 11 && n_lists > 12)
        {
          g_string_append (text, ", …");
          break;
        }
    }
  g_string_append_c (text, ')');
  for (guint i = 0; i < total; i++)
    qd_csp_g_scope_add (scope, lists[i]);
  qd_csp_g_add (model, &lists_class, l, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}
