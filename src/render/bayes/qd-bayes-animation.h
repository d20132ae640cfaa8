/* qd-bayes-animation.h — a Bayesian network's inference as an animation
 * (render/qd-animation.h, written as a GIF by render/qd-gif.h):
 *   sampling: the estimate converging, frame k the convergence plot
 *     (qd-bayes-plot.h) up to the k-th report of progress, on the axes of
 *     the whole run, captioned "10,000 samples: P(B = true | e) ≈ 0.2790
 *     (exact 0.2842)";
 *   elimination: variable elimination step by step, frame 0 the network
 *     with the query and evidence marked, frame k after step k (the
 *     variable summed out outlined, those before it greyed, the new
 *     factor's scope tinted), captioned "Sum out Alarm: f(B, E, J, M) × …
 *     → f(B, E), 4 entries", the last frame the posterior in the query's
 *     rows.
 * Each animation holds copies of what it draws (the network, the numbers). */
#pragma once

#include "problems/bayes/qd-bayes.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* The frames a sampling animation shows at most (progress reports spread
 * over the run on a log scale). */
#define QD_BAYES_ANIMATION_SAMPLING_FRAMES 60

/* P(QUERY | EVIDENCE) by OPTIONS' sampler (a sampling algorithm: REJECTION,
 * LIKELIHOOD, GIBBS, PRIOR; its samples and seed), the exact answer by
 * variable elimination when the network allows it (else no line), the
 * estimate of STATE of the query followed.  NULL with ERROR when the
 * question is refused (qd_bayes_ask's errors, an exact algorithm). */
QdAnimation *qd_bayes_animation_sampling_new    (QdBayesNet *net, guint query, guint state, const gint *evidence,
                                                 const QdBayesAskOptions *options, GError **error);
/* Variable elimination's steps for P(QUERY | EVIDENCE) with OPTIONS' order
 * (heuristic or given, pruning).  NULL with ERROR when refused
 * (qd_bayes_ask's errors: impossible evidence, a factor too big). */
QdAnimation *qd_bayes_animation_elimination_new (QdBayesNet *net, guint query, const gint *evidence,
                                                 const QdBayesAskOptions *options, GError **error);

G_END_DECLS
