/* qd-strips-relax.h — the delete relaxation of a ground task, shared by
 * hmax, hadd, hff (qd-strips-relax.c) and LM-cut (qd-strips-lmcut.c);
 * private to core's heuristics (qd-strips-heuristic.h is the contract).
 *
 * The relaxed task is made of units: an operator's unconditional effect
 * and each of its conditional effects becomes a unit (its preconditions:
 * the operator's, plus the effect's condition; its adds: the effect's), a
 * unit that adds nothing is left out, and the operator's cost is shared
 * out equally between its units in whole numbers, the rest to the
 * unconditional unit (or, when it adds nothing, to the first unit); with
 * negated facts (LM-cut, the search's h_FF), a unit also needs the
 * negated facts of its negative conditions and adds those of its deletes.
 * The search's h_FF (qd_relax_new_search) has negated facts, and each of
 * its units costs its operator's whole cost, as each of Fast Downward's
 * unary operators does (a unit is how its operator achieves its adds
 * there), and a unit does not add the negated fact of a fact it deletes
 * and adds (the add wins).  Two
 * artificial facts follow the task's: INIT, true in every state, the
 * precondition of the units that have none; GOAL, added by the goal unit
 * (cost 0, the goal's positive facts its preconditions), the last unit.
 *
 * The explorations are generalised Dijkstra over the facts (Bonet &
 * Geffner 2001; Liu, Koenig & Furcy 2002): a counter of each unit's
 * unsatisfied preconditions, a unit firing when it reaches 0.  The queue
 * is a bucket queue (a list per cost) when the costs are small enough that
 * a bucket per possible hmax value fits ((facts + 2) × (dearest unit + 1)
 * buckets, at most 2^22), else a binary heap.  The search's hadd (its
 * h_FF) has a bucket queue of its own, grown as its costs need (up to
 * QD_RELAX_MAX_BUCKETS, then the heap), so that of the facts of equal
 * cost the one reached last is settled first, as in Fast Downward's
 * bucket queue: which unit is a fact's best supporter, among those of
 * equal cost, decides h_FF's relaxed plan, and on the satisficing
 * benchmark this order (a unit's adds settled before the facts reached
 * before it) gives Fast Downward's expansions on tidybot p01 (628
 * against 691; the heap's, no plan in 60 s).  A bucket is a LIFO list;
 * the queues are lazy (a fact is pushed each time its cost goes down,
 * stale entries skipped when popped) and keep their entries in a pool
 * sized at creation, which, like hadd's buckets, grows (never shrinks)
 * only if a call needs more.  Nothing else is allocated per call.
 */
#pragma once

#include "qd-strips-heuristic.h"

G_BEGIN_DECLS

#define QD_RELAX_NONE G_MAXUINT32
#define QD_RELAX_INF  QD_STRIPS_DEAD_END

typedef struct {
  gboolean buckets;            /* a bucket queue, else a binary heap */
  guint32 *head;               /* buckets: the first entry of each cost's list, n_buckets */
  guint64 n_buckets, cur, top; /* buckets: the least cost maybe not empty, the greatest pushed */
  guint32 *fact, *next;        /* the entries: buckets' lists (next) or the heap's facts */
  guint64 *key;                /* the heap's keys */
  guint len, cap;
} QdRelaxQueue;

/* A unit in the justification graph, after the first hmax: in its
 * supporter's run of QdRelax.kid, with its add when it has one alone
 * (QD_RELAX_NONE else), so that the cut's walk reads the runs in order. */
typedef struct {
  guint32 unit, add0;
} QdRelaxKid;

/* A unit whose supporter changed since (moved): its place in its new
 * supporter's list, and its adds (the first, and how many). */
typedef struct {
  guint32 next, prev;
  guint32 add0, n_add;
} QdRelaxLink;

typedef struct {
  const QdStrips *strips;
  guint n_facts;               /* the task's facts + 2 + n_neg */
  guint f_init, f_goal;        /* the artificial facts */
  /* Negated facts (qd_relax_new with `negations`): ¬p, after GOAL, for
   * each fact p of a negative condition, true where p is false and added
   * by the units that delete p (as Fast Downward's translator makes a
   * negated atom a value of its variable). */
  guint n_neg;
  guint32 *neg_of;             /* n_neg: the fact each negates */
  guint32 *neg_fact;           /* per task fact: its negated fact, QD_RELAX_NONE none (NULL: no negations) */
  guint n_units;               /* the goal unit last */
  guint32 *pre_start, *pre;    /* unit u's preconditions: pre[pre_start[u] .. pre_start[u + 1]) */
  guint32 *add_start, *add;    /* its adds, likewise */
  guint32 *pre_of_start, *pre_of;  /* the units that need fact f */
  guint32 *add_of_start, *add_of;  /* the units that add fact f */
  guint32 *unit_op;            /* the operator of each unit (QD_RELAX_NONE: the goal unit) */
  guint64 *op_cost;            /* n_ops: the operators' costs as the relaxation counts them */
  guint64 *base_cost;          /* each unit's share of its operator's cost */
  /* Scratch, one set per heuristic. */
  guint64 *fact_cost;          /* n_facts: hmax or hadd cost, QD_RELAX_INF unreached */
  guint32 *counter;            /* n_units: unsatisfied preconditions */
  guint32 *supporter;          /* hmax: each unit's supporter (its dearest precondition) */
  guint32 *rank;               /* n_facts: the supporters' tie rank (qd_relax_new), higher preferred */
  /* The justification graph (hmax with `justify`): the units fact f
   * supports are those of kid[kid_start[f] .. kid_start[f + 1]) not moved
   * since, and those of the list from child_head[f] (moved to f). */
  QdRelaxKid *kid;             /* n_units */
  guint32 *kid_start;          /* n_facts + 1 */
  guint8 *moved;               /* n_units */
  guint32 *child_head;         /* n_facts */
  QdRelaxLink *link;           /* n_units: the lists' links */
  guint64 *unit_value;         /* hmax: the supporter's cost; hadd: the preconditions' sum */
  guint32 *best;               /* hadd: each fact's best supporter (a unit), NONE in the state */
  guint64 *cost;               /* n_units: the units' costs (LM-cut lowers them) */
  guint32 *mark;               /* n_facts: epoch (reached; LM-cut: before the goal zone) or
                                * epoch + 1 (needed by hff; LM-cut: the goal zone) */
  guint32 epoch;               /* even */
  guint32 *stack;              /* n_facts */
  guint32 *cut;                /* n_units */
  guint32 *op_mark, op_epoch;  /* n_ops: operators counted (hff) or listed (a landmark) */
  guint32 *helpful;            /* n_ops: hff's helpful actions, qd_relax_ff_plan's last */
  guint n_helpful;
  QdRelaxQueue bucket_queue, heap_queue;
  gboolean whole;              /* the search's: units at their operators' whole costs */
  QdRelaxQueue add_queue;      /* the search's: hadd's bucket queue, grown to its dearest cost
                                * (its buckets FALSE: hadd on the heap) */
} QdRelax;

/* A fact's rank orders the facts by the ratio of the units that add it to
 * the units that need it (equal ratios, equal ranks): LM-cut's supporter
 * among a unit's dearest preconditions is the one of highest rank
 * (qd-strips-lmcut.c says why).  No negated facts. */
QdRelax *qd_relax_new  (const QdStrips *strips);
/* The same with the operators' costs `op_cost` (n_ops) in place of the
 * task's, and negated facts when `negations` (LM-cut's). */
QdRelax *qd_relax_new_with_costs (const QdStrips *strips, const guint64 *op_cost, gboolean negations);
/* The search's h_FF's (qd_strips_heuristic_new_search): negated facts,
 * the units at whole costs, hadd on its own bucket queue. */
QdRelax *qd_relax_new_search (const QdStrips *strips, const guint64 *op_cost);
void     qd_relax_free (QdRelax *r);

/* hmax with the units' costs `cost` from `state`: fills fact_cost,
 * supporter and unit_value (and, with `justify`, each supporter is the
 * dearest precondition of highest rank, the last settled among those; with
 * `justify` and `complete`, the justification graph: kid, kid_start, moved
 * and child_head); stops when
 * GOAL is popped unless `complete`.  Returns GOAL's cost (QD_RELAX_INF: a
 * dead end). */
guint64  qd_relax_hmax (QdRelax *r, const guint64 *state, const guint64 *cost, gboolean complete,
                        gboolean justify);

/* Unit u into (out of) the list of the units fact f supports. */
static inline void
qd_relax_link (QdRelax *r, guint32 u, guint32 f)
{
  guint32 first = r->child_head[f];
  r->link[u].next = first;
  r->link[u].prev = QD_RELAX_NONE;
  if (first != QD_RELAX_NONE)
    r->link[first].prev = u;
  r->child_head[f] = u;
}

static inline void
qd_relax_unlink (QdRelax *r, guint32 u, guint32 f)
{
  guint32 prev = r->link[u].prev, next = r->link[u].next;
  if (prev != QD_RELAX_NONE)
    r->link[prev].next = next;
  else
    r->child_head[f] = next;
  if (next != QD_RELAX_NONE)
    r->link[next].prev = prev;
}
/* hadd with the base costs: fills fact_cost and best. */
guint64  qd_relax_hadd (QdRelax *r, const guint64 *state, gboolean complete);
/* After qd_relax_hadd: the cost of hff's relaxed plan (each operator once,
 * at its whole cost); its operators in an order that applies in the
 * relaxation appended to `plan` when not NULL.  The helpful actions
 * (Hoffmann & Nebel 2001, as Richter & Helmert 2009 take them): the relaxed
 * plan's operators whose unit's preconditions cost 0 in hadd's relaxation
 * (with positive costs: they hold in the state), into helpful[0 ..
 * n_helpful), each once (an operator counted by a first unit that is not
 * such is left out); a search keeps those applicable in the state. */
guint64  qd_relax_ff_plan (QdRelax *r, GArray *plan);
/* LM-cut; each cut appended to `landmarks` (QdStripsLandmark) when not NULL. */
guint64  qd_relax_lmcut (QdRelax *r, const guint64 *state, GArray *landmarks);

/* A new epoch for the fact marks (mark[f] == epoch or epoch + 1: marked). */
void     qd_relax_next_epoch (QdRelax *r);
/* A new epoch for the operator marks (op_mark[o] == op_epoch: marked). */
void     qd_relax_next_op_epoch (QdRelax *r);

/* The queue (the cost of a fact pushed is fact_cost[fact], which only goes down). */
void     qd_relax_queue_init  (QdRelaxQueue *q, guint64 n_buckets, guint cap);
void     qd_relax_queue_clear (QdRelaxQueue *q);
void     qd_relax_queue_grow  (QdRelaxQueue *q);
void     qd_relax_queue_free  (QdRelaxQueue *q);
/* The queue for hmax's explorations: buckets when they fit. */
static inline QdRelaxQueue *
qd_relax_hmax_queue (QdRelax *r)
{
  return r->bucket_queue.buckets ? &r->bucket_queue : &r->heap_queue;
}

/* The most buckets hadd's queue grows to (4M: 16 MB of list heads). */
#define QD_RELAX_MAX_BUCKETS (G_GUINT64_CONSTANT (1) << 22)

/* The dearest finite cost.  A sum of costs that passes it stays there
 * (saturates): a relaxation too dear for 64 bits (hadd's sums double from
 * layer to layer) reads as very dear, never as a dead end; only a cost that
 * is QD_RELAX_INF already (unreached) gives QD_RELAX_INF. */
#define QD_RELAX_MAX_COST (QD_RELAX_INF - 1)

static inline guint64
qd_relax_add_cost (guint64 a, guint64 b)
{
  guint64 sum = a + b;
  if (a == QD_RELAX_INF || b == QD_RELAX_INF)
    return QD_RELAX_INF;
  return sum < a || sum > QD_RELAX_MAX_COST ? QD_RELAX_MAX_COST : sum;
}

static inline void
qd_relax_heap_up (QdRelaxQueue *q, guint i)
{
  guint32 f = q->fact[i];
  guint64 k = q->key[i];
  while (i > 0 && q->key[(i - 1) / 2] > k)
    {
      guint parent = (i - 1) / 2;
      q->fact[i] = q->fact[parent];
      q->key[i] = q->key[parent];
      i = parent;
    }
  q->fact[i] = f;
  q->key[i] = k;
}

static inline void
qd_relax_push (QdRelaxQueue *q, guint32 fact, guint64 key)
{
  if (G_UNLIKELY (q->len == q->cap))
    qd_relax_queue_grow (q);
  guint e = q->len++;
  q->fact[e] = fact;
  if (q->buckets)
    {
      q->next[e] = q->head[key];
      q->head[key] = e;
      q->cur = MIN (q->cur, key);
      q->top = MAX (q->top, key);
    }
  else
    {
      q->key[e] = key;
      qd_relax_heap_up (q, e);
    }
}

/* Lowers fact's cost to `key` and pushes it when `key` is less. */
static inline void
qd_relax_improve (QdRelaxQueue *q, guint64 *fact_cost, guint32 fact, guint64 key)
{
  if (key < fact_cost[fact])
    {
      fact_cost[fact] = key;
      qd_relax_push (q, fact, key);
    }
}

gboolean qd_relax_heap_pop (QdRelaxQueue *q, const guint64 *fact_cost, guint32 *fact);

/* The cheapest fact whose entry is not stale (its cost fact_cost[fact]);
 * FALSE when the queue is empty (and then reset for the next run). */
static inline gboolean
qd_relax_pop (QdRelaxQueue *q, const guint64 *fact_cost, guint32 *fact)
{
  if (!q->buckets)
    return qd_relax_heap_pop (q, fact_cost, fact);
  while (q->cur <= q->top)
    {
      guint32 e = q->head[q->cur];
      if (e == QD_RELAX_NONE)
        {
          q->cur++;
          continue;
        }
      q->head[q->cur] = q->next[e];
      if (fact_cost[q->fact[e]] == q->cur)
        {
          *fact = q->fact[e];
          return TRUE;
        }
    }
  q->len = 0;
  q->cur = G_MAXUINT64;
  q->top = 0;
  return FALSE;
}

G_END_DECLS
