/* qd-csp-xcsp-private.h — what the XCSP3 reader's files share.  The file is
 * read as a small tree of elements (qd-csp-xcsp-tree.c), then turned into
 * the model: the variables (qd-csp-xcsp-vars.c), <intension>
 * (qd-csp-xcsp-intension.c), <extension>, <instantiation> and <clause>
 * (qd-csp-xcsp-extension.c), <group>, <slide> and <block>
 * (qd-csp-xcsp-meta.c), the global constraints (qd-csp-xcsp-globals.c) and
 * <objectives> (qd-csp-xcsp-objectives.c); qd-csp-xcsp.c has the entry
 * point, the dispatch of constraints and what they all read: numbers,
 * lists, references to variables, conditions. */
#pragma once

#include "qd-csp-globals.h"
#include "qd-csp-model-private.h"

G_BEGIN_DECLS

typedef struct _QdXcspNode QdXcspNode;
struct _QdXcspNode {
  char *name;
  GStrv attr_names, attr_values;
  GString *text;
  GPtrArray *kids;
  guint line, column;     /* where its tag begins */
};

void        qd_xcsp_node_free (QdXcspNode *node);
const char *qd_xcsp_node_attr (const QdXcspNode *node, const char *name);
QdXcspNode *qd_xcsp_node_kid  (const QdXcspNode *node, const char *name);
/* The root element of the text, or NULL and an error naming the line and column. */
QdXcspNode *qd_xcsp_read_tree (const char *text, gsize length, GError **error);

/* An array: its sizes and, per cell (row-major), the model's variable, or
 * -1 for a cell no <domain> gave (XCSP3 lets an array leave cells out). */
typedef struct {
  guint n_dims;
  guint *size;
  gint *cells;
  guint n_cells;
} QdXcspArray;

/* How many dimensions an array may have. */
#define QD_XCSP_DIMS_MAX 32

typedef struct {
  QdCspModel *model;
  GHashTable *arrays;     /* id -> QdXcspArray */
  /* A <group>'s or <slide>'s arguments while its template is read (else
   * NULL): %i is args[i], %... the arguments from `rest` on, joined by
   * rest_sep (" ", or "," in a function). */
  const char *const *args;
  guint n_args, rest;
  const char *rest_sep;
  /* Nodes the file's functions made beyond what their text spells (the
   * copies sqr and n-ary comparisons make, ranges in sets), at most
   * QD_CSP_MODEL_EXPANDED_MAX in a file. */
  guint64 expanded;
  /* Bytes of text a template's elements came to, %i and %... replaced
   * (qd_xcsp_text), at most QD_CSP_MODEL_COPIES_MAX in a file: a template
   * of a few kilobytes, or a name of a megabyte written by %0 a thousand
   * times, repeated by a <group> of many <args>, would make gigabytes. */
  guint64 copied;
} QdXcspBuilder;


/* --------------------------------------------------- qd-csp-xcsp.c */

gboolean qd_xcsp_error  (GError **error, const QdXcspNode *n, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* The same, as a limit passed (QD_CSP_MODEL_ERROR_LIMIT). */
gboolean qd_xcsp_limit  (GError **error, const QdXcspNode *n, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* Puts the element's place before a builder's error; FALSE. */
gboolean qd_xcsp_prefix (GError **error, const QdXcspNode *n);
/* An integer of at most QD_CSP_MODEL_VALUE_MAX in size, the whole text. */
gboolean qd_xcsp_int    (const char *text, gint64 *value);
/* The repeat form of a list of values, "vxk": the value v (an integer, or
 * "*") k times (1 <= k <= QD_CSP_MODEL_DOMAIN_MAX).  Returns the length of
 * v's text and sets *count to k; 0 (*count 1) when the word is not of that
 * form (v an identifier: a symbol); -1 with the error at element `n` for
 * k = 0, k past the limit or v not a value.
 * Every list of values is read through it. */
gint     qd_xcsp_repeat (const QdXcspNode *n, const char *word, gint64 *count, GError **error);
/* Whether the text is an XCSP3 identifier (an id): an ASCII letter,
 * then letters, digits and _. */
gboolean qd_xcsp_is_identifier (const char *text);
/* "a..b" (either may be an integer only): FALSE when the text is not one. */
gboolean qd_xcsp_range  (const char *text, gint64 *lo, gint64 *hi);
/* Every one of `words` read as a range (qd_xcsp_range), its ends appended
 * to `lo` and `hi` (gint64 arrays); FALSE at the first that is not one,
 * with the error `format` (one %s: that word) at element `n`. */
gboolean qd_xcsp_ranges (const QdXcspNode *n, char **words, GArray *lo, GArray *hi, const char *format,
                         GError **error);
/* The words of a text, split at blanks outside parentheses ("add(x, 1)" is
 * one word). */
GStrv    qd_xcsp_words  (const char *text);
/* The element's text (its own, not its kids'), stripped, a group's or
 * slide's %i and %... replaced (to free).  In a template, its length is
 * counted in b->copied; past QD_CSP_MODEL_COPIES_MAX the text is left as
 * written (the group or slide then refuses the file). */
char    *qd_xcsp_text   (const QdXcspBuilder *b, const QdXcspNode *n);
/* The kid named so (NULL: none), and the one that must be there. */
const QdXcspNode *qd_xcsp_need (const QdXcspNode *n, const char *name, GError **error);

/* The variables a reference names ("x", "q[3]", "q[]", "x[1..3][]"): appended
 * to vars (guint), cells left out of the array skipped; FALSE when it names
 * none (not a variable, an index out of range, a cell left out). */
gboolean qd_xcsp_resolve (const QdXcspBuilder *b, const char *ref, GArray *vars);
/* The cells of `a` a reference's indexes ("[2][]", "" for all) name, as
 * offsets (guint) in row-major order; FALSE on a bad index. */
gboolean qd_xcsp_array_cells (const QdXcspArray *a, const char *indexes, GArray *offsets);

/* Lists read from the text of element n (errors name n). */
/* Integers: "1 5 7", ranges "1..3", repetitions "0x4" (0 four times). */
gboolean qd_xcsp_ints     (const QdXcspBuilder *b, const QdXcspNode *n, const char *text, GArray *out,
                           GError **error);
/* Variables (references): at least one. */
gboolean qd_xcsp_vars     (const QdXcspBuilder *b, const QdXcspNode *n, const char *text, GArray *out,
                           GError **error);
/* Variables or integers (QdCspOperand). */
gboolean qd_xcsp_operands (const QdXcspBuilder *b, const QdXcspNode *n, const char *text, GArray *out,
                           GError **error);
/* Variables, integers or expressions (QdCspExpr, to free). */
gboolean qd_xcsp_terms    (const QdXcspBuilder *b, const QdXcspNode *n, const char *text, GPtrArray *out,
                           GError **error);
/* Whether every term is a variable; then their indexes go to vars (guint). */
gboolean qd_xcsp_terms_are_vars (const GPtrArray *terms, GArray *vars);

/* A <condition> "(op,operand)": its set (IN, NOTIN) owned. */
typedef struct {
  QdCspCondition c;
  gint64 *set;
} QdXcspCondition;

gboolean   qd_xcsp_condition (const QdXcspBuilder *b, const QdXcspNode *n, const char *text, QdXcspCondition *c,
                              GError **error);
void       qd_xcsp_condition_clear (QdXcspCondition *c);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QdXcspCondition, qd_xcsp_condition_clear)
/* `left` (taken) satisfies the condition, as an expression. */
QdCspExpr *qd_xcsp_condition_expr (const QdCspCondition *c, QdCspExpr *left);
QdCspExpr *qd_xcsp_expr_copy (const QdCspExpr *e);
/* An operator lt, le, ge, gt (<operator>, ordered and lex). */
gboolean   qd_xcsp_operator (const QdXcspBuilder *b, const QdXcspNode *n, QdCspCondOp *op, GError **error);

/* What the global constraints' handlers share. */
/* Whether every kid of n is named one of `names` (NULL-terminated), else an
 * error naming the first other one. */
gboolean   qd_xcsp_only_kids  (const QdXcspNode *n, const char *const *names, GError **error);
/* The list: a <list> kid, or the element's own text (the short form). */
const QdXcspNode *qd_xcsp_list_of (const QdXcspNode *n);
/* An integer attribute (0 when absent). */
gboolean   qd_xcsp_start_index (const QdXcspNode *n, const char *name, gint64 *start, GError **error);
/* The <condition> kid, which must be there. */
gboolean   qd_xcsp_condition_of (const QdXcspBuilder *b, const QdXcspNode *n, QdXcspCondition *c, GError **error);
QdCspExpr *qd_xcsp_operand_expr (QdCspOperand o);

/* Reads kid k's text with one of the list readers above. */
#define QD_XCSP_READ(reader, b, k, out, error) \
  ({ g_autofree char *text_ = qd_xcsp_text ((b), (k)); reader ((b), (k), text_, (out), (error)); })

static inline GArray *
qd_xcsp_vars_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (guint));
}

static inline GArray *
qd_xcsp_operands_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (QdCspOperand));
}

static inline GArray *
qd_xcsp_ints_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (gint64));
}

#define QD_XCSP_VARS(a) ((const guint *) (a)->data)
#define QD_XCSP_OPERANDS(a) ((const QdCspOperand *) (a)->data)
#define QD_XCSP_INTS(a) ((const gint64 *) (a)->data)

/* Any element of <constraints>; `class` puts a label before the
 * descriptions of the constraints it makes. */
gboolean qd_xcsp_add_constraint (QdXcspBuilder *b, const QdXcspNode *n, GError **error);

/* ----------------------------------------------- the others' files */

gboolean   qd_xcsp_add_variables    (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
void       qd_xcsp_array_free       (gpointer array);
/* The expression of a function's text ("eq(x, add(y, 1))"), or NULL. */
QdCspExpr *qd_xcsp_function         (const QdXcspBuilder *b, const QdXcspNode *n, const char *text,
                                     GError **error);
gboolean   qd_xcsp_add_intension    (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_extension    (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_instantiation (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_clause       (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_group        (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_slide        (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_block        (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
/* The handler of a global constraint's element, or NULL. */
typedef gboolean (*QdXcspHandler) (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
QdXcspHandler qd_xcsp_global_handler (const char *name);
/* qd-csp-xcsp-sched.c: language, scheduling, packing. */
gboolean   qd_xcsp_add_regular      (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_mdd          (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_stretch      (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_no_overlap   (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_cumulative   (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_bin_packing  (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_knapsack     (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_circuit      (QdXcspBuilder *b, const QdXcspNode *n, GError **error);
gboolean   qd_xcsp_add_objectives   (QdXcspBuilder *b, const QdXcspNode *n, GError **error);

G_END_DECLS
