/* qd-gametree-animation.c — a game-tree search replayed frame by frame
 * (qd-gametree-animation.h). */
#include "config.h"
#include "qd-gametree-animation.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "render/qd-tree-layout-private.h"
#include "render/qd-tree-render.h"

typedef struct {
  QdOwned owned;
  QdGameTree *tree;
  QdTreeAnalysis analysis;      /* a copy: its own final results and events */
  QdTreeLayout *layout;
} Replay;

static void
draw_step (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  guint n_steps = qd_tree_analysis_n_steps (&replay->analysis);
  g_autofree QdTreeNodeResult *shown = g_new (QdTreeNodeResult, MAX (replay->analysis.n_nodes, 1));
  QdTreeRenderOptions options;

  qd_tree_analysis_replay (&replay->analysis, step, shown);
  qd_tree_render_options_init (&options, palette);
  options.results = shown;
  options.finished = step >= n_steps;
  options.show_alpha_beta = replay->analysis.algorithm == QD_GAME_SEARCH_ALPHABETA;
  if (step > 0 && step < n_steps)
    options.current = (gint) g_array_index (replay->analysis.events, QdTreeEvent, step - 1).node;
  qd_tree_render (cr, replay->tree, replay->layout, &options);
}

/* A few words on step `step`: "enter B, α = 3, β = ∞", "leaf r.1.0 = 2",
 * "B: v = 2 ≤ α = 3, the rest pruned", "B returns 2". */
static char *
describe_step (guint step, gpointer data)
{
  Replay *replay = data;
  const QdTreeEvent *e = &g_array_index (replay->analysis.events, QdTreeEvent, step - 1);
  const QdTreeNode *node = qd_game_tree_get_node (replay->tree, e->node);
  g_autofree char *name = qd_tree_node_name (node);
  g_autofree char *v = qd_tree_layout_number (replay->layout, e->value);
  g_autofree char *a = qd_tree_display_number (e->alpha);
  g_autofree char *b = qd_tree_display_number (e->beta);
  gboolean ab = replay->analysis.algorithm == QD_GAME_SEARCH_ALPHABETA;

  switch (e->kind)
    {
    case QD_TREE_EVENT_ENTER:
      return ab ? g_strdup_printf (_("enter %s, α = %s, β = %s"), name, a, b) : g_strdup_printf (_("enter %s"), name);
    case QD_TREE_EVENT_LEAF:
      return g_strdup_printf (_("leaf %s = %s"), name, v);
    case QD_TREE_EVENT_UPDATE:
      if (e->cutoff)
        return g_strdup_printf (qd_tree_node_player (node) == QD_PLAYER_MAX ? _("%s: v = %s ≥ β = %s, the rest pruned")
                                                                            : _("%s: v = %s ≤ α = %s, the rest pruned"),
                                name, v, qd_tree_node_player (node) == QD_PLAYER_MAX ? b : a);
      if (qd_tree_node_is_chance (node))
        /* Translators: a chance node's running sum of its outcomes' values times their probabilities. */
        return g_strdup_printf (_("%s: sum so far %s"), name, v);
      return ab ? g_strdup_printf (_("%s: v = %s, α = %s, β = %s"), name, v, a, b)
                : g_strdup_printf (_("%s: v = %s"), name, v);
    case QD_TREE_EVENT_LEAVE:
    default:
      return g_strdup_printf (_("%s returns %s"), name, v);
    }
}

QdAnimation *
qd_gametree_animation_new (const QdGameTree *tree, const QdTreeAnalysis *analysis)
{
  Replay *replay = g_new0 (Replay, 1);
  double width, height;

  g_return_val_if_fail (tree != NULL && analysis != NULL, NULL);
  g_return_val_if_fail (analysis->n_nodes == qd_game_tree_n_nodes (tree), NULL);
  replay->tree = qd_owned_add (&replay->owned, qd_game_tree_copy (tree), (GDestroyNotify) qd_game_tree_free);
  replay->analysis = *analysis;
  replay->analysis.final =
    qd_owned_add (&replay->owned, g_memdup2 (analysis->final, sizeof (QdTreeNodeResult) * analysis->n_nodes), g_free);
  replay->analysis.events =
    qd_owned_add (&replay->owned, g_array_copy (analysis->events), (GDestroyNotify) g_array_unref);
  replay->layout =
    qd_owned_add (&replay->owned, qd_tree_layout_new (replay->tree), (GDestroyNotify) qd_tree_layout_free);
  qd_tree_layout_get_size (replay->layout, &width, &height);
  return qd_animation_new (qd_tree_analysis_n_steps (analysis), width, height, draw_step, describe_step, replay,
                           qd_owned_free);
}
