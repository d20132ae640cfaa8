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
#define FLAG_QUEUED 4u      /* preprocessing: on the subsumption queue (a mark while gathering) */
#define VAR_DECAY 0.95
#define CLAUSE_DECAY 0.999
#define RESTART_UNIT 100
#define LEARNED_GROWTH 1.1
#define ADJUST_FIRST 100.0
#define ADJUST_GROWTH 1.5

typedef struct { QdSatClause clause; guint32 blocker; } Watch;
typedef struct _QdSatSimp QdSatSimp;
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
  gboolean solved;                 /* solve() was called */
  guint simp_assigns;              /* level-0 assignments at the last simplify() */
  gint64 simp_props;               /* propagations before simplify() may run again */
  gboolean *model;
  QdSatStats stats;
  QdSatExplain *explain;           /* NULL, or a conflict to record (borrowed) */
  /* preprocessing (qd-sat-simp.c) */
  QdSatSimp *simp;                 /* its state from qd_sat_set_preprocess () to the first solve */
  guint8 *frozen, *eliminated;     /* per variable */
  GArray *elim_stack;              /* guint32, NULL before: the clauses to extend a model */
  GArray *restore;                 /* guint32: each eliminated variable's clauses, [count, (n, lits…)…] */
  guint *restore_at;               /* per variable: its place in `restore`, G_MAXUINT none */
};

/* A clause's literals in the arena. */
static inline guint32 *
qd_sat_arena_lits (const QdSat *sat, QdSatClause c)
{
  return sat->arena + c + HEADER;
}

/* The solver's steps the preprocessor uses (qd-sat.c). */
void        qd_sat_attach          (QdSat *sat, QdSatClause c);
void        qd_sat_assign          (QdSat *sat, guint lit, QdSatClause reason);
QdSatClause qd_sat_propagate       (QdSat *sat);
gboolean    qd_sat_add_lits        (QdSat *sat, guint *lits, guint n_lits);
void        qd_sat_collect_garbage (QdSat *sat);
void        qd_sat_rebuild_heap    (QdSat *sat);
void        qd_sat_heap_insert     (QdSat *sat, guint v);

/* The preprocessor's hooks (qd-sat-simp.c), called while sat->simp is
 * set: variables met in a clause given (in the caller's order, as
 * MiniSat's parser creates them), a clause attached, the arena compacted
 * (`old` holds each clause's new place); then its run at the first solve
 * (-1: go on searching, else QD_SAT_UNSAT or QD_SAT_STOPPED). */
void     qd_sat_simp_create_vars (QdSat *sat, const guint *lits, guint n_lits);
void     qd_sat_simp_added       (QdSat *sat, QdSatClause c);
void     qd_sat_simp_forward     (QdSat *sat, const guint32 *old);
gint     qd_sat_simp_run         (QdSat *sat, const gint *stop);
void     qd_sat_simp_free        (QdSat *sat);
/* A model extended over the eliminated variables; an eliminated variable
 * brought back (a clause added later mentions it): FALSE when its clauses
 * make the formula unsatisfiable. */
void     qd_sat_simp_extend      (const QdSat *sat, gboolean *model);
gboolean qd_sat_simp_restore     (QdSat *sat, guint var);

/* The recorder's two hooks, called only when sat->explain is set: the
 * first-UIP clause in sat->out before minimisation, then the whole
 * conflict before the solver backjumps. */
void qd_sat_explain_keep_uip (QdSat *sat, guint uip);
void qd_sat_explain_record   (QdSat *sat, QdSatClause conflict, guint backjump);

G_END_DECLS
