/* qd-wordpuzzle-csp.h — the two formulations of a word puzzle as a CSP.
 *
 * Letters: a variable per covered cell, domain the 26 letters, and a table
 * constraint per slot whose tuples are the words of its category.
 * Words: a variable per slot, domain the words of its category that have the
 * slot's length, and a binary constraint between two slots that share cells
 * (equal letters in every shared cell). */
#pragma once

#include "core/qd-csp.h"
#include "qd-wordpuzzle.h"

G_BEGIN_DECLS

typedef enum {
  QD_WORDPUZZLE_LETTERS,
  QD_WORDPUZZLE_WORDS,
} QdWordpuzzleFormulation;

typedef struct {
  QdWordpuzzleFormulation formulation;
  QdWordpuzzle *puzzle;        /* copies: the model stands alone */
  QdWordpuzzleList *list;
  QdCsp *csp;
  guint n_vars;
  guint *var_cell;             /* letters: the cell of each variable */
  gint *cell_var;              /* letters: each cell's variable, -1 when uncovered */
  GPtrArray **candidates;      /* words: per variable (= slot) the words it may take */
} QdWordpuzzleModel;

QdWordpuzzleModel *qd_wordpuzzle_model_new          (const QdWordpuzzle *puzzle, const QdWordpuzzleList *list,
                                         QdWordpuzzleFormulation formulation, GError **error);
/* The same, stopped by `stop` (nullable, read atomically) or at
 * `deadline_us` (monotonic; 0: none): NULL and G_IO_ERROR_CANCELLED or
 * G_IO_ERROR_TIMED_OUT.  Building costs a constraint per pair of slots that
 * share a cell (found through the cells, not by trying every pair). */
QdWordpuzzleModel *qd_wordpuzzle_model_new_full (const QdWordpuzzle *puzzle, const QdWordpuzzleList *list,
                                                 QdWordpuzzleFormulation formulation, const gint *stop,
                                                 gint64 deadline_us, GError **error);
void         qd_wordpuzzle_model_free         (QdWordpuzzleModel *model);
/* The array as N letters, `_` for cells no slot covers (and for unassigned ones). */
char        *qd_wordpuzzle_model_solution     (const QdWordpuzzleModel *model, const gint *values);
/* Letters written into `cells` (puzzle->size bytes, 0 where none). */
void         qd_wordpuzzle_model_fill_cells   (const QdWordpuzzleModel *model, const gint *values, char *cells);
/* "5=A" or "adverb=NOW": one step of a trace. */
char        *qd_wordpuzzle_model_assignment   (const QdWordpuzzleModel *model, guint var, guint value);
/* Variables, domains (with sizes) and constraints, for the report. */
char        *qd_wordpuzzle_model_describe     (const QdWordpuzzleModel *model);
/* The tab's Model export and the CLI's --model: the description, then
 * "Search: " and the trace's order line. */
char        *qd_wordpuzzle_model_export       (const QdWordpuzzleModel *model, const char *order_line);

/* The formulation as Quandary's `.csp` text (src/problems/csp/qd-csp-write.h),
 * after a comment naming `source` (nullable): the tab's Export as Constraint
 * Problem and the CLI's --csp. */
char        *qd_wordpuzzle_model_csp_text     (const QdWordpuzzleModel *model, const char *source, GError **error);

const char  *qd_wordpuzzle_formulation_to_string   (QdWordpuzzleFormulation formulation);
gboolean     qd_wordpuzzle_formulation_from_string (const char *text, QdWordpuzzleFormulation *formulation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordpuzzleModel, qd_wordpuzzle_model_free)

G_END_DECLS
