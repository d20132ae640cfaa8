/* qd-mapcolor-fcmac-list.c — the domain tables as column views. */
#include "config.h"
#include "qd-mapcolor-fcmac-list.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-data-table.h"
#include "core/qd-owned.h"
#include "render/mapcolor/qd-mapcolor-fcmac-describe.h"

typedef struct {
  QdOwned owned;
  QdMapcolorFcmacListActivated activated;
  gpointer data;
  GPtrArray *tables;            /* the column views, one per table */
} List;

#define LIST_KEY "qd-fcmac-list"

GtkWidget *
qd_mapcolor_fcmac_list_new (QdMapcolorFcmacListActivated activated, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  List *list = g_new0 (List, 1);

  list->activated = activated;
  list->data = data;
  list->tables = qd_owned_add (&list->owned, g_ptr_array_new (), (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (box), LIST_KEY, list, qd_owned_free);
  qd_mapcolor_fcmac_list_set_tables (box, NULL, 0);
  return box;
}

static void
on_activate (GtkColumnView *view, guint position, GtkWidget *box)
{
  List *list = g_object_get_data (G_OBJECT (box), LIST_KEY);
  guint table;

  if (list->activated != NULL && g_ptr_array_find (list->tables, view, &table))
    list->activated (list->data, table, position);
}

/* One table: its column view, a row per row of the table. */
static GtkWidget *
table_view (const QdCspTable *t)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *rows = g_ptr_array_new ();
  GPtrArray *labels = g_ptr_array_new ();
  GtkWidget *view;

  g_ptr_array_add (titles, g_strdup (_("row")));
  g_ptr_array_add (titles, g_strdup (_("step")));
  for (guint v = 0; v < t->n_vars; v++)
    g_ptr_array_add (titles, g_strdup (t->names[v]));
  g_ptr_array_add (titles, NULL);
  view = qd_data_table_new ((const char *const *) titles->pdata);
  for (guint r = 0; r < t->rows->len; r++)
    {
      char **cells = g_new0 (char *, t->n_vars + 3);

      cells[0] = g_strdup_printf ("%u", r + 1);
      cells[1] = qd_mapcolor_fcmac_describe_action (t, r);
      for (guint v = 0; v < t->n_vars; v++)
        cells[v + 2] = qd_mapcolor_fcmac_describe_cell (t, r, v);
      g_ptr_array_add (rows, cells);
      g_ptr_array_add (labels, qd_mapcolor_fcmac_describe_row (t, r));
    }
  qd_data_table_set_rows (view, rows, labels);
  return view;
}

/* A table's heading ("Forward checking: 13 rows") over its column view,
 * scrolled. */
static GtkWidget *
table_block (GtkWidget *box, const QdCspTable *t)
{
  List *list = g_object_get_data (G_OBJECT (box), LIST_KEY);
  GtkWidget *block = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (NULL);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *view = table_view (t);
  g_autofree char *title = g_strdup_printf (ngettext ("%s: %u row", "%s: %u rows", t->rows->len),
                                            t->method == QD_CSP_TABLES_MAC ? _("Maintaining arc consistency")
                                                                               : _("Forward checking"),
                                            t->rows->len);

  gtk_label_set_label (GTK_LABEL (heading), title);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_margin_start (heading, 12);
  gtk_widget_set_margin_top (heading, 6);
  gtk_box_append (GTK_BOX (block), heading);
  qd_data_table_set_name (view, title);
  g_signal_connect (view, "activate", G_CALLBACK (on_activate), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (block), scroller);
  g_ptr_array_add (list->tables, view);
  return block;
}

void
qd_mapcolor_fcmac_list_set_tables (GtkWidget *box, QdCspTable *const *tables, guint n_tables)
{
  List *list = g_object_get_data (G_OBJECT (box), LIST_KEY);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
  g_ptr_array_set_size (list->tables, 0);
  if (n_tables == 0)
    {
      GtkWidget *empty = gtk_label_new (_("Build the tables to list their rows here."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_widget_set_vexpand (empty, TRUE);
      gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
      gtk_box_append (GTK_BOX (box), empty);
      return;
    }
  /* The two tables one above the other, the split between them movable
   * (and either squeezed in a small window). */
  if (n_tables == 2)
    {
      GtkWidget *split = gtk_paned_new (GTK_ORIENTATION_VERTICAL);

      gtk_paned_set_wide_handle (GTK_PANED (split), TRUE);
      gtk_paned_set_start_child (GTK_PANED (split), table_block (box, tables[0]));
      gtk_paned_set_end_child (GTK_PANED (split), table_block (box, tables[1]));
      gtk_widget_set_vexpand (split, TRUE);
      gtk_box_append (GTK_BOX (box), split);
      return;
    }
  for (guint i = 0; i < n_tables; i++)
    gtk_box_append (GTK_BOX (box), table_block (box, tables[i]));
}

GtkWidget *
qd_mapcolor_fcmac_list_get_table (GtkWidget *box, guint table)
{
  List *list = g_object_get_data (G_OBJECT (box), LIST_KEY);

  return table < list->tables->len ? list->tables->pdata[table] : NULL;
}

gboolean
qd_mapcolor_fcmac_list_focus (GtkWidget *box)
{
  GtkWidget *first = qd_mapcolor_fcmac_list_get_table (box, 0);

  return first != NULL && qd_data_table_focus (first);
}
