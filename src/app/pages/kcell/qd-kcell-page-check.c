/* qd-kcell-page-check.c — Check an Answer… in the KCell tab: the game the
 * two computer players the sidebar shows play from the start on this board,
 * as `quandary-cli kcell --cells K --stones N --p1 A --p2 B` plays it (its
 * random agents seeded with 1), checked as the CLI checks it; the game is
 * then taken back to the move where the answer parts, the players waiting. */
#include "config.h"
#include "qd-kcell-page-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "problems/kcell/qd-kcell-check.h"

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  g_autoptr(QdKcellCheck) check = qd_kcell_check_new (data, 1, stop, 0);

  return qd_page_check_game_played (check, stop, error) ? qd_kcell_check_answer (check, answer, length, strict) : NULL;
}

QdPageCheck *
qd_kcell_page_prepare_check (QdPage *page, GError **error)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);
  QdKcellGame *game;

  for (guint side = 0; side < 2; side++)
    if (g_str_equal (self->game->agents[side], "human"))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                     _("Player %u is a person: only a game between two computer players has one right answer. "
                       "Choose a computer player for both sides to check a game."), side + 1);
        return NULL;
      }
  game = qd_kcell_game_new (&self->game->rules, self->game->agents[0], self->game->agents[1]);
  return qd_page_check_new (check_answer, game, (GDestroyNotify) qd_kcell_game_free,
                            N_("the game (“P1: [oo___xx]” lines, the final board and the result)"));
}

/* The move that turns `pos` into `board`, or G_MAXUINT. */
static guint
move_to (const QdKcellRules *rules, const QdKcellPosition *pos, const char *board)
{
  guint8 moves[QD_KCELL_MAX_STONES];
  guint n = qd_kcell_moves (rules, pos, moves);

  for (guint i = 0; i < n; i++)
    {
      QdKcellPosition next;
      g_autofree char *text = NULL;

      qd_kcell_apply (rules, pos, moves[i], &next, NULL, NULL);
      text = qd_kcell_board_string (rules, &next);
      if (strcmp (text, board) == 0)
        return moves[i];
    }
  return G_MAXUINT;
}

void
qd_kcell_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);
  g_auto(GStrv) lines = NULL;
  g_autoptr(QdKcellGame) game = NULL;
  QdKcellPosition pos;

  if (result->reference == NULL || result->verdict != QD_CHECK_WRONG || result->step < 0)
    return;
  /* The right game's first `step` moves, from the boards of its lines
   * (each line's board, then the final one, follows from the one before). */
  game = qd_kcell_game_new (&self->game->rules, self->game->agents[0], self->game->agents[1]);
  qd_kcell_start (&game->rules, &pos);
  lines = g_strsplit (result->reference, "\n", -1);
  for (guint i = 1; lines[i] != NULL && game->moves->len < (guint) result->step; i++)
    {
      const char *board = strchr (lines[i], '[');
      guint move;

      if (board == NULL || (move = move_to (&game->rules, &pos, board)) == G_MAXUINT)
        continue;
      qd_kcell_game_play (game, move, NULL);
      qd_kcell_apply (&game->rules, &pos, move, &pos, NULL, NULL);
    }
  /* The players wait there, so that the position can be looked at. */
  qd_page_record_edit (page);
  self->paused = TRUE;
  qd_page_set_model (page, g_steal_pointer (&game), QD_PAGE_CHANGE_REPLACED);
  /* The search of the move where the answer parts, in the search tree. */
  qd_kcell_page_think_here (self, FALSE);
}
