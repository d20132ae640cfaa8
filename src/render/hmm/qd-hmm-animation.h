/* qd-hmm-animation.h — inference over time as an animation
 * (render/qd-animation.h, written as a GIF by render/qd-gif.h):
 *
 *   a model's question: the beliefs chart filling in a step a frame, the
 *     current step outlined (filtering's forward messages; for smoothing
 *     the forward pass, then the backward pass replacing them from the
 *     last step; then the predicted steps), each frame captioned with its
 *     column's numbers; for the most likely sequence the trellis growing a
 *     step a frame, the best path to the step so far in bold;
 *   a hunt: the board turn by turn (qd-hmm-play.h), the belief as a heat
 *     map, the particles, the hunter and, when shown, the ghosts; every
 *     frame on the heat scale of the whole hunt; captioned with the turn's
 *     move, readings and captures.
 *
 * Each animation holds copies of what it draws (the model, the evidence,
 * the answer, the frames). */
#pragma once

#include "problems/hmm/qd-hmm.h"
#include "problems/hmm/qd-hmm-play.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* ASK's question (NULL: filtering) for the evidence (T steps); NULL with
 * ERROR when qd_hmm_ask refuses it or the frames would be more than
 * QD_ANIMATION_MAX_STEPS + 1. */
QdAnimation *qd_hmm_animation_model_new (const QdHmm *hmm, const guint *evidence, gsize T,
                                         const QdHmmAskOptions *ask, GError **error);
/* PLAY (qd_hmm_play_run) a frame a turn, frame 0 the first readings;
 * SHOW_GHOSTS: where the ghosts really are.  NULL with ERROR when the play
 * is refused or too long (QD_ANIMATION_MAX_STEPS turns, or 2^27 numbers in
 * all its frames). */
QdAnimation *qd_hmm_animation_hunt_new  (const QdHmmPlay *play, gboolean show_ghosts, GError **error);

G_END_DECLS
