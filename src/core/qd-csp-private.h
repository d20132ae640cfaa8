/* qd-csp-private.h — the structures behind QdCsp and QdCspSolver.
 *
 * Shared by qd-csp.c (the model), qd-csp-solver.c (domains, trail,
 * propagation) and qd-csp-search.c (the search loop and the orders).
 * Nothing here is public API.
 */
#pragma once

#include "qd-csp.h"
#include "qd-owned.h"
#include "qd-poll.h"

G_BEGIN_DECLS

#define QD_CSP_WORD_BITS 64
#define QD_CSP_WORDS(n) (((n) + QD_CSP_WORD_BITS - 1) / QD_CSP_WORD_BITS)
#define QD_CSP_BIT(value) (G_GUINT64_CONSTANT (1) << ((value) % QD_CSP_WORD_BITS))

/* Trail entries that are no domain word (their `var`), each about a table
 * (`word`: its slot): its live limit (old_count: the old limit), a word of
 * Compact-Table's bitset of live tuples or of the domains it last saw
 * (old_count: the word's index, old: its value), and its first filtering
 * (undone: not filtered yet). */
#define QD_CSP_TRAIL_TABLE G_MAXUINT
#define QD_CSP_TRAIL_TABLE_WORD (G_MAXUINT - 1)
#define QD_CSP_TRAIL_TABLE_LAST (G_MAXUINT - 2)
#define QD_CSP_TRAIL_TABLE_FRESH (G_MAXUINT - 3)
#define QD_CSP_TRAIL_SPECIAL QD_CSP_TRAIL_TABLE_FRESH

typedef enum {
  QD_CSP_KIND_BINARY,
  QD_CSP_KIND_TABLE,
  QD_CSP_KIND_PROPAGATOR,
} QdCspKind;

typedef struct {
  char *name;
  guint size;             /* values 0..size-1 */
  guint n_words;
  guint64 *initial;       /* the initial domain, after qd_csp_remove_initial */
  guint initial_count;
  GArray *constraints;    /* guint: each constraint on the variable, once */
} QdCspVariable;

typedef struct _QdCspConstraint {
  QdCspKind kind;
  guint arity;
  guint *scope;
  char *description;

  /* What the kind needs, one at a time (48 bytes a constraint, not 80: a
   * file may hold 500,000 constraints). */
  union {
    struct {
      /* Binary: support[p] holds, for each value a of scope[p], the bitset
       * of the values of the other variable compatible with it (that
       * variable's n_words words per value). */
      guint64 *support[2];
      gboolean shared_support;  /* owned by the CSP's difference cache */
    };
    struct {
      /* Table: n_tuples rows of arity values, each within its domain or
       * QD_CSP_STAR (positive tables only), and what filters them. */
      guint *tuples;
      guint n_tuples;
      struct _QdCspTableIndex *index;
    };
    struct {
      /* Propagator. */
      const QdCspPropagatorClass *klass;
      gpointer data;
    };
  };
} QdCspConstraint;

struct _QdCsp {
  QdOwned owned;                /* the arrays and the cache below */
  GArray *variables;            /* QdCspVariable */
  GArray *constraints;          /* QdCspConstraint */
  GHashTable *difference_cache; /* sizes and offsets → QdCspSupportPair */
  QdCspValueNameFunc value_name;
  gconstpointer value_name_data;
  guint n_binary;
  guint n_tables;
  gsize total_tuples;
  gint objective;               /* the objective's constraint, or -1 */
};

static inline const QdCspVariable *
qd_csp_var (const QdCsp *csp, guint var)
{
  return &g_array_index (csp->variables, QdCspVariable, var);
}

static inline const QdCspConstraint *
qd_csp_con (const QdCsp *csp, guint constraint)
{
  return &g_array_index (csp->constraints, QdCspConstraint, constraint);
}

static inline guint
qd_csp_popcount (guint64 word)
{
  return (guint) __builtin_popcountll (word);
}

static inline guint
qd_csp_lowest_bit (guint64 word)
{
  return (guint) __builtin_ctzll (word);
}

static inline gboolean
qd_csp_bit_test (const guint64 *words, guint value)
{
  return (words[value / QD_CSP_WORD_BITS] & QD_CSP_BIT (value)) != 0;
}

/* Sets `words` (QD_CSP_WORDS (size) of them) to every value 0..size-1. */
static inline void
qd_csp_bits_fill (guint64 *words, guint size)
{
  guint n_words = QD_CSP_WORDS (size);

  for (guint w = 0; w < n_words; w++)
    words[w] = G_MAXUINT64;
  if (size % QD_CSP_WORD_BITS != 0)
    words[n_words - 1] = QD_CSP_BIT (size) - 1;
}

/* Whether the tuple agrees with every assigned variable of the scope in
 * `values` (QD_CSP_UNASSIGNED, and a tuple's QD_CSP_STAR, match anything). */
static inline gboolean
qd_csp_tuple_matches (const guint *scope, guint arity, const guint *tuple, const gint *values)
{
  for (guint p = 0; p < arity; p++)
    {
      gint v = values[scope[p]];

      if (v != QD_CSP_UNASSIGNED && tuple[p] != QD_CSP_STAR && (guint) v != tuple[p])
        return FALSE;
    }
  return TRUE;
}

/* A table's filter (qd-csp-extension.c), built when it is added: with
 * `compact`, Compact-Table's masks: for position p, the bitset of the
 * tuples whose entry is a (values lo[p] .. lo[p] + span[p] - 1; others
 * have none) at masks + offset[p] + (a - lo[p]) * n_words, and the bitset
 * of its stars at masks + star[p] (G_MAXSIZE: none); without, simple
 * tabular reduction over the rows (masks that would take too much memory). */
typedef struct _QdCspTableIndex {
  QdOwned owned;            /* the arrays below */
  gboolean negative;        /* the tuples are conflicts (full, distinct, one
                             * position per variable) */
  gboolean compact;
  guint n_words;            /* words of a bitset of the tuples */
  guint64 last_mask;        /* the bits of tuples in the last word */
  guint *lo;
  guint *span;
  gsize *offset;
  gsize *star;
  guint *res_offset;        /* per position: its residues' first index
                             * (span[p] + 1 each: the last for its stars) */
  guint n_res;
  guint64 *masks;
} QdCspTableIndex;

G_GNUC_INTERNAL guint   *qd_csp_table_prepare        (const QdCsp *csp, guint *scope, guint *arity,
                                                      const guint *tuples, guint n_tuples, gboolean negative,
                                                      guint *n_kept);
G_GNUC_INTERNAL QdCspTableIndex *qd_csp_table_index_new (const QdCsp *csp, const guint *scope, guint arity,
                                                      const guint *tuples, guint n_tuples, gboolean negative);
G_GNUC_INTERNAL void     qd_csp_table_index_free     (QdCspTableIndex *index);
G_GNUC_INTERNAL gboolean qd_csp_table_check          (const QdCsp *csp, const struct _QdCspConstraint *c,
                                                      const gint *values);
G_GNUC_INTERNAL guint64  qd_csp_table_violations     (const QdCsp *csp, const struct _QdCspConstraint *c,
                                                      const gint *values);

/* ------------------------------------------------------------ the solver */

/* One constraint seen from one of its variables. */
typedef struct {
  guint constraint;
  QdCspKind kind;
  guint other;              /* binary: the other variable */
  guint arc;                /* binary: the queue item revising `other` against this variable;
                             * otherwise the constraint's queue item */
  const guint64 *support;   /* binary: supports of this variable's values in `other` */
  guint64 universal;        /* binary: this variable's values 0..63 compatible with every
                             * value of `other`: while one is left, revising `other`
                             * against this variable removes nothing */
} QdCspIncidence;

/* A domain word before a change (var, word, old, old_count), or a table's
 * tuple limit before a reduction (var = QD_CSP_TRAIL_TABLE, word = table
 * slot, old_count = old limit). */
typedef struct {
  guint var;
  guint word;
  guint64 old;
  guint old_count;
} QdCspTrailEntry;

/* One level of the search: the variable chosen there and its values. */
typedef struct {
  guint var;
  guint n_values;           /* candidates, in the variable's slice of `candidates` */
  guint next;               /* the next candidate to try */
  guint refuted;            /* with refutations: the candidates before it taken out */
  gsize mark;               /* trail length before the current assignment */
  guint64 solutions;        /* stats.solutions when the current value was assigned */
  /* Backjumping: stats.solutions when the node opened, and the node's
   * conflict set: the levels conf_buf[conf_start .. conf_end) and every
   * level <= conf_full (0: none). */
  guint64 solutions_at_open;
  gsize conf_start;
  gsize conf_end;
  guint conf_full;
} QdCspFrame;

/* Why a value is missing from a domain (backjumping), one record per
 * (variable, value) slot, written when the value is removed and read only
 * while it is still missing (so it is never stale when read). */
#define QD_CSP_CAUSE_DECISION G_MAXUINT          /* the variable's own assignment */
#define QD_CSP_CAUSE_UNKNOWN (G_MAXUINT - 1)     /* a table or a propagator */
typedef struct {
  gsize time;               /* index of the trail entry that removed it */
  guint level;              /* search depth when removed (0: the root) */
  guint cause;              /* a binary constraint (revised against its other
                             * variable), or one of the two codes above */
} QdCspRemoval;

struct _QdCspSolver {
  QdOwned owned;                /* the arrays below (the tables' too) and the constraints' states */
  const QdCsp *csp;
  QdCspOptions options;
  guint n_vars;
  gboolean running;

  /* Domains: one bitset per variable in `dom`, and its population count. */
  guint *dom_offset;
  guint *n_words;
  guint *size;
  guint64 *dom;
  guint *count;
  gint *values;
  guint depth;

  QdCspTrailEntry *trail;
  gsize trail_len;
  gsize trail_cap;

  /* Constraints of each variable, flattened: inc[inc_offset[v] .. inc_offset[v+1]). */
  guint *inc_offset;
  QdCspIncidence *inc;

  /* Propagation queue over items: 2 arcs per binary constraint, then one
   * item per table or propagator.  A circular buffer; each item at most once. */
  guint n_items;
  guint *item_constraint;
  guint *item_target;       /* arcs: the position (0/1) of the variable revised */
  guint *queue;
  guint queue_head;
  guint queue_len;
  guint8 *in_queue;
  guint8 *item_late;        /* propagators whose class asks to run late */
  guint *late;              /* queued late items, run when the queue is empty */
  guint n_late;
  gboolean queueing;        /* MAC propagation: changes enqueue dependants */
  guint current;            /* the constraint being propagated, or G_MAXUINT */
  gpointer *states;         /* per constraint, its propagator's state (class
                             * state_new), or NULL when no class has one */
  guint *touched;           /* variables changed by the current step */
  guint n_touched;
  guint8 *is_touched;
  gboolean wiped;           /* a domain became empty during the current inference */

  /* Tables (qd-csp-extension.c): each one's state, by slot. */
  guint *table_slot;        /* per constraint, G_MAXUINT if not a table */
  struct _QdCspTableState *tables;
  guint n_tables;
  guint64 *table_words;     /* the states' bitsets and domain copies */
  guint *table_uints;       /* the states' indexes and residues */
  guint64 *table_tmp;       /* a mask being built (the largest table's words) */
  guint *table_counts;      /* STR on conflicts: per position and value */
  guint64 *scratch;         /* supported values per scope position, or one bitset */
  gsize scratch_words;

  /* Search. */
  QdCspFrame *frames;       /* frames[d] chooses the variable of depth d (1..n) */
  guint *cand_offset;
  guint *candidates;
  guint64 *keys;            /* LCV sort keys, one per value of the largest domain */
  guint *unassigned;        /* dense set of unassigned variables */
  guint *where;             /* each unassigned variable's index in `unassigned` */
  guint n_unassigned;
  guint *order;             /* static / random variable order */
  guint *rank;              /* MRV's last tie-break: the index, or with restarts a
                             * random permutation drawn for each run */
  gboolean restarting;      /* options.restart_unit in effect (not with all_solutions;
                             * in branch and bound with restart_optimize) */
  gboolean reuse;           /* options.reuse_trail in effect (restarting, MRV orders) */
  guint *bfs_queue;         /* with restarts: local_ties' breadth-first search */
  gint *phase;              /* with restarts: each variable's last value, tried
                             * first by the next runs (progress saving); with
                             * solution_saving after a solution, its value; or -1 */
  gboolean phase_first;     /* phase's value is tried first (restarting or saving) */
  gboolean progress_saving; /* phase follows each assignment (restarting, no solution
                             * saved yet) */
  double *weight;           /* with restarts or weighted_degree: per constraint, 1 +
                             * the wipe-outs it caused (dom/wdeg's weights; with
                             * weight_decay each wipe-out adds weight_inc); NULL without */
  struct _QdCspNogoods *ng; /* nogoods recorded from restarts (options.nogoods, under
                             * MAC, restarting from the root: qd-csp-nogood.c) while
                             * they are in effect, else NULL */
  struct _QdCspNogoods *ng_store; /* their store, with options.nogoods */
  double *cacd;             /* with weight_cacd: per incidence (inc's index), what the
                             * wipe-outs of its constraint gave its variable; else NULL */
  guint64 cacd_stamp;       /* assignments at the last wipe-out weighed (one a failure) */
  gboolean weighting;       /* the weights are kept (restarting or weighted_degree) */
  guint lc_var;             /* last_conflict: the variable whose assignment last
                             * failed, or G_MAXUINT (none, or off) */
  gboolean lc;              /* last_conflict in effect (an MRV order) */
  double weight_inc;        /* what the next wipe-out adds to its constraint's weight */
  double run_length;        /* geometric schedule: units of the current run */
  guint64 restart_at;       /* backtracks at which the current run gives way */
  guint64 solutions_at_run; /* solutions found before the current run */
  /* The current run's variable order (qd_csp_solver_run_order): wdeg^ca.cd's
   * weights or the per-constraint ones, the weighted degree alone first, the
   * ratio of the count to it. */
  gboolean run_cacd, run_first, run_ratio;
  guint *binary_degree;     /* binary constraints with an unassigned other variable */
  guint8 *has_nonbinary;    /* the variable is in a table or a propagator */
  /* Per constraint: its unassigned variables (one per incidence), or
   * G_MAXUINT for a scope that repeats a variable (looked at instead). */
  guint *n_open;
  /* Per variable: every word of its domain outside lo_word .. hi_word is
   * empty (removals keep it so; a restore widens it), for the bounds' scan. */
  guint *lo_word, *hi_word;
  guint64 rng;
  QdPoll poll;              /* when the stop flag and the deadline are read (qd-poll.h) */
  gboolean stopped;
  gint *solution;           /* the last solution found */
  gboolean has_solution;

  /* MRV (FC, MAC) by a tournament tree over the variables: tree[1] is the
   * unassigned variable with the fewest values (then the highest degree
   * for MRV + degree, then the lowest rank); leaves at tree_size + var,
   * G_MAXUINT for an assigned one.  Kept up to date on every count and
   * degree change: O(log n) each instead of a scan of the unassigned
   * variables per node. */
  gboolean use_tree;
  gboolean tree_degree;
  guint tree_size;
  guint *tree;
  double *tree_deg;         /* dynamic (weighted) degree of each variable (MRV + degree) */

  /* Conflict-directed backjumping (options.backjumping). */
  gboolean cbj;
  gboolean refute;          /* options.refutations, under MAC without backjumping */
  guint cause;              /* cause of the removals being made (QdCspRemoval.cause) */
  guint wiped_var;          /* the first variable wiped out by the current inference */
  QdCspRemoval *removal;    /* per slot: cand_offset[var] + value */
  guint *level_of;          /* per assigned variable: its depth */
  guint *conf_buf;          /* the frames' conflict sets, stacked by depth */
  gsize conf_cap;
  guint *bj_levels;         /* the conflict set being built: levels ... */
  guint bj_n;
  guint bj_full;            /* ... and every level <= bj_full */
  guint *bj_stamp;          /* per level: bj_gen when in bj_levels */
  guint bj_gen;
  guint *bj_stack;          /* slots whose removal is to be explained */
  guint *bj_seen;           /* per slot: bj_seen_gen when already explained */
  guint *bj_vars;           /* the conflict set's variables, told to the listener */
  guint bj_seen_gen;

  /* Branch and bound (options.optimize with an objective). */
  gboolean optimizing;
  gint64 bound;             /* the cost a solution may have, at most */
  guint objective_item;     /* the objective's queue item */
  guint *watch_pos;         /* per variable: its position in the objective's scope, or
                             * G_MAXUINT; NULL when the class has no `changed` */
  gpointer watch_state;     /* the objective's state and data, told the changes */
  gconstpointer watch_data;
  void (*watch) (gpointer state, gconstpointer data, QdCspSolver *solver, guint pos);
  guint8 *cost_ordered;     /* options.cheap_values: per variable, whether its values
                             * go by their cost (qd-csp-cost-order.c); NULL when none do */
  guint *cost_perm;         /* per slot (cand_offset[var] + i): the i-th cheapest value */
  guint *cost_rank;         /* per slot (cand_offset[var] + value): its place in cost_perm */

  QdCspStats stats;
  const QdCspListener *listener;
  gpointer listener_data;
};

static inline guint64 *
qd_csp_solver_dom (QdCspSolver *s, guint var)
{
  return s->dom + s->dom_offset[var];
}

/* A table's state in a solver: Compact-Table's reversible sparse bitset
 * of the live tuples (curr, and index[0 .. limit) the indexes of its
 * non-zero words), the domains its last run saw (last: each position's
 * words, one after the other) and its residues; or for simple tabular
 * reduction the live tuples index[0 .. limit).  Every change is trailed. */
typedef struct _QdCspTableState {
  guint limit;
  gboolean filtered;        /* a run since the root filtered every position */
  guint *index;
  guint64 *curr;
  guint64 *last;
  guint *res;
} QdCspTableState;

static inline void
qd_csp_trail_push (QdCspSolver *s, guint var, guint word, guint64 old, guint old_count)
{
  QdCspTrailEntry *e;

  g_assert (s->trail_len < s->trail_cap);
  e = &s->trail[s->trail_len++];
  e->var = var;
  e->word = word;
  e->old = old;
  e->old_count = old_count;
}

/* qd-csp-extension.c: the tables' states. */
G_GNUC_INTERNAL gsize    qd_csp_solver_tables_init   (QdCspSolver *s);
G_GNUC_INTERNAL gboolean qd_csp_solver_run_table     (QdCspSolver *s, guint constraint);
G_GNUC_INTERNAL gboolean qd_csp_solver_table_consistent (QdCspSolver *s, guint constraint);

static inline void
qd_csp_solver_restore_table (QdCspSolver *s, const QdCspTrailEntry *e)
{
  QdCspTableState *st = &s->tables[e->word];

  switch (e->var)
    {
    case QD_CSP_TRAIL_TABLE:
      st->limit = e->old_count;
      break;
    case QD_CSP_TRAIL_TABLE_WORD:
      st->curr[e->old_count] = e->old;
      break;
    case QD_CSP_TRAIL_TABLE_LAST:
      st->last[e->old_count] = e->old;
      break;
    default:
      st->filtered = FALSE;
      break;
    }
}

/* qd-csp-propagate.c: domains, trail and inference, shared with the search. */
G_GNUC_INTERNAL void     qd_csp_solver_write_word    (QdCspSolver *s, guint var, guint w, guint64 word);
G_GNUC_INTERNAL void     qd_csp_solver_restore       (QdCspSolver *s, gsize mark);
G_GNUC_INTERNAL void     qd_csp_solver_assign_domain (QdCspSolver *s, guint var, guint value);
G_GNUC_INTERNAL gboolean qd_csp_solver_infer         (QdCspSolver *s, guint var, guint value);
G_GNUC_INTERNAL gboolean qd_csp_solver_refute        (QdCspSolver *s, guint var, guint value);
G_GNUC_INTERNAL gboolean qd_csp_solver_propagate_all (QdCspSolver *s);
G_GNUC_INTERNAL gboolean qd_csp_solver_propagate_once (QdCspSolver *s);
G_GNUC_INTERNAL gboolean qd_csp_solver_propagate_touched (QdCspSolver *s);
G_GNUC_INTERNAL gboolean qd_csp_solver_consistent    (QdCspSolver *s, guint var, guint value);
G_GNUC_INTERNAL guint    qd_csp_solver_legal_count   (QdCspSolver *s, guint var);
/* Branch and bound: whether the complete assignment's cost is within the bound. */
G_GNUC_INTERNAL gboolean qd_csp_solver_within_bound  (QdCspSolver *s);

/* Backjumping: explanations of missing values, gathered into the conflict
 * set being built (bj_levels, bj_full). */
G_GNUC_INTERNAL void     qd_csp_solver_explain_begin    (QdCspSolver *s);
G_GNUC_INTERNAL void     qd_csp_solver_explain_level    (QdCspSolver *s, guint level);
G_GNUC_INTERNAL void     qd_csp_solver_explain_missing  (QdCspSolver *s, guint var);
G_GNUC_INTERNAL void     qd_csp_solver_explain_reject   (QdCspSolver *s, guint var, guint value);

/* qd-csp-search.c (blame: qd-csp-restart.c) */
G_GNUC_INTERNAL QdCspStatus qd_csp_solver_search     (QdCspSolver *s);
G_GNUC_INTERNAL void     qd_csp_solver_tree_update   (QdCspSolver *s, guint var);
G_GNUC_INTERNAL void     qd_csp_solver_blame         (QdCspSolver *s, guint var, guint constraint);
G_GNUC_INTERNAL void     qd_csp_solver_tree_build    (QdCspSolver *s);
G_GNUC_INTERNAL void     qd_csp_solver_tree_refresh  (QdCspSolver *s, guint var);
G_GNUC_INTERNAL double   qd_csp_solver_dynamic_degree (QdCspSolver *s, guint var);

/* qd-csp-weight.c */
G_GNUC_INTERNAL void     qd_csp_solver_cacd_reset    (QdCspSolver *s);
G_GNUC_INTERNAL void     qd_csp_solver_cacd_blame    (QdCspSolver *s, guint constraint);
G_GNUC_INTERNAL void     qd_csp_solver_run_order     (QdCspSolver *s, gboolean cacd_turn);

/* qd-csp-cost-order.c */
G_GNUC_INTERNAL void     qd_csp_solver_cost_order_init (QdCspSolver *s);
G_GNUC_INTERNAL void     qd_csp_solver_cost_order    (QdCspSolver *s, guint var, guint *values, guint n);
G_GNUC_INTERNAL void     qd_csp_heap_sort            (guint64 *keys, guint n);

/* qd-csp-restart.c */
G_GNUC_INTERNAL void     qd_csp_solver_begin_run     (QdCspSolver *s);
G_GNUC_INTERNAL guint    qd_csp_solver_reuse_levels  (QdCspSolver *s, guint d, guint next);

/* qd-csp-nogood.c */
typedef struct _QdCspNogoods QdCspNogoods;
G_GNUC_INTERNAL void     qd_csp_nogoods_init         (QdCspSolver *s);
G_GNUC_INTERNAL void     qd_csp_nogoods_clear        (QdCspSolver *s);
G_GNUC_INTERNAL void     qd_csp_nogoods_pending_add  (QdCspSolver *s, guint var);
G_GNUC_INTERNAL void     qd_csp_nogoods_drop_pending (QdCspSolver *s);
G_GNUC_INTERNAL gboolean qd_csp_nogoods_flush        (QdCspSolver *s);
G_GNUC_INTERNAL gboolean qd_csp_nogoods_record       (QdCspSolver *s, guint top);

/* A count changed: keeps the MRV tree up to date (unassigned variables only). */
static inline void
qd_csp_solver_count_changed (QdCspSolver *s, guint var)
{
  if (s->use_tree && s->values[var] == QD_CSP_UNASSIGNED)
    qd_csp_solver_tree_update (s, var);
}

/* In no constraint and with its whole domain (qd_csp_free_variables). */
gboolean qd_csp_var_is_free (const QdCsp *csp, guint var);

G_END_DECLS
