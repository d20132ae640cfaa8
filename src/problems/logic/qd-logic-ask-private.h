/* qd-logic-ask-private.h — what the ask's files share: the refusals, and
 * the algorithms of qd-logic-ask-search.c (backward chaining, DPLL,
 * WalkSAT) for qd-logic-ask.c's table. */
#pragma once

#include "qd-logic-ask.h"

G_BEGIN_DECLS

typedef void (*QdLogicAskFunc) (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out,
                                GError **error);

G_GNUC_INTERNAL void     qd_logic_ask_refuse (QdLogicAskResult *out, const char *reason);
/* The refusal taken from `*error` (cleared). */
G_GNUC_INTERNAL void     qd_logic_ask_refuse_error (QdLogicAskResult *out, GError **error);
/* The refusal of an algorithm on sentences given a DIMACS formula or an
 * empty KB; TRUE when refused. */
G_GNUC_INTERNAL gboolean qd_logic_ask_refuse_without_kb (QdLogicDoc *doc, QdLogicAskResult *out);
/* The refusal of a chaining algorithm (`name`) given no query or a query
 * that is not a symbol; TRUE when refused. */
G_GNUC_INTERNAL gboolean qd_logic_ask_refuse_not_symbol (QdLogicDoc *doc, QdLogicAskResult *out,
                                                         const char *no_query, const char *not_symbol);

G_GNUC_INTERNAL void qd_logic_ask_bc      (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out,
                                           GError **error);
G_GNUC_INTERNAL void qd_logic_ask_dpll    (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out,
                                           GError **error);
G_GNUC_INTERNAL void qd_logic_ask_walksat (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out,
                                           GError **error);

/* The text steps of qd-logic-ask-steps-search.c, written through `line`. */
typedef void (*QdLogicLineFunc) (gpointer out, const char *line);
G_GNUC_INTERNAL void qd_logic_steps_dpll    (QdLogicLineFunc line, gpointer out, gboolean translated,
                                             const QdLogicDoc *doc, const QdLogicAskResult *r);
G_GNUC_INTERNAL void qd_logic_steps_walksat (QdLogicLineFunc line, gpointer out, gboolean translated,
                                             const QdLogicDoc *doc, const QdLogicAskResult *r);
G_GNUC_INTERNAL void qd_logic_steps_bc      (QdLogicLineFunc line, gpointer out, gboolean translated,
                                             const QdLogicDoc *doc, const QdLogicAskResult *r);
G_GNUC_INTERNAL void qd_logic_steps_conflict (QdLogicLineFunc line, gpointer out, gboolean translated,
                                              const QdLogicDoc *doc, const QdLogicAskResult *r);

G_END_DECLS
