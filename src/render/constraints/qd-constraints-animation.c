/* qd-constraints-animation.c — a recorded search drawn step by step
 * (qd-constraints-animation.h). */
#include "config.h"
#include "qd-constraints-animation.h"

#include "core/qd-owned.h"
#include "problems/constraints/qd-constraints-doc.h"

void
qd_constraints_frame_init (QdConstraintsFrame *frame, const QdCspModel *model)
{
  const QdCsp *csp = model->csp;
  gsize cells;

  frame->n_vars = qd_csp_n_variables (csp);
  frame->stride = 1;
  for (guint v = 0; v < frame->n_vars; v++)
    frame->stride = MAX (frame->stride, qd_csp_domain_size (csp, v));
  cells = (gsize) MAX (frame->n_vars, 1) * frame->stride;
  frame->values = g_new (gint, MAX (frame->n_vars, 1));
  frame->removed = g_new0 (guint, cells);
  frame->kept = g_new0 (gboolean, cells);
  frame->pruned = g_new0 (gboolean, cells);
  frame->kept_rows = g_new (const gboolean *, MAX (frame->n_vars, 1));
  frame->pruned_rows = g_new (const gboolean *, MAX (frame->n_vars, 1));
  for (guint v = 0; v < frame->n_vars; v++)
    {
      frame->kept_rows[v] = frame->kept + (gsize) v * frame->stride;
      frame->pruned_rows[v] = frame->pruned + (gsize) v * frame->stride;
    }
  frame->wiped_out = -1;
}

void
qd_constraints_frame_clear (QdConstraintsFrame *frame)
{
  g_clear_pointer (&frame->values, g_free);
  g_clear_pointer (&frame->removed, g_free);
  g_clear_pointer (&frame->kept, g_free);
  g_clear_pointer (&frame->pruned, g_free);
  g_clear_pointer (&frame->kept_rows, g_free);
  g_clear_pointer (&frame->pruned_rows, g_free);
}

void
qd_constraints_frame_show (QdConstraintsFrame *frame, const QdConstraintsReplay *replay, guint step,
                           QdConstraintsRenderOptions *options)
{
  const QdConstraintsStep *s;

  qd_constraints_replay_state (replay, step, frame->n_vars, frame->values, frame->removed, frame->stride);
  for (gsize i = 0; i < (gsize) frame->n_vars * frame->stride; i++)
    {
      frame->kept[i] = frame->removed[i] == 0;
      frame->pruned[i] = step > 0 && frame->removed[i] == step;
    }
  /* The initial domains' own gaps (unary constraints) are not in the
   * replay: the renderer's kept rows say them only through the model. */
  s = step > 0 && step <= qd_constraints_replay_n_steps (replay) ? qd_constraints_replay_step (replay, step) : NULL;
  frame->wiped_out = s != NULL && s->kind == QD_CONSTRAINTS_STEP_WIPEOUT
                     ? (gint) qd_constraints_replay_event (replay, s->main)->var : -1;
  options->domains = frame->kept_rows;
  options->pruned = frame->pruned_rows;
  options->assigned = frame->values;
  options->wiped_out = frame->wiped_out;
}

typedef struct {
  QdOwned owned;
  QdConstraintsDoc *doc;
  QdConstraintsLayout *layout;
  QdConstraintsReplay *replay;
  QdConstraintsFrame frame;
} Replay;

static void
replay_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *r = data;
  QdConstraintsRenderOptions options;

  qd_constraints_render_options_init (&options, palette);
  qd_constraints_frame_show (&r->frame, r->replay, step, &options);
  qd_constraints_render (cr, r->doc->model, r->layout, &options);
}

static char *
replay_describe (guint step, gpointer data)
{
  Replay *r = data;

  return qd_constraints_replay_explain (r->replay, r->doc->model, step);
}

QdAnimation *
qd_constraints_animation_new (const char *text, GHashTable *moved, const QdConstraintsReplay *replay)
{
  QdConstraintsDoc *doc = qd_constraints_doc_parse (text, -1, NULL);
  Replay *r;

  if (doc == NULL || doc->model == NULL)
    {
      g_clear_pointer (&doc, qd_constraints_doc_free);
      return NULL;
    }
  r = g_new0 (Replay, 1);
  r->doc = qd_owned_add (&r->owned, doc, (GDestroyNotify) qd_constraints_doc_free);
  r->layout = qd_owned_add (&r->owned, qd_constraints_layout_new (doc->model, moved),
                            (GDestroyNotify) qd_constraints_layout_free);
  r->replay =
    qd_owned_add (&r->owned, qd_constraints_replay_copy (replay), (GDestroyNotify) qd_constraints_replay_free);
  qd_constraints_frame_init (&r->frame, doc->model);
  qd_owned_add (&r->owned, &r->frame, (GDestroyNotify) qd_constraints_frame_clear);
  return qd_animation_new (qd_constraints_replay_n_steps (replay), r->layout->width, r->layout->height, replay_draw,
                           replay_describe, r, qd_owned_free);
}
