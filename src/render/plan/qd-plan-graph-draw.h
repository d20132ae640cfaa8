/* qd-plan-graph-draw.h — a planning graph (core/qd-strips-graph.h) drawn
 * with cairo as AIMA draws it (4e figure 11.6, 3e figure 10.8):
 *
 * - columns S0 A0 S1 A1 … from left to right, each named at its top;
 * - a literal as its label ("Have(Cake)", "¬Have(Cake)"; PDDL's "(have cake)"
 *   unless book_names), each literal on
 *   one row across the columns (in the graph's order: a fact, then its
 *   negation), in every literal level holding it;
 * - an operator as a box with its name, in an action column, placed
 *   between the rows of the literals it touches; a persistence action as a
 *   small square on its literal's row;
 * - lines from each precondition to its action and from each action to its
 *   effects, in the foreground colour, meeting the literals and the
 *   operators' boxes (each as wide as its column) at the columns' edges:
 *   no line crosses a label, no box overlaps another or a literal's row;
 * - the mutex links of the focus item (QdPlanGraphDrawing.focus) as arcs
 *   to each of its partners, the partners outlined, in a second colour
 *   (the palette's `bad`), and a legend; no mutex at all without a focus
 *   (every level's, a tangle past have cake, only with `mutexes`);
 * - selected items (QdPlanGraphDrawing.selected) on an accent-coloured
 *   ground.
 *
 * Meant for a small task (have cake, the spare tire, the blocks world of
 * three blocks, air cargo): the size grows with the levels times the
 * literals.
 */
#pragma once

#include <cairo.h>

#include "core/qd-strips-graph.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* A literal of S_level or an action of A_level (qd-strips-graph.h's numbers). */
typedef struct {
  guint level;
  gboolean action;
  guint index;
} QdPlanGraphItem;

/* What to draw: also the data of qd_plan_graph_drawing_draw. */
typedef struct {
  const QdStripsGraph *graph;
  const QdPalette *palette;
  guint max_levels;        /* the literal levels drawn at most (0: all built, up to the level-off) */
  gboolean mutexes;        /* draw every mutex link of every level (FALSE: the focus item's only) */
  gboolean book_names;     /* names as AIMA writes them, "PutOn(Spare, Axle)"; else PDDL's */
  const QdPlanGraphItem *selected;  /* items marked in the accent colour (a plan's actions, a */
  guint n_selected;                 /* practice question's answer), or NULL */
  const QdPlanGraphItem *focus;     /* the item whose mutexes are drawn, or NULL: none */
} QdPlanGraphDrawing;

/* The graph (which must outlive the drawing), its palette (NULL: light),
 * every level built, no mutex drawn, the book's names. */
void qd_plan_graph_drawing_init (QdPlanGraphDrawing *drawing, const QdStripsGraph *graph, const QdPalette *palette);
/* The natural size of the picture. */
void qd_plan_graph_draw_get_size (const QdPlanGraphDrawing *drawing, double *width, double *height);
/* Paints the background and the graph at its natural size. */
void qd_plan_graph_draw          (cairo_t *cr, const QdPlanGraphDrawing *drawing);
/* The item drawn under (x, y) in picture units; FALSE when none. */
gboolean qd_plan_graph_draw_hit (const QdPlanGraphDrawing *drawing, double x, double y, QdPlanGraphItem *item);
/* The box around an item as drawn (a little more than its ink), in picture
 * units: x, y, width, height; FALSE when it is not drawn. */
gboolean qd_plan_graph_draw_item_box (const QdPlanGraphDrawing *drawing, const QdPlanGraphItem *item, double box[4]);
/* The mutex links the drawing draws, as pairs of items (the focus first):
 * 2 n QdPlanGraphItem, to free. */
GArray  *qd_plan_graph_draw_mutex_links (const QdPlanGraphDrawing *drawing);
/* The same as a QdDrawFunc for qd_export_drawing (`drawing` a QdPlanGraphDrawing). */
void qd_plan_graph_drawing_draw  (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
