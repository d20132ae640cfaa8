/* qd-word-csp.h — the two formulations of a word puzzle as a CSP.
 *
 * Letters: a variable per covered cell, domain the 26 letters, and a table
 * constraint per slot whose tuples are the words of its category.
 * Words: a variable per slot, domain the words of its category that have the
 * slot's length, and a binary constraint between two slots that share cells
 * (equal letters in every shared cell). */
#pragma once

#include "core/qd-csp.h"
#include "qd-word-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  QD_WORD_LETTERS,
  QD_WORD_WORDS,
} QdWordFormulation;

typedef struct {
  QdWordFormulation formulation;
  QdWordPuzzle *puzzle;        /* copies: the model stands alone */
  QdWordList *list;
  QdCsp *csp;
  guint n_vars;
  guint *var_cell;             /* letters: the cell of each variable */
  gint *cell_var;              /* letters: each cell's variable, -1 when uncovered */
  GPtrArray **candidates;      /* words: per variable (= slot) the words it may take */
} QdWordModel;

QdWordModel *qd_word_model_new          (const QdWordPuzzle *puzzle, const QdWordList *list,
                                         QdWordFormulation formulation, GError **error);
void         qd_word_model_free         (QdWordModel *model);
/* The array as N letters, `_` for cells no slot covers (and for unassigned ones). */
char        *qd_word_model_solution     (const QdWordModel *model, const gint *values);
/* Letters written into `cells` (puzzle->size bytes, 0 where none). */
void         qd_word_model_fill_cells   (const QdWordModel *model, const gint *values, char *cells);
/* "5=A" or "adverb=NOW": one step of a trace. */
char        *qd_word_model_assignment   (const QdWordModel *model, guint var, guint value);
/* Variables, domains (with sizes) and constraints, for the report. */
char        *qd_word_model_describe     (const QdWordModel *model);

const char  *qd_word_formulation_to_string   (QdWordFormulation formulation);
gboolean     qd_word_formulation_from_string (const char *text, QdWordFormulation *formulation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordModel, qd_word_model_free)

G_END_DECLS
