/* qd-mapcolor-fcmac.h — the domain tables of statement 002, question 2: forward
 * checking against maintaining arc consistency on a small graph.
 *
 * Chronological backtracking with a static variable order and a static value
 * order runs on the CSP engine, once with forward checking and once with
 * MAC, until the first solution.  Every assignment attempted gives a row with
 * every variable's remaining domain after its inference, the values that
 * inference removed, and the domain it wiped out, if any; an assignment
 * undone because no value of the next variable worked gives a backtrack row.
 *
 * The conventions (data/FORMATS.md, "FC vs MAC domain tables"):
 * - variables are the map's regions; columns follow the map's region order;
 * - value i of every domain is values[i], tried in that order;
 * - the constraints are added edge by edge in the variable order, so forward
 *   checking visits the neighbours of the assigned variable in the variable
 *   order and MAC's AC-3 queue starts with the arcs towards them, first in,
 *   first out;
 * - inference stops at the first domain it wipes out (as the engine and
 *   AIMA's inference do): the row shows the domains at that moment;
 * - an assignment whose inference wipes a domain out is undone at once: its
 *   row is the wipe-out row, no backtrack row follows it.
 */
#pragma once

#include "core/qd-search-tree.h"
#include "problems/qd-map.h"

G_BEGIN_DECLS

#define QD_MAPCOLOR_FCMAC_ERROR (qd_mapcolor_fcmac_error_quark ())
GQuark qd_mapcolor_fcmac_error_quark (void);

typedef enum {
  QD_MAPCOLOR_FCMAC_ERROR_ORDER,    /* unknown, repeated or missing names in the order */
  QD_MAPCOLOR_FCMAC_ERROR_VALUES,   /* empty, repeated or unusable value names */
} QdMapcolorFcmacError;

#define QD_MAPCOLOR_FCMAC_MAX_VALUES 64
/* The tables are for small graphs: a column per region. */
#define QD_MAPCOLOR_FCMAC_MAX_REGIONS 128
/* Assignments after which a run is cut short (the table would be unreadable
 * long before). */
#define QD_MAPCOLOR_FCMAC_MAX_ASSIGNMENTS 5000

typedef enum {
  QD_MAPCOLOR_FCMAC_FC,
  QD_MAPCOLOR_FCMAC_MAC,
} QdMapcolorFcmacMethod;

typedef enum {
  QD_MAPCOLOR_FCMAC_ROW_INITIAL,    /* the domains before the search */
  QD_MAPCOLOR_FCMAC_ROW_ASSIGN,     /* var := value, consistent after inference */
  QD_MAPCOLOR_FCMAC_ROW_WIPEOUT,    /* var := value, whose inference emptied a domain */
  QD_MAPCOLOR_FCMAC_ROW_BACKTRACK,  /* var's assignment undone: every value below it failed */
} QdMapcolorFcmacRowKind;

typedef struct {
  QdMapcolorFcmacRowKind kind;
  guint var;               /* the region assigned or undone (0 for the initial row) */
  guint value;             /* the value assigned (index into values) */
  guint64 *domains;        /* per region: bit i set = value i remains */
  guint64 *pruned;         /* per region: bit i set = value i removed by this row's inference */
  gint wiped;              /* the region whose domain became empty, or -1 */
  GArray *prunes;          /* guint pairs (region, value) in the order inference removed
                            * them (the explanations of a check), or NULL: none */
} QdMapcolorFcmacRow;

typedef enum {
  QD_MAPCOLOR_FCMAC_SOLVED,         /* the last row completes a solution */
  QD_MAPCOLOR_FCMAC_NO_SOLUTION,    /* every value of the first variable failed */
  QD_MAPCOLOR_FCMAC_CUT,            /* QD_MAPCOLOR_FCMAC_MAX_ASSIGNMENTS ran out first */
} QdMapcolorFcmacStatus;

typedef struct {
  QdMapcolorFcmacMethod method;
  guint n_vars;
  char **names;            /* n_vars region names (map order), NULL-terminated */
  guint n_values;
  char **values;           /* n_values value names, NULL-terminated */
  guint *order;            /* n_vars regions in assignment order */
  GArray *rows;            /* QdMapcolorFcmacRow, the initial row first */
  QdMapcolorFcmacStatus status;
  gint *solution;          /* n_vars value indices when solved, else NULL */
  guint assignments;       /* assignment and wipe-out rows */
  guint wipeouts;          /* wipe-out rows */
  guint backtracks;        /* backtrack rows */
  QdSearchTree *tree;      /* the run as a search tree: node k is assignment k (the
                            * k-th assignment or wipe-out row); it owns the run's CSP */
} QdMapcolorFcmacTable;

/* "A, B ,C" → region indices, a permutation of the map's regions; errors
 * name the unknown, repeated or missing regions. */
gboolean      qd_mapcolor_fcmac_parse_order  (const QdMap *map, const char *text, guint **order, GError **error);
/* "r,g,b" → the value names: 1 to QD_MAPCOLOR_FCMAC_MAX_VALUES distinct non-empty
 * names without spaces or any of , : = { }. */
gboolean      qd_mapcolor_fcmac_parse_values (const char *text, char ***values, GError **error);

/* Runs the search and records the table.  map: at most
 * QD_MAPCOLOR_FCMAC_MAX_REGIONS regions; order: a permutation of the regions (NULL:
 * the map's order); values: n_values >= 1 names. */
QdMapcolorFcmacTable *qd_mapcolor_fcmac_run          (const QdMap *map, const guint *order,
                                     const char *const *values, guint n_values,
                                     QdMapcolorFcmacMethod method);
void          qd_mapcolor_fcmac_table_free   (QdMapcolorFcmacTable *table);

/* "r,g,b", "r", or "{}" for an empty domain. */
char         *qd_mapcolor_fcmac_format_domain (const QdMapcolorFcmacTable *table, guint64 domain);
/* "" (initial), "A=r" (assignment, wipe-out), "backtrack A"; with
 * `unicode` the assignment reads "A ← r". */
char         *qd_mapcolor_fcmac_row_label    (const QdMapcolorFcmacTable *table, guint row, gboolean unicode);
/* "A=r B=g C=b" (solved), "no solution", or "cut short after N assignments". */
char         *qd_mapcolor_fcmac_outcome      (const QdMapcolorFcmacTable *table);

/* The text table (tab-separated, comment lines starting with '#'), and the
 * CSV of one or more tables (one header, a method column). */
char         *qd_mapcolor_fcmac_table_to_text (const QdMapcolorFcmacTable *table);
char         *qd_mapcolor_fcmac_tables_to_csv (QdMapcolorFcmacTable *const *tables, guint n_tables);

const char   *qd_mapcolor_fcmac_method_to_string   (QdMapcolorFcmacMethod method);    /* "fc", "mac" */
const char   *qd_mapcolor_fcmac_method_title       (QdMapcolorFcmacMethod method);    /* "forward checking", … */
gboolean      qd_mapcolor_fcmac_method_from_string (const char *text, QdMapcolorFcmacMethod *method);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorFcmacTable, qd_mapcolor_fcmac_table_free)

G_END_DECLS
