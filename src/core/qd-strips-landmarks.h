/* qd-strips-landmarks.h — the landmark graph of a ground task (qd-strips.h)
 * and the landmark-count heuristic of LAMA (Richter & Westphal 2010).
 *
 * A landmark is a fact that every plan makes true at some point (true in
 * the initial state, or added by some operator of every plan).  The graph
 * holds fact landmarks (the goal's facts, the initial state's facts that
 * are needed, and those found by backchaining, qd-strips-landmarks.c says
 * how) and orderings between them:
 * - natural A -> B: A is true in every plan at some time before B first is;
 * - greedy-necessary A -> B: A is true right before B first becomes true
 *   (a precondition of every operator that can first achieve B);
 * - reasonable A -> B: achieving B before A would mean B is deleted again
 *   on the way to A (Hoffmann, Porteous & Sebastia 2004), so A should come
 *   first.
 * The graph has no cycles (the weakest orderings of a cycle are dropped);
 * a natural ordering that a chain of natural and greedy-necessary ones
 * implies is left out, and so is a reasonable one from a landmark true
 * initially (neither would change the status below).
 * A negative fact of the goal is a landmark too ("fact is false", negated),
 * achieved by the operators that delete the fact.  A disjunctive landmark
 * is a set of facts of one predicate one of which every plan makes true (it
 * holds when one of them does).
 *
 * The landmark-count heuristic is path-dependent: each search node carries
 * the landmarks reached on the path to it, a bitset of
 * qd_strips_landmarks_words guint64 words.  A landmark is reached in a
 * state when it is true there and every landmark naturally or greedy-
 * necessarily ordered before it was reached in the parent; the initial
 * node's: the initial state's true landmarks whose predecessors are all
 * reached.  The value, at unit cost (lama-first's adapt_costs(one)): the
 * landmarks not reached, plus those reached but needed again: false in the
 * state and a goal, or greedy-necessarily ordered before a landmark not
 * reached (LAMA's rule); or reached too early, a landmark reasonably
 * ordered before it not reached (it will be destroyed on the way there:
 * Fast Downward's use of reasonable orderings, which measured better than
 * counting them in acceptance: 565 against 891 expansions on IPC blocks
 * 9-0 and 42 against 251 on depot p02 by greedy search on lmcount alone,
 * test-strips-landmarks.c).
 * A goal state's value is 0.  A landmark not reached, or false and a goal
 * or greedy-necessarily before one not reached, that no operator can add
 * makes the state a dead end (QD_STRIPS_DEAD_END; not one reached too
 * early: a reasonable ordering is advice, not a necessity).
 *
 * One object serves one search thread: qd_strips_landmarks_value uses
 * scratch buffers of the object and allocates nothing.
 */
#pragma once

#include <glib.h>

#include "qd-strips.h"
#include "qd-strips-heuristic.h"
#include "qd-strips-mutex.h"

G_BEGIN_DECLS

typedef struct _QdStripsLandmarks QdStripsLandmarks;

typedef enum {
  QD_STRIPS_LM_NATURAL,
  QD_STRIPS_LM_GREEDY_NECESSARY,
  QD_STRIPS_LM_REASONABLE,
} QdStripsLandmarkOrdering;

typedef struct {
  guint32 fact;                /* the fact (a QdStrips fact number; a disjunctive landmark's first) */
  guint n_facts;               /* 1; 2 or more for a disjunctive landmark (one of `facts` is true) */
  const guint32 *facts;        /* the n_facts facts, in increasing order */
  gboolean negated;            /* the landmark is "fact is false" (a goal's negative fact) */
  gboolean is_goal;            /* of the goal */
  gboolean in_init;            /* true in the initial state */
  guint n_achievers;           /* operators that can make it true in the relaxation from the
                                * initial state (add the fact; negated: delete it) */
} QdStripsFactLandmark;

typedef struct {
  guint32 from, to;            /* landmark numbers: `from` before `to` */
  QdStripsLandmarkOrdering kind;
} QdStripsLandmarkOrder;

/* The landmark graph of `strips` from its initial state; NULL when *stop
 * became nonzero while it was built (stop may be NULL). */
QdStripsLandmarks *qd_strips_landmarks_new  (const QdStrips *strips, const gint *stop);
/* The same on the task's mutex groups already computed (qd_strips_mutex_new
 * of `strips`; NULL, as it returns when stopped: NULL). */
QdStripsLandmarks *qd_strips_landmarks_new_with_mutex (const QdStrips *strips, const QdStripsMutex *mutex,
                                                       const gint *stop);
void               qd_strips_landmarks_free (QdStripsLandmarks *lm);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdStripsLandmarks, qd_strips_landmarks_free)

/* The landmarks, numbered 0 .. count - 1 (goal landmarks first). */
guint       qd_strips_landmarks_count    (const QdStripsLandmarks *lm);
const QdStripsFactLandmark *qd_strips_landmarks_get (const QdStripsLandmarks *lm, guint i);
/* Landmark i's fact's name, "(not NAME)" for a negated one, "(or NAME NAME…)"
 * for a disjunctive one (free it). */
char       *qd_strips_landmarks_name     (const QdStripsLandmarks *lm, guint i);
/* Whether landmark i is true in `state`. */
gboolean    qd_strips_landmarks_holds    (const QdStripsLandmarks *lm, const guint64 *state, guint i);
/* The landmark number of fact `fact` (not negated), or -1 when it is not a landmark. */
gint        qd_strips_landmarks_find     (const QdStripsLandmarks *lm, guint32 fact);
/* The orderings, n_orders of them (those of a kind: from-to pairs are unique). */
guint       qd_strips_landmarks_n_orders (const QdStripsLandmarks *lm);
const QdStripsLandmarkOrder *qd_strips_landmarks_order (const QdStripsLandmarks *lm, guint i);
/* "natural", "greedy-necessary", "reasonable" (not translated: the CLI's words). */
const char *qd_strips_landmark_ordering_to_string (QdStripsLandmarkOrdering kind);
/* For people, translated. */
const char *qd_strips_landmark_ordering_label     (QdStripsLandmarkOrdering kind);

/* The path-dependent status: bit i of the words set when landmark i is reached. */
guint       qd_strips_landmarks_words    (const QdStripsLandmarks *lm);
static inline gboolean
qd_strips_landmarks_is_reached (const guint64 *reached, guint i)
{
  return (reached[i >> 6] >> (i & 63)) & 1;
}
/* The reached landmarks of the initial node, whose state is `state`. */
void        qd_strips_landmarks_initial  (const QdStripsLandmarks *lm, const guint64 *state,
                                          guint64 *reached);
/* The reached landmarks of a child node (state `child_state`) of a node
 * whose reached landmarks are `parent_reached` (child_reached may not be
 * parent_reached). */
void        qd_strips_landmarks_progress (const QdStripsLandmarks *lm, const guint64 *parent_reached,
                                          const guint64 *child_state, guint64 *child_reached);
/* The landmark-count value of a node (its state and its reached landmarks),
 * QD_STRIPS_DEAD_END for a dead end.  With `preferred` not NULL (n_ops
 * entries), the preferred operators are written there and their number to
 * *n_preferred: the operators applicable in `state` whose effect firing
 * there adds a landmark not reached or needed again and false in the state
 * (Fast Downward 24.06's rule; waiting for the landmark's predecessors, as
 * LAMA 2010 did, found no plan of depot p05 in 60 s where this finds one in
 * 0.1 s, measured in the satisficing search). */
guint64     qd_strips_landmarks_value    (QdStripsLandmarks *lm, const guint64 *state,
                                          const guint64 *reached, guint *preferred,
                                          guint *n_preferred);
/* Whether landmark i is needed again in the node (reached; and false in
 * the state and a goal or greedy-necessarily before a landmark not reached,
 * or a landmark reasonably before it not reached). */
gboolean    qd_strips_landmarks_needed_again (const QdStripsLandmarks *lm, const guint64 *state,
                                              const guint64 *reached, guint i);

G_END_DECLS
