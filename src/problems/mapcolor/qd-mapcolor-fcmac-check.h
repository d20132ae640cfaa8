/* qd-mapcolor-fcmac-check.h — an answer to `quandary-cli fcmac` (the domain
 * tables of forward checking and MAC) compared with the tables line by line,
 * the first difference explained from the propagation itself: which
 * assignment removed a value, which neighbour left a value without support,
 * which wipe-out made the search take a value back. */
#pragma once

#include "core/qd-check.h"
#include "qd-mapcolor-fcmac.h"

G_BEGIN_DECLS

typedef struct _QdMapcolorFcmacCheck QdMapcolorFcmacCheck;

/* Runs the methods asked for (forward checking first) as qd_mapcolor_fcmac_run
 * does, with the same arguments; NULL when neither is asked for. */
QdMapcolorFcmacCheck *qd_mapcolor_fcmac_check_new    (const QdMap *map, const guint *order, const char *const *values,
                                                      guint n_values, gboolean fc, gboolean mac);
/* The command's output: the tables' texts, an empty line between them. */
const char           *qd_mapcolor_fcmac_check_text   (const QdMapcolorFcmacCheck *check);
/* The verdict on `answer`, compared exactly (qd_check_compare); `step`
 * counts the tables' rows, the first table's then the second's (0 is the
 * first table's initial row): the row of the line where the answer parts,
 * a table's first row for its header lines, its last for its closing
 * lines.  Thread-safe for one check. */
QdCheckResult        *qd_mapcolor_fcmac_check_answer (const QdMapcolorFcmacCheck *check, const char *answer,
                                                      gsize length, gboolean strict);
void                  qd_mapcolor_fcmac_check_free   (QdMapcolorFcmacCheck *check);

/* A check's step as a table (index into `tables`) and a row of it; FALSE
 * when past the tables. */
gboolean              qd_mapcolor_fcmac_step_to_row  (QdCspTable *const *tables, guint n_tables, gint64 step,
                                                      guint *table, guint *row);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorFcmacCheck, qd_mapcolor_fcmac_check_free)

G_END_DECLS
