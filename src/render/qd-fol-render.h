/* qd-fol-render.h — first-order inference drawn with cairo (AIMA ch. 9),
 * in the form of qd-prop-render.h (a subject borrowed, the options
 * QdPropRenderOptions {palette, selected, step, width}, get_size, render at
 * the natural size, hit): FOL-BC-ASK's proof tree (Fig. 9.7), FOL-FC-ASK's
 * facts by iteration as a table (Fig. 9.4's content), and UNIFY's steps
 * (§9.2.2).
 *
 * `step`: the proof tree's first k nodes (parents before children), the
 * facts of the first k iterations (the KB's facts always), the first k
 * bindings of a unification (the last step its result); -1 the whole.
 * `width` is not used.  The QdFol is not const: the views apply
 * substitutions, which may add terms to it (nothing else changes). */
#pragma once

#include "core/qd-fol.h"
#include "render/qd-prop-render.h"

G_BEGIN_DECLS

#define QD_FOL_RENDER_MAX_NODES 255u   /* a proof tree's nodes drawn at most */
#define QD_FOL_RENDER_MAX_FACTS 300u   /* the table's rows at most */
#define QD_FOL_RENDER_MAX_TEXT  80u    /* an atom or substitution longer than this is cut with "…" */

/* ------------------------------------------------- FOL-BC proof tree */

/* Answer `answer`'s proof tree (with keep_failed, a forest: the attempts
 * backtracked over drawn dashed).  Each node: its goal under the answer's
 * substitution in a box, under it the number of the clause used and the
 * substitution unifying that clause with the goal and its premises' goals
 * ({x/West, y/M1, z/Nono} under Criminal(West)).  Hit index: the node's
 * index within the answer's tree. */
typedef struct {
  QdFol *fol;
  const QdFolBc *bc;
  guint answer;
} QdFolProofTree;

guint qd_fol_proof_tree_n_steps (const QdFolProofTree *tree);   /* nodes drawn at the end */
void  qd_fol_proof_tree_get_size (const QdFolProofTree *tree, const QdPropRenderOptions *options, double *width,
                                  double *height);
gboolean qd_fol_proof_tree_node_center (const QdFolProofTree *tree, const QdPropRenderOptions *options, guint node,
                                        double *x, double *y);
gint  qd_fol_proof_tree_hit (const QdFolProofTree *tree, const QdPropRenderOptions *options, double x, double y);
/* "(1) {x/West, y/M1, z/Nono}": the line under node `node`'s goal. */
char *qd_fol_proof_tree_node_note (const QdFolProofTree *tree, guint node);
void  qd_fol_proof_tree_render (cairo_t *cr, const QdFolProofTree *tree, const QdPropRenderOptions *options);

/* ----------------------------------------------- FOL-FC iterations */

/* The facts of a run in the order known: iteration (the KB's facts 0),
 * the fact, the rule that added it (clauses numbered from 1), its
 * substitution, the facts its premises matched (rows numbered from 1); the
 * answers' facts highlighted.  Hit index: a fact. */
typedef struct {
  const QdFol *fol;
  const QdFolFc *fc;
} QdFolFcTable;

guint qd_fol_fc_table_n_steps (const QdFolFcTable *table);   /* iterations with new facts */
/* Rows drawn at the step. */
guint qd_fol_fc_table_n_rows  (const QdFolFcTable *table, const QdPropRenderOptions *options);
void  qd_fol_fc_table_get_size (const QdFolFcTable *table, const QdPropRenderOptions *options, double *width,
                                double *height);
/* Where fact `fact`'s row is drawn; FALSE when it is not. */
gboolean qd_fol_fc_table_row_box (const QdFolFcTable *table, const QdPropRenderOptions *options, guint fact,
                                  double *x, double *y, double *width, double *height);
gint  qd_fol_fc_table_hit (const QdFolFcTable *table, const QdPropRenderOptions *options, double x, double y);
void  qd_fol_fc_table_render (cairo_t *cr, const QdFolFcTable *table, const QdPropRenderOptions *options);

/* The same run drawn as the book's Fig. 9.4: the facts in rows by
 * iteration, the KB's at the bottom and each new fact above, a line from
 * it down to each fact its premises matched; the answers' facts green.
 * At most QD_FOL_RENDER_MAX_GRAPH_FACTS facts (the first known).  Hit
 * index: a fact. */
#define QD_FOL_RENDER_MAX_GRAPH_FACTS 120u

void  qd_fol_fc_graph_get_size (const QdFolFcTable *table, const QdPropRenderOptions *options, double *width,
                                double *height);
/* The centre of fact `fact`'s box; FALSE when it is not drawn. */
gboolean qd_fol_fc_graph_node_center (const QdFolFcTable *table, const QdPropRenderOptions *options, guint fact,
                                      double *x, double *y);
gint  qd_fol_fc_graph_hit (const QdFolFcTable *table, const QdPropRenderOptions *options, double x, double y);
void  qd_fol_fc_graph_render (cairo_t *cr, const QdFolFcTable *table, const QdPropRenderOptions *options);

/* ------------------------------------------------------------ UNIFY */

/* UNIFY(x, y) run by the view (qd_fol_unify, from an empty substitution):
 * the two terms, each binding made as a numbered line, then the unifier
 * composed or the reason it fails.  Hit index: a line (0 the terms, 1 … the
 * bindings, the last the result). */
typedef struct {
  QdFol *fol;
  guint x, y;
} QdFolUnifyView;

guint qd_fol_unify_view_n_steps (const QdFolUnifyView *view);   /* bindings + the result */
void  qd_fol_unify_view_get_size (const QdFolUnifyView *view, const QdPropRenderOptions *options, double *width,
                                  double *height);
gint  qd_fol_unify_view_hit (const QdFolUnifyView *view, const QdPropRenderOptions *options, double x, double y);
void  qd_fol_unify_view_render (cairo_t *cr, const QdFolUnifyView *view, const QdPropRenderOptions *options);

G_END_DECLS
