/* qd-logic-teach.h — an answer read back for teaching: the report, the
 * animation, the worksheet and Practice Mode all ask the same things of a
 * truth table's walk (a row's values, whether KB holds there) and print
 * the conversion to CNF as `quandary-cli logic --cnf` does. */
#pragma once

#include <glib.h>

#include "qd-logic-ask.h"

G_BEGIN_DECLS

/* Row `row` of the walk (TT-CHECK-ALL's order: true before false, the
 * first symbol of tt->symbols changing slowest): the value of symbol k of
 * tt->symbols. */
gboolean qd_logic_tt_value      (const QdPropTt *tt, guint64 row, guint k);
/* KB holds in row `row` (the row is one of tt->kb_rows). */
gboolean qd_logic_tt_is_model   (const QdPropTt *tt, guint64 row);
/* "B11=F P12=T …" (to free): the row's assignment, for people. */
char    *qd_logic_tt_row_text   (const QdProp *prop, const QdPropTt *tt, guint64 row);

/* The queries a run asks (g_ptr_array_unref; a NULL item for
 * satisfiability): `given` (NULL-terminated), else the document's `ask:`
 * lines, else none: satisfiability. */
GPtrArray *qd_logic_queries     (const QdLogicDoc *doc, const char *const *given);

/* What `quandary-cli logic FILE --cnf [--entails QUERY]` prints before its
 * answers (to free): each sentence's four steps and clauses, the negated
 * query's, the clause count; NULL with `error` past the limits or for a
 * query that does not read. */
char    *qd_logic_cnf_text      (QdLogicDoc *doc, const char *query, GError **error);

G_END_DECLS
