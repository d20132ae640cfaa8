/* qd-hmm-render-trellis.c — the Viterbi trellis (qd-hmm-render.h), as AIMA
 * 4th ed. fig. 14.6 draws it: a node per state and step holding the
 * message m_1:t, an edge from each node back to its best predecessor
 * (faint), and the most likely sequence's nodes and edges bold in the
 * accent colour.  The predecessors are worked here from the messages and
 * the model's transitions, as qd_hidden_viterbi chooses them. */
#include "config.h"
#include "qd-hmm-render-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/qd-text-measure.h"

#define NATURAL_COLUMN  100.0
#define NATURAL_ROW      54.0
#define NODE_WIDTH        0.68   /* of the column */
#define NODE_WIDEST      66.0
#define NODE_HEIGHT       0.56   /* of the row */
#define NODE_TALLEST     28.0
#define NODE_DOT          3.0    /* smaller nodes are dots of this radius at most */
#define VALUE_TEXT       11.0
#define VALUE_SHARE       0.5    /* of the node's height */
#define VALUE_SMALLEST    6.0
#define VALUE_DECIMALS    4
#define EDGE_LINE         1.2
#define PATH_LINE         3.5
#define PATH_NODE_LINE    2.5
#define PATH_TINT         0.2    /* a path node's fill: the accent over the page */
#define DESCRIBE_MOST     5

void
qd_hmm_render_trellis_options_init (QdHmmTrellisOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = qd_palette_or_light (palette);
  options->edges = TRUE;
}

static void
trellis_chart (QdHmmChart *c, const QdHmm *hmm, const QdHmmTrellisOptions *o)
{
  qd_hmm_chart_init (c, hmm, &o->steps, qd_palette_or_light (o->palette), 0, o->title, NATURAL_COLUMN,
                     NATURAL_ROW, 0);
}

void
qd_hmm_render_trellis_get_size (const QdHmm *hmm, const QdHmmTrellisOptions *options, double *width, double *height)
{
  QdHmmChart c;

  trellis_chart (&c, hmm, options);
  qd_hmm_chart_size (&c, width, height);
}

static void
node_size (const QdHmmChart *c, double *width, double *height)
{
  *width = MIN (c->column * NODE_WIDTH, NODE_WIDEST);
  *height = MIN (c->row * NODE_HEIGHT, NODE_TALLEST);
}

gboolean
qd_hmm_render_trellis_node_box (const QdHmm *hmm, const QdHmmTrellisOptions *options, gsize t, guint state,
                                double *x, double *y, double *width, double *height)
{
  QdHmmChart c;

  trellis_chart (&c, hmm, options);
  if (!qd_hmm_chart_cell (&c, t, state, x, y))
    return FALSE;
  node_size (&c, width, height);
  *x += (c.column - *width) / 2;
  *y += (c.row - *height) / 2;
  return TRUE;
}

gboolean
qd_hmm_render_trellis_hit (const QdHmm *hmm, const QdHmmTrellisOptions *options, double px, double py, gsize *t,
                           guint *state)
{
  QdHmmChart c;

  trellis_chart (&c, hmm, options);
  return qd_hmm_chart_hit (&c, px, py, t, state);
}

/* ---- the best predecessors and the path */

void
qd_hmm_render_trellis_back (const QdHidden *model, const double *log_messages, gsize t, guint *back)
{
  g_autofree double *best = g_new (double, model->n_states);
  const double *before;

  for (guint j = 0; j < model->n_states; j++)
    {
      best[j] = -INFINITY;
      back[j] = G_MAXUINT;
    }
  if (t < 2)
    return;
  before = log_messages + (t - 2) * model->n_states;
  /* States in order and a strict comparison: ties go to the lowest. */
  for (guint i = 0; i < model->n_states; i++)
    if (before[i] > -INFINITY)
      for (guint k = model->first[i]; k < model->first[i + 1]; k++)
        {
          double v = before[i] + model->log_prob[k];

          if (v > best[model->next[k]])
            {
              best[model->next[k]] = v;
              back[model->next[k]] = i;
            }
        }
}

/* The given path, or the one traced back from the last step's best message. */
static guint *
trellis_path (const QdHmm *hmm, const QdHmmTrellisOptions *o)
{
  guint n = qd_hmm_n_states (hmm);
  gsize T = o->steps.T;
  guint *path = g_new0 (guint, MAX (T, 1));
  g_autofree guint *back = NULL;
  const double *last;

  if (T == 0 || o->log_messages == NULL)
    return path;
  if (o->path != NULL)
    {
      memcpy (path, o->path, T * sizeof *path);
      return path;
    }
  back = g_new (guint, n);
  last = o->log_messages + (T - 1) * n;
  for (guint j = 1; j < n; j++)
    if (last[j] > last[path[T - 1]])
      path[T - 1] = j;
  for (gsize t = T; t >= 2; t--)
    {
      qd_hmm_render_trellis_back (hmm->numbers, o->log_messages, t, back);
      path[t - 2] = back[path[t - 1]] != G_MAXUINT ? back[path[t - 1]] : 0;
    }
  return path;
}

/* ---- drawing */

typedef struct {
  const QdHmmChart *c;
  const QdHmmTrellisOptions *o;
  const QdHmm *hmm;
  const QdPalette *p;
  QdDrawText text;
  guint *path;
  double node_w, node_h, value_size;
  QdColor node_fill, path_fill;
} Scene;

static double
node_centre_x (const Scene *s, gsize col)
{
  return qd_hmm_chart_x (s->c, col) + s->c->column / 2;
}

static double
node_centre_y (const Scene *s, guint state)
{
  return qd_hmm_chart_y (s->c, state) + s->c->row / 2;
}

static void
edge (cairo_t *cr, const Scene *s, gsize col, guint from, guint to)
{
  double half = s->node_w / 2;

  cairo_move_to (cr, node_centre_x (s, col - 1) + half, node_centre_y (s, from));
  cairo_line_to (cr, node_centre_x (s, col) - half, node_centre_y (s, to));
}

/* Each shown node's best predecessor (faint), then the path's edges (bold). */
static void
draw_edges (cairo_t *cr, const Scene *s, gsize c0, gsize c1)
{
  const QdHmmChart *c = s->c;
  g_autofree guint *back = g_new (guint, c->n_states);

  c0 = MAX (c0, c->first + 1);
  if (s->o->edges)
    {
      qd_draw_set_color (cr, &s->p->muted, 0.8);
      qd_draw_line_width (cr, s->p, EDGE_LINE);
      for (gsize col = c0; col < c1; col++)
        {
          qd_hmm_render_trellis_back (s->hmm->numbers, s->o->log_messages, col + 1, back);
          for (guint j = 0; j < c->n_states; j++)
            if (back[j] != G_MAXUINT && !(j == s->path[col] && back[j] == s->path[col - 1]))
              edge (cr, s, col, back[j], j);
          cairo_stroke (cr);
        }
    }
  qd_draw_set_color (cr, &s->p->accent, 1);
  qd_draw_line_width (cr, s->p, PATH_LINE);
  for (gsize col = c0; col < c1; col++)
    edge (cr, s, col, s->path[col - 1], s->path[col]);
  cairo_stroke (cr);
}

static void
draw_node (cairo_t *cr, const Scene *s, gsize col, guint state)
{
  gboolean on_path = s->path[col] == state;
  double cx = node_centre_x (s, col), cy = node_centre_y (s, state);
  double log_m = s->o->log_messages[col * s->c->n_states + state];
  double r = MIN (s->node_w, s->node_h) / 2;
  g_autofree char *value = NULL;

  if (r < NODE_DOT)
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  else
    qd_draw_rounded_rect (cr, cx - s->node_w / 2, cy - s->node_h / 2, s->node_w, s->node_h, r);
  qd_draw_set_color (cr, on_path ? &s->path_fill : &s->node_fill, 1);
  cairo_fill_preserve (cr);
  /* A state the evidence rules out (m = 0) fades. */
  qd_draw_set_color (cr, on_path ? &s->p->accent : &s->p->muted, log_m > -INFINITY ? 1 : 0.35);
  qd_draw_line_width (cr, s->p, on_path ? PATH_NODE_LINE : 1);
  cairo_stroke (cr);
  if (s->value_size == 0)
    return;
  value = qd_format_log_number_locale (log_m, VALUE_DECIMALS);
  if (qd_text_measure (value, s->value_size) + 6 <= s->node_w)
    qd_draw_text (&s->text, value, s->value_size, QD_DRAW_TEXT_ADVANCE_CENTER | (on_path ? QD_DRAW_TEXT_BOLD : 0),
                  cx, cy, log_m > -INFINITY ? &s->p->foreground : &s->p->muted, 1);
}

static void
scene_init (Scene *s, const QdHmmChart *c, const QdHmm *hmm, const QdHmmTrellisOptions *o)
{
  *s = (Scene) { .c = c, .o = o, .hmm = hmm, .p = qd_palette_or_light (o->palette) };
  s->path = trellis_path (hmm, o);
  node_size (c, &s->node_w, &s->node_h);
  s->value_size = MIN (qd_palette_text (s->p, VALUE_TEXT), s->node_h * VALUE_SHARE);
  if (s->value_size < VALUE_SMALLEST)
    s->value_size = 0;
  s->node_fill = qd_palette_is_dark (s->p) ? s->p->leaf_fill : s->p->background;
  qd_color_mix (&s->path_fill, &s->p->background, &s->p->accent, PATH_TINT);
}

void
qd_hmm_render_trellis (cairo_t *cr, const QdHmm *hmm, const QdHmmTrellisOptions *options)
{
  QdHmmChart c;
  Scene s;
  gsize c0, c1;

  trellis_chart (&c, hmm, options);
  scene_init (&s, &c, hmm, options);
  qd_draw_begin (cr, s.p, &s.text, "0");
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  qd_hmm_chart_clip (cr, &c, &c0, &c1);
  if (options->log_messages == NULL)
    c1 = c0;   /* nothing to show but the names and steps */
  qd_hmm_chart_draw_current (cr, &c, &options->steps, s.p);
  draw_edges (cr, &s, c0, c1);
  for (gsize col = c0; col < c1; col++)
    for (guint state = 0; state < c.n_states; state++)
      draw_node (cr, &s, col, state);
  qd_hmm_chart_draw_axes (cr, &c, hmm, &options->steps, options->title, s.p, &s.text);
  qd_draw_end (cr, &s.text);
  g_free (s.path);
}

/* ---- for a screen reader */

char *
qd_hmm_render_trellis_describe (const QdHmm *hmm, const QdHmmTrellisOptions *options, gsize t)
{
  guint n = qd_hmm_n_states (hmm);
  g_autofree guint *path = NULL;
  g_autofree guint *back = g_new (guint, n);
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *step = qd_format_count (t);
  const double *m;

  if (t < 1 || t > options->steps.T || options->log_messages == NULL)
    return g_strdup ("");
  path = trellis_path (hmm, options);
  m = options->log_messages + (t - 1) * n;
  qd_hmm_render_trellis_back (hmm->numbers, options->log_messages, t, back);
  for (guint j = 0; j < MIN (n, DESCRIBE_MOST); j++)
    {
      g_autofree char *value = qd_format_log_number_locale (m[j], VALUE_DECIMALS);

      g_string_append (list, j > 0 ? ", " : "");
      if (back[j] != G_MAXUINT)
        /* Translators: a node of the trellis: the state, its message, its best predecessor. */
        g_string_append_printf (list, _("%s %s from %s"), hmm->states[j], value, hmm->states[back[j]]);
      else
        g_string_append_printf (list, "%s %s", hmm->states[j], value);
    }
  /* Translators: the step, its evidence, the nodes, the state of the most likely sequence. */
  return g_strdup_printf (_("Step %s, %s: %s; most likely %s"), step,
                          qd_hmm_chart_evidence (hmm, &options->steps, t), list->str, hmm->states[path[t - 1]]);
}
