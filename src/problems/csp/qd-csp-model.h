/* qd-csp-model.h — any constraint problem read from a file: the variables as
 * the file names them, their values (integers or symbols), and the QdCsp the
 * engine solves (core/qd-csp.h).
 *
 * Two readers fill a model: Quandary's own `.csp` format (qd-csp-parse.c)
 * and XCSP3-core (qd-csp-xcsp.c); data/FORMATS.md describes both.  They
 * share the builder below, which decides how each constraint reaches the
 * engine:
 *   - an expression over one variable filters its initial domain;
 *   - over two integer variables, one that keeps x - y off a few numbers
 *     (x != y, abs(x - y) != 3: qd_csp_expr_differences): the engine's
 *     difference constraint, whose support tables are shared, over ranges
 *     of at most QD_CSP_MODEL_BINARY_MAX pairs (or x != y over one domain of
 *     at most 4,096 values), else a difference propagator of a few words
 *     (arc consistency, conflicts listed to min-conflicts);
 *   - any other over two variables, a binary constraint tabulated into
 *     support bitsets when the product of the domain sizes is at most
 *     QD_CSP_MODEL_BINARY_MAX, else a propagator;
 *   - a linear (in)equation over three variables or more (`sum (...) op k`,
 *     `S + E + N + D = …`): a bounds propagator;
 *   - any other expression over three or more: a table of its allowed tuples
 *     when the product of the domain sizes is at most QD_CSP_MODEL_TABLE_MAX,
 *     else a propagator that prunes the last unfixed variable (forward
 *     checking on it);
 *   - alldifferent: pairwise `!=` (arcs AC-3 can show) plus a propagator that
 *     fails when fewer values remain among the variables than variables;
 *   - allowed tuples: a table (GAC, short tuples kept short); forbidden
 *     tuples: a table of conflicts (GAC, the other tuples never listed). */
#pragma once

#include <glib.h>

#include "core/qd-csp.h"

G_BEGIN_DECLS

#define QD_CSP_MODEL_ERROR (qd_csp_model_error_quark ())
GQuark qd_csp_model_error_quark (void);
enum { QD_CSP_MODEL_ERROR_PARSE, QD_CSP_MODEL_ERROR_LIMIT };

/* Limits, each named in the message that refuses a file beyond it. */
#define QD_CSP_MODEL_DOMAIN_MAX     1000000      /* values of one domain */
#define QD_CSP_MODEL_VARIABLES_MAX  1000000
#define QD_CSP_MODEL_VALUES_MAX     20000000     /* values of all the domains together */
#define QD_CSP_MODEL_CONSTRAINTS_MAX 5000000
#define QD_CSP_MODEL_BINARY_MAX     (1u << 18)   /* pairs tabulated for a binary constraint */
#define QD_CSP_MODEL_TABLE_MAX      (1u << 16)   /* combinations enumerated for a table */
/* Nesting of an expression: each bracket, call and operator is a level (a
 * chain of one n-ary operator, `a + b - c`, `a or b or c`, is one); every
 * reader refuses a deeper one, so that no walk of an expression (type,
 * evaluation, text, free) recurses deeper. */
#define QD_CSP_MODEL_DEPTH_MAX      200
#define QD_CSP_MODEL_VALUE_MAX      (G_GINT64_CONSTANT (1) << 40)  /* |integer| in a file: 1,099,511,627,776 */
#define QD_CSP_MODEL_TUPLES_MAX     10000000     /* tuples of one table (XCSP3's <supports>, <conflicts>) */
#define QD_CSP_MODEL_FILE_MAX       100000000    /* bytes of a file (100 MB), either format */
#define QD_CSP_MODEL_TOKENS_MAX     20000000     /* words (numbers, names, operators) of a .csp file */
#define QD_CSP_MODEL_EXPANDED_MAX   2000000      /* nodes XCSP3 functions make beyond their text, a file */
/* |value| of any node of an expression or objective over the domains
 * (interval arithmetic; beyond it the file is refused): 2^62. */
#define QD_CSP_MODEL_ARITH_MAX      (G_GINT64_CONSTANT (1) << 62)
/* Bytes XCSP3's <group>s and <slide>s write out, a file: 64 a constraint
 * for a <slide> over the largest array (QD_CSP_MODEL_VARIABLES_MAX cells,
 * docs/contracts.md; the million-cell chain of tests/bench/bench-csp-large.py
 * writes about 25 MB), while a template of kilobytes over many arguments is
 * refused before it makes gigabytes. */
#define QD_CSP_MODEL_COPIES_MAX     64000000

/* ------------------------------------------------------------ expressions */

typedef enum {
  QD_CSP_EXPR_CONST,      /* value */
  QD_CSP_EXPR_SYMBOL,     /* value: the symbol's id */
  QD_CSP_EXPR_VAR,        /* value: the variable (the model's index; a scope position once compiled) */
  QD_CSP_EXPR_NEG,
  QD_CSP_EXPR_ABS,
  QD_CSP_EXPR_NOT,
  QD_CSP_EXPR_ADD,        /* n-ary (sum) */
  QD_CSP_EXPR_SUB,
  QD_CSP_EXPR_MUL,
  QD_CSP_EXPR_DIV,        /* towards zero; by 0: the constraint does not hold */
  QD_CSP_EXPR_MOD,
  QD_CSP_EXPR_MIN,        /* n-ary */
  QD_CSP_EXPR_MAX,        /* n-ary */
  QD_CSP_EXPR_DIST,       /* |a - b| */
  QD_CSP_EXPR_IF,         /* if (c, a, b) */
  QD_CSP_EXPR_ELEMENT,    /* kids[0] the index, kids[1..] the list; value: the first index */
  QD_CSP_EXPR_EQ,
  QD_CSP_EXPR_NE,
  QD_CSP_EXPR_LT,
  QD_CSP_EXPR_LE,
  QD_CSP_EXPR_GT,
  QD_CSP_EXPR_GE,
  QD_CSP_EXPR_AND,        /* n-ary */
  QD_CSP_EXPR_OR,         /* n-ary */
  QD_CSP_EXPR_XOR,
  QD_CSP_EXPR_IFF,
  QD_CSP_EXPR_IMP,
  QD_CSP_EXPR_IN,         /* kids[0] is one of kids[1..] (XCSP3's in(x, set(...)); none: false) */
  QD_CSP_EXPR_POW,        /* kids[0] to the power kids[1]; a negative power: 0 (1 and -1 stay) */
} QdCspExprKind;

typedef struct _QdCspExpr QdCspExpr;
struct _QdCspExpr {
  QdCspExprKind kind;
  guint16 depth;          /* 1 for a leaf, else 1 + its deepest kid's (at most G_MAXUINT16) */
  guint8 condition;       /* a CONST that is a condition folded (3 <= 1; XCSP3's true, false) */
  gint64 value;
  guint n_kids;
  QdCspExpr **kids;
};

QdCspExpr *qd_csp_expr_leaf  (QdCspExprKind kind, gint64 value);
/* Takes the kids; folds constants (an operation on numbers is a number). */
QdCspExpr *qd_csp_expr_new   (QdCspExprKind kind, QdCspExpr **kids, guint n_kids);
QdCspExpr *qd_csp_expr_unary (QdCspExprKind kind, QdCspExpr *a);
QdCspExpr *qd_csp_expr_binary (QdCspExprKind kind, QdCspExpr *a, QdCspExpr *b);
/* Iterative: any depth. */
void       qd_csp_expr_free  (QdCspExpr *expr);
/* Sets expr->depth from its kids' (after they were put in by hand). */
void       qd_csp_expr_seal  (QdCspExpr *expr);
/* A true or false constant (a condition: a constraint may be one). */
QdCspExpr *qd_csp_expr_truth (gboolean value);
/* Whether the expression nests at most QD_CSP_MODEL_DEPTH_MAX deep; else
 * FALSE and an error saying the limit. */
gboolean   qd_csp_expr_depth_ok (const QdCspExpr *expr, GError **error);
gboolean   qd_csp_expr_is_condition (const QdCspExpr *expr);
/* The kind of an operator's name ("eq", "add"…, XCSP3's), or FALSE. */
gboolean   qd_csp_expr_kind_from_name (const char *name, QdCspExprKind *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspExpr, qd_csp_expr_free)

/* ------------------------------------------------------------------ model */

/* A statement of Quandary's own format, by its first and last line (from
 * 1): a declaration, a constraint, a forall with its body. */
typedef struct {
  guint first_line, last_line;
} QdCspStatement;

/* The statements of a text in Quandary's own format as its reader cuts
 * them (continued lines joined; comments and blank lines between them
 * belong to none), appended to `statements` (QdCspStatement), without
 * reading what they say; FALSE and an error naming the line and column
 * when the text is not made of the format's words. */
gboolean qd_csp_model_statements (const char *text, gssize length, GArray *statements, GError **error);

typedef struct {
  char *name;             /* "q[3]" */
  gint64 *keys;           /* the values: integers ascending, or symbol ids in the file's order */
  guint n_values;
  gboolean symbolic;
} QdCspModelVar;

/* A linear (in)equation of the model, sum coeffs[i] · vars[i] op bound, or
 * its linear objective (op 0), with its coefficients as the file gives
 * them: for pictures (a knapsack's weights, values and totals). */
typedef struct {
  guint constraint;       /* the engine's (the objective's: qd_csp_objective) */
  char op;                /* '<' (≤), '>' (≥), '=', '!' (≠); 0: the objective */
  gint64 bound;
  guint n;
  guint *vars;            /* model variables */
  gint64 *coeffs;
} QdCspModelLinear;

typedef struct {
  QdCsp *csp;             /* variable i of the engine is vars[i] */
  GArray *vars;           /* QdCspModelVar */
  GPtrArray *symbols;     /* id -> name */
  GHashTable *symbol_ids; /* name -> id + 1 */
  GHashTable *var_ids;    /* name -> index + 1 */
  GPtrArray *names;       /* the variables' names (borrowed from vars) */
  gboolean had_false;     /* a constraint that holds for no value: no solution */
  GHashTable *difference_shapes;  /* what difference propagators share (or NULL), freed after csp */
  gboolean maximize;      /* the objective (qd_csp_model_set_objective) is maximized */
  guint64 n_values;       /* of all the domains together (QD_CSP_MODEL_VALUES_MAX) */
  gboolean xcsp;          /* read from XCSP3 (the community's files): a search sets
                           * the variables in no constraint aside by default */
  GPtrArray *linears;     /* QdCspModelLinear, in the order added; NULL: none */
} QdCspModel;

QdCspModel *qd_csp_model_new       (void);
void        qd_csp_model_free      (QdCspModel *model);
/* A file of either format: XCSP3 when it starts with '<' (after blanks and
 * a byte-order mark), else Quandary's own.  The error names the line and
 * the column. */
QdCspModel *qd_csp_model_parse     (const char *text, gssize length, GError **error);
QdCspModel *qd_csp_model_parse_own (const char *text, gssize length, GError **error);
/* Whether qd_csp_model_parse reads the text as XCSP3: '<' first. */
gboolean    qd_csp_model_is_xcsp_text (const char *text, gsize length);
QdCspModel *qd_csp_model_parse_xcsp (const char *text, gssize length, GError **error);

guint       qd_csp_model_n_vars    (const QdCspModel *model);
const QdCspModelVar *qd_csp_model_var (const QdCspModel *model, guint var);
/* The names of `vars` (`n` of them), "x, y, z": appended to `out`, or as a
 * new string. */
void          qd_csp_model_append_var_names (const QdCspModel *model, GString *out, const guint *vars, guint n);
char         *qd_csp_model_var_names (const QdCspModel *model, const guint *vars, guint n);
/* The symbol's id, creating it (`create`), else -1. */
gint64      qd_csp_model_symbol    (QdCspModel *model, const char *name, gboolean create);
/* "3" or "red" (to free). */
char       *qd_csp_model_value_text (const QdCspModel *model, guint var, guint value);
/* "3, 4": the values of var with these indexes, in their order (to free). */
char       *qd_csp_model_values_text (const QdCspModel *model, guint var, const guint *values, guint n);
/* "{3, 4}": the values of var whose entry in `in` (a boolean per value of
 * its domain) is TRUE (to free). */
char       *qd_csp_model_domain_text (const QdCspModel *model, guint var, const gboolean *in);
/* The index of `key` in var's domain, or -1. */
gint        qd_csp_model_value_index (const QdCspModel *model, guint var, gint64 key);
/* "q[1]=1 q[2]=5 …": a solution (engine value indexes) in file order (to free). */
char       *qd_csp_model_solution_line (const QdCspModel *model, const gint *values);
/* The same without the variables whose skip[] is TRUE (skip nullable). */
char       *qd_csp_model_solution_line_but (const QdCspModel *model, const gint *values, const gboolean *skip);
/* Whether `name` is a word of the `.csp` format (var, forall, sum…): no
 * variable or symbol may be called so. */
gboolean    qd_csp_model_is_keyword (const char *name);
/* Whether `c` may stand in a name of the `.csp` format (first: at its start). */
gboolean    qd_csp_model_is_ident_char (gunichar c, gboolean first);
/* The variable named so, or -1. */
gint        qd_csp_model_find_var  (const QdCspModel *model, const char *name);
/* The next index of a box of n_dims dimensions, idx[k] from lo[k] to hi[k],
 * the last dimension fastest (an array's variables in the order they are
 * numbered); FALSE, idx back at lo, after the last. */
gboolean    qd_csp_model_next_index (gint64 *idx, const gint64 *lo, const gint64 *hi, guint n_dims);

/* The builder.  Each returns FALSE with an error (without a position: the
 * reader puts the line and column before it). */
/* `keys` copied; integers are sorted and made unique here. */
gboolean    qd_csp_model_add_var   (QdCspModel *model, const char *name, const gint64 *keys, guint n,
                                    gboolean symbolic, GError **error);
/* Takes `expr` (model variable indexes), a condition. */
gboolean    qd_csp_model_add_expr  (QdCspModel *model, QdCspExpr *expr, GError **error);
gboolean    qd_csp_model_add_alldifferent (QdCspModel *model, const guint *vars, guint n, GError **error);
/* `tuples`: n_tuples rows of n keys; allowed or forbidden.  A key
 * QD_CSP_MODEL_STAR stands for any value of its column (XCSP3's short
 * tables, "*"). */
#define QD_CSP_MODEL_STAR G_MININT64
gboolean    qd_csp_model_add_tuples (QdCspModel *model, const guint *vars, guint n, const gint64 *tuples,
                                     guint n_tuples, gboolean allowed, GError **error);

/* The objective of an optimisation problem (XCSP3's <objectives>, one of
 * them): minimize or maximize an expression (a variable is one), the sum
 * of coeffs[i] * vars[i] (coeffs NULL: all 1), the minimum, the maximum or
 * the number of distinct values of vars.  Takes `expr`.  A second one is
 * refused. */
typedef enum {
  QD_CSP_OBJECTIVE_EXPR,
  QD_CSP_OBJECTIVE_SUM,
  QD_CSP_OBJECTIVE_MINIMUM,
  QD_CSP_OBJECTIVE_MAXIMUM,
  QD_CSP_OBJECTIVE_NVALUES,
} QdCspObjectiveKind;
gboolean    qd_csp_model_set_objective (QdCspModel *model, gboolean minimize, QdCspObjectiveKind kind,
                                        QdCspExpr *expr, const guint *vars, const gint64 *coeffs, guint n,
                                        GError **error);
/* Whether the model has an objective: `quandary-cli csp` then looks for
 * an optimum by branch and bound (core/qd-csp.h, options.optimize). */
gboolean    qd_csp_model_has_objective (const QdCspModel *model);
/* sum coeffs[i] · value of vars[i] over the variables assigned (values[v]
 * an index, -1: none), and whether every one is. */
gboolean    qd_csp_model_linear_total (const QdCspModel *model, const QdCspModelLinear *linear, const gint *values,
                                       gint64 *total);
/* The objective's value for a complete assignment (engine value indexes). */
gint64      qd_csp_model_objective_value (const QdCspModel *model, const gint *values);
/* The expression as text with the variables' names (for descriptions). */
char       *qd_csp_model_expr_text (const QdCspModel *model, const QdCspExpr *expr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspModel, qd_csp_model_free)

G_END_DECLS
