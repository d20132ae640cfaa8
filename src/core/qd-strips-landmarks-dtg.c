/* qd-strips-landmarks-dtg.c — the landmark graph's look-ahead on the
 * domain transition graphs of the task's finite-domain variables
 * (qd-strips-mutex.h), as lm_rhw's (Richter, Helmert & Westphal 2008,
 * section 4.3; Fast Downward's approximate_lookahead_orders).
 *
 * A variable's domain transition graph has its values (its facts and
 * "none of those") as nodes; an operator (or conditional effect) that
 * adds fact a of the variable is an arc to a from the variable's value its
 * precondition (or condition) asks for, from every value when it asks for
 * none; one that deletes a fact d of the variable and adds none of its
 * facts is an arc from d to "none".  For a landmark L (one fact, not true
 * initially): the values of L's variable not reached in the relaxation
 * without L (the exploration backchaining made) cannot come before L; a
 * reached value v such that every path from the initial value to L in the
 * graph, avoiding those, passes through v is a landmark, naturally ordered
 * before L (the initial value always is one: it is true initially).  Only
 * values on one path from the initial value to L can be such: each is
 * tried with a search that avoids it.  "None of those" is no fact, so it
 * is never made a landmark here. */
#include "config.h"
#include "qd-strips-landmarks-private.h"

#include <string.h>

struct _QdLmDtg {
  const QdStripsMutex *m;
  guint n_values;              /* n_facts + n_vars: variable v's values from base(v), "none" last */
  guint32 *succ_start, *succ;  /* arcs by their source value */
  guint32 *any_start, *any;    /* per variable: values some arc reaches from every value */
  guint32 *none_start;         /* per variable: the (operator, effect) that make it "none" */
  QdLmAchiever *none;
  guint32 *parent, *queue;     /* n_values: the searches' scratch */
  guint8 *excluded;
};

static inline guint32
base (const QdStripsMutex *m, guint32 var)
{
  return m->var_start[var] + var;
}

static inline guint32
value_of (const QdStripsMutex *m, guint32 fact)
{
  return base (m, m->var_of_fact[fact]) + m->value_of_fact[fact];
}

static inline guint32
none_of (const QdStripsMutex *m, guint32 var)
{
  return base (m, var) + qd_strips_mutex_var_size (m, var);
}

/* The value of `var` that `list` asks for, G_MAXUINT32 when none. */
static guint32
asked (const QdStrips *s, const QdStripsMutex *m, QdStripsFacts list, guint32 var)
{
  const guint32 *f = qd_strips_list (s, list);
  for (guint i = 0; i < list.n; i++)
    if (m->var_of_fact[f[i]] == var)
      return value_of (m, f[i]);
  return G_MAXUINT32;
}

typedef struct {
  GArray *arcs;                /* guint64 from << 32 | to */
  GArray *any;                 /* guint64 var << 32 | to */
  GArray *none;                /* (var, op, effect) triples */
} Arcs;

static void
effect_arcs (const QdStrips *s, const QdStripsMutex *m, guint32 o, guint32 e, Arcs *a)
{
  const QdStripsOp *op = &s->ops[o];
  QdStripsFacts cond = { 0, 0 }, add = op->add, del = op->del;
  if (e != QD_LM_NO_EFFECT)
    {
      cond = s->effects[e].pre;
      add = s->effects[e].add;
      del = s->effects[e].del;
    }
  const guint32 *f = qd_strips_list (s, add);
  for (guint i = 0; i < add.n; i++)
    {
      guint32 var = m->var_of_fact[f[i]], to = value_of (m, f[i]);
      guint32 from = asked (s, m, op->pre, var);
      if (from == G_MAXUINT32)
        from = asked (s, m, cond, var);
      guint64 arc = from == G_MAXUINT32 ? ((guint64) var << 32 | to) : ((guint64) from << 32 | to);
      g_array_append_val (from == G_MAXUINT32 ? a->any : a->arcs, arc);
    }
  const guint32 *d = qd_strips_list (s, del);
  for (guint i = 0; i < del.n; i++)
    {
      guint32 var = m->var_of_fact[d[i]];
      gboolean adds_var = asked (s, m, add, var) != G_MAXUINT32
                          || (e != QD_LM_NO_EFFECT && asked (s, m, op->add, var) != G_MAXUINT32);
      if (adds_var)
        continue;
      guint64 arc = (guint64) value_of (m, d[i]) << 32 | none_of (m, var);
      g_array_append_val (a->arcs, arc);
      guint32 triple[3] = { var, o, e };
      g_array_append_vals (a->none, triple, 3);
    }
}

static int
compare_u64 (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return (x > y) - (x < y);
}

/* Sorted pairs (key << 32 | value) to a CSR of n keys. */
static void
to_csr (GArray *pairs, guint n, guint32 **start, guint32 **list)
{
  g_array_sort (pairs, compare_u64);
  *start = g_new0 (guint32, n + 1);
  *list = g_new (guint32, MAX (pairs->len, 1));
  guint len = 0;
  for (guint i = 0; i < pairs->len; i++)
    {
      guint64 p = g_array_index (pairs, guint64, i);
      if (i > 0 && p == g_array_index (pairs, guint64, i - 1))
        continue;
      (*start)[(p >> 32) + 1]++;
      (*list)[len++] = (guint32) p;
    }
  for (guint k = 0; k < n; k++)
    (*start)[k + 1] += (*start)[k];
}

QdLmDtg *
qd_lm_dtg_new (const QdStrips *s, const QdStripsMutex *m)
{
  QdLmDtg *g = g_new0 (QdLmDtg, 1);
  Arcs a = { g_array_new (FALSE, FALSE, sizeof (guint64)), g_array_new (FALSE, FALSE, sizeof (guint64)),
             g_array_new (FALSE, FALSE, sizeof (guint32)) };
  g->m = m;
  g->n_values = s->n_facts + m->n_vars;
  for (guint o = 0; o < s->n_ops; o++)
    {
      effect_arcs (s, m, o, QD_LM_NO_EFFECT, &a);
      for (guint k = 0; k < s->ops[o].n_effects; k++)
        effect_arcs (s, m, o, s->ops[o].first_effect + k, &a);
    }
  to_csr (a.arcs, g->n_values, &g->succ_start, &g->succ);
  to_csr (a.any, m->n_vars, &g->any_start, &g->any);
  g->none_start = g_new0 (guint32, m->n_vars + 1);
  guint n_none = a.none->len / 3;
  for (guint i = 0; i < n_none; i++)
    g->none_start[g_array_index (a.none, guint32, 3 * i) + 1]++;
  for (guint v = 0; v < m->n_vars; v++)
    g->none_start[v + 1] += g->none_start[v];
  g->none = g_new (QdLmAchiever, MAX (n_none, 1));
  guint32 *fill = g_memdup2 (g->none_start, (m->n_vars + 1) * sizeof (guint32));
  for (guint i = 0; i < n_none; i++)
    {
      const guint32 *t = &g_array_index (a.none, guint32, 3 * i);
      g->none[fill[t[0]]++] = (QdLmAchiever) { t[1], t[2] };
    }
  g_free (fill);
  g_array_unref (a.arcs);
  g_array_unref (a.any);
  g_array_unref (a.none);
  g->parent = g_new (guint32, MAX (g->n_values, 1));
  g->queue = g_new (guint32, MAX (g->n_values, 1));
  g->excluded = g_new0 (guint8, MAX (g->n_values, 1));
  return g;
}

void
qd_lm_dtg_free (QdLmDtg *g)
{
  if (g == NULL)
    return;
  g_free (g->succ_start);
  g_free (g->succ);
  g_free (g->any_start);
  g_free (g->any);
  g_free (g->none_start);
  g_free (g->none);
  g_free (g->parent);
  g_free (g->queue);
  g_free (g->excluded);
  g_free (g);
}

/* Breadth-first from `from` to `to` in var's graph, avoiding the excluded
 * values; parent[] gives the path found. */
static gboolean
connected (QdLmDtg *g, guint32 var, guint32 from, guint32 to)
{
  guint32 lo = base (g->m, var), hi = none_of (g->m, var) + 1;
  for (guint32 x = lo; x < hi; x++)
    g->parent[x] = G_MAXUINT32;
  guint head = 0, tail = 0;
  g->parent[from] = from;
  g->queue[tail++] = from;
  while (head < tail)
    {
      guint32 x = g->queue[head++];
      for (int pass = 0; pass < 2; pass++)
        {
          const guint32 *list = pass == 0 ? g->succ + g->succ_start[x] : g->any + g->any_start[var];
          guint32 n = pass == 0 ? g->succ_start[x + 1] - g->succ_start[x]
                                : g->any_start[var + 1] - g->any_start[var];
          for (guint32 i = 0; i < n; i++)
            {
              guint32 y = list[i];
              if (g->excluded[y] || g->parent[y] != G_MAXUINT32)
                continue;
              g->parent[y] = x;
              if (y == to)
                return TRUE;
              g->queue[tail++] = y;
            }
        }
    }
  return FALSE;
}

void
qd_lm_dtg_lookahead (QdLmBuild *b, guint l, const guint8 *mark, GArray *open)
{
  QdLmDtg *g = b->dtg;
  const QdStrips *s = b->lm->strips;
  const QdStripsMutex *m = g->m;
  guint32 fact = g_array_index (b->lm->lms, QdStripsFactLandmark, l).fact;
  guint32 var = m->var_of_fact[fact], size = qd_strips_mutex_var_size (m, var);
  guint32 lo = base (m, var), none = none_of (m, var), target = value_of (m, fact), init = none;
  if (size < 2)
    return;
  for (guint32 i = m->var_start[var]; i < m->var_start[var + 1]; i++)
    if (qd_strips_holds (s->init, m->var_facts[i]))
      init = value_of (m, m->var_facts[i]);
  if (init == target)
    return;
  /* The values not reached before L are excluded from every path. */
  gboolean none_reached = init == none;
  for (guint32 i = g->none_start[var]; i < g->none_start[var + 1] && !none_reached; i++)
    {
      const QdLmAchiever *a = &g->none[i];
      none_reached = qd_lm_all_marked (s, s->ops[a->op].pre, mark)
                     && (a->effect == QD_LM_NO_EFFECT || qd_lm_all_marked (s, s->effects[a->effect].pre, mark));
    }
  for (guint32 i = 0; i < size; i++)
    g->excluded[lo + i] = !mark[m->var_facts[m->var_start[var] + i]] && lo + i != target;
  g->excluded[none] = !none_reached;
  if (!g->excluded[init] && connected (g, var, init, target))
    {
      /* The path's values, from L back to the initial value. */
      guint32 path[64], n = 0;
      for (guint32 x = g->parent[target]; n < G_N_ELEMENTS (path); x = g->parent[x])
        {
          path[n++] = x;
          if (x == init)
            break;
        }
      for (guint32 i = 0; i < n; i++)
        {
          guint32 w = path[i];
          gboolean needed = w == init;
          if (!needed)
            {
              g->excluded[w] = 1;
              needed = !connected (g, var, init, target);
              g->excluded[w] = 0;
            }
          if (!needed || w == none)
            continue;
          guint32 wf = m->var_facts[m->var_start[var] + (w - lo)];
          gboolean added;
          guint k = qd_lm_add (b, wf, &added);
          if (added && !qd_strips_holds (s->init, wf))
            g_array_append_val (open, k);
          qd_lm_order (b, k, l, QD_STRIPS_LM_NATURAL);
        }
    }
  memset (g->excluded + lo, 0, size + 1);
}
