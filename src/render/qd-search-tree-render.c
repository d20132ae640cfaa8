/* qd-search-tree-render.c — a recorded search tree drawn Gist's way, only
 * what is visible, aggregated where nodes crowd.
 *
 * Drawing units are the layout's columns times options->column across and
 * levels times options->level down; options->x and y are subtracted before
 * anything reaches cairo, so a window scrolled far into a wide tree hands
 * cairo small numbers (its fixed-point device coordinates overflow past
 * about 8 million).  Each class of shape goes into one path, filled and
 * stroked once.
 */
#include "qd-search-tree-render.h"
#include "qd-pixels.h"

#include "qd-draw.h"

#include <math.h>
#include <string.h>

/* Below this many units per column, a level is drawn as density strokes. */
#define DENSE_COLUMN     4.0
/* Labels from this many units per column, counts in triangles and "+N" from
 * COUNT_COLUMN. */
#define LABEL_COLUMN    20.0
#define COUNT_COLUMN    12.0
#define LABEL_SIZE      11.0
#define COUNT_SIZE       9.5
#define LABEL_GAP        4.0
#define LABEL_REACH    180.0    /* how far right of its node a label may reach */
#define MIN_SHAPE        2.5
#define EDGE_SPAN     4096      /* edges crossing into view looked for beyond it, per side */

typedef enum {
  SHAPE_CIRCLE,      /* CSP root and inner nodes, game chance nodes */
  SHAPE_FAILURE,     /* square */
  SHAPE_SOLUTION,    /* diamond */
  SHAPE_MAX,         /* ▲ */
  SHAPE_MIN,         /* ▼ */
  SHAPE_LEAF,        /* box */
  SHAPE_HORIZON,     /* box, dashed */
  SHAPE_PRUNED,      /* small grey */
  SHAPE_TRIANGLE_GOOD,
  SHAPE_TRIANGLE_BAD,
  N_SHAPES
} Shape;

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
} Geometry;

typedef struct {
  Geometry g;
  cairo_t *cr;
  const QdPalette *palette;
  double ox, oy;                    /* options->x, y */
  double cx1, cy1, cx2, cy2;        /* the clip, in drawing units */
  double line;                      /* the edges' width */
  QdDrawText text;
  GArray *shapes[N_SHAPES];         /* node ids by shape, per frame */
  GArray *runs;                     /* Run, per level */
  guint dense_from;                 /* dense[d - dense_from]: level d is drawn as density */
  GArray *dense;
  GString *label;
  QdPixels *pixels;                 /* dense levels drawn pixel by pixel (raster targets), or NULL */
  guint32 stem_color;
  GArray *stems, *drops;            /* with pixels: a level's stems and drops (x), drawn row by row */
} Render;

typedef struct {
  double u;                         /* the unit column, in drawing units */
  guint start, end;                 /* the level's nodes in it */
} Run;

/* Crowded levels (nodes closer than DENSE_COLUMN on average) are drawn as
 * density, the others node by node: at a far zoom the top of a tree keeps
 * its shapes and edges. */
static gboolean
is_dense (const Render *r, guint d)
{
  return d >= r->dense_from && d - r->dense_from < r->dense->len &&
         g_array_index (r->dense, gboolean, d - r->dense_from);
}

/* ----------------------------------------------------------------- geometry */

static void
geometry_init (Geometry *g, const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *o)
{
  memset (g, 0, sizeof *g);
  g->layout = layout;
  g->tree = qd_search_tree_layout_get_tree (layout);
  g->o = o;
  g->root = QD_SEARCH_NODE_NONE;
  g->shape = MAX (o->node, MIN_SHAPE);
  g->tri_w = QD_SEARCH_TREE_TRIANGLE_COLUMNS * o->column * 0.8;
  g->tri_h = MAX (g->shape, o->level * 0.62);
  if (o->root >= 0 && qd_search_tree_layout_is_shown (layout, (guint) o->root))
    {
      g->root = (guint) o->root;
      qd_search_tree_layout_get_span (layout, g->root, &g->col0, &g->col1);
      g->d0 = qd_search_tree_node (g->tree, g->root)->depth;
      g->d_end = qd_search_tree_layout_deepest (layout, g->root) + 1;
    }
  else
    {
      g->col0 = 0;
      g->col1 = qd_search_tree_layout_get_width (layout);
      g->d0 = 0;
      g->d_end = qd_search_tree_layout_n_levels (layout);
    }
}

static inline double
geometry_x (const Geometry *g, double column)
{
  return QD_SEARCH_TREE_MARGIN + (column - g->col0) * g->o->column;
}

static inline double
geometry_column (const Geometry *g, double x)
{
  return g->col0 + (x - QD_SEARCH_TREE_MARGIN) / g->o->column;
}

static inline double
geometry_y (const Geometry *g, guint depth)
{
  return QD_SEARCH_TREE_MARGIN + g->shape / 2 + ((double) depth - g->d0) * g->o->level;
}

static inline guint
node_depth (const Geometry *g, guint id)
{
  return qd_search_tree_node (g->tree, id)->depth;
}

void
qd_search_tree_render_options_init (QdSearchTreeRenderOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = palette != NULL ? palette : qd_palette_light ();
  options->selected = -1;
  options->root = -1;
  qd_search_tree_render_options_set_zoom (options, 1.0);
}

void
qd_search_tree_render_options_set_zoom (QdSearchTreeRenderOptions *options, double zoom)
{
  options->column = QD_SEARCH_TREE_COLUMN * zoom;
  options->level = MAX (QD_SEARCH_TREE_LEVEL * zoom, QD_SEARCH_TREE_MIN_LEVEL);
  options->node = QD_SEARCH_TREE_NODE * zoom;
}

void
qd_search_tree_render_get_size (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                                double *width, double *height)
{
  Geometry g;

  geometry_init (&g, layout, options);
  if (g.d_end <= g.d0)
    {
      *width = *height = 0;
      return;
    }
  *width = 2 * QD_SEARCH_TREE_MARGIN + (g.col1 - g.col0) * options->column;
  *height = 2 * QD_SEARCH_TREE_MARGIN + g.shape / 2 + (g.d_end - 1 - g.d0) * options->level +
            MAX (g.tri_h, g.shape / 2 + COUNT_SIZE);
}

void
qd_search_tree_render_get_center (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                                  guint node, double *x, double *y)
{
  Geometry g;

  geometry_init (&g, layout, options);
  *x = geometry_x (&g, qd_search_tree_layout_get_x (layout, node));
  *y = geometry_y (&g, node_depth (&g, node));
}

/* The level's nodes within the subtree drawn: [*a, *b). */
static void
level_bounds (const Geometry *g, guint d, double x1, double x2, guint *a, guint *b)
{
  guint n;

  qd_search_tree_layout_level (g->layout, d, &n);
  *a = qd_search_tree_layout_level_find (g->layout, d, MAX (geometry_column (g, x1), g->col0));
  *b = qd_search_tree_layout_level_find (g->layout, d, MIN (geometry_column (g, x2), g->col1));
  *b = MAX (*a, *b);
}

gint
qd_search_tree_render_hit (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                           double x, double y)
{
  Geometry g;
  double reach;
  gint best = -1;
  double best_d = G_MAXDOUBLE;

  geometry_init (&g, layout, options);
  if (g.d_end <= g.d0)
    return -1;
  reach = MAX (g.shape / 2, 3.0) + 2;
  for (double l = floor ((y - geometry_y (&g, g.d0)) / options->level); l <= ceil ((y - geometry_y (&g, g.d0)) / options->level); l++)
    {
      guint d = (guint) MAX (0, l) + g.d0, a, b, n;
      const guint32 *ids;
      double cy;

      if (l < 0 || d >= g.d_end)
        continue;
      ids = qd_search_tree_layout_level (layout, d, &n);
      cy = geometry_y (&g, d);
      level_bounds (&g, d, x - g.tri_w, x + g.tri_w, &a, &b);
      for (guint i = a; i < b; i++)
        {
          double nx = geometry_x (&g, qd_search_tree_layout_get_x (layout, ids[i]));
          double dx = fabs (x - nx), dy = y - cy, dist;

          if (qd_search_tree_layout_get_collapsed (layout, ids[i]) && dy >= 0 && dy <= g.tri_h)
            {
              /* Inside the triangle hanging from the node. */
              if (dx > g.tri_w / 2 * (dy + g.shape / 2) / (g.tri_h + g.shape / 2) + 2)
                continue;
              dist = dx;
            }
          else if (dx <= reach && fabs (dy) <= reach)
            dist = hypot (dx, dy);
          else
            continue;
          if (dist < best_d)
            {
              best_d = dist;
              best = (gint) ids[i];
            }
        }
    }
  return best;
}

/* -------------------------------------------------------------------- shapes */

static Shape
shape_of (const Render *r, guint id)
{
  const QdSearchTree *tree = r->g.tree;
  QdSearchNodeStatus status = qd_search_tree_status (tree, id);
  guint flags = qd_search_tree_flags (tree, id);

  if (qd_search_tree_layout_get_collapsed (r->g.layout, id))
    return qd_search_tree_layout_has_solution (r->g.layout, id) ? SHAPE_TRIANGLE_GOOD : SHAPE_TRIANGLE_BAD;
  if (qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_CSP)
    return status == QD_SEARCH_NODE_FAILURE ? SHAPE_FAILURE
         : status == QD_SEARCH_NODE_SOLUTION ? SHAPE_SOLUTION : SHAPE_CIRCLE;
  if (status == QD_SEARCH_NODE_PRUNED)
    return SHAPE_PRUNED;
  if (status == QD_SEARCH_NODE_LEAF || (flags & QD_SEARCH_NODE_LEAF_CUT))
    return flags & QD_SEARCH_NODE_HORIZON ? SHAPE_HORIZON : SHAPE_LEAF;
  if (flags & QD_SEARCH_NODE_CHANCE)
    return SHAPE_CIRCLE;
  return flags & QD_SEARCH_NODE_MIN ? SHAPE_MIN : SHAPE_MAX;
}

/* How far above and below its centre a node's shape reaches. */
static double
shape_top (const Render *r, guint id)
{
  return qd_search_tree_status (r->g.tree, id) == QD_SEARCH_NODE_PRUNED ? r->g.shape * 0.225 : r->g.shape / 2;
}

static double
shape_bottom (const Render *r, guint id)
{
  return qd_search_tree_layout_get_collapsed (r->g.layout, id) ? r->g.tri_h : r->g.shape / 2;
}

static void
shape_path (const Render *r, Shape shape, double x, double y, double grow)
{
  cairo_t *cr = r->cr;
  double s = r->g.shape + 2 * grow, h = s / 2;

  switch (shape)
    {
    case SHAPE_CIRCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, h, 0, 2 * G_PI);
      break;
    case SHAPE_FAILURE:
      cairo_rectangle (cr, x - h * 0.9, y - h * 0.9, s * 0.9, s * 0.9);
      break;
    case SHAPE_SOLUTION:
      cairo_move_to (cr, x, y - h * 1.25);
      cairo_line_to (cr, x + h * 1.25, y);
      cairo_line_to (cr, x, y + h * 1.25);
      cairo_line_to (cr, x - h * 1.25, y);
      cairo_close_path (cr);
      break;
    case SHAPE_MAX:
      cairo_move_to (cr, x, y - h * 1.1);
      cairo_line_to (cr, x + h * 1.2, y + h * 0.9);
      cairo_line_to (cr, x - h * 1.2, y + h * 0.9);
      cairo_close_path (cr);
      break;
    case SHAPE_MIN:
      cairo_move_to (cr, x, y + h * 1.1);
      cairo_line_to (cr, x + h * 1.2, y - h * 0.9);
      cairo_line_to (cr, x - h * 1.2, y - h * 0.9);
      cairo_close_path (cr);
      break;
    case SHAPE_LEAF:
    case SHAPE_HORIZON:
      qd_draw_rounded_rect (cr, x - h * 0.9, y - h * 0.9, s * 0.9, s * 0.9, s * 0.2);
      break;
    case SHAPE_PRUNED:
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, h * 0.45, 0, 2 * G_PI);
      break;
    case SHAPE_TRIANGLE_GOOD:
    case SHAPE_TRIANGLE_BAD:
      cairo_move_to (cr, x, y - h);
      cairo_line_to (cr, x + r->g.tri_w / 2 + grow, y + r->g.tri_h + grow);
      cairo_line_to (cr, x - r->g.tri_w / 2 - grow, y + r->g.tri_h + grow);
      cairo_close_path (cr);
      break;
    default:
      break;
    }
}

static const QdColor *
shape_fill (const Render *r, Shape shape, double *alpha)
{
  const QdPalette *p = r->palette;

  *alpha = 1.0;
  switch (shape)
    {
    case SHAPE_FAILURE: return &p->bad;
    case SHAPE_SOLUTION: return &p->good;
    case SHAPE_MIN: return &p->min_fill;
    case SHAPE_LEAF:
    case SHAPE_HORIZON: return &p->leaf_fill;
    case SHAPE_PRUNED: *alpha = 0.5; return &p->muted;
    case SHAPE_TRIANGLE_GOOD: *alpha = 0.55; return &p->good;
    case SHAPE_TRIANGLE_BAD: *alpha = 0.55; return &p->bad;
    default: return &p->max_fill;
    }
}

static void
draw_shapes (Render *r)
{
  static const double dashes[] = { 2.5, 2.0 };
  cairo_t *cr = r->cr;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (Shape s = 0; s < N_SHAPES; s++)
    {
      GArray *ids = r->shapes[s];
      const QdColor *fill;
      double alpha;

      if (ids->len == 0)
        continue;
      for (guint k = 0; k < ids->len; k++)
        {
          guint id = g_array_index (ids, guint32, k);

          shape_path (r, s, geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, id)) - r->ox,
                      geometry_y (&r->g, node_depth (&r->g, id)) - r->oy, 0);
        }
      fill = shape_fill (r, s, &alpha);
      qd_draw_set_color (cr, fill, alpha);
      if (s == SHAPE_PRUNED || r->g.shape < 5)
        {
          cairo_fill (cr);
          continue;
        }
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MIN (1.2, r->g.shape / 8));
      if (s == SHAPE_HORIZON)
        cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      qd_draw_set_color (cr, s == SHAPE_TRIANGLE_GOOD ? &r->palette->good
                             : s == SHAPE_TRIANGLE_BAD ? &r->palette->bad : &r->palette->foreground,
                         s >= SHAPE_TRIANGLE_GOOD ? 1.0 : 0.75);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* --------------------------------------------------------------------- edges */

static void
edge (Render *r, guint child)
{
  guint parent = qd_search_tree_node (r->g.tree, child)->parent;
  double x1 = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, parent)) - r->ox;
  double y1 = geometry_y (&r->g, node_depth (&r->g, parent)) + shape_bottom (r, parent) - r->oy;
  double x2 = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, child)) - r->ox;
  double y2 = geometry_y (&r->g, node_depth (&r->g, child)) - shape_top (r, child) - r->oy;

  if (qd_draw_clip_segment (r->cx1 - r->ox - 4, r->cy1 - r->oy - 4, r->cx2 - r->ox + 4, r->cy2 - r->oy + 4,
                            &x1, &y1, &x2, &y2))
    {
      cairo_move_to (r->cr, x1, y1);
      cairo_line_to (r->cr, x2, y2);
    }
}

static gboolean
edge_crosses (const Render *r, guint child, double x_child)
{
  guint parent = qd_search_tree_node (r->g.tree, child)->parent;
  double xp = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, parent));

  return MAX (xp, x_child) >= r->cx1 && MIN (xp, x_child) <= r->cx2;
}

/* The edges into level d's nodes [a, b), and those of the nodes beyond
 * whose edge crosses the view (a wide fan of children). */
static void
level_edges (Render *r, guint d, guint a, guint b)
{
  guint n, lo, hi;
  const guint32 *ids = qd_search_tree_layout_level (r->g.layout, d, &n);

  level_bounds (&r->g, d, -G_MAXDOUBLE / 4, G_MAXDOUBLE / 4, &lo, &hi);
  for (guint k = 0; a > lo && k < EDGE_SPAN &&
       edge_crosses (r, ids[a - 1], geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[a - 1]))); k++)
    a--;
  for (guint k = 0; b < hi && k < EDGE_SPAN &&
       edge_crosses (r, ids[b], geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[b]))); k++)
    b++;
  for (guint i = a; i < b; i++)
    edge (r, ids[i]);
}

/* The chosen line, thick and green, from its last node up. */
static void
draw_chosen (Render *r)
{
  guint id = qd_search_tree_layout_chosen_end (r->g.layout);

  while (id != QD_SEARCH_NODE_NONE && !qd_search_tree_layout_is_shown (r->g.layout, id))
    id = qd_search_tree_node (r->g.tree, id)->parent;
  for (; id != QD_SEARCH_NODE_NONE && node_depth (&r->g, id) > r->g.d0;
       id = qd_search_tree_node (r->g.tree, id)->parent)
    if (r->g.root == QD_SEARCH_NODE_NONE || id > r->g.root)
      edge (r, id);
  cairo_set_line_width (r->cr, MAX (2.0, r->line * 2.4));
  cairo_set_line_cap (r->cr, CAIRO_LINE_CAP_ROUND);
  qd_draw_set_color (r->cr, &r->palette->good, 1.0);
  cairo_stroke (r->cr);
  cairo_set_line_cap (r->cr, CAIRO_LINE_CAP_BUTT);
}

/* ------------------------------------------------------------------ density */

/* The level's nodes [a, b) grouped by the unit column they fall in. */
static void
level_runs (Render *r, guint d, guint a, guint b)
{
  const double *xs = qd_search_tree_layout_level_x (r->g.layout, d);
  guint i = a;

  g_array_set_size (r->runs, 0);
  while (i < b)
    {
      double u = floor (geometry_x (&r->g, xs[i]));
      double limit = geometry_column (&r->g, u + 1);
      guint step = 1, lo = i + 1, hi;
      Run run;

      /* Gallop, then bisect, to the first node of the next column. */
      while (lo + step < b && xs[lo + step] < limit)
        step *= 2;
      hi = MIN (b, lo + step);
      while (lo < hi)
        {
          guint mid = lo + (hi - lo) / 2;

          if (xs[mid] < limit)
            lo = mid + 1;
          else
            hi = mid;
        }
      run.u = u;
      run.start = i;
      run.end = lo;
      g_array_append_val (r->runs, run);
      i = lo;
    }
}

#define N_RATIOS 5
#define N_DENSITIES 4

/* A rectangle of the dense levels' stems and bars: into the pixels, or the
 * path filled after the level. */
static void
dense_rect (Render *r, double x, double y, double w, double h)
{
  if (r->pixels != NULL)
    qd_pixels_fill_rect (r->pixels, x, y, w, h, r->stem_color);
  else
    cairo_rectangle (r->cr, x, y, w, h);
}

/* One stroke per unit column: its colour from the share of failures, its
 * strength from the number of nodes; a column holding a solution gets a
 * green mark.  The edges become stems up from each column to a bar under
 * the parent of the columns' first nodes, and a drop from that parent: all
 * rectangles on whole units, which cairo fills fast. */
static void
draw_dense_level (Render *r, guint d, guint a, guint b, GArray **cells, GArray *marks)
{
  const guint32 *parents = qd_search_tree_layout_level_parents (r->g.layout, d);
  const double *parent_xs = d > 0 ? qd_search_tree_layout_level_x (r->g.layout, d - 1) : NULL;
  double y = round (geometry_y (&r->g, d) - r->oy);
  double cell = round (CLAMP (r->g.o->level * 0.4, 2, MAX (r->g.shape, 2)));
  double mid = round (y - r->g.o->level / 2);
  guint group_parent = QD_SEARCH_NODE_NONE;
  double group_start = 0, group_end = 0, drop_top = mid;

  level_runs (r, d, a, b);
  if (r->pixels != NULL)
    {
      g_array_set_size (r->stems, 0);
      g_array_set_size (r->drops, 0);
    }
  for (guint k = 0; k <= r->runs->len; k++)
    {
      const Run *run = k < r->runs->len ? &g_array_index (r->runs, Run, k) : NULL;
      /* The parent as its place in the level above: read in a row, not
       * node by node across the whole tree (a cache miss a column). */
      guint parent = run != NULL && d > r->g.d0 ? parents[run->start] : QD_SEARCH_NODE_NONE;
      double x = run != NULL ? floor (run->u - r->ox) : 0;

      if (group_parent != QD_SEARCH_NODE_NONE && (run == NULL || parent != group_parent))
        {
          double px = floor (geometry_x (&r->g, parent_xs[group_parent]) - r->ox);
          double top = round (geometry_y (&r->g, d - 1) - r->oy) + MIN (cell, r->g.shape) / 2;

          dense_rect (r, MIN (group_start, px), mid, MAX (group_end, px) - MIN (group_start, px) + 1, 1);
          if (mid > top && r->pixels != NULL)
            {
              g_array_append_val (r->drops, px);
              drop_top = top;
            }
          else if (mid > top)
            dense_rect (r, px, top, 1, mid - top);
        }
      if (run == NULL)
        break;
      if (parent != group_parent)
        {
          group_parent = parent;
          group_start = x;
        }
      group_end = x;
      {
        guint count = run->end - run->start, f0, f1, s0, s1, ratio, density;

        qd_search_tree_layout_level_counts (r->g.layout, d, run->start, &f0, &s0);
        qd_search_tree_layout_level_counts (r->g.layout, d, run->end, &f1, &s1);
        ratio = (guint) floor ((double) (f1 - f0) / count * (N_RATIOS - 1) + 0.5);
        density = count == 1 ? 0 : count <= 4 ? 1 : count <= 16 ? 2 : 3;
        g_array_append_val (cells[ratio * N_DENSITIES + density], x);
        if (s1 > s0)
          g_array_append_val (marks, x);
        if (parent != QD_SEARCH_NODE_NONE && y - cell / 2 > mid && r->pixels != NULL)
          g_array_append_val (r->stems, x);
        else if (parent != QD_SEARCH_NODE_NONE && y - cell / 2 > mid)
          dense_rect (r, x, mid, 1, y - cell / 2 - mid);
      }
    }
  if (r->pixels != NULL)
    {
      qd_pixels_fill_columns (r->pixels, (const double *) r->stems->data, r->stems->len, mid, y - cell / 2,
                              r->stem_color);
      qd_pixels_fill_columns (r->pixels, (const double *) r->drops->data, r->drops->len, drop_top, mid,
                              r->stem_color);
    }
}

static void
draw_dense (Render *r, guint d1, guint d2)
{
  GArray *cells[N_RATIOS * N_DENSITIES];
  g_autoptr (GArray) marks = g_array_new (FALSE, FALSE, sizeof (double));
  const QdColor *base = qd_search_tree_get_kind (r->g.tree) == QD_SEARCH_TREE_CSP ? &r->palette->accent
                                                                                  : &r->palette->foreground;
  const QdColor *bad = qd_search_tree_get_kind (r->g.tree) == QD_SEARCH_TREE_CSP ? &r->palette->bad
                                                                                 : &r->palette->muted;
  double cell = round (CLAMP (r->g.o->level * 0.4, 2, MAX (r->g.shape, 2)));
  double cell_w = round (CLAMP (r->g.o->column * 0.7, 1, 3));
  QdPixels pixels;

  /* On screen tens of thousands of small rectangles a frame: into pixels
   * (cairo's paths of them cost most of a fitted frame). */
  r->pixels = qd_pixels_target_is_raster (r->cr) && qd_pixels_begin (&pixels, r->cr) ? &pixels : NULL;
  r->stem_color = qd_pixels_color (&r->palette->foreground, 0.3);
  r->stems = g_array_new (FALSE, FALSE, sizeof (double));
  r->drops = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
    cells[c] = g_array_new (FALSE, FALSE, sizeof (double));
  /* Each class's cells are x positions, a level's preceded by the marker
   * -G_MAXDOUBLE and the level's y. */
  for (guint d = d1; d < d2; d++)
    {
      guint a, b;
      double y = round (geometry_y (&r->g, d) - r->oy);

      if (!is_dense (r, d))
        continue;
      level_bounds (&r->g, d, r->cx1 - 1, r->cx2 + 1, &a, &b);
      for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
        {
          double sep = -G_MAXDOUBLE;  /* a level separator: then y */

          g_array_append_val (cells[c], sep);
          g_array_append_val (cells[c], y);
        }
      {
        double sep = -G_MAXDOUBLE;

        g_array_append_val (marks, sep);
        g_array_append_val (marks, y);
      }
      draw_dense_level (r, d, a, b, cells, marks);
    }
  if (r->pixels == NULL)
    {
      qd_draw_set_color (r->cr, &r->palette->foreground, 0.3);
      cairo_fill (r->cr);
    }

  for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
    {
      QdColor colour;
      double y = 0;
      guint32 pixel;

      qd_color_mix (&colour, base, bad, (double) (c / N_DENSITIES) / (N_RATIOS - 1));
      pixel = qd_pixels_color (&colour, 0.6 + 0.4 * (c % N_DENSITIES) / (N_DENSITIES - 1));
      for (guint k = 0; k < cells[c]->len; k++)
        {
          double x = g_array_index (cells[c], double, k);

          if (x == -G_MAXDOUBLE)
            {
              y = g_array_index (cells[c], double, ++k);
              continue;
            }
          if (r->pixels != NULL)
            qd_pixels_fill_rect (r->pixels, x, y - cell / 2, cell_w, cell, pixel);
          else
            cairo_rectangle (r->cr, x, y - cell / 2, cell_w, cell);
        }
      if (r->pixels == NULL)
        {
          qd_draw_set_color (r->cr, &colour, 0.6 + 0.4 * (c % N_DENSITIES) / (N_DENSITIES - 1));
          cairo_fill (r->cr);
        }
      g_array_unref (cells[c]);
    }
  {
    double y = 0;

    for (guint k = 0; k < marks->len; k++)
      {
        double x = g_array_index (marks, double, k);

        if (x == -G_MAXDOUBLE)
          {
            y = g_array_index (marks, double, ++k);
            continue;
          }
        if (r->pixels != NULL)
          qd_pixels_fill_rect (r->pixels, x - 0.75, y - cell / 2 - 1.5, 2.5, cell + 3,
                               qd_pixels_color (&r->palette->good, 1.0));
        else
          cairo_rectangle (r->cr, x - 0.75, y - cell / 2 - 1.5, 2.5, cell + 3);
      }
    if (r->pixels == NULL)
      {
        qd_draw_set_color (r->cr, &r->palette->good, 1.0);
        cairo_fill (r->cr);
      }
  }
  if (r->pixels != NULL)
    qd_pixels_end (r->pixels);
  r->pixels = NULL;
  g_clear_pointer (&r->stems, g_array_unref);
  g_clear_pointer (&r->drops, g_array_unref);
}

/* -------------------------------------------------------------------- text */

static void
draw_counts (Render *r, guint id, double x, double y)
{
  const QdSearchNode *node = qd_search_tree_node (r->g.tree, id);
  char text[32];

  if (qd_search_tree_layout_get_collapsed (r->g.layout, id))
    {
      g_snprintf (text, sizeof text, "%u", qd_search_tree_layout_subtree_size (r->g.layout, id));
      if (qd_draw_text_advance (&r->text, text, COUNT_SIZE, QD_DRAW_TEXT_BOLD) <= r->g.tri_w * 0.75)
        qd_draw_text (&r->text, text, COUNT_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_BOLD, x,
                      y + r->g.tri_h * 0.62, &r->palette->foreground, 0.9);
    }
  if (node->n_hidden > 0)
    {
      g_snprintf (text, sizeof text, "+%u", node->n_hidden);
      qd_draw_text (&r->text, text, COUNT_SIZE, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_HALO,
                    x - r->g.shape / 2 - 1, y + r->g.shape / 2 + COUNT_SIZE * 0.4, &r->palette->muted, 1.0);
    }
}

/* The label right of the node where it fits before the next node of the
 * level: whole, else its first word (the assignment or the move). */
static void
draw_label (Render *r, guint id, double x, double y, double room)
{
  double width;
  char *space;

  g_string_truncate (r->label, 0);
  qd_search_tree_label (r->g.tree, id, r->label);
  if (r->label->len == 0 || room < LABEL_SIZE)
    return;
  width = qd_draw_text_advance (&r->text, r->label->str, LABEL_SIZE, 0);
  if (width > room && (space = strchr (r->label->str, ' ')) != NULL)
    {
      g_string_truncate (r->label, space - r->label->str);
      width = qd_draw_text_advance (&r->text, r->label->str, LABEL_SIZE, 0);
    }
  if (width > room)
    return;
  /* Clear of the selection's ring. */
  qd_draw_text (&r->text, r->label->str, LABEL_SIZE, QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_HALO,
                x + ((gint) id == r->g.o->selected ? r->g.shape * 0.62 + 5 : r->g.shape / 2) + LABEL_GAP, y,
                &r->palette->foreground, 0.8);
}

static void
draw_level_text (Render *r, guint d, guint a, guint b)
{
  guint n;
  const guint32 *ids = qd_search_tree_layout_level (r->g.layout, d, &n);
  double y = geometry_y (&r->g, d) - r->oy;
  guint lo, hi;
  /* The last node's label ends within the drawing (an export's edge). */
  double right = geometry_x (&r->g, r->g.col1) + QD_SEARCH_TREE_MARGIN - r->ox;

  level_bounds (&r->g, d, -G_MAXDOUBLE / 4, G_MAXDOUBLE / 4, &lo, &hi);
  for (guint i = a; i < b; i++)
    {
      double x = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[i])) - r->ox;

      draw_counts (r, ids[i], x, y);
      if (r->g.o->column >= LABEL_COLUMN)
        {
          double next = i + 1 < hi ? geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[i + 1])) - r->ox
                                   : MIN (x + LABEL_REACH, right + r->g.shape / 2 + LABEL_GAP);

          draw_label (r, ids[i], x, y, MIN (next, x + LABEL_REACH) - r->g.shape - 2 * LABEL_GAP - x);
        }
    }
}

/* ------------------------------------------------------------------ drawing */

static void
draw_sparse (Render *r, guint d1, guint d2)
{
  double reach_left = r->g.o->column >= LABEL_COLUMN ? LABEL_REACH : r->g.tri_w;

  /* Edges first, then the shapes over them, then the text. */
  for (guint d = MAX (d1, r->g.d0 + 1); d < MIN (d2 + 1, r->g.d_end); d++)
    {
      guint a, b;

      if (is_dense (r, d))
        continue;
      level_bounds (&r->g, d, r->cx1 - r->g.tri_w, r->cx2 + r->g.tri_w, &a, &b);
      level_edges (r, d, a, b);
    }
  cairo_set_line_width (r->cr, r->line);
  qd_draw_set_color (r->cr, &r->palette->foreground, 0.55);
  cairo_stroke (r->cr);

  for (Shape s = 0; s < N_SHAPES; s++)
    g_array_set_size (r->shapes[s], 0);
  for (guint d = d1; d < d2; d++)
    {
      guint a, b, n;
      const guint32 *ids = qd_search_tree_layout_level (r->g.layout, d, &n);

      if (is_dense (r, d))
        continue;
      level_bounds (&r->g, d, r->cx1 - r->g.tri_w, r->cx2 + r->g.tri_w, &a, &b);
      for (guint i = a; i < b; i++)
        g_array_append_val (r->shapes[shape_of (r, ids[i])], ids[i]);
    }
  draw_chosen (r);
  draw_shapes (r);

  /* The cut-off mark: a bar across the edge into the node. */
  for (guint d = d1; d < d2; d++)
    {
      guint a, b, n;
      const guint32 *ids = qd_search_tree_layout_level (r->g.layout, d, &n);

      if (is_dense (r, d))
        continue;
      level_bounds (&r->g, d, r->cx1 - r->g.tri_w, r->cx2 + r->g.tri_w, &a, &b);
      for (guint i = a; i < b; i++)
        if (qd_search_tree_status (r->g.tree, ids[i]) == QD_SEARCH_NODE_CUTOFF)
          {
            double x = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[i])) - r->ox;
            double y = geometry_y (&r->g, d) - r->oy - r->g.shape * 0.75 - 2;

            cairo_move_to (r->cr, x - r->g.shape * 0.6, y);
            cairo_line_to (r->cr, x + r->g.shape * 0.6, y);
          }
    }
  cairo_set_line_width (r->cr, MAX (1.0, r->g.shape / 6));
  qd_draw_set_color (r->cr, &r->palette->bad, 1.0);
  cairo_stroke (r->cr);

  if (r->g.o->column < COUNT_COLUMN)
    return;
  for (guint d = d1; d < d2; d++)
    {
      guint a, b;

      if (is_dense (r, d))
        continue;
      level_bounds (&r->g, d, r->cx1 - reach_left, r->cx2 + r->g.tri_w, &a, &b);
      draw_level_text (r, d, a, b);
    }
}

static void
draw_selection (Render *r)
{
  gint id = r->g.o->selected;
  double x, y;

  if (id < 0 || !qd_search_tree_layout_is_shown (r->g.layout, (guint) id) ||
      node_depth (&r->g, (guint) id) < r->g.d0 || (r->g.root != QD_SEARCH_NODE_NONE && (guint) id < r->g.root))
    return;
  x = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, (guint) id)) - r->ox;
  y = geometry_y (&r->g, node_depth (&r->g, (guint) id)) - r->oy;
  cairo_new_sub_path (r->cr);
  cairo_arc (r->cr, x, y, MAX (r->g.shape * 0.62, 2) + 3.5, 0, 2 * G_PI);
  cairo_set_line_width (r->cr, 2.5);
  qd_draw_set_color (r->cr, &r->palette->accent, 1.0);
  cairo_stroke (r->cr);
}

void
qd_search_tree_render (cairo_t *cr, const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options)
{
  Render r;
  double top;
  guint d1, d2;

  g_return_if_fail (cr != NULL && layout != NULL && options != NULL);
  memset (&r, 0, sizeof r);
  geometry_init (&r.g, layout, options);
  r.cr = cr;
  r.palette = options->palette != NULL ? options->palette : qd_palette_light ();
  r.ox = options->x;
  r.oy = options->y;

  cairo_save (cr);
  qd_draw_set_color (cr, &r.palette->background, 1.0);
  cairo_paint (cr);
  if (r.g.d_end <= r.g.d0 || options->column <= 0)
    {
      cairo_restore (cr);
      return;
    }
  cairo_clip_extents (cr, &r.cx1, &r.cy1, &r.cx2, &r.cy2);
  r.cx1 += r.ox;
  r.cx2 += r.ox;
  r.cy1 += r.oy;
  r.cy2 += r.oy;
  r.line = CLAMP (options->column / 16, 0.6, 1.4);
  for (Shape s = 0; s < N_SHAPES; s++)
    r.shapes[s] = g_array_new (FALSE, FALSE, sizeof (guint32));
  r.runs = g_array_new (FALSE, FALSE, sizeof (Run));
  r.dense = g_array_new (FALSE, FALSE, sizeof (gboolean));
  r.label = g_string_new (NULL);
  qd_draw_text_init (&r.text, cr, r.palette->font_family, "H");
  r.text.halo = &r.palette->background;
  r.text.halo_alpha = 1.0;
  r.text.halo_width = 3.0;

  /* The levels meeting the clip (a triangle hangs below its level). */
  top = geometry_y (&r.g, r.g.d0);
  d1 = r.g.d0 + (guint) MAX (0, floor ((r.cy1 - top - r.g.tri_h - COUNT_SIZE) / options->level));
  d2 = r.g.d0 + (guint) MAX (0, ceil ((r.cy2 - top + r.g.shape + LABEL_SIZE) / options->level) + 1);
  d2 = MIN (d2, r.g.d_end);
  if (d1 < d2)
    {
      r.dense_from = d1;
      for (guint d = d1; d < MIN (d2 + 1, r.g.d_end); d++)
        {
          guint a, b;
          gboolean dense;

          level_bounds (&r.g, d, r.cx1 - r.g.tri_w, r.cx2 + r.g.tri_w, &a, &b);
          dense = options->column < DENSE_COLUMN && (b - a) * DENSE_COLUMN > r.cx2 - r.cx1 + 2 * r.g.tri_w;
          g_array_append_val (r.dense, dense);
        }
      draw_dense (&r, d1, MIN (d2 + 1, r.g.d_end));
      draw_sparse (&r, d1, d2);
      draw_selection (&r);
    }

  qd_draw_text_clear (&r.text);
  g_string_free (r.label, TRUE);
  g_array_unref (r.runs);
  g_array_unref (r.dense);
  for (Shape s = 0; s < N_SHAPES; s++)
    g_array_unref (r.shapes[s]);
  cairo_restore (cr);
}

/* ------------------------------------------------------------------- export */

void
qd_search_tree_drawing_init (QdSearchTreeDrawing *drawing, const QdSearchTreeLayout *layout,
                             const QdPalette *palette, gint root, double zoom, double max_size,
                             double *width, double *height)
{
  QdSearchTreeRenderOptions *o = &drawing->options;

  drawing->layout = layout;
  qd_search_tree_render_options_init (o, palette);
  o->root = root;
  qd_search_tree_render_options_set_zoom (o, zoom);
  qd_search_tree_render_get_size (layout, o, width, height);
  if (*width > max_size || *height > max_size)
    {
      /* Columns shrink with the zoom, levels only down to MIN_LEVEL. */
      double columns = (*width - 2 * QD_SEARCH_TREE_MARGIN) / o->column;
      double fit = zoom * MIN (1, (max_size - 2 * QD_SEARCH_TREE_MARGIN) / MAX (columns * o->column, 1));

      qd_search_tree_render_options_set_zoom (o, fit);
      qd_search_tree_render_get_size (layout, o, width, height);
      while (*height > max_size && fit > 1e-6)
        {
          fit *= 0.8;
          qd_search_tree_render_options_set_zoom (o, fit);
          qd_search_tree_render_get_size (layout, o, width, height);
        }
    }
}

void
qd_search_tree_drawing_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  QdSearchTreeDrawing *drawing = user_data;

  qd_search_tree_render (cr, drawing->layout, &drawing->options);
}
