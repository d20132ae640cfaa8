/* qd-belief-dsep.c — d-separation by the Bayes ball (Shachter 1998; the
 * "reachable" procedure of Koller & Friedman, algorithm 3.1), qd-belief.h.
 *
 * The ball travels over states (node, direction): UP when it arrived from a
 * child, DOWN when it arrived from a parent.  From UP at an unobserved node
 * it goes on to the parents and the children; from DOWN at an unobserved
 * node to the children; from DOWN at a node that is observed or has an
 * observed descendant, back up to the parents (a v-structure opened).  An
 * observed node passes nothing else.  Breadth first, so the trail found
 * first is a shortest one.
 *
 * Arcs: an arc the ball crosses into an unobserved node lies on an active
 * trail.  One it crosses down into an observed collider lies on one when the
 * collider has another parent, unobserved, to go on to; that parent's arc
 * too (worked out once the ball has stopped, from the arcs it came down). */
#include "config.h"
#include "qd-belief-private.h"

enum { UP, DOWN };

#define UNSEEN (G_MAXUINT - 1)
#define START G_MAXUINT

typedef struct
{
  const QdBeliefNet *net;
  const QdBeliefGraph *graph;
  gboolean probabilistic;
  const gboolean *z;
  gboolean *anc;                 /* in Z, or an ancestor of Z */
  guint *pred;                   /* 2 n: the state the ball came from */
  guint *queue;
  guint tail;
  gboolean *arrived;             /* n_arcs: crossed down into a node of Z */
  QdBeliefSeparation *out;
} Ball;

static gboolean
arc_usable (const Ball *b, guint child)
{
  QdBeliefKind kind = b->net->kind[child];

  return kind == QD_BELIEF_CHANCE || (kind == QD_BELIEF_DECISION && !b->probabilistic);
}

static gboolean
is_z (const Ball *b, guint v)
{
  return b->z != NULL && b->z[v];
}

static void
mark_anc (Ball *b)
{
  guint n = b->net->n_vars, top = 0;
  g_autofree guint *stack = g_new (guint, n + 1);

  for (guint v = 0; v < n; v++)
    if (is_z (b, v) && b->net->kind[v] != QD_BELIEF_UTILITY)
      b->anc[v] = TRUE, stack[top++] = v;
  while (top > 0)
    {
      guint v = stack[--top];
      if (!arc_usable (b, v))
        continue;
      for (guint i = b->net->parent_start[v]; i < b->net->parent_start[v + 1]; i++)
        if (!b->anc[b->net->parents[i]])
          b->anc[b->net->parents[i]] = TRUE, stack[top++] = b->net->parents[i];
    }
}

/* The ball goes from state FROM to node U (direction DIR) over ARC. */
static void
move (Ball *b, guint from, guint u, guint dir, guint arc)
{
  guint s = u * 2 + dir;

  if (b->out != NULL && b->out->arc_active != NULL)
    {
      if (is_z (b, u))
        b->arrived[arc] = b->arrived[arc] || dir == DOWN;
      else if (!is_z (b, from / 2))
        b->out->arc_active[arc] = TRUE;
    }
  if (b->pred[s] != UNSEEN)
    return;
  b->pred[s] = from;
  b->queue[b->tail++] = s;
}

static void
to_parents (Ball *b, guint s)
{
  guint v = s / 2;

  if (!arc_usable (b, v))
    return;
  for (guint i = b->net->parent_start[v]; i < b->net->parent_start[v + 1]; i++)
    move (b, s, b->net->parents[i], UP, i);
}

static void
to_children (Ball *b, guint s)
{
  guint v = s / 2;

  for (guint i = b->graph->child_start[v]; i < b->graph->child_start[v + 1]; i++)
    if (arc_usable (b, b->graph->children[i]))
      move (b, s, b->graph->children[i], DOWN, b->graph->child_arc[i]);
}

static guint
n_parents (const Ball *b, guint v)
{
  return arc_usable (b, v) ? b->net->parent_start[v + 1] - b->net->parent_start[v] : 0;
}

/* Where a trail through V stops, as the ball arrives in direction DIR. */
static void
note_blocking (Ball *b, guint v, guint dir)
{
  guint np = n_parents (b, v), nc = 0;

  for (guint i = b->graph->child_start[v]; i < b->graph->child_start[v + 1]; i++)
    nc += arc_usable (b, b->graph->children[i]) ? 1 : 0;
  if (is_z (b, v) && (dir == UP ? np + nc >= 2 : nc >= 1))
    b->out->blocking[v] = TRUE;
  else if (!is_z (b, v) && dir == DOWN && !b->anc[v] && np >= 2)
    b->out->blocking[v] = TRUE;
}

/* Arcs into an observed collider: on an active trail when the ball came
 * down one parent's arc and can go up another, unobserved, parent's. */
static void
collider_arcs (Ball *b)
{
  const QdBeliefNet *net = b->net;

  for (guint v = 0; v < net->n_vars; v++)
    {
      if (!is_z (b, v) || !arc_usable (b, v))
        continue;
      guint first = net->parent_start[v], last = net->parent_start[v + 1];
      for (guint i = first; i < last; i++)
        for (guint j = first; j < last; j++)
          if (i != j && b->arrived[i] && !is_z (b, net->parents[j]))
            b->out->arc_active[i] = b->out->arc_active[j] = TRUE;
    }
}

/* One active trail, from a start to the state S, into OUT. */
static void
trail_to (Ball *b, guint s)
{
  guint n = 0;

  for (guint t = s; t != START; t = b->pred[t])
    n++;
  b->out->trail = g_new (guint, n);
  b->out->n_trail = n;
  for (guint t = s; t != START; t = b->pred[t])
    b->out->trail[--n] = t / 2;
}

void
qd_belief_ball (const QdBeliefNet *net, const QdBeliefGraph *graph, gboolean probabilistic, const gboolean *x,
                const gboolean *y, const gboolean *z, gboolean *reached, QdBeliefSeparation *out)
{
  guint n = net->n_vars, head = 0, found = START;
  Ball b = { net, graph, probabilistic, z, g_new0 (gboolean, n + 1), g_new (guint, 2 * n + 2),
             g_new (guint, 2 * n + 2), 0, g_new0 (gboolean, graph->n_arcs + 1), out };

  mark_anc (&b);
  for (guint s = 0; s < 2 * n; s++)
    b.pred[s] = UNSEEN;
  for (guint v = 0; v < n; v++)
    if (x[v] && net->kind[v] != QD_BELIEF_UTILITY)
      b.pred[v * 2 + UP] = START, b.queue[b.tail++] = v * 2 + UP;
  while (head < b.tail)
    {
      guint s = b.queue[head++], v = s / 2;
      if (reached != NULL)
        reached[v] = TRUE;
      if (out != NULL && out->reachable != NULL && !is_z (&b, v))
        out->reachable[v] = TRUE;
      if (out != NULL && out->blocking != NULL)
        note_blocking (&b, v, s % 2);
      if (y != NULL && y[v] && !is_z (&b, v) && found == START)
        found = s;
      if (s % 2 == UP && !is_z (&b, v))
        to_parents (&b, s), to_children (&b, s);
      if (s % 2 == DOWN && !is_z (&b, v))
        to_children (&b, s);
      if (s % 2 == DOWN && b.anc[v])
        to_parents (&b, s);
    }
  if (out != NULL && out->arc_active != NULL)
    collider_arcs (&b);
  if (out != NULL)
    {
      out->separated = found == START;
      if (found != START)
        trail_to (&b, found);
    }
  g_free (b.anc);
  g_free (b.pred);
  g_free (b.queue);
  g_free (b.arrived);
}

void
qd_belief_separation (const QdBeliefNet *net, const gboolean *x, const gboolean *y, const gboolean *z,
                      QdBeliefSeparation *out)
{
  g_autoptr (QdBeliefGraph) graph = qd_belief_graph_new (net);

  *out = (QdBeliefSeparation) { 0 };
  out->reachable = g_new0 (gboolean, net->n_vars + 1);
  out->arc_active = g_new0 (gboolean, graph->n_arcs + 1);
  out->blocking = g_new0 (gboolean, net->n_vars + 1);
  qd_belief_ball (net, graph, FALSE, x, y, z, NULL, out);
}

void
qd_belief_separation_clear (QdBeliefSeparation *separation)
{
  g_free (separation->trail);
  g_free (separation->reachable);
  g_free (separation->arc_active);
  g_free (separation->blocking);
  *separation = (QdBeliefSeparation) { 0 };
}
