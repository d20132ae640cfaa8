/* qd-mdp-animation.c — frames of a grid world collected one by one, and
 * value iteration's sweeps, as an animation (qd-mdp-animation.h). */
#include "config.h"
#include "qd-mdp-animation.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* The most numbers all the frames hold (a gigabyte of doubles). */
#define MAX_NUMBERS (G_GUINT64_CONSTANT (1) << 27)

typedef struct {
  double *values, *q;
  guint8 *known;
  gint8 *policy;
  gint agent, highlight;
  char *caption;
} Frame;

struct _QdMdpFrames {
  QdMdpWorld *world;
  QdMdpRenderOptions look;
  GPtrArray *frames;   /* Frame */
  guint64 numbers;
  double largest;      /* the largest |V| or |Q| of any frame, and of the terminals */
};

void
qd_mdp_frame_init (QdMdpFrame *frame)
{
  memset (frame, 0, sizeof *frame);
  frame->agent = frame->highlight = -1;
}

static void
frame_free (gpointer data)
{
  Frame *f = data;

  g_free (f->values);
  g_free (f->q);
  g_free (f->known);
  g_free (f->policy);
  g_free (f->caption);
  g_free (f);
}

QdMdpFrames *
qd_mdp_frames_new (const QdMdpWorld *world, const QdMdpRenderOptions *look)
{
  QdMdpFrames *frames = g_new0 (QdMdpFrames, 1);
  guint n = world->w * world->h;

  frames->world = qd_mdp_world_copy (world);
  qd_mdp_render_options_init (&frames->look, NULL);
  if (look != NULL)
    {
      frames->look.show = look->show;
      frames->look.cell = look->cell;
      frames->look.value_scale = look->value_scale;
      frames->look.coordinates = look->coordinates;
    }
  frames->frames = g_ptr_array_new_with_free_func (frame_free);
  for (guint i = 0; i < n; i++)
    if (world->kind[i] == QD_MDP_TERMINAL)
      frames->largest = MAX (frames->largest, fabs (world->reward[i]));
  return frames;
}

void
qd_mdp_frames_free (QdMdpFrames *frames)
{
  if (frames == NULL)
    return;
  qd_mdp_world_free (frames->world);
  g_ptr_array_unref (frames->frames);
  g_free (frames);
}

guint
qd_mdp_frames_n (const QdMdpFrames *frames)
{
  return frames->frames->len;
}

static double
largest_of (const double *numbers, gsize n)
{
  double m = 0;

  for (gsize i = 0; i < n; i++)
    if (isfinite (numbers[i]))
      m = MAX (m, fabs (numbers[i]));
  return m;
}

gboolean
qd_mdp_frames_add (QdMdpFrames *frames, const QdMdpFrame *frame)
{
  gsize n = (gsize) frames->world->w * frames->world->h;
  guint64 numbers = (frame->values != NULL ? n : 0) + (frame->q != NULL ? n * QD_MDP_N_ACTIONS : 0)
                    + (frame->q_known != NULL ? n / 8 : 0) + (frame->policy != NULL ? n / 8 : 0);
  Frame *f;

  if (frames->frames->len > QD_ANIMATION_MAX_STEPS || frames->numbers + numbers > MAX_NUMBERS)
    return FALSE;
  f = g_new0 (Frame, 1);
  f->values = frame->values != NULL ? g_memdup2 (frame->values, n * sizeof (double)) : NULL;
  f->q = frame->q != NULL ? g_memdup2 (frame->q, n * QD_MDP_N_ACTIONS * sizeof (double)) : NULL;
  f->known = frame->q_known != NULL ? g_memdup2 (frame->q_known, n) : NULL;
  f->policy = frame->policy != NULL ? g_memdup2 (frame->policy, n) : NULL;
  f->agent = frame->agent;
  f->highlight = frame->highlight;
  f->caption = g_strdup (frame->caption);
  if (f->values != NULL)
    frames->largest = MAX (frames->largest, largest_of (f->values, n));
  if (f->q != NULL)
    frames->largest = MAX (frames->largest, largest_of (f->q, n * QD_MDP_N_ACTIONS));
  frames->numbers += numbers;
  g_ptr_array_add (frames->frames, f);
  return TRUE;
}

/* ---- as an animation */

static void
frames_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  QdMdpFrames *frames = data;
  const Frame *f = g_ptr_array_index (frames->frames, MIN (step, frames->frames->len - 1));
  QdMdpRenderOptions o = frames->look;

  o.palette = palette;
  o.values = f->values;
  o.q = f->q;
  o.q_known = f->known;
  o.policy = f->policy;
  o.agent = f->agent;
  o.highlight = f->highlight;
  if (o.value_scale <= 0)
    o.value_scale = frames->largest > 0 ? frames->largest : 1;
  qd_mdp_render (cr, frames->world, &o);
}

static char *
frames_describe (guint step, gpointer data)
{
  QdMdpFrames *frames = data;
  const Frame *f = g_ptr_array_index (frames->frames, MIN (step, frames->frames->len - 1));

  return g_strdup (f->caption);
}

QdAnimation *
qd_mdp_frames_to_animation (QdMdpFrames *frames)
{
  double width, height;

  g_return_val_if_fail (frames->frames->len > 0, NULL);
  qd_mdp_render_get_size (frames->world, &frames->look, &width, &height);
  return qd_animation_new (frames->frames->len - 1, width, height, frames_draw, frames_describe, frames,
                           (GDestroyNotify) qd_mdp_frames_free);
}

/* ---- value iteration */

/* Everything one frame of V_k needs, by cell. */
typedef struct {
  const QdMdpWorld *world;
  QdMarkov *model;
  guint *cell_of;
  double *values, *q_model, *q;
  guint8 *known;
  gint8 *policy;
} Sweeps;

static void
sweeps_clear (Sweeps *s)
{
  g_clear_pointer (&s->model, qd_markov_free);
  g_free (s->cell_of);
  g_free (s->values);
  g_free (s->q_model);
  g_free (s->q);
  g_free (s->known);
  g_free (s->policy);
}

static gboolean
sweeps_add (QdMdpFrames *frames, Sweeps *s, const double *v, QdMdpShow show, const char *caption)
{
  QdMdpFrame frame;

  for (guint a = 0; a < s->model->n_actions; a++)
    s->q_model[a] = qd_markov_q (s->model, s->world->discount, v, a);
  qd_mdp_render_from_model (s->world, s->model, s->cell_of, v, s->q_model, s->values, s->q, s->known, s->policy);
  qd_mdp_frame_init (&frame);
  frame.values = (show & QD_MDP_SHOW_VALUES) ? s->values : NULL;
  frame.q = (show & QD_MDP_SHOW_Q) ? s->q : NULL;
  frame.q_known = (show & QD_MDP_SHOW_Q) ? s->known : NULL;
  frame.policy = (show & QD_MDP_SHOW_POLICY) ? s->policy : NULL;
  frame.caption = caption;
  return qd_mdp_frames_add (frames, &frame);
}

static QdMdpFrames *
sweeps_frames (const QdMdpWorld *world, Sweeps *s, guint sweeps, QdMdpShow show, GError **error)
{
  g_autoptr(QdMdpFrames) frames = NULL;
  g_autofree double *v = g_new0 (double, s->model->n_states);
  g_autofree double *next = g_new0 (double, s->model->n_states);
  QdMdpRenderOptions look;

  qd_mdp_render_options_init (&look, NULL);
  look.show = show;
  frames = qd_mdp_frames_new (world, &look);
  for (guint k = 0; k <= sweeps; k++)
    {
      g_autofree char *caption = NULL;

      if (k > 0)
        {
          double residual = qd_markov_sweep (s->model, world->discount, v, next);

          memcpy (v, next, s->model->n_states * sizeof *v);
          /* Three significant digits, the locale's point: 0.792, 1.5e-06. */
          caption = g_strdup_printf (_("Bellman residual max |V_%u − V_%u| = %.3g"), k, k - 1, residual);
        }
      if (!sweeps_add (frames, s, v, show, caption))
        {
          g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID,
                       _("%u sweeps of a %u × %u world make too long an animation"), sweeps, world->w, world->h);
          return NULL;
        }
    }
  return g_steal_pointer (&frames);
}

QdAnimation *
qd_mdp_animation_value_iteration_new (const QdMdpWorld *world, guint sweeps, QdMdpShow show, GError **error)
{
  gsize n = (gsize) world->w * world->h;
  Sweeps s = { .world = world };
  QdMdpFrames *frames = NULL;

  if (sweeps > QD_ANIMATION_MAX_STEPS)
    {
      g_set_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID, _("%u sweeps are more than an animation holds (%u)"),
                   sweeps, QD_ANIMATION_MAX_STEPS);
      return NULL;
    }
  s.cell_of = g_new (guint, n);
  s.model = qd_mdp_world_to_model (world, NULL, s.cell_of, error);
  if (s.model != NULL)
    {
      s.values = g_new (double, n);
      s.q_model = g_new (double, s.model->n_actions);
      s.q = g_new (double, n * QD_MDP_N_ACTIONS);
      s.known = g_new (guint8, n);
      s.policy = g_new (gint8, n);
      frames = sweeps_frames (world, &s, sweeps, show, error);
    }
  sweeps_clear (&s);
  return frames != NULL ? qd_mdp_frames_to_animation (frames) : NULL;
}
