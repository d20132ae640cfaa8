/* qd-strips-var-order.c — the order Fast Downward's translator gives the
 * finite-domain variables (qd-strips-mutex.h), by their causal graph.
 *
 * The rules are the translator's (release 24.06, translate/variable_order.py
 * and sccs.py, read, not copied):
 *
 * - The variables are first numbered as the translator writes its fact
 *   groups: each variable's facts sorted, the variables sorted as lists of
 *   facts (fact_groups.sort_groups); a fact is compared by its predicate,
 *   then its arguments, which the order of the names "(pred a b)" is.
 * - The causal graph: every operator adds, for each of its effects (a
 *   variable it changes: one it adds a value of, or one it only deletes a
 *   value of, which goes to "none of those"), an arc of weight one from
 *   each variable of its precondition and of the effect's condition to the
 *   changed variable (an operator with two effects counts a precondition's
 *   variable once for each changed variable that has a precondition too, as
 *   the translator's source list does).  An effect that sets the value its
 *   precondition asks for is none.
 * - Its strongly connected components, by Tarjan's algorithm over the
 *   variables in order, each one's successors ascending, listed in
 *   topological order (the reverse of the order found).
 * - Within a component of more than one variable, a greedy order: the
 *   variable whose arcs from the component's variables not yet placed weigh
 *   least comes first, ties by the order met (the translator's queues per
 *   weight, stale entries included); an arc into a goal variable weighs
 *   100,000 more, counted once with it and once without, so that goal
 *   variables come last.
 * - Only the variables the goal depends on are kept: the goal's and,
 *   recursively, those with an arc into a kept one.
 *
 * The successor generator of the search lists operators by their
 * preconditions in this order (qd-strips-op-order.c).
 */
#include "qd-strips-mutex.h"

#include <string.h>

#define GOAL_WEIGHT 100000
#define NO_VALUE (-1)     /* no condition on the variable */
#define ANY_VALUE (-2)    /* a condition with no one value (a negated fact of a variable of several) */

typedef struct {
  const QdStrips *s;
  const QdStripsMutex *m;
} NameOrder;

/* Variables compared as lists of their facts' names (each already sorted). */
static gint
compare_vars (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const NameOrder *d = user_data;
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  guint32 nx = qd_strips_mutex_var_size (d->m, x), ny = qd_strips_mutex_var_size (d->m, y);
  const guint32 *fx = d->m->var_facts + d->m->var_start[x], *fy = d->m->var_facts + d->m->var_start[y];

  for (guint32 i = 0; i < nx && i < ny; i++)
    {
      int c = strcmp (d->s->fact_names[fx[i]], d->s->fact_names[fy[i]]);
      if (c != 0)
        return c;
    }
  if (nx != ny)
    return nx < ny ? -1 : 1;
  return (x > y) - (x < y);
}

/* The weighted causal graph on the translator's numbering. */
typedef struct {
  guint n;
  GHashTable *weight;          /* (source << 32 | target) → weight */
  guint32 *arc_start;          /* n + 1: source v's targets are arc_to[arc_start[v] ..), ascending */
  guint32 *arc_to;
  guint64 *arc_weight;
  guint32 *pred_start;         /* n + 1: the sources of arcs into v */
  guint32 *pred;
} Graph;

/* An arc's key hashed on both its ends (g_direct_hash keeps the low 32
 * bits, the target alone). */
static guint
arc_hash (gconstpointer key)
{
  guint64 k = GPOINTER_TO_SIZE (key);

  return (guint) ((k >> 32) * 0x9e3779b1u) ^ (guint) k;
}

static void
add_arc (Graph *g, guint32 source, guint32 target)
{
  gpointer key = GSIZE_TO_POINTER (((gsize) source << 32) | target);

  if (source == target)
    return;
  g_hash_table_insert (g->weight, key, GSIZE_TO_POINTER (GPOINTER_TO_SIZE (g_hash_table_lookup (g->weight, key)) + 1));
}

static gint
compare_u64 (gconstpointer a, gconstpointer b, gpointer user_data)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  (void) user_data;
  return (x > y) - (x < y);
}

/* The arcs as lists: each source's targets ascending, each target's sources. */
static void
graph_lists (Graph *g)
{
  guint n_arcs = g_hash_table_size (g->weight), i = 0;
  guint64 *keys = g_new (guint64, MAX (n_arcs, 1));
  GHashTableIter it;
  gpointer key;

  g_hash_table_iter_init (&it, g->weight);
  while (g_hash_table_iter_next (&it, &key, NULL))
    keys[i++] = GPOINTER_TO_SIZE (key);
  g_qsort_with_data (keys, (gint) n_arcs, sizeof (guint64), compare_u64, NULL);
  g->arc_start = g_new0 (guint32, g->n + 1);
  g->arc_to = g_new (guint32, MAX (n_arcs, 1));
  g->arc_weight = g_new (guint64, MAX (n_arcs, 1));
  g->pred_start = g_new0 (guint32, g->n + 1);
  g->pred = g_new (guint32, MAX (n_arcs, 1));
  for (i = 0; i < n_arcs; i++)
    {
      guint32 source = (guint32) (keys[i] >> 32), target = (guint32) keys[i];
      g->arc_start[source + 1]++;
      g->pred_start[target + 1]++;
      g->arc_to[i] = target;
      g->arc_weight[i] = GPOINTER_TO_SIZE (g_hash_table_lookup (g->weight, GSIZE_TO_POINTER ((gsize) keys[i])));
    }
  for (guint v = 0; v < g->n; v++)
    {
      g->arc_start[v + 1] += g->arc_start[v];
      g->pred_start[v + 1] += g->pred_start[v];
    }
  guint32 *fill = g_memdup2 (g->pred_start, (g->n + 1) * sizeof (guint32));
  for (i = 0; i < n_arcs; i++)
    g->pred[fill[g->arc_to[i]]++] = (guint32) (keys[i] >> 32);
  g_free (fill);
  g_free (keys);
}

/* The arcs of one operator (or its conditional effect): `cond` is the
 * precondition's value per variable (or NO_VALUE, ANY_VALUE), `cond_vars` its variables;
 * `eff_cond_vars` the effect's own condition's variables. */
typedef struct {
  gint32 *cond;                /* n: the operator's precondition value of each variable */
  guint32 *cond_vars, n_cond;
  guint32 *targets, n_targets; /* the changed variables, one per effect */
  guint32 *econd;              /* per target: its effect condition's variables, in econd_vars */
  guint32 *econd_vars, n_econd_vars;
  guint32 *touched;            /* n: scratch */
  guint32 mark;
} OpArcs;

typedef struct {
  const QdStrips *s;
  const QdStripsMutex *m;
  const guint32 *num;          /* our variable → the translator's number */
  Graph *g;
  OpArcs a;
} Builder;

static guint32
var_of (const Builder *b, guint32 fact)
{
  return b->num[b->m->var_of_fact[fact]];
}

static gint32
value_of (const Builder *b, guint32 fact)
{
  return (gint32) b->m->value_of_fact[fact];
}

/* The value "none of those" of the variable of `fact`. */
static gint32
none_of (const Builder *b, guint32 fact)
{
  return (gint32) qd_strips_mutex_var_size (b->m, b->m->var_of_fact[fact]);
}

static void
add_target (Builder *b, guint32 target, const guint32 *econd, guint32 n_econd)
{
  OpArcs *a = &b->a;

  a->targets[a->n_targets] = target;
  a->econd[a->n_targets] = a->n_econd_vars;
  for (guint32 i = 0; i < n_econd; i++)
    if (a->cond[econd[i]] == NO_VALUE)
      a->econd_vars[a->n_econd_vars++] = econd[i];
  a->n_targets++;
  a->econd[a->n_targets] = a->n_econd_vars;
}

/* The precondition of facts `pre` and negated facts `neg` into `vals`
 * (variables recorded in `vars`); FALSE when it contradicts what is there.
 * A negated fact of a variable of several facts asks for one of the other
 * values: the variable is conditioned on (ANY_VALUE), with no value. */
static gboolean
set_cond (Builder *b, QdStripsFacts pre, QdStripsFacts neg, gint32 *vals, guint32 *vars, guint32 *n_vars)
{
  const guint32 *p = qd_strips_list (b->s, pre), *q = qd_strips_list (b->s, neg);

  for (guint i = 0; i < pre.n + neg.n; i++)
    {
      guint32 f = i < pre.n ? p[i] : q[i - pre.n];
      guint32 v = var_of (b, f);
      gint32 val = i < pre.n ? value_of (b, f) : none_of (b, f);

      if (i >= pre.n && qd_strips_mutex_var_size (b->m, b->m->var_of_fact[f]) > 1)
        val = ANY_VALUE;
      if (vals[v] == NO_VALUE)
        {
          vars[(*n_vars)++] = v;
          vals[v] = val;
        }
      else if (val != ANY_VALUE && vals[v] == ANY_VALUE)
        vals[v] = val;
      else if (val != ANY_VALUE && vals[v] != val)
        return FALSE;
    }
  return TRUE;
}

static gboolean
var_added (const Builder *b, QdStripsFacts add, guint32 v)
{
  const guint32 *a = qd_strips_list (b->s, add);

  for (guint i = 0; i < add.n; i++)
    if (var_of (b, a[i]) == v)
      return TRUE;
  return FALSE;
}

/* The targets of the adds `add` and deletes `del` under effect condition
 * `econd` (op_add: the operator's unconditional adds, for a conditional
 * effect's deletes). */
static void
effect_targets (Builder *b, QdStripsFacts add, QdStripsFacts del, QdStripsFacts op_add,
                const guint32 *econd, guint32 n_econd)
{
  const guint32 *ad = qd_strips_list (b->s, add), *de = qd_strips_list (b->s, del);
  const gint32 *cond = b->a.cond;

  for (guint i = 0; i < add.n; i++)
    if (cond[var_of (b, ad[i])] != value_of (b, ad[i]))
      add_target (b, var_of (b, ad[i]), econd, n_econd);
  for (guint i = 0; i < del.n; i++)
    {
      guint32 v = var_of (b, de[i]);

      if (var_added (b, add, v) || var_added (b, op_add, v))
        continue;
      if (cond[v] < 0 || cond[v] == value_of (b, de[i]))
        add_target (b, v, econd, n_econd);
    }
}

static void
operator_arcs (Builder *b, guint32 op)
{
  const QdStripsOp *o = &b->s->ops[op];
  const QdStripsEffect *e = qd_strips_op_effects (b->s, o);
  OpArcs *a = &b->a;
  QdStripsFacts none = { 0, 0 };
  gint32 *ecv = NULL;

  for (guint32 i = 0; i < a->n_cond; i++)
    a->cond[a->cond_vars[i]] = NO_VALUE;
  a->n_cond = a->n_targets = a->n_econd_vars = 0;
  a->econd[0] = 0;
  if (!set_cond (b, o->pre, o->neg, a->cond, a->cond_vars, &a->n_cond))
    return;
  effect_targets (b, o->add, o->del, none, NULL, 0);
  if (o->n_effects > 0)
    {
      ecv = g_new (gint32, b->g->n);
      for (guint v = 0; v < b->g->n; v++)
        ecv[v] = NO_VALUE;
    }
  for (guint k = 0; k < o->n_effects; k++)
    {
      guint32 *vars = g_new (guint32, e[k].pre.n + e[k].neg.n + 1), n_vars = 0;
      gboolean possible = set_cond (b, e[k].pre, e[k].neg, ecv, vars, &n_vars);

      for (guint32 i = 0; i < n_vars && possible; i++)
        possible = a->cond[vars[i]] < 0 || ecv[vars[i]] < 0 || a->cond[vars[i]] == ecv[vars[i]];
      if (possible)
        effect_targets (b, e[k].add, e[k].del, o->add, vars, n_vars);
      for (guint32 i = 0; i < n_vars; i++)
        ecv[vars[i]] = NO_VALUE;
      g_free (vars);
    }
  g_free (ecv);
  /* The sources: the precondition's variables, those of changed ones once
   * per effect on them (the translator's prevail and pre lists). */
  a->mark++;
  for (guint32 t = 0; t < a->n_targets; t++)
    a->touched[a->targets[t]] = a->mark;
  for (guint32 t = 0; t < a->n_targets; t++)
    {
      guint32 target = a->targets[t];

      for (guint32 i = 0; i < a->n_cond; i++)
        if (a->touched[a->cond_vars[i]] != a->mark)
          add_arc (b->g, a->cond_vars[i], target);
      for (guint32 u = 0; u < a->n_targets; u++)
        if (a->cond[a->targets[u]] != NO_VALUE)
          add_arc (b->g, a->targets[u], target);
      for (guint32 i = a->econd[t]; i < a->econd[t + 1]; i++)
        add_arc (b->g, a->econd_vars[i], target);
    }
}

static guint32
count_effects (const QdStrips *s, guint32 op)
{
  const QdStripsOp *o = &s->ops[op];
  const QdStripsEffect *e = qd_strips_op_effects (s, o);
  guint32 n = o->add.n + o->del.n, c = o->pre.n + o->neg.n;

  for (guint k = 0; k < o->n_effects; k++)
    {
      n += e[k].add.n + e[k].del.n;
      c = MAX (c, e[k].pre.n + e[k].neg.n);
    }
  return n * (c + 1) + 1;
}

/* ---- strongly connected components (Tarjan, iterative) ---- */

typedef struct {
  guint32 v, next;
} Frame;

/* The components in topological order: comp[comp_start[c] .. comp_start[c + 1]). */
static guint
graph_sccs (const Graph *g, guint32 *comp, guint32 *comp_start)
{
  guint n = g->n, n_comps = 0, filled = 0, index = 0;
  guint32 *idx = g_new0 (guint32, MAX (n, 1)), *low = g_new (guint32, MAX (n, 1));
  guint8 *on_stack = g_new0 (guint8, MAX (n, 1));
  guint32 *stack = g_new (guint32, MAX (n, 1)), depth = 0;
  Frame *frames = g_new (Frame, MAX (n, 1));
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint32)), *sizes = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint root = 0; root < n; root++)
    {
      guint top = 0;

      if (idx[root] != 0)
        continue;
      frames[top++] = (Frame) { root, g->arc_start[root] };
      idx[root] = low[root] = ++index;
      stack[depth++] = root;
      on_stack[root] = 1;
      while (top > 0)
        {
          Frame *f = &frames[top - 1];
          guint32 v = f->v;

          if (f->next < g->arc_start[v + 1])
            {
              guint32 w = g->arc_to[f->next++];
              if (idx[w] == 0)
                {
                  idx[w] = low[w] = ++index;
                  stack[depth++] = w;
                  on_stack[w] = 1;
                  frames[top++] = (Frame) { w, g->arc_start[w] };
                }
              else if (on_stack[w])
                low[v] = MIN (low[v], idx[w]);
              continue;
            }
          if (low[v] == idx[v])
            {
              guint32 size = 0;
              while (TRUE)
                {
                  size++;
                  if (stack[depth - size] == v)
                    break;
                }
              for (guint32 i = depth - size; i < depth; i++)
                {
                  g_array_append_val (found, stack[i]);
                  on_stack[stack[i]] = 0;
                }
              g_array_append_val (sizes, size);
              depth -= size;
            }
          top--;
          if (top > 0)
            low[frames[top - 1].v] = MIN (low[frames[top - 1].v], low[v]);
        }
    }
  /* Reversed: the last found first. */
  guint32 end = found->len;
  n_comps = sizes->len;
  for (guint c = n_comps; c-- > 0;)
    {
      guint32 size = g_array_index (sizes, guint32, c);
      comp_start[n_comps - 1 - c] = filled;
      memcpy (comp + filled, &g_array_index (found, guint32, end - size), size * sizeof (guint32));
      filled += size;
      end -= size;
    }
  comp_start[n_comps] = filled;
  g_array_unref (found);
  g_array_unref (sizes);
  g_free (idx);
  g_free (low);
  g_free (on_stack);
  g_free (stack);
  g_free (frames);
  return n_comps;
}

/* ---- the greedy order within a component ---- */

typedef struct {
  guint32 target;
  guint64 weight;
} Arc;

static void
heap_push (GArray *heap, guint64 key)
{
  guint i;

  g_array_append_val (heap, key);
  for (i = heap->len - 1; i > 0; i = (i - 1) / 2)
    {
      guint64 *h = (guint64 *) (void *) heap->data;
      if (h[(i - 1) / 2] <= h[i])
        break;
      guint64 t = h[i];
      h[i] = h[(i - 1) / 2];
      h[(i - 1) / 2] = t;
    }
}

static void
heap_pop (GArray *heap)
{
  guint64 *h = (guint64 *) (void *) heap->data;
  guint n = heap->len - 1, i = 0;

  h[0] = h[n];
  g_array_set_size (heap, n);
  h = (guint64 *) (void *) heap->data;
  while (TRUE)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;
      if (l < n && h[l] < h[m])
        m = l;
      if (r < n && h[r] < h[m])
        m = r;
      if (m == i)
        break;
      guint64 t = h[i];
      h[i] = h[m];
      h[m] = t;
      i = m;
    }
}

static GQueue *
queue_of (GHashTable *by_weight, guint64 w, GArray *heap)
{
  GQueue *q = g_hash_table_lookup (by_weight, &w);

  if (q == NULL)
    {
      q = g_queue_new ();
      g_hash_table_insert (by_weight, g_memdup2 (&w, sizeof w), q);
      if (heap != NULL)
        heap_push (heap, w);
    }
  return q;
}

/* The component `scc` (size n) ordered into `out`; `in_scc` marks its
 * variables, `goal` the goal's. */
static void
order_component (const Graph *g, const guint32 *scc, guint32 n, const guint8 *in_scc, const guint8 *goal,
                 guint32 *out)
{
  GArray *arcs = g_array_new (FALSE, FALSE, sizeof (Arc));
  guint32 *arc_start = g_new (guint32, n + 1);
  GHashTable *incoming = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  GHashTable *by_weight = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) g_queue_free);
  GHashTable *place = g_hash_table_new (g_direct_hash, g_direct_equal);
  GHashTable *done = g_hash_table_new (g_direct_hash, g_direct_equal);
  GArray *heap = g_array_new (FALSE, FALSE, sizeof (guint64));
  guint32 k = 0;

  for (guint32 i = 0; i < n; i++)
    {
      g_hash_table_insert (place, GUINT_TO_POINTER (scc[i]), GUINT_TO_POINTER (i));
      g_hash_table_insert (incoming, GUINT_TO_POINTER (scc[i]), g_new0 (guint64, 1));
    }
  for (guint32 i = 0; i < n; i++)
    {
      guint32 v = scc[i];
      arc_start[i] = arcs->len;
      for (guint32 j = g->arc_start[v]; j < g->arc_start[v + 1]; j++)
        if (in_scc[g->arc_to[j]])
          {
            Arc a = { g->arc_to[j], g->arc_weight[j] };
            if (goal[a.target])
              {
                Arc heavy = { a.target, GOAL_WEIGHT + a.weight };
                g_array_append_val (arcs, heavy);
              }
            g_array_append_val (arcs, a);
          }
    }
  arc_start[n] = arcs->len;
  for (guint32 i = 0; i < arcs->len; i++)
    {
      Arc *a = &g_array_index (arcs, Arc, i);
      *(guint64 *) g_hash_table_lookup (incoming, GUINT_TO_POINTER (a->target)) += a->weight;
    }
  for (guint32 i = 0; i < n; i++)
    {
      guint64 w = *(guint64 *) g_hash_table_lookup (incoming, GUINT_TO_POINTER (scc[i]));
      g_queue_push_tail (queue_of (by_weight, w, NULL), GUINT_TO_POINTER (scc[i]));
    }
  {
    GHashTableIter it;
    gpointer key;
    g_hash_table_iter_init (&it, by_weight);
    while (g_hash_table_iter_next (&it, &key, NULL))
      heap_push (heap, *(guint64 *) key);
  }
  while (heap->len > 0)
    {
      guint64 min_key = g_array_index (heap, guint64, 0);
      GQueue *entries = g_hash_table_lookup (by_weight, &min_key);
      gint64 elem = -1;

      while (!g_queue_is_empty (entries)
             && (elem < 0 || g_hash_table_contains (done, GUINT_TO_POINTER ((guint32) elem))
                 || min_key > *(guint64 *) g_hash_table_lookup (incoming, GUINT_TO_POINTER ((guint32) elem))))
        elem = GPOINTER_TO_UINT (g_queue_pop_head (entries));
      if (g_queue_is_empty (entries))
        {
          g_hash_table_remove (by_weight, &min_key);
          heap_pop (heap);
        }
      if (elem < 0 || g_hash_table_contains (done, GUINT_TO_POINTER ((guint32) elem)))
        continue;
      g_hash_table_add (done, GUINT_TO_POINTER ((guint32) elem));
      out[k++] = (guint32) elem;
      guint32 i = GPOINTER_TO_UINT (g_hash_table_lookup (place, GUINT_TO_POINTER ((guint32) elem)));
      for (guint32 j = arc_start[i]; j < arc_start[i + 1]; j++)
        {
          Arc *a = &g_array_index (arcs, Arc, j);
          guint64 w = a->weight % GOAL_WEIGHT, *in;

          if (g_hash_table_contains (done, GUINT_TO_POINTER (a->target)) || w == 0)
            continue;
          in = g_hash_table_lookup (incoming, GUINT_TO_POINTER (a->target));
          *in -= w;
          g_queue_push_tail (queue_of (by_weight, *in, heap), GUINT_TO_POINTER (a->target));
        }
    }
  g_assert (k == n);
  g_array_unref (arcs);
  g_array_unref (heap);
  g_free (arc_start);
  g_hash_table_unref (incoming);
  g_hash_table_unref (by_weight);
  g_hash_table_unref (place);
  g_hash_table_unref (done);
}

guint32 *
qd_strips_mutex_var_order (const QdStrips *s, const QdStripsMutex *m)
{
  guint n = m->n_vars;
  guint32 *sorted = g_new (guint32, MAX (n, 1)), *num = g_new (guint32, MAX (n, 1));
  guint32 *rank = g_new (guint32, MAX (n, 1));
  NameOrder no = { s, m };
  Graph g = { .n = n, .weight = g_hash_table_new (arc_hash, g_direct_equal) };
  Builder b = { .s = s, .m = m, .num = num, .g = &g };
  guint32 most = 1;

  for (guint v = 0; v < n; v++)
    sorted[v] = v;
  g_qsort_with_data (sorted, (gint) n, sizeof (guint32), compare_vars, &no);
  for (guint i = 0; i < n; i++)
    num[sorted[i]] = i;
  for (guint32 op = 0; op < s->n_ops; op++)
    most = MAX (most, count_effects (s, op));
  b.a.cond = g_new (gint32, MAX (n, 1));
  for (guint v = 0; v < n; v++)
    b.a.cond[v] = NO_VALUE;
  b.a.cond_vars = g_new (guint32, MAX (n, 1));
  b.a.targets = g_new (guint32, most);
  b.a.econd = g_new (guint32, most + 1);
  b.a.econd_vars = g_new (guint32, most);
  b.a.touched = g_new0 (guint32, MAX (n, 1));
  for (guint32 op = 0; op < s->n_ops; op++)
    operator_arcs (&b, op);
  graph_lists (&g);

  /* The goal's variables, and those the goal depends on. */
  guint8 *goal = g_new0 (guint8, MAX (n, 1)), *needed = g_new0 (guint8, MAX (n, 1));
  GArray *todo = g_array_new (FALSE, FALSE, sizeof (guint32));
  const guint32 *gl = qd_strips_list (s, s->goal), *gn = qd_strips_list (s, s->goal_neg);
  for (guint i = 0; i < s->goal.n + s->goal_neg.n; i++)
    {
      guint32 v = num[m->var_of_fact[i < s->goal.n ? gl[i] : gn[i - s->goal.n]]];
      goal[v] = 1;
      if (!needed[v])
        {
          needed[v] = 1;
          g_array_append_val (todo, v);
        }
    }
  for (guint i = 0; i < todo->len; i++)
    {
      guint32 v = g_array_index (todo, guint32, i);
      for (guint32 j = g.pred_start[v]; j < g.pred_start[v + 1]; j++)
        if (!needed[g.pred[j]])
          {
            needed[g.pred[j]] = 1;
            g_array_append_val (todo, g.pred[j]);
          }
    }

  /* The components in order, each ordered. */
  guint32 *comp = g_new (guint32, MAX (n, 1)), *comp_start = g_new (guint32, n + 1);
  guint32 *order = g_new (guint32, MAX (n, 1));
  guint8 *in_scc = g_new0 (guint8, MAX (n, 1));
  guint n_comps = graph_sccs (&g, comp, comp_start), k = 0, next = 0;
  for (guint c = 0; c < n_comps; c++)
    {
      guint32 size = comp_start[c + 1] - comp_start[c];
      const guint32 *scc = comp + comp_start[c];

      if (size == 1)
        {
          order[k++] = scc[0];
          continue;
        }
      for (guint32 i = 0; i < size; i++)
        in_scc[scc[i]] = 1;
      order_component (&g, scc, size, in_scc, goal, order + k);
      for (guint32 i = 0; i < size; i++)
        in_scc[scc[i]] = 0;
      k += size;
    }
  for (guint v = 0; v < n; v++)
    rank[v] = G_MAXUINT32;
  for (guint i = 0; i < n; i++)
    if (needed[order[i]])
      rank[sorted[order[i]]] = next++;

  g_array_unref (todo);
  g_free (goal);
  g_free (needed);
  g_free (comp);
  g_free (comp_start);
  g_free (order);
  g_free (in_scc);
  g_free (b.a.cond);
  g_free (b.a.cond_vars);
  g_free (b.a.targets);
  g_free (b.a.econd);
  g_free (b.a.econd_vars);
  g_free (b.a.touched);
  g_hash_table_unref (g.weight);
  g_free (g.arc_start);
  g_free (g.arc_to);
  g_free (g.arc_weight);
  g_free (g.pred_start);
  g_free (g.pred);
  g_free (sorted);
  g_free (num);
  return rank;
}

guint64 *
qd_strips_mutex_fact_keys (const QdStrips *s, const QdStripsMutex *m)
{
  g_autofree guint32 *rank = qd_strips_mutex_var_order (s, m);
  guint64 *key = g_new (guint64, MAX (s->n_facts, 1));

  for (guint f = 0; f < s->n_facts; f++)
    {
      guint32 v = m->var_of_fact[f];
      key[f] = rank[v] == G_MAXUINT32 ? G_MAXUINT64 : ((guint64) rank[v] << 32) | m->value_of_fact[f];
    }
  return key;
}
