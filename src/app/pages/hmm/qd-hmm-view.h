/* qd-hmm-view.h — the Reasoning over Time tab's drawing on a QdCanvas: the
 * beliefs over time, the Viterbi trellis or a board, each asked of
 * render/hmm for its size and drawing.  A chart's cells are its steps (the
 * keyboard's cursor goes from column to column, a screen reader hears the
 * render's description of the step); a board has none (the page takes the
 * arrow keys for the hunter) and is described whole. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/hmm/qd-hmm-render.h"

G_BEGIN_DECLS

#define QD_TYPE_HMM_VIEW (qd_hmm_view_get_type ())
G_DECLARE_FINAL_TYPE (QdHmmView, qd_hmm_view, QD, HMM_VIEW, QdCanvas)

/* Nothing drawn. */
void qd_hmm_view_clear        (QdHmmView *self);
/* The beliefs over time of HMM (both borrowed, with the options' arrays,
 * until the next call; the palette is the view's). */
void qd_hmm_view_set_beliefs  (QdHmmView *self, const QdHmm *hmm, const QdHmmBeliefsOptions *options);
/* Beliefs with a second chart under them (the exact filter under the
 * particles' estimate; NULL: none). */
void qd_hmm_view_set_beliefs_pair (QdHmmView *self, const QdHmm *hmm, const QdHmmBeliefsOptions *options,
                                   const QdHmmBeliefsOptions *under);
void qd_hmm_view_set_trellis  (QdHmmView *self, const QdHmm *hmm, const QdHmmTrellisOptions *options);
/* A board (borrowed too); BEFORE, when not NULL, is said before the
 * board's description ("Ghost 1 of 2."). */
void qd_hmm_view_set_board    (QdHmmView *self, const QdHiddenGrid *grid, const QdHmmBoardOptions *options,
                               const char *before);

/* Signal "step-clicked" (guint t): a click on a chart's column (t from 1),
 * or Return on the cursor's. */

G_END_DECLS
