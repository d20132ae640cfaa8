/* qd-tsp-practice.h — practice on a TSP run (core/qd-practice.h), the
 * statement's exercises on hill climbing and simulated annealing.
 *
 * Hill climbing: before each move, which neighbour the search moves to
 * (the two cities swapped, or the two ends of the path reversed; any of
 * equally short neighbours is right; "none" where no neighbour is shorter
 * and the climb stops), then the tour's length after it.  Annealing: for
 * each longer move drawn (recorded with the run: max_proposals, one more
 * than QD_TSP_PRACTICE_MAX_MOVES in the tab), the
 * probability e^(−Δ/T) of taking it (right within ±0.005), then, given the
 * random number drawn, whether it is taken ("yes" or "no").  At the end the
 * length of the best tour found.  Each question is asked with the replay
 * at the step whose tour the move is drawn from.
 *
 * Levels: the successor, the probability and yes/no are decisions; the
 * length after a climb a step; the best length the end.  Names: a city as
 * the instance spells it, in any case and spacing; a move typed as its two
 * cities ("C E", "C-E", "swap C E"); "yes" and "no" (also translated). */
#pragma once

#include "core/qd-practice.h"
#include "qd-tsp-search.h"

G_BEGIN_DECLS

/* Moves asked about at most, hill climbing's or the longer moves annealing
 * draws: more than a session answers (two questions each); past it, or
 * past the replay recorded, the practice's note says where the questions
 * stop, and the best tour is asked still. */
#define QD_TSP_PRACTICE_MAX_MOVES (QD_TSP_RECORDED_PROPOSALS - 1)
/* Hill climbing's questions weigh every neighbour of the tour: the
 * neighbours weighed in all, at most (a few hundredths of a second: the
 * practice is made in the window's thread), before the note: a large
 * instance asks about its first moves only. */
#define QD_TSP_PRACTICE_CLIMB_WORK 2000000

/* The questions of `run` on `tsp` (both copied). */
QdPractice *qd_tsp_practice_new        (const QdTsp *tsp, const QdTspRun *run);
/* The move the current question is about, drawn but not yet made (an
 * annealing proposal): its two cities; FALSE for the other questions. */
gboolean    qd_tsp_practice_shown_move (const QdPractice *practice, guint *a, guint *b);

G_END_DECLS
