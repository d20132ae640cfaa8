/* qd-search-online-animation.c — a trial of an online agent frame by frame
 * (qd-search-online-report.h): frame 0 the agent on the start of trial T,
 * frame k after its k-th move, drawn as the tab's board draws it (fog, the
 * results learnt, LRTA*'s H, the path so far, the agent). */
#include "config.h"
#include "qd-search-online-report.h"

#include "core/qd-owned.h"
#include "render/search/qd-search-render.h"
#include "render/search/qd-search-render-online.h"

typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  QdSearchOnlineAgent agent;
  guint trial;
  guint64 step_limit;
  GMutex lock;
  QdSearchOnline *online;       /* walked to some move of the trial */
} Replay;

/* A fresh agent at the start of trial `trial`. */
static QdSearchOnline *
start_trial (const QdSearchDoc *doc, QdSearchOnlineAgent agent, guint trial, guint64 step_limit)
{
  QdSearchOnline *online = qd_search_online_new (doc->maze, agent, step_limit);

  for (guint t = 1; t < trial; t++)
    {
      qd_search_online_run_trial (online, NULL);
      qd_search_online_new_trial (online);
    }
  return online;
}

/* Under the lock: the agent after `moves` moves of the trial (frames are
 * drawn in order, so mostly a move or none). */
static const QdSearchOnline *
walk_to (Replay *replay, guint moves)
{
  if (replay->online == NULL || qd_search_online_n_moves (replay->online) > moves)
    {
      qd_search_online_free (qd_owned_steal (&replay->owned, replay->online));
      replay->online = qd_owned_add (&replay->owned, start_trial (replay->doc, replay->agent, replay->trial,
                                                                  replay->step_limit),
                                     (GDestroyNotify) qd_search_online_free);
    }
  while (qd_search_online_n_moves (replay->online) < moves
         && qd_search_online_step (replay->online, NULL) == QD_SEARCH_ONLINE_WALKING)
    ;
  return replay->online;
}

static void
draw_step (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;

  g_mutex_lock (&replay->lock);
  qd_search_render_online_board (cr, replay->doc, walk_to (replay, step), palette);
  g_mutex_unlock (&replay->lock);
}

static char *
describe_step (guint step, gpointer data)
{
  Replay *replay = data;
  char *text;

  g_mutex_lock (&replay->lock);
  text = qd_search_render_online_text (walk_to (replay, step));
  g_mutex_unlock (&replay->lock);
  return text;
}

QdAnimation *
qd_search_online_animation_new (const QdSearchDoc *doc, QdSearchOnlineAgent agent, guint trial, guint64 step_limit)
{
  Replay *replay = g_new0 (Replay, 1);
  g_autoptr(QdSearchOnline) online = start_trial (doc, agent, MAX (trial, 1), step_limit);
  double width, height;
  guint64 moves;

  qd_search_online_run_trial (online, NULL);
  moves = qd_search_online_n_moves (online);
  g_mutex_init (&replay->lock);
  qd_owned_add (&replay->owned, &replay->lock, (GDestroyNotify) g_mutex_clear);
  replay->doc = qd_owned_add (&replay->owned, qd_search_doc_copy (doc), (GDestroyNotify) qd_search_doc_free);
  replay->agent = agent;
  replay->trial = MAX (trial, 1);
  replay->step_limit = step_limit;
  qd_search_render_get_size (doc, &width, &height);
  /* A walk longer than a GIF may hold is refused by the writer, with its count. */
  return qd_animation_new ((guint) MIN (moves, G_MAXUINT - 1), width, height, draw_step, describe_step, replay,
                           qd_owned_free);
}
