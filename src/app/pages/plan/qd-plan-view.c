/* qd-plan-view.c — a planning state in the window. */
#include "config.h"
#include "qd-plan-view.h"

#include <glib/gi18n.h>

struct _QdPlanView
{
  QdCanvas parent_instance;

  gboolean shown;
  QdPlanRenderOptions options;  /* borrowed from the page while shown */
  char *description;            /* for a screen reader, made when the options are set */
  double width, height;
};

G_DEFINE_FINAL_TYPE (QdPlanView, qd_plan_view, QD_TYPE_CANVAS)

static void
qd_plan_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdPlanView *self = QD_PLAN_VIEW (canvas);
  QdPlanRenderOptions options = self->options;

  options.palette = qd_canvas_get_palette (canvas);
  if (self->shown)
    qd_plan_render_get_size (&options, width, height);
}

static void
qd_plan_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdPlanView *self = QD_PLAN_VIEW (canvas);
  QdPlanRenderOptions options = self->options;

  if (!self->shown)
    return;
  options.palette = palette;
  qd_plan_render (cr, &options);
}

static guint
qd_plan_view_n_cells (QdCanvas *canvas)
{
  return 0;
}

static void
qd_plan_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
}

static char *
qd_plan_view_describe_cell (QdCanvas *canvas, guint cell)
{
  return NULL;
}

/* For a screen reader: the facts (the static ones only when shown), and
 * how much of the goal holds.  Made
 * when the options are set: the accessible text is asked for later, from
 * an idle, when the page may have dropped what the options point to. */
static char *
describe_options (QdPlanView *self)
{
  g_autoptr(GString) facts = g_string_new (NULL);
  guint reached = 0, n = self->options.goal != NULL ? self->options.goal->len : 0;

  for (guint i = 0; i < self->options.state->len; i++)
    if (self->options.show_static || !qd_plan_render_fact_static (self->options.task, self->options.state->pdata[i]))
      g_string_append_printf (facts, "%s%s", facts->len > 0 ? " " : "", (const char *) self->options.state->pdata[i]);
  for (guint i = 0; i < n; i++)
    {
      const QdPlanLiteral *l = &g_array_index (self->options.goal, QdPlanLiteral, i);

      reached += l->holds == l->positive;
    }
  return g_strdup_printf (_("The state’s facts: %s. Goal facts reached: %u of %u."), facts->str, reached, n);
}

static char *
qd_plan_view_describe (QdCanvas *canvas)
{
  QdPlanView *self = QD_PLAN_VIEW (canvas);

  return self->shown ? g_strdup (self->description) : NULL;
}

void
qd_plan_view_set_options (QdPlanView *self, const QdPlanRenderOptions *options)
{
  double width = 0, height = 0;

  self->shown = options != NULL && options->state != NULL;
  g_clear_pointer (&self->description, g_free);
  if (self->shown)
    {
      self->options = *options;
      self->description = describe_options (self);
      qd_plan_render_get_size (options, &width, &height);
    }
  if (width != self->width || height != self->height)
    {
      self->width = width;
      self->height = height;
      qd_canvas_contents_changed (QD_CANVAS (self));
    }
  else
    qd_canvas_redraw (QD_CANVAS (self));
}

static void
qd_plan_view_finalize (GObject *object)
{
  g_free (QD_PLAN_VIEW (object)->description);
  G_OBJECT_CLASS (qd_plan_view_parent_class)->finalize (object);
}

static void
qd_plan_view_class_init (QdPlanViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_plan_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_plan_view);
}

static void
qd_plan_view_init (QdPlanView *self)
{
  qd_plan_render_options_init (&self->options, NULL);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.25, 3.0);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
}
