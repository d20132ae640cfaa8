/* qd-logic-practice.h — Practice Mode on an answer (core/qd-practice.h):
 * the student is asked the algorithm's next step before it is shown.
 *
 *   truth table: for the first rows of the walk, "Is KB true in row k
 *     (B11=T P12=F …)?" (yes or no), then, at the end, how many models KB
 *     has and whether α is entailed;
 *   resolution: for each resolvent in the order PL-RESOLUTION derives it,
 *     "Clauses i and j are resolved: what is the resolvent?" (a clause
 *     typed as ¬P21 ∨ B11, ~P21 | B11 or "empty"), then whether it is
 *     entailed;
 *   forward chaining: "Which symbol is popped next?" pop after pop, then
 *     whether the query is entailed;
 *   DPLL: call after call, how its symbol is chosen (pure symbol, unit
 *     clause or branch: "pure", "unit", "branch", in French too) and which
 *     literal it makes true (P12 or ¬P12), then the verdict (the engine's
 *     search, core/qd-prop-dpll.h, is the answer).
 *
 * Each question's step is the drawing's step shown while it is asked
 * (render/qd-prop-render.h's `step`: rows reached, resolvents derived,
 * pops, DPLL calls drawn). */
#pragma once

#include <glib.h>

#include "core/qd-practice.h"
#include "qd-logic-ask.h"

G_BEGIN_DECLS

/* The rows of a truth table asked at most (a longer walk: its first rows,
 * and its end), the resolvents at most. */
#define QD_LOGIC_PRACTICE_MAX_ROWS 16
#define QD_LOGIC_PRACTICE_MAX_RESOLVENTS 24
#define QD_LOGIC_PRACTICE_MAX_CALLS 24

/* The questions on `result` (asked of `doc`; the document is copied, the
 * result read only here); NULL with `why` (translated, to free) when the
 * answer has no steps to practise (CDCL, a DIMACS formula, a refusal). */
QdPractice *qd_logic_practice_new (QdLogicDoc *doc, const QdLogicAskResult *result, char **why);

G_END_DECLS
