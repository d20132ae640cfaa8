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

  *cx = node->x + g->dx;
  *cy = node->y + g->dy;
}

static gboolean
dimmed (const QdBayesGeometry *g, guint v)
{
  return g->options->marks != NULL && (g->options->marks[v] & DIM_MARKS) != 0;
}

/* The arc PARENT → CHILD, ACTIVE or not; nothing when the shapes meet. */
static void
draw_arc (cairo_t *cr, const QdBayesGeometry *g, const QdDrawClip *clip, guint parent, guint child,
          gboolean active)
{
  const QdPalette *p = g->palette;
  double x1, y1, x2, y2, dx, dy, t1, t2, len, ux, uy;
  double arrow = ARROW_LENGTH * g->scale * (active ? 1.3 : 1.0), half = ARROW_HALF * g->scale * (active ? 1.3 : 1.0);

  centre (g, parent, &x1, &y1);
  centre (g, child, &x2, &y2);
  dx = x2 - x1;
  dy = y2 - y1;
  if (!qd_draw_clip_meets (clip, MIN (x1, x2), MIN (y1, y2), MAX (x1, x2), MAX (y1, y2)))
    return;
  if (dx == 0 && dy == 0)
    return;
  t1 = border_fraction (g, parent, dx, dy);
  t2 = border_fraction (g, child, -dx, -dy);
  if (t1 + t2 >= 1.0)
    return;
  len = hypot (dx, dy);
  ux = dx / len;
  uy = dy / len;
  x2 -= t2 * dx;
  y2 -= t2 * dy;
  x1 += t1 * dx;
  y1 += t1 * dy;
  if (active)
    qd_draw_set_color (cr, &p->accent, 1.0);
  else
    qd_draw_set_color (cr, &p->foreground, dimmed (g, parent) || dimmed (g, child) ? 0.18 : 0.5);
  qd_draw_line_width (cr, p, active ? ACTIVE_WIDTH : ARC_WIDTH);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2 - ux * arrow * 0.8, y2 - uy * arrow * 0.8);
  cairo_stroke (cr);
  cairo_move_to (cr, x2, y2);
  cairo_line_to (cr, x2 - ux * arrow - uy * half, y2 - uy * arrow + ux * half);
  cairo_line_to (cr, x2 - ux * arrow + uy * half, y2 - uy * arrow - ux * half);
  cairo_close_path (cr);
  cairo_fill (cr);
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
