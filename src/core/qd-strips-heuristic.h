/* qd-strips-heuristic.h — the heuristics of classical planning on a
 * ground task (qd-strips.h), each an estimate of the cost from a state to
 * the goal (Bonet & Geffner 2001; Hoffmann & Nebel 2001; Helmert & Domshlak
 * 2009; AIMA 4e section 11.3):
 *
 * - blind: 0 on a goal state, else the cheapest operator's cost (admissible).
 * - goalcount: the goal's facts that do not hold (not admissible with costs
 *   or operators reaching several goal facts).
 * - hmax: the delete relaxation's cost of the dearest goal fact, a fact's
 *   cost the cheapest operator adding it plus its dearest precondition
 *   (admissible).
 * - hadd: the same with the preconditions' costs summed (not admissible).
 * - hff: the cost of a relaxed plan extracted from hadd's best supporters
 *   (Keyder & Geffner's variant; not admissible): each of its operators
 *   counted once, at its whole cost.
 * - lmcut: the landmark-cut heuristic (admissible; dominates hmax).
 *
 * The relaxation ignores delete effects and negative preconditions.  A
 * conditional effect is relaxed as a unit of its own with the operator's
 * preconditions and its condition; the operator's cost is shared out
 * equally (whole numbers, the rest to the unconditional unit) between its
 * units, so every heuristic admissible on STRIPS stays admissible.  A unit
 * that adds nothing (an operator whose every add is conditional) is left
 * out of the sharing; the rest then goes to the first unit.
 * (src/core/qd-strips-relax.h tells how the relaxation is computed.)
 *
 * A value is a whole number, or QD_STRIPS_DEAD_END when the goal cannot be
 * reached even in the relaxation (the state is a dead end for every
 * heuristic but blind and goalcount).  Sums too large for 64 bits (hadd's
 * double from layer to layer of a task) saturate at QD_STRIPS_DEAD_END - 1:
 * a state whose goal is reached in the relaxation is never a dead end.  A heuristic keeps scratch buffers: one
 * per thread, none of them allocated per call.
 */
#pragma once

#include <glib.h>

#include "qd-strips.h"

G_BEGIN_DECLS

#define QD_STRIPS_DEAD_END G_MAXUINT64

typedef enum {
  QD_STRIPS_BLIND,
  QD_STRIPS_GOALCOUNT,
  QD_STRIPS_HMAX,
  QD_STRIPS_HADD,
  QD_STRIPS_HFF,
  QD_STRIPS_LMCUT,
} QdStripsHeuristicKind;

#define QD_STRIPS_N_HEURISTICS 6

typedef struct _QdStripsHeuristic QdStripsHeuristic;

/* The operators' costs a heuristic counts (Fast Downward's adapt_costs):
 * the task's, 1 each (a plan's length: LAMA's first search), or the cost
 * plus 1 (so that zero-cost operators count; on a task whose every
 * operator costs 1, 1 each), LAMA's later searches (Richter & Westphal 2010). */
typedef enum {
  QD_STRIPS_COST_NORMAL,
  QD_STRIPS_COST_ONE,
  QD_STRIPS_COST_PLUS_ONE,
} QdStripsCostType;

/* Operator `op`'s cost as `type` counts it. */
guint64            qd_strips_adapted_cost (const QdStrips *strips, QdStripsCostType type, guint op);

QdStripsHeuristic *qd_strips_heuristic_new   (const QdStrips *strips, QdStripsHeuristicKind kind);
/* hadd or hff (`kind`) for a search that wants them as Fast Downward
 * computes them on its translation: each conditional effect at its
 * operator's whole cost, and a fact that a condition or the goal wants
 * false a fact of its own, true where the fact does not hold, made true by
 * the operators that delete it.  The teaching ones (qd_strips_heuristic_new)
 * leave negative conditions out, as the fact costs they explain do. */
QdStripsHeuristic *qd_strips_heuristic_new_search (const QdStrips *strips, QdStripsHeuristicKind kind,
                                                   QdStripsCostType type);
void               qd_strips_heuristic_free  (QdStripsHeuristic *h);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdStripsHeuristic, qd_strips_heuristic_free)
guint64            qd_strips_heuristic_value (QdStripsHeuristic *h, const guint64 *state);
QdStripsHeuristicKind qd_strips_heuristic_kind (const QdStripsHeuristic *h);
/* hff's helpful actions on the state of the last qd_strips_heuristic_value
 * (qd-strips-relax.h says which: a superset of those applicable in it, some
 * maybe not applicable), *n of them; none for the other heuristics. */
const guint32     *qd_strips_heuristic_preferred (const QdStripsHeuristic *h, guint *n);

gboolean    qd_strips_heuristic_admissible  (QdStripsHeuristicKind kind);
const char *qd_strips_heuristic_to_string   (QdStripsHeuristicKind kind);   /* "blind" … "lmcut" */
gboolean    qd_strips_heuristic_from_string (const char *text, QdStripsHeuristicKind *kind);
/* For people, translated: "Blind", "Goal count", "h_max", "h_add", "h_FF", "LM-cut". */
const char *qd_strips_heuristic_label       (QdStripsHeuristicKind kind);

/* Why a state has its value, for the window and `plan --explain`:
 * - fact_cost: n_facts entries, each fact's cost in hmax's or hadd's
 *   relaxation (QD_STRIPS_DEAD_END: unreachable), for hmax, hadd and hff;
 *   NULL for the others;
 * - relaxed_plan: hff's operators (guint), in an order that applies in the
 *   relaxation;
 * - landmarks: lmcut's cuts in the order found, each a QdStripsLandmark
 *   (their costs sum to the value).
 * A member that does not belong to the heuristic is NULL; blind and
 * goalcount give the value alone.  `out` is overwritten: clear it with
 * qd_strips_explanation_clear before reusing it. */
typedef struct {
  guint64 cost;
  GArray *ops;                 /* guint: the cut's operators (any one of them must be applied) */
} QdStripsLandmark;

typedef struct {
  guint64 value;
  guint64 *fact_cost;
  GArray *relaxed_plan;        /* guint */
  GArray *landmarks;           /* QdStripsLandmark */
} QdStripsExplanation;

void qd_strips_heuristic_explain (QdStripsHeuristic *h, const guint64 *state, QdStripsExplanation *out);
void qd_strips_explanation_clear (QdStripsExplanation *explanation);

G_END_DECLS
