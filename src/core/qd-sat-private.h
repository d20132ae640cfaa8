/* qd-sat-private.h — the CDCL solver's state, for qd-sat.c and the
 * conflict recorder qd-sat-explain.c (not for other users: see qd-sat.h). */
#pragma once

#include "qd-sat.h"
#include "qd-sat-explain.h"

G_BEGIN_DECLS

/* A clause's header in the arena: size, flags, activity (a float's bits). */
#define HEADER 3
#define FLAG_LEARNED 1u
#define FLAG_DELETED 2u
#define VAR_DECAY 0.95
#define CLAUSE_DECAY 0.999
#define RESTART_UNIT 100
#define LEARNED_GROWTH 1.1
#define ADJUST_FIRST 100.0
#define ADJUST_GROWTH 1.5

typedef struct { QdSatClause clause; guint32 blocker; } Watch;
typedef struct { Watch *data; guint n, cap; } WatchList;

struct _QdSat
{
  guint n_vars;
  guint32 *arena;
  gsize arena_n, arena_cap;
  GArray *originals, *learned;     /* QdSatClause */
  WatchList *watches;              /* per literal: the clauses watching it */
  gint8 *value;                    /* per literal */
  gint *level;
  QdSatClause *reason;
  guint8 *phase;                   /* per variable: 1 when last false */
  double *activity;
  double var_inc, clause_inc;
  guint *heap, *heap_pos, heap_n;  /* heap_pos G_MAXUINT: not in the heap */
  guint *trail, trail_n, qhead;
  guint *level_start, n_levels;
  guint8 *seen;
  GArray *out, *stack, *to_clear;  /* guint: analysis scratch */
  gboolean unsat;
  double max_learned;              /* learned clauses kept before reduce() */
  double adjust_interval;          /* conflicts between two growths of the limit */
  guint64 adjust_left;             /* conflicts before the next growth */
  guint64 luby_index;              /* restarts of this solve */
  gboolean resuming;               /* the last solve was STOPPED or BUDGET */
  guint simp_assigns;              /* level-0 assignments at the last simplify() */
  gint64 simp_props;               /* propagations before simplify() may run again */
  gboolean *model;
  QdSatStats stats;
  QdSatExplain *explain;           /* NULL, or a conflict to record (borrowed) */
};

/* A clause's literals in the arena. */
static inline guint32 *
qd_sat_arena_lits (const QdSat *sat, QdSatClause c)
{
  return sat->arena + c + HEADER;
}

/* The recorder's two hooks, called only when sat->explain is set: the
 * first-UIP clause in sat->out before minimisation, then the whole
 * conflict before the solver backjumps. */
void qd_sat_explain_keep_uip (QdSat *sat, guint uip);
void qd_sat_explain_record   (QdSat *sat, QdSatClause conflict, guint backjump);

G_END_DECLS
