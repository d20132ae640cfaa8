/* qd-data-table.c — a table of texts as widgets a screen reader walks: a
 * GtkColumnView over a GListStore of rows of strings, a column per title. */
#include "config.h"
#include "qd-data-table.h"

#include <glib/gi18n.h>

/* ------------------------------------------------------------ a row */

#define QD_TYPE_DATA_ROW (qd_data_row_get_type ())
G_DECLARE_FINAL_TYPE (QdDataRow, qd_data_row, QD, DATA_ROW, GObject)

struct _QdDataRow
{
  GObject parent_instance;
  char **cells;
  char *label;          /* the row in words, or NULL: its cells with their titles */
};

G_DEFINE_FINAL_TYPE (QdDataRow, qd_data_row, G_TYPE_OBJECT)

static void
qd_data_row_finalize (GObject *object)
{
  g_strfreev (QD_DATA_ROW (object)->cells);
  g_free (QD_DATA_ROW (object)->label);
  G_OBJECT_CLASS (qd_data_row_parent_class)->finalize (object);
}

static void
qd_data_row_class_init (QdDataRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_data_row_finalize;
}

static void
qd_data_row_init (QdDataRow *self)
{
}

/* ----------------------------------------------------------- the table */

#define TITLES_KEY "qd-data-table-titles"
#define STORE_KEY "qd-data-table-store"

static const char *
cell_text (QdDataRow *row, guint column)
{
  for (guint c = 0; row->cells != NULL && row->cells[c] != NULL; c++)
    if (c == column)
      return row->cells[c];
  return "";
}

/* "title: text", as a cell's accessible label reads. */
static char *
cell_words (const char *title, const char *text)
{
  /* TRANSLATORS: a cell of a table read aloud: its column's title, then its text ("assignments ± se: 1,204 ± 31") */
  return g_strdup_printf (C_("table cell", "%s: %s"), title, *text != '\0' ? text : _("empty"));
}

static char *
row_words (GtkWidget *table, QdDataRow *row)
{
  const char *const *titles = g_object_get_data (G_OBJECT (table), TITLES_KEY);
  GString *out;

  if (row->label != NULL)
    return g_strdup (row->label);
  out = g_string_new (NULL);
  for (guint c = 0; titles[c] != NULL; c++)
    {
      g_autofree char *words = cell_words (titles[c], cell_text (row, c));

      if (c > 0)
        g_string_append (out, ", ");
      g_string_append (out, words);
    }
  return g_string_free (out, FALSE);
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *table = g_object_get_data (G_OBJECT (factory), "qd-data-table");
  const char *const *titles = g_object_get_data (G_OBJECT (table), TITLES_KEY);
  guint column = GPOINTER_TO_UINT (data);
  QdDataRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  const char *text = cell_text (row, column);
  g_autofree char *words = cell_words (titles[column], text);
  GtkWidget *cell = gtk_widget_get_parent (label);

  gtk_label_set_label (GTK_LABEL (label), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  /* The cell (the label's parent in GTK 4.8, a table cell through AT-SPI)
   * says the same; the row, the widget the focus moves through (the cell's
   * parent), says the whole row. */
  if (cell != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  if (column == 0 && cell != NULL)
    {
      GtkWidget *row_widget = gtk_widget_get_parent (cell);

      if (row_widget != NULL && gtk_widget_get_focusable (row_widget))
        {
          g_autofree char *all = row_words (table, row);

          gtk_accessible_update_property (GTK_ACCESSIBLE (row_widget), GTK_ACCESSIBLE_PROPERTY_LABEL, all, -1);
        }
    }
}

GtkWidget *
qd_data_table_new (const char *const *titles)
{
  GListStore *store = g_list_store_new (QD_TYPE_DATA_ROW);
  GtkWidget *table = gtk_column_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (store))));

  g_return_val_if_fail (titles != NULL, NULL);
  g_object_set_data_full (G_OBJECT (table), TITLES_KEY, g_strdupv ((char **) titles), (GDestroyNotify) g_strfreev);
  g_object_set_data (G_OBJECT (table), STORE_KEY, store);
  gtk_column_view_set_show_row_separators (GTK_COLUMN_VIEW (table), TRUE);
  gtk_column_view_set_show_column_separators (GTK_COLUMN_VIEW (table), TRUE);
  gtk_widget_add_css_class (table, "data-table");
  for (guint c = 0; titles[c] != NULL; c++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkColumnViewColumn *column;

      g_object_set_data (G_OBJECT (factory), "qd-data-table", table);
      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), GUINT_TO_POINTER (c));
      column = gtk_column_view_column_new (titles[c], factory);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_append_column (GTK_COLUMN_VIEW (table), column);
      g_object_unref (column);
    }
  return table;
}

static GListStore *
store_of (GtkWidget *table)
{
  return g_object_get_data (G_OBJECT (table), STORE_KEY);
}

void
qd_data_table_set_rows (GtkWidget *table, GPtrArray *rows, GPtrArray *labels)
{
  g_autoptr(GPtrArray) objects = g_ptr_array_new_with_free_func (g_object_unref);
  GListStore *store;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (table) && rows != NULL);
  store = store_of (table);
  for (guint r = 0; r < rows->len; r++)
    {
      QdDataRow *row = g_object_new (QD_TYPE_DATA_ROW, NULL);

      row->cells = g_steal_pointer (&rows->pdata[r]);
      if (labels != NULL && r < labels->len)
        row->label = g_steal_pointer (&labels->pdata[r]);
      g_ptr_array_add (objects, row);
    }
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)), objects->pdata, objects->len);
  g_ptr_array_unref (rows);
  if (labels != NULL)
    g_ptr_array_unref (labels);
}

guint
qd_data_table_get_n_rows (GtkWidget *table)
{
  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (table), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (store_of (table)));
}

const char *
qd_data_table_get_cell (GtkWidget *table, guint row, guint column)
{
  g_autoptr(QdDataRow) item = NULL;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (table), NULL);
  item = g_list_model_get_item (G_LIST_MODEL (store_of (table)), row);
  if (item == NULL || column >= g_strv_length (item->cells))
    return NULL;
  return item->cells[column];   /* the store keeps the row */
}

char *
qd_data_table_describe_row (GtkWidget *table, guint row)
{
  g_autoptr(QdDataRow) item = NULL;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (table), NULL);
  item = g_list_model_get_item (G_LIST_MODEL (store_of (table)), row);
  return item != NULL ? row_words (table, item) : NULL;
}

void
qd_data_table_set_name (GtkWidget *table, const char *name)
{
  g_return_if_fail (GTK_IS_COLUMN_VIEW (table) && name != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* The list inside, what a screen reader enters with the focus. */
  for (GtkWidget *c = gtk_widget_get_first_child (table); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LIST_VIEW (c))
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

gboolean
qd_data_table_focus (GtkWidget *table)
{
  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (table), FALSE);
  if (qd_data_table_get_n_rows (table) == 0)
    return FALSE;
  return gtk_widget_grab_focus (table) || gtk_widget_child_focus (table, GTK_DIR_TAB_FORWARD);
}
