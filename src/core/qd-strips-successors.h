/* qd-strips-successors.h — the operators applicable in a state of a ground
 * task (qd-strips.h), found without scanning every operator: each operator
 * is watched by one of its preconditions (the one the fewest operators
 * need), so only the operators watched by a fact of the state, and those
 * without preconditions, are tested.  Shared by the state space of the
 * generic engine (qd-strips-space.c) and the lazy search
 * (qd-strips-lazy.c), which lists them by their preconditions
 * (qd_strips_successors_order).  Nothing is allocated per state: the list of
 * applicable operators grows by doubling and is reused.
 */
#pragma once

#include "qd-strips-mutex.h"

G_BEGIN_DECLS

typedef struct {
  const QdStrips *strips;
  guint32 *watch_first;        /* n_facts + 1: fact f watches watch[watch_first[f] .. watch_first[f + 1]) */
  guint32 *watch;              /* operators */
  guint32 *always;             /* operators without preconditions */
  guint n_always;
  guint32 *ops;                /* the last state's applicable operators, ascending */
  guint cap;
  guint32 *order, *rank;       /* with qd_strips_successors_order: the order listed in, and each op's place */
} QdStripsSuccessors;

void  qd_strips_successors_init  (QdStripsSuccessors *s, const QdStrips *strips);
void  qd_strips_successors_clear (QdStripsSuccessors *s);
/* The operators applicable in `state`, ascending, into s->ops; returns
 * how many (valid until the next call). */
guint qd_strips_successors_find  (QdStripsSuccessors *s, const guint64 *state);
/* From now on, find lists the operators in qd_strips_op_order's order
 * (by their preconditions, not by number; with `mutex`, Fast Downward's
 * order on its variables). */
void  qd_strips_successors_order (QdStripsSuccessors *s, const QdStripsMutex *mutex);

G_END_DECLS
