/* qd-prop-walksat.h — WalkSAT as AIMA gives it (4th ed. Fig. 7.18;
 * docs/logic-peers.md §1.7), each flip recorded for a plot.
 *
 * model ← a random assignment (one draw per symbol, in order); then up to
 * max_flips times: if the model satisfies the clauses, return it; pick a
 * clause false in the model, uniformly at random; with probability p flip
 * one of its symbols chosen uniformly at random (a random-walk step), else
 * flip the one of its symbols whose flip leaves the most clauses satisfied
 * (a greedy step; ties go to the first in the clause's order).
 *
 * WalkSAT cannot prove a formula unsatisfiable: without a model after
 * max_flips flips it says so (NO_MODEL), never UNSAT.
 *
 * A greedy step is cheap: for every symbol the solver keeps how many false
 * clauses its flip would make true (make) and how many true clauses it
 * would make false (break, the clauses where it is the only true literal),
 * updated on each flip from the clauses of the flipped symbol alone; the
 * number satisfied after flipping s changes by make(s) − break(s).  Nothing
 * is allocated while flipping.
 *
 * Randomness: SplitMix64 (core/qd-random.h) seeded with `seed`: the same
 * clauses, options and seed give the same flips on every machine. */
#pragma once

#include "qd-prop.h"

G_BEGIN_DECLS

#define QD_PROP_WALKSAT_DEFAULT_KEPT 10000u

typedef enum
{
  QD_PROP_WALKSAT_SAT,       /* a model: `model` */
  QD_PROP_WALKSAT_NO_MODEL,  /* max_flips flips without a model (no answer: WalkSAT cannot say UNSAT) */
  QD_PROP_WALKSAT_STOPPED,   /* the stop flag was set */
  QD_PROP_WALKSAT_EMPTY,     /* an empty clause: no model exists, no flip was made */
} QdPropWalksatStatus;

typedef struct
{
  guint clause;       /* the false clause picked */
  guint symbol;       /* the symbol flipped */
  guint n_unsat;      /* clauses false after the flip */
  guint8 greedy;      /* 1 a greedy step, 0 a random-walk step */
  guint8 value;       /* the symbol's value after the flip */
} QdPropWalksatFlip;

typedef struct
{
  double p;              /* probability of a random-walk step (book: about 0.5) */
  guint64 max_flips;     /* the budget */
  guint64 seed;
  guint max_kept;        /* flips kept in the trace; 0: QD_PROP_WALKSAT_DEFAULT_KEPT */
  const gint *stop;      /* NULL, or polled every 1,024 flips */
} QdPropWalksatOptions;

typedef struct
{
  QdPropWalksatStatus status;
  guint64 n_flips;       /* flips made */
  guint64 n_greedy;      /* of which greedy steps */
  guint initial_unsat;   /* clauses false in the random assignment (EMPTY: 0, not counted) */
  guint min_unsat;       /* the fewest clauses false at any time */
  GArray *flips;         /* QdPropWalksatFlip: the first max_kept flips ("kept N of M": flips->len of n_flips) */
  GArray *initial;       /* guint8 per symbol: the random assignment WalkSAT started from */
  GArray *model;         /* guint8 per symbol: the last assignment (a model when SAT) */
} QdPropWalksat;

/* WalkSAT on `clauses` over symbols 0 .. n_symbols - 1 (literals 2s and
 * 2s + 1 for ¬s, each symbol at most once a clause, as qd_prop_clauses_add
 * leaves them).  `options` NULL: p 0.5, 10,000 flips (aima-python's
 * defaults), seed 0.  Fills `out` (qd_prop_walksat_clear frees it). */
void     qd_prop_walksat (const QdPropClauses *clauses, guint n_symbols, const QdPropWalksatOptions *options,
                          QdPropWalksat *out);
/* WalkSAT on the CNF of the formula `root`; FALSE with `error` when the CNF
 * is refused.  `out_clauses` (NULL: not kept) receives the clauses. */
gboolean qd_prop_walksat_formula (QdProp *prop, guint root, const QdPropWalksatOptions *options,
                                  QdPropWalksat *out, QdPropClauses **out_clauses, GError **error);
void     qd_prop_walksat_clear (QdPropWalksat *walksat);

G_END_DECLS
