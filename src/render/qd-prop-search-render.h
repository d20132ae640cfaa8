/* qd-prop-search-render.h — propositional searches drawn with cairo (AIMA
 * ch. 7), in the form of qd-prop-render.h (a subject borrowed, the options
 * QdPropRenderOptions {palette, selected, step, width}, get_size, render at
 * the natural size, hit): DPLL's search tree (Fig. 7.17), WalkSAT's flips
 * (Fig. 7.18) plotted with the assignment at a step, backward chaining's
 * AND-OR proof tree (§7.5.4), and one CDCL conflict's implication graph
 * (core/qd-sat-explain.h).
 *
 * `step` shows the algorithm after k steps: DPLL calls, WalkSAT flips,
 * backward-chaining nodes, CDCL trail literals then κ then the analysis;
 * -1 the whole run.  `width` is not used by these views.  Big traces are
 * capped (the caps below); a note under the drawing says what is left out. */
#pragma once

#include "core/qd-prop-bc.h"
#include "core/qd-prop-dpll.h"
#include "core/qd-prop-walksat.h"
#include "core/qd-sat-explain.h"
#include "render/qd-prop-render.h"

G_BEGIN_DECLS

#define QD_PROP_RENDER_MAX_DPLL_NODES 511u      /* the first calls in call order */
#define QD_PROP_RENDER_MAX_BC_NODES 511u        /* the first nodes in preorder */
#define QD_PROP_RENDER_MAX_WALKSAT_FLIPS 5000u  /* the first flips plotted */
#define QD_PROP_RENDER_MAX_STRIP_SYMBOLS 240u   /* the assignment's strip */
#define QD_SAT_RENDER_MAX_VERTICES 150u         /* past this only the conflict's cone */

/* ------------------------------------------------------------- DPLL */

/* DPLL's run on `clauses` (the clauses searched, for the unit and false
 * clauses: dpll->clauses when DPLL made them).  `prop` names the symbols
 * (NULL: x1, x2, … as DIMACS numbers them). */
typedef struct {
  const QdProp *prop;
  const QdPropClauses *clauses;
  const QdPropDpll *dpll;
} QdPropDpllTree;

/* Nodes are DPLL's calls (hit index = the node's index in dpll->nodes). */
guint qd_prop_dpll_tree_n_steps (const QdPropDpllTree *tree);   /* calls drawn at the end */
void  qd_prop_dpll_tree_get_size (const QdPropDpllTree *tree, const QdPropRenderOptions *options, double *width,
                                  double *height);
/* The centre of node `node`'s circle; FALSE when it is not drawn. */
gboolean qd_prop_dpll_tree_node_center (const QdPropDpllTree *tree, const QdPropRenderOptions *options, guint node,
                                        double *x, double *y);
/* TRUE when node `node` is drawn on the highlighted path to the model. */
gboolean qd_prop_dpll_tree_on_model_path (const QdPropDpllTree *tree, guint node);
/* The node under (x, y), or -1. */
gint  qd_prop_dpll_tree_hit (const QdPropDpllTree *tree, const QdPropRenderOptions *options, double x, double y);
/* A sentence on node `node` (hover or selection text): "B = true by the
 * unit clause ¬A ∨ B; ¬A ∨ ¬B is false". */
char *qd_prop_dpll_tree_describe (const QdPropDpllTree *tree, guint node);
void  qd_prop_dpll_tree_render (cairo_t *cr, const QdPropDpllTree *tree, const QdPropRenderOptions *options);

/* ----------------------------------------------------------- WalkSAT */

typedef struct {
  const QdProp *prop;            /* names (NULL: x1, x2, …) */
  guint n_symbols;
  const QdPropWalksat *walksat;
} QdPropWalksatView;

guint qd_prop_walksat_view_n_steps (const QdPropWalksatView *view);   /* flips plotted */
void  qd_prop_walksat_view_get_size (const QdPropWalksatView *view, const QdPropRenderOptions *options,
                                     double *width, double *height);
/* The flip (from 0) nearest x in the plot, or -1 outside the plot. */
gint  qd_prop_walksat_view_hit (const QdPropWalksatView *view, const QdPropRenderOptions *options, double x,
                                double y);
/* The symbol of the assignment's cell under (x, y), or -1. */
gint  qd_prop_walksat_view_hit_symbol (const QdPropWalksatView *view, const QdPropRenderOptions *options,
                                       double x, double y);
/* The assignment after `step` flips (-1: the last), n_symbols values 0 or 1. */
void  qd_prop_walksat_view_assignment (const QdPropWalksatView *view, gint step, guint8 *values);
void  qd_prop_walksat_view_render (cairo_t *cr, const QdPropWalksatView *view, const QdPropRenderOptions *options);

/* ------------------------------------------------ backward chaining */

/* PL-BC on the definite clauses kb[0 … n_kb) (bc from qd_prop_bc_entails
 * on them).  Hit index = the node's index in bc->nodes: goals (OR, boxes)
 * and rules (AND, a point with an arc over its premises' lines). */
typedef struct {
  const QdProp *prop;
  const guint *kb;
  guint n_kb;
  const QdPropBc *bc;
} QdPropBcTree;

guint qd_prop_bc_tree_n_steps (const QdPropBcTree *tree);   /* nodes drawn at the end */
void  qd_prop_bc_tree_get_size (const QdPropBcTree *tree, const QdPropRenderOptions *options, double *width,
                                double *height);
gboolean qd_prop_bc_tree_node_center (const QdPropBcTree *tree, const QdPropRenderOptions *options, guint node,
                                      double *x, double *y);
gint  qd_prop_bc_tree_hit (const QdPropBcTree *tree, const QdPropRenderOptions *options, double x, double y);
/* "L proved by (5) A ∧ B ⇒ L", "P: a loop (already a goal above)". */
char *qd_prop_bc_tree_describe (const QdPropBcTree *tree, guint node);
void  qd_prop_bc_tree_render (cairo_t *cr, const QdPropBcTree *tree, const QdPropRenderOptions *options);

/* ------------------------------------------- CDCL: implication graph */

/* One recorded conflict (explain->recorded).  `names` (NULL: x1, x2, …)
 * names variable v as names[v] when v < n_names.  Levels are rows (level 0
 * on top, the conflict's level at the bottom), each row's literals in trail
 * order left to right after the ones they depend on; κ ends the conflict's
 * row.  The first UIP is ringed twice, the conflict side of the cut (the
 * literals after the UIP that lead to κ) is enclosed in a dashed outline:
 * the edges crossing it come from the learned clause's literals.  Hit
 * index: a vertex (index in explain->vertices), n_vertices for κ. */
typedef struct {
  const QdSatExplain *explain;
  const char *const *names;
  guint n_names;
} QdSatGraph;

guint qd_sat_graph_n_steps (const QdSatGraph *graph);   /* vertices + κ + the analysis */
void  qd_sat_graph_get_size (const QdSatGraph *graph, const QdPropRenderOptions *options, double *width,
                             double *height);
/* The centre of a vertex (n_vertices: κ); FALSE when it is not drawn. */
gboolean qd_sat_graph_vertex_center (const QdSatGraph *graph, const QdPropRenderOptions *options, guint vertex,
                                     double *x, double *y);
/* TRUE when vertex `vertex` is drawn marked as the first UIP (at the end). */
gboolean qd_sat_graph_is_uip_marked (const QdSatGraph *graph, guint vertex);
/* TRUE when the vertex is drawn on the conflict side of the cut. */
gboolean qd_sat_graph_on_conflict_side (const QdSatGraph *graph, guint vertex);
gint  qd_sat_graph_hit (const QdSatGraph *graph, const QdPropRenderOptions *options, double x, double y);
/* "x5@3, implied by ¬x4 ∨ x5" (a vertex's label is "x5@3"). */
char *qd_sat_graph_describe (const QdSatGraph *graph, guint vertex);
char *qd_sat_graph_vertex_label (const QdSatGraph *graph, guint vertex);
void  qd_sat_graph_render (cairo_t *cr, const QdSatGraph *graph, const QdPropRenderOptions *options);

G_END_DECLS
