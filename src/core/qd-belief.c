/* qd-belief.c — the network's structure (cycles, a topological order, the
 * children), the heuristics' names, and the query's and result's defaults
 * (qd-belief.h).  Orders are in qd-belief-order.c, variable elimination in
 * qd-belief-eliminate.c, enumeration in qd-belief-enumerate.c and
 * d-separation in qd-belief-dsep.c. */
#include "config.h"
#include "qd-belief-private.h"

#include <glib/gi18n.h>

static const char *const order_words[] = { "min-degree", "min-fill", "min-weight", "weighted-min-fill", "given" };

const char *
qd_belief_order_to_string (QdBeliefOrderHeuristic heuristic)
{
  g_return_val_if_fail ((guint) heuristic < G_N_ELEMENTS (order_words), NULL);
  return order_words[heuristic];
}

const char *
qd_belief_order_label (QdBeliefOrderHeuristic heuristic)
{
  switch (heuristic)
    {
    case QD_BELIEF_ORDER_MIN_DEGREE:
      return _("Min-degree");
    case QD_BELIEF_ORDER_MIN_FILL:
      return _("Min-fill");
    case QD_BELIEF_ORDER_MIN_WEIGHT:
      return _("Min-weight");
    case QD_BELIEF_ORDER_WEIGHTED_MIN_FILL:
      return _("Weighted min-fill");
    case QD_BELIEF_ORDER_GIVEN:
      return _("Given order");
    default:
      g_return_val_if_reached (NULL);
    }
}

gint
qd_belief_order_from_string (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (order_words); i++)
    if (g_str_equal (name, order_words[i]))
      return (gint) i;
  return -1;
}

/* ------------------------------------------------------------- structure */

/* The children as CSR; ARC (may be NULL) receives each one's arc index. */
static void
children_arcs (const QdBeliefNet *net, guint *child_start, guint *children, guint *arc)
{
  guint n = net->n_vars;
  g_autofree guint *fill = g_new0 (guint, n + 1);

  memset (child_start, 0, (n + 1) * sizeof (guint));
  for (guint v = 0; v < n; v++)
    for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
      child_start[net->parents[i] + 1]++;
  for (guint v = 0; v < n; v++)
    child_start[v + 1] += child_start[v];
  for (guint v = 0; v < n; v++)
    for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
      {
        guint p = net->parents[i];
        if (arc != NULL)
          arc[child_start[p] + fill[p]] = i;
        children[child_start[p] + fill[p]++] = v;
      }
}

void
qd_belief_children (const QdBeliefNet *net, guint *child_start, guint *children)
{
  children_arcs (net, child_start, children, NULL);
}

QdBeliefGraph *
qd_belief_graph_new (const QdBeliefNet *net)
{
  QdBeliefGraph *graph = g_new0 (QdBeliefGraph, 1);

  graph->n_arcs = net->parent_start[net->n_vars];
  graph->child_start = g_new (guint, net->n_vars + 1);
  graph->children = g_new (guint, graph->n_arcs + 1);
  graph->child_arc = g_new (guint, graph->n_arcs + 1);
  children_arcs (net, graph->child_start, graph->children, graph->child_arc);
  return graph;
}

void
qd_belief_graph_free (QdBeliefGraph *graph)
{
  if (graph == NULL)
    return;
  g_free (graph->child_start);
  g_free (graph->children);
  g_free (graph->child_arc);
  g_free (graph);
}

gboolean
qd_belief_topological (const QdBeliefNet *net, guint *order)
{
  guint n = net->n_vars, head = 0, tail = 0;
  g_autoptr (QdBeliefGraph) graph = qd_belief_graph_new (net);
  g_autofree guint *waiting = g_new (guint, n + 1);

  for (guint v = 0; v < n; v++)
    {
      waiting[v] = net->parent_start[v + 1] - net->parent_start[v];
      if (waiting[v] == 0)
        order[tail++] = v;
    }
  while (head < tail)
    {
      guint v = order[head++];
      for (guint i = graph->child_start[v]; i < graph->child_start[v + 1]; i++)
        if (--waiting[graph->children[i]] == 0)
          order[tail++] = graph->children[i];
    }
  return tail == n;
}

/* Depth-first from ROOT over the children; on an arc back to a node on the
 * path, the path from that node is the cycle.  Iterative: NEXT[v] is the
 * next child of v to look at, STACK the path. */
static gboolean
cycle_from (const QdBeliefGraph *graph, guint root, guchar *colour, guint *next, guint *stack, guint *cycle,
            guint *n_cycle)
{
  guint depth = 0;

  stack[depth++] = root;
  colour[root] = 1;
  next[root] = graph->child_start[root];
  while (depth > 0)
    {
      guint v = stack[depth - 1];
      if (next[v] == graph->child_start[v + 1])
        {
          colour[v] = 2;
          depth--;
          continue;
        }
      guint c = graph->children[next[v]++];
      if (colour[c] == 1)
        {
          guint from = depth;
          while (stack[from - 1] != c)
            from--;
          *n_cycle = depth - from + 1;
          memcpy (cycle, stack + from - 1, *n_cycle * sizeof (guint));
          return TRUE;
        }
      if (colour[c] == 0)
        {
          colour[c] = 1;
          next[c] = graph->child_start[c];
          stack[depth++] = c;
        }
    }
  return FALSE;
}

gboolean
qd_belief_find_cycle (const QdBeliefNet *net, guint *cycle, guint *n_cycle)
{
  guint n = net->n_vars;
  g_autoptr (QdBeliefGraph) graph = qd_belief_graph_new (net);
  g_autofree guchar *colour = g_new0 (guchar, n + 1);
  g_autofree guint *next = g_new (guint, n + 1);
  g_autofree guint *stack = g_new (guint, n + 1);

  for (guint v = 0; v < n; v++)
    if (colour[v] == 0 && cycle_from (graph, v, colour, next, stack, cycle, n_cycle))
      return TRUE;
  *n_cycle = 0;
  return FALSE;
}

/* ------------------------------------------------------------- tables */

/* V's family (parents in the table's order, then V) into VARS and CARD;
 * how many parents. */
static guint
family (const QdBeliefNet *net, guint v, guint *vars, guint *card)
{
  guint np = qd_belief_n_family_parents (net, v);

  for (guint i = 0; i < np; i++)
    {
      vars[i] = net->parents[net->parent_start[v] + i];
      card[i] = net->card[vars[i]];
    }
  vars[np] = v;
  card[np] = net->card[v];
  return np;
}

QdFactor *
qd_belief_ordered_factor (const QdBeliefNet *net, guint v)
{
  guint np = qd_belief_n_family_parents (net, v);
  g_autofree guint *vars = g_new (guint, np + 1);
  g_autofree guint *card = g_new (guint, np + 1);
  gboolean ascending = TRUE;

  if (net->kind[v] != QD_BELIEF_CHANCE)
    return NULL;
  family (net, v, vars, card);
  for (guint i = 0; i < np; i++)
    ascending &= vars[i] < vars[i + 1];
  return ascending ? NULL : qd_factor_new (vars, card, np + 1, net->table[v], 0);
}

QdFactor *
qd_belief_node_factor (const QdBeliefNet *net, guint v, const gint *evidence)
{
  guint np = qd_belief_n_family_parents (net, v);
  g_autofree guint *vars = g_new (guint, np + 1);
  g_autofree guint *card = g_new (guint, np + 1);
  const QdFactor *ordered = net->ordered != NULL ? net->ordered[v] : NULL;
  QdFactor *factor;

  family (net, v, vars, card);
  if (net->kind[v] == QD_BELIEF_CHANCE && ordered != NULL)   /* the same numbers, read in order */
    return evidence != NULL ? qd_factor_new_reduced (ordered->vars, ordered->card, ordered->n, ordered->values, evidence)
                            : qd_factor_copy (ordered);
  if (net->kind[v] == QD_BELIEF_CHANCE && evidence != NULL)
    return qd_factor_new_reduced (vars, card, np + 1, net->table[v], evidence);
  factor = qd_factor_new (vars, card, np + 1, net->kind[v] == QD_BELIEF_CHANCE ? net->table[v] : NULL, 0);
  if (net->kind[v] != QD_BELIEF_CHANCE)
    for (guint x = 0; x < net->card[v]; x++)
      factor->values[x] = qd_belief_decision_weight (net, v, evidence);
  for (guint i = 0; evidence != NULL && i <= np; i++)
    if (evidence[vars[i]] >= 0)
      {
        QdFactor *reduced = qd_factor_reduce (factor, vars[i], (guint) evidence[vars[i]]);
        qd_factor_free (factor);
        factor = reduced;
      }
  return factor;
}

void
qd_belief_mark_ancestors (const QdBeliefNet *net, gboolean *keep)
{
  guint n = net->n_vars, top = 0;
  g_autofree guint *stack = g_new (guint, n + 1);

  for (guint v = 0; v < n; v++)
    if (keep[v])
      stack[top++] = v;
  while (top > 0)
    {
      guint v = stack[--top];
      for (guint i = 0; i < qd_belief_n_family_parents (net, v); i++)
        {
          guint p = net->parents[net->parent_start[v] + i];
          if (!keep[p])
            keep[p] = TRUE, stack[top++] = p;
        }
    }
}

/* ------------------------------------------------------------- queries */

void
qd_belief_query_init (QdBeliefQuery *query)
{
  *query = (QdBeliefQuery) {
    .prune = TRUE,
    .heuristic = QD_BELIEF_ORDER_WEIGHTED_MIN_FILL,
  };
}

void
qd_belief_result_clear (QdBeliefResult *result)
{
  g_clear_pointer (&result->posterior, qd_factor_free);
  *result = (QdBeliefResult) { 0 };
}
