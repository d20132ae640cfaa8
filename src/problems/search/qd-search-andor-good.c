/* qd-search-andor-good.c — the actions that can still lead to a goal, for
 * the AND-OR search (qd-search-andor-good-private.h). */
#include "config.h"
#include "qd-search-andor-good-private.h"

#include <string.h>

QdSearchAndorGood *
qd_search_andor_good_new (const QdSearchAndorWorld *w, guint start)
{
  QdSearchAndorGood *g = g_new0 (QdSearchAndorGood, 1);
  guint A = w->n_actions, n_pairs = w->n_states * A, head = 0, top = 0, total = 0;

  g->w = w;
  /* Two blocks: the flags, and the numbers (rev_pairs apart, sized later). */
  g->reach = g_new0 (guint8, 3 * w->n_states + n_pairs);
  g->dead = g->reach + w->n_states;
  g->solved = g->dead + w->n_states;
  g->good = g->solved + w->n_states;
  g->queue = g_new0 (guint, 5 * w->n_states + 1 + n_pairs);
  g->order = g->queue + w->n_states;
  g->left = g->order + w->n_states;
  g->rank = g->left + w->n_states;
  g->rev_first = g->rank + w->n_states;
  g->need = g->rev_first + w->n_states + 1;
  for (guint s = 0; s < w->n_states; s++)
    g->rank[s] = QD_SEARCH_ANDOR_NO_RANK;
  /* The states reachable from the start, in the order met. */
  g->reach[start] = 1;
  g->order[top++] = start;
  while (head < top)
    {
      guint s = g->order[head++];
      for (guint k = w->first[s * A]; k < w->first[(s + 1) * A]; k++)
        if (!g->reach[w->outcomes[k]])
          g->reach[w->outcomes[k]] = 1, g->order[top++] = w->outcomes[k];
    }
  g->n_reach = top;
  /* The pairs each outcome comes from, over the reachable states. */
  for (guint i = 0; i < top; i++)
    for (guint k = w->first[g->order[i] * A]; k < w->first[(g->order[i] + 1) * A]; k++)
      g->rev_first[w->outcomes[k] + 1]++, total++;
  for (guint s = 0; s < w->n_states; s++)
    g->rev_first[s + 1] += g->rev_first[s];
  g->rev_pairs = g_new (guint, MAX (total, 1));
  g->test_cost = (guint64) top * A + total + 1;
  for (guint i = 0; i < top; i++)
    for (guint a = 0, s = g->order[i]; a < A; a++)
      for (guint k = w->first[s * A + a]; k < w->first[s * A + a + 1]; k++)
        g->rev_pairs[g->rev_first[w->outcomes[k]] + g->left[w->outcomes[k]]++] = s * A + a;
  memset (g->left, 0, w->n_states * sizeof (guint));
  return g;
}

void
qd_search_andor_good_free (QdSearchAndorGood *g)
{
  if (g == NULL)
    return;
  g_free (g->reach);
  g_free (g->queue);
  g_free (g->rev_pairs);
  g_free (g);
}

/* ---- The strong-cyclic fixpoint ----------------------------------------- */

/* The dead states queue[0, top) (and those they kill) lose the pairs that
 * may lead to them. */
static void
drop_states (QdSearchAndorGood *g, guint top)
{
  guint A = g->w->n_actions;

  for (guint i = 0; i < top; i++)
    for (guint k = g->rev_first[g->queue[i]]; k < g->rev_first[g->queue[i] + 1]; k++)
      {
        guint p = g->rev_pairs[k], s = p / A;
        if (!g->good[p])
          continue;
        g->good[p] = 0;
        if (--g->left[s] == 0 && !g->dead[s])
          g->dead[s] = 1, g->queue[top++] = s;
      }
}

/* Ranks by a breadth-first search back from the goals through the good
 * pairs; the live states it does not meet die (queued: their number). */
static guint
rank_states (QdSearchAndorGood *g)
{
  const QdSearchAndorWorld *w = g->w;
  guint head = 0, top = 0;

  for (guint i = 0; i < g->n_reach; i++)
    {
      guint s = g->order[i];
      g->rank[s] = w->goal[s] ? 0 : QD_SEARCH_ANDOR_NO_RANK;
      if (w->goal[s])
        g->queue[top++] = s;
    }
  while (head < top)
    {
      guint o = g->queue[head++];
      for (guint k = g->rev_first[o]; k < g->rev_first[o + 1]; k++)
        {
          guint s = g->rev_pairs[k] / w->n_actions;
          if (g->good[g->rev_pairs[k]] && g->rank[s] == QD_SEARCH_ANDOR_NO_RANK)
            g->rank[s] = g->rank[o] + 1, g->queue[top++] = s;
        }
    }
  top = 0;
  for (guint i = 0; i < g->n_reach; i++)
    {
      guint s = g->order[i];
      if (g->rank[s] == QD_SEARCH_ANDOR_NO_RANK && !g->dead[s])
        g->dead[s] = 1, g->queue[top++] = s;
    }
  return top;
}

gboolean
qd_search_andor_good_cyclic (QdSearchAndorGood *g, const gint *stop, gint64 deadline_us)
{
  const QdSearchAndorWorld *w = g->w;
  guint A = w->n_actions, top = 0;

  for (guint i = 0; i < g->n_reach; i++)
    {
      guint s = g->order[i];
      g->left[s] = 0;
      for (guint a = 0; a < A && !w->goal[s]; a++)
        {
          g->good[s * A + a] = w->first[s * A + a + 1] > w->first[s * A + a];
          g->left[s] += g->good[s * A + a];
        }
      g->dead[s] = !w->goal[s] && g->left[s] == 0;
      if (g->dead[s])
        g->queue[top++] = s;
    }
  /* Each round kills at least one state, or ends. */
  do
    {
      if ((stop != NULL && g_atomic_int_get (stop)) || (deadline_us > 0 && g_get_monotonic_time () > deadline_us))
        return FALSE;
      drop_states (g, top);
      top = rank_states (g);
    }
  while (top > 0);
  return TRUE;
}

guint64
qd_search_andor_good_progress (const QdSearchAndorGood *g, guint state)
{
  const QdSearchAndorWorld *w = g->w;
  guint A = w->n_actions;
  guint64 mask = 0;

  if (!g->reach[state] || g->rank[state] == QD_SEARCH_ANDOR_NO_RANK)
    return 0;
  for (guint a = 0; a < A; a++)
    for (guint k = w->first[state * A + a]; g->good[state * A + a] && k < w->first[state * A + a + 1]; k++)
      if (g->rank[w->outcomes[k]] < g->rank[state])
        {
          mask |= G_GUINT64_CONSTANT (1) << a;
          break;
        }
  return mask;
}

/* ---- The acyclic test ----------------------------------------------------- */

guint64
qd_search_andor_good_acyclic (QdSearchAndorGood *g, const gint *on_path, guint state)
{
  const QdSearchAndorWorld *w = g->w;
  guint A = w->n_actions, head = 0, top = 0;
  guint64 mask = 0;

  /* Horn propagation: a pair's count of outcomes without a plan yet; at 0
   * its state has one (unless it is on the path). */
  for (guint i = 0; i < g->n_reach; i++)
    {
      guint s = g->order[i];
      g->solved[s] = w->goal[s];
      if (w->goal[s])
        g->queue[top++] = s;
      for (guint a = 0; a < A; a++)
        g->need[s * A + a] = w->first[s * A + a + 1] - w->first[s * A + a];
    }
  while (head < top)
    {
      guint o = g->queue[head++];
      for (guint k = g->rev_first[o]; k < g->rev_first[o + 1]; k++)
        {
          guint s = g->rev_pairs[k] / A;
          if (--g->need[g->rev_pairs[k]] == 0 && !g->solved[s] && on_path[s] < 0)
            g->solved[s] = 1, g->queue[top++] = s;
        }
    }
  for (guint a = 0; a < A; a++)
    {
      gboolean all = w->first[state * A + a + 1] > w->first[state * A + a];
      for (guint k = w->first[state * A + a]; all && k < w->first[state * A + a + 1]; k++)
        all = g->solved[w->outcomes[k]];
      if (all)
        mask |= G_GUINT64_CONSTANT (1) << a;
    }
  return mask;
}
