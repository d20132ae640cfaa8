/* qd-gametree-page.c — the game-tree tab: draw, edit, solve and step. */
#include "config.h"
#include "qd-gametree-page-private.h"
#include "qd-gametree-page.h"
#include "qd-gametree-page-report.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "core/qd-job.h"
#include "core/qd-owned.h"
#include "core/qd-text.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-stepper.h"
#include "problems/qd-tree-search.h"
#include "render/gametree/qd-gametree-animation.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-tree-view.h"
#include "app/qd-page-tree.h"
#include "render/gametree/qd-gametree-worksheet.h"


G_DEFINE_FINAL_TYPE (QdGametreePage, qd_gametree_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "values", N_("Node Values as Text…"), "values.txt" },
  { "steps", N_("Search Steps as Text…"), "steps.txt", QD_TEXT_EXPORT_TRACE,
    N_("the tree, then one step per line: its number, what happened (enter, leaf, update, cutoff, leave), the node, its value v, alpha and beta") },
  { NULL }
};

/* ------------------------------------------------------------ formatting */

/* Numbers for people: ∞ and a true minus sign. */
static char *
pretty_number (double value)
{
  g_autofree char *plain = NULL;

  if (isinf (value))
    return g_strdup (value > 0 ? "∞" : "−∞");
  plain = qd_format_number_locale (value);
  if (plain[0] == '-')
    return g_strconcat ("−", plain + 1, NULL);
  return g_steal_pointer (&plain);
}

/* A value on show: in a tree with chance nodes rounded to 4 decimals, as
 * the drawing and the outputs show it. */
static char *
value_text (QdGametreePage *self, double value)
{
  if (qd_game_tree_first_chance (self->tree) != NULL && isfinite (value) && fabs (value) < 1e9)
    value = round (value * 1e4) / 1e4;
  return pretty_number (value);
}

/* A node as a person names it: its label, else where it is — "the root",
 * "leaf 3 under B", "child 2 of the root" (the file's r.1 paths are the
 * CLI's). */
char *
qd_gametree_node_title (const QdTreeNode *node)
{
  g_autofree char *parent = NULL;
  g_autofree char *value = NULL;

  if (node->label != NULL)
    return g_strdup (node->label);
  if (node->parent == NULL)
    return g_strdup (_("the root"));
  parent = qd_gametree_node_title (node->parent);
  if (qd_tree_node_is_leaf (node))
    {
      value = pretty_number (node->value);
      return g_strdup_printf (_("leaf %s under %s"), value, parent);
    }
  return g_strdup_printf (_("child %u of %s"), node->child_index + 1, parent);
}

static char *
node_display_name (QdGametreePage *self, guint index)
{
  return qd_gametree_node_title (qd_game_tree_get_node (self->tree, index));
}

static QdGameSearchAlgorithm
selected_algorithm (QdGametreePage *self)
{
  switch (adw_combo_row_get_selected (self->algorithm_row))
    {
    case 0: return QD_GAME_SEARCH_MINIMAX;
    case 2: return QD_GAME_SEARCH_EXPECTIMINIMAX;
    default: return QD_GAME_SEARCH_ALPHABETA;
    }
}

/* ---------------------------------------------------------------- display */

static char *
describe_step_text (QdGametreePage *self, const QdTreeEvent *e)
{
  g_autofree char *name = node_display_name (self, e->node);
  g_autofree char *v = value_text (self, e->value);
  g_autofree char *a = pretty_number (e->alpha);
  g_autofree char *b = pretty_number (e->beta);
  gboolean ab = self->analysis->algorithm == QD_GAME_SEARCH_ALPHABETA;

  switch (e->kind)
    {
    case QD_TREE_EVENT_ENTER:
      if (qd_tree_node_is_chance (qd_game_tree_get_node (self->tree, e->node)))
        return g_strdup_printf (_("Visiting chance node %s: its value is the sum of each outcome’s value times "
                                  "its probability."), name);
      return ab ? g_strdup_printf (_("Visiting %s with α = %s, β = %s."), name, a, b)
                : g_strdup_printf (_("Visiting %s."), name);
    case QD_TREE_EVENT_LEAF:
      /* An unnamed leaf's title says "leaf" already. */
      if (qd_game_tree_get_node (self->tree, e->node)->label == NULL)
        return g_strdup_printf (_("%s is worth %s."), name, v);
      return g_strdup_printf (_("Leaf %s is worth %s."), name, v);
    case QD_TREE_EVENT_UPDATE:
      if (e->cutoff)
        {
          QdTreeNode *node = qd_game_tree_get_node (self->tree, e->node);
          gboolean is_max = qd_tree_node_player (node) == QD_PLAYER_MAX;

          return g_strdup_printf (is_max ? _("%s: v = %s ≥ β = %s, so the remaining children are pruned.")
                                         : _("%s: v = %s ≤ α = %s, so the remaining children are pruned."),
                                  name, v, is_max ? b : a);
        }
      if (qd_tree_node_is_chance (qd_game_tree_get_node (self->tree, e->node)))
        return g_strdup_printf (_("%s: an outcome returned; the sum so far is v = %s."), name, v);
      return ab ? g_strdup_printf (_("%s: a child returned; v = %s, α = %s, β = %s."), name, v, a, b)
                : g_strdup_printf (_("%s: a child returned; v = %s."), name, v);
    case QD_TREE_EVENT_LEAVE:
    default:
      return g_strdup_printf (_("%s returns %s."), name, v);
    }
}

/* A sentence that begins with a node's title ("the root returns 6.")
 * begins with a capital. */
static char *
describe_step (QdGametreePage *self, const QdTreeEvent *e)
{
  g_autofree char *text = describe_step_text (self, e);

  return qd_text_capitalize (text);
}

static void
update_actions (QdGametreePage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  gint selected = qd_tree_view_get_selected (self->tree_view);
  QdActionState states[] = {
    { "add-child", selected >= 0 },
    { "remove", selected > 0 },
    { "edit-label", selected >= 0 },
    { "edit-value", selected >= 0 && qd_tree_node_is_leaf (qd_game_tree_get_node (self->tree, selected)) },
    { "chance", qd_gametree_page_chance_can_edit (self, "chance") },
    { "edit-probability", qd_gametree_page_chance_can_edit (self, "edit-probability") },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_run_controls_set_busy (self->run_controls, busy);
}

static void
update_display (QdGametreePage *self)
{
  guint n_steps;
  gboolean finished;
  gint current = -1;

  guint step = qd_stepper_get_step (self->stepper);

  if (self->analysis == NULL)
    {
      qd_tree_view_set_results (self->tree_view, NULL, FALSE, FALSE, -1);
      gtk_label_set_label (self->value_label, "—");
      gtk_label_set_label (self->best_label, "—");
      qd_label_set_count (self->leaves_label, FALSE, 0);
      qd_label_set_count (self->nodes_label, FALSE, 0);
      qd_label_set_count (self->pruned_label, FALSE, 0);
      if (!qd_page_get_busy (QD_PAGE (self)))
        qd_run_controls_set_status (self->run_controls, _("Press Next Step to watch the search visit the nodes one at a time."));
      update_actions (self);
      return;
    }

  n_steps = qd_tree_analysis_n_steps (self->analysis);
  finished = step >= n_steps;
  qd_tree_analysis_replay (self->analysis, step, self->shown);
  qd_gametree_page_practice_mask (self, step);
  if (!finished && step > 0)
    current = g_array_index (self->analysis->events, QdTreeEvent, step - 1).node;
  qd_tree_view_set_results (self->tree_view, self->shown, finished,
                            self->analysis->algorithm == QD_GAME_SEARCH_ALPHABETA, current);

  if (finished)
    {
      g_autofree char *value = value_text (self, self->analysis->result.value);
      guint pruned = 0;

      for (guint i = 0; i < self->analysis->n_nodes; i++)
        pruned += qd_tree_analysis_is_pruned (self->analysis, i);
      gtk_label_set_label (self->value_label, value);
      if (qd_tree_node_is_leaf (self->tree->root))
        gtk_label_set_label (self->best_label, _("None (the root is a leaf)"));
      else if (qd_tree_node_is_chance (self->tree->root))
        gtk_label_set_label (self->best_label, _("None (the root is a chance node)"));
      else
        {
          QdTreeNode *best = self->tree->root->children->pdata[self->analysis->result.best_index];
          g_autofree char *name = node_display_name (self, best->index);
          /* TRANSLATORS: the best move's node, then its place among the root's moves */
          g_autofree char *text = g_strdup_printf (_("%s (move %u of %u)"), name,
                                                   self->analysis->result.best_index + 1,
                                                   self->tree->root->children->len);

          gtk_label_set_label (self->best_label, text);
        }
      qd_label_set_count (self->leaves_label, TRUE, self->analysis->result.leaves);
      qd_label_set_count (self->nodes_label, TRUE, self->analysis->result.nodes);
      qd_label_set_count (self->pruned_label, TRUE, pruned);
    }
  else
    {
      gtk_label_set_label (self->value_label, "—");
      gtk_label_set_label (self->best_label, "—");
      qd_label_set_count (self->leaves_label, TRUE, qd_tree_analysis_leaves_at (self->analysis, step));
      qd_label_set_count (self->nodes_label, FALSE, 0);
      qd_label_set_count (self->pruned_label, FALSE, 0);
    }

  if (step == 0)
    qd_run_controls_set_status (self->run_controls, _("Ready: press Next Step to visit the root."));
  else
    {
      const QdTreeEvent *e = &g_array_index (self->analysis->events, QdTreeEvent, step - 1);
      g_autofree char *what = describe_step (self, e);
      g_autofree char *text = NULL;

      if (finished)
        text = g_strdup_printf (ngettext ("Done in %u step. %s", "Done in %u steps. %s", n_steps), n_steps, what);
      else
        text = g_strdup_printf (_("Step %u of %u: %s"), step, n_steps, what);
      qd_run_controls_set_status (self->run_controls, text);
    }
  qd_gametree_page_practice_status (self, step);
  update_actions (self);
}

void
qd_gametree_page_update_display (QdGametreePage *self)
{
  update_display (self);
}

static void
update_edit_rows (QdGametreePage *self)
{
  gint selected = qd_tree_view_get_selected (self->tree_view);
  QdTreeNode *node;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *value = NULL;

  gtk_widget_set_sensitive (GTK_WIDGET (self->label_row), selected >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->value_row), FALSE);
  if (selected < 0)
    {
      adw_preferences_group_set_description (self->edit_group, _("Click a node to select it."));
      gtk_editable_set_text (GTK_EDITABLE (self->label_row), "");
      gtk_editable_set_text (GTK_EDITABLE (self->value_row), "");
      qd_gametree_page_chance_update_rows (self);
      update_actions (self);
      return;
    }

  node = qd_game_tree_get_node (self->tree, selected);
  name = qd_tree_node_path (node);
  description = g_strdup_printf (qd_tree_node_is_leaf (node) ? _("Selected: leaf %s")
                                 : qd_tree_node_player (node) == QD_PLAYER_MAX ? _("Selected: MAX node %s")
                                 : qd_tree_node_player (node) == QD_PLAYER_CHANCE ? _("Selected: chance node %s")
                                 : _("Selected: MIN node %s"), name);
  adw_preferences_group_set_description (self->edit_group, description);
  gtk_editable_set_text (GTK_EDITABLE (self->label_row), node->label != NULL ? node->label : "");
  if (qd_tree_node_is_leaf (node))
    {
      value = qd_format_number (node->value);
      gtk_widget_set_sensitive (GTK_WIDGET (self->value_row), TRUE);
      gtk_editable_set_text (GTK_EDITABLE (self->value_row), value);
    }
  else
    gtk_editable_set_text (GTK_EDITABLE (self->value_row), "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->value_row), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->label_row), "error");
  qd_gametree_page_chance_update_rows (self);
  update_actions (self);
}

/* ------------------------------------------------------------ the search */

static void
clear_analysis (QdGametreePage *self)
{
  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  qd_gametree_page_practice_forget (self);
  qd_stepper_clear (self->stepper);
  qd_page_tree_clear (self->page_tree);
  g_clear_pointer (&self->analysis, qd_tree_analysis_free);
  g_clear_pointer (&self->shown, g_free);
}

typedef struct {
  QdOwned owned;
  QdGameTree *tree;
  QdGameSearchAlgorithm algorithm;
  QdSearchTree *search_tree;
  const QdGameTree *names;      /* the page's document (read on the main thread only) */
} SolveTask;

static gpointer
solve_worker (QdJob *job, gpointer task_data, GError **error)
{
  SolveTask *task = task_data;
  QdTreeAnalysis *analysis = qd_tree_analyze_recorded (task->tree, task->algorithm, qd_job_get_stop_flag (job),
                                                       task->search_tree, task->names);

  qd_progress_set (&qd_job_get_progress (job)->nodes, (gint64) analysis->result.nodes);
  if (analysis->result.status == QD_GAME_SEARCH_STOPPED)
    {
      qd_tree_analysis_free (analysis);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was stopped"));
      return NULL;
    }
  return analysis;
}

/* Each step of the replay stands at the node its event is about; a search
 * node's move is the explicit node it reached (the root: node 0). */
static void
set_step_nodes (QdGametreePage *self)
{
  const QdSearchTree *recorded = qd_page_tree_get_tree (self->page_tree);
  guint n_steps = qd_tree_analysis_n_steps (self->analysis);
  guint n = recorded != NULL ? qd_search_tree_n_nodes (recorded) : 0;
  g_autofree gint32 *of_explicit = g_new (gint32, MAX (self->analysis->n_nodes, 1));
  gint32 *nodes = g_new (gint32, n_steps + 1);

  for (guint i = 0; i < self->analysis->n_nodes; i++)
    of_explicit[i] = -1;
  for (guint id = 0; id < n; id++)
    {
      const QdSearchNode *node = qd_search_tree_node (recorded, id);
      guint explicit = node->depth == 0 ? 0 : node->a;

      if (explicit < self->analysis->n_nodes && of_explicit[explicit] < 0)
        of_explicit[explicit] = (gint32) id;
    }
  nodes[0] = n > 0 ? 0 : -1;
  for (guint s = 0; s < n_steps; s++)
    nodes[s + 1] = of_explicit[g_array_index (self->analysis->events, QdTreeEvent, s).node];
  qd_page_tree_set_step_nodes (self->page_tree, nodes, n_steps);
}

static void
on_job_done (QdPage *page, QdJob *job)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (page);
  const GError *error = qd_job_get_error (job);

  if (error != NULL)
    {
      qd_page_toast_error (page, error);
      qd_stepper_stop_playing (self->stepper);
      qd_run_controls_set_status (self->run_controls, _("The search was stopped."));
      update_actions (self);
      return;
    }
  self->analysis = qd_job_steal_result (job);
  self->shown = g_new (QdTreeNodeResult, self->analysis->n_nodes);
  set_step_nodes (self);
  update_actions (self);
  qd_stepper_set_run (self->stepper, qd_tree_analysis_n_steps (self->analysis),
                      self->step_after_solve ? 1 : G_MAXUINT);
  qd_gametree_page_practice_sync (self);
}

QdGameSearchAlgorithm
qd_gametree_page_algorithm (QdGametreePage *self)
{
  return selected_algorithm (self);
}

const QdGameTree *
qd_gametree_page_tree (QdGametreePage *self)
{
  return self->tree;
}

QdSearchTree *
qd_gametree_page_start_check (QdGametreePage *self, QdPageCheckedRun *checked_run)
{
  clear_analysis (self);
  self->checked_run = checked_run;
  update_display (self);
  return qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, 0);
}

void
qd_gametree_page_show_step (QdGametreePage *self, guint step)
{
  if (self->analysis == NULL && self->checked_run != NULL)
    {
      self->analysis = qd_page_checked_run_take (self->checked_run);
      g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
      if (self->analysis == NULL)
        return;
      qd_page_tree_run_ended (self->page_tree);
      self->shown = g_new (QdTreeNodeResult, self->analysis->n_nodes);
      set_step_nodes (self);
      update_actions (self);
      qd_stepper_set_run (self->stepper, qd_tree_analysis_n_steps (self->analysis), step);
      qd_gametree_page_practice_sync (self);
      return;
    }
  if (self->analysis != NULL)
    qd_stepper_go_to (self->stepper, MIN (step, qd_tree_analysis_n_steps (self->analysis)));
}

void
qd_gametree_page_start_solve (QdGametreePage *self, gboolean then_step)
{
  SolveTask *task;

  clear_analysis (self);
  if (qd_gametree_page_chance_refuse (self))
    {
      qd_stepper_stop_playing (self->stepper);
      update_actions (self);
      return;
    }
  task = g_new0 (SolveTask, 1);
  task->tree = qd_owned_add (&task->owned, qd_game_tree_copy (self->tree), (GDestroyNotify) qd_game_tree_free);
  task->algorithm = selected_algorithm (self);
  task->search_tree = qd_owned_add (&task->owned, qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, 0),
                                    (GDestroyNotify) qd_search_tree_unref);
  task->names = self->tree;
  self->step_after_solve = then_step;
  qd_page_start_job (QD_PAGE (self), _("Searching the tree"), solve_worker, task, qd_owned_free,
                     (GDestroyNotify) qd_tree_analysis_free, on_job_done);
  qd_run_controls_set_status (self->run_controls, _("Searching…"));
  update_actions (self);
}

/* -------------------------------------------------------------- edits */

static void
tree_changed (QdGametreePage *self, gint select)
{
  clear_analysis (self);
  qd_gametree_page_chance_fit_algorithm (self);
  qd_tree_view_set_tree (self->tree_view, self->tree);
  qd_tree_view_set_selected (self->tree_view,
                             select < (gint) qd_game_tree_n_nodes (self->tree) ? select : -1);
  update_edit_rows (self);
  update_display (self);
}

static void
add_child_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGametreePage *self = data;
  gint selected = qd_tree_view_get_selected (self->tree_view);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  QdTreeNode *parent, *child;
  gboolean was_leaf;
  double value;

  if (selected < 0)
    return;
  before = qd_page_snapshot (QD_PAGE (self));
  parent = qd_game_tree_get_node (self->tree, selected);
  /* A leaf that gets a child is a leaf no more: its value goes down to the
   * new child instead of being lost. */
  was_leaf = parent->children->len == 0;
  value = was_leaf ? parent->value : 0;
  child = qd_game_tree_add_child (self->tree, parent, value, &error);
  if (child == NULL)
    {
      qd_page_toast (QD_PAGE (self), error->message);
      return;
    }
  qd_page_record_snapshot (QD_PAGE (self), g_steal_pointer (&before));
  tree_changed (self, child->index);
  if (was_leaf)
    {
      g_autofree char *number = qd_format_number_locale (value);
      g_autofree char *text = g_strdup_printf (_("The leaf’s value %s moved to its new child (Ctrl+Z takes it back)"),
                                               number);

      qd_page_toast (QD_PAGE (self), text);
    }
}

static void
remove_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGametreePage *self = data;
  gint selected = qd_tree_view_get_selected (self->tree_view);
  QdTreeNode *node, *parent;

  if (selected <= 0)
    return;
  qd_page_record_edit (QD_PAGE (self));
  node = qd_game_tree_get_node (self->tree, selected);
  parent = node->parent;
  qd_game_tree_remove (self->tree, node);
  tree_changed (self, parent->index);
}

static void
on_label_apply (AdwEntryRow *row, QdGametreePage *self)
{
  gint selected = qd_tree_view_get_selected (self->tree_view);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  QdTreeNode *node;

  if (selected < 0)
    return;
  if (*text != '\0' && !qd_game_tree_label_is_valid (text))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      qd_page_toast (QD_PAGE (self),
                     _("A label starts with a letter and holds letters, digits, _ ' and - only"));
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  node = qd_game_tree_get_node (self->tree, selected);
  if (g_strcmp0 (node->label, *text ? text : NULL) == 0)
    return;
  qd_page_record_edit (QD_PAGE (self));
  qd_game_tree_set_label (self->tree, node, text);
  tree_changed (self, selected);
}

static void
on_value_apply (AdwEntryRow *row, QdGametreePage *self)
{
  gint selected = qd_tree_view_get_selected (self->tree_view);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autofree char *ascii = NULL;
  char *end = NULL;
  double value;

  if (selected < 0)
    return;
  /* Accept the minus sign the view shows as well as the ASCII one. */
  ascii = g_strdup (text);
  if (g_str_has_prefix (text, "−"))
    {
      g_free (ascii);
      ascii = g_strconcat ("-", text + strlen ("−"), NULL);
    }
  value = g_ascii_strtod (ascii, &end);
  if (*ascii == '\0' || end == NULL || *end != '\0' || !isfinite (value))
    {
      g_autofree char *message = g_strdup_printf (_("“%s” is not a number"), text);

      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  qd_page_record_edit (QD_PAGE (self));
  qd_game_tree_set_value (self->tree, qd_game_tree_get_node (self->tree, selected), value);
  tree_changed (self, selected);
}

static void
on_node_activated (QdTreeView *view, gint node, gint n_press, QdGametreePage *self)
{
  qd_tree_view_set_selected (view, node);
  update_edit_rows (self);
  if (qd_gametree_page_practice_take_node (self, node))
    return;
  if (node >= 0 && n_press == 2)
    gtk_widget_grab_focus (GTK_WIDGET (qd_tree_node_is_leaf (qd_game_tree_get_node (self->tree, node))
                                       ? self->value_row : self->label_row));
}

/* The context menu acts on the node it was opened on. */
static void
on_context_menu (QdTreeView *view, gint node, QdGametreePage *self)
{
  if (node >= 0)
    on_node_activated (view, node, 1, self);
}

/* Edit Label, Edit Leaf Value: the selected node's row, in the sidebar
 * shown if it was folded away. */
static void
edit_row (QdGametreePage *self, GtkWidget *row)
{
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (self));

  if (qd_tree_view_get_selected (self->tree_view) < 0 || !gtk_widget_get_sensitive (row))
    return;
  if (flap != NULL)
    adw_flap_set_reveal_flap (flap, TRUE);
  gtk_widget_grab_focus (row);
}

static void
edit_label_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGametreePage *self = data;

  edit_row (self, GTK_WIDGET (self->label_row));
}

static void
edit_value_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGametreePage *self = data;

  edit_row (self, GTK_WIDGET (self->value_row));
}

void
qd_gametree_page_tree_changed (QdGametreePage *self, gint select)
{
  tree_changed (self, select);
}

/* ------------------------------------------------------------- actions */

static void
on_solve (QdRunControls *controls, gboolean then_step, QdGametreePage *self)
{
  qd_gametree_page_start_solve (self, then_step);
}

static void
on_stop (QdRunControls *controls, QdGametreePage *self)
{
  qd_page_cancel_job (QD_PAGE (self));
  update_actions (self);
}

static void
on_algorithm_changed (QdGametreePage *self)
{
  /* The values on show belong to the other algorithm now. */
  if (self->analysis != NULL || qd_page_get_busy (QD_PAGE (self)))
    {
      gboolean was_finished = self->analysis != NULL && qd_stepper_is_finished (self->stepper);

      clear_analysis (self);
      update_display (self);
      if (was_finished)
        qd_gametree_page_start_solve (self, FALSE);
    }
}

static const GActionEntry page_actions[] = {
  { "add-child", add_child_activated },
  { "remove", remove_activated },
  { "edit-label", edit_label_activated },
  { "edit-value", edit_value_activated },
  { "edit-probability", qd_gametree_page_edit_probability_activated },
  { "chance", NULL, NULL, "false", qd_gametree_page_chance_change_state },
  { "practice", NULL, NULL, "false", qd_gametree_page_practice_change_state },
};

/* ------------------------------------------------------- QdPage methods */

static void
qd_gametree_page_document_changed (QdPage *page, QdPageChange change)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (page);
  /* Undo and redo keep the node selected (by its place in the tree). */
  gint selected = change == QD_PAGE_CHANGE_RESTORED ? qd_tree_view_get_selected (self->tree_view) : -1;

  self->tree = qd_page_get_model (page);
  tree_changed (self, selected);
}

/* Undo may act while a search runs: the tree it changes stops the search. */
static gboolean
qd_gametree_page_can_undo (QdPage *page)
{
  return TRUE;
}

static char *
qd_gametree_page_get_text_export (QdPage *page, const char *id)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (page);

  if (self->analysis == NULL)
    return NULL;
  if (g_str_equal (id, "values"))
    return qd_tree_analysis_format (self->tree, self->analysis);
  if (g_str_equal (id, "steps"))
    return qd_tree_analysis_format_steps (self->tree, self->analysis);
  return NULL;
}

/* The report of the search on show, or before one of the tree and the
 * algorithm chosen. */
static QdReport *
qd_gametree_page_build_report (QdPage *page)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (page);

  return qd_gametree_page_report (page, self->tree, selected_algorithm (self), self->analysis);
}

/* The step-by-step replay the run controls step through. */
static QdAnimation *
qd_gametree_page_build_animation (QdPage *page)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (page);

  return self->analysis != NULL ? qd_gametree_animation_new (self->tree, self->analysis) : NULL;
}

/* -------------------------------------------------------------- GObject */

static void
qd_gametree_page_dispose (GObject *object)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (object);

  if (self->stepper != NULL)
    qd_stepper_stop_playing (self->stepper);
  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  if (self->tree_view != NULL)
    qd_tree_view_set_tree (self->tree_view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_GAMETREE_PAGE);
  self->tree_view = NULL;
  G_OBJECT_CLASS (qd_gametree_page_parent_class)->dispose (object);
}

static void
qd_gametree_page_finalize (GObject *object)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (object);

  g_clear_pointer (&self->analysis, qd_tree_analysis_free);
  g_clear_pointer (&self->shown, g_free);
  G_OBJECT_CLASS (qd_gametree_page_parent_class)->finalize (object);
}

/* The tab's exercises (New Exercise…, Worksheet…). */
static const QdWorksheetKind *const worksheets[] = { &qd_gametree_worksheet, &qd_gametree_worksheet_chance, NULL };

static void
qd_gametree_page_class_init (QdGametreePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_gametree_page_dispose;
  object_class->finalize = qd_gametree_page_finalize;
  page_class->document_changed = qd_gametree_page_document_changed;
  page_class->can_undo = qd_gametree_page_can_undo;
  page_class->get_text_export = qd_gametree_page_get_text_export;
  page_class->build_report = qd_gametree_page_build_report;
  page_class->build_animation = qd_gametree_page_build_animation;
  page_class->prepare_check = qd_gametree_page_prepare_check;
  page_class->worksheets = worksheets;
  page_class->show_check = qd_gametree_page_show_check;
  page_class->save_with_companions = qd_gametree_page_save;

  g_type_ensure (QD_TYPE_TREE_VIEW);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/gametree/qd-gametree-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, tree_view);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, algorithm_row);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, run_controls);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, value_label);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, best_label);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, leaves_label);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, nodes_label);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, pruned_label);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, edit_group);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, label_row);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, value_row);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, chance_row);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, probability_row);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, practice_group);
  gtk_widget_class_bind_template_child (widget_class, QdGametreePage, practice_bar);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Insert, 0, "gametree.add-child", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "gametree.remove", NULL);
}

static void
qd_gametree_page_init (QdGametreePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->tree_view), self->stepper, (QdPageTreeShow) update_display, self);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (update_display), self);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  g_signal_connect (self->run_controls, "stop", G_CALLBACK (on_stop), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->tree_view));

  g_signal_connect (self->tree_view, "node-activated", G_CALLBACK (on_node_activated), self);
  g_signal_connect (self->tree_view, "context-menu", G_CALLBACK (on_context_menu), self);
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->tree_view));
  g_signal_connect (self->label_row, "apply", G_CALLBACK (on_label_apply), self);
  g_signal_connect (self->value_row, "apply", G_CALLBACK (on_value_apply), self);
  g_signal_connect_swapped (self->algorithm_row, "notify::selected",
                            G_CALLBACK (on_algorithm_changed), self);
  qd_gametree_page_practice_init (self);
  qd_gametree_page_chance_init (self);
  /* A new tree: a MAX root over two leaves, ready to grow. */
  qd_page_set_model (QD_PAGE (self), qd_game_tree_parse ("[0, 0]", -1, NULL), QD_PAGE_CHANGE_OPENED);
}

QdGameTree *
qd_gametree_page_get_tree (QdGametreePage *self)
{
  return self->tree;
}

const QdTreeAnalysis *
qd_gametree_page_get_analysis (QdGametreePage *self)
{
  return self->analysis;
}

guint
qd_gametree_page_get_step (QdGametreePage *self)
{
  return qd_stepper_get_step (self->stepper);
}

void
qd_gametree_page_set_algorithm (QdGametreePage *self, QdGameSearchAlgorithm algorithm)
{
  adw_combo_row_set_selected (self->algorithm_row, algorithm == QD_GAME_SEARCH_MINIMAX ? 0
                              : algorithm == QD_GAME_SEARCH_EXPECTIMINIMAX ? 2 : 1);
}

void
qd_gametree_page_select_node (QdGametreePage *self, gint node)
{
  on_node_activated (self->tree_view, node, 1, self);
}
