/* qd-gdl-game-race.c — the grounding's two tries side by side: the rules
 * as written in the caller's thread, the rules split into chains in a
 * thread of their own on a copy of the game read again.  Which network
 * the game keeps is decided by the tries' work alone (qd-gdl.h,
 * QD_GDL_RACE_PREFER and _FACTOR), never by which thread ends first: a
 * side stops early only once the other is chosen whatever it does next,
 * so a game is grounded the same way on one processor or many. */
#include "config.h"
#include "qd-gdl-game-private.h"

#include <gio/gio.h>

struct _QdGdlGroundRace {
  QdGdlGame *(*read_copy) (gpointer data);
  gpointer data;
  guint max_rules;
  GCancellable *cancellable;  /* the caller's current one: the thread's too */
  QdGdlGroundBudget budget[2];
  QdGdlGroundResult result[2];
  QdGdlGame *copy;            /* side 1's game */
  GThread *thread;            /* side 1's, or NULL when it runs after side 0 */
  guint64 stop_at[2];         /* each side gives up past this work (atomic) */
};

static void
set_stop (QdGdlGroundRace *race, guint side, guint64 work)
{
  __atomic_store_n (&race->stop_at[side], work, __ATOMIC_RELAXED);
}

/* Side 1: the game read again, its rules split and grounded. */
static gpointer
split_side (gpointer data)
{
  QdGdlGroundRace *race = data;

  if (race->cancellable != NULL)
    g_cancellable_push_current (race->cancellable);
  race->copy = race->read_copy (race->data);
  race->result[1] = race->copy == NULL ? QD_GDL_GROUND_TOO_BIG
                                       : qd_gdl_ground (&race->copy->program, &race->copy->net, race->max_rules,
                                                        TRUE, &race->budget[1]);
  if (race->result[1] == QD_GDL_GROUND_OK)
    set_stop (race, 0, MAX (race->budget[1].work_done * QD_GDL_RACE_FACTOR, QD_GDL_RACE_PREFER));
  if (race->cancellable != NULL)
    g_cancellable_pop_current (race->cancellable);
  return NULL;
}

gboolean
qd_gdl_ground_race_go_on (QdGdlGroundRace *race, guint side, guint64 work)
{
  if (side == 0 && race->thread == NULL && work > QD_GDL_RACE_START)
    race->thread = g_thread_new ("qd-gdl-split", split_side, race);
  return work <= __atomic_load_n (&race->stop_at[side], __ATOMIC_RELAXED);
}

/* 0 or 1: the side whose network the game keeps; -1: neither grounded.
 * The rules as written unless the split rules grounded and they did not,
 * or did past both QD_GDL_RACE_PREFER and QD_GDL_RACE_FACTOR times the
 * split rules' work (a side stopped early could not have been chosen). */
static gint
chosen (const QdGdlGroundRace *race)
{
  gboolean written = race->result[0] == QD_GDL_GROUND_OK, split = race->result[1] == QD_GDL_GROUND_OK;

  if (written && (!split || race->budget[0].work_done <= MAX (race->budget[1].work_done * QD_GDL_RACE_FACTOR,
                                                               QD_GDL_RACE_PREFER)))
    return 0;
  return split ? 1 : -1;
}

QdGdlGroundResult
qd_gdl_game_ground (QdGdlGame *game, QdGdlGame *(*read_copy) (gpointer data), gpointer data, guint max_rules,
                    gboolean split_only, const QdGdlGroundBudget *budget)
{
  QdGdlGroundRace race = {
    .read_copy = read_copy, .data = data, .max_rules = max_rules,
    .cancellable = g_cancellable_get_current (), .stop_at = { G_MAXUINT64, G_MAXUINT64 },
  };
  gint side;

  for (guint i = 0; i < 2; i++)
    {
      race.budget[i] = *budget;
      race.budget[i].race = &race;
      race.budget[i].side = i;
    }
  race.budget[1].work = budget->work > G_MAXUINT64 / QD_GDL_SPLIT_WORK_FACTOR
                          ? G_MAXUINT64 : budget->work * QD_GDL_SPLIT_WORK_FACTOR;
  if (split_only)
    return qd_gdl_ground (&game->program, &game->net, max_rules, TRUE, &race.budget[1]);
  race.result[0] = qd_gdl_ground (&game->program, &game->net, max_rules, FALSE, &race.budget[0]);
  if (race.result[0] == QD_GDL_GROUND_OK)
    {
      guint64 work = race.budget[0].work_done;

      set_stop (&race, 1, work <= QD_GDL_RACE_PREFER ? 0 : (work - 1) / QD_GDL_RACE_FACTOR);
    }
  if (race.thread != NULL)
    g_thread_join (race.thread);
  else if (race.result[0] != QD_GDL_GROUND_OK)
    split_side (&race);
  side = chosen (&race);
  if (side == 1)
    {
      QdGdlProgram program = game->program;
      QdGdlNet net = game->net;

      game->program = race.copy->program;
      game->net = race.copy->net;
      race.copy->program = program;
      race.copy->net = net;
    }
  g_clear_pointer (&race.copy, qd_gdl_game_free);
  return side >= 0 ? QD_GDL_GROUND_OK : race.result[1];
}
