/* qd-gametree-check.c — checking a game tree's node table; see
 * qd-gametree-check.h.
 *
 * The search runs once and keeps its events (qd-tree-search.h): a node's
 * entry with the bounds it received, each child's return and the update or
 * cut-off it caused, its own return.  The first line of an answer that
 * differs is explained from the events of the node it is about. */
#include "config.h"
#include "qd-gametree-check.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

/* The children listed in a sentence at most; then "…". */
#define LIST_MAX 12

struct _QdGametreeCheck {
  QdGameTree *tree;
  QdTreeAnalysis *analysis;
  QdCheckReference expected;      /* the right output as lines */
  gint *done_event;         /* per node: its LEAF or LEAVE event, -1 when pruned */
  gint *enter_event;        /* per node: its ENTER (inner) or LEAF event, -1 */
};

QdGametreeCheck *
qd_gametree_check_new (const QdGameTree *tree, QdGameSearchAlgorithm algorithm)
{
  QdGametreeCheck *check = g_new0 (QdGametreeCheck, 1);
  guint n;

  check->tree = qd_game_tree_copy (tree);
  check->analysis = qd_tree_analyze (check->tree, algorithm, NULL);
  qd_check_reference_init (&check->expected, qd_tree_analysis_format (check->tree, check->analysis));
  n = check->analysis->n_nodes;
  check->done_event = g_new (gint, n);
  check->enter_event = g_new (gint, n);
  for (guint i = 0; i < n; i++)
    check->done_event[i] = check->enter_event[i] = -1;
  for (guint i = 0; i < check->analysis->events->len; i++)
    {
      const QdTreeEvent *e = &g_array_index (check->analysis->events, QdTreeEvent, i);

      if (e->kind == QD_TREE_EVENT_ENTER || e->kind == QD_TREE_EVENT_LEAF)
        check->enter_event[e->node] = (gint) i;
      if (e->kind == QD_TREE_EVENT_LEAVE || e->kind == QD_TREE_EVENT_LEAF)
        check->done_event[e->node] = (gint) i;
    }
  return check;
}

const char *
qd_gametree_check_output (const QdGametreeCheck *check)
{
  return check->expected.text;
}

void
qd_gametree_check_free (QdGametreeCheck *check)
{
  if (check == NULL)
    return;
  qd_game_tree_free (check->tree);
  qd_tree_analysis_free (check->analysis);
  qd_check_reference_clear (&check->expected);
  g_free (check->done_event);
  g_free (check->enter_event);
  g_free (check);
}

/* --- Words for the search --- */

/* A number as the node table writes it (expectiminimax: to 4 decimals). */
static char *
fmt (const QdGametreeCheck *check, double value)
{
  return qd_tree_analysis_format_value (check->analysis, value);
}

static gboolean
expecti (const QdGametreeCheck *check)
{
  return check->analysis->algorithm == QD_GAME_SEARCH_EXPECTIMINIMAX;
}

static const QdTreeEvent *
event_at (const QdGametreeCheck *check, guint index)
{
  return &g_array_index (check->analysis->events, QdTreeEvent, index);
}

static const QdTreeNode *
node_at (const QdGametreeCheck *check, guint index)
{
  return qd_game_tree_get_node (check->tree, index);
}

static gboolean
alphabeta (const QdGametreeCheck *check)
{
  return check->analysis->algorithm == QD_GAME_SEARCH_ALPHABETA;
}

/* The node's label and path: "D (r.1)", or its path alone. */
static char *
node_words (const QdTreeNode *node)
{
  g_autofree char *path = qd_tree_node_path (node);

  if (node->label != NULL)
    return g_strdup_printf ("%s (%s)", node->label, path);
  return g_steal_pointer (&path);
}

/* The children of `node`, each as `text` gives it, `separator` between
 * them; at most LIST_MAX, then "…". */
typedef char *(*ChildText) (const QdGametreeCheck *check, const QdTreeNode *child);

static char *
join_children (const QdGametreeCheck *check, const QdTreeNode *node, const char *separator, ChildText text)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < node->children->len; i++)
    {
      g_autofree char *item = NULL;

      if (i == LIST_MAX)
        {
          g_string_append_printf (out, "%s…", separator);
          break;
        }
      item = text (check, node->children->pdata[i]);
      g_string_append_printf (out, "%s%s", i > 0 ? separator : "", item);
    }
  return g_string_free (out, FALSE);
}

/* "r.0.1 12", "r.2 pruned". */
static char *
child_value (const QdGametreeCheck *check, const QdTreeNode *child)
{
  const QdTreeNodeResult *r = &check->analysis->final[child->index];
  g_autofree char *name = node_words (child);
  g_autofree char *v = r->state == QD_TREE_NODE_UNSEEN ? g_strdup (_("pruned")) : fmt (check, r->value);

  return g_strdup_printf ("%s %s", name, v);
}

/* "r.0 3, r.1 2, r.2 pruned": the children of `node` with their values. */
static char *
children_values (const QdGametreeCheck *check, const QdTreeNode *node)
{
  return join_children (check, node, ", ", child_value);
}

/* "1/3 × 3": an outcome's probability times the value it returned. */
static char *
child_term (const QdGametreeCheck *check, const QdTreeNode *child)
{
  g_autofree char *p = qd_tree_node_probability_text (child);
  g_autofree char *v = fmt (check, check->analysis->final[child->index].value);

  return g_strdup_printf ("%s × %s", p, v);
}

/* The sentence of a chance node's value: "1/3 × 3 + 2/3 × 2 = 2.3333". */
static char *
chance_value_sentence (const QdGametreeCheck *check, const QdTreeNode *node)
{
  g_autofree char *name = node_words (node);
  g_autofree char *terms = join_children (check, node, " + ", child_term);
  g_autofree char *v = fmt (check, check->analysis->final[node->index].value);

  return g_strdup_printf (_("%s is a chance node: its value is the sum of each outcome's value times its "
                            "probability, %s = %s."), name, terms, v);
}

static void
explain_value (const QdGametreeCheck *check, QdCheckResult *result)
{
  const QdTreeNode *root = node_at (check, 0);
  g_autofree char *v = fmt (check, check->analysis->result.value);
  g_autofree char *children = NULL;

  if (qd_tree_node_is_leaf (root))
    {
      qd_check_result_explain (result, _("The root is a leaf: the tree's value is its value, %s."), v);
      return;
    }
  if (qd_tree_node_is_chance (root))
    {
      g_autofree char *sentence = chance_value_sentence (check, root);

      qd_check_result_explain (result, "%s", sentence);
      return;
    }
  children = children_values (check, root);
  qd_check_result_explain (result, _("The root is MAX: its value is the largest of its children's values (%s), "
                                     "so %s."), children, v);
  if (alphabeta (check))
    qd_check_result_explain (result, _("Alpha-beta gives the root the same value as minimax; only the nodes it "
                                       "prunes lose theirs."));
}

static void
explain_best (const QdGametreeCheck *check, QdCheckResult *result)
{
  const QdTreeNode *root = node_at (check, 0);
  g_autofree char *v = fmt (check, check->analysis->result.value);
  g_autofree char *children = NULL;
  guint best = check->analysis->result.best_index;

  if (qd_tree_node_is_leaf (root))
    {
      qd_check_result_explain (result, _("The root is a leaf: it has no move, and best is %u."), best);
      return;
    }
  if (qd_tree_node_is_chance (root))
    {
      qd_check_result_explain (result, _("The root is a chance node: no player chooses there, and best is %u."),
                               best);
      return;
    }
  children = children_values (check, root);
  qd_check_result_explain (result, _("best is the index, counting from 0, of the first of the root's children "
                                     "worth the root's value %s: the children are worth %s, so best is %u."),
                           v, children, best);
}

static void
explain_leaves (const QdGametreeCheck *check, QdCheckResult *result)
{
  guint total = qd_game_tree_n_leaves (check->tree);
  guint64 evaluated = check->analysis->result.leaves;
  g_autoptr(GString) pruned = g_string_new (NULL);
  guint n_pruned = 0;

  if (!alphabeta (check))
    {
      qd_check_result_explain (result, expecti (check)
                               ? _("Expectiminimax evaluates every leaf once: the tree has %u leaves.")
                               : _("Minimax evaluates every leaf once: the tree has %u leaves."), total);
      return;
    }
  for (guint i = 0; i < check->analysis->n_nodes; i++)
    {
      const QdTreeNode *node = node_at (check, i);
      g_autofree char *path = NULL;

      if (!qd_tree_node_is_leaf (node) || !qd_tree_analysis_is_pruned (check->analysis, i))
        continue;
      if (n_pruned++ == LIST_MAX)
        g_string_append (pruned, ", …");
      if (n_pruned > LIST_MAX)
        continue;
      path = node_words (node);
      g_string_append_printf (pruned, "%s%s", pruned->len > 0 ? ", " : "", path);
    }
  if (n_pruned == 0)
    qd_check_result_explain (result, _("Alpha-beta evaluates all %u leaves of this tree: no cut-off prunes one."),
                             total);
  else
    qd_check_result_explain (result, _("Alpha-beta evaluates %" PRIu64 " of the tree's %u leaves: the "
                                       "cut-offs prune %u (%s)."), evaluated, total, n_pruned, pruned->str);
}

/* The cut-off sentence of the issue: at the update event `e` of `node`. */
static void
explain_cutoff (const QdGametreeCheck *check, QdCheckResult *result, const QdTreeNode *node, const QdTreeEvent *e)
{
  g_autofree char *name = node_words (node);
  g_autofree char *v = fmt (check, e->value);

  if (qd_tree_node_player (node) == QD_PLAYER_MAX)
    {
      g_autofree char *beta = fmt (check, e->beta);

      qd_check_result_explain (result, _("Alpha-beta prunes the rest of node %s here, because its value %s is at least "
                                         "β = %s: MIN above never lets the game come here."), name, v, beta);
    }
  else
    {
      g_autofree char *alpha = fmt (check, e->alpha);

      qd_check_result_explain (result, _("Alpha-beta prunes the rest of node %s here, because its value %s is at most "
                                         "α = %s: MAX above never lets the game come here."), name, v, alpha);
    }
}

/* A pruned node: the cut-off above it that pruned it; the step. */
static gint64
explain_pruned (const QdGametreeCheck *check, QdCheckResult *result, const QdTreeNode *node)
{
  const QdTreeNode *top = node, *parent;
  g_autofree char *name = node_words (node);
  gint done;

  while (top->parent != NULL && qd_tree_analysis_is_pruned (check->analysis, top->parent->index))
    top = top->parent;
  parent = top->parent;
  if (parent == NULL)
    return -1;
  /* The cut-off is the parent's last update, just before it returns. */
  done = check->done_event[parent->index];
  if (done > 0 && event_at (check, (guint) done - 1)->kind == QD_TREE_EVENT_UPDATE &&
      event_at (check, (guint) done - 1)->cutoff)
    {
      const QdTreeEvent *cut = event_at (check, (guint) done - 1);
      const QdTreeEvent *before = event_at (check, (guint) done - 2);
      g_autofree char *child = node_words (node_at (check, before->node));
      g_autofree char *above = node_words (parent);
      g_autofree char *cv = fmt (check, before->value);

      qd_check_result_explain (result, _("%s returns %s to its parent %s."), child, cv, above);
      explain_cutoff (check, result, parent, cut);
      qd_check_result_explain (result, _("So %s is never visited: its value, α and β are “-” and it is pruned."),
                               name);
      return done;
    }
  qd_check_result_explain (result, _("%s is never visited: its value, α and β are “-” and it is pruned."), name);
  return -1;
}

static void
explain_leaf (const QdGametreeCheck *check, QdCheckResult *result, const QdTreeNode *node)
{
  const QdTreeNodeResult *r = &check->analysis->final[node->index];
  g_autofree char *name = node_words (node);
  g_autofree char *v = fmt (check, r->value);
  g_autofree char *a = fmt (check, r->alpha);
  g_autofree char *b = fmt (check, r->beta);

  if (alphabeta (check))
    qd_check_result_explain (result, _("%s is a leaf worth %s, evaluated with the bounds it received from its "
                                       "parent: α = %s, β = %s."), name, v, a, b);
  else
    qd_check_result_explain (result, expecti (check)
                             ? _("%s is a leaf worth %s; expectiminimax uses no bounds, so α = %s and β = %s.")
                             : _("%s is a leaf worth %s; minimax uses no bounds, so α = %s and β = %s."),
                             name, v, a, b);
}

/* An inner node: how its value, α and β came about, child by child. */
static void
explain_inner (const QdGametreeCheck *check, QdCheckResult *result, const QdTreeNode *node)
{
  gboolean max = qd_tree_node_player (node) == QD_PLAYER_MAX;
  const QdTreeNodeResult *r = &check->analysis->final[node->index];
  g_autofree char *name = node_words (node);
  g_autofree char *v = fmt (check, r->value);
  g_autofree char *a = fmt (check, r->alpha);
  g_autofree char *b = fmt (check, r->beta);
  g_autoptr(GString) steps = g_string_new (NULL);
  const QdTreeEvent *enter = event_at (check, (guint) check->enter_event[node->index]);
  g_autofree char *a0 = fmt (check, enter->alpha);
  g_autofree char *b0 = fmt (check, enter->beta);
  const QdTreeEvent *cut = NULL;
  guint shown = 0;

  if (!alphabeta (check))
    {
      g_autofree char *children = children_values (check, node);

      if (qd_tree_node_is_chance (node))
        {
          g_autofree char *sentence = chance_value_sentence (check, node);

          qd_check_result_explain (result, "%s", sentence);
        }
      else
        qd_check_result_explain (result, max ? _("%s is MAX: its value is the largest of its children's values "
                                                 "(%s), so %s.")
                                             : _("%s is MIN: its value is the smallest of its children's values "
                                                 "(%s), so %s."), name, children, v);
      qd_check_result_explain (result, expecti (check)
                               ? _("Expectiminimax uses no bounds: α = %s and β = %s at every node.")
                               : _("Minimax uses no bounds: α = %s and β = %s at every node."), a, b);
      return;
    }

  for (gint i = check->enter_event[node->index] + 1; i <= check->done_event[node->index]; i++)
    {
      const QdTreeEvent *e = event_at (check, (guint) i);
      g_autofree char *child = NULL, *cv = NULL, *ev = NULL, *bound = NULL;

      if (e->kind != QD_TREE_EVENT_UPDATE || e->node != node->index)
        continue;
      if (e->cutoff)
        cut = e;
      if (++shown > LIST_MAX)
        {
          if (shown == LIST_MAX + 1)
            g_string_append (steps, "; …");
          continue;
        }
      child = node_words (node_at (check, event_at (check, (guint) i - 1)->node));
      cv = fmt (check, check->analysis->final[event_at (check, (guint) i - 1)->node].value);
      ev = fmt (check, e->value);
      bound = fmt (check, max ? e->alpha : e->beta);
      if (steps->len > 0)
        g_string_append (steps, "; ");
      if (e->cutoff)
        /* Translators: one child's return in a list: "r.2.2 returns 2: v = 2 (a cut-off)". */
        g_string_append_printf (steps, _("%s returns %s: v = %s (a cut-off)"), child, cv, ev);
      else
        /* Translators: one child's return: "r.0.1 returns 12: v = 3, β = 3". */
        g_string_append_printf (steps, max ? _("%s returns %s: v = %s, α = %s") : _("%s returns %s: v = %s, β = %s"),
                                child, cv, ev, bound);
    }
  if (node->parent == NULL)
    qd_check_result_explain (result, _("The root is MAX: v starts at -inf, with α = %s and β = %s; each child's value "
                                       "raises v to the larger of the two, and α with it."), a0, b0);
  else
    qd_check_result_explain (result, max ? _("%s is MAX: v starts at -inf, with α = %s and β = %s from its parent; "
                                             "each child's value raises v to the larger of the two, and α with it.")
                                         : _("%s is MIN: v starts at inf, with α = %s and β = %s from its parent; "
                                             "each child's value lowers v to the smaller of the two, and β with it."),
                             name, a0, b0);
  if (steps->len > 0)
    qd_check_result_explain (result, _("Its children in order: %s."), steps->str);
  if (cut != NULL)
    {
      explain_cutoff (check, result, node, cut);
      qd_check_result_explain (result, _("A cut-off returns at once and leaves α and β as they were before it."));
    }
  qd_check_result_explain (result, _("So its line has the value %s, α = %s and β = %s."), v, a, b);
}

/* Node `index`'s line; the step. */
static gint64
explain_node (const QdGametreeCheck *check, QdCheckResult *result, guint index, const char *given)
{
  const QdTreeNode *node = node_at (check, index);
  g_autofree char *path = qd_tree_node_path (node);
  g_auto(GStrv) fields = given != NULL ? g_strsplit_set (given, " \t", -1) : NULL;

  if (given != NULL && g_strcmp0 (fields[0], path) != 0)
    {
      if (index > 0)
        {
          g_autofree char *previous = qd_tree_node_path (node_at (check, index - 1));

          qd_check_result_explain (result, _("The nodes are listed in preorder (a node, then the subtree of each of "
                                             "its children from left to right): after %s comes %s."), previous, path);
        }
      else
        qd_check_result_explain (result, _("The nodes are listed in preorder: the root r comes first."));
    }
  /* The kind, when the answer has it wrong. */
  if (given != NULL && g_strv_length (fields) >= 2 && g_strcmp0 (fields[1], qd_tree_node_kind_name (node)) == 0)
    ;
  else if (qd_tree_node_is_leaf (node))
    qd_check_result_explain (result, _("%s is a leaf."), path);
  else if (qd_tree_node_is_chance (node))
    qd_check_result_explain (result, _("%s is a chance node: its children are outcomes, each with a probability."),
                             path);
  else if (index == 0)
    qd_check_result_explain (result, _("The root r is a MAX node."));
  else if (qd_game_tree_first_chance (check->tree) != NULL)
    qd_check_result_explain (result, qd_tree_node_player (node) == QD_PLAYER_MAX
                             ? _("%s is a MAX node: the players alternate from the MAX root, and chance nodes "
                                 "between them do not count.")
                             : _("%s is a MIN node: the players alternate from the MAX root, and chance nodes "
                                 "between them do not count."), path);
  else if (qd_tree_node_player (node) == QD_PLAYER_MAX)
    qd_check_result_explain (result, _("%s is a MAX node: it is at depth %u, and the levels alternate from the "
                                       "MAX root at depth 0."), path, node->depth);
  else
    qd_check_result_explain (result, _("%s is a MIN node: it is at depth %u, and the levels alternate from the "
                                       "MAX root at depth 0."), path, node->depth);

  if (qd_tree_analysis_is_pruned (check->analysis, index))
    return explain_pruned (check, result, node);
  if (qd_tree_node_is_leaf (node))
    explain_leaf (check, result, node);
  else
    explain_inner (check, result, node);
  return check->done_event[index] + 1;
}

/* The root's update by its best child, as a step (1-based), or -1. */
static gint64
best_step (const QdGametreeCheck *check)
{
  const QdTreeNode *root = node_at (check, 0);
  const QdTreeNode *best;

  if (qd_tree_node_is_leaf (root) || check->analysis->result.best_index >= root->children->len)
    return -1;
  best = root->children->pdata[check->analysis->result.best_index];
  if (check->done_event[best->index] < 0)
    return -1;
  return check->done_event[best->index] + 2;
}

/* Under expectiminimax every number of an answer rounded to 4 decimals as
 * the table writes it ("2.33333" is "2.3333"), the rest as it is. */
static GString *
round_numbers (const QdGametreeCheck *check, const char *answer, gsize length)
{
  GString *out = g_string_sized_new (length);
  gsize i = 0;

  while (i < length)
    {
      gsize end = i;
      g_autofree char *token = NULL;
      double value;

      if (answer[i] == ' ' || answer[i] == '\t' || answer[i] == '\n' || answer[i] == '\r')
        {
          g_string_append_c (out, answer[i++]);
          continue;
        }
      while (end < length && answer[end] != ' ' && answer[end] != '\t' && answer[end] != '\n' &&
             answer[end] != '\r')
        end++;
      token = g_strndup (answer + i, end - i);
      if (strchr (token, '.') != NULL && qd_check_parse_number (token, &value))
        {
          g_autofree char *rounded = fmt (check, value);
          g_string_append (out, rounded);
        }
      else
        g_string_append_len (out, answer + i, (gssize) (end - i));
      i = end;
    }
  return out;
}

/* The value the table's line `index` holds (line 0 "value V", a node's
 * line "PATH KIND V ALPHA BETA visited"), NAN for the others, and the word
 * it is in `*word`. */
static double
line_value (const QdGametreeCheck *check, guint index, guint *word)
{
  const QdTreeNodeResult *r;

  *word = index == 0 ? 1 : 2;
  if (index == 0)
    return check->analysis->result.value;
  if (index < 3 || index - 3 >= check->analysis->n_nodes)
    return NAN;
  r = &check->analysis->final[index - 3];
  return r->state == QD_TREE_NODE_UNSEEN ? NAN : r->value;
}

/* Under expectiminimax a value that is an exact tie at 4 decimals
 * (-5.14125) may be written with either rounding (-5.1413, the table's, or
 * -5.1412): the other is written as the table's, on its own line and word
 * only; any other number is left to be compared. */
static GString *
accept_ties (const QdGametreeCheck *check, const char *answer, gsize length)
{
  GString *out = g_string_sized_new (length);
  g_autofree char *copy = g_strndup (answer, length);
  g_auto(GStrv) lines = g_strsplit (copy, "\n", -1);

  for (guint l = 0; lines[l] != NULL; l++)
    {
      guint word;
      double value = line_value (check, l, &word), other = qd_tree_tie_other_rounding (value), given;
      g_auto(GStrv) words = NULL;

      if (l > 0)
        g_string_append_c (out, '\n');
      words = g_strsplit (lines[l], " ", -1);
      /* Written to the table's decimals: "-5.1412", not "-5.14124". */
      if (!isnan (other) && g_strv_length (words) > word && strchr (words[word], '.') != NULL &&
          strlen (strchr (words[word], '.') + 1) == QD_TREE_VALUE_DECIMALS &&
          qd_check_parse_number (words[word], &given) && given == other)
        {
          g_free (words[word]);
          words[word] = fmt (check, value);
          g_free (lines[l]);
          lines[l] = g_strjoinv (" ", words);
        }
      g_string_append (out, lines[l]);
    }
  return out;
}

/* The table's line `index` explained: the value, the best move, the
 * leaves, then one node a line. */
static void
explain_line (gconstpointer data, QdCheckResult *result, guint index, const QdCheckText *given)
{
  const QdGametreeCheck *check = data;
  gint64 all = check->analysis->events->len;

  qd_check_result_show_reference (result, &check->expected, index);
  if (result->explanation != NULL)
    ;
  else if (index == 0)
    {
      explain_value (check, result);
      result->step = all;
    }
  else if (index == 1)
    {
      explain_best (check, result);
      result->step = best_step (check);
      if (result->step < 0)
        result->step = all;
    }
  else if (index == 2)
    {
      explain_leaves (check, result);
      result->step = all;
    }
  else if (index - 3 < check->analysis->n_nodes)
    {
      result->step = explain_node (check, result, index - 3, qd_check_text_line (given, index));
      if (result->step < 0)
        result->step = all;
    }
  else
    {
      qd_check_result_explain (result, _("The table ends with the last node's line; nothing comes after it."));
      result->step = all;
    }
}

QdCheckResult *
qd_gametree_check_answer (const QdGametreeCheck *check, const char *answer, gsize length, gboolean strict)
{
  g_autoptr(GString) rounded = NULL;
  g_autoptr(GString) ties = NULL;

  if (expecti (check) && memchr (answer, '\0', length) == NULL)
    {
      ties = accept_ties (check, answer, length);
      rounded = round_numbers (check, ties->str, ties->len);
      answer = rounded->str;
      length = rounded->len;
    }
  return qd_check_reference_answer (&check->expected, answer, length, strict, explain_line, check);
}

/* --- One sentence, for practice --- */

const QdTreeAnalysis *
qd_gametree_check_analysis (const QdGametreeCheck *check)
{
  return check->analysis;
}

const QdGameTree *
qd_gametree_check_tree (const QdGametreeCheck *check)
{
  return check->tree;
}

gint
qd_gametree_check_done_event (const QdGametreeCheck *check, guint node)
{
  return node < check->analysis->n_nodes ? check->done_event[node] : -1;
}

/* The first sentence an explain_* function writes. */
static char *
first_sentence (QdCheckResult *result)
{
  char *text = g_strdup (result->explanation != NULL ? result->explanation : "");
  char *nl = strchr (text, '\n');

  if (nl != NULL)
    *nl = '\0';
  qd_check_result_free (result);
  return text;
}

/* The cut-off update of `node`, or NULL. */
static const QdTreeEvent *
cutoff_of (const QdGametreeCheck *check, guint node)
{
  gint done = check->done_event[node];

  if (done > 0 && event_at (check, (guint) done - 1)->kind == QD_TREE_EVENT_UPDATE
      && event_at (check, (guint) done - 1)->node == node && event_at (check, (guint) done - 1)->cutoff)
    return event_at (check, (guint) done - 1);
  return NULL;
}

static char *
why_decision_value (const QdGametreeCheck *check, const QdTreeNode *node)
{
  gboolean max = qd_tree_node_player (node) == QD_PLAYER_MAX;
  g_autofree char *name = node_words (node);
  g_autofree char *children = children_values (check, node);
  g_autofree char *v = fmt (check, check->analysis->final[node->index].value);
  const QdTreeEvent *cut = cutoff_of (check, node->index);

  if (cut != NULL)
    {
      g_autofree char *bound = fmt (check, max ? cut->beta : cut->alpha);

      return g_strdup_printf (max ? _("%s is MAX and its children return %s: at v = %s ≥ β = %s the rest are "
                                      "pruned, so it returns %s.")
                                  : _("%s is MIN and its children return %s: at v = %s ≤ α = %s the rest are "
                                      "pruned, so it returns %s."), name, children, v, bound, v);
    }
  return g_strdup_printf (max ? _("%s is MAX: its value is the largest of its children's values (%s), so %s.")
                              : _("%s is MIN: its value is the smallest of its children's values (%s), so %s."),
                          name, children, v);
}

static char *
why_value (const QdGametreeCheck *check, const QdTreeNode *node)
{
  if (qd_tree_node_is_chance (node))
    return chance_value_sentence (check, node);
  return why_decision_value (check, node);
}

/* α at a MAX node, β at a MIN node: the bound the node moves. */
static char *
why_bound (const QdGametreeCheck *check, const QdTreeNode *node, gboolean alpha)
{
  gboolean max = qd_tree_node_player (node) == QD_PLAYER_MAX;
  const QdTreeEvent *enter = event_at (check, (guint) check->enter_event[node->index]);
  const QdTreeNodeResult *r = &check->analysis->final[node->index];
  g_autofree char *name = node_words (node);
  g_autofree char *start = fmt (check, alpha ? enter->alpha : enter->beta);
  g_autofree char *final = fmt (check, alpha ? r->alpha : r->beta);
  g_autofree char *children = NULL;

  if (alpha != max)
    return g_strdup_printf (alpha ? _("%s is MIN: it never changes α, so α is %s, as its parent passed it down.")
                                  : _("%s is MAX: it never changes β, so β is %s, as its parent passed it down."),
                            name, final);
  children = children_values (check, node);
  if (cutoff_of (check, node->index) != NULL)
    return g_strdup_printf (max ? _("%s is MAX: α starts at %s from its parent and rises with its children's "
                                    "values (%s), but a cut-off leaves it as it was before, so α = %s.")
                                : _("%s is MIN: β starts at %s from its parent and falls with its children's "
                                    "values (%s), but a cut-off leaves it as it was before, so β = %s."),
                            name, start, children, final);
  return g_strdup_printf (max ? _("%s is MAX: α starts at %s from its parent and rises to each child's value "
                                  "above it (%s), so α = %s.")
                              : _("%s is MIN: β starts at %s from its parent and falls to each child's value "
                                  "below it (%s), so β = %s."),
                          name, start, children, final);
}

static char *
why_pruned (const QdGametreeCheck *check, const QdTreeNode *node)
{
  const QdTreeEvent *cut = cutoff_of (check, node->index);
  g_autofree char *name = node_words (node);

  if (cut != NULL)
    {
      QdCheckResult *result = qd_check_result_new_wrong (0, NULL, NULL);

      explain_cutoff (check, result, node, cut);
      return first_sentence (result);
    }
  if (qd_tree_node_player (node) == QD_PLAYER_MAX)
    {
      const QdTreeNodeResult *r = &check->analysis->final[node->index];
      g_autofree char *v = fmt (check, r->value), *b = fmt (check, r->beta);

      return g_strdup_printf (_("%s has no cut-off: its value %s never reaches β = %s, so none of its children is "
                                "pruned."), name, v, b);
    }
  else
    {
      const QdTreeNodeResult *r = &check->analysis->final[node->index];
      g_autofree char *v = fmt (check, r->value), *a = fmt (check, r->alpha);

      return g_strdup_printf (_("%s has no cut-off: its value %s never falls to α = %s, so none of its children is "
                                "pruned."), name, v, a);
    }
}

char *
qd_gametree_check_why (const QdGametreeCheck *check, guint index, QdGametreeWhy what)
{
  const QdTreeNode *node;

  g_return_val_if_fail (index < check->analysis->n_nodes, NULL);
  node = node_at (check, index);
  if (what == QD_GAMETREE_WHY_LEAVES)
    {
      QdCheckResult *result = qd_check_result_new_wrong (0, NULL, NULL);

      explain_leaves (check, result);
      return first_sentence (result);
    }
  if (qd_tree_node_is_leaf (node) || check->enter_event[index] < 0)
    {
      QdCheckResult *result = qd_check_result_new_wrong (0, NULL, NULL);

      if (check->enter_event[index] < 0)
        explain_pruned (check, result, node);
      else
        explain_leaf (check, result, node);
      return first_sentence (result);
    }
  switch (what)
    {
    case QD_GAMETREE_WHY_VALUE: return why_value (check, node);
    case QD_GAMETREE_WHY_ALPHA: return why_bound (check, node, TRUE);
    case QD_GAMETREE_WHY_BETA: return why_bound (check, node, FALSE);
    case QD_GAMETREE_WHY_PRUNED: default: return why_pruned (check, node);
    }
}
