/* qd-csp-tables.h — the domain tables of forward checking against
 * maintaining arc consistency (statement 002, question 2) for any binary CSP.
 *
 * Chronological backtracking with a static variable order and a static value
 * order runs on the CSP engine, once with forward checking and once with
 * MAC, until the first solution.  Every assignment attempted gives a row with
 * every variable's remaining domain after its inference, the values that
 * inference removed, and the domain it wiped out, if any; an assignment
 * undone because no value of the next variable worked gives a backtrack row.
 *
 * The conventions (data/FORMATS.md, "FC vs MAC domain tables"):
 * - columns follow the CSP's variables; a column shows the values of that
 *   variable's own domain, value i named as the CSP names it (or values[i]
 *   when the caller gives names every domain shares), tried in that order;
 * - the initial row holds the initial domains (after unary restrictions),
 *   less what the initial propagation removes;
 * - inference visits the assigned variable's constraints in the order they
 *   were added to the CSP (forward checking), and MAC's AC-3 queue starts
 *   with the arcs they give, first in, first out: a caller that wants the
 *   neighbours met in the variable order adds the constraints so;
 * - inference stops at the first domain it wipes out (as the engine and
 *   AIMA's inference do): the row shows the domains at that moment;
 * - an assignment whose inference wipes a domain out is undone at once: its
 *   row is the wipe-out row, no backtrack row follows it.
 *
 * Domains are bitsets (guint64), hence at most QD_CSP_TABLES_MAX_VALUES
 * values; every constraint must have at most two variables
 * (qd_csp_tables_check refuses the others, naming them). */
#pragma once

#include "core/qd-csp.h"
#include "core/qd-search-tree.h"

G_BEGIN_DECLS

#define QD_CSP_TABLES_ERROR (qd_csp_tables_error_quark ())
GQuark qd_csp_tables_error_quark (void);

typedef enum {
  QD_CSP_TABLES_ERROR_VARIABLES,    /* too many variables for a column each */
  QD_CSP_TABLES_ERROR_DOMAIN,       /* a domain larger than QD_CSP_TABLES_MAX_VALUES */
  QD_CSP_TABLES_ERROR_ARITY,        /* a constraint over three variables or more */
} QdCspTablesError;

#define QD_CSP_TABLES_MAX_VALUES 64
/* The tables are for small problems: a column per variable. */
#define QD_CSP_TABLES_MAX_VARIABLES 128
/* Assignments after which a run is cut short (the table would be unreadable
 * long before). */
#define QD_CSP_TABLES_MAX_ASSIGNMENTS 5000

typedef enum {
  QD_CSP_TABLES_FC,
  QD_CSP_TABLES_MAC,
} QdCspTablesMethod;

typedef enum {
  QD_CSP_TABLES_ROW_INITIAL,    /* the domains before the search */
  QD_CSP_TABLES_ROW_ASSIGN,     /* var := value, consistent after inference */
  QD_CSP_TABLES_ROW_WIPEOUT,    /* var := value, whose inference emptied a domain */
  QD_CSP_TABLES_ROW_BACKTRACK,  /* var's assignment undone: every value below it failed */
} QdCspTablesRowKind;

typedef struct {
  QdCspTablesRowKind kind;
  guint var;               /* the variable assigned or undone (0 for the initial row) */
  guint value;             /* the value assigned (index into var's domain) */
  guint64 *domains;        /* per variable: bit i set = value i remains */
  guint64 *pruned;         /* per variable: bit i set = value i removed by this row's inference */
  gint wiped;              /* the variable whose domain became empty, or -1 */
  GArray *prunes;          /* guint pairs (variable, value) in the order inference removed
                            * them (the explanations of a check), or NULL: none */
} QdCspTablesRow;

typedef enum {
  QD_CSP_TABLES_SOLVED,         /* the last row completes a solution */
  QD_CSP_TABLES_NO_SOLUTION,    /* every value of the first variable failed */
  QD_CSP_TABLES_CUT,            /* QD_CSP_TABLES_MAX_ASSIGNMENTS ran out first */
} QdCspTablesStatus;

/* One method's table. */
typedef struct {
  QdCspTablesMethod method;
  guint n_vars;
  char **names;            /* n_vars variable names (the CSP's order), NULL-terminated */
  guint *n_domain;         /* per variable: its domain's size */
  char ***domain;          /* per variable: its n_domain[v] value names, NULL-terminated */
  guint n_values;          /* the values every domain shares: how many, or 0 */
  char **values;           /* their names, NULL-terminated, or NULL when the domains differ */
  guint *order;            /* n_vars variables in assignment order */
  GArray *rows;            /* QdCspTablesRow, the initial row first */
  QdCspTablesStatus status;
  gint *solution;          /* n_vars value indices when solved, else NULL */
  guint assignments;       /* assignment and wipe-out rows */
  guint wipeouts;          /* wipe-out rows */
  guint backtracks;        /* backtrack rows */
  QdSearchTree *tree;      /* the run as a search tree: node k is assignment k (the
                            * k-th assignment or wipe-out row); NULL from
                            * qd_csp_tables_run_rows */
} QdCspTable;

/* Whether `csp` can have domain tables: at most QD_CSP_TABLES_MAX_VARIABLES
 * variables, QD_CSP_TABLES_MAX_VALUES values a domain, no constraint over
 * three variables or more; the error names the first variable or
 * constraint that is not. */
gboolean      qd_csp_tables_check  (const QdCsp *csp, GError **error);

/* Runs the search and records the table.  csp: qd_csp_tables_check accepts
 * it; with `take` the table keeps and frees it, else it must outlive the
 * table (its search tree names values through it).  order: a permutation of
 * the variables (NULL: the CSP's order).  values: NULL, or the names every
 * domain shares (each domain then has g_strv_length (values) values; the
 * CSP is made to name its values so, for the tree). */
QdCspTable   *qd_csp_tables_run    (QdCsp *csp, gboolean take, const guint *order,
                                    const char *const *values, QdCspTablesMethod method);
/* The same run without its search tree (`tree` NULL): the rows, counts,
 * status and solution alone, for a caller that only compares tables (a
 * generator drawing hundreds of maps would build a tree, its first nodes'
 * 2.6 MB, for each). */
QdCspTable   *qd_csp_tables_run_rows (QdCsp *csp, gboolean take, const guint *order,
                                      const char *const *values, QdCspTablesMethod method);
void          qd_csp_tables_free   (QdCspTable *table);

/* An order given as names, "A, B ,C", read into variable indices: a
 * permutation of n_vars variables.  find: the index of a name, or -1.  On a
 * fault, FALSE and `fault` says what, for the caller's message: `detail`
 * the name at fault, or for MISSING the first missing names ("B, D", up to
 * eight then ", …") and `n_missing` how many are missing. */
typedef enum {
  QD_CSP_TABLES_ORDER_EMPTY,    /* an empty name */
  QD_CSP_TABLES_ORDER_UNKNOWN,  /* a name that is no variable */
  QD_CSP_TABLES_ORDER_TWICE,    /* a name given twice */
  QD_CSP_TABLES_ORDER_MISSING,  /* variables not given */
} QdCspTablesOrderFault;

typedef gint (*QdCspTablesFindFunc) (gconstpointer data, const char *name);
gboolean      qd_csp_tables_read_order (const char *text, guint n_vars, const char *const *names,
                                        QdCspTablesFindFunc find, gconstpointer data, guint **order,
                                        QdCspTablesOrderFault *fault, char **detail, guint *n_missing);

/* var's values in `domain`: "r,g,b", "r", or "{}" for an empty domain. */
char         *qd_csp_tables_format_domain (const QdCspTable *table, guint var, guint64 domain);
/* "" (initial), "A=r" (assignment, wipe-out), "backtrack A"; with
 * `unicode` the assignment reads "A ← r". */
char         *qd_csp_tables_row_label    (const QdCspTable *table, guint row, gboolean unicode);
/* "A=r B=g C=b" (solved), "no solution", or "cut short after N assignments". */
char         *qd_csp_tables_outcome      (const QdCspTable *table);
/* "r,g,b" when the domains share their values, else every variable's
 * "A {r,g} B {1,2,3}" (the header line's `values` or `domains`). */
char         *qd_csp_tables_values_text  (const QdCspTable *table);

/* The text table (tab-separated, comment lines starting with '#'), and the
 * CSV of one or more tables of one CSP (one header, a method column). */
char         *qd_csp_tables_to_text      (const QdCspTable *table);
char         *qd_csp_tables_to_csv       (QdCspTable *const *tables, guint n_tables);

const char   *qd_csp_tables_method_to_string   (QdCspTablesMethod method);    /* "fc", "mac" */
const char   *qd_csp_tables_method_title       (QdCspTablesMethod method);    /* "forward checking", … */
gboolean      qd_csp_tables_method_from_string (const char *text, QdCspTablesMethod *method);
/* A --method option: "fc", "mac" or "both" (NULL: both) as the tables to
 * make, want[QD_CSP_TABLES_FC] and want[QD_CSP_TABLES_MAC]; FALSE for
 * another name. */
gboolean      qd_csp_tables_methods_from_string (const char *text, gboolean want[2]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspTable, qd_csp_tables_free)

G_END_DECLS
