/* qd-constraints-doc.h — the document of the Constraints tab: a constraint
 * problem in Quandary's own format (data/FORMATS.md), kept as it was
 * written — its statements and the comments between them, line for line —
 * beside the model built from it for the solvers.  An XCSP3 instance is
 * kept as its text (it is shown and solved, not edited). */
#pragma once

#include <glib.h>

#include "problems/csp/qd-csp-model.h"

G_BEGIN_DECLS

typedef enum {
  QD_CONSTRAINTS_NOTE,          /* a comment or a blank line */
  QD_CONSTRAINTS_DECLARATION,   /* `var …` */
  QD_CONSTRAINTS_CONSTRAINT,    /* any other statement: an expression, alldifferent, a table, a forall */
} QdConstraintsKind;

typedef struct {
  QdConstraintsKind kind;
  char *text;                   /* its lines as written, joined by '\n' (no final one) */
  guint line;                   /* its first line in the file */
} QdConstraintsStatement;

typedef struct {
  GPtrArray *statements;        /* QdConstraintsStatement, in file order (none for XCSP3) */
  char *xcsp;                   /* an XCSP3 instance's text as read, else NULL */
  /* What the statements say, for the solvers (the engine's variable i is
   * the model's); NULL while no variable is declared. */
  QdCspModel *model;
} QdConstraintsDoc;

QdConstraintsDoc *qd_constraints_doc_new        (void);
void              qd_constraints_doc_free       (QdConstraintsDoc *doc);
/* Either format (XCSP3 when the text starts with '<', as
 * qd_csp_model_parse reads); a text of comments alone is an empty
 * problem.  The error names the line and the column. */
QdConstraintsDoc *qd_constraints_doc_parse      (const char *text, gssize length, GError **error);
/* The text: parsing it gives the same document. */
char             *qd_constraints_doc_to_string  (const QdConstraintsDoc *doc);
gboolean          qd_constraints_doc_is_xcsp    (const QdConstraintsDoc *doc);
guint             qd_constraints_doc_n_statements (const QdConstraintsDoc *doc);
const QdConstraintsStatement *qd_constraints_doc_statement (const QdConstraintsDoc *doc, guint i);

/* Where the file places its variables on the constraint graph: its
 * comment lines `# at NAME X Y` (numbers, the graph's units, x to the
 * right and y down; data/FORMATS.md), each into `moved` as the graph's
 * layout takes a dragged item (name -> double[2]).  A line that says
 * anything else is a comment as any other. */
void              qd_constraints_doc_positions (const QdConstraintsDoc *doc, GHashTable *moved);

/* Edits of the editor.  Each makes the document's text again and reads it
 * back: FALSE and an error (naming the text typed) leave the document as it
 * was when the result does not read.
 * Variables: `x in 1..8`, `x, y in {red, green}` (with or without `var`),
 * declared after the last declaration. */
gboolean          qd_constraints_doc_add_variables  (QdConstraintsDoc *doc, const char *text, GError **error);
/* A constraint as the format writes it (`x < y`, `alldifferent(x, y, z)`),
 * at the end. */
gboolean          qd_constraints_doc_add_constraint (QdConstraintsDoc *doc, const char *text, GError **error);
/* Removes statement `i` (a declaration still used fails). */
gboolean          qd_constraints_doc_remove         (QdConstraintsDoc *doc, guint i, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdConstraintsDoc, qd_constraints_doc_free)

G_END_DECLS
