/* qd-tsp-animation.c — a TSP run replayed frame by frame
 * (qd-tsp-animation.h). */
#include "config.h"
#include "qd-tsp-animation.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "core/qd-owned.h"
#include "render/tsp/qd-tsp-render.h"

typedef struct {
  QdOwned owned;
  QdTsp *tsp;
  QdTspRun *run;
  /* The last tour replayed, for the next frame to go on from (frames are
   * drawn in order, on a worker: the lock is for anyone else). */
  GMutex lock;
  guint *tour;
  guint tour_step;              /* G_MAXUINT: none yet */
} Replay;

static void
draw_step (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  const QdTspRun *run = replay->run;
  const QdTspStep *e;
  QdTspRenderOptions options;
  char length[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *caption = NULL;

  step = MIN (step, run->steps->len - 1);
  e = &g_array_index (run->steps, QdTspStep, step);
  g_ascii_formatd (length, sizeof length, "%.2f", e->length);
  caption = step == 0 ? g_strdup_printf (_("The start tour: length %s"), length)
                      : g_strdup_printf (_("Length %s"), length);
  qd_tsp_render_options_init (&options, palette);
  options.caption = caption;
  if (e->kind == QD_LOCAL_STEP_MOVE)
    {
      options.move_a = (gint) e->a;
      options.move_b = (gint) e->b;
      options.move_worse = e->probability < 1;
    }
  g_mutex_lock (&replay->lock);
  qd_tsp_run_replay (run, replay->tour_step, step, replay->tour);
  replay->tour_step = step;
  options.tour = replay->tour;
  qd_tsp_render (cr, replay->tsp, &options);
  g_mutex_unlock (&replay->lock);
}

/* "NYC and Chicago swap", "a worse tour taken, p = 0.9857", "a random restart". */
static char *
describe_step (guint step, gpointer data)
{
  Replay *replay = data;
  const QdTspRun *run = replay->run;
  const QdTspStep *e;
  const char *a, *b;
  g_autofree char *move = NULL;

  if (step >= run->steps->len)
    return NULL;
  e = &g_array_index (run->steps, QdTspStep, step);
  if (qd_tsp_algorithm_is_population (run->variant))
    return step == 0 ? NULL
           : g_strdup_printf (run->variant == QD_LOCAL_VARIANT_GENETIC ? _("generation %" PRIu64 ": length %.2f")
                                                             : _("iteration %" PRIu64 ": length %.2f"),
                              (guint64) e->iteration, e->length);
  if (e->kind == QD_LOCAL_STEP_RESTART)
    return g_strdup (_("a random restart"));
  if (e->kind != QD_LOCAL_STEP_MOVE)
    return NULL;
  a = replay->tsp->names[e->a];
  b = replay->tsp->names[e->b];
  move = run->moves == QD_TSP_SWAP ? g_strdup_printf (_("%s and %s swap"), a, b)
                                   : g_strdup_printf (_("%s to %s reversed"), a, b);
  if (run->algorithm == QD_LOCAL_ANNEALING && e->probability < 1)
    /* TRANSLATORS: a move of annealing, then the probability it had of being taken */
    return g_strdup_printf (_("%s: worse, taken with p = %.4f"), move, e->probability);
  return g_steal_pointer (&move);
}

QdAnimation *
qd_tsp_animation_new (const QdTsp *tsp, const QdTspRun *run)
{
  Replay *replay;
  double width, height;

  g_return_val_if_fail (tsp != NULL && run != NULL && run->steps->len > 0 && run->n == tsp->n, NULL);
  replay = g_new0 (Replay, 1);
  g_mutex_init (&replay->lock);
  qd_owned_add (&replay->owned, &replay->lock, (GDestroyNotify) g_mutex_clear);
  replay->tsp = qd_owned_add (&replay->owned, qd_tsp_copy (tsp), (GDestroyNotify) qd_tsp_free);
  replay->run = qd_owned_add (&replay->owned, qd_tsp_run_copy (run), (GDestroyNotify) qd_tsp_run_free);
  replay->tour = qd_owned_add (&replay->owned, g_new (guint, tsp->n), g_free);
  replay->tour_step = G_MAXUINT;
  qd_tsp_render_get_size (replay->tsp, &width, &height);
  /* Every step made counts, those past the recorded ones too: a writer
   * refuses a replay that long rather than cut it short. */
  return qd_animation_new ((guint) MIN (run->n_steps - 1, G_MAXUINT), width, height, draw_step, describe_step,
                           replay, qd_owned_free);
}
