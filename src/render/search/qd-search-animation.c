/* qd-search-animation.c — a state-space search replayed frame by frame
 * (qd-search-animation.h). */
#include "config.h"
#include "qd-search-animation.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "render/search/qd-search-render.h"

/* The frames are drawn on a worker, after the page may have dropped its
 * run: the animation searches again, the same search (runs are the same on
 * every machine, qd-space.h's tie rule), when its first frame is drawn. */
typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  QdSearchSettings settings;
  gboolean solution;
  GMutex lock;
  QdSearchRun *run;             /* made at the first frame */
} Replay;

/* Under the lock. */
static const QdSearchRun *
replay_run (Replay *replay)
{
  if (replay->run == NULL)
    {
      replay->run = qd_owned_add (&replay->owned, qd_search_run_new (replay->doc, &replay->settings),
                                  (GDestroyNotify) qd_search_run_free);
      qd_search_run_solve (replay->run, NULL, NULL, NULL, NULL);
    }
  return replay->run;
}

static void
draw_step (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  QdSearchRenderOptions options;

  g_mutex_lock (&replay->lock);
  qd_search_render_options_init (&options, replay->doc);
  options.palette = palette;
  if (replay->solution)
    {
      options.run = replay_run (replay);
      options.moves = step;
    }
  else if (step > 0)
    {
      /* Frame 0 is the instance; frame k the replay's step k − 1. */
      options.run = replay_run (replay);
      options.step = step - 1;
    }
  qd_search_render (cr, &options);
  g_mutex_unlock (&replay->lock);
}

static char *
describe_step (guint step, gpointer data)
{
  Replay *replay = data;
  const QdSearchRun *run;
  char *text = NULL;

  if (step == 0)
    return NULL;
  g_mutex_lock (&replay->lock);
  run = replay_run (replay);
  if (!replay->solution)
    text = qd_search_render_step_text (run, step - 1);
  else
    {
      const QdSpaceResult *r = qd_search_run_result (run);

      if (r != NULL && step <= r->n_steps)
        {
          g_autoptr(GString) move = g_string_new (NULL);

          qd_search_doc_action_text (replay->doc, r->actions[step - 1], move);
          /* TRANSLATORS: a move of the solution: its number, the moves in all, and the place, cell or blank's move */
          text = g_strdup_printf (_("Move %u of %u: %s"), step, r->n_steps, move->str);
        }
    }
  g_mutex_unlock (&replay->lock);
  return text;
}

QdAnimation *
qd_search_animation_new (const QdSearchRun *run, gboolean solution)
{
  const QdSpaceResult *result = qd_search_run_result (run);
  Replay *replay;
  double width, height;
  guint n;

  g_return_val_if_fail (run != NULL && result != NULL, NULL);
  if (solution && result->status != QD_SPACE_SOLVED)
    return NULL;
  n = solution ? result->n_steps : qd_search_run_n_steps (run);
  replay = g_new0 (Replay, 1);
  g_mutex_init (&replay->lock);
  qd_owned_add (&replay->owned, &replay->lock, (GDestroyNotify) g_mutex_clear);
  replay->doc = qd_owned_add (&replay->owned, qd_search_doc_copy (qd_search_run_doc (run)),
                              (GDestroyNotify) qd_search_doc_free);
  replay->settings = *qd_search_run_settings (run);
  replay->solution = solution;
  qd_search_render_get_size (replay->doc, &width, &height);
  /* Every step, those past the replay's cap too (a writer refuses a replay
   * that long rather than cut it short): the count the search made. */
  if (!solution && !qd_search_run_replay_complete (run))
    n = (guint) MIN (result->expanded + 1, G_MAXUINT - 1);
  return qd_animation_new (n, width, height, draw_step, describe_step, replay, qd_owned_free);
}
