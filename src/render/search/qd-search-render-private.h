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
} QdSearchScene;

G_GNUC_INTERNAL void qd_search_scene_init  (QdSearchScene *scene, const QdSearchRenderOptions *options);
G_GNUC_INTERNAL void qd_search_scene_clear (QdSearchScene *scene);
/* The step's event's label: "f = g + h" figures as the algorithm orders
 * (astar "393 = 140 + 253", ucs "g 140", greedy "h 253"), or NULL. */
G_GNUC_INTERNAL char *qd_search_scene_f_text (const QdSearchScene *scene, const QdSearchEvent *event);

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

G_END_DECLS
