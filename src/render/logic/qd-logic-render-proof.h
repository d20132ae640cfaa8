/* qd-logic-render-proof.h — the proof an answer's algorithm made, drawn:
 * the one place that chooses what to draw for an algorithm, for the
 * command's pictures (--png, --svg, --pdf), the Logic tab's drawing, the
 * report's figure and the GIF's frames (qd-logic-run-report.c,
 * qd-logic-animation.c): the truth table with the row that stopped the
 * walk, resolution's refutation tree (or saturated list), forward
 * chaining's AND-OR graph, DPLL's search tree, WalkSAT's flips, backward
 * chaining's AND-OR tree, the implication graph of CDCL's recorded
 * conflict (render/qd-prop-search-render.h), the CNF steps of the formula
 * searched where CDCL recorded no conflict; FOL-FC-ASK's facts (AIMA
 * Fig. 9.4's graph, or its table past QD_FOL_RENDER_MAX_GRAPH_FACTS),
 * FOL-BC-ASK's proof tree (Fig. 9.7) and UNIFY's steps
 * (render/qd-fol-render.h).
 *
 * qd_logic_proof_init picks the kind; every kind is then a row of one
 * table of drawings (qd-logic-render-proof.c: its view in the proof, its
 * title and caption, n_steps, get_size, hit, render), and nothing else
 * switches on the algorithm to draw.
 *
 * The form of the renderers (render/qd-rendering.h): get_size, render at
 * the natural size, hit, with render/qd-prop-render.h's options (palette,
 * the selected index, the step shown). */
#pragma once

#include <cairo.h>

#include "problems/logic/qd-logic-ask.h"
#include "render/qd-prop-render.h"
#include "render/qd-prop-search-render.h"
#include "render/qd-fol-render.h"

G_BEGIN_DECLS

typedef enum
{
  QD_LOGIC_PROOF_TABLE,        /* QdPropTable */
  QD_LOGIC_PROOF_REFUTATION,   /* QdPropRefutation */
  QD_LOGIC_PROOF_CHAINING,     /* QdPropChaining */
  QD_LOGIC_PROOF_CNF,          /* QdPropCnfSteps of the formula searched */
  QD_LOGIC_PROOF_DPLL,         /* QdPropDpllTree */
  QD_LOGIC_PROOF_WALKSAT,      /* QdPropWalksatView */
  QD_LOGIC_PROOF_BC,           /* QdPropBcTree */
  QD_LOGIC_PROOF_CONFLICT,     /* QdSatGraph: CDCL's recorded conflict (else its CNF steps) */
  QD_LOGIC_PROOF_FOL_FC,       /* QdFolFcTable drawn as Fig. 9.4's graph */
  QD_LOGIC_PROOF_FOL_FC_TABLE, /* QdFolFcTable as a table (too many facts for the graph) */
  QD_LOGIC_PROOF_FOL_BC,       /* QdFolProofTree: the first answer's proof, or the attempts */
  QD_LOGIC_PROOF_UNIFY,        /* QdFolUnifyView (qd_logic_proof_init_unify) */
  QD_LOGIC_PROOF_N_KINDS,
} QdLogicProofKind;

typedef struct
{
  QdLogicProofKind kind;
  const QdLogicDoc *doc;           /* borrowed, as is the result */
  const QdLogicAskResult *result;
  QdPropTable table;
  QdPropRefutation refutation;
  QdPropChaining chaining;
  QdPropCnfSteps cnf;
  QdPropDpllTree dpll;
  QdPropWalksatView walksat;
  QdPropBcTree bc;
  QdSatGraph graph;
  QdFolFcTable fol_fc;
  QdFolProofTree fol_bc;
  QdFolUnifyView unify;
  guint *roots;                    /* the KB's sentences */
  guint steps[QD_PROP_N_STEPS];    /* CNF: the four steps */
  QdPropClauses *query_clauses;    /* REFUTATION: the clauses of ¬α */
} QdLogicProof;

/* The drawing of `result`'s proof (`doc` and `result` borrowed: they must
 * outlive `proof`; nodes may be added to doc's QdProp).  FALSE with
 * `error` when there is none to draw (no answer; a DIMACS formula by an
 * algorithm other than cdcl, dpll or walksat, or solved by CDCL without a
 * conflict: there is no formula to convert). */
gboolean qd_logic_proof_init  (QdLogicProof *proof, QdLogicDoc *doc, const QdLogicAskResult *result, GError **error);
/* UNIFY(x, y)'s steps drawn (`fol` borrowed, as in QdFolUnifyView). */
void     qd_logic_proof_init_unify (QdLogicProof *proof, QdFol *fol, guint x, guint y);
void     qd_logic_proof_clear (QdLogicProof *proof);

/* The steps a presentation goes through (options.step from 0 to this). */
guint    qd_logic_proof_n_steps  (const QdLogicProof *proof);
void     qd_logic_proof_get_size (const QdLogicProof *proof, const QdPropRenderOptions *options, double *width,
                                  double *height);
/* The row, node or line under (x, y) (options.selected's numbering), or -1. */
gint     qd_logic_proof_hit      (const QdLogicProof *proof, const QdPropRenderOptions *options, double x, double y);
void     qd_logic_proof_render   (cairo_t *cr, const QdLogicProof *proof, const QdPropRenderOptions *options);
/* The items a keyboard goes through (hit indices 0 … n - 1): the rows of
 * a table drawn in full (none past QD_PROP_RENDER_MAX_TABLE_ROWS), the
 * nodes of a tree or list, the graph's symbols and rules, the CNF's lines. */
guint    qd_logic_proof_n_items  (const QdLogicProof *proof);
/* Where item `index` is drawn; FALSE when it is not. */
gboolean qd_logic_proof_item_box (const QdLogicProof *proof, const QdPropRenderOptions *options, guint index,
                                  double *x, double *y, double *width, double *height);
/* What item `index` (a hit) is, for people (to free): a row's values, a
 * clause and its parents, a symbol or a rule, a step of the conversion. */
char    *qd_logic_proof_describe (const QdLogicProof *proof, gint index);
/* The drawing's title for people: "Truth table", "Refutation", … */
const char *qd_logic_proof_title (const QdLogicProof *proof);
/* What the drawing shows, with the book's figure: a report's caption. */
const char *qd_logic_proof_caption (const QdLogicProof *proof);

G_END_DECLS
