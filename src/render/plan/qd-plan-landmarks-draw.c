/* qd-plan-landmarks-draw.c — a landmark graph drawn in rows by its
 * orderings (qd-plan-landmarks-draw.h).
 *
 * The layout: each landmark's row is its longest chain of predecessors
 * (the graph has no cycles); in row 0 the landmarks keep their numbers'
 * order, in a later row they are sorted by the mean place of their
 * predecessors (the barycentre heuristic of layered drawing, one pass
 * down), which keeps most lines short and uncrossed.  Lines are drawn
 * before the boxes, so a line that passes a row goes under its boxes,
 * never over a name.
 */
#include "config.h"

#include "qd-plan-landmarks-draw.h"

#include "render/qd-draw.h"
#include "render/qd-text-measure.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define MARGIN     16.0
#define NAME_SIZE  12.0
#define LEGEND_SIZE 11.0
#define PAD         8.0    /* inside a box, each side of its name */
#define GAP        18.0    /* between two boxes of a row */
#define ROW_GAP    46.0    /* between two rows, for the lines */
#define LINE_GAP   14.0    /* between two lines of a wrapped row */
#define LINE_WIDTH 1400.0  /* a row wider wraps */
#define ARROW       7.0
#define LEGEND_GAP 20.0    /* between two items of the legend */

typedef struct {
  guint n;
  guint *row;                  /* each landmark's row */
  guint *line;                 /* each landmark's line in its row (a wide row wraps) */
  double *x, *y, *w;           /* each box's left, top, width */
  double box_h, width, height, legend_y;
  double size, legend_size;    /* text sizes, scaled */
  char **labels;               /* each box's text */
} Layout;

void
qd_plan_landmarks_drawing_init (QdPlanLandmarksDrawing *drawing, const QdStripsLandmarks *landmarks,
                                const QdPalette *palette)
{
  *drawing = (QdPlanLandmarksDrawing) { .landmarks = landmarks, .palette = qd_palette_or_light (palette),
                                        .selected = -1 };
}

typedef enum {
  STATUS_NONE,
  STATUS_REACHED,
  STATUS_AGAIN,
} Status;

static Status
status_of (const QdPlanLandmarksDrawing *d, guint i)
{
  if (d->reached == NULL)
    return STATUS_NONE;
  if (d->state != NULL && qd_strips_landmarks_needed_again (d->landmarks, d->state, d->reached, i))
    return STATUS_AGAIN;
  return qd_strips_landmarks_is_reached (d->reached, i) ? STATUS_REACHED : STATUS_NONE;
}

static char *
label (const QdPlanLandmarksDrawing *d, guint i)
{
  g_autofree char *name = qd_strips_landmarks_name (d->landmarks, i);
  switch (status_of (d, i))
    {
    case STATUS_REACHED:
      return g_strconcat ("✓ ", name, NULL);
    case STATUS_AGAIN:
      return g_strconcat ("! ", name, NULL);
    case STATUS_NONE:
    default:
      return g_steal_pointer (&name);
    }
}

/* Rows: longest chain of predecessors, by rounds over the orderings (a
 * row only rises; at most n rounds on a graph without cycles). */
static void
assign_rows (const QdStripsLandmarks *lm, guint *row, guint n)
{
  gboolean changed = TRUE;
  memset (row, 0, MAX (n, 1) * sizeof (guint));
  for (guint round = 0; changed && round <= n; round++)
    {
      changed = FALSE;
      for (guint i = 0; i < qd_strips_landmarks_n_orders (lm); i++)
        {
          const QdStripsLandmarkOrder *o = qd_strips_landmarks_order (lm, i);
          if (row[o->to] < row[o->from] + 1)
            {
              row[o->to] = row[o->from] + 1;
              changed = TRUE;
            }
        }
    }
}

typedef struct {
  double key;
  guint landmark;
} Place;

static int
compare_places (gconstpointer a, gconstpointer b)
{
  const Place *pa = a, *pb = b;
  if (pa->key != pb->key)
    return pa->key < pb->key ? -1 : 1;
  return (pa->landmark > pb->landmark) - (pa->landmark < pb->landmark);
}

static void
layout_init (Layout *l, const QdPlanLandmarksDrawing *d)
{
  const QdStripsLandmarks *lm = d->landmarks;
  guint n = qd_strips_landmarks_count (lm), n_rows = 0;
  memset (l, 0, sizeof *l);
  l->n = n;
  l->size = qd_palette_text (d->palette, NAME_SIZE);
  l->legend_size = qd_palette_text (d->palette, LEGEND_SIZE);
  l->box_h = ceil (l->size * 2.0);
  l->row = g_new0 (guint, MAX (n, 1));
  l->line = g_new0 (guint, MAX (n, 1));
  l->x = g_new0 (double, MAX (n, 1));
  l->y = g_new0 (double, MAX (n, 1));
  l->w = g_new0 (double, MAX (n, 1));
  l->labels = g_new0 (char *, n + 1);
  assign_rows (lm, l->row, n);
  for (guint i = 0; i < n; i++)
    {
      l->labels[i] = label (d, i);
      l->w[i] = ceil (qd_text_measure (l->labels[i], l->size) + 2 * PAD);
      n_rows = MAX (n_rows, l->row[i] + 1);
    }
  /* Each row in order: row 0 by number, the next by the predecessors' mean
   * place (their centres, the row above placed first). */
  g_autofree guint *lines = g_new0 (guint, MAX (n_rows, 1));
  g_autoptr (GArray) places = g_array_new (FALSE, FALSE, sizeof (Place));
  double *centre = g_new0 (double, MAX (n, 1));
  double *sum = g_new0 (double, MAX (n, 1));
  guint *count = g_new0 (guint, MAX (n, 1));
  for (guint r = 0; r < n_rows; r++)
    {
      g_array_set_size (places, 0);
      for (guint k = 0; k < qd_strips_landmarks_n_orders (lm); k++)
        {
          const QdStripsLandmarkOrder *o = qd_strips_landmarks_order (lm, k);
          if (l->row[o->to] == r)
            {
              sum[o->to] += centre[o->from];
              count[o->to]++;
            }
        }
      for (guint i = 0; i < n; i++)
        if (l->row[i] == r)
          {
            Place p = { count[i] > 0 ? sum[i] / count[i] : (double) i, i };
            g_array_append_val (places, p);
          }
      g_array_sort (places, compare_places);
      /* Lines of at most LINE_WIDTH, each centred on x = 0, so that the
       * next row's keys line up with this one's. */
      guint start = 0;
      double x = 0;
      for (guint k = 0; k <= places->len; k++)
        {
          guint i = k < places->len ? g_array_index (places, Place, k).landmark : 0;
          if (k == places->len || (k > start && x + l->w[i] > LINE_WIDTH))
            {
              double line_w = x - GAP;
              for (guint j = start; j < k; j++)
                {
                  guint m = g_array_index (places, Place, j).landmark;
                  l->x[m] -= line_w / 2;
                  centre[m] -= line_w / 2;
                }
              l->width = MAX (l->width, line_w);
              if (k == places->len)
                break;
              start = k;
              x = 0;
              lines[r]++;
            }
          l->x[i] = x;
          l->line[i] = lines[r];
          centre[i] = x + l->w[i] / 2;
          x += l->w[i] + GAP;
        }
      lines[r]++;
    }
  g_free (centre);
  g_free (sum);
  g_free (count);
  /* The legend's width, then the rows centred in the picture, the legend
   * below the last. */
  double legend_w = 0;
  const char *legend[] = { _("greedy-necessary"), _("natural"), _("reasonable"), _("✓ reached"),
                           _("! needed again"), _("goal") };
  for (guint k = 0; k < G_N_ELEMENTS (legend); k++)
    legend_w += qd_text_measure (legend[k], l->legend_size) + (k < 3 ? 32.0 : 8.0) + LEGEND_GAP;
  l->width = MAX (l->width, legend_w);
  g_autofree double *row_y = g_new0 (double, n_rows + 1);
  row_y[0] = MARGIN;
  for (guint r = 0; r < n_rows; r++)
    row_y[r + 1] = row_y[r] + lines[r] * (l->box_h + LINE_GAP) - LINE_GAP + ROW_GAP;
  for (guint i = 0; i < n; i++)
    {
      l->x[i] += MARGIN + l->width / 2;
      l->y[i] = row_y[l->row[i]] + l->line[i] * (l->box_h + LINE_GAP);
    }
  l->legend_y = row_y[n_rows] - ROW_GAP + l->box_h;
  l->width += 2 * MARGIN;
  l->height = l->legend_y + 2 * l->legend_size + MARGIN;
}

static void
layout_clear (Layout *l)
{
  g_free (l->row);
  g_free (l->line);
  g_free (l->x);
  g_free (l->y);
  g_free (l->w);
  g_strfreev (l->labels);
}

void
qd_plan_landmarks_draw_get_size (const QdPlanLandmarksDrawing *drawing, double *width, double *height)
{
  QdPlanLandmarksDrawing d = *drawing;
  Layout l;
  d.palette = qd_palette_or_light (d.palette);
  layout_init (&l, &d);
  *width = ceil (l.width);
  *height = ceil (l.height);
  layout_clear (&l);
}

void
qd_plan_landmarks_draw_boxes (const QdPlanLandmarksDrawing *drawing, double *boxes)
{
  QdPlanLandmarksDrawing d = *drawing;
  Layout l;
  d.palette = qd_palette_or_light (d.palette);
  layout_init (&l, &d);
  for (guint i = 0; i < l.n; i++)
    {
      boxes[4 * i] = l.x[i];
      boxes[4 * i + 1] = l.y[i];
      boxes[4 * i + 2] = l.w[i];
      boxes[4 * i + 3] = l.box_h;
    }
  layout_clear (&l);
}

void
qd_plan_landmarks_draw_box (const QdPlanLandmarksDrawing *drawing, guint i, double box[4])
{
  guint n = qd_strips_landmarks_count (drawing->landmarks);
  g_autofree double *boxes = g_new (double, 4 * MAX (n, 1));
  g_return_if_fail (i < n);
  qd_plan_landmarks_draw_boxes (drawing, boxes);
  memcpy (box, boxes + 4 * i, 4 * sizeof (double));
}

/* The line style of an ordering's kind (also the legend's). */
static void
set_line_style (cairo_t *cr, const QdPalette *p, QdStripsLandmarkOrdering kind)
{
  switch (kind)
    {
    case QD_STRIPS_LM_GREEDY_NECESSARY:
      qd_draw_line_width (cr, p, 1.8);
      qd_draw_dash_style (cr, p, 0);
      qd_draw_set_color (cr, &p->foreground, 0.9);
      break;
    case QD_STRIPS_LM_NATURAL:
      qd_draw_line_width (cr, p, 1.2);
      qd_draw_dash_style (cr, p, 1);
      qd_draw_set_color (cr, &p->foreground, 0.8);
      break;
    case QD_STRIPS_LM_REASONABLE:
    default:
      qd_draw_line_width (cr, p, 1.2);
      qd_draw_dash_style (cr, p, 5);
      qd_draw_set_color (cr, &p->muted, 1.0);
      break;
    }
}

static void
arrow_head (cairo_t *cr, const QdPalette *p, double x1, double y1, double x2, double y2)
{
  double a = atan2 (y2 - y1, x2 - x1), s = qd_palette_line (p, ARROW);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_move_to (cr, x2, y2);
  cairo_line_to (cr, x2 - s * cos (a - 0.4), y2 - s * sin (a - 0.4));
  cairo_line_to (cr, x2 - s * cos (a + 0.4), y2 - s * sin (a + 0.4));
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* Whether the segment (x1, y1)-(x2, y2) from landmark `from` to `to`
 * crosses another box (one whose middle is between its ends); then (*xc,
 * *yc): the control point of a curve that passes beside the first such
 * box. */
static gboolean
blocking_box (const Layout *l, guint from, guint to, double x1, double y1, double x2, double y2, double *xc,
              double *yc)
{
  for (guint i = 0; i < l->n; i++)
    {
      double ym = l->y[i] + l->box_h / 2;
      if (i == from || i == to || ym <= y1 || ym >= y2)
        continue;
      double t = (ym - y1) / (y2 - y1), x = x1 + t * (x2 - x1);
      if (x < l->x[i] - GAP / 3 || x > l->x[i] + l->w[i] + GAP / 3)
        continue;
      /* Beside the box, on the side the line is nearer, level with its
       * middle: a cubic with both control points at (xc, yc) passes
       * halfway at 1/8 (x1, y1) + 3/4 (xc, yc) + 1/8 (x2, y2). */
      double beside = x < l->x[i] + l->w[i] / 2 ? l->x[i] - GAP / 2 : l->x[i] + l->w[i] + GAP / 2;
      *xc = (beside - (x1 + x2) / 8) / 0.75;
      *yc = (ym - (y1 + y2) / 8) / 0.75;
      return TRUE;
    }
  return FALSE;
}

static void
draw_orders (cairo_t *cr, const Layout *l, const QdPlanLandmarksDrawing *d)
{
  const QdStripsLandmarks *lm = d->landmarks;
  for (guint k = 0; k < qd_strips_landmarks_n_orders (lm); k++)
    {
      const QdStripsLandmarkOrder *o = qd_strips_landmarks_order (lm, k);
      double x1 = l->x[o->from] + l->w[o->from] / 2, y1 = l->y[o->from] + l->box_h;
      double x2 = l->x[o->to] + l->w[o->to] / 2, y2 = l->y[o->to];
      set_line_style (cr, d->palette, o->kind);
      if (d->selected >= 0 && (o->from == (guint) d->selected || o->to == (guint) d->selected))
        {
          qd_draw_set_color (cr, &d->palette->accent, 1.0);
          qd_draw_line_width (cr, d->palette, 2.4);
        }
      /* A line past a row bends round the first box it would cross, so
       * that it does not run along a box's edge under it. */
      double xc = 0, yc = (y1 + y2) / 2;
      gboolean bend = blocking_box (l, o->from, o->to, x1, y1, x2, y2, &xc, &yc);
      cairo_move_to (cr, x1, y1);
      if (bend)
        cairo_curve_to (cr, xc, yc, xc, yc, x2, y2);
      else
        cairo_line_to (cr, x2, y2);
      cairo_stroke (cr);
      arrow_head (cr, d->palette, bend ? xc : x1, bend ? yc : y1, x2, y2);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_boxes (cairo_t *cr, QdDrawText *text, const Layout *l, const QdPlanLandmarksDrawing *d)
{
  const QdPalette *p = d->palette;
  for (guint i = 0; i < l->n; i++)
    {
      const QdStripsFactLandmark *lmk = qd_strips_landmarks_get (d->landmarks, i);
      Status status = status_of (d, i);
      double x = l->x[i], y = l->y[i], w = l->w[i], h = l->box_h;
      qd_draw_rounded_rect (cr, x, y, w, h, 5);
      qd_draw_set_color (cr, &p->background, 1.0);
      cairo_fill_preserve (cr);
      if (status != STATUS_NONE)
        {
          qd_draw_set_color (cr, status == STATUS_REACHED ? &p->good : &p->bad, 0.3);
          cairo_fill_preserve (cr);
        }
      qd_draw_line_width (cr, p, lmk->is_goal ? 2.0 : 1.0);
      qd_draw_set_color (cr, &p->foreground, 0.85);
      cairo_stroke (cr);
      if (lmk->is_goal)
        {
          qd_draw_rounded_rect (cr, x + 3, y + 3, w - 6, h - 6, 3);
          qd_draw_line_width (cr, p, 1.0);
          cairo_stroke (cr);
        }
      if ((gint) i == d->selected)
        {
          qd_draw_rounded_rect (cr, x - 3, y - 3, w + 6, h + 6, 7);
          qd_draw_line_width (cr, p, 2.5);
          qd_draw_set_color (cr, &p->accent, 1.0);
          cairo_stroke (cr);
        }
      qd_draw_text (text, l->labels[i], l->size, (lmk->is_goal ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER,
                    x + w / 2, y + h / 2, &p->foreground, 1.0);
    }
}

static void
draw_legend (cairo_t *cr, QdDrawText *text, const Layout *l, const QdPalette *p)
{
  const QdStripsLandmarkOrdering kinds[] = { QD_STRIPS_LM_GREEDY_NECESSARY, QD_STRIPS_LM_NATURAL,
                                             QD_STRIPS_LM_REASONABLE };
  double x = MARGIN, y = l->legend_y + l->legend_size;
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      set_line_style (cr, p, kinds[k]);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + 28, y);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      x += 32 + LEGEND_GAP + qd_draw_text (text, qd_strips_landmark_ordering_label (kinds[k]), l->legend_size,
                                           QD_DRAW_TEXT_LEFT, x + 32, y, &p->foreground, 1.0);
    }
  const char *marks[] = { _("✓ reached"), _("! needed again") };
  const QdColor *grounds[] = { &p->good, &p->bad };
  for (guint k = 0; k < G_N_ELEMENTS (marks); k++)
    {
      double w = qd_text_measure (marks[k], l->legend_size) + 8;
      qd_draw_rounded_rect (cr, x, y - l->legend_size * 0.8, w, l->legend_size * 1.6, 3);
      qd_draw_set_color (cr, grounds[k], 0.3);
      cairo_fill (cr);
      qd_draw_text (text, marks[k], l->legend_size, QD_DRAW_TEXT_LEFT, x + 4, y, &p->foreground, 1.0);
      x += w + LEGEND_GAP;
    }
  qd_draw_text (text, _("goal"), l->legend_size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_LEFT, x + 4, y, &p->foreground,
                1.0);
  double w = qd_text_measure (_("goal"), l->legend_size) + 8;
  qd_draw_rounded_rect (cr, x, y - l->legend_size * 0.8, w, l->legend_size * 1.6, 3);
  qd_draw_line_width (cr, p, 2.0);
  qd_draw_set_color (cr, &p->foreground, 0.85);
  cairo_stroke (cr);
}

void
qd_plan_landmarks_draw (cairo_t *cr, const QdPlanLandmarksDrawing *drawing)
{
  QdPlanLandmarksDrawing d = *drawing;
  QdDrawText text;
  Layout l;
  d.palette = qd_palette_or_light (d.palette);
  layout_init (&l, &d);
  qd_draw_begin (cr, d.palette, &text, "H");
  draw_orders (cr, &l, &d);
  draw_boxes (cr, &text, &l, &d);
  draw_legend (cr, &text, &l, d.palette);
  qd_draw_end (cr, &text);
  layout_clear (&l);
}

void
qd_plan_landmarks_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing)
{
  qd_plan_landmarks_draw (cr, drawing);
}
