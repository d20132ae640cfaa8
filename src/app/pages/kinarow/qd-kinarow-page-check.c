/* qd-kinarow-page-check.c — Check an Answer… in the k-in-a-row tab: the game
 * the two computer players the sidebar shows play from the board's start, as
 * `quandary-cli kinarow --game G --p1 A --p2 B` plays it (its random agents
 * and MCTS seeded with 1), checked as the CLI checks it; the game is then
 * taken back to the move where the answer parts, the players waiting. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "problems/kinarow/qd-kinarow-check.h"

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  g_autoptr(QdKinarowCheck) check = qd_kinarow_check_new (data, 1, stop, 0);

  return qd_page_check_game_played (check, stop, error) ? qd_kinarow_check_answer (check, answer, length, strict) : NULL;
}

/* Whether both players' game replays the same (else `error` says why). */
static gboolean
players_replay (const QdKinarowGame *game, GError **error)
{
  for (guint side = 0; side < 2; side++)
    if (!qd_kinarow_check_replays (game->agents[side]))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                     g_str_equal (game->agents[side], "human")
                     ? _("Player %u is a person: only a game between two computer players has one right answer. "
                         "Choose a computer player for both sides to check a game.")
                     : _("Player %u is an outside program or searches for a time: its moves may change from run to "
                         "run. Choose one of Quandary's players with a depth or a number of iterations to check a "
                         "game."), side + 1);
        return FALSE;
      }
  return TRUE;
}

QdPageCheck *
qd_kinarow_page_prepare_check (QdPage *page, GError **error)
{
  const QdKinarowGame *shown = QD_KINAROW_PAGE (page)->game;
  QdKinarowGame *game;

  if (!players_replay (shown, error))
    return NULL;
  /* Its start (a position set up by hand, or the empty board) and players. */
  game = qd_kinarow_game_copy (shown);
  g_array_set_size (game->moves, 0);
  return qd_page_check_new (check_answer, game, (GDestroyNotify) qd_kinarow_game_free,
                            N_("the game (“1: X plays b2” lines, then the result)"));
}

/* The right game's first `step` moves, read from its transcript, from the
 * start of `shown`. */
static QdKinarowGame *
right_game (const QdKinarowGame *shown, const char *transcript, guint step)
{
  g_auto(GStrv) lines = g_strsplit (transcript, "\n", -1);
  QdKinarowGame *game = qd_kinarow_game_copy (shown);
  QdKinarowPosition pos;

  g_array_set_size (game->moves, 0);
  qd_kinarow_game_position (game, 0, &pos);
  for (guint i = 0; lines[i] != NULL && game->moves->len < step; i++)
    {
      const char *plays = strstr (lines[i], " plays ");
      guint move;

      if (plays == NULL || !qd_kinarow_move_parse (&game->rules, &pos, plays + strlen (" plays "), &move, NULL))
        break;
      qd_kinarow_game_play (game, move, NULL);
      qd_kinarow_apply (&game->rules, &pos, move, &pos);
    }
  return game;
}

void
qd_kinarow_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);

  if (result->reference != NULL && result->verdict == QD_CHECK_WRONG && result->step >= 0)
    {
      QdKinarowGame *game = right_game (self->game, result->reference, (guint) result->step);

      /* The players wait there, so that the position can be looked at, and
       * the search of the move where the answer parts is under the board. */
      qd_page_record_edit (page);
      self->paused = TRUE;
      qd_page_set_model (page, game, QD_PAGE_CHANGE_REPLACED);
      qd_kinarow_page_think_here (self, FALSE);
    }
}
