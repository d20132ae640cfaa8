/* qd-logic-ask-fol.h — what qd-logic-ask.c and qd-logic-ask-text.c call
 * of qd-logic-ask-fol.c (first-order chaining in the one ask). */
#pragma once

#include "qd-logic-ask.h"

G_BEGIN_DECLS

/* The query read when the document or the algorithm is first-order: a
 * propositional algorithm on a FOL KB, or a first-order one on another,
 * is refused (out->reason set).  FALSE with `error` for a query that does
 * not read. */
G_GNUC_INTERNAL gboolean qd_logic_ask_fol_query (QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm,
                                                 QdLogicAskResult *out, GError **error);
/* The rows' functions of the algorithm table. */
G_GNUC_INTERNAL void     qd_logic_ask_fol_fc   (QdLogicDoc *doc, const QdLogicAskOptions *options,
                                                QdLogicAskResult *out, GError **error);
G_GNUC_INTERNAL void     qd_logic_ask_fol_bc   (QdLogicDoc *doc, const QdLogicAskOptions *options,
                                                QdLogicAskResult *out, GError **error);
G_GNUC_INTERNAL void     qd_logic_ask_fol_clear (QdLogicAskResult *result);

/* The texts of a first-order answer (qd-logic-ask-fol-text.c), as
 * qd_logic_ask_verdict, _format and _steps say. */
G_GNUC_INTERNAL char    *qd_logic_ask_fol_verdict (const QdLogicDoc *doc, const QdLogicAskResult *result);
G_GNUC_INTERNAL char    *qd_logic_ask_fol_format  (const QdLogicDoc *doc, const QdLogicAskResult *result);
G_GNUC_INTERNAL char    *qd_logic_ask_fol_steps   (const QdLogicDoc *doc, const QdLogicAskResult *result,
                                                   guint max_lines, gboolean translated);

G_END_DECLS
