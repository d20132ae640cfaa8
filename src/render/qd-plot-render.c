/* qd-plot-render.c — a plot's layout and its drawing.
 *
 * The layout is computed from fixed text metrics (qd-text-measure), so the
 * plot area of a given picture size is the same on every machine and can be
 * asked for without a cairo context (qd_plot_get_frame): from the top, the
 * title; the plot area with the y tick labels and the rotated y title on its
 * left and the x tick labels and x title under it; the legend at the bottom,
 * its entries flowing in rows.  The axis ranges are rounded out to ticks so
 * every point lies inside the area; a fixed range clips instead.
 *
 * Text goes through cairo's toy API in the palette's first family, with
 * "sans-serif" for text that face has no glyphs for (as the other drawings).
 */
#include "qd-plot-private.h"

#include "qd-draw.h"
#include "qd-text-measure.h"

#include <string.h>
#include <glib/gi18n.h>

#define MARGIN           14.0
#define TITLE_SIZE       15.0
#define AXIS_TITLE_SIZE  12.5
#define TICK_SIZE        11.0
#define LEGEND_SIZE      12.0
#define LEGEND_ROW       19.0
#define LEGEND_SAMPLE    34.0    /* the line-and-marker sample before an entry */
#define LEGEND_GAP       18.0    /* between entries of a row */
#define TICK_LENGTH       5.0
#define MINOR_LENGTH      3.0
#define LINE_WIDTH        2.0
#define ERROR_WIDTH       1.25
#define ERROR_CAP         4.0    /* half the width of an error bar's cap */
#define MARKER_RADIUS     3.75
#define MIN_AREA         24.0

/* ----------------------------------------------------------------- layout */

typedef struct {
  char *text;
  double x, y;       /* the sample's left end and the entry's centre line */
} LegendEntry;

typedef struct {
  QdPlotFrame frame;
  GArray *ticks[2];
  double title_y;        /* centre line of the title */
  double title_size;     /* its size: smaller where it would not fit the width */
  double x_labels_y;     /* centre line of the x tick labels */
  double x_title_y;      /* centre line of the x title */
  double y_labels_x;     /* right end of the y tick labels */
  double y_title_x;      /* centre line of the rotated y title */
  double y_title_size;   /* its size: smaller where it would not fit the area's height */
  LegendEntry *legend;   /* one per series */
  gboolean empty;        /* no point can be shown */
  double ts;             /* the text scale: text sizes and the room for text × this */
} Layout;

/* A text size (or the room text takes) of the layout. */
#define TS(l, size) ((size) * (l)->ts)

/* An integer axis keeps the ticks at whole numbers only. */
static GArray *
whole_ticks (const QdPlotAxisData *a, GArray *ticks)
{
  guint kept = 0;

  if (!a->integer || a->scale != QD_PLOT_LINEAR)
    return ticks;
  for (guint i = 0; i < ticks->len; i++)
    {
      const QdPlotTick *t = &g_array_index (ticks, QdPlotTick, i);

      if (t->value == floor (t->value))
        {
          QdPlotTick *k = &g_array_index (ticks, QdPlotTick, kept++);
          char *point, *rest;

          *k = *t;
          /* "1.0" (labelled at the steps of 0.5 dropped) is "1"; "1.5k" stays. */
          point = strchr (k->label, '.');
          rest = point != NULL ? point + 1 + strspn (point + 1, "0") : NULL;
          if (rest != NULL && rest > point + 1 && !g_ascii_isdigit (*rest))
            memmove (point, rest, strlen (rest) + 1);
        }
    }
  g_array_set_size (ticks, kept);
  return ticks;
}

static GArray *axis_ticks_any (const QdPlot *plot, QdPlotAxis axis, guint target, gboolean *empty,
                               double *axis_min, double *axis_max);

static GArray *
axis_ticks (const QdPlot *plot, QdPlotAxis axis, guint target, gboolean *empty, double *axis_min, double *axis_max)
{
  return whole_ticks (&plot->axes[axis], axis_ticks_any (plot, axis, target, empty, axis_min, axis_max));
}

static GArray *
axis_ticks_any (const QdPlot *plot, QdPlotAxis axis, guint target, gboolean *empty,
                double *axis_min, double *axis_max)
{
  const QdPlotAxisData *a = &plot->axes[axis];
  double min, max;
  gboolean fixed_min, fixed_max;

  fixed_min = isfinite (a->min) && qd_plot_value_ok (a->min, a->scale);
  fixed_max = isfinite (a->max) && qd_plot_value_ok (a->max, a->scale);
  if (!qd_plot_data_range (plot, axis, TRUE, &min, &max))
    {
      *empty = TRUE;
      min = a->scale == QD_PLOT_LOG10 ? 1 : 0;
      max = a->scale == QD_PLOT_LOG10 ? 10 : 1;
    }
  if (fixed_min)
    min = a->min;
  if (fixed_max)
    max = a->max;
  if (fixed_min && fixed_max && max > min)
    {
      *axis_min = min;
      *axis_max = max;
      return qd_plot_fixed_ticks (a->scale, a->integer, min, max, target);
    }
  if (max < min)
    max = min;
  {
    GArray *ticks = qd_plot_ticks (a->scale, a->integer, min, max, target, axis_min, axis_max);

    if (fixed_min || fixed_max)
      {
        /* One fixed end: keep it, and only the ticks inside. */
        if (fixed_min)
          *axis_min = min;
        if (fixed_max)
          *axis_max = max;
        g_array_unref (ticks);
        ticks = qd_plot_fixed_ticks (a->scale, a->integer, *axis_min, *axis_max, target);
      }
    return ticks;
  }
}

static double
widest_label (GArray *ticks, double size)
{
  double w = 0;

  for (guint i = 0; i < ticks->len; i++)
    {
      const QdPlotTick *t = &g_array_index (ticks, QdPlotTick, i);

      if (t->labelled)
        w = MAX (w, qd_text_measure (t->label, size));
    }
  return w;
}

static void
layout_clear (Layout *l)
{
  for (guint a = 0; a < 2; a++)
    g_clear_pointer (&l->ticks[a], g_array_unref);
  g_free (l->legend);
  l->legend = NULL;
}

/* Lays the legend's entries out in rows within [x0, x1] from y0; returns
 * its height.  `entries` may be NULL (measuring only).  A series without a
 * name nor a note (legend text "") has no entry: a lone line needs none. */
static double
layout_legend (const QdPlot *plot, const Layout *l, char **texts, double x0, double x1, double y0,
               LegendEntry *entries)
{
  double x = x0, y = y0 + TS (l, LEGEND_ROW) / 2;
  guint rows = 0;

  for (guint s = 0; s < plot->series->len; s++)
    {
      double w = LEGEND_SAMPLE + TS (l, 6) + qd_text_measure (texts[s], TS (l, LEGEND_SIZE));

      if (entries != NULL)
        entries[s] = (LegendEntry) { texts[s], x, y };
      if (*texts[s] == '\0')
        continue;
      rows = MAX (rows, 1);
      if (x > x0 && x + w > x1)
        {
          x = x0;
          y += TS (l, LEGEND_ROW);
          rows++;
        }
      if (entries != NULL)
        {
          entries[s].text = texts[s];
          entries[s].x = x;
          entries[s].y = y;
        }
      x += w + TS (l, LEGEND_GAP);
    }
  return rows * TS (l, LEGEND_ROW);
}

/* Centres each legend row on `centre` where it fits within [x0, x1]. */
static void
centre_legend (const QdPlot *plot, Layout *l, double centre, double x0, double x1)
{
  guint first = 0;

  if (plot->series->len == 0)
    return;
  for (guint s = 1; s <= plot->series->len; s++)
    {
      double row_x0 = INFINITY, row_x1 = -INFINITY, shift;

      if (s < plot->series->len && l->legend[s].y == l->legend[first].y)
        continue;
      /* Entries first .. s-1 form a row (those without text take no room). */
      for (guint i = first; i < s; i++)
        if (*l->legend[i].text != '\0')
          {
            row_x0 = MIN (row_x0, l->legend[i].x);
            row_x1 = MAX (row_x1, l->legend[i].x + LEGEND_SAMPLE + TS (l, 6) +
                                  qd_text_measure (l->legend[i].text, TS (l, LEGEND_SIZE)));
          }
      if (!isfinite (row_x0))
        {
          first = s;
          continue;
        }
      shift = centre - (row_x0 + row_x1) / 2;
      shift = MIN (shift, x1 - row_x1);
      shift = MAX (shift, x0 - row_x0);
      for (guint i = first; i < s; i++)
        l->legend[i].x += shift;
      first = s;
    }
}

static void
layout_compute (const QdPlot *plot, double ts, double width, double height, char **texts, Layout *l)
{
  QdPlotFrame *f = &l->frame;
  gboolean has_title = plot->title != NULL && *plot->title != '\0';
  gboolean has_x_title = plot->axes[0].title != NULL && *plot->axes[0].title != '\0';
  gboolean has_y_title = plot->axes[1].title != NULL && *plot->axes[1].title != '\0';
  double top = MARGIN, bottom, legend_h, left, right, w;
  gboolean empty_x = FALSE, empty_y = FALSE;
  guint target;

  memset (l, 0, sizeof *l);
  l->ts = ts;
  f->x_scale = plot->axes[0].scale;
  f->y_scale = plot->axes[1].scale;

  if (has_title)
    {
      /* bold text is about a tenth wider than qd_text_measure's */
      double title_w = 1.1 * qd_text_measure (plot->title, TS (l, TITLE_SIZE));

      l->title_size = TS (l, TITLE_SIZE) * MIN (1.0, MAX (width - 2 * MARGIN, 1) / MAX (title_w, 1));
      l->title_y = top + TS (l, TITLE_SIZE) * 0.5;
      top += TS (l, TITLE_SIZE) * 1.7;
    }
  /* Room above the area for the top y label's upper half. */
  top += TS (l, TICK_SIZE) * 0.6;

  l->legend = g_new0 (LegendEntry, MAX (plot->series->len, 1));
  legend_h = layout_legend (plot, l, texts, MARGIN, width - MARGIN, 0, NULL);
  bottom = height - MARGIN - legend_h;
  layout_legend (plot, l, texts, MARGIN, width - MARGIN, bottom, l->legend);
  if (legend_h > 0)
    bottom -= 8;
  if (has_x_title)
    {
      l->x_title_y = bottom - TS (l, AXIS_TITLE_SIZE) * 0.5;
      bottom -= TS (l, AXIS_TITLE_SIZE) * 1.6;
    }
  l->x_labels_y = bottom - TS (l, TICK_SIZE) * 0.5;
  bottom -= TS (l, TICK_SIZE) * 1.2 + TICK_LENGTH + 3;

  f->top = top;
  f->height = MAX (bottom - top, MIN_AREA);
  /* Log labels are short and regular: one a decade needs less room. */
  target = (guint) CLAMP (f->height / TS (l, f->y_scale == QD_PLOT_LOG10 ? 30 : 45), 2, 12);
  l->ticks[1] = axis_ticks (plot, QD_PLOT_AXIS_Y, target, &empty_y, &f->y_min, &f->y_max);

  left = MARGIN;
  if (has_y_title)
    {
      /* Along the area, down to 0.6 of its size in a short plot (or beyond it). */
      double title_h = qd_text_measure (plot->axes[1].title, TS (l, AXIS_TITLE_SIZE));

      l->y_title_size = TS (l, AXIS_TITLE_SIZE) * CLAMP (f->height / MAX (title_h, 1), 0.6, 1.0);
      l->y_title_x = left + TS (l, AXIS_TITLE_SIZE) * 0.5;
      left += TS (l, AXIS_TITLE_SIZE) * 1.6;
    }
  left += widest_label (l->ticks[1], TS (l, TICK_SIZE));
  l->y_labels_x = left;
  left += TICK_LENGTH + 4;

  right = width - MARGIN;
  w = MAX (right - left, MIN_AREA);
  target = (guint) CLAMP (w / TS (l, f->x_scale == QD_PLOT_LOG10 ? 55 : 90), 2, 12);
  l->ticks[0] = axis_ticks (plot, QD_PLOT_AXIS_X, target, &empty_x, &f->x_min, &f->x_max);
  /* Room on the right for the last x label's right half. */
  for (guint i = l->ticks[0]->len; i > 0; i--)
    {
      const QdPlotTick *t = &g_array_index (l->ticks[0], QdPlotTick, i - 1);

      if (t->labelled)
        {
          if (t->value >= f->x_max - 1e-9 * fabs (f->x_max))
            right = MIN (right, width - MAX (MARGIN, qd_text_measure (t->label, TS (l, TICK_SIZE)) / 2 + 3));
          break;
        }
    }
  f->left = left;
  f->width = MAX (right - left, MIN_AREA);
  l->empty = empty_x || empty_y;
  centre_legend (plot, l, f->left + f->width / 2, MARGIN, width - MARGIN);
}

static char **
legend_texts (const QdPlot *plot)
{
  char **texts = g_new0 (char *, plot->series->len + 1);

  for (guint s = 0; s < plot->series->len; s++)
    texts[s] = qd_plot_series_legend (plot, s);
  return texts;
}

void
qd_plot_get_frame (const QdPlot *plot, double width, double height, QdPlotFrame *frame)
{
  g_auto(GStrv) texts = NULL;
  Layout l;

  g_return_if_fail (plot != NULL && frame != NULL);
  texts = legend_texts (plot);
  layout_compute (plot, 1.0, width, height, texts, &l);
  *frame = l.frame;
  layout_clear (&l);
}

GArray *
qd_plot_get_ticks (const QdPlot *plot, QdPlotAxis axis, double width, double height)
{
  g_auto(GStrv) texts = NULL;
  Layout l;
  GArray *ticks;

  g_return_val_if_fail (plot != NULL && (axis == QD_PLOT_AXIS_X || axis == QD_PLOT_AXIS_Y), NULL);
  texts = legend_texts (plot);
  layout_compute (plot, 1.0, width, height, texts, &l);
  ticks = g_array_ref (l.ticks[axis]);
  layout_clear (&l);
  return ticks;
}

static double
axis_fraction (QdPlotScale scale, double min, double max, double v)
{
  if (scale == QD_PLOT_LOG10)
    return (log10 (v) - log10 (min)) / (log10 (max) - log10 (min));
  return (v - min) / (max - min);
}

gboolean
qd_plot_frame_map (const QdPlotFrame *f, double x, double y, double *px, double *py)
{
  g_return_val_if_fail (f != NULL, FALSE);
  if (!qd_plot_value_ok (x, f->x_scale) || !qd_plot_value_ok (y, f->y_scale))
    return FALSE;
  if (px != NULL)
    *px = f->left + f->width * axis_fraction (f->x_scale, f->x_min, f->x_max, x);
  if (py != NULL)
    *py = f->top + f->height * (1 - axis_fraction (f->y_scale, f->y_min, f->y_max, y));
  return TRUE;
}

/* The natural size at text scale ts, before larger text is given room. */
static void
natural_size (const QdPlot *plot, char **texts, double ts, double *width, double *height)
{
  Layout l = { .ts = ts };
  double legend_h = layout_legend (plot, &l, texts, MARGIN, QD_PLOT_NATURAL_WIDTH - MARGIN, 0, NULL);

  /* wide enough for the title (bold: a tenth wider than measured) */
  *width = QD_PLOT_NATURAL_WIDTH;
  if (plot->title != NULL)
    *width = MAX (*width, 1.1 * qd_text_measure (plot->title, TS (&l, TITLE_SIZE)) + 2 * MARGIN);
  /* Legends of many rows make the picture taller, not the area smaller. */
  *height = QD_PLOT_NATURAL_HEIGHT + MAX (0, legend_h - 2 * TS (&l, LEGEND_ROW));
}

void
qd_plot_get_natural_size (const QdPlot *plot, const QdPalette *palette, double *width, double *height)
{
  g_auto(GStrv) texts = NULL;
  double ts = palette != NULL ? palette->text_scale : 1.0;
  double w, h;

  g_return_if_fail (plot != NULL);
  texts = legend_texts (plot);
  natural_size (plot, texts, ts, &w, &h);
  if (ts != 1.0)
    {
      /* Larger text takes its room around the area, which keeps the size
       * it has at text scale 1. */
      double w1, h1;
      Layout l1, l;

      natural_size (plot, texts, 1.0, &w1, &h1);
      layout_compute (plot, 1.0, w1, h1, texts, &l1);
      layout_compute (plot, ts, w, h, texts, &l);
      w += MAX (0, l1.frame.width - l.frame.width);
      h += MAX (0, l1.frame.height - l.frame.height);
      layout_clear (&l1);
      layout_clear (&l);
    }
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
}

double
qd_plot_height_for_area (const QdPlot *plot, const QdPalette *palette, double width, double area_height)
{
  /* Tall enough that nothing is squeezed: all but the area is text. */
  const double probe = 10000;
  g_auto(GStrv) texts = NULL;
  Layout l;
  double height;

  g_return_val_if_fail (plot != NULL, 0);
  texts = legend_texts (plot);
  layout_compute (plot, palette != NULL ? palette->text_scale : 1.0, width, probe, texts, &l);
  height = probe - l.frame.height + area_height;
  layout_clear (&l);
  return ceil (height);
}

/* ---------------------------------------------------------------- drawing */

void
qd_plot_series_color (const QdPalette *palette, guint style, QdColor *color)
{
  g_return_if_fail (color != NULL);
  qd_palette_series (palette, style, color);
}

typedef struct {
  cairo_t *cr;
  const QdPlot *plot;
  const QdPalette *palette;
  QdDrawText text;
} Render;

static void
marker_path (cairo_t *cr, guint style, double x, double y, double radius)
{
  double s = radius;

  switch (style % 8)
    {
    case 0:  /* circle */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, s, 0, 2 * G_PI);
      break;
    case 1:  /* square */
      s *= 0.9;
      cairo_rectangle (cr, x - s, y - s, 2 * s, 2 * s);
      break;
    case 2:  /* triangle up */
      s *= 1.2;
      cairo_move_to (cr, x, y - s);
      cairo_line_to (cr, x + s * 0.95, y + s * 0.6);
      cairo_line_to (cr, x - s * 0.95, y + s * 0.6);
      cairo_close_path (cr);
      break;
    case 3:  /* diamond */
      s *= 1.25;
      cairo_move_to (cr, x, y - s);
      cairo_line_to (cr, x + s, y);
      cairo_line_to (cr, x, y + s);
      cairo_line_to (cr, x - s, y);
      cairo_close_path (cr);
      break;
    case 4:  /* triangle down */
      s *= 1.2;
      cairo_move_to (cr, x, y + s);
      cairo_line_to (cr, x + s * 0.95, y - s * 0.6);
      cairo_line_to (cr, x - s * 0.95, y - s * 0.6);
      cairo_close_path (cr);
      break;
    case 6:  /* a cross ✕: a plus turned 45°, as one outline */
      s *= 1.2;
      {
        const double w = 0.32;   /* half an arm's width; its length is 1 */
        const double plus[12][2] = {
          { w, -1 }, { w, -w }, { 1, -w }, { 1, w }, { w, w }, { w, 1 },
          { -w, 1 }, { -w, w }, { -1, w }, { -1, -w }, { -w, -w }, { -w, -1 },
        };

        for (guint k = 0; k < 12; k++)
          {
            double rx = (plus[k][0] - plus[k][1]) * G_SQRT2 / 2;
            double ry = (plus[k][0] + plus[k][1]) * G_SQRT2 / 2;

            if (k == 0)
              cairo_move_to (cr, x + rx * s, y + ry * s);
            else
              cairo_line_to (cr, x + rx * s, y + ry * s);
          }
        cairo_close_path (cr);
      }
      break;
    case 7:  /* a ring: a disc with a hole */
      s *= 1.1;
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, s, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc_negative (cr, x, y, s * 0.45, 2 * G_PI, 0);
      break;
    default: /* pentagon-ish: a square turned 45° and flattened */
      s *= 1.1;
      cairo_move_to (cr, x - s, y - s * 0.45);
      cairo_line_to (cr, x, y - s * 1.05);
      cairo_line_to (cr, x + s, y - s * 0.45);
      cairo_line_to (cr, x + s * 0.62, y + s * 0.85);
      cairo_line_to (cr, x - s * 0.62, y + s * 0.85);
      cairo_close_path (cr);
      break;
    }
}

static void
draw_marker (Render *r, guint style, double x, double y, const QdColor *color)
{
  cairo_t *cr = r->cr;

  marker_path (cr, style, x, y, MARKER_RADIUS);
  qd_draw_set_color (cr, color, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &r->palette->background, 1.0);
  qd_draw_line_width (cr, r->palette, 1.0);
  cairo_stroke (cr);
}

static int
compare_x (gconstpointer a, gconstpointer b)
{
  const QdPlotPoint *p = a, *q = b;

  return (p->x > q->x) - (p->x < q->x);
}

static void
draw_series (Render *r, const Layout *l, const QdPlotSeries *s)
{
  cairo_t *cr = r->cr;
  const QdPlotFrame *f = &l->frame;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (QdPlotPoint));
  QdColor color;
  gboolean started = FALSE;

  qd_plot_series_color (r->palette, s->style, &color);
  for (guint i = 0; i < s->points->len; i++)
    {
      const QdPlotPoint *p = &g_array_index (s->points, QdPlotPoint, i);

      if (qd_plot_point_ok (r->plot, p))
        g_array_append_val (points, *p);
    }
  g_array_sort (points, compare_x);

  /* Error bars, under the line. */
  qd_draw_line_width (cr, r->palette, ERROR_WIDTH);
  qd_draw_set_color (cr, &color, 0.85);
  for (guint i = 0; i < points->len; i++)
    {
      const QdPlotPoint *p = &g_array_index (points, QdPlotPoint, i);
      double px, py, ylo, yhi, top, bottom;
      gboolean low_cap = TRUE;

      if (!isfinite (p->y_low))
        continue;
      qd_plot_frame_map (f, p->x, p->y, &px, &py);
      ylo = p->y_low;
      yhi = p->y_high;
      if (!qd_plot_frame_map (f, p->x, yhi, NULL, &top))
        continue;
      if (!qd_plot_frame_map (f, p->x, ylo, NULL, &bottom))
        {
          bottom = f->top + f->height + 1;   /* to zero, off a log axis */
          low_cap = FALSE;
        }
      cairo_move_to (cr, px, bottom);
      cairo_line_to (cr, px, top);
      cairo_move_to (cr, px - ERROR_CAP, top);
      cairo_line_to (cr, px + ERROR_CAP, top);
      if (low_cap)
        {
          cairo_move_to (cr, px - ERROR_CAP, bottom);
          cairo_line_to (cr, px + ERROR_CAP, bottom);
        }
      cairo_stroke (cr);
    }

  /* Each series its dash pattern too, not its colour alone. */
  qd_draw_line_width (cr, r->palette, LINE_WIDTH);
  qd_draw_set_color (cr, &color, 1.0);
  qd_draw_dash_style (cr, r->palette, s->style);
  for (guint i = 0; i < points->len && !s->markers_only; i++)
    {
      const QdPlotPoint *p = &g_array_index (points, QdPlotPoint, i);
      double px, py;

      qd_plot_frame_map (f, p->x, p->y, &px, &py);
      if (!started)
        cairo_move_to (cr, px, py);
      else
        cairo_line_to (cr, px, py);
      started = TRUE;
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  for (guint i = 0; i < points->len && !s->line_only; i++)
    {
      const QdPlotPoint *p = &g_array_index (points, QdPlotPoint, i);
      double px, py;

      qd_plot_frame_map (f, p->x, p->y, &px, &py);
      draw_marker (r, s->style, px, py, &color);
    }

  /* Censored points: "at least", an arrow up from the point. */
  qd_draw_line_width (cr, r->palette, ERROR_WIDTH);
  qd_draw_set_color (cr, &color, 1.0);
  for (guint i = 0; i < points->len; i++)
    {
      const QdPlotPoint *p = &g_array_index (points, QdPlotPoint, i);
      double px, py;

      if (!p->censored)
        continue;
      qd_plot_frame_map (f, p->x, p->y, &px, &py);
      cairo_move_to (cr, px, py - 6);
      cairo_line_to (cr, px, py - 18);
      cairo_move_to (cr, px - ERROR_CAP, py - 18 + ERROR_CAP);
      cairo_line_to (cr, px, py - 18);
      cairo_line_to (cr, px + ERROR_CAP, py - 18 + ERROR_CAP);
      cairo_stroke (cr);
    }
}

static void
draw_axes (Render *r, const Layout *l)
{
  cairo_t *cr = r->cr;
  const QdPlotFrame *f = &l->frame;
  const QdPalette *pal = r->palette;
  double x0 = f->left, x1 = f->left + f->width, y0 = f->top, y1 = f->top + f->height;

  /* Grid lines at the labelled ticks, faint lines at the others. */
  qd_draw_line_width (cr, r->palette, 1.0);
  for (guint a = 0; a < 2; a++)
    for (guint i = 0; i < l->ticks[a]->len; i++)
      {
        const QdPlotTick *t = &g_array_index (l->ticks[a], QdPlotTick, i);
        double p;

        if (a == 0)
          {
            qd_plot_frame_map (f, t->value, f->y_min, &p, NULL);
            p = round (p) + 0.5;
            cairo_move_to (cr, p, y0);
            cairo_line_to (cr, p, y1);
          }
        else
          {
            qd_plot_frame_map (f, f->x_min, t->value, NULL, &p);
            p = round (p) + 0.5;
            cairo_move_to (cr, x0, p);
            cairo_line_to (cr, x1, p);
          }
        qd_draw_set_color (cr, &pal->foreground, t->labelled ? 0.11 : 0.04);
        cairo_stroke (cr);
      }

  /* The frame. */
  cairo_rectangle (cr, round (x0) + 0.5, round (y0) + 0.5, round (x1) - round (x0), round (y1) - round (y0));
  qd_draw_set_color (cr, &pal->foreground, 0.55);
  cairo_stroke (cr);

  /* Tick marks and labels. */
  for (guint i = 0; i < l->ticks[0]->len; i++)
    {
      const QdPlotTick *t = &g_array_index (l->ticks[0], QdPlotTick, i);
      double p;

      qd_plot_frame_map (f, t->value, f->y_min, &p, NULL);
      p = round (p) + 0.5;
      cairo_move_to (cr, p, round (y1) + 0.5);
      cairo_line_to (cr, p, round (y1) + 0.5 + (t->labelled ? TICK_LENGTH : MINOR_LENGTH));
      qd_draw_set_color (cr, &pal->foreground, 0.55);
      cairo_stroke (cr);
      if (t->labelled)
        qd_draw_text (&r->text, t->label, TS (l, TICK_SIZE), QD_DRAW_TEXT_ADVANCE_CENTER, p, l->x_labels_y,
                      &pal->foreground, 0.8);
    }
  for (guint i = 0; i < l->ticks[1]->len; i++)
    {
      const QdPlotTick *t = &g_array_index (l->ticks[1], QdPlotTick, i);
      double p;

      qd_plot_frame_map (f, f->x_min, t->value, NULL, &p);
      p = round (p) + 0.5;
      cairo_move_to (cr, round (x0) + 0.5, p);
      cairo_line_to (cr, round (x0) + 0.5 - (t->labelled ? TICK_LENGTH : MINOR_LENGTH), p);
      qd_draw_set_color (cr, &pal->foreground, 0.55);
      cairo_stroke (cr);
      if (t->labelled)
        qd_draw_text (&r->text, t->label, TS (l, TICK_SIZE), QD_DRAW_TEXT_RIGHT, l->y_labels_x, p,
                      &pal->foreground, 0.8);
    }

  /* Titles. */
  if (r->plot->axes[0].title != NULL && *r->plot->axes[0].title != '\0')
    qd_draw_text (&r->text, r->plot->axes[0].title, TS (l, AXIS_TITLE_SIZE), QD_DRAW_TEXT_ADVANCE_CENTER,
                  x0 + f->width / 2, l->x_title_y, &pal->foreground, 1.0);
  if (r->plot->axes[1].title != NULL && *r->plot->axes[1].title != '\0')
    {
      cairo_save (cr);
      cairo_translate (cr, l->y_title_x, y0 + f->height / 2);
      cairo_rotate (cr, -G_PI / 2);
      qd_draw_text (&r->text, r->plot->axes[1].title, l->y_title_size, QD_DRAW_TEXT_ADVANCE_CENTER, 0, 0,
                    &pal->foreground, 1.0);
      cairo_restore (cr);
    }
}

static void
draw_legend (Render *r, const Layout *l)
{
  cairo_t *cr = r->cr;

  for (guint s = 0; s < r->plot->series->len; s++)
    {
      const QdPlotSeries *series = g_ptr_array_index (r->plot->series, s);
      const LegendEntry *e = &l->legend[s];
      QdColor color;

      if (*e->text == '\0')
        continue;
      qd_plot_series_color (r->palette, series->style, &color);
      qd_draw_line_width (cr, r->palette, LINE_WIDTH);
      qd_draw_set_color (cr, &color, 1.0);
      qd_draw_dash_style (cr, r->palette, series->style);
      if (!series->markers_only)
        {
          cairo_move_to (cr, e->x + 1, e->y);
          cairo_line_to (cr, e->x + LEGEND_SAMPLE - 1, e->y);
          cairo_stroke (cr);
        }
      cairo_set_dash (cr, NULL, 0, 0);
      if (!series->line_only)
        draw_marker (r, series->style, e->x + LEGEND_SAMPLE / 2, e->y, &color);
      qd_draw_text (&r->text, e->text, TS (l, LEGEND_SIZE), 0, e->x + LEGEND_SAMPLE + TS (l, 6), e->y,
                    &r->palette->foreground, 1.0);
    }
}

void
qd_plot_render (cairo_t *cr, const QdPlot *plot, const QdPalette *palette, double width, double height)
{
  g_auto(GStrv) texts = NULL;
  Render r;
  Layout l;

  g_return_if_fail (cr != NULL && plot != NULL);

  r = (Render) {
    .cr = cr,
    .plot = plot,
    .palette = qd_palette_or_light (palette),
  };
  texts = legend_texts (plot);
  layout_compute (plot, r.palette->text_scale, width, height, texts, &l);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  qd_draw_begin (cr, r.palette, &r.text, "H");
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  if (plot->title != NULL && *plot->title != '\0')
    qd_draw_text (&r.text, plot->title, l.title_size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_ADVANCE_CENTER,
                  width / 2, l.title_y, &r.palette->foreground, 1.0);
  draw_axes (&r, &l);

  cairo_save (cr);
  cairo_rectangle (cr, l.frame.left - MARKER_RADIUS - 1, l.frame.top - MARKER_RADIUS - 1,
                   l.frame.width + 2 * MARKER_RADIUS + 2, l.frame.height + 2 * MARKER_RADIUS + 2);
  cairo_clip (cr);
  for (guint s = 0; s < plot->series->len; s++)
    draw_series (&r, &l, g_ptr_array_index (plot->series, s));
  cairo_restore (cr);

  if (l.empty)
    qd_draw_text (&r.text, _("No data"), TS (&l, AXIS_TITLE_SIZE), QD_DRAW_TEXT_ADVANCE_CENTER,
                  l.frame.left + l.frame.width / 2, l.frame.top + l.frame.height / 2, &r.palette->muted, 1.0);
  draw_legend (&r, &l);

  layout_clear (&l);
  qd_draw_end (cr, &r.text);
  cairo_restore (cr);
}
