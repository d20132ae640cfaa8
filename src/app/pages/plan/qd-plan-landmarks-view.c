/* qd-plan-landmarks-view.c — a landmark graph in the window (qd-plan-landmarks-view.h). */
#include "config.h"
#include "qd-plan-landmarks-view.h"

#include <glib/gi18n.h>

struct _QdPlanLandmarksView
{
  QdCanvas parent_instance;

  const QdStripsLandmarks *landmarks;   /* borrowed, or NULL */
  const guint64 *reached, *state;       /* borrowed, or NULL */
  GArray *boxes;                        /* double[4] per landmark, laid out for boxes_scale */
  double boxes_scale;                   /* the palette's text scale they are for, 0: none */
};

G_DEFINE_FINAL_TYPE (QdPlanLandmarksView, qd_plan_landmarks_view, QD_TYPE_CANVAS)

static void
drawing_init (QdPlanLandmarksView *self, QdPlanLandmarksDrawing *drawing, const QdPalette *palette)
{
  qd_plan_landmarks_drawing_init (drawing, self->landmarks, palette);
  drawing->reached = self->reached;
  drawing->state = self->state;
}

static void
qd_plan_landmarks_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdPlanLandmarksView *self = QD_PLAN_LANDMARKS_VIEW (canvas);
  QdPlanLandmarksDrawing drawing;

  if (self->landmarks == NULL)
    return;
  drawing_init (self, &drawing, qd_canvas_get_palette (canvas));
  qd_plan_landmarks_draw_get_size (&drawing, width, height);
}

static void
qd_plan_landmarks_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdPlanLandmarksView *self = QD_PLAN_LANDMARKS_VIEW (canvas);
  QdPlanLandmarksDrawing drawing;

  if (self->landmarks == NULL)
    return;
  drawing_init (self, &drawing, palette);
  drawing.selected = qd_canvas_get_cursor (canvas);
  qd_plan_landmarks_draw (cr, &drawing);
}

static guint
qd_plan_landmarks_view_n_cells (QdCanvas *canvas)
{
  QdPlanLandmarksView *self = QD_PLAN_LANDMARKS_VIEW (canvas);

  return self->landmarks != NULL ? qd_strips_landmarks_count (self->landmarks) : 0;
}

/* The boxes, laid out once for the palette's text scale (a cell asked for
 * by the cursor or a screen reader does not lay the graph out again). */
static const double *
boxes (QdPlanLandmarksView *self)
{
  const QdPalette *palette = qd_canvas_get_palette (QD_CANVAS (self));
  QdPlanLandmarksDrawing drawing;

  if (self->boxes_scale != palette->text_scale)
    {
      guint n = qd_strips_landmarks_count (self->landmarks);

      drawing_init (self, &drawing, palette);
      g_array_set_size (self->boxes, 4 * n);
      qd_plan_landmarks_draw_boxes (&drawing, (double *) self->boxes->data);
      self->boxes_scale = palette->text_scale;
    }
  return (const double *) self->boxes->data;
}

static void
qd_plan_landmarks_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  const double *box = boxes (QD_PLAN_LANDMARKS_VIEW (canvas)) + 4 * cell;

  graphene_rect_init (rect, box[0], box[1], box[2], box[3]);
}

static char *
qd_plan_landmarks_view_describe_cell (QdCanvas *canvas, guint cell)
{
  return qd_plan_landmarks_view_describe_landmark (QD_PLAN_LANDMARKS_VIEW (canvas), cell);
}

static char *
qd_plan_landmarks_view_describe (QdCanvas *canvas)
{
  QdPlanLandmarksView *self = QD_PLAN_LANDMARKS_VIEW (canvas);
  guint n, reached = 0;

  if (self->landmarks == NULL)
    return NULL;
  n = qd_strips_landmarks_count (self->landmarks);
  for (guint i = 0; i < n && self->reached != NULL; i++)
    reached += qd_strips_landmarks_is_reached (self->reached, i);
  return g_strdup_printf (_("The landmark graph: %u landmarks, %u orderings; %u reached on the path to the state "
                            "on show."),
                          n, qd_strips_landmarks_n_orders (self->landmarks), reached);
}

static void
append_orders (GString *out, const QdStripsLandmarks *lm, guint i, gboolean before)
{
  guint n = 0;

  for (guint k = 0; k < qd_strips_landmarks_n_orders (lm); k++)
    {
      const QdStripsLandmarkOrder *o = qd_strips_landmarks_order (lm, k);
      guint other = before ? o->to : o->from;
      g_autofree char *name = NULL;

      if ((before ? o->from : o->to) != i)
        continue;
      name = qd_strips_landmarks_name (lm, other);
      g_string_append (out, n++ == 0 ? (before ? _("; before ") : _("; after ")) : ", ");
      g_string_append_printf (out, "%s (%s)", name, qd_strips_landmark_ordering_label (o->kind));
    }
}

char *
qd_plan_landmarks_view_describe_landmark (QdPlanLandmarksView *self, guint i)
{
  const QdStripsLandmarks *lm = self->landmarks;
  const QdStripsFactLandmark *l;
  g_autofree char *name = NULL;
  GString *out;

  if (lm == NULL || i >= qd_strips_landmarks_count (lm))
    return NULL;
  l = qd_strips_landmarks_get (lm, i);
  name = qd_strips_landmarks_name (lm, i);
  out = g_string_new (name);
  g_string_append (out, ": ");
  if (self->reached != NULL && self->state != NULL
      && qd_strips_landmarks_needed_again (lm, self->state, self->reached, i))
    g_string_append (out, _("reached, but needed again"));
  else if (self->reached != NULL && qd_strips_landmarks_is_reached (self->reached, i))
    g_string_append (out, _("reached"));
  else
    g_string_append (out, _("not reached"));
  if (l->is_goal)
    g_string_append_printf (out, ", %s", _("a goal"));
  if (l->in_init)
    g_string_append_printf (out, ", %s", _("true initially"));
  append_orders (out, lm, i, FALSE);
  append_orders (out, lm, i, TRUE);
  return g_string_free (out, FALSE);
}

void
qd_plan_landmarks_view_set (QdPlanLandmarksView *self, const QdStripsLandmarks *landmarks, const guint64 *reached,
                            const guint64 *state)
{
  gboolean same = landmarks == self->landmarks;
  gint cursor = qd_canvas_get_cursor (QD_CANVAS (self));

  self->landmarks = landmarks;
  self->reached = reached;
  self->state = state;
  self->boxes_scale = 0;
  qd_canvas_contents_changed (QD_CANVAS (self));
  /* Another state of the same graph keeps the landmark selected. */
  qd_canvas_set_cursor (QD_CANVAS (self), landmarks == NULL ? -1 : same && cursor >= 0 ? cursor : 0);
}

static void
on_cursor_moved (QdPlanLandmarksView *self, gint cell)
{
  qd_canvas_redraw (QD_CANVAS (self));
}

static void
qd_plan_landmarks_view_finalize (GObject *object)
{
  g_array_unref (QD_PLAN_LANDMARKS_VIEW (object)->boxes);
  G_OBJECT_CLASS (qd_plan_landmarks_view_parent_class)->finalize (object);
}

static void
qd_plan_landmarks_view_class_init (QdPlanLandmarksViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_plan_landmarks_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_plan_landmarks_view);
}

static void
qd_plan_landmarks_view_init (QdPlanLandmarksView *self)
{
  self->boxes = g_array_new (FALSE, FALSE, sizeof (double));
  /* Readable names, else it scrolls. */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.75, 1.5);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  g_signal_connect (self, "cursor-moved", G_CALLBACK (on_cursor_moved), NULL);
}
