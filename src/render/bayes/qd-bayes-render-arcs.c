/* qd-bayes-render-arcs.c — the arcs of a network's picture: arrows from
 * the parent's border to the child's, those on active trails of the
 * d-separation overlay thick in the accent colour. */
#include "config.h"
#include "qd-bayes-render-private.h"

#include <math.h>

#define ARROW_LENGTH 10.0
#define ARROW_HALF   4.5
#define ARC_WIDTH    1.3
#define ACTIVE_WIDTH 3.5
#define DIM_MARKS    (QD_BAYES_MARK_ELIMINATED | QD_BAYES_MARK_PRUNED)

/* How far from the centre of node v's shape the border lies along the
 * direction (dx, dy) (not both 0), as a fraction of it. */
static double
border_fraction (const QdBayesGeometry *g, guint v, double dx, double dy)
{
  double x, y, w, h, hw, hh;

  qd_bayes_geometry_box (g, v, &x, &y, &w, &h);
  hw = w / 2;
  hh = h / 2;
  if (qd_bayes_net_node (g->net, v)->kind == QD_BELIEF_UTILITY)
    return 1.0 / (fabs (dx) / hw + fabs (dy) / hh);
  return MIN (dx != 0 ? hw / fabs (dx) : G_MAXDOUBLE, dy != 0 ? hh / fabs (dy) : G_MAXDOUBLE);
}

static void
centre (const QdBayesGeometry *g, guint v, double *cx, double *cy)
{
  const QdBayesNode *node = qd_bayes_net_node (g->net, v);

  *cx = node->x * g->scale + g->dx;
  *cy = node->y * g->scale + g->dy;
}

static gboolean
dimmed (const QdBayesGeometry *g, guint v)
{
  return g->options->marks != NULL && (g->options->marks[v] & DIM_MARKS) != 0;
}

/* Whether the segment (x1, y1)-(x2, y2) crosses the box of a node other
 * than A and B (shrunk a little: grazing a corner is no harm); *SIDE gets
 * the side of the segment the first such box's centre lies on (+1, -1). */
static gboolean
blocked (const QdBayesGeometry *g, guint a, guint b, double x1, double y1, double x2, double y2, double *side)
{
  guint n = qd_bayes_net_n_nodes (g->net);
  double inset = 4 * g->scale;

  for (guint v = 0; v < n; v++)
    {
      double x, y, w, h, sx1 = x1, sy1 = y1, sx2 = x2, sy2 = y2;

      if (v == a || v == b)
        continue;
      qd_bayes_geometry_box (g, v, &x, &y, &w, &h);
      if (x + w < MIN (x1, x2) || x > MAX (x1, x2) || y + h < MIN (y1, y2) || y > MAX (y1, y2))
        continue;
      if (qd_draw_clip_segment (x + inset, y + inset, x + w - inset, y + h - inset, &sx1, &sy1, &sx2, &sy2))
        {
          double cross = (x2 - x1) * (y + h / 2 - y1) - (y2 - y1) * (x + w / 2 - x1);

          *side = cross > 0 ? -1 : 1;
          return TRUE;
        }
    }
  return FALSE;
}

static void
arrowhead (cairo_t *cr, double x, double y, double ux, double uy, double length, double half)
{
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x - ux * length - uy * half, y - uy * length + ux * half);
  cairo_line_to (cr, x - ux * length + uy * half, y - uy * length - ux * half);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The arc PARENT → CHILD, ACTIVE or not: straight, or bent around a node
 * in its way (a quadratic curve whose control point stands a box's width
 * aside); nothing when the shapes meet. */
static void
draw_arc (cairo_t *cr, const QdBayesGeometry *g, const QdDrawClip *clip, guint parent, guint child,
          gboolean active)
{
  const QdPalette *p = g->palette;
  double x1, y1, x2, y2, qx, qy, t1, t2, len, side = 0;
  double grow = active ? 1.3 : 1.0, arrow = ARROW_LENGTH * g->scale * grow, half = ARROW_HALF * g->scale * grow;
  gboolean bent;

  centre (g, parent, &x1, &y1);
  centre (g, child, &x2, &y2);
  len = hypot (x2 - x1, y2 - y1);
  if (len == 0)
    return;
  bent = blocked (g, parent, child, x1, y1, x2, y2, &side);
  qx = (x1 + x2) / 2 + (bent ? side * QD_BAYES_RENDER_BEND * g->scale * (y1 - y2) / len : 0);
  qy = (y1 + y2) / 2 + (bent ? side * QD_BAYES_RENDER_BEND * g->scale * (x2 - x1) / len : 0);
  if (!qd_draw_clip_meets (clip, MIN (MIN (x1, x2), qx), MIN (MIN (y1, y2), qy), MAX (MAX (x1, x2), qx),
                           MAX (MAX (y1, y2), qy)))
    return;
  /* Leave each shape along the curve's end tangents. */
  t1 = border_fraction (g, parent, qx - x1, qy - y1);
  t2 = border_fraction (g, child, qx - x2, qy - y2);
  if (!bent && t1 + t2 >= 2.0)   /* fractions of half the chord: the shapes meet */
    return;
  x1 += t1 * (qx - x1);
  y1 += t1 * (qy - y1);
  x2 += t2 * (qx - x2);
  y2 += t2 * (qy - y2);
  len = hypot (x2 - qx, y2 - qy);
  if (active)
    qd_draw_set_color (cr, &p->accent, 1.0);
  else
    qd_draw_set_color (cr, &p->foreground, dimmed (g, parent) || dimmed (g, child) ? 0.18 : 0.5);
  qd_draw_line_width (cr, p, active ? ACTIVE_WIDTH : ARC_WIDTH);
  cairo_move_to (cr, x1, y1);
  /* The quadratic as cairo's cubic, stopped short of the arrow's tip. */
  {
    double ex = x2 - (x2 - qx) / len * arrow * 0.8, ey = y2 - (y2 - qy) / len * arrow * 0.8;

    cairo_curve_to (cr, x1 + 2.0 / 3 * (qx - x1), y1 + 2.0 / 3 * (qy - y1), ex + 2.0 / 3 * (qx - ex),
                    ey + 2.0 / 3 * (qy - ey), ex, ey);
  }
  cairo_stroke (cr);
  arrowhead (cr, x2, y2, (x2 - qx) / len, (y2 - qy) / len, arrow, half);
}

void
qd_bayes_draw_arcs (cairo_t *cr, const QdBayesGeometry *g, const QdDrawClip *clip)
{
  const QdBeliefSeparation *sep = g->options->separation;
  guint n = qd_bayes_net_n_nodes (g->net);

  /* Plain arcs under the active ones, so that a trail reads unbroken. */
  for (guint pass = 0; pass < (sep != NULL && sep->arc_active != NULL ? 2 : 1); pass++)
    {
      guint arc = 0;

      for (guint v = 0; v < n; v++)
        {
          const QdBayesNode *node = qd_bayes_net_node (g->net, v);

          for (guint j = 0; j < node->n_parents; j++, arc++)
            {
              gboolean active = sep != NULL && sep->arc_active != NULL && sep->arc_active[arc];

              if (active == (pass == 1))
                draw_arc (cr, g, clip, node->parents[j], v, active);
            }
        }
    }
}
