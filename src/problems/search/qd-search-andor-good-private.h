/* qd-search-andor-good-private.h — which actions can still lead to a goal,
 * for qd-search-andor-search.c (qd-search-andor-good.c).
 *
 * Over the states reachable from the start, computed once before a search
 * (allocation there only):
 * - the acyclic test: the states with a plan without loops that avoids the
 *   states on the search's path (the least fixpoint: goals; a state with an
 *   action whose outcomes all have one).  Figure 4.11's OR-SEARCH succeeds
 *   exactly from those, so an action with an outcome outside fails there.
 * - the strong-cyclic fixpoint: the (state, action) pairs kept when pairs
 *   with an outcome that is neither a goal nor a state with a pair left
 *   are dropped, and states that cannot reach a goal through the pairs
 *   left (any outcome) are dropped, until nothing changes.  Each good state
 *   gets a rank: goals 0, else 1 + the least rank among the outcomes of its
 *   good actions.  An action that is good and has an outcome of lower rank
 *   always makes a plan with loops; the others are not needed.
 */
#pragma once

#include "qd-search-andor.h"

G_BEGIN_DECLS

#define QD_SEARCH_ANDOR_NO_RANK G_MAXUINT

typedef struct {
  const QdSearchAndorWorld *w;
  guint8 *reach;             /* n_states: reachable from the start */
  guint *order;              /* the reachable states, n_reach of them */
  guint n_reach;
  guint64 test_cost;         /* pairs and outcomes an acyclic test reads */
  guint *rev_first;          /* n_states + 1: into rev_pairs */
  guint *rev_pairs;          /* the reachable pairs (state × n_actions + action) an outcome comes from */
  guint8 *good;              /* pairs: in the strong-cyclic fixpoint */
  guint *need;               /* pairs: outcomes not (yet) known good, acyclic test */
  guint *left;               /* n_states: good pairs left */
  guint8 *dead;              /* n_states: out of the fixpoint */
  guint *rank;               /* n_states: QD_SEARCH_ANDOR_NO_RANK when none */
  guint *queue;              /* n_states */
  guint8 *solved;            /* n_states: acyclic test's result */
} QdSearchAndorGood;

QdSearchAndorGood *qd_search_andor_good_new (const QdSearchAndorWorld *world, guint start);
void               qd_search_andor_good_free (QdSearchAndorGood *g);
/* The strong-cyclic fixpoint and the ranks; FALSE when *stop was raised
 * or the deadline (g_get_monotonic_time, 0: none) passed. */
gboolean           qd_search_andor_good_cyclic (QdSearchAndorGood *g, const gint *stop, gint64 deadline_us);
/* The cyclic search's actions of `state` (bit a for action a): good, with
 * an outcome of lower rank. */
guint64            qd_search_andor_good_progress (const QdSearchAndorGood *g, guint state);
/* The acyclic search's actions of `state` (on the path, as every state
 * with on_path[] >= 0): each outcome a goal or a state with a plan without
 * loops that keeps off the path.  O(pairs + outcomes). */
guint64            qd_search_andor_good_acyclic (QdSearchAndorGood *g, const gint *on_path, guint state);

G_END_DECLS
