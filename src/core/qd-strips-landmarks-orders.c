/* qd-strips-landmarks-orders.c — the landmark graph's reasonable orderings
 * and the breaking of its cycles (qd-strips-landmarks.h).
 *
 * Reasonable orderings, approximated as Hoffmann, Porteous & Sebastia
 * (2004) and LAMA do: A -> B (reasonable) when A interferes with B (every
 * way to achieve A deletes B, so B achieved first would be lost) and
 * - B is a goal and A any other landmark, or
 * - B is not a goal and A is ordered (natural or greedy-necessary) before a
 *   landmark C that B is greedy-necessarily before, or is an ancestor of
 *   such an A: A and B are both needed around the time C is achieved.
 * A landmark true initially is before nothing reasonably (it is reached
 * from the start: such an ordering would say nothing).
 * A interferes with B when
 * - A and B are mutually exclusive,
 * - every achiever of A deletes B (and does not add it), or
 * - a landmark X greedy-necessarily before A is mutually exclusive with B.
 * Mutual exclusion is found as an invariant among the landmarks and the
 * preconditions of their achievers (a greatest fixpoint, sound): p and q
 * are exclusive when not both true initially and every operator that adds
 * one deletes the other, requires it false, or requires a fact exclusive
 * with it.  Past MUTEX_MAX_FACTS such facts, or MUTEX_BUDGET checks a
 * round, the candidates are the landmarks alone, or none (fewer pairs
 * found, never a wrong one).
 *
 * Cycles (a reasonable ordering can close one) are broken by dropping, in
 * each cycle found, its weakest ordering (reasonable before natural before
 * greedy-necessary), until none is left.  Then a natural ordering A -> C
 * that a chain of natural and greedy-necessary orderings A -> B -> … -> C
 * implies is dropped: the status reaches C after B, B after A, so it says
 * nothing more, and the drawing is the clearer (up to REDUCE_MAX landmarks).
 */
#include "config.h"
#include "qd-strips-landmarks-private.h"

#include <string.h>

#define MUTEX_MAX_FACTS 800
#define REDUCE_MAX 4000
/* The fixpoint's work at most in a round: a pair's check reads its facts'
 * adders (scanalyzer's facts have thousands). */
#define MUTEX_BUDGET 20000000.0

/* The candidate facts of the mutex fixpoint and their pairs. */
typedef struct {
  const QdRelax *r;
  const QdStrips *s;
  guint n;                     /* candidate facts */
  gint32 *index;               /* task fact -> candidate number, -1 */
  guint32 *facts;              /* candidate -> task fact */
  guint8 *mutex;               /* n × n */
} Mutex;

static gboolean
is_mutex (const Mutex *m, guint32 p, guint32 q)
{
  if (p >= m->s->n_facts || q >= m->s->n_facts || m->index[p] < 0 || m->index[q] < 0)
    return FALSE;
  return m->mutex[(gsize) m->index[p] * m->n + (guint) m->index[q]];
}

/* Whether unit u (which adds p) keeps q false after it, the candidates'
 * pairs as they are: u deletes q, or requires q false, or requires a fact
 * exclusive with q; and does not add q. */
static gboolean
unit_keeps_false (const Mutex *m, guint32 u, guint32 q)
{
  const QdRelax *r = m->r;
  const QdStrips *s = m->s;
  const QdStripsOp *op = &s->ops[r->unit_op[u]];
  for (guint32 i = r->add_start[u]; i < r->add_start[u + 1]; i++)
    if (r->add[i] == q)
      return FALSE;
  if (qd_lm_list_has (s, op->add, q))
    return FALSE;
  if (qd_lm_list_has (s, op->del, q) || qd_lm_list_has (s, op->neg, q))
    return TRUE;
  /* A conditional unit: its effect's deletes and condition too. */
  const QdStripsEffect *e = qd_strips_op_effects (s, op);
  for (guint k = 0; k < op->n_effects; k++)
    if (e[k].add.n > 0 && qd_strips_list (s, e[k].add)[0] == r->add[r->add_start[u]]
        && (qd_lm_list_has (s, e[k].del, q) || qd_lm_list_has (s, e[k].neg, q)))
      return TRUE;
  for (guint32 i = r->pre_start[u]; i < r->pre_start[u + 1]; i++)
    if (r->pre[i] != q && is_mutex (m, r->pre[i], q))
      return TRUE;
  return FALSE;
}

static gboolean
adders_keep_false (const Mutex *m, guint32 p, guint32 q)
{
  const QdRelax *r = m->r;
  for (guint32 i = r->add_of_start[p]; i < r->add_of_start[p + 1]; i++)
    {
      guint32 u = r->add_of[i];
      if (r->unit_op[u] != QD_RELAX_NONE && !unit_keeps_false (m, u, q))
        return FALSE;
    }
  return TRUE;
}

static void
mutex_candidate (Mutex *m, guint32 fact)
{
  if (m->index[fact] < 0)
    {
      m->index[fact] = (gint32) m->n;
      m->facts[m->n++] = fact;
    }
}

/* A round's work with the first n candidates: each one's adders, once for
 * each other candidate. */
static double
mutex_work (const Mutex *m, guint n)
{
  double adders = 0;
  for (guint i = 0; i < n; i++)
    adders += m->r->add_of_start[m->facts[i] + 1] - m->r->add_of_start[m->facts[i]];
  return adders * n;
}

static void
mutex_init (Mutex *m, QdLmBuild *b)
{
  const QdRelax *r = b->relax;
  const QdStrips *s = b->lm->strips;
  guint n_lm = b->lm->lms->len;
  m->r = r;
  m->s = s;
  m->n = 0;
  m->index = g_new (gint32, MAX (s->n_facts, 1));
  m->facts = g_new (guint32, MAX (s->n_facts, 1));
  for (guint f = 0; f < s->n_facts; f++)
    m->index[f] = -1;
  for (guint l = 0; l < n_lm; l++)
    if (!g_array_index (b->lm->lms, QdStripsFactLandmark, l).negated && !qd_lm_is_disjunctive (b->lm, l))
      mutex_candidate (m, g_array_index (b->lm->lms, QdStripsFactLandmark, l).fact);
  guint n_first = m->n;
  for (guint l = 0; l < n_lm && m->n <= MUTEX_MAX_FACTS; l++)
    {
      guint32 fact = g_array_index (b->lm->lms, QdStripsFactLandmark, l).fact;
      if (g_array_index (b->lm->lms, QdStripsFactLandmark, l).negated || qd_lm_is_disjunctive (b->lm, l))
        continue;
      for (guint32 i = r->add_of_start[fact]; i < r->add_of_start[fact + 1]; i++)
        for (guint32 j = r->pre_start[r->add_of[i]]; j < r->pre_start[r->add_of[i] + 1]; j++)
          if (r->pre[j] < s->n_facts)
            mutex_candidate (m, r->pre[j]);
    }
  if (m->n > MUTEX_MAX_FACTS || mutex_work (m, m->n) > MUTEX_BUDGET)
    {
      guint keep = MIN (n_first, MUTEX_MAX_FACTS);
      /* Too much work with the landmarks alone too (facts added by
       * thousands of operators): no mutual exclusion found at all. */
      if (mutex_work (m, keep) > MUTEX_BUDGET)
        keep = 0;
      for (guint i = keep; i < m->n; i++)
        m->index[m->facts[i]] = -1;
      m->n = keep;
    }
  m->mutex = g_new0 (guint8, (gsize) m->n * m->n + 1);
  for (guint i = 0; i < m->n; i++)
    for (guint j = 0; j < m->n; j++)
      m->mutex[(gsize) i * m->n + j] = i != j && !(qd_strips_holds (s->init, m->facts[i])
                                                  && qd_strips_holds (s->init, m->facts[j]));
  /* The greatest fixpoint: drop a pair some adder of either fact breaks. */
  gboolean changed = TRUE;
  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i < m->n; i++)
        for (guint j = i + 1; j < m->n; j++)
          {
            guint8 *ij = &m->mutex[(gsize) i * m->n + j];
            if (*ij && (!adders_keep_false (m, m->facts[i], m->facts[j])
                        || !adders_keep_false (m, m->facts[j], m->facts[i])))
              {
                *ij = 0;
                m->mutex[(gsize) j * m->n + i] = 0;
                changed = TRUE;
              }
          }
    }
}

static void
mutex_clear (Mutex *m)
{
  g_free (m->index);
  g_free (m->facts);
  g_free (m->mutex);
}

/* Whether every achiever of fact a deletes fact b and none adds it. */
static gboolean
achievers_delete (const Mutex *m, guint32 a, guint32 b)
{
  const QdRelax *r = m->r;
  const QdStrips *s = m->s;
  gboolean any = FALSE;
  for (guint32 i = r->add_of_start[a]; i < r->add_of_start[a + 1]; i++)
    {
      guint32 u = r->add_of[i];
      if (r->unit_op[u] == QD_RELAX_NONE)
        continue;
      const QdStripsOp *op = &s->ops[r->unit_op[u]];
      if (!qd_lm_list_has (s, op->del, b) || qd_lm_list_has (s, op->add, b))
        return FALSE;
      any = TRUE;
    }
  return any;
}

/* Whether landmark a interferes with landmark bl; gn_start/gn: the
 * landmarks greedy-necessarily before each. */
static gboolean
interferes (QdLmBuild *b, const Mutex *m, const guint32 *gn_start, const guint32 *gn, guint a, guint bl)
{
  QdStripsLandmarks *lm = b->lm;
  guint32 fa = g_array_index (lm->lms, QdStripsFactLandmark, a).fact;
  guint32 fb = g_array_index (lm->lms, QdStripsFactLandmark, bl).fact;
  if (g_array_index (lm->lms, QdStripsFactLandmark, a).negated
      || g_array_index (lm->lms, QdStripsFactLandmark, bl).negated || qd_lm_is_disjunctive (lm, a)
      || qd_lm_is_disjunctive (lm, bl))
    return FALSE;
  if (is_mutex (m, fa, fb) || achievers_delete (m, fa, fb))
    return TRUE;
  for (guint32 i = gn_start[a]; i < gn_start[a + 1]; i++)
    if (gn[i] != bl && !qd_lm_is_disjunctive (lm, gn[i]) && is_mutex (m, g_array_index (lm->lms, QdStripsFactLandmark, gn[i]).fact, fb))
      return TRUE;
  return FALSE;
}

/* Marks `l` and its ancestors (natural and greedy-necessary orderings) in `set`. */
static void
mark_ancestors (QdStripsLandmarks *lm, const guint32 *parent_start, const guint32 *parent, guint l,
                guint8 *set, guint32 *stack)
{
  guint n = 0;
  if (set[l])
    return;
  set[l] = 1;
  stack[n++] = l;
  while (n > 0)
    {
      guint32 x = stack[--n];
      for (guint32 i = parent_start[x]; i < parent_start[x + 1]; i++)
        if (!set[parent[i]])
          {
            set[parent[i]] = 1;
            stack[n++] = parent[i];
          }
    }
  (void) lm;
}

void
qd_lm_add_reasonable (QdLmBuild *b)
{
  QdStripsLandmarks *lm = b->lm;
  guint n = lm->lms->len, n_orders = lm->orders->len;
  Mutex m;
  mutex_init (&m, b);
  /* The strong orderings (all there are so far) by target and by source. */
  guint32 *pstart = g_new0 (guint32, n + 1), *parent = g_new (guint32, MAX (n_orders, 1));
  guint32 *gstart = g_new0 (guint32, n + 1), *gn = g_new (guint32, MAX (n_orders, 1));
  guint32 *fill = g_new0 (guint32, MAX (n, 1)), *gfill = g_new0 (guint32, MAX (n, 1));
  for (guint i = 0; i < n_orders; i++)
    {
      const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      pstart[o->to + 1]++;
      gstart[o->to + 1] += o->kind == QD_STRIPS_LM_GREEDY_NECESSARY;
    }
  for (guint i = 0; i < n; i++)
    {
      pstart[i + 1] += pstart[i];
      gstart[i + 1] += gstart[i];
    }
  for (guint i = 0; i < n_orders; i++)
    {
      const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      parent[pstart[o->to] + fill[o->to]++] = o->from;
      if (o->kind == QD_STRIPS_LM_GREEDY_NECESSARY)
        gn[gstart[o->to] + gfill[o->to]++] = o->from;
    }
  guint8 *set = g_new (guint8, MAX (n, 1));
  guint32 *stack = g_new (guint32, MAX (n, 1));
  for (guint bl = 0; bl < n; bl++)
    {
      const QdStripsFactLandmark *lb = &g_array_index (lm->lms, QdStripsFactLandmark, bl);
      if (lb->is_goal)
        {
          for (guint a = 0; a < n; a++)
            if (a != bl && !g_array_index (lm->lms, QdStripsFactLandmark, a).in_init
                && interferes (b, &m, gstart, gn, a, bl))
              qd_lm_order (b, a, bl, QD_STRIPS_LM_REASONABLE);
          continue;
        }
      if (lb->in_init)
        continue;
      memset (set, 0, n);
      for (guint i = 0; i < n_orders; i++)
        {
          const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
          if (o->from != bl || o->kind != QD_STRIPS_LM_GREEDY_NECESSARY)
            continue;
          for (guint32 j = pstart[o->to]; j < pstart[o->to + 1]; j++)
            if (parent[j] != bl)
              mark_ancestors (lm, pstart, parent, parent[j], set, stack);
        }
      for (guint a = 0; a < n; a++)
        if (set[a] && a != bl && !g_array_index (lm->lms, QdStripsFactLandmark, a).in_init
            && !qd_lm_ordered (b, bl, a) && interferes (b, &m, gstart, gn, a, bl))
          qd_lm_order (b, a, bl, QD_STRIPS_LM_REASONABLE);
    }
  g_free (set);
  g_free (stack);
  g_free (pstart);
  g_free (parent);
  g_free (fill);
  g_free (gstart);
  g_free (gn);
  g_free (gfill);
  mutex_clear (&m);
}

/* ---- cycles */

static guint
strength (QdStripsLandmarkOrdering kind)
{
  return kind == QD_STRIPS_LM_GREEDY_NECESSARY ? 3 : kind == QD_STRIPS_LM_NATURAL ? 2 : 1;
}

/* Finds a cycle by depth-first search over the orderings not dropped
 * (child lists by source) and drops its weakest ordering; FALSE when there
 * is none. */
static gboolean
drop_one_cycle (QdStripsLandmarks *lm, const guint32 *cstart, const guint32 *corder, guint8 *dropped)
{
  guint n = lm->lms->len;
  guint8 *state = g_new0 (guint8, MAX (n, 1));        /* 0 new, 1 on the path, 2 done */
  guint32 *path_order = g_new (guint32, MAX (n, 1)); /* the ordering that led to each depth */
  guint32 *path_node = g_new (guint32, MAX (n, 1)), *next = g_new (guint32, MAX (n, 1));
  gboolean found = FALSE;
  for (guint root = 0; root < n && !found; root++)
    {
      if (state[root] != 0)
        continue;
      guint depth = 0;
      path_node[0] = root;
      next[0] = cstart[root];
      state[root] = 1;
      while (!found)
        {
          guint32 x = path_node[depth];
          if (next[depth] == cstart[x + 1])
            {
              state[x] = 2;
              if (depth == 0)
                break;
              depth--;
              continue;
            }
          guint32 oi = corder[next[depth]++];
          if (dropped[oi])
            continue;
          guint32 y = g_array_index (lm->orders, QdStripsLandmarkOrder, oi).to;
          if (state[y] == 1)
            {
              /* The cycle: the orderings from y's depth to here, and oi. */
              guint start = 0;
              while (path_node[start] != y)
                start++;
              guint32 weakest = oi;
              for (guint d = start + 1; d <= depth; d++)
                if (strength (g_array_index (lm->orders, QdStripsLandmarkOrder, path_order[d]).kind)
                    < strength (g_array_index (lm->orders, QdStripsLandmarkOrder, weakest).kind))
                  weakest = path_order[d];
              dropped[weakest] = 1;
              found = TRUE;
            }
          else if (state[y] == 0)
            {
              state[y] = 1;
              depth++;
              path_node[depth] = y;
              path_order[depth] = oi;
              next[depth] = cstart[y];
            }
        }
    }
  g_free (state);
  g_free (path_order);
  g_free (path_node);
  g_free (next);
  return found;
}

void
qd_lm_break_cycles (QdLmBuild *b)
{
  QdStripsLandmarks *lm = b->lm;
  guint n = lm->lms->len, n_orders = lm->orders->len;
  guint32 *cstart = g_new0 (guint32, n + 1), *corder = g_new (guint32, MAX (n_orders, 1));
  guint32 *fill = g_new0 (guint32, MAX (n, 1));
  guint8 *dropped = g_new0 (guint8, MAX (n_orders, 1));
  for (guint i = 0; i < n_orders; i++)
    cstart[g_array_index (lm->orders, QdStripsLandmarkOrder, i).from + 1]++;
  for (guint i = 0; i < n; i++)
    cstart[i + 1] += cstart[i];
  for (guint i = 0; i < n_orders; i++)
    {
      guint32 from = g_array_index (lm->orders, QdStripsLandmarkOrder, i).from;
      corder[cstart[from] + fill[from]++] = i;
    }
  while (drop_one_cycle (lm, cstart, corder, dropped))
    ;
  /* Keep the orderings not dropped, in their order. */
  guint kept = 0;
  for (guint i = 0; i < n_orders; i++)
    if (!dropped[i])
      g_array_index (lm->orders, QdStripsLandmarkOrder, kept++) = g_array_index (lm->orders, QdStripsLandmarkOrder, i);
  g_array_set_size (lm->orders, kept);
  g_hash_table_remove_all (b->order_of_pair);
  g_free (cstart);
  g_free (corder);
  g_free (fill);
  g_free (dropped);
}

/* ---- natural orderings implied by others */

void
qd_lm_drop_implied (QdLmBuild *b)
{
  QdStripsLandmarks *lm = b->lm;
  guint n = lm->lms->len, n_orders = lm->orders->len, words = (n + 63) / 64;
  if (n == 0 || n > REDUCE_MAX)
    return;
  /* The strong orderings by source, and a topological order (Kahn's). */
  guint32 *cstart = g_new0 (guint32, n + 1), *child = g_new (guint32, MAX (n_orders, 1));
  guint32 *fill = g_new0 (guint32, n), *indegree = g_new0 (guint32, n), *topo = g_new (guint32, n);
  for (guint i = 0; i < n_orders; i++)
    {
      const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      if (o->kind != QD_STRIPS_LM_REASONABLE)
        {
          cstart[o->from + 1]++;
          indegree[o->to]++;
        }
    }
  for (guint i = 0; i < n; i++)
    cstart[i + 1] += cstart[i];
  for (guint i = 0; i < n_orders; i++)
    {
      const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      if (o->kind != QD_STRIPS_LM_REASONABLE)
        child[cstart[o->from] + fill[o->from]++] = o->to;
    }
  guint head = 0, tail = 0;
  for (guint i = 0; i < n; i++)
    if (indegree[i] == 0)
      topo[tail++] = i;
  while (head < tail)
    {
      guint32 x = topo[head++];
      for (guint32 j = cstart[x]; j < cstart[x + 1]; j++)
        if (--indegree[child[j]] == 0)
          topo[tail++] = child[j];
    }
  /* Each landmark's descendants, the last in the order first. */
  guint64 *desc = g_new0 (guint64, (gsize) n * words);
  for (guint k = tail; k-- > 0;)
    {
      guint32 x = topo[k];
      guint64 *dx = desc + (gsize) x * words;
      for (guint32 j = cstart[x]; j < cstart[x + 1]; j++)
        {
          const guint64 *dc = desc + (gsize) child[j] * words;
          for (guint w = 0; w < words; w++)
            dx[w] |= dc[w];
          dx[child[j] >> 6] |= G_GUINT64_CONSTANT (1) << (child[j] & 63);
        }
    }
  /* A -> C natural is implied when another child X of A has C below it. */
  guint kept = 0;
  for (guint i = 0; i < n_orders; i++)
    {
      QdStripsLandmarkOrder o = g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      gboolean implied = FALSE;
      if (o.kind == QD_STRIPS_LM_NATURAL)
        for (guint32 j = cstart[o.from]; j < cstart[o.from + 1] && !implied; j++)
          implied = child[j] != o.to && qd_strips_holds (desc + (gsize) child[j] * words, o.to);
      if (!implied)
        g_array_index (lm->orders, QdStripsLandmarkOrder, kept++) = o;
    }
  g_array_set_size (lm->orders, kept);
  g_free (desc);
  g_free (cstart);
  g_free (child);
  g_free (fill);
  g_free (indegree);
  g_free (topo);
}
