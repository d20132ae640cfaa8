/* qd-wordpuzzle-animation.h — the replay of a word puzzle's search (the
 * tab's Next Step) as an animation: frame 0 the empty array, frame k the
 * array after the k-th assignment, its letters or words and what inference
 * left of the other domains (the letters still possible in each open cell,
 * the words still possible for each open slot); the last frame, as the
 * tab's replay ends, the first solution when there is one. */
#pragma once

#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* The steps the run recorded (QdWordpuzzleSolveOptions.max_steps), copied;
 * NULL when it recorded none. */
QdAnimation *qd_wordpuzzle_animation_new (const QdWordpuzzleModel *model, const QdWordpuzzleResult *result);

G_END_DECLS
