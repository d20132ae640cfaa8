/* qd-search-tree-render.h — a recorded search tree drawn with cairo, Gist's
 * way.
 *
 * CSP nodes: inner nodes circles, failures red squares, solutions green
 * diamonds; game nodes: MAX ▲, MIN ▼, leaves boxes (dashed at the horizon),
 * cut-offs marked with a bar, pruned moves small and grey.  A collapsed
 * subtree is a triangle (green when it holds a solution, red when not)
 * with its node count; a node whose descendants the recorder dropped shows
 * "+N"; the chosen line is drawn thick and green, the selected node ringed.
 * Labels sit beside the nodes where there is room, only when zoomed in.
 *
 * Only what meets the clip is drawn: the visible part of each level is
 * found by binary search, and where nodes are closer than a few units a
 * level is drawn per pixel column (a bar whose height tells how many nodes
 * share the column and whose colour their share of failures, solutions
 * marked on top; see qd-search-tree-dense.c), so a frame of a million-node
 * tree costs about as much as a frame of a small one.
 */
#pragma once

#include <cairo.h>

#include "qd-palette.h"
#include "qd-search-tree-layout.h"

G_BEGIN_DECLS

/* Sizes at zoom 1, in drawing units. */
#define QD_SEARCH_TREE_COLUMN     24.0   /* a layout column */
#define QD_SEARCH_TREE_LEVEL      52.0   /* from a level to the next */
#define QD_SEARCH_TREE_NODE       14.0   /* a node's shape */
/* Levels stay this far apart however far the tree is zoomed out, so a wide
 * tree fitted to a window still shows its levels. */
#define QD_SEARCH_TREE_MIN_LEVEL  12.0
#define QD_SEARCH_TREE_MARGIN     16.0

typedef struct {
  const QdPalette *palette;
  double column;          /* units per layout column */
  double level;           /* units from a level to the next */
  double node;            /* a node's size */
  double x, y;            /* the drawing's point at cr's origin (scrolling) */
  gint selected;          /* ringed, or -1 */
  gint root;              /* draw only this node's subtree, or -1: the whole tree */
  gboolean paths;         /* crowded levels as cairo paths even on a raster target
                           * (as PDF, SVG and PostScript get them) */
  double label_right;     /* labels may reach this far right (drawing units; a window
                           * wider than a small tree), else the drawing's edge: 0 */
} QdSearchTreeRenderOptions;

void qd_search_tree_render_options_init     (QdSearchTreeRenderOptions *options, const QdPalette *palette);
/* Sizes for `zoom` (1: the sizes above); levels at least MIN_LEVEL apart. */
void qd_search_tree_render_options_set_zoom (QdSearchTreeRenderOptions *options, double zoom);

/* The drawing's size (the root's subtree's when options->root >= 0). */
void qd_search_tree_render_get_size   (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                                       double *width, double *height);
/* A shown node's centre in drawing units (options->x and y not applied). */
void qd_search_tree_render_get_center (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                                       guint node, double *x, double *y);
/* The shown node drawn at (x, y) in drawing units (options->x and y not
 * applied; a collapsed node's triangle included), or -1. */
gint qd_search_tree_render_hit        (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                                       double x, double y);

/* The fill of an improving solution's star (a CSP solution marked
 * QD_SEARCH_NODE_IMPROVING by branch and bound), for a legend. */
void qd_search_tree_improving_color   (const QdPalette *palette, QdColor *color);
/* The rings of recursive best-first search's marks, for a legend: dashed
 * around a FORGOTTEN node, solid around a REGENERATED one. */
void qd_search_tree_rbfs_colors       (const QdPalette *palette, QdColor *forgotten, QdColor *regenerated);

/* Paints the background and the part of the tree within cr's clip. */
void qd_search_tree_render            (cairo_t *cr, const QdSearchTreeLayout *layout,
                                       const QdSearchTreeRenderOptions *options);

/* A layout and options as one drawing for qd_export_drawing():
 * qd_search_tree_drawing_draw is a QdDrawFunc taking a QdSearchTreeDrawing. */
typedef struct {
  const QdSearchTreeLayout *layout;
  QdSearchTreeRenderOptions options;
} QdSearchTreeDrawing;

/* The whole tree (root -1) or a subtree at `zoom`, or smaller so that no
 * side passes max_size units; gives the drawing's size. */
void qd_search_tree_drawing_init (QdSearchTreeDrawing *drawing, const QdSearchTreeLayout *layout,
                                  const QdPalette *palette, gint root, double zoom, double max_size,
                                  double *width, double *height);
void qd_search_tree_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
