/* qd-mcts-row.c — a player list's Monte Carlo tree search setting
 * (qd-mcts-row.h). */
#include "config.h"
#include "qd-mcts-row.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "core/qd-game-mcts-agent.h"

#define ROW_KEY "qd-mcts-row"

GtkSpinButton *
qd_mcts_row_add (GtkWidget *player_row, const char *title, GCallback changed, gpointer data)
{
  GtkWidget *list = gtk_widget_get_parent (player_row);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 1000000, 100);

  g_return_val_if_fail (GTK_IS_LIST_BOX (list) && GTK_IS_LIST_BOX_ROW (player_row), NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Monte Carlo tree search: playouts a move"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), QD_MCTS_DEFAULT_ITERATIONS);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_widget_set_visible (row, FALSE);
  gtk_list_box_insert (GTK_LIST_BOX (list), row, gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (player_row)) + 1);
  g_object_set_data (G_OBJECT (spin), ROW_KEY, row);
  if (changed != NULL)
    g_signal_connect_swapped (spin, "value-changed", changed, data);
  return GTK_SPIN_BUTTON (spin);
}

void
qd_mcts_row_show (GtkSpinButton *spin, const QdMctsOptions *options)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (spin), ROW_KEY);

  if (options != NULL && options->iterations != 0 &&
      (guint64) gtk_spin_button_get_value_as_int (spin) != options->iterations)
    gtk_spin_button_set_value (spin, (double) options->iterations);
  gtk_widget_set_visible (row, options != NULL);
}

char *
qd_mcts_row_spec (GtkSpinButton *spin, const char *current)
{
  QdMctsOptions options;

  if (current == NULL || !qd_mcts_spec_parse (current, &options, NULL))
    qd_mcts_options_init (&options);
  return qd_mcts_agent_spec_with_budget (&options, FALSE, (guint) gtk_spin_button_get_value_as_int (spin));
}

void
qd_mcts_row_tree_none (QdPageTree *page_tree)
{
  qd_page_tree_none (page_tree, _("Monte Carlo tree search keeps visit counts and playout results, not a game "
                                  "tree of values: no search tree to show for its moves"));
}
