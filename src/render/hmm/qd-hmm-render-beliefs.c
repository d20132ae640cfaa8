/* qd-hmm-render-beliefs.c — beliefs over time (qd-hmm-render.h): a cell
 * per step and state shaded by its probability on the heat scale, the
 * number in it where it fits, predicted columns hatched after the
 * separator, the current step outlined, the scale's key under the chart. */
#include "config.h"
#include "qd-hmm-render-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/qd-text-measure.h"

#define NATURAL_ROW     30.0
#define COLUMN_NARROWEST 46.0  /* the automatic column holds "0.000" at least */
#define COLUMN_WIDEST   96.0   /* and an evidence name this long */
#define NUMBER_TEXT     11.0
#define NUMBER_SHARE     0.5   /* of the row */
#define NUMBER_SMALLEST  6.0
#define NUMBER_DECIMALS  3
#define GRID_MIN         5.0   /* smaller cells get no lines between them */
#define HATCH_SPACING    6.0
#define KEY_BAND        26.0
#define KEY_WIDTH      120.0
#define KEY_HEIGHT      10.0
#define DESCRIBE_MOST    5

void
qd_hmm_render_beliefs_options_init (QdHmmBeliefsOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = qd_palette_or_light (palette);
  options->numbers = TRUE;
}

static void
beliefs_chart (QdHmmChart *c, const QdHmm *hmm, const QdHmmBeliefsOptions *o)
{
  const QdPalette *p = qd_palette_or_light (o->palette);
  double evidence = 0, column;

  if (o->steps.evidence != NULL)
    for (guint i = 0; hmm->observations[i] != NULL; i++)
      evidence = MAX (evidence, qd_text_measure (hmm->observations[i], qd_palette_text (p, 10.0)));
  column = CLAMP (evidence + 12, COLUMN_NARROWEST, COLUMN_WIDEST);
  qd_hmm_chart_init (c, hmm, &o->steps, p, o->predicted != NULL ? o->n_predicted : 0, o->kind, column,
                     NATURAL_ROW, o->belief != NULL ? KEY_BAND : 0);
  /* The key: "0", the ramp, the top ("0.305" at most) and the margin. */
  if (o->belief != NULL)
    c->least_width = c->left + KEY_WIDTH + 2 * qd_text_measure ("0.000", qd_palette_text (p, 10.0)) + 8 +
                     QD_HMM_CHART_MARGIN;
}

void
qd_hmm_render_beliefs_get_size (const QdHmm *hmm, const QdHmmBeliefsOptions *options, double *width, double *height)
{
  QdHmmBeliefsOptions defaults;
  QdHmmChart c;

  if (options == NULL)
    {
      qd_hmm_render_beliefs_options_init (&defaults, NULL);
      options = &defaults;
    }
  beliefs_chart (&c, hmm, options);
  qd_hmm_chart_size (&c, width, height);
}

gboolean
qd_hmm_render_beliefs_cell_box (const QdHmm *hmm, const QdHmmBeliefsOptions *options, gsize t, guint state,
                                double *x, double *y, double *width, double *height)
{
  QdHmmChart c;

  beliefs_chart (&c, hmm, options);
  if (!qd_hmm_chart_cell (&c, t, state, x, y))
    return FALSE;
  *width = c.column;
  *height = c.row;
  return TRUE;
}

gboolean
qd_hmm_render_beliefs_hit (const QdHmm *hmm, const QdHmmBeliefsOptions *options, double px, double py, gsize *t,
                           guint *state)
{
  QdHmmChart c;

  beliefs_chart (&c, hmm, options);
  return qd_hmm_chart_hit (&c, px, py, t, state);
}

/* The probability in column COL (from 0) of STATE; NAN when none is given. */
static double
probability (const QdHmmChart *c, const QdHmmBeliefsOptions *o, gsize col, guint state)
{
  if (col < c->T)
    return o->belief != NULL ? o->belief[col * c->n_states + state] : NAN;
  return o->predicted != NULL ? o->predicted[(col - c->T) * c->n_states + state] : NAN;
}

/* ---- drawing */

typedef struct {
  const QdHmmChart *c;
  const QdHmmBeliefsOptions *o;
  const QdPalette *p;
  QdDrawText text;
  double number_size;          /* 0: no numbers */
  double scale;                /* the strongest shade's probability */
} Scene;

static void
draw_number (const Scene *s, double value, const QdColor *fill, double x, double y)
{
  g_autofree char *number = qd_format_log_number_locale (log (value), NUMBER_DECIMALS);
  QdColor ink;

  if (qd_text_measure (number, s->number_size) + 4 > s->c->column)
    return;
  qd_palette_ink_on (fill, &ink);
  qd_draw_text (&s->text, number, s->number_size, QD_DRAW_TEXT_ADVANCE_CENTER, x + s->c->column / 2,
                y + s->c->row / 2, &ink, 1);
}

static void
draw_cells (cairo_t *cr, const Scene *s, gsize c0, gsize c1)
{
  const QdHmmChart *c = s->c;

  for (gsize col = c0; col < c1; col++)
    for (guint state = 0; state < c->n_states; state++)
      {
        double p = probability (c, s->o, col, state), x = qd_hmm_chart_x (c, col), y = qd_hmm_chart_y (c, state);
        QdColor fill;

        if (isfinite (p))
          qd_palette_heat (s->p, p / s->scale, &fill);
        else
          fill = s->p->leaf_fill;
        qd_draw_set_color (cr, &fill, 1);
        cairo_rectangle (cr, x, y, c->column, c->row);
        cairo_fill (cr);
        if (s->number_size > 0 && isfinite (p))
          draw_number (s, p, &fill, x, y);
      }
}

/* Lines of the page's colour between the cells: the cells read as a table. */
static void
draw_grid (cairo_t *cr, const Scene *s, gsize c0, gsize c1)
{
  const QdHmmChart *c = s->c;

  if (c->column < GRID_MIN || c->row < GRID_MIN || c0 >= c1)
    return;
  qd_draw_set_color (cr, &s->p->background, 1);
  cairo_set_line_width (cr, 1);
  for (gsize col = c0 + 1; col < c1; col++)
    {
      cairo_move_to (cr, qd_hmm_chart_x (c, col), c->top);
      cairo_rel_line_to (cr, 0, c->n_states * c->row);
    }
  for (guint state = 1; state < c->n_states; state++)
    {
      cairo_move_to (cr, qd_hmm_chart_x (c, c0), qd_hmm_chart_y (c, state));
      cairo_line_to (cr, qd_hmm_chart_x (c, c1 - 1) + c->column, qd_hmm_chart_y (c, state));
    }
  cairo_stroke (cr);
}

/* Predicted cells wear faint diagonal lines, a mark beyond their place. */
static void
draw_hatch (cairo_t *cr, const Scene *s, gsize c0, gsize c1)
{
  const QdHmmChart *c = s->c;
  double x0, x1, y0 = c->top, height = c->n_states * c->row;

  c0 = MAX (c0, c->T);
  if (c0 >= c1)
    return;
  x0 = qd_hmm_chart_x (c, c0);
  x1 = qd_hmm_chart_x (c, c1 - 1) + c->column;
  cairo_save (cr);
  cairo_rectangle (cr, x0, y0, x1 - x0, height);
  cairo_clip (cr);
  qd_draw_set_color (cr, &s->p->muted, 0.55);
  qd_draw_line_width (cr, s->p, 0.8);
  for (double x = x0 - height; x < x1; x += HATCH_SPACING)
    {
      cairo_move_to (cr, x, y0 + height);
      cairo_line_to (cr, x + height, y0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* "0 ▭▭▭ 1": the heat scale's key under the chart. */
static void
draw_key (cairo_t *cr, const Scene *s)
{
  const QdHmmChart *c = s->c;
  double y = c->top + c->n_states * c->row + c->axis_height + (KEY_BAND - KEY_HEIGHT) / 2;
  double size = qd_palette_text (s->p, 10.0), x = c->left + qd_text_measure ("0", size) + 4;
  cairo_pattern_t *ramp = cairo_pattern_create_linear (x, 0, x + KEY_WIDTH, 0);
  g_autofree char *top = s->scale == 1 ? g_strdup ("1") : qd_format_log_number_locale (log (s->scale), 3);

  for (guint i = 0; i <= 8; i++)
    {
      QdColor colour;

      qd_palette_heat (s->p, i / 8.0, &colour);
      cairo_pattern_add_color_stop_rgb (ramp, i / 8.0, colour.r, colour.g, colour.b);
    }
  qd_draw_text (&s->text, "0", size, QD_DRAW_TEXT_RIGHT, x - 4, y + KEY_HEIGHT / 2, &s->p->muted, 1);
  cairo_rectangle (cr, x, y, KEY_WIDTH, KEY_HEIGHT);
  cairo_set_source (cr, ramp);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (ramp);
  qd_draw_set_color (cr, &s->p->muted, 1);
  qd_draw_line_width (cr, s->p, 0.8);
  cairo_stroke (cr);
  qd_draw_text (&s->text, top, size, QD_DRAW_TEXT_LEFT, x + KEY_WIDTH + 4, y + KEY_HEIGHT / 2, &s->p->muted, 1);
}

void
qd_hmm_render_beliefs (cairo_t *cr, const QdHmm *hmm, const QdHmmBeliefsOptions *options)
{
  QdHmmBeliefsOptions defaults;
  QdHmmChart c;
  Scene s;
  gsize c0, c1;

  if (options == NULL)
    {
      qd_hmm_render_beliefs_options_init (&defaults, NULL);
      options = &defaults;
    }
  beliefs_chart (&c, hmm, options);
  s = (Scene) { .c = &c, .o = options, .p = qd_palette_or_light (options->palette) };
  s.scale = options->scale > 0 && isfinite (options->scale) ? options->scale : 1;
  s.number_size = MIN (qd_palette_text (s.p, NUMBER_TEXT), c.row * NUMBER_SHARE);
  if (!options->numbers || s.number_size < NUMBER_SMALLEST)
    s.number_size = 0;
  qd_draw_begin (cr, s.p, &s.text, "0");
  qd_hmm_chart_clip (cr, &c, &c0, &c1);
  draw_cells (cr, &s, c0, c1);
  draw_grid (cr, &s, c0, MIN (c1, c.T));
  draw_grid (cr, &s, MAX (c0, c.T), c1);
  draw_hatch (cr, &s, c0, c1);
  qd_hmm_chart_draw_axes (cr, &c, hmm, &options->steps, options->kind, s.p, &s.text);
  qd_hmm_chart_draw_current (cr, &c, &options->steps, s.p);
  if (options->belief != NULL)
    draw_key (cr, &s);
  qd_draw_end (cr, &s.text);
}

/* ---- for a screen reader */

static gint
by_probability (gconstpointer a, gconstpointer b, gpointer column)
{
  double pa = ((const double *) column)[*(const guint *) a], pb = ((const double *) column)[*(const guint *) b];

  return pa > pb ? -1 : pa < pb ? 1 : (gint) *(const guint *) a - (gint) *(const guint *) b;
}

char *
qd_hmm_render_beliefs_describe (const QdHmm *hmm, const QdHmmBeliefsOptions *options, gsize t)
{
  QdHmmChart c;
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree guint *order = NULL;
  g_autofree double *column = NULL;
  g_autofree char *step = qd_format_count (t);

  beliefs_chart (&c, hmm, options);
  if (t < 1 || t > c.n_columns)
    return g_strdup ("");
  order = g_new (guint, c.n_states);
  column = g_new (double, c.n_states);
  for (guint s = 0; s < c.n_states; s++)
    {
      order[s] = s;
      column[s] = probability (&c, options, t - 1, s);
    }
  g_qsort_with_data (order, c.n_states, sizeof *order, by_probability, column);
  for (guint k = 0; k < MIN (c.n_states, DESCRIBE_MOST) && isfinite (column[order[k]]); k++)
    {
      g_autofree char *p = qd_format_log_number_locale (log (column[order[k]]), NUMBER_DECIMALS);

      g_string_append_printf (list, "%s%s %s", k > 0 ? ", " : "", hmm->states[order[k]], p);
    }
  if (t > c.T)
    /* Translators: a column of the beliefs chart: the step and the most likely states ("rain 0.883, …"). */
    return g_strdup_printf (_("Step %s, predicted: %s"), step, list->str);
  /* Translators: the step, its evidence ("umbrella") and the most likely states ("rain 0.883, …"). */
  return g_strdup_printf (_("Step %s, %s: %s"), step, qd_hmm_chart_evidence (hmm, &options->steps, t), list->str);
}
