/* qd-logic-ask.h — one question put to a document, by one algorithm: the
 * command line and the tab both ask through qd_logic_ask.
 *
 * With a query α, the question is entailment, KB ⊨ α: by the truth table
 * (TT-ENTAILS, every row of the book's Figure 7.9 walked), by resolution
 * (PL-RESOLUTION on KB ∧ ¬α), by forward chaining (PL-FC-ENTAILS, definite
 * clauses only), or by the CDCL solver (KB ∧ ¬α unsatisfiable, its clauses
 * made by core/qd-prop's CNF steps).  Without a query (a KB with no `ask:`,
 * a DIMACS file), it is satisfiability of the KB.  The engine's trace is
 * kept in the result (rows, clauses with their parents, the agenda, the
 * model) for the steps to print and draw. */
#pragma once

#include <glib.h>

#include "core/qd-prop.h"
#include "core/qd-prop-bc.h"
#include "core/qd-prop-dpll.h"
#include "core/qd-prop-walksat.h"
#include "core/qd-sat.h"
#include "core/qd-sat-explain.h"
#include "qd-logic-doc.h"

G_BEGIN_DECLS

/* Adding an algorithm: a value here, and its row in qd-logic-ask.c's
 * table (its word, its label and the function that runs it). */
typedef enum
{
  QD_LOGIC_TRUTH_TABLE,
  QD_LOGIC_RESOLUTION,
  QD_LOGIC_FC,
  QD_LOGIC_CDCL,
  QD_LOGIC_BC,             /* backward chaining (qd-logic-ask-search.c) */
  QD_LOGIC_DPLL,           /* DPLL-SATISFIABLE? on KB ∧ ¬α */
  QD_LOGIC_WALKSAT,        /* WalkSAT: a model, or none found (never UNSAT) */
  QD_LOGIC_FOL_FC,       /* FOL-FC-ASK on a first-order KB (qd-logic-ask-fol.c) */
  QD_LOGIC_FOL_BC,       /* FOL-BC-ASK, its proof trees */
  QD_LOGIC_N_ALGORITHMS,
} QdLogicAlgorithm;

/* The command line's word ("truth-table"), back, and the label for people. */
const char *qd_logic_algorithm_to_string   (QdLogicAlgorithm algorithm);
gboolean    qd_logic_algorithm_from_string (const char *name, QdLogicAlgorithm *algorithm);
const char *qd_logic_algorithm_label       (QdLogicAlgorithm algorithm);
/* "truth-table, resolution, fc or cdcl" (to free), for usage errors. */
char       *qd_logic_algorithm_names       (void);

typedef enum
{
  QD_LOGIC_ENTAILED,       /* KB ⊨ α */
  QD_LOGIC_NOT_ENTAILED,   /* KB ⊭ α */
  QD_LOGIC_SAT,            /* the KB has a model */
  QD_LOGIC_UNSAT,          /* it has none */
  QD_LOGIC_STOPPED,        /* the stop flag was set: no answer */
  QD_LOGIC_BUDGET,         /* the budget ran out: no answer */
  QD_LOGIC_REFUSED,        /* the algorithm does not apply (reason says why) */
  QD_LOGIC_NO_MODEL,       /* WalkSAT found no model in its flips: no answer */
} QdLogicStatus;

/* "entailed", "not-entailed", "sat", "unsat", "stopped", "budget",
 * "refused", "no-model": the words of the command's answers. */
const char *qd_logic_status_to_string (QdLogicStatus status);

typedef struct
{
  const gint *stop;          /* NULL: none; read with g_atomic_int_get */
  /* Resolution: the most clauses (0: 100 000); CDCL: the most conflicts
   * (0: none). */
  guint64 budget;
  /* WalkSAT: the probability of a random step, the most flips, the seed. */
  double p;                  /* default 0.5 */
  guint64 max_flips;         /* 0: 10 000 */
  guint64 seed;
  /* CDCL: the conflict recorded for its drawing (1: the first; 0: none). */
  guint64 conflict;
  /* CDCL on a DIMACS file: SatELite's preprocessing before the search, as
   * `minisat` does (default FALSE: the search and the conflict recorded
   * are then on the file's own clauses, the teacher's view; the command
   * turns it on to solve a file, but with --steps). */
  gboolean preprocess;
  /* First-order chaining: every answer (FC to its fixed point, BC every
   * proof), not the first; BC's depth bound (0: 100). */
  gboolean all_answers;
  guint max_depth;
} QdLogicAskOptions;

#define QD_LOGIC_DEFAULT_P 0.5
#define QD_LOGIC_DEFAULT_MAX_FLIPS 10000u

void qd_logic_ask_options_init (QdLogicAskOptions *options);

typedef struct
{
  QdLogicStatus status;
  QdLogicAlgorithm algorithm;
  char *reason;              /* REFUSED: why, for people */
  guint kb;                  /* the KB's formula, QD_PROP_NONE (empty, or DIMACS) */
  guint query;               /* α, QD_PROP_NONE for satisfiability */
  QdPropTt tt;               /* TRUTH_TABLE */
  QdPropResolution resolution; /* RESOLUTION */
  QdPropFc fc;               /* FC */
  /* CDCL: the clauses solved (KB ∧ ¬α; NULL on DIMACS), the model (SAT:
   * one value per symbol or variable), the solver's figures. */
  QdPropClauses *clauses;
  guint n_vars;
  guint8 *model;
  QdSatStats sat;
  QdSatExplain *explain;     /* CDCL: the conflict recorded (NULL: none asked) */
  QdPropDpll dpll;           /* DPLL (its clauses in dpll.clauses, or `clauses` on DIMACS) */
  QdPropWalksat walksat;     /* WALKSAT (its clauses in `clauses`) */
  QdPropBc bc;               /* BC */
  /* FOL_FC, FOL_BC: the query's atom in the document's QdFol, the
   * chaining's trace, and per proof node of BC its clause's substitution
   * ("{x/M1}", strings, NULL for a node proved by no clause). */
  guint fol_query;
  QdFolFc fol_fc;
  QdFolBc fol_bc;
  GPtrArray *fol_thetas;
  gint64 elapsed_us;
} QdLogicAskResult;

/* Asks `doc` (nodes are added to its QdProp: a worker asks its own copy)
 * `query` (a formula's text, NULL: satisfiability) by `algorithm`.  FALSE
 * with `error` for a query that does not read or a CNF too big to build;
 * otherwise `out` holds the answer (to clear). */
gboolean qd_logic_ask (QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm,
                       const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error);
void     qd_logic_ask_result_clear (QdLogicAskResult *result);

/* The answer for people, one sentence (to free): "KB ⊨ ¬P12: entailed". */
char    *qd_logic_ask_verdict (const QdLogicDoc *doc, const QdLogicAskResult *result);
/* The answer's figures, "key value" lines in the C locale (to free). */
char    *qd_logic_ask_format  (const QdLogicDoc *doc, const QdLogicAskResult *result);
/* The trace (to free): the truth table's rows, resolution's clauses with
 * their parents, forward chaining's pops and counts, the model; at most
 * `max_lines` lines, then a line saying how many more.  `translated`: in
 * the user's language (the tab), else as the command prints it whatever
 * the locale. */
char    *qd_logic_ask_steps   (const QdLogicDoc *doc, const QdLogicAskResult *result, guint max_lines,
                               gboolean translated);

/* ---- qd-logic-ask-fol.c: first-order chaining */

/* Whether the algorithm asks a first-order KB (FOL_FC, FOL_BC). */
gboolean qd_logic_algorithm_is_first_order (QdLogicAlgorithm algorithm);

G_END_DECLS
