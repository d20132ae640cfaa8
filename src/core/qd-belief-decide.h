/* qd-belief-decide.h — decision networks: the best decision by maximum
 * expected utility, and the value of perfect information (AIMA 3rd ed.
 * §16.5-16.6).
 *
 * The network has exactly one DECISION node D (the problem layer refuses
 * more, naming the second) and at least one UTILITY node; utilities add up.
 * D's parents are what is observed before deciding.  Given evidence e (on
 * chance variables; D must not be observed):
 *   EU(d | i, e) = Σ_U Σ_{pa(U)} P(pa(U) \ {D} | d, i, e) · U(pa(U))
 *   MEU(e)       = Σ_i P(i | e) · max_d EU(d | i, e)
 * over the configurations i of D's parents consistent with e (with no
 * parents, one empty configuration).  The policy is the maximising d per i,
 * the first on ties.  The value of perfect information of a chance variable
 * X not observed and not a descendant of D is
 *   VPI_e(X) = Σ_x P(x | e) · MEU(e, X = x) − MEU(e)
 * (the decision made knowing X as well; AIMA eq. 16.10), never negative
 * beyond rounding (clamped at 0 within 1e-9 relative).  Probabilities come
 * from variable elimination (qd_belief_eliminate) with its limits. */
#pragma once

#include <glib.h>

#include "core/qd-belief.h"

G_BEGIN_DECLS

typedef struct
{
  QdBeliefStatus status;
  guint decision;            /* the decision node */
  guint n_info;              /* its parents' configurations (1 with none) */
  guint *policy;             /* n_info: the best state of D per configuration (odometer order of D's parents, last fastest); owned */
  double *expected;          /* n_info × card(D): EU(d | i, e); -INFINITY where P(i | e) = 0, never NAN; owned */
  double *info_probability;  /* n_info: P(i | e); owned */
  double meu;
} QdBeliefDecision;

void           qd_belief_decision_clear (QdBeliefDecision *decision);
/* EVIDENCE: n_vars, -1 unobserved (NULL none).  IMPOSSIBLE when P(e) = 0
 * or D is observed. */
QdBeliefStatus qd_belief_decide (const QdBeliefNet *net, const gint *evidence, guint64 max_entries,
                                 const gint *stop, QdBeliefDecision *decision);
/* VPI of chance variable X (see above) into *VPI: 0 when X is observed;
 * IMPOSSIBLE (undefined, *VPI 0) when X is a descendant of D or D is
 * observed. */
QdBeliefStatus qd_belief_vpi (const QdBeliefNet *net, const gint *evidence, guint x, guint64 max_entries,
                              const gint *stop, double *vpi);

G_END_DECLS
