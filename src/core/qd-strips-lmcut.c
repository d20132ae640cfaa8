/* qd-strips-lmcut.c — the landmark-cut heuristic (Helmert & Domshlak 2009)
 * over the relaxed units (qd-strips-relax.h).
 *
 * hmax from the state gives each unit a supporter, a dearest precondition
 * (the precondition choice function).  Among equally dear preconditions
 * it is the one of highest rank (qd-strips-relax.h): the most units adding
 * it for each unit needing it; on a tie of rank too, the last one the
 * exploration settles; when a supporter gets cheaper, the dearest then by
 * the same rank, the old one kept on a full tie.  The choice among equally
 * dear preconditions changes LM-cut's values a lot: with the last one
 * settled alone (Fast Downward's rule, over its facts' numbering), the
 * values follow the order the task's file declares its predicates and
 * objects in, and A* on woodworking-opt08 p05 expanded 29,967 states, from
 * 445 to 31,839 with the predicates or objects declared in another order
 * (Fast Downward, whose translator numbers facts along the causal graph,
 * 789; 31,840 when told to keep the file's order).  The rank depends on
 * the task's structure alone: 140 expansions whatever the order, and on
 * the IPC tasks the tests hold at most 1.42 times Fast Downward's
 * expansions (docs/planning-peers.md).  The relaxation has negated facts
 * here (qd-strips-relax.h): a negative precondition is a fact LM-cut must
 * pay for, as in Fast Downward's translation (schedule's tasks expanded
 * 3.4 to 7.8 times its states without them).  Then, while GOAL's hmax is
 * not 0:
 * the goal zone is GOAL and, back from it, the supporters of the units of
 * cost 0 that add a fact of the zone; the facts before it are those reached
 * from the state through units from their supporters without entering the
 * zone; the cut is the units whose supporter is before the zone and that
 * add a fact of it.  The cut is a landmark: its cost is the least of its
 * units' costs (> 0: a unit of cost 0 adding a fact of the zone has its
 * supporter in the zone), which is added to the value and taken from each
 * of its units.  hmax is then brought up to date incrementally, only the
 * facts that get cheaper revisited (as Fast Downward does), rather than
 * computed again. */
#include "qd-strips-relax.h"

#include <string.h>

/* The goal zone: GOAL, and back through the units of cost 0 their supporters. */
static void
mark_goal_zone (QdRelax *r)
{
  guint n = 0;
  r->mark[r->f_goal] = r->epoch + 1;
  r->stack[n++] = r->f_goal;
  while (n > 0)
    {
      guint32 f = r->stack[--n];
      for (guint32 i = r->add_of_start[f]; i < r->add_of_start[f + 1]; i++)
        {
          guint32 u = r->add_of[i], p = r->supporter[u];
          if (r->cost[u] == 0 && p != QD_RELAX_NONE && r->mark[p] != r->epoch + 1)
            {
              r->mark[p] = r->epoch + 1;
              r->stack[n++] = p;
            }
        }
    }
}

static inline void
reach (QdRelax *r, guint *n, guint32 f)
{
  if (r->mark[f] != r->epoch)
    {
      r->mark[f] = r->epoch;
      r->stack[(*n)++] = f;
    }
}

static gboolean
adds_to_zone (const QdRelax *r, guint32 u)
{
  for (guint32 i = r->add_start[u]; i < r->add_start[u + 1]; i++)
    if (r->mark[r->add[i]] == r->epoch + 1)
      return TRUE;
  return FALSE;
}

/* Unit u (its add `add0` when it has one alone), whose supporter is
 * before the goal zone: in the cut when it adds a fact of the zone, else
 * its adds are before the zone too. */
static inline void
cut_visit (QdRelax *r, guint32 u, guint32 add0, guint *n, guint *n_cut)
{
  if (add0 != QD_RELAX_NONE)
    {
      /* One add (the common case): one look at its mark. */
      guint32 m = r->mark[add0];
      if (m == r->epoch + 1)
        r->cut[(*n_cut)++] = u;
      else if (m != r->epoch)
        {
          r->mark[add0] = r->epoch;
          r->stack[(*n)++] = add0;
        }
    }
  else if (adds_to_zone (r, u))
    r->cut[(*n_cut)++] = u;
  else
    for (guint32 j = r->add_start[u]; j < r->add_start[u + 1]; j++)
      reach (r, n, r->add[j]);
}

/* The cut: forward from the state through the units from their supporters;
 * returns its size (the units in r->cut). */
static guint
find_cut (QdRelax *r, const guint64 *state)
{
  guint n = 0, n_cut = 0;
  reach (r, &n, r->f_init);
  for (guint w = 0; w < r->strips->n_words; w++)
    for (guint64 bits = state[w]; bits != 0; bits &= bits - 1)
      reach (r, &n, w * 64 + (guint32) __builtin_ctzll (bits));
  for (guint k = 0; k < r->n_neg; k++)
    if (!qd_strips_holds (state, r->neg_of[k]))
      reach (r, &n, r->f_goal + 1 + k);
  while (n > 0)
    {
      guint32 f = r->stack[--n];
      for (const QdRelaxKid *k = r->kid + r->kid_start[f], *end = r->kid + r->kid_start[f + 1]; k < end; k++)
        if (!r->moved[k->unit])
          cut_visit (r, k->unit, k->add0, &n, &n_cut);
      for (guint32 u = r->child_head[f]; u != QD_RELAX_NONE; u = r->link[u].next)
        cut_visit (r, u, r->link[u].n_add == 1 ? r->link[u].add0 : QD_RELAX_NONE, &n, &n_cut);
    }
  return n_cut;
}

/* Unit u's supporter again: its dearest precondition now of highest rank,
 * the old one kept on a tie of both, else the first such (u moved out of
 * its run, or its list, to the new supporter's list). */
static void
update_supporter (QdRelax *r, guint32 u)
{
  guint32 best = r->supporter[u];
  for (guint32 i = r->pre_start[u]; i < r->pre_start[u + 1]; i++)
    {
      guint32 p = r->pre[i];
      if (r->fact_cost[p] > r->fact_cost[best]
          || (r->fact_cost[p] == r->fact_cost[best] && r->rank[p] > r->rank[best]))
        best = p;
    }
  if (best != r->supporter[u])
    {
      if (!r->moved[u])
        r->moved[u] = 1;
      else
        qd_relax_unlink (r, u, r->supporter[u]);
      qd_relax_link (r, u, best);
      r->supporter[u] = best;
    }
  r->unit_value[u] = r->fact_cost[best];
}

/* Unit u, supported by a fact whose cost went down to c: its supporter
 * again, and its adds cheaper when it got cheaper. */
static inline void
update_unit (QdRelax *r, QdRelaxQueue *q, guint32 u, guint64 c)
{
  if (r->unit_value[u] <= c)
    return;
  guint64 old = r->unit_value[u];
  update_supporter (r, u);
  if (r->unit_value[u] == old)
    return;
  guint64 key = qd_relax_add_cost (r->unit_value[u], r->cost[u]);
  for (guint32 j = r->add_start[u]; j < r->add_start[u + 1]; j++)
    qd_relax_improve (q, r->fact_cost, r->add[j], key);
}

/* hmax again after the cut's units got cheaper: only costs going down. */
static void
hmax_again (QdRelax *r, guint n_cut)
{
  QdRelaxQueue *q = qd_relax_hmax_queue (r);
  guint32 f;
  for (guint k = 0; k < n_cut; k++)
    {
      guint32 u = r->cut[k];
      guint64 key = qd_relax_add_cost (r->unit_value[u], r->cost[u]);
      for (guint32 i = r->add_start[u]; i < r->add_start[u + 1]; i++)
        qd_relax_improve (q, r->fact_cost, r->add[i], key);
    }
  while (qd_relax_pop (q, r->fact_cost, &f))
    {
      guint64 c = r->fact_cost[f];
      for (const QdRelaxKid *k = r->kid + r->kid_start[f], *end = r->kid + r->kid_start[f + 1]; k < end; k++)
        if (!r->moved[k->unit])
          update_unit (r, q, k->unit, c);
      for (guint32 u = r->child_head[f], next; u != QD_RELAX_NONE; u = next)
        {
          next = r->link[u].next;   /* update_unit may move u to another list */
          update_unit (r, q, u, c);
        }
    }
}

/* The landmark of the cut, its units' operators each once. */
static void
record (QdRelax *r, guint n_cut, guint64 cost, GArray *landmarks)
{
  QdStripsLandmark lm = { .cost = cost, .ops = g_array_new (FALSE, FALSE, sizeof (guint)) };
  qd_relax_next_op_epoch (r);
  for (guint k = 0; k < n_cut; k++)
    {
      guint op = r->unit_op[r->cut[k]];
      if (r->op_mark[op] != r->op_epoch)
        {
          r->op_mark[op] = r->op_epoch;
          g_array_append_val (lm.ops, op);
        }
    }
  g_array_append_val (landmarks, lm);
}

guint64
qd_relax_lmcut (QdRelax *r, const guint64 *state, GArray *landmarks)
{
  guint64 total = 0;
  memcpy (r->cost, r->base_cost, r->n_units * sizeof (guint64));
  if (qd_relax_hmax (r, state, r->cost, TRUE, TRUE) == QD_RELAX_INF)
    return QD_STRIPS_DEAD_END;
  while (r->fact_cost[r->f_goal] != 0)
    {
      qd_relax_next_epoch (r);
      mark_goal_zone (r);
      guint n_cut = find_cut (r, state);
      g_assert (n_cut > 0);
      guint64 least = G_MAXUINT64;
      for (guint k = 0; k < n_cut; k++)
        least = MIN (least, r->cost[r->cut[k]]);
      for (guint k = 0; k < n_cut; k++)
        r->cost[r->cut[k]] -= least;
      total = qd_relax_add_cost (total, least);
      if (landmarks != NULL)
        record (r, n_cut, least, landmarks);
      hmax_again (r, n_cut);
    }
  return total;
}
