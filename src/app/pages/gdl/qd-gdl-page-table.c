/* qd-gdl-page-table.c — a one-shot game of two roles moving together
 * (rock-paper-scissors, a one-round prisoner's dilemma) whose state has no
 * board: the General Games tab shows its payoff table where a board would
 * be (problems/gdl/qd-gdl-normal-form.h reads it, as the Game Theory tab
 * does; render/gdl/qd-gdl-payoff.h draws it): the first role's moves down,
 * the second's across, each cell the goal values of that joint move, the
 * joint move played marked once both have chosen.  A click on a cell (or
 * Return on it) chooses the mover's part of it: its row for the first
 * role, its column for the second; the other's choice stays hidden. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Moves of a role at most for a table (a larger one reads better as the
 * facts and the list of moves). */
#define TABLE_MAX_MOVES 12

/* Whether the game's start is one decision of two roles, without a board,
 * each with at most TABLE_MAX_MOVES moves. */
static gboolean
looks_like_table (QdGdlPage *self, QdGdlGame *game)
{
  g_autofree char *facts = NULL;
  g_autoptr(QdGdlBoard) board = NULL;
  guint32 choosers = 0;

  if (qd_gdl_game_n_roles (game) != 2 || qd_gdl_game_terminal (game, self->state) ||
      qd_gdl_game_choosers (game, self->state, &choosers, NULL) != 2)
    return FALSE;
  for (guint r = 0; r < 2; r++)
    {
      g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
      gint n = qd_gdl_game_legal (game, self->state, r, moves, NULL);

      if (n < 1 || n > TABLE_MAX_MOVES)
        return FALSE;
    }
  facts = qd_gdl_game_state_text (game, self->state);
  board = qd_gdl_board_new (facts, self->universe, (const char *const *) self->start_moves);
  return board->relation == NULL;
}

void
qd_gdl_table_sync (QdGdlPage *self)
{
  QdGdlGame *game = self->sheet->game;
  QdGdlNormalForm *table = NULL;

  /* at the start only (restart): the table is the initial state's */
  if (self->plies == 0 && self->chosen == 0 && looks_like_table (self, game))
    table = qd_gdl_normal_form_new (game, NULL);
  /* the view lets go of the old one before it goes */
  qd_gdl_view_set_table (self->board_view, NULL, -1);
  qd_gdl_normal_form_free (self->table);
  self->table = table;
}

/* The index of `text` among the role's moves of the table, or -1. */
static gint
move_index (const QdGdlNormalForm *form, guint role, const char *text)
{
  for (guint i = 0; i < form->n_moves[role]; i++)
    if (strcmp (form->moves[role][i], text) == 0)
      return (gint) i;
  return -1;
}

/* The cell of the joint move of the first ply, once played; else -1. */
static gint
played_cell (QdGdlPage *self)
{
  QdGdlGame *game = self->sheet->game;
  guint choice[2] = { G_MAXUINT, G_MAXUINT }, from, to;

  if (self->table == NULL || self->plies < 1)
    return -1;
  qd_gdl_history_ply (self, 0, &from, &to);
  for (guint i = from; i < to; i++)
    {
      guint role = g_array_index (self->movers, guint8, i);
      gint index = move_index (self->table, role,
                               qd_gdl_game_move_text (game, g_array_index (self->moves, guint32, i)));

      if (role < 2 && index >= 0)
        choice[role] = (guint) index;
    }
  if (choice[0] == G_MAXUINT || choice[1] == G_MAXUINT)
    return -1;
  return (gint) qd_gdl_normal_form_cell (self->table, choice);
}

void
qd_gdl_table_show (QdGdlPage *self, const guint64 *state)
{
  qd_gdl_view_set_table (self->board_view, self->table, state == self->state ? played_cell (self) : -1);
}

gboolean
qd_gdl_table_take_cell (QdGdlPage *self, guint cell)
{
  const QdGdlNormalForm *form = self->table;
  const char *text;
  guint role;

  if (form == NULL || self->board == NULL || self->board->relation != NULL || cell >= form->n_cells)
    return FALSE;
  if (self->mover < 0 || self->mover > 1 || qd_page_get_busy (QD_PAGE (self)) ||
      !qd_gdl_players_is_human (self, (guint) self->mover))
    return TRUE;
  role = (guint) self->mover;
  text = form->moves[role][role == 0 ? cell / form->n_moves[1] : cell % form->n_moves[1]];
  for (guint i = 0; i < self->legal_texts->len; i++)
    if (strcmp (g_ptr_array_index (self->legal_texts, i), text) == 0)
      {
        qd_gdl_page_person_plays (self, g_array_index (self->legal, guint32, i));
        return TRUE;
      }
  return TRUE;
}
