/* qd-prop-render-walksat.c — WalkSAT's run (AIMA Fig. 7.18) drawn: the
 * clauses false after each flip plotted (render/qd-plot.h), the random-walk
 * and greedy flips as two kinds of marks on the line, and under the plot a
 * strip of the assignment after the step shown, the symbol just flipped
 * ringed.  The first QD_PROP_RENDER_MAX_WALKSAT_FLIPS flips are plotted. */
#include "qd-prop-render-private.h"
#include "qd-prop-render-tree.h"
#include "qd-prop-search-render.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/qd-plot.h"

#define PLOT_W       640.0
#define PLOT_H       300.0
#define STRIP_TITLE   24.0   /* the strip's title line */
#define CELL_MIN_W    30.0
#define CELL_PAD       8.0
#define CELL_H        40.0   /* a cell: name above, value under */
#define CELL_GAP       4.0
#define NOTE_H        18.0

static const QdPropWalksatFlip *
flip_at (const QdPropWalksatView *view, guint i)
{
  return &g_array_index (view->walksat->flips, QdPropWalksatFlip, i);
}

static guint
n_plotted (const QdPropWalksatView *view)
{
  return view->walksat->flips == NULL ? 0 : MIN (view->walksat->flips->len, QD_PROP_RENDER_MAX_WALKSAT_FLIPS);
}

guint
qd_prop_walksat_view_n_steps (const QdPropWalksatView *view)
{
  return n_plotted (view);
}

void
qd_prop_walksat_view_assignment (const QdPropWalksatView *view, gint step, guint8 *values)
{
  const QdPropWalksat *ws = view->walksat;
  guint n = n_plotted (view), k = step < 0 || (guint) step > n ? n : (guint) step;

  memset (values, 0, view->n_symbols);
  for (guint s = 0; ws->initial != NULL && s < MIN (view->n_symbols, ws->initial->len); s++)
    values[s] = g_array_index (ws->initial, guint8, s) == 1;
  for (guint i = 0; i < k; i++)
    if (flip_at (view, i)->symbol < view->n_symbols)
      values[flip_at (view, i)->symbol] = flip_at (view, i)->value;
}

typedef struct {
  QdPlot *plot;
  guint n_flips;        /* plotted */
  guint step;
  guint n_cells;        /* symbols in the strip */
  double cell_w;
  guint per_row;
  guint n_rows;
  char *caption;
  char *strip_title;
  char *note;
  double plot_top, strip_top;
  double width, height;
} Geometry;

static char *
caption_text (const QdPropWalksatView *view, const Geometry *g)
{
  const QdPropWalksat *ws = view->walksat;
  g_autofree char *flips = qd_format_count (ws->n_flips);
  g_autofree char *greedy = qd_format_count (ws->n_greedy);

  if (g->step < g->n_flips)
    {
      g_autofree char *k = qd_format_count (g->step);
      g_autofree char *n = qd_format_count (g->n_flips);

      /* TRANSLATORS: WalkSAT shown step by step */
      return g_strdup_printf (_("WalkSAT: flip %s of %s"), k, n);
    }
  switch (ws->status)
    {
    case QD_PROP_WALKSAT_SAT:
      /* TRANSLATORS: WalkSAT's caption: flips made, of which greedy */
      return g_strdup_printf (_("WalkSAT: a model after %s flips (%s greedy)"), flips, greedy);
    case QD_PROP_WALKSAT_NO_MODEL:
      {
        g_autofree char *least = qd_format_count (ws->min_unsat);

        /* TRANSLATORS: WalkSAT cannot say unsatisfiable: it only failed to find a model */
        return g_strdup_printf (ngettext ("WalkSAT: no model in %s flips (at best %s clause false)",
                                          "WalkSAT: no model in %s flips (at best %s clauses false)",
                                          ws->min_unsat), flips, least);
      }
    case QD_PROP_WALKSAT_EMPTY:
      return g_strdup (_("WalkSAT: an empty clause, no model exists"));
    default:
      return g_strdup_printf (_("WalkSAT: stopped after %s flips"), flips);
    }
}

static QdPlot *
make_plot (const QdPropWalksatView *view, guint n, guint step)
{
  const QdPropWalksat *ws = view->walksat;
  QdPlot *plot = qd_plot_new ("");
  guint line, random, greedy, top = ws->initial_unsat;

  qd_plot_set_axis (plot, QD_PLOT_AXIS_X, _("flip"), QD_PLOT_LINEAR);
  qd_plot_set_axis (plot, QD_PLOT_AXIS_Y, _("false clauses"), QD_PLOT_LINEAR);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_integer (plot, QD_PLOT_AXIS_Y, TRUE);
  line = qd_plot_add_series (plot, _("false clauses"));
  random = qd_plot_add_series (plot, _("random-walk flip"));
  greedy = qd_plot_add_series (plot, _("greedy flip"));
  qd_plot_series_set_line_only (plot, line, TRUE);
  qd_plot_series_set_markers_only (plot, random, TRUE);
  qd_plot_series_set_markers_only (plot, greedy, TRUE);
  for (guint i = 0; i < n; i++)
    top = MAX (top, flip_at (view, i)->n_unsat);
  qd_plot_set_range (plot, QD_PLOT_AXIS_X, 0, MAX (n, 1));
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, 0, top + 1);   /* room over the highest point */
  qd_plot_add_point (plot, line, 0, ws->initial_unsat, NAN);
  for (guint i = 0; i < step; i++)
    {
      const QdPropWalksatFlip *f = flip_at (view, i);

      qd_plot_add_point (plot, line, i + 1, f->n_unsat, NAN);
      qd_plot_add_point (plot, f->greedy ? greedy : random, i + 1, f->n_unsat, NAN);
    }
  return plot;
}

static void
geometry_make (const QdPropWalksatView *view, const QdPropRenderOptions *options, Geometry *g)
{
  double inner = PLOT_W;

  memset (g, 0, sizeof *g);
  g->n_flips = n_plotted (view);
  g->step = prop_render_step (options, g->n_flips);
  g->plot = make_plot (view, g->n_flips, g->step);
  g->caption = caption_text (view, g);
  g->n_cells = MIN (view->n_symbols, QD_PROP_RENDER_MAX_STRIP_SYMBOLS);
  g->cell_w = CELL_MIN_W;
  for (guint s = 0; s < g->n_cells; s++)
    {
      g_autofree char *name = qd_prop_search_symbol_text (view->prop, s);

      g->cell_w = MAX (g->cell_w, qd_prop_render_measure (name, PROP_SMALL) + CELL_PAD);
    }
  g->per_row = MAX (1, (guint) ((PLOT_W + CELL_GAP) / (g->cell_w + CELL_GAP)));
  g->n_rows = (g->n_cells + g->per_row - 1) / g->per_row;
  {
    g_autofree char *k = qd_format_count (g->step);

    g->strip_title = g->step == 0 ? g_strdup (_("The random assignment WalkSAT starts from"))
                     /* TRANSLATORS: WalkSAT: the assignment strip's title */
                     : g_strdup_printf (_("The assignment after flip %s"), k);
  }
  if (view->walksat->n_flips > g->n_flips || view->n_symbols > g->n_cells)
    {
      g_autofree char *f = qd_format_count (g->n_flips);
      g_autofree char *all = qd_format_count (view->walksat->n_flips);
      g_autofree char *c = qd_format_count (g->n_cells);
      g_autofree char *syms = qd_format_count (view->n_symbols);

      /* TRANSLATORS: what a large WalkSAT run's picture leaves out */
      g->note = g_strdup_printf (_("%s of %s flips plotted, %s of %s symbols shown"), f, all, c, syms);
    }
  g->plot_top = PROP_MARGIN + PROP_CAPTION_H + PROP_LINE_GAP;
  g->strip_top = g->plot_top + PLOT_H + PROP_LINE_GAP;
  inner = MAX (inner, qd_prop_render_caption_width (g->caption));
  if (g->note != NULL)
    inner = MAX (inner, qd_prop_render_measure (g->note, PROP_SMALL));
  g->width = inner + 2 * PROP_MARGIN;
  g->height = g->strip_top + STRIP_TITLE + g->n_rows * (CELL_H + CELL_GAP) + (g->note != NULL ? NOTE_H : 0)
              + PROP_MARGIN;
}

static void
geometry_clear (Geometry *g)
{
  g_clear_pointer (&g->plot, qd_plot_free);
  g_clear_pointer (&g->caption, g_free);
  g_clear_pointer (&g->strip_title, g_free);
  g_clear_pointer (&g->note, g_free);
}

static void
cell_box (const Geometry *g, guint s, double *x, double *y)
{
  *x = PROP_MARGIN + (s % g->per_row) * (g->cell_w + CELL_GAP);
  *y = g->strip_top + STRIP_TITLE + (s / g->per_row) * (CELL_H + CELL_GAP);
}

void
qd_prop_walksat_view_get_size (const QdPropWalksatView *view, const QdPropRenderOptions *options, double *width,
                               double *height)
{
  Geometry g;
  double s = prop_render_scale (options);

  geometry_make (view, options, &g);
  *width = g.width * s;
  *height = g.height * s;
  geometry_clear (&g);
}

gint
qd_prop_walksat_view_hit (const QdPropWalksatView *view, const QdPropRenderOptions *options, double x, double y)
{
  Geometry g;
  QdPlotFrame f;
  double s = prop_render_scale (options), px, py;
  gint hit = -1;

  geometry_make (view, options, &g);
  px = x / s - PROP_MARGIN;
  py = y / s - g.plot_top;
  qd_plot_get_frame (g.plot, PLOT_W, PLOT_H, &f);
  if (g.n_flips > 0 && px >= f.left && px <= f.left + f.width && py >= f.top && py <= f.top + f.height)
    {
      double xd = f.x_min + (px - f.left) / f.width * (f.x_max - f.x_min);

      hit = CLAMP ((gint) floor (xd + 0.5) - 1, 0, (gint) g.n_flips - 1);
    }
  geometry_clear (&g);
  return hit;
}

gint
qd_prop_walksat_view_hit_symbol (const QdPropWalksatView *view, const QdPropRenderOptions *options, double x,
                                 double y)
{
  Geometry g;
  double s = prop_render_scale (options);
  gint hit = -1;

  geometry_make (view, options, &g);
  for (guint i = 0; i < g.n_cells && hit < 0; i++)
    {
      double cx, cy;

      cell_box (&g, i, &cx, &cy);
      if (x / s >= cx && x / s < cx + g.cell_w && y / s >= cy && y / s < cy + CELL_H)
        hit = (gint) i;
    }
  geometry_clear (&g);
  return hit;
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdPropWalksatView *view;
  const QdPropRenderOptions *options;
  Geometry g;
} Draw;

/* A vertical line at flip x (the selection, or the step shown). */
static void
draw_flip_line (Draw *d, double x, const QdColor *color)
{
  QdPlotFrame f;
  double px, py;

  qd_plot_get_frame (d->g.plot, PLOT_W, PLOT_H, &f);
  if (!qd_plot_frame_map (&f, x, f.y_min, &px, &py))
    return;
  cairo_move_to (d->cr, PROP_MARGIN + px, d->g.plot_top + f.top);
  cairo_line_to (d->cr, PROP_MARGIN + px, d->g.plot_top + f.top + f.height);
  qd_draw_set_color (d->cr, color, 0.8);
  qd_draw_line_width (d->cr, d->p, 1.5);
  cairo_stroke (d->cr);
}

static void
draw_plot (Draw *d)
{
  /* The picture is scaled already: the plot's own text scale stays 1. */
  QdPalette flat = *d->p;

  flat.text_scale = 1.0;
  cairo_save (d->cr);
  cairo_translate (d->cr, PROP_MARGIN, d->g.plot_top);
  qd_plot_render (d->cr, d->g.plot, &flat, PLOT_W, PLOT_H);
  cairo_restore (d->cr);
  if (d->g.step < d->g.n_flips)
    draw_flip_line (d, d->g.step, &d->p->accent);
  if (d->options->selected >= 0 && (guint) d->options->selected < d->g.step)
    draw_flip_line (d, d->options->selected + 1, &d->p->foreground);
}

static void
draw_strip (Draw *d)
{
  g_autofree guint8 *values = g_new0 (guint8, MAX (d->view->n_symbols, 1));
  guint flipped = d->g.step > 0 ? flip_at (d->view, d->g.step - 1)->symbol : G_MAXUINT;

  qd_prop_walksat_view_assignment (d->view, (gint) d->g.step, values);
  qd_draw_text (&d->face, d->g.strip_title, PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                d->g.strip_top + STRIP_TITLE / 2, &d->p->foreground, 1.0);
  for (guint s = 0; s < d->g.n_cells; s++)
    {
      g_autofree char *name = qd_prop_search_symbol_text (d->view->prop, s);
      double x, y;
      const QdColor *fill = values[s] ? &d->p->good : &d->p->bad;

      cell_box (&d->g, s, &x, &y);
      qd_prop_render_box (d->cr, d->p, x, y, d->g.cell_w, CELL_H, fill, 0.25, &d->p->muted, 1);
      if (s == flipped)
        {
          qd_draw_rounded_rect (d->cr, x - 2, y - 2, d->g.cell_w + 4, CELL_H + 4, 7);
          qd_draw_set_color (d->cr, &d->p->accent, 1.0);
          qd_draw_line_width (d->cr, d->p, 2.5);
          cairo_stroke (d->cr);
        }
      qd_draw_text (&d->face, name, PROP_SMALL, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x + d->g.cell_w / 2,
                    y + CELL_H * 0.3, &d->p->foreground, 1.0);
      qd_draw_text (&d->face, values[s] ? "T" : "F", PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER
                    | QD_DRAW_TEXT_CAP_MIDDLE, x + d->g.cell_w / 2, y + CELL_H * 0.7, &d->p->foreground, 1.0);
    }
}

void
qd_prop_walksat_view_render (cairo_t *cr, const QdPropWalksatView *view, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .view = view, .options = options };

  geometry_make (view, options, &d.g);
  prop_render_begin (cr, options, &d.face);
  qd_prop_render_caption (&d.face, d.p, d.g.caption);
  draw_plot (&d);
  draw_strip (&d);
  if (d.g.note != NULL)
    qd_draw_text (&d.face, d.g.note, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                  d.g.height - PROP_MARGIN - NOTE_H / 2, &d.p->muted, 1.0);
  qd_draw_end (cr, &d.face);
  geometry_clear (&d.g);
}
