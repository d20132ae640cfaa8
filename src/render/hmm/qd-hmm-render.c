/* qd-hmm-render.c — the geometry both charts over time share
 * (qd-hmm-render-private.h): the window of columns, the automatic sizes,
 * hit-testing, and the labels around the cells, thinned where columns or
 * rows are too small for every one. */
#include "config.h"
#include "qd-hmm-render-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/qd-text-measure.h"

#define COLUMNS_MAX   1100.0   /* automatic columns keep the window within this width */
#define ROWS_MAX       720.0   /* and the rows within this height */
#define COLUMN_MIN       1.0
#define ROW_MIN          6.0
#define NAME_TEXT       12.0
#define NAME_SHARE       0.62  /* a name's size, of the row */
#define NAME_SMALLEST    7.0   /* below: names thinned out */
#define NAME_WIDEST    150.0
#define NAME_PAD        10.0
#define TITLE_TEXT      13.0
#define TITLE_BAND      26.0
#define MARK_BAND       18.0
#define AXIS_TEXT       10.0
#define AXIS_LINE       16.0
#define EVIDENCE_TALLEST 110.0 /* turned evidence names are cut to this */
#define GAP             12.0
#define CURRENT_LINE     2.5

/* The smallest of 1, 2, 5, 10, 20, 50, … at least N. */
static gsize
nice_stride (double n)
{
  gsize step = 1;

  while (TRUE)
    for (guint k = 0; k < 3; k++)
      {
        static const guint mult[] = { 1, 2, 5 };

        if (mult[k] * step >= n)
          return mult[k] * step;
        if (k == 2)
          step *= 10;
      }
}

char *
qd_hmm_chart_fit (const char *text, double size, double width)
{
  GString *out;
  const char *end;

  if (qd_text_measure (text, size) <= width)
    return g_strdup (text);
  out = g_string_new (NULL);
  for (end = text; *end; end = g_utf8_next_char (end))
    {
      g_autofree char *trial = g_strdup_printf ("%.*s…", (int) (g_utf8_next_char (end) - text), text);

      if (qd_text_measure (trial, size) > width)
        break;
    }
  g_string_append_len (out, text, end - text);
  g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

const char *
qd_hmm_chart_evidence (const QdHmm *hmm, const QdHmmRenderSteps *steps, gsize t)
{
  guint e;

  if (steps->evidence == NULL || t < 1 || t > steps->T)
    return "–";
  e = steps->evidence[t - 1];
  return e < g_strv_length (hmm->observations) ? hmm->observations[e] : "–";
}

static double
longest (const GStrv names, double size)
{
  double w = 0;

  for (guint i = 0; names[i] != NULL; i++)
    w = MAX (w, qd_text_measure (names[i], size));
  return w;
}

static void
chart_window (QdHmmChart *c, const QdHmmRenderSteps *steps, gsize n_predicted)
{
  c->T = steps->T;
  c->n_columns = steps->T + n_predicted;
  c->first = MIN (steps->first, c->n_columns);
  c->count = c->n_columns - c->first;
  if (steps->count > 0)
    c->count = MIN (steps->count, c->count);
  c->gap = c->first < c->T && c->first + c->count > c->T ? GAP : 0;
}

static void
chart_cells (QdHmmChart *c, const QdHmmRenderSteps *steps, double natural_column, double natural_row)
{
  c->column = steps->column;
  if (c->column <= 0)
    {
      c->column = MIN (natural_column, COLUMNS_MAX / MAX (c->count, 1));
      c->column = c->column >= 4 ? floor (c->column) : MAX (c->column, COLUMN_MIN);
    }
  c->row = steps->row;
  if (c->row <= 0)
    c->row = floor (CLAMP (ROWS_MAX / MAX (c->n_states, 1), ROW_MIN, natural_row));
}

static void
chart_names (QdHmmChart *c, const QdHmm *hmm, double scale)
{
  c->name_size = MIN (NAME_TEXT * scale, c->row * NAME_SHARE);
  c->name_stride = 1;
  if (c->name_size < NAME_SMALLEST)
    {
      c->name_size = NAME_SMALLEST;
      c->name_stride = (guint) nice_stride (NAME_SMALLEST * 1.3 / c->row);
    }
  c->name_width = MIN (longest (hmm->states, c->name_size), NAME_WIDEST) + NAME_PAD;
  c->name_width = MAX (c->name_width, qd_text_measure ("t", AXIS_TEXT * scale) + NAME_PAD);
}

/* How often the steps and the evidence are labelled, and their band. */
static void
chart_axis (QdHmmChart *c, const QdHmm *hmm, const QdHmmRenderSteps *steps, double scale)
{
  g_autofree char *last = qd_format_count (c->first + c->count);
  double evidence;

  c->axis_size = AXIS_TEXT * scale;
  evidence = steps->evidence != NULL ? longest (hmm->observations, c->axis_size) : 0;
  c->stride = nice_stride ((qd_text_measure (last, c->axis_size) + 6) / c->column);
  c->rotated = steps->evidence != NULL && evidence + 4 > c->column;
  if (c->rotated)
    c->stride = MAX (c->stride, nice_stride (c->axis_size * 1.4 / c->column));
  c->axis_height = 4 + AXIS_LINE;
  if (steps->evidence != NULL)
    c->axis_height += c->rotated ? MIN (evidence, EVIDENCE_TALLEST) + 6 : AXIS_LINE;
}

void
qd_hmm_chart_init (QdHmmChart *c, const QdHmm *hmm, const QdHmmRenderSteps *steps, const QdPalette *p,
                   gsize n_predicted, const char *title, double natural_column, double natural_row, double bottom)
{
  double scale = qd_palette_text (p, 1.0);

  memset (c, 0, sizeof *c);
  c->n_states = qd_hmm_n_states (hmm);
  chart_window (c, steps, n_predicted);
  chart_cells (c, steps, natural_column, natural_row);
  chart_names (c, hmm, scale);
  chart_axis (c, hmm, steps, scale);
  c->title_height = title != NULL && *title ? TITLE_BAND : 0;
  c->mark_height = c->first + c->count > c->T ? MARK_BAND : 0;
  c->left = QD_HMM_CHART_MARGIN + c->name_width;
  c->top = QD_HMM_CHART_MARGIN + c->title_height + c->mark_height;
  c->bottom = bottom;
}

void
qd_hmm_chart_size (const QdHmmChart *c, double *width, double *height)
{
  *width = MAX (c->left + c->count * c->column + c->gap + QD_HMM_CHART_MARGIN, c->least_width);
  *height = c->top + c->n_states * c->row + c->axis_height + c->bottom + QD_HMM_CHART_MARGIN;
}

gboolean
qd_hmm_chart_shown (const QdHmmChart *c, gsize col)
{
  return col >= c->first && col < c->first + c->count;
}

double
qd_hmm_chart_x (const QdHmmChart *c, gsize col)
{
  return c->left + (double) (col - c->first) * c->column + (col >= c->T ? c->gap : 0);
}

double
qd_hmm_chart_y (const QdHmmChart *c, guint state)
{
  return c->top + state * c->row;
}

gboolean
qd_hmm_chart_cell (const QdHmmChart *c, gsize t, guint state, double *x, double *y)
{
  if (t < 1 || !qd_hmm_chart_shown (c, t - 1) || state >= c->n_states)
    return FALSE;
  *x = qd_hmm_chart_x (c, t - 1);
  *y = qd_hmm_chart_y (c, state);
  return TRUE;
}

gboolean
qd_hmm_chart_hit (const QdHmmChart *c, double px, double py, gsize *t, guint *state)
{
  double dx = px - c->left, row = floor ((py - c->top) / c->row);
  gsize observed = c->gap > 0 ? c->T - c->first : c->count;
  double k;

  if (dx < 0 || !(row >= 0 && row < c->n_states))
    return FALSE;
  if (dx < observed * c->column)
    k = floor (dx / c->column);
  else if (c->gap > 0 && dx >= observed * c->column + c->gap)
    k = observed + floor ((dx - observed * c->column - c->gap) / c->column);
  else
    return FALSE;
  if (k >= c->count)
    return FALSE;
  *t = c->first + (gsize) k + 1;
  *state = (guint) row;
  return TRUE;
}

void
qd_hmm_chart_clip (cairo_t *cr, const QdHmmChart *c, gsize *c0, gsize *c1)
{
  QdDrawClip clip;
  double from, to;

  qd_draw_clip_get (cr, &clip);
  from = floor ((clip.x1 - c->left - c->gap) / c->column) - 1;
  to = ceil ((clip.x2 - c->left) / c->column) + 1;
  *c0 = c->first + (gsize) CLAMP (from, 0, c->count);
  *c1 = c->first + (gsize) CLAMP (to, 0, c->count);
}

/* ---- labels */

static void
draw_title (const QdHmmChart *c, const char *title, double width, const QdPalette *p, const QdDrawText *text)
{
  double size = qd_palette_text (p, TITLE_TEXT);
  g_autofree char *cut = qd_hmm_chart_fit (title, size, width - 2 * QD_HMM_CHART_MARGIN);

  qd_draw_text (text, cut, size, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_LEFT, QD_HMM_CHART_MARGIN,
                QD_HMM_CHART_MARGIN + TITLE_BAND / 2 - 2, &p->foreground, 1);
}

static void
draw_names (const QdHmmChart *c, const QdHmm *hmm, const QdPalette *p, const QdDrawText *text)
{
  for (guint s = 0; s < c->n_states; s += c->name_stride)
    {
      g_autofree char *cut = qd_hmm_chart_fit (hmm->states[s], c->name_size, c->name_width - NAME_PAD);

      qd_draw_text (text, cut, c->name_size, QD_DRAW_TEXT_RIGHT, c->left - NAME_PAD / 2,
                    qd_hmm_chart_y (c, s) + c->row / 2, &p->foreground, 1);
    }
}

/* The separator and the bracket over the predicted columns with its word. */
static void
draw_predicted_mark (cairo_t *cr, const QdHmmChart *c, const QdPalette *p, const QdDrawText *text)
{
  gsize from = MAX (c->first, c->T);
  double x0 = qd_hmm_chart_x (c, from) + 1, x1 = qd_hmm_chart_x (c, c->first + c->count) - 1;
  double y = c->top - 4, size = qd_palette_text (p, AXIS_TEXT);
  const char *word = _("predicted");

  qd_draw_set_color (cr, &p->muted, 1);
  qd_draw_line_width (cr, p, 1);
  cairo_move_to (cr, x0, y + 3);
  cairo_line_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_line_to (cr, x1, y + 3);
  cairo_stroke (cr);
  if (qd_text_measure (word, size) <= x1 - x0)
    qd_draw_text (text, word, size, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_ADVANCE_CENTER, (x0 + x1) / 2,
                  y - MARK_BAND / 2 + 1, &p->muted, 1);
  if (c->gap > 0)
    {
      double x = qd_hmm_chart_x (c, c->T) - c->gap / 2;

      qd_draw_dash_style (cr, p, 1);
      cairo_move_to (cr, x, c->top - 2);
      cairo_line_to (cr, x, c->top + c->n_states * c->row + 2);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static gboolean
labelled (const QdHmmChart *c, const QdHmmRenderSteps *steps, gsize t)
{
  if (t == steps->current)
    return TRUE;
  if (t % c->stride != 0 && c->stride > 1)
    return FALSE;
  /* Leave room for the current step's label. */
  return steps->current == 0 || (t > steps->current ? t - steps->current : steps->current - t) >= c->stride;
}

static void
draw_evidence (cairo_t *cr, const QdHmmChart *c, const QdHmm *hmm, const QdHmmRenderSteps *steps, gsize t,
               double y, const QdPalette *p, const QdDrawText *text)
{
  double x = qd_hmm_chart_x (c, t - 1) + c->column / 2;
  const QdColor *ink = t == steps->current ? &p->accent : &p->foreground;
  g_autofree char *cut = NULL;

  if (!c->rotated)
    {
      qd_draw_text (text, qd_hmm_chart_evidence (hmm, steps, t), c->axis_size, QD_DRAW_TEXT_ADVANCE_CENTER, x,
                    y + AXIS_LINE / 2, ink, 1);
      return;
    }
  cut = qd_hmm_chart_fit (qd_hmm_chart_evidence (hmm, steps, t), c->axis_size, EVIDENCE_TALLEST);
  cairo_save (cr);
  cairo_translate (cr, x, y + 2);
  cairo_rotate (cr, -G_PI / 2);
  qd_draw_text (text, cut, c->axis_size, QD_DRAW_TEXT_RIGHT, 0, 0, ink, 1);
  cairo_restore (cr);
}

static void
draw_steps (cairo_t *cr, const QdHmmChart *c, const QdHmm *hmm, const QdHmmRenderSteps *steps,
            const QdPalette *p, const QdDrawText *text)
{
  double y = c->top + c->n_states * c->row + 4;
  gsize c0, c1;

  qd_hmm_chart_clip (cr, c, &c0, &c1);
  qd_draw_text (text, "t", c->axis_size, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_RIGHT, c->left - NAME_PAD / 2,
                y + AXIS_LINE / 2, &p->muted, 1);
  if (steps->evidence != NULL)
    qd_draw_text (text, "e", c->axis_size, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_RIGHT, c->left - NAME_PAD / 2,
                  y + AXIS_LINE * 1.5, &p->muted, 1);
  for (gsize col = c0; col < c1; col++)
    {
      gsize t = col + 1;
      gboolean current = t == steps->current, label = labelled (c, steps, t);

      if (label)
        {
          g_autofree char *number = qd_format_count (t);

          qd_draw_text (text, number, c->axis_size,
                        QD_DRAW_TEXT_ADVANCE_CENTER | (current ? QD_DRAW_TEXT_BOLD : 0),
                        qd_hmm_chart_x (c, col) + c->column / 2, y + AXIS_LINE / 2,
                        current ? &p->accent : &p->muted, 1);
        }
      /* Turned names only where the steps are labelled; level ones fit every column. */
      if (steps->evidence != NULL && t <= c->T && (label || !c->rotated))
        draw_evidence (cr, c, hmm, steps, t, y + AXIS_LINE, p, text);
    }
}

void
qd_hmm_chart_draw_axes (cairo_t *cr, const QdHmmChart *c, const QdHmm *hmm, const QdHmmRenderSteps *steps,
                        const char *title, const QdPalette *p, const QdDrawText *text)
{
  double width, height;

  qd_hmm_chart_size (c, &width, &height);
  if (c->title_height > 0)
    draw_title (c, title, width, p, text);
  draw_names (c, hmm, p, text);
  if (c->mark_height > 0)
    draw_predicted_mark (cr, c, p, text);
  draw_steps (cr, c, hmm, steps, p, text);
}

void
qd_hmm_chart_draw_current (cairo_t *cr, const QdHmmChart *c, const QdHmmRenderSteps *steps, const QdPalette *p)
{
  gsize col = steps->current - 1;
  double x;

  if (steps->current == 0 || !qd_hmm_chart_shown (c, col))
    return;
  x = qd_hmm_chart_x (c, col);
  qd_draw_set_color (cr, &p->accent, 1);
  qd_draw_line_width (cr, p, CURRENT_LINE);
  cairo_rectangle (cr, x + 0.5, c->top - 1.5, MAX (c->column - 1, 1), c->n_states * c->row + 3);
  cairo_stroke (cr);
}
