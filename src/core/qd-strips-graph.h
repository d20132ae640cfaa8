/* qd-strips-graph.h — the planning graph of a ground task (qd-strips.h)
 * and GRAPHPLAN (Blum & Furst 1997; AIMA 4e section 11.3, 3e section 10.3).
 *
 * The graph, as AIMA draws it, alternates literal levels S0, S1, … and
 * action levels A0, A1, …:
 *
 * - A literal is a fact or its negation: literal 2f is fact f, literal
 *   2f + 1 is ¬f.  S0 holds the initial state's facts and the negations of
 *   all the other facts of the task (a task holds only the facts some
 *   operator changes: those that matter).
 * - A_i holds every operator whose preconditions are in S_i and pairwise not
 *   mutex there (its positive preconditions as literals f, its negative
 *   ones as literals ¬f), and the persistence action (no-op) of every
 *   literal of S_i.  Actions are numbered: 0 … n_ops - 1 the operators,
 *   n_ops + l the persistence of literal l.  An operator's effects are f
 *   for each add and ¬f for each delete, except a fact both deleted and
 *   added (PDDL's semantics: it holds after), which is f only.
 * - S_{i+1} holds every effect of an action of A_i.
 * - Two actions of A_i are mutex for inconsistent effects (an effect of one
 *   is the negation of an effect of the other), interference (an effect of
 *   one is the negation of a precondition of the other) or competing needs
 *   (a precondition of one is mutex in S_i with a precondition of the
 *   other), checked in that order.
 * - Two literals of S_{i+1} are mutex for negation (f and ¬f) or
 *   inconsistent support (every action of A_i achieving one is mutex with
 *   every action achieving the other, and none achieves both).  S0 has no
 *   mutexes.
 * - The graph levels off at S_k when S_{k+1} would hold the same literals
 *   and the same mutexes as S_k (literals only come and mutexes only go,
 *   so every later level is S_k again).  S_{k+1} is then not kept: the
 *   graph holds S0 … S_k and A0 … A_k, and a level past k reads as level k.
 *   AIMA's have-cake graph levels off at S2.
 *
 * A task with conditional effects is refused (QD_STRIPS_GRAPH_ERROR_CONDITIONAL):
 * the planning graph of Blum & Furst has none, and this one has no sound
 * treatment of them.
 *
 * GRAPHPLAN (AIMA fig. 11.11 / 10.9): expand until the goal's literals are
 * in the last level and pairwise not mutex, then search backward from the
 * goal level by level: at level i, choose for each goal literal an action of
 * A_{i-1} achieving it (persistence first, then the operators in their
 * order), pairwise not mutex, and solve their preconditions at level i - 1.
 * A goal set that fails at a level is memoised (a nogood) and never tried
 * again there.  When that fails, expand one level and search again; once
 * the graph has levelled off at S_k, two failed searches in a row that leave
 * the same number of nogoods at level k prove there is no plan (Blum &
 * Furst's termination test).  The plan found is the shortest in levels
 * (parallel steps); the actions of one level are pairwise not mutex, so any
 * order of them is a valid sequence; they are given in the operators' order.
 *
 * Limits: the actions (operators + persistence) and the levels are bounded
 * (QdStripsGraphLimits), exceeding them is an error naming the count; a stop
 * flag (read atomically, non-zero stops) and a deadline are checked while
 * expanding and every 1,024 steps of the search.
 */
#pragma once

#include <glib.h>

#include "qd-strips.h"

G_BEGIN_DECLS

#define QD_STRIPS_GRAPH_ERROR (qd_strips_graph_error_quark ())
GQuark qd_strips_graph_error_quark (void);

typedef enum {
  QD_STRIPS_GRAPH_ERROR_CONDITIONAL,   /* the task has conditional effects */
  QD_STRIPS_GRAPH_ERROR_TOO_BIG,       /* more actions than max_actions */
  QD_STRIPS_GRAPH_ERROR_LEVELS,        /* more levels than max_levels */
  QD_STRIPS_GRAPH_ERROR_STOPPED,       /* the stop flag or the deadline */
} QdStripsGraphError;

/* A level or a cost that is never reached. */
#define QD_STRIPS_GRAPH_INFINITE G_MAXUINT

#define QD_STRIPS_GRAPH_MAX_LEVELS 1000
#define QD_STRIPS_GRAPH_MAX_ACTIONS 6000

typedef struct {
  guint max_levels;       /* literal levels; 0: QD_STRIPS_GRAPH_MAX_LEVELS (at most 65,000) */
  guint max_actions;      /* operators + persistence actions; 0: QD_STRIPS_GRAPH_MAX_ACTIONS */
  const gint *stop;       /* optional flag, read atomically; non-zero stops */
  gint64 deadline;        /* g_get_monotonic_time () to stop at; 0: none */
} QdStripsGraphLimits;

typedef enum {
  QD_STRIPS_GRAPH_NOT_MUTEX,
  QD_STRIPS_GRAPH_NEGATION,             /* literals: f and ¬f */
  QD_STRIPS_GRAPH_INCONSISTENT_SUPPORT, /* literals */
  QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS, /* actions */
  QD_STRIPS_GRAPH_INTERFERENCE,         /* actions */
  QD_STRIPS_GRAPH_COMPETING_NEEDS,      /* actions */
} QdStripsGraphMutex;

typedef struct _QdStripsGraph QdStripsGraph;

/* The graph of `strips` (which must outlive it) with S0 only; limits NULL:
 * the defaults.  NULL and an error for conditional effects or too many
 * actions. */
QdStripsGraph *qd_strips_graph_new  (const QdStrips *strips, const QdStripsGraphLimits *limits, GError **error);
/* The same from another state (n_words, read into S0): the graph of AIMA's
 * heuristics at that state.  GRAPHPLAN's plan then starts there. */
QdStripsGraph *qd_strips_graph_new_at (const QdStrips *strips, const guint64 *state,
                                       const QdStripsGraphLimits *limits, GError **error);
void           qd_strips_graph_free (QdStripsGraph *graph);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdStripsGraph, qd_strips_graph_free)

/* Adds A_k and S_{k+1} to a graph ending at S_k, or finds that it levels
 * off at S_k (then nothing is added).  TRUE when it has levelled off or a
 * level was added; FALSE and an error on the level limit or a stop (the
 * graph is then only to be freed). */
gboolean qd_strips_graph_expand           (QdStripsGraph *graph, GError **error);
gboolean qd_strips_graph_expand_to_level_off (QdStripsGraph *graph, GError **error);

/* The literal levels built, S0 … S_{n-1}; the action levels built are
 * A0 … A_{n-2}, and A_{n-1} too once levelled off. */
guint    qd_strips_graph_n_levels    (const QdStripsGraph *graph);
/* k when the graph has levelled off at S_k, else QD_STRIPS_GRAPH_INFINITE. */
guint    qd_strips_graph_level_off   (const QdStripsGraph *graph);
const QdStrips *qd_strips_graph_task (const QdStripsGraph *graph);

static inline guint
qd_strips_graph_literal (guint32 fact, gboolean negative)
{
  return 2 * fact + (negative ? 1 : 0);
}

guint    qd_strips_graph_n_literals  (const QdStripsGraph *graph);   /* 2 n_facts */
guint    qd_strips_graph_n_actions   (const QdStripsGraph *graph);   /* n_ops + 2 n_facts */
/* The literal an action persists, or QD_STRIPS_GRAPH_INFINITE for an operator. */
guint    qd_strips_graph_persisted   (const QdStripsGraph *graph, guint action);
/* An action's preconditions and effects, as literals in increasing order. */
const guint32 *qd_strips_graph_preconditions (const QdStripsGraph *graph, guint action, guint *n);
const guint32 *qd_strips_graph_effects       (const QdStripsGraph *graph, guint action, guint *n);

/* Whether a literal is in S_level, an action in A_level (a level past the
 * level-off reads as it; past the graph built: FALSE). */
gboolean qd_strips_graph_has_literal (const QdStripsGraph *graph, guint level, guint literal);
gboolean qd_strips_graph_has_action  (const QdStripsGraph *graph, guint level, guint action);
/* The literals of S_level, the actions of A_level (operators first, then
 * persistence actions), in increasing numbers, into `out` (guint, cleared). */
void     qd_strips_graph_level_literals (const QdStripsGraph *graph, guint level, GArray *out);
void     qd_strips_graph_level_actions  (const QdStripsGraph *graph, guint level, GArray *out);
/* The counts of a literal level, of an action level (0 past the graph). */
guint    qd_strips_graph_n_literal_mutexes (const QdStripsGraph *graph, guint level);
guint    qd_strips_graph_n_action_mutexes  (const QdStripsGraph *graph, guint level);

/* Why two literals of S_level (two actions of A_level) are mutex, or
 * QD_STRIPS_GRAPH_NOT_MUTEX (also when one of them is not in the level). */
QdStripsGraphMutex qd_strips_graph_literal_mutex (const QdStripsGraph *graph, guint level, guint a, guint b);
QdStripsGraphMutex qd_strips_graph_action_mutex  (const QdStripsGraph *graph, guint level, guint a, guint b);
/* Every reason two actions of A_level are mutex, as bits 1 << QdStripsGraphMutex
 * (0: not mutex): Eat(Cake) and the persistence of Have(Cake) have
 * inconsistent effects and interfere. */
guint    qd_strips_graph_action_mutex_reasons (const QdStripsGraph *graph, guint level, guint a, guint b);
/* "negation", "inconsistent support", "inconsistent effects", "interference",
 * "competing needs" ("" for not mutex); untranslated, the text form's. */
const char *qd_strips_graph_mutex_to_string (QdStripsGraphMutex kind);

/* "(have cake)", "(not (have cake))"; an operator's name, "(persist L)". */
char    *qd_strips_graph_literal_name (const QdStripsGraph *graph, guint literal);
char    *qd_strips_graph_action_name  (const QdStripsGraph *graph, guint action);

/* AIMA's heuristics of the planning graph, on literals (a goal's), read in
 * the graph built (expand it to its level-off first for final values):
 * the level cost of a literal is the first level where it appears; max-level
 * the largest and level-sum the sum of the literals' level costs; set-level
 * the first level where all of them appear, pairwise not mutex.  Each is
 * QD_STRIPS_GRAPH_INFINITE when not reached (a level-sum too large for
 * a guint saturates at QD_STRIPS_GRAPH_INFINITE - 1). */
guint    qd_strips_graph_level_cost (const QdStripsGraph *graph, guint literal);
guint    qd_strips_graph_max_level  (const QdStripsGraph *graph, const guint *literals, guint n);
guint    qd_strips_graph_level_sum  (const QdStripsGraph *graph, const guint *literals, guint n);
guint    qd_strips_graph_set_level  (const QdStripsGraph *graph, const guint *literals, guint n);
/* The goal's literals (goal facts f, goal_neg facts ¬f), increasing, into `out` (guint, cleared). */
void     qd_strips_graph_goal_literals (const QdStripsGraph *graph, GArray *out);

/* The text form (`quandary-cli plan … --graph`): for each level built up to
 * the level-off, "S<i>: <n> literals, <m> mutex pairs" then each literal of
 * S_i on a line, its mutex partners below it, then "A<i>: …" likewise with
 * the actions (operators first, then persistence actions), each partner line
 * "    mutex <name>  (<kind>)"; the last line says where the graph levels
 * off ("levels off at S<k>") or that it was not expanded further.  Every
 * list in increasing numbers: deterministic.  Its length grows as the
 * levels times the square of a level's items (every mutex pair on two
 * lines): qd_strips_graph_write_text hands it out a line at a time (one
 * line in memory), `write` returning FALSE to stop it (then FALSE);
 * qd_strips_graph_to_text makes it whole, for small graphs (tests). */
typedef gboolean (*QdStripsGraphWrite) (gpointer data, const char *line, gsize length);
gboolean qd_strips_graph_write_text (const QdStripsGraph *graph, QdStripsGraphWrite write, gpointer data);
char    *qd_strips_graph_to_text (const QdStripsGraph *graph);

typedef enum {
  QD_STRIPS_GRAPH_SOLVED,
  QD_STRIPS_GRAPH_NO_PLAN,
} QdStripsGraphStatus;

typedef struct {
  QdStripsGraphStatus status;
  GArray *ops;           /* guint operators, in order (artificial ones included) */
  GArray *level_ends;    /* guint: ops[level_ends[i-1] .. level_ends[i]) are A_i's */
  guint level;           /* the literal level the plan was extracted at (its parallel length) */
  guint64 nogoods;       /* goal sets memoised */
  guint64 searched;      /* goal sets searched (the search's steps) */
} QdStripsGraphPlan;

/* GRAPHPLAN on the graph (expanded as needed): a plan or a proof there is
 * none in `plan` (cleared with qd_strips_graph_plan_clear); FALSE and an
 * error on a limit or a stop. */
gboolean qd_strips_graphplan (QdStripsGraph *graph, QdStripsGraphPlan *plan, GError **error);
void     qd_strips_graph_plan_clear (QdStripsGraphPlan *plan);

G_END_DECLS
