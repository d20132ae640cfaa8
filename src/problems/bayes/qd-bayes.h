/* qd-bayes.h — Bayesian and decision networks with names: the model behind
 * the Bayesian network tab, its files, and the one way every caller (the
 * command, the page, reports) asks a question of it.
 *
 * A network (QdBayesNet) is a list of nodes, each with a unique name, a kind
 * (chance, decision, utility: core/qd-belief.h), its states' names (utility:
 * none), its parents in table order, its table in the engine's order (the
 * node's state fastest, then the last parent: core/qd-belief.h), and a
 * position on the canvas when it has one.
 *
 * Files.
 *   BIF (Bayesian Interchange Format, as the bnlearn repository and pgmpy
 *   write it, and JavaBayes' 0.15 dialect): `network NAME { … }`, then
 *   `variable NAME { type discrete [ N ] { s1, s2, … }; property … ; }` and
 *   `probability ( X | P1, P2 ) { (p1, p2) v1, v2, …; … }` or
 *   `probability ( X ) { table v1, v2, …; }`.  Rows are found by their
 *   states' NAMES (bnlearn writes the first parent fastest); `table` with
 *   parents is JavaBayes' child-major order with the last parent fastest;
 *   `default v1, …;` fills the rows not listed.  Names may be quoted;
 *   commas between values are optional; `//` and C comments are skipped.
 *   Quandary's extension for decision networks (read and written):
 *   `variable D { type decision [ N ] { s1, … }; }` (no probability
 *   block; its parents are given by `decision ( D | P1, … ) { }`), and
 *   `variable U { type utility; }` with
 *   `utility ( U | P1, … ) { (p1, …) value; … }` (or `table` in odometer
 *   order, last parent fastest).  `property position = (X, Y) ;` gives a
 *   node's place.
 *   XMLBIF 0.3 (`<BIF VERSION="0.3"><NETWORK>…`): VARIABLE TYPE="nature",
 *   "decision" or "utility" with OUTCOMEs and PROPERTY "position = (x, y)";
 *   DEFINITION (or PROBABILITY) with FOR, GIVENs and TABLE in the engine's
 *   order (parent configurations last GIVEN fastest, the node's states
 *   fastest within each).
 * Checks (reading, and before any inference after an edit), each refused
 * naming the file, the line and the node: a name defined twice, an unknown
 * parent or state, a table of the wrong size or a row missing, a value not a
 * finite number in [0, 1] (utilities: any finite number), a row not summing
 * to 1 within 1e-6 (naming the row's parent states), a cycle (naming its
 * nodes in order), more than one decision node.  Limits, so that a hostile
 * file is refused in bounded time and memory: a file of at most 64 MB,
 * 100,000 nodes, 1,024 states per node, 32 parents per node, 2^24 entries
 * per table, 2^26 entries in all. */
#pragma once

#include <glib.h>

#include "core/qd-belief.h"
#include "core/qd-belief-sample.h"

G_BEGIN_DECLS

#define QD_BAYES_MAX_FILE_BYTES   (64u << 20)
#define QD_BAYES_MAX_NODES        100000u
#define QD_BAYES_MAX_STATES       1024u
#define QD_BAYES_MAX_PARENTS      32u
#define QD_BAYES_MAX_TABLE        (1u << 24)
#define QD_BAYES_MAX_ENTRIES      (1u << 26)
#define QD_BAYES_ROW_TOLERANCE    1e-6

typedef struct
{
  char *name;
  QdBeliefKind kind;
  guint n_states;            /* utility: 1 (states NULL) */
  char **states;             /* n_states names, NULL-terminated */
  guint n_parents;
  guint *parents;            /* node indices, table order */
  double *table;             /* Π card(parents) × n_states entries; decision: NULL */
  gboolean has_position;
  double x, y;               /* the node's centre on the canvas, in canvas units */
  guint line;                /* where the file defined it (0: made in the editor) */
} QdBayesNode;

typedef struct
{
  char *name;                /* the network's name ("unknown" when none) */
  GArray *nodes;             /* of QdBayesNode */
  /* the engine's view of the nodes (qd_bayes_net_numbers), rebuilt after an edit */
  QdBeliefNet numbers;
  gboolean numbers_valid;
  guint *numbers_card, *numbers_parent_start, *numbers_parents;
  QdBeliefKind *numbers_kind;
  const double **numbers_table;
  QdFactor **numbers_ordered;
} QdBayesNet;

/* Errors: PARSE names the file's line; INVALID a network an edit or a check
 * refuses (naming the node and row); QUESTION a query that cannot be asked,
 * impossible evidence or a factor past the limit. */
#define QD_BAYES_ERROR (qd_bayes_error_quark ())
GQuark qd_bayes_error_quark (void);

typedef enum
{
  QD_BAYES_ERROR_PARSE,
  QD_BAYES_ERROR_INVALID,
  QD_BAYES_ERROR_QUESTION,
} QdBayesError;

typedef enum
{
  QD_BAYES_FORMAT_BIF,
  QD_BAYES_FORMAT_XMLBIF,
} QdBayesFormat;

QdBayesNet  *qd_bayes_net_new (const char *name);
QdBayesNet  *qd_bayes_net_copy (const QdBayesNet *net);
void         qd_bayes_net_free (QdBayesNet *net);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBayesNet, qd_bayes_net_free)

guint        qd_bayes_net_n_nodes (const QdBayesNet *net);
QdBayesNode *qd_bayes_net_node (const QdBayesNet *net, guint index);
/* The node named NAME, or -1. */
gint         qd_bayes_net_find (const QdBayesNet *net, const char *name);
/* The state of node INDEX named STATE, or -1. */
gint         qd_bayes_node_find_state (const QdBayesNode *node, const char *state);
/* The network in the engine's terms, valid until the next edit. */
const QdBeliefNet *qd_bayes_net_numbers (QdBayesNet *net);
/* The decision node, or -1. */
gint         qd_bayes_net_decision (const QdBayesNet *net);

/* ---- files (the problem's format reads either, by content: '<' first) */

QdBayesNet  *qd_bayes_net_parse (const char *text, gsize len, GError **error);
QdBayesNet  *qd_bayes_net_parse_bif (const char *text, gsize len, GError **error);
QdBayesNet  *qd_bayes_net_parse_xmlbif (const char *text, gsize len, GError **error);
/* BIF (the problem's own format: bnlearn's layout, positions as
 * properties) or XMLBIF 0.3; either reads back to the same network. */
char        *qd_bayes_net_to_string (const QdBayesNet *net);
char        *qd_bayes_net_to_xmlbif (const QdBayesNet *net);
/* The rules above, on a network built or edited in memory: FALSE with
 * ERROR naming the node (and row) otherwise. */
gboolean     qd_bayes_net_check (QdBayesNet *net, GError **error);

/* ---- edits (each keeps the network checked, or refuses with ERROR and
 * changes nothing): the editor's operations */

gint         qd_bayes_net_add_node (QdBayesNet *net, const char *name, QdBeliefKind kind, double x, double y, GError **error);
gboolean     qd_bayes_net_remove_node (QdBayesNet *net, guint index, GError **error);
gboolean     qd_bayes_net_rename (QdBayesNet *net, guint index, const char *name, GError **error);
/* Adds PARENT → CHILD (the child's table gains the parent last; its rows are
 * copied for every state of it), or removes it (rows of the parent's first
 * state kept).  A cycle is refused naming it. */
gboolean     qd_bayes_net_add_arc (QdBayesNet *net, guint parent, guint child, GError **error);
gboolean     qd_bayes_net_remove_arc (QdBayesNet *net, guint parent, guint child, GError **error);
/* Replaces the states (new states' entries 0 in every row, the kept ones as
 * they were; then each row renormalised, a row of zeros made uniform). */
gboolean     qd_bayes_net_set_states (QdBayesNet *net, guint index, const char *const *states, guint n, GError **error);
/* Row ROW (odometer index of the parent configuration) of node INDEX. */
gboolean     qd_bayes_net_set_row (QdBayesNet *net, guint index, guint row, const double *values, GError **error);

/* ---- questions */

/* "A=x,B=y" (spaces allowed around names) into EVIDENCE (n_nodes gints,
 * -1 where unobserved): an unknown node or state, a node given twice, a
 * utility node, are refused naming it.  "" is no evidence. */
gboolean     qd_bayes_parse_evidence (const QdBayesNet *net, const char *text, gint *evidence, GError **error);
char        *qd_bayes_evidence_to_string (const QdBayesNet *net, const gint *evidence);

typedef enum
{
  QD_BAYES_ENUMERATION,
  QD_BAYES_VE,
  QD_BAYES_JUNCTION_TREE,
  QD_BAYES_PRIOR,
  QD_BAYES_REJECTION,
  QD_BAYES_LIKELIHOOD,
  QD_BAYES_GIBBS,
} QdBayesAlgorithm;

/* "enumeration", "ve", "junction-tree", "prior", "rejection", "likelihood",
 * "gibbs"; people's names; back (-1 when unknown). */
const char  *qd_bayes_algorithm_to_string (QdBayesAlgorithm algorithm);
const char  *qd_bayes_algorithm_label (QdBayesAlgorithm algorithm);
gint         qd_bayes_algorithm_from_string (const char *name);
gboolean     qd_bayes_algorithm_is_exact (QdBayesAlgorithm algorithm);

typedef struct
{
  QdBayesAlgorithm algorithm;        /* default VE */
  QdBeliefOrderHeuristic heuristic;  /* default WEIGHTED_MIN_FILL */
  gboolean other_heuristics;         /* default TRUE: VE uses the heuristic whose order is the cheapest
                                      * (qd_belief_cheapest_heuristic), or with ON_STEP, HEURISTIC unless its
                                      * order needs a factor past the limit (FALSE: a heuristic the user
                                      * chose is kept) */
  const char *order;                 /* GIVEN: node names, comma-separated */
  gboolean prune;                    /* default TRUE */
  guint64 samples;                   /* default 10,000 */
  guint64 seed;                      /* default 1 */
  guint burn_in;                     /* default 100 */
  guint64 max_entries;               /* 0: the engine's default */
  const gint *stop;
  QdBeliefStepFunc on_step;          /* VE's steps */
  QdBeliefTermFunc on_term;          /* enumeration's tree */
  QdBeliefSampleFunc on_progress;    /* samplers */
  guint64 every;
  gpointer data;
} QdBayesAskOptions;

void         qd_bayes_ask_options_init (QdBayesAskOptions *options);

typedef struct
{
  QdBeliefStatus status;     /* OK; IMPOSSIBLE; TOO_BIG; STOPPED */
  double *posterior;         /* OK: n_states of the query; owned */
  double evidence_probability;   /* exact algorithms: P(e); samplers: NAN (not shown) */
  double largest;            /* exact: entries of the largest factor or clique (TOO_BIG: the one refused;
                                enumeration: the terms its tree would have) */
  QdBeliefOrderCost cost;
  guint64 n_kept;            /* samplers */
  double effective;
  guint n_pruned;
} QdBayesAnswer;

void         qd_bayes_answer_clear (QdBayesAnswer *answer);
/* FALSE with ERROR saying why a junction tree was refused: its largest
 * clique (LARGEST entries) or all its cliques (TOTAL) past the limit. */
gboolean     qd_bayes_tree_refusal (double largest, double total, guint64 max_entries, GError **error);
/* P(QUERY | EVIDENCE) by OPTIONS' algorithm.  FALSE with ERROR for a
 * question that cannot be asked (the query observed or a utility node, an
 * order naming an unknown node or missing one, prior sampling with
 * evidence), for IMPOSSIBLE ("impossible evidence: P(A=x, B=y) = 0") and
 * TOO_BIG ("the largest factor would hold N entries, more than M"); TRUE
 * otherwise (STOPPED included: check ANSWER's status). */
gboolean     qd_bayes_ask (QdBayesNet *net, guint query, const gint *evidence, const QdBayesAskOptions *options,
                           QdBayesAnswer *answer, GError **error);

/* ---- variable elimination's steps, recorded and worded */

/* One step as the Steps list, the report's table and the GIF's frames show it. */
typedef struct
{
  guint var;                 /* summed out; G_MAXUINT: the last product over the query */
  char *joined;              /* "f(A, B) × f(B)" */
  guint *scope;              /* the new factor's */
  guint n_scope;
  double size;               /* its entries */
} QdBayesStepRecord;

typedef struct
{
  const QdBayesNet *net;
  GPtrArray *steps;          /* of QdBayesStepRecord, owned by the array */
} QdBayesRecorder;

/* Sets OPTIONS' on_step and data so that qd_bayes_ask records each step of
 * variable elimination into REC->steps (a new array, the caller's). */
void         qd_bayes_recorder_start (QdBayesRecorder *rec, const QdBayesNet *net, QdBayesAskOptions *options);
/* "f(A, B)" of the nodes' names (an empty scope "f()"). */
char        *qd_bayes_scope_text (const QdBayesNet *net, const guint *scope, guint n);
/* "Sum out Alarm: f(A, B, E) × f(A, J) → f(B, E, J), 8 entries". */
char        *qd_bayes_step_caption (const QdBayesNet *net, const QdBayesStepRecord *step);
/* The step's variable's name (the query's for the last step). */
const char  *qd_bayes_step_name (const QdBayesNet *net, const QdBayesStepRecord *step, guint query);

/* One line of a queries file: "VAR | VAR=STATE, …" or "VAR" (no evidence);
 * blank lines and lines starting with '#' are skipped by the caller.  FALSE
 * with ERROR naming what is wrong (the caller adds the file and line). */
gboolean     qd_bayes_parse_query_line (const QdBayesNet *net, const char *line, guint *query, gint *evidence,
                                        GError **error);

G_END_DECLS
