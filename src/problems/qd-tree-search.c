/* qd-tree-search.c — minimax / alpha-beta on an explicit tree, recorded. */
#include "qd-tree-search.h"
#include "core/qd-format.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

typedef struct {
  QdTreeAnalysis *analysis;
  const QdGameTree *tree;
} Recorder;

static void
record (Recorder *r, QdTreeEventKind kind, gconstpointer state,
        double value, double alpha, double beta, gboolean cutoff)
{
  QdTreeEvent event = {
    .kind = kind,
    .node = *(const guint32 *) state,
    .value = value,
    .alpha = alpha,
    .beta = beta,
    .cutoff = cutoff,
  };

  g_array_append_val (r->analysis->events, event);
}

static void
on_enter (gpointer data, guint depth, guint index, gconstpointer state, double alpha, double beta)
{
  Recorder *r = data;

  const QdTreeNode *node = qd_game_tree_get_node (r->tree, *(const guint32 *) state);
  QdPlayer player = qd_tree_node_player (node);

  /* A leaf is one step, its evaluation (which carries the alpha/beta it got). */
  if (qd_tree_node_is_leaf (node))
    return;
  /* v starts at -inf for MAX, +inf for MIN and 0 for a chance node's sum. */
  record (r, QD_TREE_EVENT_ENTER, state,
          player == QD_PLAYER_CHANCE ? 0 : player == QD_PLAYER_MAX ? -INFINITY : INFINITY,
          alpha, beta, FALSE);
}

static void
on_leaf (gpointer data, guint depth, guint index, gconstpointer state,
         double value, double alpha, double beta)
{
  record (data, QD_TREE_EVENT_LEAF, state, value, alpha, beta, FALSE);
}

static void
on_update (gpointer data, guint depth, guint index, gconstpointer state,
           double v, double alpha, double beta, gboolean cutoff)
{
  record (data, QD_TREE_EVENT_UPDATE, state, v, alpha, beta, cutoff);
}

static void
on_leave (gpointer data, guint depth, guint index, gconstpointer state,
          double value, double alpha, double beta)
{
  record (data, QD_TREE_EVENT_LEAVE, state, value, alpha, beta, FALSE);
}

static const QdGameListener recorder = {
  .enter = on_enter,
  .leaf = on_leaf,
  .update = on_update,
  .leave = on_leave,
};

QdTreeAnalysis *
qd_tree_analyze (const QdGameTree *tree, QdGameSearchAlgorithm algorithm, const gint *stop)
{
  return qd_tree_analyze_recorded (tree, algorithm, stop, NULL, NULL);
}

QdTreeAnalysis *
qd_tree_analyze_recorded (const QdGameTree *tree, QdGameSearchAlgorithm algorithm, const gint *stop,
                          QdSearchTree *search_tree, const QdGameTree *names)
{
  QdTreeAnalysis *a = g_new0 (QdTreeAnalysis, 1);
  QdGameSearchOptions options;
  QdGame game;
  guint32 root = 0;
  Recorder recorder_data = { a, tree };

  a->algorithm = algorithm;
  a->n_nodes = qd_game_tree_n_nodes (tree);
  a->events = g_array_sized_new (FALSE, FALSE, sizeof (QdTreeEvent), a->n_nodes * 3);
  a->final = g_new (QdTreeNodeResult, a->n_nodes);

  qd_game_tree_as_game (tree, &game);
  qd_game_search_options_init (&options);
  options.algorithm = algorithm;
  options.stop = stop;
  options.listener = &recorder;
  options.listener_data = &recorder_data;
  qd_search_tree_game_search (search_tree, &game, &root, &options, qd_game_tree_move_text,
                              (gpointer) (names != NULL ? names : tree), NULL, &a->result);

  qd_tree_analysis_replay (a, a->events->len, a->final);
  return a;
}

void
qd_tree_analysis_free (QdTreeAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_array_unref (analysis->events);
  g_free (analysis->final);
  g_free (analysis);
}

guint
qd_tree_analysis_n_steps (const QdTreeAnalysis *analysis)
{
  return analysis->events->len;
}

void
qd_tree_analysis_replay (const QdTreeAnalysis *analysis, guint step, QdTreeNodeResult *out)
{
  for (guint i = 0; i < analysis->n_nodes; i++)
    out[i] = (QdTreeNodeResult) { QD_TREE_NODE_UNSEEN, NAN, -INFINITY, INFINITY };

  step = MIN (step, analysis->events->len);
  for (guint i = 0; i < step; i++)
    {
      const QdTreeEvent *e = &g_array_index (analysis->events, QdTreeEvent, i);
      QdTreeNodeResult *r = &out[e->node];

      r->value = e->value;
      r->alpha = e->alpha;
      r->beta = e->beta;
      r->state = (e->kind == QD_TREE_EVENT_LEAF || e->kind == QD_TREE_EVENT_LEAVE)
                 ? QD_TREE_NODE_DONE : QD_TREE_NODE_OPEN;
    }
}

guint
qd_tree_analysis_leaves_at (const QdTreeAnalysis *analysis, guint step)
{
  guint leaves = 0;

  step = MIN (step, analysis->events->len);
  for (guint i = 0; i < step; i++)
    leaves += g_array_index (analysis->events, QdTreeEvent, i).kind == QD_TREE_EVENT_LEAF;
  return leaves;
}

gboolean
qd_tree_analysis_is_pruned (const QdTreeAnalysis *analysis, guint node)
{
  g_return_val_if_fail (node < analysis->n_nodes, FALSE);
  return analysis->final[node].state == QD_TREE_NODE_UNSEEN;
}

gboolean
qd_tree_algorithm_check (const QdGameTree *tree, QdGameSearchAlgorithm algorithm, GError **error)
{
  const QdTreeNode *chance = qd_game_tree_first_chance (tree);

  if (chance != NULL && algorithm != QD_GAME_SEARCH_EXPECTIMINIMAX)
    {
      g_autofree char *name = qd_tree_node_name (chance);

      g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_PROBABILITY,
                   algorithm == QD_GAME_SEARCH_MINIMAX
                   ? _("the tree has chance nodes (%s first): minimax cannot search it, expectiminimax can")
                   : _("the tree has chance nodes (%s first): alpha-beta cannot search it, expectiminimax can"),
                   name);
      return FALSE;
    }
  return qd_game_tree_check_probabilities (tree, error);
}

QdGameSearchAlgorithm
qd_tree_default_algorithm (const QdGameTree *tree)
{
  return qd_game_tree_first_chance (tree) != NULL ? QD_GAME_SEARCH_EXPECTIMINIMAX : QD_GAME_SEARCH_ALPHABETA;
}

gboolean
qd_tree_algorithm_from_string (const char *text, QdGameSearchAlgorithm *algorithm)
{
  if (g_strcmp0 (text, "expectiminimax") == 0)
    {
      *algorithm = QD_GAME_SEARCH_EXPECTIMINIMAX;
      return TRUE;
    }
  return qd_game_search_algorithm_from_string (text, algorithm);
}

char *
qd_tree_analysis_format_value (const QdTreeAnalysis *analysis, double value)
{
  if (analysis->algorithm == QD_GAME_SEARCH_EXPECTIMINIMAX && isfinite (value) && fabs (value) < 1e9)
    value = qd_tree_round_value (value);
  return qd_format_number (value);
}

double
qd_tree_round_value (double value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE + 16];
  char *point, *digit;
  gboolean up;

  if (!isfinite (value) || fabs (value) >= 1e9)
    return value;
  /* To QD_TREE_VALUE_SNAP decimals first: a sum of products carries float
   * noise far below them (-5.14125 computed is -5.1412499999999996…). */
  g_ascii_formatd (text, sizeof text, "%." G_STRINGIFY (QD_TREE_VALUE_SNAP) "f", value);
  point = strchr (text, '.');
  digit = point + 1 + QD_TREE_VALUE_DECIMALS;
  /* Then to QD_TREE_VALUE_DECIMALS, half away from zero, on the digits. */
  up = *digit >= '5';
  *digit = '\0';
  for (char *p = digit - 1; up && p >= text && *p != '-'; p--)
    {
      if (*p == '.')
        continue;
      if (*p < '9')
        {
          (*p)++;
          up = FALSE;
        }
      else
        *p = '0';
    }
  if (up)
    {
      /* 9.99995 → 10.0000: one more digit in front. */
      gsize at = text[0] == '-' ? 1 : 0;
      memmove (text + at + 1, text + at, strlen (text + at) + 1);
      text[at] = '1';
    }
  value = g_ascii_strtod (text, NULL);
  return value == 0 ? 0 : value;   /* -0.00001 is 0, not -0 */
}

double
qd_tree_tie_other_rounding (double value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE + 16];
  char *digit;

  if (!isfinite (value) || fabs (value) >= 1e9)
    return NAN;
  g_ascii_formatd (text, sizeof text, "%." G_STRINGIFY (QD_TREE_VALUE_SNAP) "f", value);
  digit = strchr (text, '.') + 1 + QD_TREE_VALUE_DECIMALS;
  /* A tie: a 5 and zeros after the kept decimals. */
  if (*digit != '5' || strspn (digit + 1, "0") != strlen (digit + 1))
    return NAN;
  *digit = '\0';
  value = g_ascii_strtod (text, NULL);
  return value == 0 ? 0 : value;
}

const char *
qd_tree_node_kind_name (const QdTreeNode *node)
{
  if (qd_tree_node_is_leaf (node))
    return "leaf";
  switch (qd_tree_node_player (node))
    {
    case QD_PLAYER_MAX: return "max";
    case QD_PLAYER_MIN: return "min";
    default: return "chance";
    }
}

char *
qd_tree_analysis_format (const QdGameTree *tree, const QdTreeAnalysis *analysis)
{
  GString *out = g_string_new (NULL);
  g_autofree char *value = qd_tree_analysis_format_value (analysis, analysis->result.value);

  g_string_append_printf (out, "value %s\n", value);
  g_string_append_printf (out, "best %u\n", analysis->result.best_index);
  g_string_append_printf (out, "leaves %" G_GUINT64_FORMAT "\n", analysis->result.leaves);

  for (guint i = 0; i < analysis->n_nodes; i++)
    {
      const QdTreeNode *node = qd_game_tree_get_node (tree, i);
      const QdTreeNodeResult *r = &analysis->final[i];
      g_autofree char *path = qd_tree_node_path (node);
      const char *kind = qd_tree_node_kind_name (node);

      if (r->state == QD_TREE_NODE_UNSEEN)
        {
          g_string_append_printf (out, "%s %s - - - pruned\n", path, kind);
        }
      else
        {
          g_autofree char *v = qd_tree_analysis_format_value (analysis, r->value);
          g_autofree char *alpha = qd_format_number (r->alpha);
          g_autofree char *beta = qd_format_number (r->beta);

          g_string_append_printf (out, "%s %s %s %s %s visited\n", path, kind, v, alpha, beta);
        }
    }
  return g_string_free (out, FALSE);
}

const char *
qd_tree_event_kind_name (const QdTreeEvent *event)
{
  switch (event->kind)
    {
    case QD_TREE_EVENT_ENTER:
      return "enter";
    case QD_TREE_EVENT_LEAF:
      return "leaf";
    case QD_TREE_EVENT_UPDATE:
      return event->cutoff ? "cutoff" : "update";
    case QD_TREE_EVENT_LEAVE:
    default:
      return "leave";
    }
}

char *
qd_tree_analysis_format_steps (const QdGameTree *tree, const QdTreeAnalysis *analysis)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < analysis->events->len; i++)
    {
      const QdTreeEvent *e = &g_array_index (analysis->events, QdTreeEvent, i);
      g_autofree char *path = qd_tree_node_path (qd_game_tree_get_node (tree, e->node));
      g_autofree char *v = qd_tree_analysis_format_value (analysis, e->value);
      g_autofree char *alpha = qd_format_number (e->alpha);
      g_autofree char *beta = qd_format_number (e->beta);

      g_string_append_printf (out, "step %u %s %s v %s alpha %s beta %s\n",
                              i + 1, qd_tree_event_kind_name (e), path, v, alpha, beta);
    }
  return g_string_free (out, FALSE);
}
