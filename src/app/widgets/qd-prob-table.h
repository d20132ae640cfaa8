/* qd-prob-table.h — a table of probabilities to edit: its title, a heading
 * row (the columns' names), then per row its name and one entry per column.  Read
 * back, every entry must be a probability in [0, 1] (a point or the
 * locale's comma) and every row must sum to 1 within a tolerance; the
 * error names the table, the row and what is wrong.  Each entry's
 * accessible name says which probability it is ("P(rain | rain)").
 * Past a number of rows or columns a table is not shown (the page says
 * why): the entries of a huge model would be a screenful of nothing. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QD_TYPE_PROB_TABLE (qd_prob_table_get_type ())
G_DECLARE_FINAL_TYPE (QdProbTable, qd_prob_table, QD, PROB_TABLE, GtkWidget)

/* The rows and columns the table shows at most. */
#define QD_PROB_TABLE_MAX 24u

/* A number as typed, with a point or the locale's comma; FALSE if none. */
gboolean qd_prob_table_read_number (const char *text, double *value);

/* A row's or a column's name: ellipsized past MAX_CHARS (the whole name
 * its tooltip), in bold for a heading. */
GtkWidget *qd_prob_table_label_new (const char *text, gboolean heading, int max_chars);

/* The table: N_ROWS rows named ROW_NAMES (NULL: one row without a name),
 * N_COLS columns named COL_NAMES, VALUES row by row; each entry's
 * accessible name is "P(column | row)" ("P(column)" without row names).
 * FALSE, and nothing shown, past QD_PROB_TABLE_MAX. */
gboolean qd_prob_table_set  (QdProbTable *self, const char *title, guint n_rows, const char *const *row_names,
                             guint n_cols, const char *const *col_names, const double *values);
void     qd_prob_table_clear (QdProbTable *self);
/* The values typed, row by row, into VALUES (n_rows × n_cols); FALSE with
 * ERROR naming the table's title and the row at fault, the focus on the
 * entry at fault. */
gboolean qd_prob_table_read (QdProbTable *self, double *values, double tolerance, GError **error);

/* Signal "activate": Return in an entry. */

G_END_DECLS
