/* qd-mdp-animation.h — a grid world's iterations or a learning run as an
 * animation (render/qd-animation.h, written as a GIF by render/qd-gif.h).
 *
 * Frames are collected in a QdMdpFrames, one by one, by whoever runs the
 * algorithm (the tab's stepper, the command line's loop): each frame holds
 * its own copies of the values, Q-values, policy and the agent's cell, and
 * a caption ("V₃: residual 0.0123", "Episode 2, step 5: (1, 2) north →
 * (1, 3), reward −0.04") shown in the band under the board.  Every frame is
 * drawn with the look given at the start (what to show, palette) and one
 * shading scale, the largest |V| or |Q| of all the frames, so that colours
 * grow as values do.  qd_mdp_animation_value_iteration_new makes the frames
 * of value iteration's sweeps itself. */
#pragma once

#include "problems/mdp/qd-mdp.h"
#include "render/qd-animation.h"
#include "render/mdp/qd-mdp-render.h"

G_BEGIN_DECLS

/* One frame: any pointer may be NULL (not shown); arrays as in
 * QdMdpRenderOptions, all copied by qd_mdp_frames_add. */
typedef struct {
  const double *values;       /* w × h */
  const double *q;            /* w × h × QD_MDP_N_ACTIONS */
  const guint8 *q_known;      /* w × h */
  const gint8 *policy;        /* w × h */
  gint agent;                 /* cell index or -1 */
  gint highlight;             /* cell index or -1 */
  const char *caption;        /* the band's text, or NULL */
} QdMdpFrame;

/* NULL-frees like a frame array: agent and highlight -1, nothing else. */
void qd_mdp_frame_init (QdMdpFrame *frame);

typedef struct _QdMdpFrames QdMdpFrames;

/* Frames of WORLD (copied) drawn as LOOK says (its show, cell and
 * coordinates are kept; its arrays, agent, cursor and highlight are not:
 * the frames give them; NULL: the defaults). */
QdMdpFrames *qd_mdp_frames_new  (const QdMdpWorld *world, const QdMdpRenderOptions *look);
void         qd_mdp_frames_free (QdMdpFrames *frames);
/* Appends a copy of FRAME.  FALSE (nothing added) past
 * QD_ANIMATION_MAX_STEPS + 1 frames or past 2^27 numbers held in all (a
 * large world's many frames): the caller says the animation is too long. */
gboolean     qd_mdp_frames_add  (QdMdpFrames *frames, const QdMdpFrame *frame);
guint        qd_mdp_frames_n    (const QdMdpFrames *frames);
/* The frames as an animation (frame 0 is step 0; n_steps = frames - 1,
 * at least one frame needed); takes FRAMES. */
QdAnimation *qd_mdp_frames_to_animation (QdMdpFrames *frames);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMdpFrames, qd_mdp_frames_free)

/* Value iteration's sweeps from V_0 = 0: frame k shows V_k (k = 0 …
 * SWEEPS), as SHOW says (values, Q_k triangles, greedy arrows), captioned
 * with k and the residual.  NULL with ERROR when the world is refused
 * (qd_mdp_world_check) or the frames would be too many (see
 * qd_mdp_frames_add). */
QdAnimation *qd_mdp_animation_value_iteration_new (const QdMdpWorld *world, guint sweeps, QdMdpShow show,
                                                   GError **error);

G_END_DECLS
