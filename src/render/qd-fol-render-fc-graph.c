/* qd-fol-render-fc-graph.c — FOL-FC-ASK's facts as the book draws them
 * (AIMA Fig. 9.4): one row per iteration, the KB's facts at the bottom,
 * each new fact joined by lines to the facts its premises matched.  A row's
 * facts are ordered by the mean position of the facts they were made from
 * (and the bottom row by the mean position of the facts made from them),
 * which keeps the lines from crossing in the book's example. */
#include "qd-fol-render-private.h"
#include "qd-prop-render-tree.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

#define BOX_H        26.0
#define BOX_PAD      10.0
#define ROW_GAP      56.0    /* between two rows' boxes */
#define H_GAP        16.0

#define fact_at fol_fc_fact

/* An item of a row: a fact's box, or a point a line passes through on its
 * way down past a row (so that rows leave it a gap). */
typedef struct {
  guint fact;           /* G_MAXUINT for a point */
  guint row;
  double w, x;
} Item;

typedef struct {
  guint up, down;       /* items of two rows next to each other */
} Link;

typedef struct {
  FolFcHeader header;
  guint n_facts;        /* drawn (capped, at the step) */
  guint n_rows;         /* iterations shown + 1 */
  GArray *items;        /* Item: the facts first (item i is fact i), then the points */
  GArray *links;        /* Link */
  double *y;            /* per row: its boxes' centre line */
  char **texts;
  double top;
  double width, height;
} Geometry;

#define POINT_W 12.0

static Item *
item_at (const Geometry *g, guint i)
{
  return &g_array_index (g->items, Item, i);
}

/* Fact i's premises. */
static guint
n_premises (const QdFolFcTable *table, guint i)
{
  const QdFolFact *f = fact_at (table, i);

  return f->clause == QD_FOL_NONE ? 0 : qd_fol_clause (table->fol, f->clause)->n_premises;
}

static guint
premise (const QdFolFcTable *table, guint i, guint k)
{
  return g_array_index (table->fc->used, guint, fact_at (table, i)->premises + k);
}

/* The links: from each fact down to each premise's fact, through a point
 * in every row between them. */
static void
make_links (const QdFolFcTable *table, Geometry *g)
{
  for (guint i = 0; i < g->n_facts; i++)
    for (guint k = 0; k < n_premises (table, i); k++)
      {
        guint q = premise (table, i, k), up = i;

        if (q >= g->n_facts)
          continue;
        for (guint r = item_at (g, i)->row; r-- > item_at (g, q)->row + 1;)
          {
            Item point = { G_MAXUINT, r, POINT_W, 0 };
            Link link = { up, g->items->len };

            g_array_append_val (g->items, point);
            g_array_append_val (g->links, link);
            up = link.down;
          }
        g_array_append_val (g->links, ((Link) { up, q }));
      }
}

/* The mean x of the items linked to item i from below (up) or from above;
 * `fallback` when there are none. */
static double
barycenter (const Geometry *g, guint i, gboolean up, double fallback)
{
  double sum = 0;
  guint count = 0;

  for (guint l = 0; l < g->links->len; l++)
    {
      const Link *link = &g_array_index (g->links, Link, l);

      if ((up ? link->up : link->down) == i)
        {
          sum += item_at (g, up ? link->down : link->up)->x;
          count++;
        }
    }
  return count > 0 ? sum / count : fallback;
}

/* Lays the items of row `row` side by side from x = left, in the order of
 * their barycentres (a stable insertion sort: rows are short). */
static void
place_row (Geometry *g, guint row, gboolean up, double left)
{
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) key = g_array_new (FALSE, FALSE, sizeof (double));
  double x = left;

  for (guint i = 0; i < g->items->len; i++)
    if (item_at (g, i)->row == row)
      {
        double k = barycenter (g, i, up, item_at (g, i)->x);

        g_array_append_val (order, i);
        g_array_append_val (key, k);
      }
  for (guint a = 1; a < order->len; a++)
    for (guint b = a; b > 0 && g_array_index (key, double, b - 1) > g_array_index (key, double, b); b--)
      {
        double t = g_array_index (key, double, b);
        guint u = g_array_index (order, guint, b);

        g_array_index (key, double, b) = g_array_index (key, double, b - 1);
        g_array_index (key, double, b - 1) = t;
        g_array_index (order, guint, b) = g_array_index (order, guint, b - 1);
        g_array_index (order, guint, b - 1) = u;
      }
  for (guint a = 0; a < order->len; a++)
    {
      Item *it = item_at (g, g_array_index (order, guint, a));

      it->x = x + it->w / 2;
      x += it->w + H_GAP;
    }
}

static void
layout (Geometry *g)
{
  g_autofree double *row_w = g_new0 (double, MAX (g->n_rows, 1));
  double widest = 0;

  for (guint i = 0; i < g->items->len; i++)
    row_w[item_at (g, i)->row] += item_at (g, i)->w + (row_w[item_at (g, i)->row] > 0 ? H_GAP : 0);
  for (guint r = 0; r < g->n_rows; r++)
    widest = MAX (widest, row_w[r]);
  /* In the order known, then the bottom row under the items above it,
   * then each row over the items under it. */
  for (guint r = 0; r < g->n_rows; r++)
    place_row (g, r, TRUE, (widest - row_w[r]) / 2);
  if (g->n_rows > 1)
    place_row (g, 0, FALSE, (widest - row_w[0]) / 2);
  for (guint r = 1; r < g->n_rows; r++)
    place_row (g, r, TRUE, (widest - row_w[r]) / 2);
  g->y = g_new0 (double, MAX (g->n_rows, 1));
  for (guint r = 0; r < g->n_rows; r++)
    g->y[r] = g->top + (g->n_rows - 1 - r) * (BOX_H + ROW_GAP) + BOX_H / 2;
  for (guint i = 0; i < g->items->len; i++)
    item_at (g, i)->x += PROP_MARGIN;
  g->width = widest;
}

static void
geometry_make (const QdFolFcTable *table, const QdPropRenderOptions *options, Geometry *g)
{
  memset (g, 0, sizeof *g);
  qd_fol_fc_header_make (table, options, QD_FOL_RENDER_MAX_GRAPH_FACTS, &g->header);
  g->n_facts = g->header.shown;
  g->n_rows = g->n_facts > 0 ? fact_at (table, g->n_facts - 1)->iteration + 1 : 0;
  g->items = g_array_new (FALSE, FALSE, sizeof (Item));
  g->links = g_array_new (FALSE, FALSE, sizeof (Link));
  g->texts = g_new0 (char *, g->n_facts + 1);
  for (guint i = 0; i < g->n_facts; i++)
    {
      Item it = { i, fact_at (table, i)->iteration, 0, 0 };

      g->texts[i] = qd_prop_search_cut (qd_fol_print_term (table->fol, fact_at (table, i)->atom),
                                        QD_FOL_RENDER_MAX_TEXT);
      it.w = qd_prop_render_measure (g->texts[i], PROP_TEXT) + 2 * BOX_PAD;
      g_array_append_val (g->items, it);
    }
  make_links (table, g);
  g->top = g->header.top;
  layout (g);
  g->width = MAX (g->width + 2 * PROP_MARGIN, g->header.width);
  g->height = g->top + g->n_rows * (BOX_H + ROW_GAP) - (g->n_rows > 0 ? ROW_GAP : 0) + PROP_MARGIN
              + (g->header.note != NULL ? FOL_NOTE_H : 0);
}

static void
geometry_clear (Geometry *g)
{
  g_clear_pointer (&g->items, g_array_unref);
  g_clear_pointer (&g->links, g_array_unref);
  g_free (g->y);
  g_strfreev (g->texts);
  qd_fol_fc_header_clear (&g->header);
}

void
qd_fol_fc_graph_get_size (const QdFolFcTable *table, const QdPropRenderOptions *options, double *width,
                          double *height)
{
  Geometry g;
  double s = prop_render_scale (options);

  geometry_make (table, options, &g);
  *width = g.width * s;
  *height = g.height * s;
  geometry_clear (&g);
}

gboolean
qd_fol_fc_graph_node_center (const QdFolFcTable *table, const QdPropRenderOptions *options, guint fact, double *x,
                             double *y)
{
  Geometry g;
  double s = prop_render_scale (options);
  gboolean shown;

  geometry_make (table, options, &g);
  shown = fact < g.n_facts;
  if (shown)
    {
      *x = item_at (&g, fact)->x * s;
      *y = g.y[item_at (&g, fact)->row] * s;
    }
  geometry_clear (&g);
  return shown;
}

gint
qd_fol_fc_graph_hit (const QdFolFcTable *table, const QdPropRenderOptions *options, double x, double y)
{
  Geometry g;
  double s = prop_render_scale (options);
  gint hit = -1;

  geometry_make (table, options, &g);
  for (guint i = 0; i < g.n_facts && hit < 0; i++)
    if (fabs (x / s - item_at (&g, i)->x) <= item_at (&g, i)->w / 2 && fabs (y / s - g.y[item_at (&g, i)->row])
        <= BOX_H / 2)
      hit = (gint) i;
  geometry_clear (&g);
  return hit;
}

/* The links: from a fact's bottom or a point, to a fact's top or a point. */
static void
draw_lines (cairo_t *cr, const QdPalette *p, const Geometry *g)
{
  for (guint l = 0; l < g->links->len; l++)
    {
      const Link *link = &g_array_index (g->links, Link, l);
      const Item *a = item_at (g, link->up), *b = item_at (g, link->down);

      cairo_move_to (cr, a->x, g->y[a->row] + (a->fact != G_MAXUINT ? BOX_H / 2 : 0));
      cairo_line_to (cr, b->x, g->y[b->row] - (b->fact != G_MAXUINT ? BOX_H / 2 : 0));
    }
  qd_draw_set_color (cr, &p->foreground, 0.6);
  qd_draw_line_width (cr, p, 1.3);
  cairo_stroke (cr);
}

void
qd_fol_fc_graph_render (cairo_t *cr, const QdFolFcTable *table, const QdPropRenderOptions *options)
{
  const QdPalette *p = prop_render_palette (options);
  QdDrawText face;
  Geometry g;

  geometry_make (table, options, &g);
  prop_render_begin (cr, options, &face);
  qd_fol_fc_header_draw (&face, p, &g.header, g.height);
  draw_lines (cr, p, &g);
  for (guint i = 0; i < g.n_facts; i++)
    {
      gboolean answer = qd_fol_fc_is_answer (table, i), kb = fact_at (table, i)->clause == QD_FOL_NONE;
      double x = item_at (&g, i)->x, y = g.y[item_at (&g, i)->row], w = item_at (&g, i)->w;

      qd_prop_render_box (cr, p, x - w / 2, y - BOX_H / 2, w, BOX_H,
                          answer ? &p->good : kb ? &p->leaf_fill : NULL, answer ? 0.3 : 1.0,
                          answer ? &p->good : &p->foreground, answer ? 2.5 : 1.2);
      if ((gint) i == options->selected)
        {
          qd_draw_rounded_rect (cr, x - w / 2 - 4, y - BOX_H / 2 - 4, w + 8, BOX_H + 8, 8);
          qd_draw_set_color (cr, &p->accent, 1.0);
          qd_draw_line_width (cr, p, 2.5);
          cairo_stroke (cr);
        }
      qd_draw_text (&face, g.texts[i], PROP_TEXT, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y,
                    &p->foreground, 1.0);
    }
  qd_draw_end (cr, &face);
  geometry_clear (&g);
}
