/* qd-search-animation.h — a state-space search as an animation: the search
 * (frame 0 the instance, frame k the k-th step of the replay: an
 * expansion's frontier and explored set, an iteration's start, the goal),
 * or the solution (frame k the path after k moves).  The band says the
 * step: "Expanding Sibiu: f = g + h = 140 + 253 = 393". */
#pragma once

#include "problems/search/qd-search-run.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* The run (its replay kept) is copied as needed: the animation holds its
 * own.  `solution`: the path's moves (NULL when the run found none). */
QdAnimation *qd_search_animation_new (const QdSearchRun *run, gboolean solution);

G_END_DECLS
