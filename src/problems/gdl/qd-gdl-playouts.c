/* qd-gdl-playouts.c — random games from a GDL game's start on several
 * threads (qd-gdl-playouts.h).  The threads take the playouts' numbers one
 * at a time from one counter, so that a copy that is long to read (a
 * grounded game grounds again) takes fewer; the caller's thread, on the
 * game itself, begins at once. */
#include "config.h"
#include "qd-gdl-playouts.h"

#include <gio/gio.h>

typedef struct {
  QdGdlGame *original;
  const QdGdlPlayoutsSpec *spec;
  guint64 next;              /* the next playout's number (atomic) */
  gint quit;                 /* an error: every thread stops (atomic) */
  GCancellable *cancellable; /* cancelled when the playouts are done: a copy being read gives up */
} Shared;

typedef struct {
  Shared *shared;
  GThread *thread;
  guint64 ended, cut, plies;
  gboolean stopped;
  GError *error;
} Worker;

typedef enum { PLAYOUT_ENDED, PLAYOUT_CUT, PLAYOUT_STOPPED, PLAYOUT_ERROR } Outcome;

static gboolean
must_stop (const Shared *shared)
{
  const QdGdlPlayoutsSpec *spec = shared->spec;

  return g_atomic_int_get (&shared->quit) || (spec->stop != NULL && g_atomic_int_get (spec->stop))
         || (spec->deadline != 0 && g_get_monotonic_time () >= spec->deadline);
}

/* Playout `number` of `game`: its moves drawn by a generator of (seed,
 * number) alone. */
static Outcome
playout (QdGdlGame *game, Worker *w, guint64 number, guint64 *state, guint32 *moves, GRand *rand)
{
  const QdGdlPlayoutsSpec *spec = w->shared->spec;
  guint max_plies = spec->max_plies != 0 ? spec->max_plies : QD_GDL_DEFAULT_MAX_PLIES;
  guint32 seed[3] = { spec->seed, (guint32) number, (guint32) (number >> 32) };
  guint32 joint[QD_GDL_MAX_ROLES];

  g_rand_set_seed_array (rand, seed, G_N_ELEMENTS (seed));
  qd_gdl_game_initial (game, state);
  for (guint64 plies = 0;; plies++)
    {
      gint step;

      if (must_stop (w->shared))
        return PLAYOUT_STOPPED;
      if ((step = qd_gdl_game_random_joint (game, state, rand, moves, joint, &w->error)) <= 0)
        {
          w->plies += plies;
          return step == 0 ? PLAYOUT_ENDED : PLAYOUT_ERROR;
        }
      if (plies == max_plies)
        {
          w->plies += plies;
          return PLAYOUT_CUT;
        }
      if (!qd_gdl_game_next (game, state, joint, state, &w->error))
        return PLAYOUT_ERROR;
    }
}

/* Playouts on `game` until none is left to take, a stop or an error. */
static void
play (QdGdlGame *game, Worker *w)
{
  Shared *shared = w->shared;
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
  g_autoptr(GRand) rand = g_rand_new ();

  for (;;)
    {
      guint64 number = __atomic_fetch_add (&shared->next, 1, __ATOMIC_RELAXED);

      if (number >= shared->spec->games)
        return;
      switch (playout (game, w, number, state, moves, rand))
        {
        case PLAYOUT_ENDED:
          w->ended++;
          break;
        case PLAYOUT_CUT:
          w->cut++;
          break;
        case PLAYOUT_STOPPED:
          w->stopped = !g_atomic_int_get (&shared->quit);
          return;
        case PLAYOUT_ERROR:
          g_atomic_int_set (&shared->quit, 1);
          return;
        }
    }
}

/* Another thread: a copy of the game read, then its playouts. */
static gpointer
copy_side (gpointer data)
{
  Worker *w = data;
  g_autoptr(QdGdlGame) copy = NULL;

  g_cancellable_push_current (w->shared->cancellable);
  copy = qd_gdl_game_copy (w->shared->original, NULL);
  g_cancellable_pop_current (w->shared->cancellable);
  /* not read (given up once the playouts were done): the others played them */
  if (copy != NULL)
    play (copy, w);
  return NULL;
}

gboolean
qd_gdl_playouts (QdGdlGame *game, const QdGdlPlayoutsSpec *spec, QdGdlPlayoutsCount *count, GError **error)
{
  Shared shared = { .original = game, .spec = spec, .cancellable = g_cancellable_new () };
  guint n = CLAMP (spec->threads, 1, QD_GDL_PLAYOUTS_MAX_THREADS);
  g_autofree Worker *workers = g_new0 (Worker, n);
  GError *first = NULL;

  for (guint t = 0; t < n; t++)
    workers[t].shared = &shared;
  /* no copy for fewer games than threads */
  n = (guint) MIN ((guint64) n, MAX (spec->games, 1));
  for (guint t = 1; t < n; t++)
    workers[t].thread = g_thread_new ("qd-gdl-playouts", copy_side, &workers[t]);
  play (game, &workers[0]);
  g_cancellable_cancel (shared.cancellable);
  *count = (QdGdlPlayoutsCount) { 0 };
  for (guint t = 0; t < n; t++)
    {
      Worker *w = &workers[t];

      if (w->thread != NULL)
        g_thread_join (w->thread);
      count->ended += w->ended;
      count->cut += w->cut;
      count->plies += w->plies;
      count->threads += w->ended + w->cut > 0;
      count->stopped |= w->stopped;
      /* the first thread's error, the caller's first */
      if (w->error != NULL && first == NULL)
        first = g_steal_pointer (&w->error);
      g_clear_error (&w->error);
    }
  g_object_unref (shared.cancellable);
  if (first != NULL)
    {
      g_propagate_error (error, first);
      return FALSE;
    }
  return TRUE;
}
