/* qd-tsp-samples.c — the TSP tab's plots for a screen reader: the plots in
 * words (the canvas's description) and their samples (iteration, length,
 * temperature) as a table a reader walks, a key away (T, or the button over
 * the plots: action tsp.show-table), in a page of the stack under the map. */
#include "config.h"
#include "qd-tsp-page-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "app/widgets/qd-data-table.h"
#include "core/qd-format.h"

static char *
describe_plots (gpointer data)
{
  QdTspPage *self = data;
  QdPlotSheet sheet = { self->plots, 1, 0, NULL };

  if (self->run == NULL)
    return g_strdup (gtk_label_get_text (GTK_LABEL (self->plot_placeholder)));
  sheet.n_plots = qd_tsp_plots_count (self->run);
  return qd_plot_sheet_describe (&sheet);
}

static void
show_table_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTspPage *self = data;

  gtk_stack_set_visible_child_name (self->bottom_stack, "table");
  if (!qd_data_table_focus (self->samples_table))
    qd_page_toast (QD_PAGE (self), _("Press Solve to fill the table."));
}

/* T or Escape in the table: the plots again. */
static void
show_plots (gpointer data)
{
  QdTspPage *self = data;

  gtk_stack_set_visible_child_name (self->bottom_stack, "plot");
}

static const GActionEntry samples_actions[] = {
  { "show-table", show_table_activated },
};

void
qd_tsp_samples_init (QdTspPage *self)
{
  const char *titles[] = { _("iteration"), _("length"), _("temperature"), NULL };
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *button;

  qd_page_add_actions (QD_PAGE (self), samples_actions, G_N_ELEMENTS (samples_actions), self);
  qd_picture_view_set_role (self->plot_view, QD_PICTURE_CHART);
  qd_picture_view_set_describer (self->plot_view, describe_plots, self);
  qd_picture_view_set_table_action (self->plot_view, "tsp.show-table");
  button = qd_picture_view_new_table_button (self->plot_view, FALSE);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_set_valign (button, GTK_ALIGN_END);
  gtk_widget_set_margin_end (button, 12);
  gtk_widget_set_margin_bottom (button, 12);
  gtk_overlay_add_overlay (GTK_OVERLAY (gtk_widget_get_parent (GTK_WIDGET (self->plot_view))), button);

  self->samples_table = qd_data_table_new (titles);
  qd_data_table_set_name (self->samples_table, _("Tour length and temperature over the iterations"));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->samples_table);
  gtk_stack_add_titled (self->bottom_stack, scroller, "table", _("Table"));
  qd_picture_view_connect_table (self->plot_view, self->samples_table, show_plots, self);
}

void
qd_tsp_samples_show (QdTspPage *self, guint64 upto)
{
  GPtrArray *rows = g_ptr_array_new ();
  GPtrArray *labels = g_ptr_array_new ();
  gboolean annealing = self->run != NULL && self->run->algorithm == QD_LOCAL_ANNEALING;
  /* Beam search and the genetic algorithm: the third column is the mean length. */
  gboolean population = self->run != NULL && qd_tsp_algorithm_is_population (self->run->variant);
  g_autoptr(GtkColumnViewColumn) temperature =
    g_list_model_get_item (gtk_column_view_get_columns (GTK_COLUMN_VIEW (self->samples_table)), 2);

  for (guint k = 0; self->run != NULL && k < self->run->samples->len; k++)
    {
      const QdTspSample *s = &g_array_index (self->run->samples, QdTspSample, k);
      char **cells;

      if (s->iteration > upto)
        break;
      cells = g_new0 (char *, 4);
      cells[0] = qd_format_count (s->iteration);
      cells[1] = qd_plot_format_value (s->length);
      cells[2] = annealing || population ? qd_plot_format_value (s->temperature) : g_strdup ("");
      g_ptr_array_add (labels, annealing
                       /* TRANSLATORS: a sample of the TSP's plots read aloud: "iteration 200: length 4,120.5, temperature 12.3" */
                       ? g_strdup_printf (_("iteration %s: length %s, temperature %s"), cells[0], cells[1], cells[2])
                       : population
                       /* TRANSLATORS: a sample of the TSP's plot read aloud: "iteration 20: best length 4,120.5, mean 4,500.2" */
                       ? g_strdup_printf (_("iteration %s: best length %s, mean %s"), cells[0], cells[1], cells[2])
                       /* TRANSLATORS: a sample of the TSP's plot read aloud: "iteration 200: length 4,120.5" */
                       : g_strdup_printf (_("iteration %s: length %s"), cells[0], cells[1]));
      g_ptr_array_add (rows, cells);
    }
  qd_data_table_set_rows (self->samples_table, rows, labels);
  gtk_column_view_column_set_title (temperature, population ? _("mean length") : _("temperature"));
  gtk_column_view_column_set_visible (temperature, annealing || population);
}
