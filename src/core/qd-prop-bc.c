/* qd-prop-bc.c — backward chaining on definite clauses, as an AND-OR
 * search; see qd-prop-bc.h. */
#include "config.h"
#include "qd-prop-bc.h"

#include <string.h>

#include "qd-prop-private.h"

typedef struct
{
  const QdPropDefinite *d;
  const QdPropBcOptions *options;
  QdPropBc *out;
  guint *rule_first, *rules;   /* per symbol s: the formulas concluding it, rules[rule_first[s] ..] */
  guint *path_node;            /* per symbol: its goal node while on the path, else QD_PROP_NONE */
  guint *path_depth;           /* per symbol on the path: its goal depth (the query 0) */
  guint *proved, *failed;      /* per symbol: the goal node where it was proved / failed, or NONE */
  guint taint;                 /* the shallowest goal depth a loop cut reached below the current goal */
  gboolean halted;
} Bc;

static QdPropBcNode *
node_at (Bc *bc, guint i)
{
  return &g_array_index (bc->out->nodes, QdPropBcNode, i);
}

/* A new node, or QD_PROP_NONE when the search must end (stop, budget). */
static guint
add_node (Bc *bc, QdPropBcKind kind, guint parent, guint symbol, guint clause)
{
  QdPropBcNode node = { parent, parent == QD_PROP_NONE ? 0 : node_at (bc, parent)->depth + 1, symbol, clause,
                        QD_PROP_NONE, kind, QD_PROP_BC_OPEN };

  if (bc->options->stop != NULL && g_atomic_int_get (bc->options->stop))
    bc->out->status = QD_PROP_BC_STOPPED, bc->halted = TRUE;
  else if (bc->options->max_nodes != 0 && bc->out->nodes->len >= bc->options->max_nodes)
    bc->out->status = QD_PROP_BC_BUDGET, bc->halted = TRUE;
  if (bc->halted)
    return QD_PROP_NONE;
  bc->out->n_goals += kind == QD_PROP_BC_GOAL;
  bc->out->n_rules += kind == QD_PROP_BC_RULE;
  bc->out->max_depth = MAX (bc->out->max_depth, node.depth);
  g_array_append_val (bc->out->nodes, node);
  return bc->out->nodes->len - 1;
}

static gboolean prove (Bc *bc, guint symbol, guint parent, guint goal_depth);

/* Tries formula c for the goal at node `goal`: its premises left to right. */
static gboolean
try_rule (Bc *bc, guint goal, guint c, guint goal_depth, guint *rule_node)
{
  const guint *premises = (const guint *) (const void *) bc->d->premises->data;
  guint first = g_array_index (bc->d->first, guint, c), end = g_array_index (bc->d->first, guint, c + 1);
  guint rule = add_node (bc, QD_PROP_BC_RULE, goal, node_at (bc, goal)->symbol, c);
  gboolean ok = TRUE;

  *rule_node = rule;
  if (rule == QD_PROP_NONE)
    return FALSE;
  for (guint k = first; k < end && ok; k++)
    ok = prove (bc, premises[k], rule, goal_depth + 1);
  if (!bc->halted)
    node_at (bc, rule)->outcome = ok ? QD_PROP_BC_PROVED : QD_PROP_BC_FAILED;
  return ok;
}

/* A goal the memo or the path settles at once: TRUE with *result. */
static gboolean
settled (Bc *bc, guint node, guint symbol, gboolean *result)
{
  QdPropBcNode *n = node_at (bc, node);

  if (bc->proved[symbol] != QD_PROP_NONE)
    n->outcome = QD_PROP_BC_KNOWN, n->proof = bc->proved[symbol], *result = TRUE;
  else if (bc->failed[symbol] != QD_PROP_NONE)
    n->outcome = QD_PROP_BC_KNOWN_FAILED, n->proof = bc->failed[symbol], *result = FALSE;
  else if (bc->path_node[symbol] != QD_PROP_NONE)
    {
      n->outcome = QD_PROP_BC_LOOP, n->proof = bc->path_node[symbol], *result = FALSE;
      bc->taint = MIN (bc->taint, bc->path_depth[symbol]);
    }
  else
    return FALSE;
  return TRUE;
}

/* The OR node of a goal: each formula concluding it, until one holds. */
static gboolean
prove (Bc *bc, guint symbol, guint parent, guint goal_depth)
{
  guint node = add_node (bc, QD_PROP_BC_GOAL, parent, symbol, QD_PROP_NONE);
  guint outer_taint = bc->taint, rule;
  gboolean result = FALSE;

  if (node == QD_PROP_NONE)
    return FALSE;
  if (settled (bc, node, symbol, &result))
    return result;
  if (goal_depth >= QD_PROP_BC_MAX_DEPTH)
    {
      bc->out->status = QD_PROP_BC_TOO_DEEP, bc->halted = TRUE;
      return FALSE;
    }
  bc->path_node[symbol] = node, bc->path_depth[symbol] = goal_depth;
  bc->taint = G_MAXUINT;
  for (guint i = bc->rule_first[symbol]; i < bc->rule_first[symbol + 1] && !result && !bc->halted; i++)
    if (try_rule (bc, node, bc->rules[i], goal_depth, &rule))
      {
        result = TRUE;
        node_at (bc, node)->clause = bc->rules[i];
        node_at (bc, node)->proof = rule;
      }
  bc->path_node[symbol] = QD_PROP_NONE;
  if (bc->halted)
    return FALSE;
  node_at (bc, node)->outcome = result ? QD_PROP_BC_PROVED : QD_PROP_BC_FAILED;
  if (result)
    bc->proved[symbol] = node, bc->taint = outer_taint;
  else
    {
      /* Loops cut at this goal or below it do not make its failure doubtful. */
      if (bc->taint >= goal_depth)
        bc->failed[symbol] = node;
      bc->taint = MIN (outer_taint, bc->taint < goal_depth ? bc->taint : G_MAXUINT);
    }
  return result;
}

/* The formulas concluding each symbol, in the KB's order (counting sort). */
static void
index_rules (Bc *bc, guint n_symbols)
{
  guint n_kb = bc->d->conclusion->len;
  const guint *head = (const guint *) (const void *) bc->d->conclusion->data;
  g_autofree guint *fill = NULL;

  bc->rule_first = g_new0 (guint, n_symbols + 2);
  bc->rules = g_new (guint, n_kb + 1);
  for (guint c = 0; c < n_kb; c++)
    bc->rule_first[head[c] + 1]++;
  for (guint s = 0; s < n_symbols; s++)
    bc->rule_first[s + 1] += bc->rule_first[s];
  fill = g_memdup2 (bc->rule_first, (n_symbols + 1) * sizeof (guint));
  for (guint c = 0; c < n_kb; c++)
    bc->rules[fill[head[c]]++] = c;
}

static guint *
none_array (guint n)
{
  guint *a = g_new (guint, n + 1);

  for (guint i = 0; i <= n; i++)
    a[i] = QD_PROP_NONE;
  return a;
}

gboolean
qd_prop_bc_entails (const QdProp *prop, const guint *kb, guint n_kb, guint query, const QdPropBcOptions *options,
                    QdPropBc *out, GError **error)
{
  static const QdPropBcOptions defaults = { 0, NULL };
  guint n_symbols = qd_prop_n_symbols (prop);
  QdPropDefinite d;
  Bc bc = { &d, options != NULL ? options : &defaults, out, NULL, NULL, NULL, NULL, NULL, NULL, G_MAXUINT, FALSE };

  memset (out, 0, sizeof *out);
  g_return_val_if_fail (query < n_symbols, FALSE);
  qd_prop_definite_init (&d);
  if (!qd_prop_definite_read (prop, kb, n_kb, &d, error))
    {
      qd_prop_definite_clear (&d);
      return FALSE;
    }
  out->nodes = g_array_new (FALSE, FALSE, sizeof (QdPropBcNode));
  index_rules (&bc, n_symbols);
  bc.path_node = none_array (n_symbols);
  bc.path_depth = g_new0 (guint, n_symbols + 1);
  bc.proved = none_array (n_symbols);
  bc.failed = none_array (n_symbols);
  if (prove (&bc, query, QD_PROP_NONE, 0))
    out->status = QD_PROP_BC_ENTAILED;
  else if (!bc.halted)
    out->status = QD_PROP_BC_NOT_ENTAILED;
  g_free (bc.rule_first);
  g_free (bc.rules);
  g_free (bc.path_node);
  g_free (bc.path_depth);
  g_free (bc.proved);
  g_free (bc.failed);
  qd_prop_definite_clear (&d);
  return TRUE;
}

void
qd_prop_bc_clear (QdPropBc *bc)
{
  g_clear_pointer (&bc->nodes, g_array_unref);
}
