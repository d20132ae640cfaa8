/* qd-prob-table.c — a table of probabilities to edit (see qd-prob-table.h). */
#include "config.h"
#include "qd-prob-table.h"
#include "qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>

struct _QdProbTable
{
  GtkWidget parent_instance;

  GtkGrid *grid;
  char *title;
  char **row_names;          /* n_rows, NULL entries allowed */
  guint n_rows, n_cols;
  GtkWidget **entries;       /* n_rows × n_cols */
};

G_DEFINE_FINAL_TYPE (QdProbTable, qd_prob_table, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A name's width before it is ellipsized (the whole name is its tooltip). */
#define NAME_CHARS 10

gboolean
qd_prob_table_read_number (const char *text, double *value)
{
  g_autofree char *copy = g_strstrip (g_strdelimit (g_strdup (text), ",", '.'));
  char *end = NULL;

  *value = g_ascii_strtod (copy, &end);
  return *copy != '\0' && end != NULL && *end == '\0' && isfinite (*value);
}

GtkWidget *
qd_prob_table_label_new (const char *text, gboolean heading, int max_chars)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
  gtk_widget_set_tooltip_text (label, text);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  return label;
}

void
qd_prob_table_clear (QdProbTable *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  g_clear_pointer (&self->entries, g_free);
  g_clear_pointer (&self->row_names, g_strfreev);
  g_clear_pointer (&self->title, g_free);
  self->n_rows = self->n_cols = 0;
}

static void
on_entry_activate (QdProbTable *self)
{
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static GtkWidget *
entry_new (QdProbTable *self, double value, const char *label)
{
  GtkWidget *entry = gtk_entry_new ();
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  g_snprintf (text, sizeof text, "%.6g", value);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 5);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_tooltip_text (entry, label);
  g_signal_connect_swapped (entry, "activate", G_CALLBACK (on_entry_activate), self);
  return entry;
}

gboolean
qd_prob_table_set (QdProbTable *self, const char *title, guint n_rows, const char *const *row_names, guint n_cols,
                   const char *const *col_names, const double *values)
{
  guint named = row_names != NULL ? 1 : 0;
  GtkWidget *caption;

  qd_prob_table_clear (self);
  if (n_rows > QD_PROB_TABLE_MAX || n_cols > QD_PROB_TABLE_MAX)
    return FALSE;
  self->title = g_strdup (title);
  self->n_rows = n_rows;
  self->n_cols = n_cols;
  self->row_names = g_new0 (char *, n_rows + 1);
  self->entries = g_new0 (GtkWidget *, (gsize) n_rows * n_cols);
  caption = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_widget_add_css_class (caption, "caption-heading");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_grid_attach (self->grid, caption, 0, 0, named + n_cols, 1);
  for (guint c = 0; c < n_cols; c++)
    gtk_grid_attach (self->grid, qd_prob_table_label_new (col_names[c], TRUE, NAME_CHARS), named + c, 1, 1, 1);
  for (guint r = 0; r < n_rows; r++)
    {
      self->row_names[r] = g_strdup (row_names != NULL ? row_names[r] : NULL);
      if (row_names != NULL)
        gtk_grid_attach (self->grid, qd_prob_table_label_new (row_names[r], TRUE, NAME_CHARS), 0, r + 2, 1, 1);
      for (guint c = 0; c < n_cols; c++)
        {
          g_autofree char *label = row_names != NULL ? g_strdup_printf ("P(%s | %s)", col_names[c], row_names[r])
                                                     : g_strdup_printf ("P(%s)", col_names[c]);
          GtkWidget *entry = entry_new (self, values[(gsize) r * n_cols + c], label);

          self->entries[(gsize) r * n_cols + c] = entry;
          gtk_grid_attach (self->grid, entry, named + c, r + 2, 1, 1);
        }
    }
  return TRUE;
}

/* "Transition, row rain" or "Prior". */
static char *
row_title (QdProbTable *self, guint r)
{
  if (self->row_names[r] == NULL)
    return g_strdup (self->title);
  return g_strdup_printf (_("%s, row %s"), self->title, self->row_names[r]);
}

static gboolean
row_sums (QdProbTable *self, const double *values, guint r, double tolerance, GError **error)
{
  double sum = 0;

  for (guint c = 0; c < self->n_cols; c++)
    sum += values[(gsize) r * self->n_cols + c];
  if (fabs (sum - 1) <= tolerance)
    return TRUE;
  {
    g_autofree char *where = row_title (self, r);
    char number[G_ASCII_DTOSTR_BUF_SIZE];

    g_snprintf (number, sizeof number, "%.6g", sum);
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: the row sums to %s, not 1"), where, number);
    gtk_widget_grab_focus (self->entries[(gsize) r * self->n_cols]);
  }
  return FALSE;
}

gboolean
qd_prob_table_read (QdProbTable *self, double *values, double tolerance, GError **error)
{
  for (guint r = 0; r < self->n_rows; r++)
    {
      for (guint c = 0; c < self->n_cols; c++)
        {
          GtkWidget *entry = self->entries[(gsize) r * self->n_cols + c];
          const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
          double *value = &values[(gsize) r * self->n_cols + c];

          if (!qd_prob_table_read_number (text, value) || *value < 0 || *value > 1)
            {
              g_autofree char *where = row_title (self, r);

              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("%s: “%s” is not a probability between 0 and 1"), where, text);
              gtk_widget_grab_focus (entry);
              return FALSE;
            }
        }
      if (!row_sums (self, values, r, tolerance, error))
        return FALSE;
    }
  return TRUE;
}

static void
qd_prob_table_dispose (GObject *object)
{
  QdProbTable *self = QD_PROB_TABLE (object);

  qd_prob_table_clear (self);
  g_clear_pointer ((GtkWidget **) &self->grid, gtk_widget_unparent);
  G_OBJECT_CLASS (qd_prob_table_parent_class)->dispose (object);
}

static void
qd_prob_table_class_init (QdProbTableClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = qd_prob_table_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  signals[ACTIVATE] = qd_signal_new (klass, "activate", 0);
}

static void
qd_prob_table_init (QdProbTable *self)
{
  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (self->grid, 4);
  gtk_grid_set_column_spacing (self->grid, 6);
  gtk_widget_set_parent (GTK_WIDGET (self->grid), GTK_WIDGET (self));
}
