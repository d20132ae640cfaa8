/* qd-constraints-render.h — a constraint network as a course draws it
 * (AIspace's CSP applet): the variables as ovals with their values (those
 * removed struck through and greyed, a solution's value in bold), the
 * constraints as rounded boxes with their text, and an edge for each arc
 * (variable, constraint), coloured by its AC-3 state with a second channel
 * (dashes for the arcs to do, a cross on an inconsistent one, a tick on a
 * consistent one).  The same drawing serves the window and the exports. */
#pragma once

#include <cairo.h>

#include "problems/constraints/qd-constraints-ac3.h"
#include "problems/constraints/qd-constraints-replay.h"
#include "problems/csp/qd-csp-arrays.h"
#include "problems/csp/qd-csp-model.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* Where everything is, in drawing units (centres and sizes). */
typedef struct {
  double x, y, width, height;
} QdConstraintsBox;

/* Which drawing of the network: the graph (variables as ovals, the
 * constraints as boxes, an edge per arc) or the grid (each array of
 * variables as what it is, a 2-D array a grid of cells, a 1-D array a row,
 * each cell its variable's value or domain; problems/csp/qd-csp-arrays.h).
 * AUTO: the grid past QD_CONSTRAINTS_GRAPH_MAX_VARIABLES, else the graph. */
typedef enum {
  QD_CONSTRAINTS_SHOW_AUTO,
  QD_CONSTRAINTS_SHOW_GRAPH,
  QD_CONSTRAINTS_SHOW_GRID,
} QdConstraintsShow;

/* Past this many variables the graph cannot be read: its ring of ovals,
 * each about 100 units with its gap, is then more than 1,600 units around,
 * an ellipse about 750 × 580 units with its margins, which fills a board of
 * 900 × 700 pixels (the Constraints tab at 1400 × 900) at full size; with
 * more, the fitted zoom goes below 1 and the 12-pt values below 12 px, and
 * an XCSP3 Sudoku's 81 ovals need a 50 % zoom (6-px values) and more.  So
 * the grid is the default past it, and the graph folds each array into one
 * node. */
#define QD_CONSTRAINTS_GRAPH_MAX_VARIABLES 16
/* Past this many boxes of constraints the graph folds them by kind, and
 * the grid is the default past twice as many constraints: Golomb-8's 378
 * distances apart (issue 92) drew as many boxes on each other. */
#define QD_CONSTRAINTS_KINDS_FROM 40

/* The grid's blocks: one per array, then one for the other variables. */
typedef struct {
  const QdCspArray *array;      /* NULL: the scalars, each cell named above it */
  double x, y;                  /* the top-left corner of the first cell */
  double cell_width, cell_height;
  guint per_row;                /* cells on a drawn row (a long 1-D array wraps) */
  guint n_cells;
  double title_y;               /* the title's middle (arrays) */
  /* A one-row array in a linear constraint (and the linear objective):
   * each one's coefficients on a row under the cells (a knapsack's
   * weights, then its values), the first row's middle at coef_y, then
   * each one's total on a line of its own. */
  const QdCspModelLinear *linear[2];
  guint n_linear;
  double coef_y;
} QdConstraintsGridBlock;

typedef struct {
  guint n_vars, n_constraints;
  QdConstraintsBox *vars;
  QdConstraintsBox *constraints;
  char **labels;                /* each constraint's text as drawn (short, ellipsized) */
  /* Each constraint's edges folded into one thick edge to its array's
   * variables (qd-constraints-fold.h): its arcs are not drawn apart. */
  gboolean *folded;
  /* A pairwise != that an alldifferent states too (the model adds both):
   * that alldifferent, whose box stands for it (it has no box, its arcs
   * are not drawn); else -1. */
  gint *owner;
  /* A dense graph (more than QD_CONSTRAINTS_KINDS_FROM boxes, or its
   * arrays folded) folds its constraints by kind (qd_constraints_kind_key):
   * the first of a kind has the box, labelled "378 × …", which the others
   * share (their boxes are its); -1: not folded.  NULL: none folded. */
  gint *group;
  gboolean *arc_dup;            /* an arc whose edge an earlier one draws (NULL: none) */
  GArray *arcs;                 /* QdConstraintsArc, as qd_constraints_arcs lists them */
  double width, height;         /* the drawing's size; every box lies inside */
  double shift_x, shift_y;      /* drawing = the units of `moved` + this */
  /* The grid: the variables are its cells (vars[] their boxes), the
   * constraints and arcs are not drawn. */
  gboolean grid;
  /* The graph past QD_CONSTRAINTS_GRAPH_MAX_VARIABLES: each array one node
   * (its variables share that box), one edge per constraint and node. */
  gboolean folded_arrays;
  QdCspArrays *arrays;          /* with grid or folded_arrays, else NULL */
  QdConstraintsGridBlock *blocks;
  guint n_blocks;
  /* Room for a line above the drawing (the options' caption: an
   * optimisation's objective), its middle; 0: none. */
  double caption_y;
} QdConstraintsLayout;

/* Variables on a circle in the file's order, each constraint at the centre
 * of its variables, boxes pushed apart where they overlap: the same
 * network gives the same picture.  `moved` (nullable) maps a variable's
 * name, or "#N" for constraint N, to the centre it was dragged to
 * (double[2], in the layout's units before its margins). */
QdConstraintsLayout *qd_constraints_layout_new  (const QdCspModel *model, GHashTable *moved);
/* The same, as `show` says (AUTO: as qd_constraints_layout_new). */
QdConstraintsLayout *qd_constraints_layout_new_as (const QdCspModel *model, GHashTable *moved, QdConstraintsShow show);
/* Whether AUTO is the grid for this model. */
gboolean             qd_constraints_show_grid_first (const QdCspModel *model);
void                 qd_constraints_layout_free (QdConstraintsLayout *layout);
/* What is at (x, y) in drawing units: a variable (*kind 0), a constraint
 * (1), an arc (2, its index in layout->arcs); FALSE when nothing. */
gboolean             qd_constraints_layout_hit  (const QdConstraintsLayout *layout, double x, double y,
                                                 guint *kind, guint *index);
/* Whether constraint c has a box of its own on the graph (not one a
 * pairwise != an alldifferent's box stands for, nor one folded into its
 * group's box). */
gboolean             qd_constraints_layout_drawn (const QdConstraintsLayout *layout, guint c);
/* The middle of an arc's edge, where its mark is drawn. */
void                 qd_constraints_layout_arc_middle (const QdConstraintsLayout *layout, guint arc,
                                                       double *x, double *y);

typedef struct {
  const QdPalette *palette;           /* NULL: light */
  /* The values left of each variable (model var → array over its initial
   * domain), or NULL: the initial domains. */
  const gboolean *const *domains;
  /* Each arc's state (QdConstraintsArcState, one per layout arc), or NULL:
   * the edges plain. */
  const guint8 *arc_states;
  gint current_arc;                   /* drawn thicker, or -1 */
  gint selected_var;                  /* outlined in the accent, or -1 */
  gint selected_constraint;           /* the same, or -1 */
  const gint *solution;               /* a value index per variable, or NULL */
  /* A search's replay: the value assigned to each variable (-1: none),
   * boxed and in bold among its values; or NULL. */
  const gint *assigned;
  /* The values removed by the step on show (var → array over its initial
   * domain): crossed out as well as struck through; or NULL. */
  const gboolean *const *pruned;
  gint wiped_out;                     /* a variable a wipe-out just emptied: marked ∅, or -1 */
  /* The constraint graph's structure (the tree-structured solver): a
   * cycle's variables and constraints (and their edges) in the error
   * colour, thick; a cycle cutset's variables with a double outline; each
   * variable's place in a topological order (from 1; 0: none) in a badge.
   * NULL: none. */
  const gboolean *cycle_vars;
  const gboolean *cycle_constraints;
  const gboolean *cutset_vars;
  const guint *order;
  /* A line drawn above the network where the layout has room for it (an
   * optimisation's "Objective: 583 (optimal)"), or NULL. */
  const char *caption;
} QdConstraintsRenderOptions;

void qd_constraints_render_options_init (QdConstraintsRenderOptions *options, const QdPalette *palette);
void qd_constraints_render (cairo_t *cr, const QdCspModel *model, const QdConstraintsLayout *layout,
                            const QdConstraintsRenderOptions *options);

/* What a QdDrawFunc needs to draw a network (the exports of the command
 * line, the reports): qd_constraints_drawing_draw takes it as its data. */
typedef struct {
  const QdCspModel *model;
  QdConstraintsLayout *layout;
  QdConstraintsRenderOptions options;
  double scale;                 /* the drawing scaled by this (0: 1) */
} QdConstraintsDrawing;

/* A picture's longest side, in points (SVG, PDF; a PNG is drawn at twice
 * that: at most 4,000 pixels). */
#define QD_CONSTRAINTS_PICTURE_MAX 2000.0
/* The variables a picture (--png, --svg, --pdf) draws at most: 10,000 cells
 * of the grid, 100 a row for a long array, are 20 points each on a side of
 * 2,000; a larger problem (a million variables of an XCSP3 <slide> made an
 * SVG of 684 MB and a PNG of 4,000 × 1) is refused before its search. */
#define QD_CONSTRAINTS_PICTURE_MAX_VARIABLES 10000

void qd_constraints_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing);
/* The scale that brings the layout within QD_CONSTRAINTS_PICTURE_MAX a side
 * into d->scale (0: none needed), and the picture's size. */
void qd_constraints_drawing_fit  (QdConstraintsDrawing *drawing, double *width, double *height);

/* A sentence in place of a network that has no variable yet: the size of
 * its drawing, and the drawing. */
void qd_constraints_render_note_size (const char *text, double *width, double *height);
void qd_constraints_render_note      (cairo_t *cr, const QdPalette *palette, const char *text);

G_END_DECLS
