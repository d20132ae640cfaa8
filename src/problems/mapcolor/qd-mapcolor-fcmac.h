/* qd-mapcolor-fcmac.h — the domain tables of statement 002, question 2: forward
 * checking against maintaining arc consistency on a small graph.
 *
 * The map becomes a CSP (a variable per region, one "!=" per edge) whose
 * tables core/qd-csp-tables.h makes and prints; here are the map's side of
 * it and its conventions (data/FORMATS.md, "FC vs MAC domain tables"):
 * - variables are the map's regions; columns follow the map's region order;
 * - value i of every domain is values[i], tried in that order;
 * - the constraints are added edge by edge in the variable order, so forward
 *   checking visits the neighbours of the assigned variable in the variable
 *   order and MAC's AC-3 queue starts with the arcs towards them, first in,
 *   first out.
 */
#pragma once

#include "core/qd-csp-tables.h"
#include "problems/qd-map.h"

G_BEGIN_DECLS

#define QD_MAPCOLOR_FCMAC_ERROR (qd_mapcolor_fcmac_error_quark ())
GQuark qd_mapcolor_fcmac_error_quark (void);

typedef enum {
  QD_MAPCOLOR_FCMAC_ERROR_ORDER,    /* unknown, repeated or missing names in the order */
  QD_MAPCOLOR_FCMAC_ERROR_VALUES,   /* empty, repeated or unusable value names */
} QdMapcolorFcmacError;

/* The tables are for small graphs: a column per region. */
#define QD_MAPCOLOR_FCMAC_MAX_REGIONS QD_CSP_TABLES_MAX_VARIABLES

/* "A, B ,C" → region indices, a permutation of the map's regions; errors
 * name the unknown, repeated or missing regions. */
gboolean      qd_mapcolor_fcmac_parse_order  (const QdMap *map, const char *text, guint **order, GError **error);
/* "r,g,b" → the value names: 1 to QD_CSP_TABLES_MAX_VALUES distinct non-empty
 * names without spaces or any of , : = { }. */
gboolean      qd_mapcolor_fcmac_parse_values (const char *text, char ***values, GError **error);

/* Runs the search and records the table.  map: at most
 * QD_MAPCOLOR_FCMAC_MAX_REGIONS regions; order: a permutation of the regions (NULL:
 * the map's order); values: n_values >= 1 names. */
QdCspTable   *qd_mapcolor_fcmac_run          (const QdMap *map, const guint *order,
                                              const char *const *values, guint n_values,
                                              QdCspTablesMethod method);
/* The same without the table's search tree (qd_csp_tables_run_rows). */
QdCspTable   *qd_mapcolor_fcmac_run_rows     (const QdMap *map, const guint *order,
                                              const char *const *values, guint n_values,
                                              QdCspTablesMethod method);

/* What `quandary-cli fcmac` prints: each table's text
 * (qd_csp_tables_to_text), an empty line between two. */
char         *qd_mapcolor_fcmac_text         (QdCspTable *const *tables, guint n_tables);

G_END_DECLS
