/* qd-logic-unify.h — UNIFY as a tool (AIMA §9.2.2, Fig. 9.1): two terms
 * typed by a person, their most general unifier as bound (raw) and
 * composed, the steps, or the failure and why.  The command
 * `quandary-cli logic unify` and the Logic tab's Unify window both use it.
 *
 * A term is written in core/qd-fol.h's language: variables begin with a
 * lower-case letter, constants, functions and predicates with a capital or
 * a digit: Knows(John, x), S(S(x)), Mother(y).  A name is a function in
 * both terms (an atom is unified as a function applied to its arguments),
 * and keeps one arity; a variable of one name is the same variable in both
 * terms (Knows(John, x) and Knows(x, Elizabeth) share x; write x17 for a
 * variable standardized apart). */
#pragma once

#include <glib.h>

#include "core/qd-fol.h"

G_BEGIN_DECLS

typedef enum
{
  QD_LOGIC_UNIFIED,      /* a most general unifier */
  QD_LOGIC_UNIFY_CLASH,  /* two names differ (John, Elizabeth) */
  QD_LOGIC_UNIFY_ARITY,  /* one name with other arities */
  QD_LOGIC_UNIFY_OCCURS, /* the occurs check failed (x and S(x)) */
} QdLogicUnifyStatus;

typedef struct
{
  QdLogicUnifyStatus status;
  char *raw;           /* UNIFIED: "{y/John, x/Mother(y)}", the bindings as made */
  char *composed;      /* UNIFIED: "{y/John, x/Mother(John)}", each applied through the others */
  char *why;           /* otherwise: "John ≠ Elizabeth: the names differ" */
  GPtrArray *steps;    /* strings: each binding "y/John", then the failure */
  QdFol *fol;          /* the two terms as read, x and y, for UNIFY's drawing (render/qd-fol-render.h) */
  guint x, y;
} QdLogicUnifyResult;

/* "unified", "clash", "arity", "occurs": the command's words. */
const char *qd_logic_unify_status_to_string (QdLogicUnifyStatus status);

/* FALSE with `error` for a term that does not read ("the second term:
 * line 1, column 7: …"); else `out` holds the answer (to clear), its texts
 * in the user's language when `translated`, else as the command prints
 * them whatever the locale. */
gboolean qd_logic_unify (const char *x, const char *y, gboolean translated, QdLogicUnifyResult *out,
                         GError **error);
void     qd_logic_unify_result_clear (QdLogicUnifyResult *result);

G_END_DECLS
