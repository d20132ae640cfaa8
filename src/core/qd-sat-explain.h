/* qd-sat-explain.h — one conflict of the CDCL solver (core/qd-sat) kept
 * as a teacher draws it: the implication graph, the first UIP, the clause
 * learned and the level jumped back to (docs/logic-peers.md §6.4).
 *
 * Hand a QdSatExplain to a solver (qd_sat_set_explain) before solving:
 * at its `conflict`-th conflict (1: the first; counted as
 * qd_sat_stats ()->conflicts, over every solve of that solver) the solver
 * copies, before it backjumps,
 *   - the trail: every literal assigned, in order, with its decision level
 *     and its reason clause (none for a decision, or for a unit at level 0);
 *   - the implication graph's edges: from each literal of a reason clause
 *     (its negation, true on the trail) to the literal the clause implied,
 *     and from each literal of the clause found false to the conflict
 *     vertex κ (QD_SAT_EXPLAIN_CONFLICT);
 *   - the first UIP: the literal of the conflict level through which every
 *     path from that level's decision to κ goes, the nearest κ; analysis
 *     resolves the false clause with reasons, latest literal first, until
 *     one literal of the conflict level is left: its negation;
 *   - the first-UIP clause as analysis found it, then the clause learned
 *     after minimisation (literals implied by the others dropped), each
 *     with the asserting literal (¬UIP) first;
 *   - the backjump level: the highest level among the learned clause's
 *     other literals (0 for a unit clause).
 * A conflict at level 0 ends the search (UNSAT) and is not analysed:
 * nothing is recorded.  The cost when no recorder is set is one pointer
 * test per conflict. */
#pragma once

#include "qd-sat.h"

G_BEGIN_DECLS

/* κ, the conflict, as an edge's head. */
#define QD_SAT_EXPLAIN_CONFLICT G_MAXUINT

typedef struct
{
  guint lit;            /* the literal made true (2v: v true; 2v + 1: v false) */
  gint level;           /* its decision level */
  guint reason_start;   /* its reason's literals: reason_lits[reason_start .. reason_start + reason_len) */
  guint reason_len;     /* 0: no reason (a decision, or a unit at level 0) */
  guint8 decision;      /* the decision of its level (level ≥ 1, no reason) */
  guint8 in_cone;       /* κ depends on it: a path of edges leads from it to κ */
} QdSatExplainVertex;

typedef struct
{
  guint from;           /* a vertex (an index of `vertices`) */
  guint to;             /* a vertex, or QD_SAT_EXPLAIN_CONFLICT */
} QdSatExplainEdge;

typedef struct
{
  /* What to record (set by qd_sat_explain_new). */
  guint64 conflict;       /* which conflict: 1 the first */
  gboolean stop;          /* qd_sat_solve returns QD_SAT_STOPPED once it is recorded (the clause
                           * learned and the backjump done: a new qd_sat_solve goes on) */
  /* What was recorded. */
  gboolean recorded;
  GArray *vertices;       /* QdSatExplainVertex, in trail order */
  GArray *reason_lits;    /* guint, the vertices' reasons end to end */
  GArray *edges;          /* QdSatExplainEdge, grouped by head in trail order, κ's last */
  GArray *conflict_lits;  /* guint: the clause found false (every literal false) */
  GArray *uip_clause;     /* guint: the first-UIP clause before minimisation, ¬UIP first */
  GArray *learned;        /* guint: the clause learned, ¬UIP first, a literal of the backjump level second */
  guint uip;              /* the first UIP (a true literal of the conflict level) */
  guint uip_vertex;       /* its index in `vertices` */
  gint level;             /* the conflict's decision level */
  gint backjump;          /* the level jumped back to */
} QdSatExplain;

QdSatExplain *qd_sat_explain_new  (guint64 conflict, gboolean stop);
void          qd_sat_explain_free (QdSatExplain *explain);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSatExplain, qd_sat_explain_free)
/* The recorder the solver fills (NULL: none); borrowed, it must outlive
 * the solves it is set for. */
void          qd_sat_set_explain  (QdSat *sat, QdSatExplain *explain);
/* The index of the vertex of variable `var`, or G_MAXUINT when not assigned. */
guint         qd_sat_explain_vertex_of (const QdSatExplain *explain, guint var);

G_END_DECLS
