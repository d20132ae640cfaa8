/* qd-bayes-render.c — a network's geometry, its picture and its hits
 * (qd-bayes-render.h); the nodes and arcs are drawn by
 * qd-bayes-render-nodes.c and qd-bayes-render-arcs.c. */
#include "config.h"
#include "qd-bayes-render-private.h"

#include <math.h>
#include <string.h>

#include "core/qd-format.h"

#define EMPTY_SIDE 120.0   /* the picture of a network without nodes */

void
qd_bayes_render_options_init (QdBayesRenderOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = palette;
  options->detail = QD_BAYES_RENDER_AUTO;
  options->zoom = 1.0;
  options->selected = options->cursor = options->hover = options->hover_state = -1;
}

gboolean
qd_bayes_render_is_compact (const QdBayesRenderOptions *options)
{
  if (options == NULL || options->detail == QD_BAYES_RENDER_FULL)
    return FALSE;
  if (options->detail == QD_BAYES_RENDER_COMPACT)
    return TRUE;
  return options->zoom > 0 && options->zoom < QD_BAYES_RENDER_COMPACT_ZOOM;
}

guint
qd_bayes_geometry_rows (const QdBayesNode *node, gboolean *more)
{
  guint rows = node->kind == QD_BELIEF_UTILITY ? 0 : node->n_states;

  *more = rows > QD_BAYES_RENDER_MAX_BARS;
  return MIN (rows, QD_BAYES_RENDER_MAX_BARS);
}

void
qd_bayes_geometry_full_size (const QdBayesNode *node, double scale, double *w, double *h)
{
  gboolean more;
  guint rows;

  if (node->kind == QD_BELIEF_UTILITY)
    {
      *w = QD_BAYES_RENDER_UTILITY_WIDTH * scale;
      *h = QD_BAYES_RENDER_UTILITY_HEIGHT * scale;
      return;
    }
  rows = qd_bayes_geometry_rows (node, &more) + (more ? 1 : 0);
  *w = QD_BAYES_RENDER_NODE_WIDTH * scale;
  *h = (QD_BAYES_RENDER_HEADER + rows * QD_BAYES_RENDER_ROW + QD_BAYES_RENDER_PAD) * scale;
}

/* The size drawn in the look of G (compact boxes are as wide, lower). */
static void
look_size (const QdBayesGeometry *g, const QdBayesNode *node, double *w, double *h)
{
  qd_bayes_geometry_full_size (node, g->scale, w, h);
  if (g->compact)
    *h = MIN (*h, QD_BAYES_RENDER_COMPACT_HEIGHT * g->scale * (node->kind == QD_BELIEF_UTILITY ? 1.4 : 1.0));
}

static double
text_scale (const QdPalette *palette)
{
  double s = palette != NULL ? palette->text_scale : 1.0;

  return s > 0 && isfinite (s) ? s : 1.0;
}

void
qd_bayes_geometry_init (QdBayesGeometry *g, const QdBayesNet *net, const QdBayesRenderOptions *options)
{
  guint n = qd_bayes_net_n_nodes (net);
  double x1 = G_MAXDOUBLE, y1 = G_MAXDOUBLE, x2 = -G_MAXDOUBLE, y2 = -G_MAXDOUBLE;
  double margin, side_margin;

  memset (g, 0, sizeof *g);
  g->net = net;
  g->options = options;
  g->palette = qd_palette_or_light (options != NULL ? options->palette : NULL);
  g->scale = text_scale (g->palette);
  g->compact = qd_bayes_render_is_compact (options);
  margin = QD_BAYES_RENDER_MARGIN * g->scale;
  /* Arcs bent around a node bulge up to half the bend sideways. */
  side_margin = margin + QD_BAYES_RENDER_BEND / 2 * g->scale;
  /* The full look's bounding box in either look: the picture keeps its size
   * when the zoom changes the look. */
  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      double w, h;

      qd_bayes_geometry_full_size (node, g->scale, &w, &h);
      x1 = MIN (x1, node->x * g->scale - w / 2);
      x2 = MAX (x2, node->x * g->scale + w / 2);
      y1 = MIN (y1, node->y * g->scale - h / 2);
      y2 = MAX (y2, node->y * g->scale + h / 2);
    }
  if (n == 0)
    {
      x1 = y1 = 0;
      x2 = y2 = EMPTY_SIDE;
    }
  g->dx = side_margin - x1;
  g->dy = margin - y1;
  g->width = ceil (x2 - x1 + 2 * side_margin);
  g->height = ceil (y2 - y1 + 2 * margin);
}

void
qd_bayes_geometry_box (const QdBayesGeometry *g, guint v, double *x, double *y, double *w, double *h)
{
  const QdBayesNode *node = qd_bayes_net_node (g->net, v);

  look_size (g, node, w, h);
  *x = node->x * g->scale + g->dx - *w / 2;
  *y = node->y * g->scale + g->dy - *h / 2;
}

void
qd_bayes_render_node_box (const QdBayesNet *net, const QdBayesRenderOptions *options, guint index, double *x,
                          double *y, double *width, double *height)
{
  QdBayesGeometry g;

  g_return_if_fail (index < qd_bayes_net_n_nodes (net));
  qd_bayes_geometry_init (&g, net, options);
  qd_bayes_geometry_box (&g, index, x, y, width, height);
}

void
qd_bayes_render_node_size (const QdBayesNet *net, const QdBayesRenderOptions *options, guint index, double *width,
                           double *height)
{
  g_return_if_fail (index < qd_bayes_net_n_nodes (net));
  qd_bayes_geometry_full_size (qd_bayes_net_node (net, index), 1.0, width, height);
}

/* State STATE's row in a box at (x, y) of width W. */
static void
row_box (const QdBayesGeometry *g, guint state, double x, double y, double w, double *rx, double *ry, double *rw,
         double *rh)
{
  *rx = x + 2 * g->scale;
  *ry = y + (QD_BAYES_RENDER_HEADER + state * QD_BAYES_RENDER_ROW) * g->scale;
  *rw = w - 4 * g->scale;
  *rh = QD_BAYES_RENDER_ROW * g->scale;
}

gboolean
qd_bayes_render_state_box (const QdBayesNet *net, const QdBayesRenderOptions *options, guint index, guint state,
                           double *x, double *y, double *width, double *height)
{
  QdBayesGeometry g;
  double bx, by, bw, bh;
  gboolean more;

  g_return_val_if_fail (index < qd_bayes_net_n_nodes (net), FALSE);
  qd_bayes_geometry_init (&g, net, options);
  if (g.compact || state >= qd_bayes_geometry_rows (qd_bayes_net_node (net, index), &more))
    return FALSE;
  qd_bayes_geometry_box (&g, index, &bx, &by, &bw, &bh);
  row_box (&g, state, bx, by, bw, x, y, width, height);
  return TRUE;
}

void
qd_bayes_render_get_size (const QdBayesNet *net, const QdBayesRenderOptions *options, double *width, double *height)
{
  QdBayesGeometry g;

  qd_bayes_geometry_init (&g, net, options);
  *width = g.width;
  *height = g.height;
}

void
qd_bayes_render_to_picture (const QdBayesNet *net, const QdBayesRenderOptions *options, double x, double y,
                            double *px, double *py)
{
  QdBayesGeometry g;

  qd_bayes_geometry_init (&g, net, options);
  *px = x * g.scale + g.dx;
  *py = y * g.scale + g.dy;
}

void
qd_bayes_render_from_picture (const QdBayesNet *net, const QdBayesRenderOptions *options, double px, double py,
                              double *x, double *y)
{
  QdBayesGeometry g;

  qd_bayes_geometry_init (&g, net, options);
  *x = (px - g.dx) / g.scale;
  *y = (py - g.dy) / g.scale;
}

/* Whether (px, py) is inside node v's shape (a utility node's diamond). */
static gboolean
inside (const QdBayesGeometry *g, guint v, double px, double py)
{
  double x, y, w, h;

  qd_bayes_geometry_box (g, v, &x, &y, &w, &h);
  if (px < x || px >= x + w || py < y || py >= y + h)
    return FALSE;
  if (qd_bayes_net_node (g->net, v)->kind == QD_BELIEF_UTILITY)
    return fabs (px - x - w / 2) / (w / 2) + fabs (py - y - h / 2) / (h / 2) <= 1.0;
  return TRUE;
}

gint
qd_bayes_render_hit (const QdBayesNet *net, const QdBayesRenderOptions *options, double px, double py, gint *state)
{
  QdBayesGeometry g;
  guint n = qd_bayes_net_n_nodes (net);

  if (state != NULL)
    *state = -1;
  qd_bayes_geometry_init (&g, net, options);
  for (guint i = n; i-- > 0;)
    if (inside (&g, i, px, py))
      {
        const QdBayesNode *node = qd_bayes_net_node (net, i);
        double x, y, w, h;
        gboolean more;
        guint rows = qd_bayes_geometry_rows (node, &more);
        double row;

        qd_bayes_geometry_box (&g, i, &x, &y, &w, &h);
        row = floor ((py - y - QD_BAYES_RENDER_HEADER * g.scale) / (QD_BAYES_RENDER_ROW * g.scale));
        if (state != NULL && !g.compact && row >= 0 && row < rows)
          *state = (gint) row;
        return (gint) i;
      }
  return -1;
}

void
qd_bayes_render (cairo_t *cr, const QdBayesNet *net, const QdBayesRenderOptions *options)
{
  QdBayesRenderOptions defaults;
  QdBayesGeometry g;
  QdDrawText face;
  QdDrawClip clip;
  guint n = qd_bayes_net_n_nodes (net);

  if (options == NULL)
    {
      qd_bayes_render_options_init (&defaults, NULL);
      options = &defaults;
    }
  qd_bayes_geometry_init (&g, net, options);
  qd_draw_begin (cr, g.palette, &face, "H");
  qd_draw_clip_get (cr, &clip);
  qd_bayes_draw_arcs (cr, &g, &clip);
  for (guint v = 0; v < n; v++)
    {
      double x, y, w, h, pad = 8 * g.scale;

      qd_bayes_geometry_box (&g, v, &x, &y, &w, &h);
      if (qd_draw_clip_meets (&clip, x - pad, y - pad, x + w + pad, y + h + pad))
        qd_bayes_draw_node (cr, &face, &g, v);
    }
  qd_draw_end (cr, &face);
}

void
qd_bayes_render_format_percent (double probability, char *out, gsize size)
{
  if (!isfinite (probability))
    g_strlcpy (out, "—", size);
  else if (probability <= 0)
    g_strlcpy (out, "0%", size);
  else if (probability >= 1)
    g_strlcpy (out, "100%", size);
  else if (probability < 0.0005)
    g_snprintf (out, size, "< %.1f%%", 0.1);
  else if (probability >= 0.9995)
    g_snprintf (out, size, "> %.1f%%", 99.9);
  else
    g_snprintf (out, size, "%.1f%%", 100 * probability);
}

void
qd_bayes_render_format_utility (double value, char *out, gsize size)
{
  g_autofree char *digits = NULL;

  if (!isfinite (value))
    {
      g_strlcpy (out, "—", size);
      return;
    }
  digits = qd_format_number_short_locale (fabs (value));
  g_snprintf (out, size, "%s%s", value < 0 && strcmp (digits, "0") != 0 ? "−" : "", digits);
}
