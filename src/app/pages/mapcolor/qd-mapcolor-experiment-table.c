/* qd-mapcolor-experiment-table.c — the experiment's table as widgets. */
#include "config.h"
#include "qd-mapcolor-experiment-table.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-data-table.h"

#define TABLE_KEY "qd-experiment-table"
#define NOTES_KEY "qd-experiment-notes"

GtkWidget *
qd_mapcolor_experiment_table_new (GtkWidget **table)
{
  /* The text table's columns, each titled on its own (the text table's
   * two "median [quartiles]" are told apart). */
  const char *titles[QD_MAPCOLOR_EXPERIMENT_N_COLUMNS + 1] = {
    "N", _("algorithm"), _("edges"), _("assignments ± se"), _("assignments: median [quartiles]"),
    _("time ms ± se"), _("time: median [quartiles]"), _("capped"), NULL,
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *notes = gtk_label_new (NULL);
  GtkWidget *scroller = gtk_scrolled_window_new ();

  *table = qd_data_table_new (titles);
  qd_data_table_set_name (*table, _("Table of the experiment"));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), *table);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);
  g_object_set (notes, "wrap", TRUE, "xalign", 0.0f, "margin-start", 12, "margin-end", 12, "margin-bottom", 6, NULL);
  gtk_widget_add_css_class (notes, "dim-label");
  gtk_box_append (GTK_BOX (box), notes);
  g_object_set_data (G_OBJECT (box), TABLE_KEY, *table);
  g_object_set_data (G_OBJECT (box), NOTES_KEY, notes);
  return box;
}

void
qd_mapcolor_experiment_table_show (GtkWidget *box, const QdMapcolorExperiment *experiment)
{
  GtkWidget *table = g_object_get_data (G_OBJECT (box), TABLE_KEY);
  GtkLabel *notes = g_object_get_data (G_OBJECT (box), NOTES_KEY);
  GPtrArray *cells = g_ptr_array_new ();
  g_autofree char *text = NULL;

  if (experiment != NULL)
    {
      g_autoptr(GArray) rows = qd_mapcolor_experiment_rows (experiment);

      for (guint r = 0; r < rows->len; r++)
        g_ptr_array_add (cells, qd_mapcolor_experiment_row_texts (&g_array_index (rows, QdMapcolorExperimentRow, r)));
      text = qd_mapcolor_experiment_people_notes (experiment);
      g_strchomp (text);
    }
  qd_data_table_set_rows (table, cells, NULL);
  gtk_label_set_label (notes, text != NULL ? text : _("Run the experiment to fill this table."));
  gtk_widget_set_visible (GTK_WIDGET (notes), gtk_label_get_text (notes)[0] != '\0');
}
