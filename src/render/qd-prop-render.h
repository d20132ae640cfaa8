/* qd-prop-render.h — propositional proofs drawn with cairo (AIMA ch. 7),
 * over the structures of core/qd-prop.h: the truth table TT-ENTAILS walks
 * (Fig. 7.9), the four steps of the conversion to CNF (§7.5.2), the
 * refutation PL-RESOLUTION finds (Fig. 7.13) or the clauses it saturates
 * at, and forward chaining's AND-OR graph with its agenda (Fig. 7.16).
 *
 * Every view has the renderers' form (render/qd-rendering.h): a subject
 * (what was computed, borrowed), an options struct (palette, selection,
 * the step to show), get_size, render at the natural size, hit.  A picture
 * file is written through the export path:
 *   QdPropRenderOptions o;
 *   qd_prop_render_options_init (&o, palette);
 *   qd_prop_table_get_size (&table, &o, &w, &h);
 *   qd_cli_pictures_write (pictures, w, h, qd_rendering_draw,
 *                          &QD_RENDERING (qd_prop_table_render, &table, &o));
 * (or qd_export_drawing with the same function and rendering).
 *
 * "step" shows the algorithm after k of its steps (for an animation or a
 * presentation): leaves of the truth table reached, conversion steps done,
 * resolvents derived, agenda pops.  -1 shows the whole run; past the last
 * step is the same.  qd_prop_*_n_steps gives the count. */
#pragma once

#include <cairo.h>

#include "core/qd-prop.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* A truth table of more rows than this draws only the rows where KB is
 * true (and says how many others it leaves out). */
#define QD_PROP_RENDER_MAX_TABLE_ROWS 256u
/* The nodes a refutation tree draws at most, the clauses a saturated
 * list shows at most; past them a line says how many are left out. */
#define QD_PROP_RENDER_MAX_TREE_NODES 255u
#define QD_PROP_RENDER_MAX_LIST_CLAUSES 200u

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  gint selected;              /* a row, step, node or symbol ringed (the view's hit index), -1: none */
  gint step;                  /* the state after this many steps, -1: the whole run */
  double width;               /* the CNF steps' wrapping width (0: QD_PROP_RENDER_CNF_WIDTH) */
} QdPropRenderOptions;

void qd_prop_render_options_init (QdPropRenderOptions *options, const QdPalette *palette);

/* ------------------------------------------------------- the truth table */

/* The table of `tt` (qd_prop_tt_entails on kb and alpha).  Columns: the
 * symbols walked, then each of `sentences` (named R1, R2, … unless `names`
 * is given) when there are any, KB, α.  Rows in the walk's order (true
 * before false): the rows where KB is true are highlighted, the
 * counter-model that stops the walk marked, rows the short-circuit walk
 * never reached greyed. */
typedef struct {
  const QdProp *prop;
  guint kb;
  guint alpha;
  const guint *sentences;     /* the KB's sentences, may be NULL */
  guint n_sentences;
  const char *const *names;   /* their names (NULL: R1, R2, …) */
  const QdPropTt *tt;
} QdPropTable;

guint    qd_prop_table_n_rows  (const QdPropTable *table);      /* 2^symbols */
guint    qd_prop_table_n_steps (const QdPropTable *table);      /* leaves reached */
/* TRUE when every row is drawn; FALSE past QD_PROP_RENDER_MAX_TABLE_ROWS,
 * where only the KB's models are. */
gboolean qd_prop_table_is_full (const QdPropTable *table);
/* The row (in walk order, from 0) of the counter-model that ended the walk
 * (the first model of KB where α is false), or -1 when KB ⊨ α. */
gint     qd_prop_table_stop_row (const QdPropTable *table);
/* The value of symbols[k] (tt->symbols) in row `row`. */
gboolean qd_prop_table_value   (const QdPropTable *table, guint row, guint k);
void     qd_prop_table_get_size (const QdPropTable *table, const QdPropRenderOptions *options, double *width,
                                 double *height);
/* Where row `row` is drawn (the full width of the table), FALSE when it is
 * not drawn (a large table's row where KB is false). */
gboolean qd_prop_table_row_box (const QdPropTable *table, const QdPropRenderOptions *options, guint row,
                                double *x, double *y, double *width, double *height);
/* The row under (x, y), or -1. */
gint     qd_prop_table_hit     (const QdPropTable *table, const QdPropRenderOptions *options, double x, double y);
void     qd_prop_table_render  (cairo_t *cr, const QdPropTable *table, const QdPropRenderOptions *options);

/* ------------------------------------------------------ the CNF steps */

#define QD_PROP_RENDER_CNF_WIDTH 640.0

/* The formula `root` and its four steps (qd_prop_cnf's `steps`). */
typedef struct {
  const QdProp *prop;
  guint root;
  const guint *steps;         /* QD_PROP_N_STEPS formulas */
} QdPropCnfSteps;

guint qd_prop_cnf_n_steps   (const QdPropCnfSteps *cnf);          /* QD_PROP_N_STEPS */
void  qd_prop_cnf_get_size  (const QdPropCnfSteps *cnf, const QdPropRenderOptions *options, double *width,
                             double *height);
/* The line under (x, y): 0 the formula, 1 … 4 the steps; -1 elsewhere. */
gint  qd_prop_cnf_hit       (const QdPropCnfSteps *cnf, const QdPropRenderOptions *options, double x, double y);
void  qd_prop_cnf_render    (cairo_t *cr, const QdPropCnfSteps *cnf, const QdPropRenderOptions *options);

/* ------------------------------------------------------ PL-RESOLUTION */

/* A resolution's run.  `query` (may be NULL) holds the clauses of ¬α
 * (qd_prop_cnf of ¬α): the input clauses equal to one of them are drawn as
 * the negated query, the others as the KB's. */
typedef struct {
  const QdProp *prop;
  const QdPropResolution *res;
  const QdPropClauses *query;
} QdPropRefutation;

/* A proof (PROVED) is drawn as its tree, the empty clause at the bottom and
 * the input clauses at the ends of the branches; a saturated or stopped
 * run as its clause list with each clause's parents and the caption. */
gboolean qd_prop_refutation_is_tree (const QdPropRefutation *refutation);
/* Tree: the resolvents of the tree; list: the clauses derived. */
guint    qd_prop_refutation_n_steps (const QdPropRefutation *refutation);
/* Tree: the nodes drawn (a clause used twice is drawn twice); list: the
 * clauses listed. */
guint    qd_prop_refutation_n_nodes (const QdPropRefutation *refutation);
/* The clause (index into res->clauses) of node `node`. */
guint    qd_prop_refutation_node_clause (const QdPropRefutation *refutation, guint node);
void     qd_prop_refutation_get_size (const QdPropRefutation *refutation, const QdPropRenderOptions *options,
                                      double *width, double *height);
/* Where node `node` is drawn (a tree's box, a list's line). */
void     qd_prop_refutation_node_box (const QdPropRefutation *refutation, const QdPropRenderOptions *options,
                                      guint node, double *x, double *y, double *width, double *height);
/* The node under (x, y), or -1. */
gint     qd_prop_refutation_hit (const QdPropRefutation *refutation, const QdPropRenderOptions *options, double x,
                                 double y);
void     qd_prop_refutation_render (cairo_t *cr, const QdPropRefutation *refutation,
                                    const QdPropRenderOptions *options);

/* ------------------------------------------------- forward chaining */

/* PL-FC-ENTAILS? on the definite clauses kb[0 … n_kb) (fc from
 * qd_prop_fc_entails on them). */
typedef struct {
  const QdProp *prop;
  const guint *kb;
  guint n_kb;
  guint query;                /* the query's symbol number */
  const QdPropFc *fc;
} QdPropChaining;

/* The graph's nodes: the symbols of the clauses (hit index 0 … n_symbols),
 * then one node per clause with premises (the AND of its premises, with
 * its count), numbered after the symbols. */
guint qd_prop_chaining_n_steps   (const QdPropChaining *chaining);  /* pops */
guint qd_prop_chaining_n_symbols (const QdPropChaining *chaining);
guint qd_prop_chaining_n_clauses (const QdPropChaining *chaining);
void  qd_prop_chaining_get_size  (const QdPropChaining *chaining, const QdPropRenderOptions *options,
                                  double *width, double *height);
/* The centre of node `node` (a symbol's circle, a clause's AND point). */
void  qd_prop_chaining_node_center (const QdPropChaining *chaining, const QdPropRenderOptions *options,
                                    guint node, double *x, double *y);
/* The symbol number of symbol node `node`. */
guint qd_prop_chaining_node_symbol (const QdPropChaining *chaining, guint node);
/* The node under (x, y), or -1. */
gint  qd_prop_chaining_hit       (const QdPropChaining *chaining, const QdPropRenderOptions *options, double x,
                                  double y);
void  qd_prop_chaining_render    (cairo_t *cr, const QdPropChaining *chaining, const QdPropRenderOptions *options);

G_END_DECLS
