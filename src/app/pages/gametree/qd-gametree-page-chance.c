/* qd-gametree-page-chance.c — the game-tree tab's chance nodes: the Chance
 * Node switch (the stateful action gametree.chance, also in the context
 * menu), the Probability row of an outcome, and the algorithm a chance tree
 * needs (Expectiminimax, selected when the tree gains a chance node). */
#include "config.h"
#include "qd-gametree-page-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-file.h"
#include "core/qd-text.h"

/* The sidebar's Algorithm row: Minimax, Alpha-Beta, Expectiminimax. */
#define ROW_EXPECTIMINIMAX 2

static QdTreeNode *
selected_node (QdGametreePage *self)
{
  gint selected = qd_tree_view_get_selected (self->tree_view);

  return selected >= 0 ? qd_game_tree_get_node (self->tree, (guint) selected) : NULL;
}

void
qd_gametree_page_chance_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdGametreePage *self = page;
  QdTreeNode *node = selected_node (self);
  gboolean chance = g_variant_get_boolean (state);

  if (node == NULL || qd_tree_node_is_leaf (node) || chance == qd_tree_node_is_chance (node))
    {
      g_simple_action_set_state (action, g_variant_new_boolean (node != NULL && qd_tree_node_is_chance (node)));
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  qd_game_tree_set_chance (self->tree, node, chance);
  qd_gametree_page_tree_changed (self, (gint) node->index);
}

static void
on_probability_apply (AdwEntryRow *row, QdGametreePage *self)
{
  QdTreeNode *node = selected_node (self);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autofree char *old = NULL;
  double probability;

  if (node == NULL || !qd_tree_node_has_probability (node))
    return;
  if (!qd_game_tree_parse_probability (text, &probability))
    {
      g_autofree char *message = g_strdup_printf (_("“%s” is not a probability: write a number from 0 to 1 or "
                                                    "a fraction such as 1/6"), text);

      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  old = qd_tree_node_probability_text (node);
  if (g_str_equal (old, text))
    return;
  qd_page_record_edit (QD_PAGE (self));
  qd_game_tree_set_probability (self->tree, node, probability, text);
  qd_gametree_page_tree_changed (self, (gint) node->index);
}

void
qd_gametree_page_edit_probability_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdGametreePage *self = data;
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (self));

  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->probability_row)))
    return;
  if (flap != NULL)
    adw_flap_set_reveal_flap (flap, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->probability_row));
}

void
qd_gametree_page_chance_update_rows (QdGametreePage *self)
{
  QdTreeNode *node = selected_node (self);
  GSimpleAction *action = qd_page_lookup_action (QD_PAGE (self), "chance");
  gboolean outcome = node != NULL && qd_tree_node_has_probability (node);

  if (action != NULL)
    g_simple_action_set_state (action, g_variant_new_boolean (node != NULL && qd_tree_node_is_chance (node)));
  gtk_widget_set_sensitive (GTK_WIDGET (self->chance_row), node != NULL && !qd_tree_node_is_leaf (node));
  gtk_widget_set_sensitive (GTK_WIDGET (self->probability_row), outcome);
  gtk_widget_remove_css_class (GTK_WIDGET (self->probability_row), "error");
  if (outcome)
    {
      g_autofree char *text = qd_tree_node_probability_text (node);

      gtk_editable_set_text (GTK_EDITABLE (self->probability_row), text);
    }
  else
    gtk_editable_set_text (GTK_EDITABLE (self->probability_row), "");
}

gboolean
qd_gametree_page_chance_can_edit (QdGametreePage *self, const char *what)
{
  QdTreeNode *node = selected_node (self);

  if (g_str_equal (what, "chance"))
    return node != NULL && !qd_tree_node_is_leaf (node);
  return node != NULL && qd_tree_node_has_probability (node);
}

void
qd_gametree_page_chance_fit_algorithm (QdGametreePage *self)
{
  if (qd_game_tree_first_chance (self->tree) != NULL &&
      adw_combo_row_get_selected (self->algorithm_row) != ROW_EXPECTIMINIMAX)
    adw_combo_row_set_selected (self->algorithm_row, ROW_EXPECTIMINIMAX);
}

gboolean
qd_gametree_page_chance_refuse (QdGametreePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (qd_tree_algorithm_check (self->tree, qd_gametree_page_algorithm (self), &error))
    return FALSE;
  text = qd_text_capitalize (error->message);
  qd_run_controls_set_status (self->run_controls, text);
  qd_page_toast (QD_PAGE (self), text);
  return TRUE;
}

void
qd_gametree_page_chance_init (QdGametreePage *self)
{
  g_signal_connect (self->probability_row, "apply", G_CALLBACK (on_probability_apply), self);
}

/* A tree is saved only when it can be read back: its chance nodes'
 * probabilities sum to 1. */
gboolean
qd_gametree_page_save (QdPage *page, GFile *file, const char *text, GError **error)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (page);
  g_autoptr(GError) invalid = NULL;

  if (!qd_game_tree_check_probabilities (self->tree, &invalid))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Not saved: %s"), invalid->message);
      return FALSE;
    }
  return qd_save_text (file, text, -1, error);
}
