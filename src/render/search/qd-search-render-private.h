/* qd-search-render-private.h — what the search drawings share: the step a
 * drawing shows (its statuses, the path to its node, the frontier's best),
 * and the colours of the statuses.  qd-search-render.c draws routes and
 * texts, qd-search-render-grid.c mazes and puzzles. */
#pragma once

#include "qd-search-render.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

#define QD_SEARCH_RENDER_MARGIN 24.0

/* What a drawing shows of a run at its step. */
typedef struct {
  const QdSearchRenderOptions *options;
  const QdPalette *palette;
  const QdSearchDoc *doc;
  const QdSearchRun *run;       /* NULL: the instance alone (or a worker's copy: `status` only) */
  guint step;                   /* the run's step (resolved: never G_MAXUINT) */
  gint event;                   /* the step's event, -1: none */
  guint8 *status;               /* n_cells statuses, or NULL (no run, a puzzle) */
  const guint8 *status_view;    /* status, or the options' */
  GArray *path;                 /* guint cells (route, maze) or event indexes (tiles): start → the step's node */
  guint8 *board;                /* tiles, the solution's replay: the board after `moves` moves (file numbers) */
  guint8 *sides;                /* bidirectional: n_cells, bit 1 reached forward, bit 2 backward; else NULL */
  guint meet;                   /* bidirectional: the meeting cell so far, G_MAXUINT none */
} QdSearchScene;

G_GNUC_INTERNAL void qd_search_scene_init  (QdSearchScene *scene, const QdSearchRenderOptions *options);
G_GNUC_INTERNAL void qd_search_scene_clear (QdSearchScene *scene);
/* qd-search-render-bidir.c: a bidirectional run's sides and meeting
 * (scene->sides, scene->meet), the backward search's colours and mark, the
 * meeting's double ring. */
G_GNUC_INTERNAL void     qd_search_scene_init_sides (QdSearchScene *scene);
G_GNUC_INTERNAL gboolean qd_search_render_is_backward (const QdSearchScene *scene, guint cell);
G_GNUC_INTERNAL void     qd_search_render_backward_color (const QdPalette *palette, gboolean frontier, QdColor *out);
G_GNUC_INTERNAL void     qd_search_render_backward_mark (cairo_t *cr, const QdPalette *palette, double x, double y,
                                                         double r);
G_GNUC_INTERNAL void     qd_search_render_meet_mark (cairo_t *cr, const QdPalette *palette, double x, double y,
                                                     double r);
/* qd-search-render-text.c: how the algorithm orders an event's node, as
 * a line says it ("f = g + h = 140 + 253 = 393", "g = 140", "depth 2") or
 * as a label beside it (`label`: "393 = 140 + 253", "g 140", NULL for the
 * uninformed searches). */
G_GNUC_INTERNAL char *qd_search_render_order_text (const QdSearchRun *run, const QdSearchEvent *event,
                                                   gboolean label);
/* Strokes the current path as a mark of the editor's cursor or the
 * frontier: accent, dashed, `width` wide. */
G_GNUC_INTERNAL void qd_search_render_stroke_dashed (cairo_t *cr, const QdPalette *palette, double width,
                                                     guint style);

/* The status colours: explored (a tint of `good` on leaf_fill), the frontier
 * and the path (accent). */
G_GNUC_INTERNAL void qd_search_render_explored_color (const QdPalette *palette, QdColor *out);

/* qd-search-render-grid.c */
G_GNUC_INTERNAL void qd_search_render_maze_size  (const QdSearchMaze *maze, double *width, double *height);
G_GNUC_INTERNAL double qd_search_render_maze_cell (const QdSearchMaze *maze);
G_GNUC_INTERNAL void qd_search_render_maze       (cairo_t *cr, const QdSearchScene *scene);
G_GNUC_INTERNAL void qd_search_render_tiles_size (const QdSearchTiles *tiles, double *width, double *height);
G_GNUC_INTERNAL double qd_search_render_tile     (const QdSearchTiles *tiles);
G_GNUC_INTERNAL void qd_search_render_tiles      (cairo_t *cr, const QdSearchScene *scene);
/* qd-search-render-rbfs.c: RBFS's forgotten and regenerated nodes; a mark
 * (QdSearchRbfsMark) of radius r centred at (x, y). */
G_GNUC_INTERNAL void qd_search_render_rbfs       (cairo_t *cr, const QdSearchScene *scene);
G_GNUC_INTERNAL void qd_search_render_rbfs_mark  (cairo_t *cr, const QdPalette *palette, guint8 mark, double x,
                                                  double y, double r);
/* qd-search-render-legend.c: the key, along the picture's top edge (unless
 * the options put it apart). */
G_GNUC_INTERNAL void qd_search_render_legend     (cairo_t *cr, const QdSearchScene *scene);

G_END_DECLS
