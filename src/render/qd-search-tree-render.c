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
#include "qd-search-tree-render-private.h"

#include <math.h>
#include <string.h>

/* Below this many units per column, a level is drawn as density strokes. */
#define DENSE_COLUMN     4.0
/* Labels from this many units per column, counts in triangles and "+N" from
 * COUNT_COLUMN.  These, the text sizes and the room for text are × the
 * palette's text_scale (T). */
#define LABEL_COLUMN    20.0
#define COUNT_COLUMN    12.0
#define LABEL_SIZE      11.0
#define COUNT_SIZE       9.5
#define LABEL_GAP        4.0
#define LABEL_PLATE      1.5    /* a label's plate beyond its ink */
#define LABEL_REACH    180.0    /* how far right of its node a label may reach */
#define MIN_SHAPE        2.5
#define TINY_SHAPE       4.0    /* circles smaller are drawn as squares */
#define OUTLINE_SHAPE    5.0    /* shapes smaller have no outline */
#define EDGE_SPAN     4096      /* edges crossing into view looked for beyond it, per side */

#define T(palette, size) qd_palette_text (palette, size)

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
  SHAPE_IMPROVING,   /* star: a solution that improved the objective */
  N_SHAPES
} Shape;

G_STATIC_ASSERT (N_SHAPES == QD_SEARCH_TREE_N_SHAPES);

void
qd_search_tree_improving_color (const QdPalette *palette, QdColor *color)
{
  /* The regions' orange (red, green, blue, yellow, purple, orange, …). */
  qd_color_from_rgb (palette->regions[5], color);
}

void
qd_search_tree_rbfs_colors (const QdPalette *palette, QdColor *forgotten, QdColor *regenerated)
{
  *forgotten = palette->bad;
  /* The regions' purple (red, green, blue, yellow, purple, …). */
  qd_color_from_rgb (palette->regions[4], regenerated);
}

/* ----------------------------------------------------------------- geometry */

static void
geometry_init (QdSearchTreeGeometry *g, const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *o)
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
  QdSearchTreeGeometry g;

  geometry_init (&g, layout, options);
  if (g.d_end <= g.d0)
    {
      *width = *height = 0;
      return;
    }
  *width = 2 * QD_SEARCH_TREE_MARGIN + (g.col1 - g.col0) * options->column;
  *height = 2 * QD_SEARCH_TREE_MARGIN + g.shape / 2 + (g.d_end - 1 - g.d0) * options->level +
            MAX (g.tri_h, g.shape / 2 + T (options->palette, COUNT_SIZE));
}

void
qd_search_tree_render_get_center (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                                  guint node, double *x, double *y)
{
  QdSearchTreeGeometry g;

  geometry_init (&g, layout, options);
  *x = geometry_x (&g, qd_search_tree_layout_get_x (layout, node));
  *y = geometry_y (&g, node_depth (&g, node));
}

gint
qd_search_tree_render_hit (const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options,
                           double x, double y)
{
  QdSearchTreeGeometry g;
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
shape_of (const QdSearchTreeFrame *r, guint id)
{
  const QdSearchTree *tree = r->g.tree;
  QdSearchNodeStatus status = qd_search_tree_status (tree, id);
  guint flags = qd_search_tree_flags (tree, id);

  if (qd_search_tree_layout_get_collapsed (r->g.layout, id))
    return qd_search_tree_layout_has_solution (r->g.layout, id) ? SHAPE_TRIANGLE_GOOD : SHAPE_TRIANGLE_BAD;
  if (qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_CSP)
    return status == QD_SEARCH_NODE_FAILURE ? SHAPE_FAILURE
         : flags & QD_SEARCH_NODE_IMPROVING ? SHAPE_IMPROVING
         : status == QD_SEARCH_NODE_SOLUTION ? SHAPE_SOLUTION : SHAPE_CIRCLE;
  if (qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_STATE)
    return status == QD_SEARCH_NODE_FAILURE ? SHAPE_FAILURE
         : status == QD_SEARCH_NODE_SOLUTION ? SHAPE_SOLUTION
         : status == QD_SEARCH_NODE_PRUNED ? SHAPE_PRUNED
         : status == QD_SEARCH_NODE_CUTOFF ? SHAPE_HORIZON
         : status == QD_SEARCH_NODE_LEAF ? SHAPE_LEAF : SHAPE_CIRCLE;
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
shape_top (const QdSearchTreeFrame *r, guint id)
{
  return qd_search_tree_status (r->g.tree, id) == QD_SEARCH_NODE_PRUNED ? r->g.shape * 0.225 : r->g.shape / 2;
}

static double
shape_bottom (const QdSearchTreeFrame *r, guint id)
{
  return qd_search_tree_layout_get_collapsed (r->g.layout, id) ? r->g.tri_h : r->g.shape / 2;
}

static void
shape_path (const QdSearchTreeFrame *r, Shape shape, double x, double y, double grow)
{
  cairo_t *cr = r->cr;
  double s = r->g.shape + 2 * grow, h = s / 2;

  switch (shape)
    {
    case SHAPE_CIRCLE:
      /* A dot of a few pixels looks the same as a square, which cairo
       * fills much faster. */
      if (s < TINY_SHAPE)
        cairo_rectangle (cr, x - h * 0.9, y - h * 0.9, s * 0.9, s * 0.9);
      else
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, h, 0, 2 * G_PI);
        }
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
    case SHAPE_IMPROVING:
      for (guint k = 0; k < 10; k++)
        {
          double a = -G_PI / 2 + k * G_PI / 5, rad = (k % 2 == 0 ? 1.45 : 0.6) * h;

          if (k == 0)
            cairo_move_to (cr, x + rad * cos (a), y + rad * sin (a));
          else
            cairo_line_to (cr, x + rad * cos (a), y + rad * sin (a));
        }
      cairo_close_path (cr);
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
shape_fill (const QdSearchTreeFrame *r, Shape shape, double *alpha)
{
  const QdPalette *p = r->palette;

  *alpha = 1.0;
  switch (shape)
    {
    case SHAPE_FAILURE: return &p->bad;
    case SHAPE_SOLUTION: return &p->good;
    case SHAPE_IMPROVING: return &r->improving;
    case SHAPE_MIN: return &p->min_fill;
    case SHAPE_LEAF:
    case SHAPE_HORIZON: return &p->leaf_fill;
    case SHAPE_PRUNED: return &p->muted;
    case SHAPE_TRIANGLE_GOOD: *alpha = 0.55; return &p->good;
    case SHAPE_TRIANGLE_BAD: *alpha = 0.55; return &p->bad;
    /* Too small for an outline: the density's colour of inner nodes. */
    case SHAPE_CIRCLE: return r->g.shape < OUTLINE_SHAPE ? &p->accent : &p->max_fill;
    default: return &p->max_fill;
    }
}

static void
draw_shapes (QdSearchTreeFrame *r)
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
      if (s == SHAPE_PRUNED || r->g.shape < OUTLINE_SHAPE)
        {
          cairo_fill (cr);
          continue;
        }
      cairo_fill_preserve (cr);
      qd_draw_line_width (cr, r->palette, MIN (1.2, r->g.shape / 8));
      if (s == SHAPE_HORIZON)
        cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      qd_draw_set_color (cr, s == SHAPE_TRIANGLE_GOOD ? &r->palette->good
                             : s == SHAPE_TRIANGLE_BAD ? &r->palette->bad : &r->palette->foreground,
                         s >= SHAPE_TRIANGLE_GOOD ? 1.0 : 0.75);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* RBFS's marks around the shapes drawn: a dashed ring around a node whose
 * subtree was forgotten, a solid ring around a regenerated one. */
static void
draw_rbfs_marks (QdSearchTreeFrame *r)
{
  static const double dashes[] = { 2.0, 2.0 };
  QdColor colors[2];
  cairo_t *cr = r->cr;

  if (r->g.shape < OUTLINE_SHAPE)
    return;
  qd_search_tree_rbfs_colors (r->palette, &colors[0], &colors[1]);
  qd_draw_line_width (cr, r->palette, 1.4);
  for (guint mark = 0; mark < 2; mark++)
    {
      guint flag = mark == 0 ? QD_SEARCH_NODE_FORGOTTEN : QD_SEARCH_NODE_REGENERATED;
      double rad = r->g.shape * (mark == 0 ? 0.8 : 0.95);

      for (Shape s = 0; s < N_SHAPES; s++)
        for (guint k = 0; k < r->shapes[s]->len; k++)
          {
            guint id = g_array_index (r->shapes[s], guint32, k);

            if (!(qd_search_tree_flags (r->g.tree, id) & flag))
              continue;
            cairo_new_sub_path (cr);
            cairo_arc (cr, geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, id)) - r->ox,
                       geometry_y (&r->g, node_depth (&r->g, id)) - r->oy, rad, 0, 2 * G_PI);
          }
      qd_draw_set_color (cr, &colors[mark], 1.0);
      if (mark == 0)
        cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* --------------------------------------------------------------------- edges */

static void
edge (QdSearchTreeFrame *r, guint child)
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
edge_crosses (const QdSearchTreeFrame *r, guint child, double x_child)
{
  guint parent = qd_search_tree_node (r->g.tree, child)->parent;
  double xp = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, parent));

  return MAX (xp, x_child) >= r->cx1 && MIN (xp, x_child) <= r->cx2;
}

/* The edges into level d's nodes [a, b), and those of the nodes beyond
 * whose edge crosses the view (a wide fan of children). */
static void
level_edges (QdSearchTreeFrame *r, guint d, guint a, guint b)
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
draw_chosen (QdSearchTreeFrame *r)
{
  guint id = qd_search_tree_layout_chosen_end (r->g.layout);

  while (id != QD_SEARCH_NODE_NONE && !qd_search_tree_layout_is_shown (r->g.layout, id))
    id = qd_search_tree_node (r->g.tree, id)->parent;
  for (; id != QD_SEARCH_NODE_NONE && node_depth (&r->g, id) > r->g.d0;
       id = qd_search_tree_node (r->g.tree, id)->parent)
    if (r->g.root == QD_SEARCH_NODE_NONE || id > r->g.root)
      edge (r, id);
  qd_draw_line_width (r->cr, r->palette, MAX (2.0, r->line * 2.4));
  cairo_set_line_cap (r->cr, CAIRO_LINE_CAP_ROUND);
  qd_draw_set_color (r->cr, &r->palette->good, 1.0);
  cairo_stroke (r->cr);
  cairo_set_line_cap (r->cr, CAIRO_LINE_CAP_BUTT);
}

/* -------------------------------------------------------------------- text */

static void
draw_counts (QdSearchTreeFrame *r, guint id, double x, double y)
{
  const QdSearchNode *node = qd_search_tree_node (r->g.tree, id);
  char text[32];

  if (qd_search_tree_layout_get_collapsed (r->g.layout, id))
    {
      g_snprintf (text, sizeof text, "%u", qd_search_tree_layout_subtree_size (r->g.layout, id));
      if (qd_draw_text_advance (&r->text, text, T (r->palette, COUNT_SIZE), QD_DRAW_TEXT_BOLD) <= r->g.tri_w * 0.75)
        qd_draw_text (&r->text, text, T (r->palette, COUNT_SIZE), QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_BOLD, x,
                      y + r->g.tri_h * 0.62, &r->palette->foreground, 0.9);
    }
  if (node->n_hidden > 0)
    {
      g_snprintf (text, sizeof text, "+%u", node->n_hidden);
      qd_draw_text (&r->text, text, T (r->palette, COUNT_SIZE), QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_HALO,
                    x - r->g.shape / 2 - 1, y + r->g.shape / 2 + T (r->palette, COUNT_SIZE) * 0.4, &r->palette->muted, 1.0);
    }
}

/* The label right of the node where it fits before the next node of the
 * level: whole, else its first words (the assignment or the move, and what
 * follows of its values as far as there is room).  Queued:
 * the labels' plates (their ink boxes in the background's colour, what a
 * halo round each glyph did at a tenth of the cost) are filled in one go
 * before the texts. */
static void
queue_label (QdSearchTreeFrame *r, guint id, double x, double y, double room)
{
  cairo_text_extents_t e;
  char *space;
  QdSearchTreeLabel label;

  g_string_truncate (r->label, 0);
  qd_search_tree_label (r->g.tree, id, r->label);
  if (r->label->len == 0 || room < T (r->palette, LABEL_SIZE))
    return;
  qd_draw_text_extents (&r->text, r->label->str, T (r->palette, LABEL_SIZE), 0, &e);
  /* Word by word from the end: "cell 3 N 12 U/N 0.583" rather than "cell". */
  while (e.x_advance > room && (space = strrchr (r->label->str, ' ')) != NULL)
    {
      g_string_truncate (r->label, space - r->label->str);
      qd_draw_text_extents (&r->text, r->label->str, T (r->palette, LABEL_SIZE), 0, &e);
    }
  if (e.x_advance > room)
    return;
  /* Clear of the selection's ring. */
  label.x = x + ((gint) id == r->g.o->selected ? r->g.shape * 0.62 + 5 : r->g.shape / 2) + T (r->palette, LABEL_GAP);
  label.y = y;
  label.offset = r->label_texts->len;
  g_string_append_len (r->label_texts, r->label->str, (gssize) r->label->len + 1);
  g_array_append_val (r->labels, label);
  cairo_rectangle (r->cr, label.x + e.x_bearing - LABEL_PLATE,
                   y + r->text.cap_ratio * T (r->palette, LABEL_SIZE) / 2 + e.y_bearing - LABEL_PLATE,
                   e.width + 2 * LABEL_PLATE, e.height + 2 * LABEL_PLATE);
}

static void
draw_labels (QdSearchTreeFrame *r)
{
  qd_draw_set_color (r->cr, &r->palette->background, 1.0);
  cairo_fill (r->cr);
  for (guint k = 0; k < r->labels->len; k++)
    {
      const QdSearchTreeLabel *label = &g_array_index (r->labels, QdSearchTreeLabel, k);

      qd_draw_text (&r->text, r->label_texts->str + label->offset, T (r->palette, LABEL_SIZE), QD_DRAW_TEXT_LEFT, label->x, label->y,
                    &r->palette->foreground, 0.8);
    }
}

/* Level d's labels queued, or its counts drawn. */
static void
level_text (QdSearchTreeFrame *r, guint d, guint a, guint b, gboolean labels)
{
  guint n;
  const guint32 *ids = qd_search_tree_layout_level (r->g.layout, d, &n);
  double y = geometry_y (&r->g, d) - r->oy;
  guint lo, hi;
  /* The last node's label ends within the drawing (an export's edge). */
  double right = MAX (geometry_x (&r->g, r->g.col1) + QD_SEARCH_TREE_MARGIN, r->g.o->label_right) - r->ox;
  double reach = T (r->palette, LABEL_REACH), gap = T (r->palette, LABEL_GAP);

  level_bounds (&r->g, d, -G_MAXDOUBLE / 4, G_MAXDOUBLE / 4, &lo, &hi);
  for (guint i = a; i < b; i++)
    {
      double x = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[i])) - r->ox;

      if (!labels)
        draw_counts (r, ids[i], x, y);
      else
        {
          double next = i + 1 < hi ? geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[i + 1])) - r->ox
                                   : MIN (x + reach, right + r->g.shape / 2 + gap);

          queue_label (r, ids[i], x, y, MIN (next, x + reach) - r->g.shape - 2 * gap - x);
        }
    }
}

/* ------------------------------------------------------------------ drawing */

/* Level d's nodes the clip meets, drawn as shapes: [*a, *b) of its ids (in
 * *ids when asked), reaching a triangle's width to the right and `left` to
 * the left; FALSE for a level drawn as density. */
static gboolean
sparse_level (const QdSearchTreeFrame *r, guint d, double left, const guint32 **ids, guint *a, guint *b)
{
  guint n;

  if (is_dense (r, d))
    return FALSE;
  if (ids != NULL)
    *ids = qd_search_tree_layout_level (r->g.layout, d, &n);
  level_bounds (&r->g, d, r->cx1 - left, r->cx2 + r->g.tri_w, a, b);
  return TRUE;
}

static void
draw_sparse (QdSearchTreeFrame *r, guint d1, guint d2)
{
  double reach_left = r->g.o->column >= T (r->palette, LABEL_COLUMN) ? T (r->palette, LABEL_REACH) : r->g.tri_w;

  /* Edges first, then the shapes over them, then the text. */
  for (guint d = MAX (d1, r->g.d0 + 1); d < MIN (d2 + 1, r->g.d_end); d++)
    {
      guint a, b;

      if (sparse_level (r, d, r->g.tri_w, NULL, &a, &b))
        level_edges (r, d, a, b);
    }
  qd_draw_line_width (r->cr, r->palette, r->line);
  qd_draw_set_color (r->cr, &r->palette->foreground, 0.55);
  cairo_stroke (r->cr);

  for (Shape s = 0; s < N_SHAPES; s++)
    g_array_set_size (r->shapes[s], 0);
  for (guint d = d1; d < d2; d++)
    {
      guint a, b;
      const guint32 *ids;

      if (!sparse_level (r, d, r->g.tri_w, &ids, &a, &b))
        continue;
      for (guint i = a; i < b; i++)
        g_array_append_val (r->shapes[shape_of (r, ids[i])], ids[i]);
    }
  draw_chosen (r);
  draw_shapes (r);
  if (qd_search_tree_get_kind (r->g.tree) == QD_SEARCH_TREE_STATE)
    draw_rbfs_marks (r);

  /* The cut-off mark: a bar across the edge into the node. */
  for (guint d = d1; d < d2; d++)
    {
      guint a, b;
      const guint32 *ids;

      if (!sparse_level (r, d, r->g.tri_w, &ids, &a, &b))
        continue;
      for (guint i = a; i < b; i++)
        if (qd_search_tree_status (r->g.tree, ids[i]) == QD_SEARCH_NODE_CUTOFF)
          {
            double x = geometry_x (&r->g, qd_search_tree_layout_get_x (r->g.layout, ids[i])) - r->ox;
            double y = geometry_y (&r->g, d) - r->oy - r->g.shape * 0.75 - 2;

            cairo_move_to (r->cr, x - r->g.shape * 0.6, y);
            cairo_line_to (r->cr, x + r->g.shape * 0.6, y);
          }
    }
  qd_draw_line_width (r->cr, r->palette, MAX (1.0, r->g.shape / 6));
  qd_draw_set_color (r->cr, &r->palette->bad, 1.0);
  cairo_stroke (r->cr);

  if (r->g.o->column < T (r->palette, COUNT_COLUMN))
    return;
  for (int pass = r->g.o->column >= T (r->palette, LABEL_COLUMN) ? 0 : 1; pass < 2; pass++)
    {
      for (guint d = d1; d < d2; d++)
        {
          guint a, b;

          if (sparse_level (r, d, reach_left, NULL, &a, &b))
            level_text (r, d, a, b, pass == 0);
        }
      if (pass == 0)
        draw_labels (r);
    }
}

static void
draw_selection (QdSearchTreeFrame *r)
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
  qd_draw_line_width (r->cr, r->palette, 2.5);
  qd_draw_set_color (r->cr, &r->palette->accent, 1.0);
  cairo_stroke (r->cr);
}

void
qd_search_tree_render (cairo_t *cr, const QdSearchTreeLayout *layout, const QdSearchTreeRenderOptions *options)
{
  QdSearchTreeFrame r;
  double top;
  guint d1, d2;

  g_return_if_fail (cr != NULL && layout != NULL && options != NULL);
  memset (&r, 0, sizeof r);
  geometry_init (&r.g, layout, options);
  r.cr = cr;
  r.palette = options->palette != NULL ? options->palette : qd_palette_light ();
  qd_search_tree_improving_color (r.palette, &r.improving);
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
  r.dense = g_array_new (FALSE, FALSE, sizeof (gboolean));
  r.label = g_string_new (NULL);
  r.labels = g_array_new (FALSE, FALSE, sizeof (QdSearchTreeLabel));
  r.label_texts = g_string_new (NULL);
  qd_draw_text_init (&r.text, cr, r.palette->font_family, "H");
  r.text.halo = &r.palette->background;
  r.text.halo_alpha = 1.0;
  r.text.halo_width = 3.0;

  /* The levels meeting the clip (a triangle hangs below its level). */
  top = geometry_y (&r.g, r.g.d0);
  d1 = r.g.d0 + (guint) MAX (0, floor ((r.cy1 - top - r.g.tri_h - T (r.palette, COUNT_SIZE)) / options->level));
  d2 = r.g.d0 + (guint) MAX (0, ceil ((r.cy2 - top + r.g.shape + T (r.palette, LABEL_SIZE)) / options->level) + 1);
  d2 = MIN (d2, r.g.d_end);
  if (d1 < d2)
    {
      /* From the level above the first shown: the density's brackets hang
       * only from a level drawn as shapes. */
      r.dense_from = d1 > r.g.d0 ? d1 - 1 : d1;
      for (guint d = r.dense_from; d < MIN (d2 + 1, r.g.d_end); d++)
        {
          guint a, b;
          gboolean dense;

          level_bounds (&r.g, d, r.cx1 - r.g.tri_w, r.cx2 + r.g.tri_w, &a, &b);
          dense = options->column < DENSE_COLUMN && (b - a) * DENSE_COLUMN > r.cx2 - r.cx1 + 2 * r.g.tri_w;
          g_array_append_val (r.dense, dense);
        }
      qd_search_tree_dense_draw (&r, d1, MIN (d2 + 1, r.g.d_end));
      draw_sparse (&r, d1, d2);
      draw_selection (&r);
    }

  qd_draw_text_clear (&r.text);
  g_string_free (r.label, TRUE);
  g_string_free (r.label_texts, TRUE);
  g_array_unref (r.labels);
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
