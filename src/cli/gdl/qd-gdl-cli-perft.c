/* qd-gdl-cli-perft.c — `quandary-cli gdl FILE --perft D`: the positions at
 * plies 1 to D, each counted in its own walk and printed when it is done.
 *
 * The game as it loads (grounded when its grounding succeeds) counts them;
 * when its load is still going after QD_GDL_PERFT_RACE_AFTER seconds (a
 * grounding that takes long, or fails, before the evaluation without it
 * serves), the same game without grounding starts counting beside it, in a
 * thread of its own, and each ply is printed from whichever walk counts it
 * first.  Both evaluations give the same counts (docs/gdl-peers.md: with
 * and without grounding, over GGP Base's corpus), so the output is the
 * same whichever wins; only the time differs.  The game as it loads is the
 * reference: its errors are said (when it fails, the run ends), and the
 * other walk's (a limit of the evaluation without grounding) only end that
 * walk. */
#include "config.h"
#include "qd-gdl-cli.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

/* Seconds the game's own load may take before the walk without grounding
 * starts beside it: most games load in milliseconds and never start it. */
#define QD_GDL_PERFT_RACE_AFTER 0.02

typedef struct _Race Race;

typedef struct {
  Race *race;
  gboolean without_grounding;
  GThread *thread;
  GCancellable *cancellable;  /* its load's */
  gint stop;                  /* its walk's */
  /* under the race's lock */
  gboolean loaded, finished;
  guint done;                 /* plies counted */
  guint64 *counts;
  GError *error;
} Walk;

struct _Race {
  const char *path;
  guint depth;
  GMutex lock;
  GCond changed;
  Walk walks[2];              /* 0: the game as it loads; 1: without grounding */
  GPtrArray *warnings;        /* the first game loaded's */
};

static gpointer
walk_run (gpointer data)
{
  Walk *w = data;
  Race *race = w->race;
  g_autofree guint64 *counts = g_new0 (guint64, race->depth);
  g_autoptr(QdGdlGame) game = NULL;
  GError *error = NULL;
  QdGdlOptions options;

  qd_gdl_options_init (&options);
  options.force_fallback = w->without_grounding;
  g_cancellable_push_current (w->cancellable);
  game = qd_gdl_game_new_from_file (race->path, &options, &error);
  g_cancellable_pop_current (w->cancellable);
  g_mutex_lock (&race->lock);
  w->loaded = game != NULL;
  /* the rulesheet's warnings (its reading's: the same for both walks) */
  if (game != NULL && race->warnings == NULL)
    {
      GPtrArray *warnings = qd_gdl_game_warnings (game);

      race->warnings = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < warnings->len; i++)
        g_ptr_array_add (race->warnings, g_strdup (warnings->pdata[i]));
    }
  g_cond_broadcast (&race->changed);
  g_mutex_unlock (&race->lock);
  for (guint ply = 1; game != NULL && ply <= race->depth; ply++)
    {
      if (!qd_gdl_game_perft (game, ply, counts, &w->stop, &error))
        break;
      g_mutex_lock (&race->lock);
      w->counts[ply - 1] = counts[ply - 1];
      w->done = ply;
      g_cond_broadcast (&race->changed);
      g_mutex_unlock (&race->lock);
    }
  g_mutex_lock (&race->lock);
  w->error = error;
  w->finished = TRUE;
  g_cond_broadcast (&race->changed);
  g_mutex_unlock (&race->lock);
  return NULL;
}

static void
walk_start (Race *race, guint i)
{
  Walk *w = &race->walks[i];

  w->race = race;
  w->without_grounding = i == 1;
  w->cancellable = g_cancellable_new ();
  w->counts = g_new0 (guint64, race->depth);
  w->thread = g_thread_new (i == 0 ? "qd-perft" : "qd-perft-rules", walk_run, w);
}

/* Stops the walks and waits for their ends (the race's lock not held). */
static void
walks_end (Race *race)
{
  for (guint i = 0; i < 2; i++)
    if (race->walks[i].thread != NULL)
      {
        g_atomic_int_set (&race->walks[i].stop, 1);
        g_cancellable_cancel (race->walks[i].cancellable);
      }
  for (guint i = 0; i < 2; i++)
    if (race->walks[i].thread != NULL)
      g_thread_join (g_steal_pointer (&race->walks[i].thread));
}

static void
walks_clear (Race *race)
{
  for (guint i = 0; i < 2; i++)
    {
      g_clear_object (&race->walks[i].cancellable);
      g_clear_pointer (&race->walks[i].counts, g_free);
      g_clear_error (&race->walks[i].error);
    }
  g_clear_pointer (&race->warnings, g_ptr_array_unref);
}

/* Prints the plies after `*printed` that a walk has counted, and the
 * rulesheet's warnings before the first (under the race's lock). */
static void
print_plies (Race *race, guint *printed, gboolean *warned)
{
  if (!*warned && race->warnings != NULL)
    {
      for (guint i = 0; i < race->warnings->len; i++)
        g_printerr ("%s\n", (const char *) race->warnings->pdata[i]);
      *warned = TRUE;
    }
  for (;;)
    {
      const Walk *from = NULL;

      for (guint i = 0; i < 2 && from == NULL; i++)
        if (race->walks[i].done > *printed)
          from = &race->walks[i];
      if (from == NULL)
        return;
      printf ("%u %" PRIu64 "\n", *printed + 1, (uint64_t) from->counts[*printed]);
      fflush (stdout);
      (*printed)++;
    }
}

int
qd_gdl_cli_perft_run (const char *path, guint depth, double time_limit)
{
  Race race = { .path = path, .depth = depth };
  const gint *stop = qd_cli_catch_interrupt_until (time_limit);
  gint64 started = g_get_monotonic_time ();
  guint printed = 0;
  gboolean warned = FALSE, stopped = FALSE;
  const Walk *own = &race.walks[0], *rules = &race.walks[1];
  int status;

  g_mutex_init (&race.lock);
  g_cond_init (&race.changed);
  walk_start (&race, 0);
  g_mutex_lock (&race.lock);
  for (;;)
    {
      print_plies (&race, &printed, &warned);
      if (printed == depth)
        break;
      if (g_atomic_int_get (stop))
        {
          stopped = TRUE;
          break;
        }
      /* the game as it loads has failed (or counted what it could): its
       * error, whatever the other walk would count */
      if (own->finished)
        break;
      if (rules->thread == NULL && !own->loaded
          && g_get_monotonic_time () - started >= QD_GDL_PERFT_RACE_AFTER * G_USEC_PER_SEC)
        walk_start (&race, 1);
      g_cond_wait_until (&race.changed, &race.lock, g_get_monotonic_time () + G_USEC_PER_SEC / 50);
    }
  g_mutex_unlock (&race.lock);
  walks_end (&race);
  print_plies (&race, &printed, &warned);
  qd_cli_release_interrupt_until ();
  if (printed == depth)
    status = QD_EXIT_OK;
  else if (!stopped && own->error != NULL && !g_error_matches (own->error, QD_GDL_ERROR, QD_GDL_ERROR_STOPPED)
           && !g_error_matches (own->error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    status = (qd_cli_print_error (own->error), QD_EXIT_INPUT);
  else if (!qd_cli_time_ran_out ())
    status = (g_printerr (_("quandary-cli: stopped\n")), QD_EXIT_STOPPED);
  else
    {
      g_printerr (_("quandary-cli: the time limit ran out while counting ply %" PRId64 "\n"), (int64_t) printed + 1);
      status = QD_EXIT_LIMIT;
    }
  walks_clear (&race);
  g_cond_clear (&race.changed);
  g_mutex_clear (&race.lock);
  return status;
}
