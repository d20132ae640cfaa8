/* qd-plan-render.c — the picture of a state (qd-plan-render.h): the
 * caption, the domain's picture or its facts, the goal under them. */
#include "config.h"
#include "qd-plan-render-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define MARGIN 16.0
#define CAPTION 15.0
#define LINE 20.0
/* The goal's facts wrap at this width, or the picture's when wider. */
#define GOAL_WIDTH 360.0

/* ---- the canvas */

double
qd_plan_canvas_text (QdPlanCanvas *c, const char *s, double size, QdDrawTextFlags flags, double x, double y,
                     const QdColor *color)
{
  double px = qd_palette_text (c->palette, size);

  if (!c->paint)
    return qd_draw_text_advance (&c->text, s, px, flags);
  return qd_draw_text (&c->text, s, px, flags, x, y, color != NULL ? color : &c->palette->foreground, 1.0);
}

gboolean
qd_plan_canvas_focused (const QdPlanCanvas *c, const char *object)
{
  return object != NULL && c->options->focus != NULL && g_strv_contains (c->options->focus, object);
}

void
qd_plan_canvas_box (QdPlanCanvas *c, double x, double y, double w, double h, const QdColor *fill, const char *object)
{
  gboolean focused = qd_plan_canvas_focused (c, object);

  if (!c->paint)
    return;
  qd_draw_rounded_rect (c->cr, x, y, w, h, 4);
  qd_draw_set_color (c->cr, fill, 1.0);
  cairo_fill_preserve (c->cr);
  qd_draw_set_color (c->cr, focused ? &c->palette->accent : &c->palette->foreground, 1.0);
  qd_draw_line_width (c->cr, c->palette, focused ? 3.0 : 1.0);
  cairo_stroke (c->cr);
}

GPtrArray *
qd_plan_canvas_facts (const QdPlanCanvas *c, const char *name, guint arity)
{
  GPtrArray *facts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint i = 0; i < c->options->state->len; i++)
    {
      char **words = qd_plan_fact_words (c->options->state->pdata[i]);

      if (words[0] != NULL && strcmp (words[0], name) == 0 && g_strv_length (words) == arity + 1)
        g_ptr_array_add (facts, words);
      else
        g_strfreev (words);
    }
  return facts;
}

gboolean
qd_plan_render_fact_static (const QdPlanTask *task, const char *fact)
{
  g_auto(GStrv) words = task != NULL ? qd_plan_fact_words (fact) : NULL;

  return words != NULL && words[0] != NULL && qd_plan_task_predicate_static (task, words[0]);
}

guint
qd_plan_render_n_static (const QdPlanRenderOptions *options)
{
  guint n = 0;

  for (guint i = 0; options->state != NULL && i < options->state->len; i++)
    n += qd_plan_render_fact_static (options->task, options->state->pdata[i]);
  return n;
}

/* ---- which picture */

/* Whether the domain declares `name` with `arity` arguments. */
static gboolean
has (const QdPlanTask *task, const char *name, gint arity)
{
  return qd_plan_task_predicate_arity (task, name) == arity;
}

QdPlanPicture
qd_plan_render_picture (const QdPlanTask *task)
{
  if (task == NULL)
    return QD_PLAN_PICTURE_FACTS;
  if (has (task, "at-robby", 1) && (has (task, "free", 1) || has (task, "carry", 2)))
    return QD_PLAN_PICTURE_GRIPPER;
  if (has (task, "on", 2) && has (task, "clear", 1))
    return QD_PLAN_PICTURE_BLOCKS;
  /* Places holding things: a task of a screenful of objects at most. */
  if (has (task, "at", 2) && qd_plan_task_n_objects (task) <= 60)
    return QD_PLAN_PICTURE_PLACES;
  return QD_PLAN_PICTURE_FACTS;
}

/* ---- the goal */

static double
draw_goal (QdPlanCanvas *c, double x, double y, double width)
{
  GArray *goal = c->options->goal;
  double cx = x, line = y + LINE / 2;

  if (goal == NULL || goal->len == 0)
    return 0;
  cx += qd_plan_canvas_text (c, _("Goal:"), QD_PLAN_TEXT, QD_DRAW_TEXT_BOLD, cx, line, NULL) + QD_PLAN_PAD;
  for (guint i = 0; i < goal->len; i++)
    {
      const QdPlanLiteral *l = &g_array_index (goal, QdPlanLiteral, i);
      gboolean reached = l->holds == l->positive;
      g_autofree char *text = g_strdup_printf ("%s %s%s%s", reached ? "✓" : "✗", l->positive ? "" : "(not ",
                                               l->text, l->positive ? "" : ")");
      QdPlanCanvas measure = *c;
      double w;

      measure.paint = FALSE;
      w = qd_plan_canvas_text (&measure, text, QD_PLAN_TEXT, 0, 0, 0, NULL);
      if (cx + w > x + width && cx > x + 60)
        {
          cx = x + 60;
          line += LINE;
        }
      qd_plan_canvas_text (c, text, QD_PLAN_TEXT, 0, cx, line, reached ? &c->palette->good : &c->palette->bad);
      cx += w + QD_PLAN_PAD * 1.5;
    }
  return line + LINE / 2 - y;
}

/* ---- the whole */

static void
draw_all (QdPlanCanvas *c, double *width, double *height)
{
  const QdPlanRenderOptions *o = c->options;
  QdPlanPicture picture = o->force_facts ? QD_PLAN_PICTURE_FACTS : qd_plan_render_picture (o->task);
  double y = MARGIN, w = 0, goal_h;

  if (o->caption != NULL)
    {
      w = qd_plan_canvas_text (c, o->caption, CAPTION, QD_DRAW_TEXT_BOLD, MARGIN, y + LINE / 2, NULL);
      y += LINE + QD_PLAN_PAD;
    }
  {
    double pw = 0, ph = 0;

    if (picture == QD_PLAN_PICTURE_BLOCKS)
      qd_plan_draw_blocks (c, MARGIN, y, &pw, &ph);
    else if (picture == QD_PLAN_PICTURE_GRIPPER)
      qd_plan_draw_gripper (c, MARGIN, y, &pw, &ph);
    else if (picture == QD_PLAN_PICTURE_PLACES)
      qd_plan_draw_places (c, MARGIN, y, &pw, &ph);
    else
      qd_plan_draw_facts (c, MARGIN, y, &pw, &ph);
    w = MAX (w, pw);
    y += ph + QD_PLAN_PAD * 2;
  }
  w = MAX (w, GOAL_WIDTH);
  goal_h = draw_goal (c, MARGIN, y, w);
  y += goal_h;
  *width = w + 2 * MARGIN;
  *height = y + MARGIN - (goal_h > 0 ? 0 : QD_PLAN_PAD * 2);
}

void
qd_plan_render_options_init (QdPlanRenderOptions *options, const QdPalette *palette)
{
  *options = (QdPlanRenderOptions) { .palette = palette };
}

void
qd_plan_render_get_size (const QdPlanRenderOptions *options, double *width, double *height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  QdPlanCanvas c = { .cr = cairo_create (surface), .palette = qd_palette_or_light (options->palette),
                     .options = options };

  qd_draw_text_init (&c.text, c.cr, c.palette->font_family, "H");
  draw_all (&c, width, height);
  qd_draw_text_clear (&c.text);
  cairo_destroy (c.cr);
  cairo_surface_destroy (surface);
}

void
qd_plan_render (cairo_t *cr, const QdPlanRenderOptions *options)
{
  QdPlanCanvas c = { .cr = cr, .paint = TRUE, .palette = qd_palette_or_light (options->palette),
                     .options = options };
  double width, height;

  qd_draw_begin (cr, c.palette, &c.text, "H");
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  draw_all (&c, &width, &height);
  qd_draw_end (cr, &c.text);
}
