/* qd-problem-game.c — a problem's game as `agent-test` plays it: the
 * outside agent on one side, random moves on the other, through the one
 * match loop (core/qd-match.h). */
#include "config.h"
#include "qd-problem.h"

#include <gio/gio.h>

typedef struct {
  const QdProblemGame *game;
  GString *transcript;
  GError *cause;             /* the forfeit's, kept */
} Test;

static void
on_moved (gpointer data, gpointer match, const QdMatchTurn *turn, guint32 move)
{
  Test *t = data;
  g_autofree char *text = t->game->rules->move_text (match, move);

  g_string_append_printf (t->transcript, "%s%s", t->transcript->len > 0 ? " " : "", text);
}

static void
on_no_move (gpointer data, gpointer match, const QdMatchTurn *turn, QdMatchEnd end, GError **cause)
{
  Test *t = data;

  g_clear_error (&t->cause);
  t->cause = g_steal_pointer (cause);
}

gboolean
qd_problem_game_test (const QdProblemGame *game, QdAgent *agent, guint side, GRand *rand, const gint *stop,
                      GString *transcript, GError **error)
{
  const QdMatchListener listener = { .moved = on_moved, .no_move = on_no_move };
  Test t = { game, transcript };
  QdMatchPlayer players[2] = { { .name = "random" }, { .name = "random" } };
  QdMatchOptions options = { .stop = stop, .listener = &listener, .listener_data = &t };
  gpointer match = game->test_match (rand);
  g_auto(QdMatchResult) result = { 0 };

  g_return_val_if_fail (side < 2, FALSE);
  players[side] = (QdMatchPlayer) { .name = qd_agent_get_name (agent), .outside = agent };
  qd_match_play (game->rules, match, players, 0, &options, &result);
  game->free_match (match);
  if (result.end == QD_MATCH_OVER)
    {
      g_string_append_printf (transcript, " (%s)", result.reason);
      return TRUE;
    }
  if (t.cause != NULL)
    g_propagate_error (error, t.cause);
  else
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, result.reason);
  return FALSE;
}
