/* qd-data-table.h — a table of texts as widgets a screen reader walks: a
 * GtkColumnView with titled columns over rows of strings, the data of a
 * chart one key away (qd_picture_view_set_table_action).  GTK 4.8 reads
 * neither a column's title with its cells nor a row by its cells, so each
 * cell's accessible label is its column's title and its text
 * ("assignments ± se: 1,204 ± 31") and each row's the whole row so. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A column view with these column titles (NULL-terminated, copied), no rows. */
GtkWidget *qd_data_table_new          (const char *const *titles);
/* The rows: each a NULL-terminated array of as many texts as there are
 * columns (fewer: the rest empty).  `rows` (of char **) is taken, its
 * arrays freed with g_strfreev; so is `labels` (of char *, or NULL): each
 * row's accessible label, in place of its cells with their titles. */
void       qd_data_table_set_rows     (GtkWidget *table, GPtrArray *rows, GPtrArray *labels);
guint      qd_data_table_get_n_rows   (GtkWidget *table);
/* The text of a cell, or NULL beyond the table. */
const char *qd_data_table_get_cell    (GtkWidget *table, guint row, guint column);
/* Row `row` as its accessible label reads ("N: 10, algorithm: bt, …"). */
char      *qd_data_table_describe_row (GtkWidget *table, guint row);
/* The table's accessible name, on the column view and on the list inside
 * it (which a screen reader enters with the focus). */
void       qd_data_table_set_name     (GtkWidget *table, const char *name);
/* Gives the focus to the first row (or the one focused before); FALSE
 * without rows. */
gboolean   qd_data_table_focus        (GtkWidget *table);

G_END_DECLS
