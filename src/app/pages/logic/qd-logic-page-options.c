/* qd-logic-page-options.c — the Logic tab's sidebar beyond the algorithm:
 * the file's `ask:` lines to choose from, and each algorithm's own options
 * (WalkSAT's p, most flips and seed; CDCL's conflict shown), on show for
 * their algorithm only. */
#include "config.h"
#include "qd-logic-page-private.h"

#include <glib/gi18n.h>

/* Each algorithm's rows on show. */
static void
show_algorithm_rows (QdLogicPage *self)
{
  QdLogicAlgorithm algorithm = qd_logic_page_selected_algorithm (self);
  gboolean walksat = algorithm == QD_LOGIC_WALKSAT;

  gtk_widget_set_visible (GTK_WIDGET (self->p_row), walksat);
  gtk_widget_set_visible (GTK_WIDGET (self->flips_row), walksat);
  gtk_widget_set_visible (GTK_WIDGET (self->seed_row), walksat);
  gtk_widget_set_visible (GTK_WIDGET (self->conflict_row), algorithm == QD_LOGIC_CDCL);
}

/* A query chosen from the file's: in the entry, to ask or to edit. */
static void
on_ask_chosen (QdLogicPage *self)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (self->ask_row);

  if (self->filling_asks || item == NULL)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->query_entry), gtk_string_object_get_string (item));
}

void
qd_logic_page_fill_asks (QdLogicPage *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  const QdLogicDoc *doc = self->doc;
  guint n = 0;

  if (doc != NULL && doc->kind == QD_LOGIC_DOC_PROP && doc->error == NULL)
    for (n = 0; n < doc->kb.asks->len; n++)
      {
        g_autofree char *text = qd_prop_print (doc->kb.prop, g_array_index (doc->kb.asks, QdLogicSentence, n).root);
        gtk_string_list_append (list, text);
      }
  self->filling_asks = TRUE;
  adw_combo_row_set_model (self->ask_row, G_LIST_MODEL (list));
  self->filling_asks = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->ask_row), n > 0);
}

void
qd_logic_page_get_options (QdLogicPage *self, QdLogicAskOptions *options)
{
  qd_logic_ask_options_init (options);
  options->p = gtk_spin_button_get_value (self->p_spin);
  options->max_flips = (guint64) gtk_spin_button_get_value_as_int (self->flips_spin);
  options->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  options->conflict = (guint64) gtk_spin_button_get_value_as_int (self->conflict_spin);
}

void
qd_logic_page_options_init (QdLogicPage *self)
{
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (show_algorithm_rows), self);
  g_signal_connect_swapped (self->ask_row, "notify::selected", G_CALLBACK (on_ask_chosen), self);
  show_algorithm_rows (self);
}
