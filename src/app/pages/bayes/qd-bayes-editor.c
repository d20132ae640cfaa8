/* qd-bayes-editor.c — the Edit mode: chance, decision and utility nodes
 * added, deleted and renamed, their states set, arcs added and removed,
 * the network laid out in layers, and (qd-bayes-editor-table.c) a node's
 * table typed row by row.  Every edit is tried on a copy first, so that a
 * refused one (a cycle, a name taken) changes nothing and leaves no undo
 * step; an accepted one is one undo step (qd_page_record_edit), and the
 * page's document machinery saves it atomically. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

static void
show_error (QdBayesPage *self, const GError *error)
{
  gtk_label_set_label (self->edit_error_label, error != NULL ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->edit_error_label), error != NULL);
  if (error != NULL)
    qd_page_toast (QD_PAGE (self), error->message);
}

/* FUNC on a copy; when it succeeds, one undo step and FUNC on the document. */
gboolean
qd_bayes_editor_edit (QdBayesPage *self, QdBayesEditFunc func, gpointer data, const char *status)
{
  g_autoptr(QdBayesNet) copy = qd_bayes_net_copy (self->net);
  g_autoptr(GError) error = NULL;

  if (qd_page_get_busy (QD_PAGE (self)))
    qd_page_cancel_job (QD_PAGE (self));
  if (!func (self, copy, data, &error))
    {
      show_error (self, error);
      return FALSE;
    }
  show_error (self, NULL);
  qd_page_record_edit (QD_PAGE (self));
  if (!func (self, self->net, data, &error))
    g_warning ("an edit accepted on a copy was refused: %s", error->message);
  qd_bayes_page_net_edited (self, status);
  return TRUE;
}

/* ------------------------------------------------------------ nodes */

/* "Node 4": the first such name not taken. */
static char *
new_name (QdBayesPage *self, QdBeliefKind kind)
{
  const char *stem = kind == QD_BELIEF_DECISION ? "Decision" : kind == QD_BELIEF_UTILITY ? "Utility" : "Node";

  for (guint i = 1;; i++)
    {
      char *name = g_strdup_printf ("%s%u", stem, i);

      if (qd_bayes_net_find (self->net, name) < 0)
        return name;
      g_free (name);
    }
}

typedef struct {
  char *name;
  QdBeliefKind kind;
  double x, y;
} AddNode;

static gboolean
add_node (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  const AddNode *add = data;

  return qd_bayes_net_add_node (net, add->name, add->kind, add->x, add->y, error) >= 0;
}

/* Right of the selected node, below it where that place is taken. */
static void
free_place (QdBayesPage *self, double *x, double *y)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  const QdBayesNode *at = self->selected >= 0 ? qd_bayes_net_node (self->net, self->selected) : NULL;

  *x = at != NULL ? at->x + QD_BAYES_RENDER_NODE_WIDTH + 40 : 0;
  *y = at != NULL ? at->y : 0;
  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (self->net, v);

      if (node->has_position && ABS (node->x - *x) < QD_BAYES_RENDER_NODE_WIDTH && ABS (node->y - *y) < 60)
        {
          *y += 90;
          v = (guint) -1;
        }
    }
}

static void
add_node_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  const char *kind = g_variant_get_string (param, NULL);
  AddNode add = { .kind = g_str_equal (kind, "decision") ? QD_BELIEF_DECISION
                        : g_str_equal (kind, "utility") ? QD_BELIEF_UTILITY : QD_BELIEF_CHANCE };
  g_autofree char *status = NULL;

  add.name = new_name (self, add.kind);
  free_place (self, &add.x, &add.y);
  status = g_strdup_printf (_("%s added: link it with Add Parent, then type its table."), add.name);
  if (qd_bayes_editor_edit (self, add_node, &add, status))
    {
      qd_bayes_page_select_node (self, qd_bayes_net_find (self->net, add.name));
      qd_bayes_view_show_node (self->board_view, self->selected);
    }
  g_free (add.name);
}

static gboolean
delete_node (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  return qd_bayes_net_remove_node (net, GPOINTER_TO_UINT (data), error);
}

static void
delete_node_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  g_autofree char *status = NULL;

  if (self->selected < 0)
    return;
  status = g_strdup_printf (_("%s deleted (Ctrl+Z brings it back)."), qd_bayes_net_node (self->net, self->selected)->name);
  qd_bayes_editor_edit (self, delete_node, GUINT_TO_POINTER (self->selected), status);
}

static gboolean
rename_node (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  return qd_bayes_net_rename (net, (guint) self->selected, data, error);
}

static void
on_name_applied (QdBayesPage *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));

  if (self->selected >= 0)
    qd_bayes_editor_edit (self, rename_node, name, _("Renamed."));
}

static gboolean
set_states (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  char **states = data;

  return qd_bayes_net_set_states (net, (guint) self->selected, (const char *const *) states,
                                  g_strv_length (states), error);
}

static void
on_states_applied (QdBayesPage *self)
{
  g_auto(GStrv) typed = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->states_row)), ",", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) states = NULL;

  for (guint i = 0; typed[i] != NULL; i++)
    if (*g_strstrip (typed[i]) != '\0')
      g_strv_builder_add (builder, typed[i]);
  states = g_strv_builder_end (builder);
  if (self->selected >= 0)
    qd_bayes_editor_edit (self, set_states, states, _("States set: each row keeps its numbers for the states kept."));
}

/* ------------------------------------------------------------ arcs, layout */

static gboolean
add_arc (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  return qd_bayes_net_add_arc (net, GPOINTER_TO_UINT (data), (guint) self->selected, error);
}

static gboolean
remove_arc (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  guint other = GPOINTER_TO_UINT (data);
  const QdBayesNode *node = qd_bayes_net_node (net, (guint) self->selected);

  for (guint k = 0; k < node->n_parents; k++)
    if (node->parents[k] == other)
      return qd_bayes_net_remove_arc (net, other, (guint) self->selected, error);
  return qd_bayes_net_remove_arc (net, (guint) self->selected, other, error);
}

static void
arc_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  guint other = adw_combo_row_get_selected (self->parent_row);
  gboolean adding = g_str_equal (g_action_get_name (G_ACTION (action)), "add-arc");
  g_autofree char *status = NULL;

  if (self->selected < 0 || other >= qd_bayes_net_n_nodes (self->net))
    return;
  status = g_strdup_printf (adding ? _("%s → %s added: the child’s rows were copied for each parent state.")
                                   : _("The arc between %s and %s removed."),
                            qd_bayes_net_node (self->net, other)->name,
                            qd_bayes_net_node (self->net, self->selected)->name);
  qd_bayes_editor_edit (self, adding ? add_arc : remove_arc, GUINT_TO_POINTER (other), status);
}

static gboolean
layout (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  qd_bayes_layout (net, NULL);
  return TRUE;
}

static void
layout_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_bayes_editor_edit (data, layout, NULL, _("Laid out in layers: parents above their children."));
}

static void
set_table_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  g_autoptr(GError) error = NULL;

  if (!qd_bayes_table_apply (self, &error))
    show_error (self, error);
}

/* ------------------------------------------------------------ the rows */

void
qd_bayes_editor_show (QdBayesPage *self)
{
  const QdBayesNode *node = self->selected >= 0 ? qd_bayes_net_node (self->net, self->selected) : NULL;
  g_autofree char *states = node != NULL && node->states != NULL ? g_strjoinv (", ", node->states) : NULL;

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), node != NULL ? node->name : "");
  gtk_editable_set_text (GTK_EDITABLE (self->states_row), states != NULL ? states : "");
  gtk_widget_set_sensitive (GTK_WIDGET (self->states_row), node != NULL && node->kind != QD_BELIEF_UTILITY);
  show_error (self, NULL);
  qd_bayes_table_show (self);
}

gboolean
qd_bayes_editor_key (QdBayesPage *self, guint keyval)
{
  if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    return gtk_widget_activate_action (GTK_WIDGET (self), "bayes.delete-node", NULL);
  return FALSE;
}

static const GActionEntry actions[] = {
  { "add-node", add_node_activated, "s" },
  { "delete-node", delete_node_activated },
  { "add-arc", arc_activated },
  { "remove-arc", arc_activated },
  { "layout", layout_activated },
  { "set-table", set_table_activated },
};

void
qd_bayes_editor_init (QdBayesPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect_swapped (self->name_row, "apply", G_CALLBACK (on_name_applied), self);
  g_signal_connect_swapped (self->states_row, "apply", G_CALLBACK (on_states_applied), self);
}
