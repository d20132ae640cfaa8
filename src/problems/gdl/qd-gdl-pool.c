/* qd-gdl-pool.c — a game loaded once for a front end's workers
 * (qd-gdl-pool.h). */
#include "config.h"
#include "qd-gdl-pool.h"

#include <string.h>

struct _QdGdlPool {
  GMutex lock;
  char *text;                /* the kept game's rulesheet, or NULL */
  QdGdlGame *game;           /* kept, or NULL */
};

static void
pool_clear (gpointer data)
{
  QdGdlPool *pool = data;

  g_free (pool->text);
  qd_gdl_game_free (pool->game);
  g_mutex_clear (&pool->lock);
}

QdGdlPool *
qd_gdl_pool_new (void)
{
  QdGdlPool *pool = g_atomic_rc_box_new0 (QdGdlPool);

  g_mutex_init (&pool->lock);
  return pool;
}

QdGdlPool *
qd_gdl_pool_ref (QdGdlPool *pool)
{
  return g_atomic_rc_box_acquire (pool);
}

void
qd_gdl_pool_unref (QdGdlPool *pool)
{
  g_atomic_rc_box_release_full (pool, pool_clear);
}

QdGdlGame *
qd_gdl_pool_take (QdGdlPool *pool, const char *text, const char *name, GError **error)
{
  QdGdlGame *game = NULL;

  g_mutex_lock (&pool->lock);
  if (pool->game != NULL && g_strcmp0 (pool->text, text) == 0)
    {
      game = g_steal_pointer (&pool->game);
      g_clear_pointer (&pool->text, g_free);
    }
  g_mutex_unlock (&pool->lock);
  /* loaded outside the lock: the page's thread may give meanwhile */
  return game != NULL ? game : qd_gdl_game_new (text, strlen (text), name, NULL, error);
}

void
qd_gdl_pool_give (QdGdlPool *pool, const char *text, QdGdlGame *game)
{
  char *old_text;
  QdGdlGame *old_game;

  g_mutex_lock (&pool->lock);
  old_text = g_steal_pointer (&pool->text);
  old_game = g_steal_pointer (&pool->game);
  pool->text = g_strdup (text);
  pool->game = game;
  g_mutex_unlock (&pool->lock);
  g_free (old_text);
  qd_gdl_game_free (old_game);
}
