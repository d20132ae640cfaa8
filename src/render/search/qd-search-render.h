/* qd-search-render.h — a state-space search drawn with cairo: the route map,
 * the grid maze or the sliding-tile puzzle, alone or at a step of a run.
 *
 * - Route: roads as lines with their costs (an arrowhead on a one-way road),
 *   places as discs with their names, the start ringed and marked "S", the
 *   goal ringed twice and marked "G".  At a step: explored places filled and
 *   dotted, frontier places ringed with dashes and labelled f = g + h, the
 *   search tree's edges to explored places drawn thick, the path from the
 *   start to the node being expanded thicker with arrowheads, that node
 *   ringed thick.
 * - Maze: walls dark, costly cells shaded by their cost (with the digit when
 *   cells are large enough), explored cells tinted with a dot, frontier cells
 *   outlined, the path a line through the cells' centres, S and G.  A maze of
 *   more than QD_SEARCH_RENDER_PIXEL_CELLS cells is drawn as an image, a
 *   pixel a cell, scaled.
 * - Tiles: the board of the node being expanded (the start before a run),
 *   each misplaced tile marked with a corner triangle, the goal as a small
 *   inset, g, h and f under it, and the frontier's best boards in a row below
 *   with their f.
 * Colours come from the palette's roles only; each has a second channel
 * (dots, dashes, rings, letters, triangles) so that nothing is told by
 * colour alone.  Lines through qd_draw_line_width, text × text_scale. */
#pragma once

#include <cairo.h>

#include "problems/search/qd-search.h"
#include "problems/search/qd-search-run.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* Mazes larger than this are drawn a pixel a cell (no dots nor digits). */
#define QD_SEARCH_RENDER_PIXEL_CELLS 40000
/* The frontier boards shown under a puzzle. */
#define QD_SEARCH_RENDER_FRONTIER_BOARDS 6

typedef struct {
  const QdSearchDoc *doc;
  const QdSearchRun *run;      /* may be NULL: the instance alone; else a run of this document */
  guint step;                  /* the run's step shown; G_MAXUINT: the end (the path found) */
  gint cursor;                 /* the editor's place or cell, marked; -1: none */
  gboolean editing;            /* the editor's drawing: the run is not shown */
  const QdPalette *palette;    /* NULL: light */
  double min_name_px;          /* on screen: names at least this many pixels high (QD_CANVAS_MIN_NAME_PX); 0: exports */
  /* Optional: the statuses of the places or cells at the step
   * (qd_search_render_statuses), made already: a drawing made on a worker
   * from copies, with `run` NULL. */
  const guint8 *status;
  /* G_MAXUINT (the default): the search at `step`; else the path the run
   * found after this many of its moves (the solution's replay: no
   * frontier nor explored set). */
  guint moves;
  /* Practice, for a question on which node the search takes next: a
   * route's or a maze's node at the step drawn as one of the frontier, the
   * path to it not drawn; a puzzle's board the one of the step before, the
   * frontier's boards in the order they were reached (not best first).  Or,
   * `hide_current_f`, for a question on the node's f: its f label, or the
   * puzzle's line of g, h and f, left out. */
  gboolean hide_current;
  gboolean hide_current_f;
  /* On screen: the key to the marks is shown beside the drawing
   * (qd_search_render_legend_items), not drawn in it. */
  gboolean legend_apart;
} QdSearchRenderOptions;

/* The keys of a drawing's marks. */
typedef enum {
  QD_SEARCH_LEGEND_FORWARD,       /* bidirectional: reached from the start */
  QD_SEARCH_LEGEND_BACKWARD,      /* bidirectional: reached from the goal */
  QD_SEARCH_LEGEND_MEET,          /* bidirectional: where the two meet */
  QD_SEARCH_LEGEND_FORWARD_FRONTIER,  /* bidirectional: the forward search's frontier ring */
  QD_SEARCH_LEGEND_BACKWARD_FRONTIER, /* bidirectional: the backward search's */
  QD_SEARCH_LEGEND_FORGOTTEN,     /* RBFS: a node forgotten */
  QD_SEARCH_LEGEND_REGENERATED,   /* RBFS: a node generated again */
  QD_SEARCH_N_LEGEND
} QdSearchLegend;

void     qd_search_render_options_init (QdSearchRenderOptions *options, const QdSearchDoc *doc);
/* The drawing's natural size in points. */
void     qd_search_render_get_size     (const QdSearchDoc *doc, double *width, double *height);
/* Paints the background and the document, at the step the options say. */
void     qd_search_render              (cairo_t *cr, const QdSearchRenderOptions *options);
/* The same as a QdDrawFunc (render/qd-export.h) taking the options: a
 * report's figure, an exported picture. */
void     qd_search_render_draw         (cairo_t *cr, double width, double height, gpointer options);
/* The keys the drawing of `options` needs, in order, into `items` (room for
 * QD_SEARCH_N_LEGEND); returns how many (0: none). */
guint    qd_search_render_legend_items (const QdSearchRenderOptions *options, QdSearchLegend *items);
/* A key's name, translated. */
const char *qd_search_render_legend_label (QdSearchLegend item);
/* A key's swatch in a size × size square whose top left is (x, y). */
void     qd_search_render_legend_swatch (cairo_t *cr, const QdPalette *palette, QdSearchLegend item, double x,
                                         double y, double size);

/* The cells of the drawing (for the keyboard cursor, the editors and the
 * screen reader): the places of a route, the cells of a maze (row × cols +
 * col), the cells of a board (row × cols + col). */
guint    qd_search_render_n_cells      (const QdSearchDoc *doc);
/* A cell's rectangle in picture units. */
void     qd_search_render_cell_rect    (const QdSearchDoc *doc, guint cell, double *x, double *y,
                                        double *width, double *height);
/* The cell drawn at (px, py), or -1 (a route: the place within reach). */
gint     qd_search_render_hit          (const QdSearchDoc *doc, double px, double py);
/* A route's picture units to its coordinates and back (x east, y north);
 * FALSE when the map is drawn on a circle (a place without coordinates). */
gboolean qd_search_render_to_world     (const QdSearchDoc *doc, double px, double py, double *x, double *y);
gboolean qd_search_render_from_world   (const QdSearchDoc *doc, double x, double y, double *px, double *py);

/* The statuses (QdSearchCellStatus, qd_search_run_n_cells bytes) a drawing
 * shows at `step`: the run's (qd_search_run_statuses), and at the end
 * (G_MAXUINT) of a solved run the path found as PATH, its goal CURRENT. */
void     qd_search_render_statuses     (const QdSearchRun *run, guint step, guint8 *status);
/* Practice (`hide_current`): the statuses with the node taken next as one
 * of the frontier and the path to it as explored. */
void     qd_search_render_hide_current (guint8 *status, guint n);

/* The document in words (the board's description before a run): "Route
 * map of 20 places and 23 roads, from Arad to Bucharest." */
char    *qd_search_render_doc_text     (const QdSearchDoc *doc);
/* A puzzle's cell in words at the step (G_MAXUINT, or no run: the start):
 * "Row 1, column 2: tile 7, belongs at row 3, column 2", "…: the blank". */
char    *qd_search_render_board_text   (const QdSearchDoc *doc, const QdSearchRun *run, guint step, guint cell);

/* The step's node in words for the window and the animation's band:
 * "Expanding Rimnicu Vilcea: f = g + h = 220 + 193 = 413", "Iteration 3:
 * depth limit 2", "Goal Bucharest reached: g = 418"; the end of the run
 * without a step: what it found. */
char    *qd_search_render_step_text    (const QdSearchRun *run, guint step);
/* The same as a practice question leaves it (the options' hide_current and
 * hide_current_f): the step before's, or the node without its f. */
char    *qd_search_render_practice_step_text (const QdSearchRun *run, guint step, gboolean hide_current,
                                              gboolean hide_current_f);
/* What the run found: "Path of 4 steps, cost 418: 5 expanded, 15
 * generated.", "No solution: …", "Stopped: …". */
char    *qd_search_render_result_text  (const QdSearchRun *run);

G_END_DECLS
