/* qd-strips-landmarks-private.h — the landmark graph's insides, shared by
 * its construction (qd-strips-landmarks.c), its orderings
 * (qd-strips-landmarks-orders.c) and the heuristic's per-node work
 * (qd-strips-landmarks-status.c). */
#pragma once

#include "qd-strips-landmarks.h"
#include "qd-strips-mutex.h"
#include "qd-strips-relax.h"

G_BEGIN_DECLS

#define QD_LM_NO_EFFECT G_MAXUINT32

/* An operator that can add a landmark: by its unconditional adds (effect
 * QD_LM_NO_EFFECT) or by its conditional effect `effect` (an index into
 * QdStrips.effects). */
typedef struct {
  guint32 op, effect;
} QdLmAchiever;

struct _QdStripsLandmarks {
  const QdStrips *strips;
  GArray *lms;                 /* QdStripsFactLandmark */
  GArray *orders;              /* QdStripsLandmarkOrder */
  gint32 *lm_of_fact;          /* n_facts: the (simple) landmark of each fact, -1 none */
  GArray *pool;                /* guint32: the facts of the disjunctive landmarks */
  GArray *first;               /* guint: each landmark's first fact in pool, G_MAXUINT when simple */
  guint n_words;               /* the status's words */
  /* After the build (qd_lm_finish): */
  guint32 *fact;               /* each landmark's fact */
  guint8 *negated;             /* each landmark's: 1 when it is the fact false */
  guint8 *disjunctive;         /* each landmark's: 1 when it has several facts */
  guint32 *parents_start, *parents;          /* landmarks naturally or greedy-necessarily before each */
  guint32 *reasonable_start, *reasonable;    /* landmarks reasonably before each */
  guint32 *gn_children_start, *gn_children;  /* landmarks each is greedy-necessarily before */
  guint32 *topo;               /* the landmarks in an order that respects every ordering */
  guint32 *ach_start;          /* each landmark's achievers ach[ach_start[i] .. ach_start[i + 1]) */
  QdLmAchiever *ach;
  /* Scratch of the per-node work. */
  guint32 *op_mark, op_epoch;  /* n_ops: operators listed as preferred */
};

/* The domain transition graphs of the task's variables
 * (qd-strips-landmarks-dtg.c). */
typedef struct _QdLmDtg QdLmDtg;

/* The build's state: the relaxation's units, the orderings by pair. */
typedef struct {
  QdStripsLandmarks *lm;
  QdRelax *relax;
  GHashTable *order_of_pair;   /* (from << 32 | to) -> index in lm->orders + 1 */
  GHashTable *disjunction;     /* "f1 f2 …" -> a disjunctive landmark + 1 */
  guint8 *reachable;           /* relax->n_facts: reached in the relaxation from init */
  QdLmDtg *dtg;                /* the variables' transition graphs */
} QdLmBuild;

QdLmDtg *qd_lm_dtg_new (const QdStrips *s, const QdStripsMutex *m);
void     qd_lm_dtg_free (QdLmDtg *g);
/* The look-ahead for simple landmark l (not true initially): the values of
 * its variable every path to it passes through, landmarks naturally before
 * it (new ones pushed on `open`); `mark`: the facts the relaxation reaches
 * without l. */
void     qd_lm_dtg_lookahead (QdLmBuild *b, guint l, const guint8 *mark, GArray *open);

/* The landmark of `fact`, added when new. */
guint    qd_lm_add (QdLmBuild *b, guint32 fact, gboolean *added);
static inline gboolean
qd_lm_list_has (const QdStrips *s, QdStripsFacts list, guint32 fact)
{
  const guint32 *f = qd_strips_list (s, list);
  for (guint i = 0; i < list.n; i++)
    if (f[i] == fact)
      return TRUE;
  return FALSE;
}

/* Whether every fact of `facts` is marked in `mark`. */
static inline gboolean
qd_lm_all_marked (const QdStrips *s, QdStripsFacts facts, const guint8 *mark)
{
  const guint32 *f = qd_strips_list (s, facts);
  for (guint i = 0; i < facts.n; i++)
    if (!mark[f[i]])
      return FALSE;
  return TRUE;
}

/* Whether landmark l holds in `state` (after qd_lm_finish). */
static inline gboolean
qd_lm_true (const QdStripsLandmarks *lm, const guint64 *state, guint32 l)
{
  if (G_LIKELY (!lm->disjunctive[l]))
    return qd_strips_holds (state, lm->fact[l]) != lm->negated[l];
  const QdStripsFactLandmark *x = &g_array_index (lm->lms, QdStripsFactLandmark, l);
  for (guint i = 0; i < x->n_facts; i++)
    if (qd_strips_holds (state, x->facts[i]))
      return TRUE;
  return FALSE;
}

/* Whether landmark l (during the build) has several facts. */
static inline gboolean
qd_lm_is_disjunctive (const QdStripsLandmarks *lm, guint l)
{
  return g_array_index (lm->lms, QdStripsFactLandmark, l).n_facts > 1;
}

/* Ordering from -> to of `kind`; a pair already ordered keeps the stronger
 * kind (greedy-necessary > natural > reasonable). */
void     qd_lm_order (QdLmBuild *b, guint32 from, guint32 to, QdStripsLandmarkOrdering kind);
gboolean qd_lm_ordered (QdLmBuild *b, guint32 from, guint32 to);
/* The reasonable orderings (Hoffmann, Porteous & Sebastia 2004's
 * approximation as LAMA's), then the cycles broken. */
void     qd_lm_add_reasonable (QdLmBuild *b);
void     qd_lm_break_cycles (QdLmBuild *b);
/* The natural orderings implied by chains of others dropped. */
void     qd_lm_drop_implied (QdLmBuild *b);

G_END_DECLS
