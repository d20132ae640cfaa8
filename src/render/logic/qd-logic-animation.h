/* qd-logic-animation.h — an algorithm's proof as an animation
 * (render/qd-animation.h, written as a GIF by render/qd-gif.h): the drawing
 * of render/logic/qd-logic-render-proof.h (the tab's and the report's)
 * grown a step a frame: the truth table row by row, the refutation a
 * resolvent a frame, forward chaining a pop, DPLL a call, WalkSAT a flip,
 * backward chaining a node, CDCL's conflict a vertex, FOL-FC-ASK an
 * iteration, FOL-BC-ASK a goal; a long run sampled to at most
 * QD_LOGIC_ANIMATION_MAX_STEPS steps (the last always shown); a frame
 * captioned with what its step did where it says it.  The animation holds
 * its own copy of the document and the answer. */
#pragma once

#include "problems/logic/qd-logic-ask.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

#define QD_LOGIC_ANIMATION_MAX_STEPS 240

/* `query` (NULL: satisfiability) asked of a copy of `doc` by `algorithm`;
 * NULL with `error` when the query does not read, the algorithm refuses
 * it, or its answer has no drawing (a DIMACS formula). */
QdAnimation *qd_logic_animation_new (const QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm,
                                     const QdLogicAskOptions *options, GError **error);

G_END_DECLS
