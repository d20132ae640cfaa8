/* qd-search-tree-render-private.h — what the search-tree drawing's files
 * share: where the drawing is (Geometry) and a frame being drawn (Render).
 *
 * qd-search-tree-render.c draws the levels whose nodes have room as shapes
 * and edges; qd-search-tree-dense.c draws the crowded levels aggregated per
 * pixel column.
 */
#pragma once

#include "qd-draw.h"
#include "qd-search-tree-render.h"

G_BEGIN_DECLS

#define QD_SEARCH_TREE_N_SHAPES 11   /* the shapes of qd-search-tree-render.c */

/* Where the drawing is: which levels, columns and ids it shows. */
typedef struct {
  const QdSearchTreeLayout *layout;
  const QdSearchTree *tree;
  const QdSearchTreeRenderOptions *o;
  double col0, col1;     /* the columns shown: [col0, col1) */
  guint d0, d_end;       /* the levels shown: [d0, d_end) */
  guint root;            /* the subtree's root, or NONE */
  double tri_w, tri_h;   /* a collapsed subtree's triangle */
  double shape;          /* a node's size */
} QdSearchTreeGeometry;

/* A label queued to be drawn over its plate. */
typedef struct {
  double x, y;
  gsize offset;                     /* its text in the frame's label_texts */
} QdSearchTreeLabel;

/* A frame being drawn. */
typedef struct {
  QdSearchTreeGeometry g;
  cairo_t *cr;
  const QdPalette *palette;
  QdColor improving;                /* an improving solution's fill (the regions' orange) */
  double ox, oy;                    /* options->x, y */
  double cx1, cy1, cx2, cy2;        /* the clip, in drawing units */
  double line;                      /* the edges' width */
  QdDrawText text;
  GArray *shapes[QD_SEARCH_TREE_N_SHAPES]; /* node ids by shape, per frame */
  guint dense_from;                 /* dense[d - dense_from]: level d is drawn as density */
  GArray *dense;
  GString *label;
  GArray *labels;                   /* QdSearchTreeLabel */
  GString *label_texts;             /* the labels' texts, each with its nul */
} QdSearchTreeFrame;

static inline guint
node_depth (const QdSearchTreeGeometry *g, guint id)
{
  return qd_search_tree_node (g->tree, id)->depth;
}

static inline double
geometry_x (const QdSearchTreeGeometry *g, double column)
{
  return QD_SEARCH_TREE_MARGIN + (column - g->col0) * g->o->column;
}

static inline double
geometry_column (const QdSearchTreeGeometry *g, double x)
{
  return g->col0 + (x - QD_SEARCH_TREE_MARGIN) / g->o->column;
}

static inline double
geometry_y (const QdSearchTreeGeometry *g, guint depth)
{
  return QD_SEARCH_TREE_MARGIN + g->shape / 2 + ((double) depth - g->d0) * g->o->level;
}

/* The level's nodes within the subtree drawn and the columns at drawing
 * units [x1, x2): [*a, *b). */
static inline void
level_bounds (const QdSearchTreeGeometry *g, guint d, double x1, double x2, guint *a, guint *b)
{
  *a = qd_search_tree_layout_level_find (g->layout, d, MAX (geometry_column (g, x1), g->col0));
  *b = qd_search_tree_layout_level_find (g->layout, d, MIN (geometry_column (g, x2), g->col1));
  *b = MAX (*a, *b);
}

/* TRUE when level d is drawn as density.  (These helpers are static: each
 * file including this header has its own.) */
static inline gboolean
is_dense (const QdSearchTreeFrame *r, guint d)
{
  return d >= r->dense_from && d - r->dense_from < r->dense->len &&
         g_array_index (r->dense, gboolean, d - r->dense_from);
}

/* The dense levels among [d1, d2) within the clip: per pixel column (per
 * unit on vector targets or with options->paths) a bar up from the level's
 * row, taller where more nodes share the column, coloured by their share of
 * failures (pruned moves in a game) and solutions, a green foot under a
 * column holding a solution; under a level drawn as shapes, each parent's
 * edges to its first and last child. */
void   qd_search_tree_dense_draw (QdSearchTreeFrame *r, guint d1, guint d2);

G_END_DECLS
