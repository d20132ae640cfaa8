/* qd-sat.h — the SAT solver every logic problem of Quandary uses: conflict-
 * driven clause learning (CDCL) as MiniSat 2.2 does it (Eén and Sörensson
 * 2003; docs/logic-peers.md §6).
 *
 * Variables are 0 .. n_vars - 1; a literal is 2v (v true) or 2v + 1 (v
 * false), so that lit ^ 1 is its negation (QD_SAT_LIT converts a DIMACS
 * integer, QD_SAT_DIMACS back).
 *
 * State layout:
 *   - one flat clause arena of 32-bit words; a clause is referred to by its
 *     offset (a QdSatClause), and is [size, flags, activity, lits…], its two
 *     watched literals always lits[0] and lits[1]; a reason clause holds the
 *     literal it implied at lits[0];
 *   - per literal a watch list of (clause, blocker) pairs: a clause whose
 *     blocker is true is skipped without reading the arena;
 *   - per variable its value (kept per literal: 1 true, -1 false, 0 not
 *     set), its decision level, its reason clause (QD_SAT_NO_REASON for a
 *     decision or a unit), its VSIDS activity and saved phase;
 *   - the trail of assigned literals with the start of each level.
 * Nothing is allocated while propagating; watch lists and the arena grow by
 * doubling when a clause is learned.
 *
 * Heuristics, MiniSat 2.2's defaults, one by one (on the same file the
 * same conflicts and decisions as `minisat -no-pre`; with
 * qd_sat_set_preprocess below, SatELite first, as the default `minisat`,
 * and the same conflicts and decisions as it): VSIDS (variable
 * activity bumped on every variable in a conflict's analysis, decay 0.95)
 * on a binary max-heap; phase saving (a variable is decided to its last
 * value, false at first); first-UIP learning with recursive clause
 * minimisation, the learned clause watched on its asserting literal and the
 * first of its highest other level; Luby restarts of unit 100 conflicts;
 * learned clauses limited to a third of the original clauses, the limit
 * growing by 10% after 100 conflicts, then after 150, 225,
 * … more (× 1.5); past it the less active half of the learned clauses
 * (clause activity, decay 0.999), and those below clause_inc / #learned,
 * deleted, binary and reason clauses kept; at level 0, once new units were
 * found and as many propagations made as the clauses have literals, the
 * clauses they satisfy deleted and the heap rebuilt in variable order.
 * Deleting keeps the order of the watch lists.  A new solve starts the
 * restarts and the limit afresh; one after STOPPED or BUDGET goes on.
 *
 * Level, reason and the clauses stay readable after a solve, so that a
 * recorder can draw the implication graph; qd-sat-explain.h records one
 * conflict whole (its graph, first UIP, learned clause, backjump). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_SAT_LIT(dimacs)  ((guint) ((dimacs) > 0 ? 2 * ((dimacs) - 1) : 2 * (-(dimacs) - 1) + 1))
#define QD_SAT_DIMACS(lit)  ((gint) ((lit) & 1 ? -(gint) ((lit) >> 1) - 1 : (gint) ((lit) >> 1) + 1))
#define QD_SAT_NO_REASON G_MAXUINT32

typedef guint32 QdSatClause;
typedef struct _QdSat QdSat;

typedef enum
{
  QD_SAT_SAT,        /* a model: qd_sat_model_value() */
  QD_SAT_UNSAT,      /* no model */
  QD_SAT_STOPPED,    /* the stop flag was set */
  QD_SAT_BUDGET,     /* the conflict budget ran out */
} QdSatResult;

typedef struct
{
  guint64 decisions;
  guint64 propagations;   /* literals assigned by unit propagation */
  guint64 conflicts;
  guint64 restarts;
  guint64 learned;        /* clauses learned (units included) */
  guint64 deleted;        /* learned clauses deleted */
  guint64 eliminated;     /* variables eliminated by preprocessing */
  guint64 removed;        /* clauses preprocessing deleted (subsumed, satisfied, resolved away) */
} QdSatStats;

QdSat      *qd_sat_new        (guint n_vars);
void        qd_sat_free       (QdSat *sat);
guint       qd_sat_n_vars     (const QdSat *sat);
/* Adds a clause (literals below 2 × n_vars, repeats and tautologies
 * allowed), before solving or between solves (a clause blocking the last
 * model enumerates the models); FALSE when the formula is now
 * unsatisfiable (an empty clause, or units that contradict). */
gboolean    qd_sat_add_clause (QdSat *sat, const guint *lits, guint n_lits);
/* SatELite's preprocessing as MiniSat 2.2's `minisat` front end does it
 * (SimpSolver, its defaults: subsumption of clauses up to 1000 literals,
 * self-subsuming resolution, bounded variable elimination that never adds
 * clauses nor makes one over 20 literals; qd-sat-simp.c).  Off by default;
 * turned on before the clauses are added, it runs once, at the first
 * solve, so that a DIMACS file makes the conflicts of default `minisat`.
 * The model is extended back over the eliminated variables.  Frozen
 * variables are never eliminated (qd_sat_freeze, before the first solve).
 * A clause added after preprocessing that mentions an eliminated variable
 * brings the variable back with the clauses it was eliminated with, so
 * adding clauses between solves stays correct (callers that do it keep
 * preprocessing off: the gain is on a single solve). */
void        qd_sat_set_preprocess (QdSat *sat, gboolean preprocess);
void        qd_sat_freeze     (QdSat *sat, guint var);
/* Solves; `stop` (NULL: none) is polled at every conflict and decision;
 * `max_conflicts` 0 means no budget.  After STOPPED or BUDGET a new call
 * goes on with what was learned. */
QdSatResult qd_sat_solve      (QdSat *sat, const gint *stop, guint64 max_conflicts);
/* After SAT: the value of variable `var` in the model. */
gboolean    qd_sat_model_value (const QdSat *sat, guint var);
const QdSatStats *qd_sat_stats (const QdSat *sat);

/* For a recorder of the implication graph: a variable's decision level
 * (-1 when not set) and reason clause, and a clause's literals. */
gint        qd_sat_level      (const QdSat *sat, guint var);
QdSatClause qd_sat_reason     (const QdSat *sat, guint var);
const guint32 *qd_sat_clause_lits (const QdSat *sat, QdSatClause clause, guint *n_lits);

/* The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …, its term i (from 0):
 * restart i waits 100 × qd_sat_luby (i) conflicts. */
double      qd_sat_luby       (guint64 i);

G_END_DECLS
