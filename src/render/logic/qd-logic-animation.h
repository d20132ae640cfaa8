/* qd-logic-animation.h — an algorithm's proof as an animation
 * (render/qd-animation.h, written as a GIF by render/qd-gif.h): the truth
 * table walked row by row (a long walk sampled to at most
 * QD_LOGIC_ANIMATION_MAX_STEPS frames, the last row always shown), the
 * refutation growing a resolvent a frame, forward chaining a pop a frame;
 * each frame captioned with what its step did.  The animation holds its
 * own copy of the document and the answer. */
#pragma once

#include "problems/logic/qd-logic-ask.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

#define QD_LOGIC_ANIMATION_MAX_STEPS 240

/* `query` (NULL: satisfiability) asked of a copy of `doc` by `algorithm`;
 * NULL with `error` when the query does not read, the algorithm refuses
 * it, or its answer has no drawing (CDCL, a DIMACS formula). */
QdAnimation *qd_logic_animation_new (const QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm,
                                     const QdLogicAskOptions *options, GError **error);

G_END_DECLS
