/* qd-bayes-editor-table.c — the selected node's table as a grid of
 * entries: one row per configuration of its parents (odometer order, the
 * last parent fastest, as core/qd-belief.h keeps tables), the parents'
 * states on the left, one entry per state (a utility node: one value).
 * Apply checks every row (a number; a probability in [0, 1]; each row
 * summing to 1 within 1e-6), naming the first wrong row, and sets them all
 * as one undo step.  Past MAX_ROWS rows the grid shows the first ones
 * only and says so. */
#include "config.h"
#include "qd-bayes-page-private.h"
#include "app/widgets/qd-prob-table.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>

#define MAX_ROWS 64

static guint
n_rows (QdBayesPage *self, const QdBayesNode *node)
{
  guint rows = 1;

  for (guint k = 0; k < node->n_parents; k++)
    rows *= qd_bayes_net_node (self->net, node->parents[k])->n_states;
  return rows;
}

static guint
n_values (const QdBayesNode *node)
{
  return node->kind == QD_BELIEF_UTILITY ? 1 : node->n_states;
}

static GtkWidget *
small_label (const char *text, gboolean heading)
{
  return qd_prob_table_label_new (text, heading, 14);
}

static void
clear_grid (QdBayesPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cpt_grid))) != NULL)
    gtk_grid_remove (self->cpt_grid, child);
}

static void
add_header (QdBayesPage *self, const QdBayesNode *node)
{
  for (guint k = 0; k < node->n_parents; k++)
    gtk_grid_attach (self->cpt_grid, small_label (qd_bayes_net_node (self->net, node->parents[k])->name, TRUE), k, 0, 1,
                     1);
  for (guint s = 0; s < n_values (node); s++)
    gtk_grid_attach (self->cpt_grid, small_label (node->kind == QD_BELIEF_UTILITY ? _("Utility") : node->states[s], TRUE),
                     node->n_parents + s, 0, 1, 1);
}

/* Enter in an entry applies the table. */
static void
on_entry_activate (QdBayesPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "bayes.set-table", NULL);
}

static void
add_row (QdBayesPage *self, const QdBayesNode *node, guint row)
{
  g_autofree char *name = qd_bayes_page_parents_text (self, node, row);
  guint rest = row;

  for (gint k = (gint) node->n_parents - 1; k >= 0; k--)
    {
      const QdBayesNode *parent = qd_bayes_net_node (self->net, node->parents[k]);

      gtk_grid_attach (self->cpt_grid, small_label (parent->states[rest % parent->n_states], FALSE), k, row + 1, 1, 1);
      rest /= parent->n_states;
    }
  for (guint s = 0; s < n_values (node); s++)
    {
      GtkWidget *entry = gtk_entry_new ();
      g_autofree char *value = g_strdup_printf ("%.6g", node->table[(gsize) row * n_values (node) + s]);
      g_autofree char *label = node->kind == QD_BELIEF_UTILITY
        ? g_strdup_printf (_("Utility given %s"), *name != '\0' ? name : _("nothing"))
        : g_strdup_printf (_("P(%s = %s | %s)"), node->name, node->states[s], *name != '\0' ? name : "—");

      gtk_editable_set_text (GTK_EDITABLE (entry), value);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
      gtk_widget_set_hexpand (entry, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_tooltip_text (entry, label);
      g_signal_connect_swapped (entry, "activate", G_CALLBACK (on_entry_activate), self);
      g_object_set_data (G_OBJECT (entry), "row", GUINT_TO_POINTER (row));
      g_object_set_data (G_OBJECT (entry), "value", GUINT_TO_POINTER (s));
      gtk_grid_attach (self->cpt_grid, entry, node->n_parents + s, row + 1, 1, 1);
    }
}

void
qd_bayes_table_show (QdBayesPage *self)
{
  const QdBayesNode *node = self->selected >= 0 ? qd_bayes_net_node (self->net, self->selected) : NULL;
  guint rows;

  clear_grid (self);
  if (node == NULL)
    return;
  if (node->kind == QD_BELIEF_DECISION || node->table == NULL)
    {
      gtk_grid_attach (self->cpt_grid, small_label (_("A decision has no table: its parents are what it observes."),
                                                    FALSE), 0, 0, 1, 1);
      return;
    }
  rows = n_rows (self, node);
  add_header (self, node);
  for (guint row = 0; row < MIN (rows, MAX_ROWS); row++)
    add_row (self, node, row);
  if (rows > MAX_ROWS)
    {
      g_autofree char *more = g_strdup_printf (_("The first %u rows of %u"), MAX_ROWS, rows);

      gtk_grid_attach (self->cpt_grid, small_label (more, FALSE), 0, MAX_ROWS + 1, node->n_parents + n_values (node), 1);
    }
}

typedef struct {
  double *values;            /* shown rows × n_values */
  guint rows;
} Table;

/* The grid's entries into TABLE, each checked: FALSE with ERROR naming the row. */
static gboolean
read_grid (QdBayesPage *self, const QdBayesNode *node, Table *table, GError **error)
{
  guint width = n_values (node);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->cpt_grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "row"));
      guint s = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "value"));
      double value;

      if (!GTK_IS_ENTRY (child))
        continue;
      if (!qd_prob_table_read_number (gtk_editable_get_text (GTK_EDITABLE (child)), &value) ||
          (node->kind == QD_BELIEF_CHANCE && (value < 0 || value > 1)))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       node->kind == QD_BELIEF_CHANCE ? _("Row %u: “%s” is not a probability between 0 and 1")
                                                      : _("Row %u: “%s” is not a number"),
                       row + 1, gtk_editable_get_text (GTK_EDITABLE (child)));
          gtk_widget_grab_focus (child);
          return FALSE;
        }
      table->values[(gsize) row * width + s] = value;
    }
  for (guint row = 0; row < table->rows && node->kind == QD_BELIEF_CHANCE; row++)
    {
      double sum = 0;

      for (guint s = 0; s < width; s++)
        sum += table->values[(gsize) row * width + s];
      if (fabs (sum - 1) > QD_BAYES_ROW_TOLERANCE)
        {
          g_autofree char *name = qd_bayes_page_parents_text (self, node, row);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Row %u (%s) sums to %g, not 1"), row + 1,
                       *name != '\0' ? name : _("no parents"), sum);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
set_rows (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error)
{
  const Table *table = data;
  guint width = n_values (qd_bayes_net_node (net, self->selected));

  for (guint row = 0; row < table->rows; row++)
    if (!qd_bayes_net_set_row (net, (guint) self->selected, row, table->values + (gsize) row * width, error))
      return FALSE;
  return TRUE;
}

gboolean
qd_bayes_table_apply (QdBayesPage *self, GError **error)
{
  const QdBayesNode *node = self->selected >= 0 ? qd_bayes_net_node (self->net, self->selected) : NULL;
  g_autofree double *values = NULL;
  Table table;

  if (node == NULL || node->table == NULL)
    return TRUE;
  table.rows = MIN (n_rows (self, node), MAX_ROWS);
  table.values = values = g_new0 (double, (gsize) table.rows * n_values (node));
  if (!read_grid (self, node, &table, error))
    return FALSE;
  qd_bayes_editor_edit (self, set_rows, &table, _("Table set."));
  return TRUE;
}
