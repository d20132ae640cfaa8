/* qd-prop.h — propositional logic (AIMA chapter 7): formulas, their
 * conversion to conjunctive normal form as the book shows it step by step
 * (§7.5.2), and three inference procedures: model checking by truth table
 * (TT-ENTAILS, Fig. 7.10), resolution (PL-RESOLUTION, Fig. 7.12) and
 * forward chaining on definite clauses (PL-FC-ENTAILS, Fig. 7.15).
 *
 * The language, one formula per text (blanks and line breaks free):
 *   - a symbol is a letter followed by letters, digits and '_': the book's
 *     P1,2 is written P12, B2,1 is B21 (a comma has no place in a symbol);
 *   - connectives, Unicode or ASCII, by decreasing precedence:
 *     ¬ ~ (not), ∧ & (and), ∨ | (or), ⇒ => (implies), ⇔ <=> (iff);
 *     ∧ and ∨ group to the left, ⇒ to the right (A ⇒ B ⇒ C is A ⇒ (B ⇒ C)),
 *     ⇔ to the left; parentheses group.
 * A formula nested deeper than QD_PROP_MAX_DEPTH is refused, as is one of
 * more than QD_PROP_MAX_NODES nodes, with the line and column (in
 * characters, from 1) where the text goes wrong.
 *
 * All formulas of a QdProp live in one flat array of nodes (no allocation
 * per node); a formula is the index of its root node.  Symbols are numbered
 * in the order they are first met.  The printer writes Unicode connectives
 * and the fewest parentheses that read back to a formula that prints the
 * same (∧ and ∨ are written without parentheses inside themselves).
 *
 * A clause is a set of literals, sorted, without repetition; a literal is
 * 2 × symbol + 1 when negated, 2 × symbol otherwise.  Clause sets keep, for
 * each clause, the two clauses it was resolved from (a resolution proof's
 * tree) or QD_PROP_NONE for a clause of the input. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_PROP_ERROR (qd_prop_error_quark ())
GQuark qd_prop_error_quark (void);

typedef enum
{
  QD_PROP_ERROR_SYNTAX,    /* a text that is not a formula */
  QD_PROP_ERROR_TOO_BIG,   /* past one of the limits below */
  QD_PROP_ERROR_NOT_DEFINITE, /* forward chaining on a formula that is not a definite clause */
} QdPropError;

#define QD_PROP_MAX_DEPTH 1000u
#define QD_PROP_MAX_NODES (1u << 20)
/* The most symbols a truth table enumerates (2^24 rows). */
#define QD_PROP_MAX_TT_SYMBOLS 24u
#define QD_PROP_NONE G_MAXUINT

typedef enum
{
  QD_PROP_SYM,
  QD_PROP_NOT,
  QD_PROP_AND,
  QD_PROP_OR,
  QD_PROP_IMPLIES,
  QD_PROP_IFF,
} QdPropOp;

typedef struct
{
  guint op;      /* QdPropOp */
  guint left;    /* a symbol's number, or the operand (¬) or left operand */
  guint right;   /* the right operand of a binary connective */
} QdPropNode;

typedef struct
{
  GArray *nodes;       /* QdPropNode */
  GPtrArray *names;    /* symbol number → name */
  GHashTable *by_name; /* name → symbol number + 1 */
  gboolean overflow;   /* a builder went past QD_PROP_MAX_NODES */
  /* TT-ENTAILS? and PL-RESOLUTION end early once *stop is set (NULL:
   * never; read with g_atomic_int_get every 1,024 rows or 256 pairs): a
   * worker asking its own copy sets its job's flag here. */
  const gint *stop;
} QdProp;

QdProp  *qd_prop_new  (void);
void     qd_prop_free (QdProp *prop);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdProp, qd_prop_free)

/* The formula `text` reads as (its root), or QD_PROP_NONE with `error`
 * ("line 1, column 7: …"). */
guint    qd_prop_parse (QdProp *prop, const char *text, GError **error);
/* The same for a text that starts at `line` and `column` of a file (a
 * sentence of a knowledge base), so that errors name the file's place. */
guint    qd_prop_parse_at (QdProp *prop, const char *text, guint line, guint column, GError **error);
/* Builders (the node's index; past QD_PROP_MAX_NODES, prop->overflow is
 * set and the result is an existing node, to be thrown away). */
guint    qd_prop_symbol (QdProp *prop, const char *name);
guint    qd_prop_not    (QdProp *prop, guint operand);
guint    qd_prop_binary (QdProp *prop, QdPropOp op, guint left, guint right);
const QdPropNode *qd_prop_node (const QdProp *prop, guint index);
guint    qd_prop_n_symbols (const QdProp *prop);
const char *qd_prop_symbol_name (const QdProp *prop, guint symbol);
/* The symbol numbered so, or QD_PROP_NONE. */
guint    qd_prop_lookup (const QdProp *prop, const char *name);
char    *qd_prop_print  (const QdProp *prop, guint root);
/* The truth of the formula where symbol s has values[s] (0 or 1). */
gboolean qd_prop_eval   (const QdProp *prop, guint root, const guint8 *values);

/* Clauses, end to end. */
typedef struct
{
  GArray *lits;     /* guint literals of every clause */
  GArray *first;    /* guint: clause i is lits[first[i] .. first[i + 1]) */
  GArray *parents;  /* guint, two per clause */
} QdPropClauses;

QdPropClauses *qd_prop_clauses_new  (void);
void           qd_prop_clauses_free (QdPropClauses *clauses);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPropClauses, qd_prop_clauses_free)
guint          qd_prop_clauses_len  (const QdPropClauses *clauses);
const guint   *qd_prop_clause       (const QdPropClauses *clauses, guint i, guint *length);
/* Sorts `lits` and drops repeated literals: the new length, or
 * QD_PROP_NONE for a tautology (P and ¬P both there). */
guint          qd_prop_clause_normalize (guint *lits, guint length);
/* Sorts and deduplicates `lits`; FALSE (nothing added) for a tautology. */
gboolean       qd_prop_clauses_add  (QdPropClauses *clauses, guint *lits, guint length, guint parent_a, guint parent_b);
/* "¬B11 ∨ P12", or "□" for the empty clause. */
char          *qd_prop_clause_print (const QdProp *prop, const guint *lits, guint length);
gboolean       qd_prop_clauses_eval (const QdPropClauses *clauses, const guint8 *values);

/* The four steps of §7.5.2. */
typedef enum
{
  QD_PROP_STEP_NO_IFF,       /* ⇔ eliminated */
  QD_PROP_STEP_NO_IMPLIES,   /* ⇒ eliminated */
  QD_PROP_STEP_NOT_INWARDS,  /* ¬ moved inwards (negation normal form) */
  QD_PROP_STEP_DISTRIBUTED,  /* ∨ distributed over ∧ */
  QD_PROP_N_STEPS,
} QdPropStep;

/* The clauses of `root` (tautologies dropped), or NULL with `error` past
 * `max_clauses` clauses (before they are built) or past the node limit.
 * `steps` (NULL: not kept) receives each step's formula. */
QdPropClauses *qd_prop_cnf (QdProp *prop, guint root, guint max_clauses, guint steps[QD_PROP_N_STEPS],
                            GError **error);

/* TT-ENTAILS?: whether KB ⊨ α, walking the truth table over the symbols of
 * KB and α (in their numbering), true before false.  `all_rows`: every row
 * visited even after a counter-model (the book's full table, Fig. 7.9);
 * otherwise the algorithm's short-circuit `and`. */
typedef struct
{
  gboolean entailed;
  guint64 calls;     /* calls of TT-CHECK-ALL */
  guint64 rows;      /* leaves reached */
  GArray *symbols;   /* guint: the symbols walked, in order */
  GArray *kb_rows;   /* guint32: the rows where KB is true, bit i = symbols[i] */
  gboolean stopped;  /* prop->stop was set: the walk ended early, no answer */
} QdPropTt;

gboolean qd_prop_tt_entails (const QdProp *prop, guint kb, guint alpha, gboolean all_rows, QdPropTt *out,
                             GError **error);
void     qd_prop_tt_clear   (QdPropTt *tt);

/* PL-RESOLUTION: KB ∧ ¬α refuted, saturated, or stopped when a new clause
 * would make more than `max_clauses` (the inputs count; their CNF is refused,
 * FALSE with `error`, past QD_PROP_MAX_CLAUSES). */
#define QD_PROP_MAX_CLAUSES (1u << 20)
typedef enum
{
  QD_PROP_PROVED,
  QD_PROP_SATURATED,
  QD_PROP_STOPPED,
} QdPropStatus;

typedef struct
{
  QdPropStatus status;
  QdPropClauses *clauses; /* the inputs, then every new resolvent in order */
  guint n_input;
  guint empty;            /* the empty clause's index (PROVED), else QD_PROP_NONE */
  guint rounds;           /* rounds of the outer loop begun */
  guint64 pairs;          /* pairs of clauses resolved */
  gboolean interrupted;   /* STOPPED by prop->stop, not by the budget */
} QdPropResolution;

gboolean qd_prop_resolve       (QdProp *prop, guint kb, guint alpha, guint max_clauses, QdPropResolution *out,
                                GError **error);
void     qd_prop_resolution_clear (QdPropResolution *res);
/* What the search ended with, one sentence (to free): "the empty clause,
 * clause N of M: entailed", "saturated at 29 clauses: not entailed",
 * "stopped at 20 clauses, the budget: no answer". */
char    *qd_prop_resolution_summary (const QdPropResolution *res);

/* PL-FC-ENTAILS? on definite clauses (a symbol, or a conjunction of symbols
 * ⇒ a symbol), the agenda a queue holding the facts in their order. */
typedef struct
{
  gboolean entailed;
  GArray *popped;   /* guint symbols, in the order POP returned them */
  GArray *counts;   /* guint, per formula: premises not yet inferred at the end */
} QdPropFc;

gboolean qd_prop_fc_entails (const QdProp *prop, const guint *kb, guint n_kb, guint query, QdPropFc *out,
                             GError **error);
void     qd_prop_fc_clear   (QdPropFc *fc);

G_END_DECLS
