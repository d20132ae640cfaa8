/* qd-hmm-practice.h — practice on filtering (core/qd-practice.h): for the
 * first steps of the evidence, "Predict: what is P(X2 = rain | e1)?" then
 * "Update: what is P(X2 = rain | e1, e2)?", as the book computes the forward
 * message (AIMA 4th ed. §14.2.1: predict through the transition model, then
 * weigh by the sensor model and normalise); at the end the smoothed first
 * step and the last state of the most likely sequence.  Numbers are right
 * to three decimals, the book's precision. */
#pragma once

#include <glib.h>

#include "core/qd-practice.h"
#include "problems/hmm/qd-hmm.h"

G_BEGIN_DECLS

/* The steps whose predict and update are asked. */
#define QD_HMM_PRACTICE_STEPS 4
/* How close a typed probability must be: half a unit of the third decimal. */
#define QD_HMM_PRACTICE_TOLERANCE 0.0005

/* The questions on EVIDENCE (T steps, at least 1), each with the step the
 * beliefs are shown up to while it is asked (question `step`: t − 1 while
 * step t is asked; T for the end); NULL with QD_HMM_ERROR_IMPOSSIBLE when
 * the evidence cannot be, or QD_HMM_ERROR_EVIDENCE for none.  A state is
 * answered by its name, in any case. */
QdPractice *qd_hmm_practice_new (const QdHmm *hmm, const guint *evidence, gsize T, GError **error);

G_END_DECLS
