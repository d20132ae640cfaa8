/* qd-gdl-page-history.c — the moves played (issue 92): listed in the
 * sidebar's Moves Played group, a line each ("3. x (mark 1 3)"), the last
 * one in bold and its cell marked on the board; the status begins with it
 * ("o played (mark 2 2).") so that a screen reader, which hears the status
 * with the board, hears the computer's reply too. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Lines of the list at most: the first moves are then folded into "…". */
#define HISTORY_MAX_LINES 200

static const char *
last_move (QdGdlPage *self, guint *mover)
{
  guint n = self->moves->len;

  if (n == 0)
    return NULL;
  *mover = g_array_index (self->movers, guint8, n - 1);
  return qd_gdl_game_move_text (self->sheet->game, g_array_index (self->moves, guint32, n - 1));
}

char *
qd_gdl_history_said (QdGdlPage *self)
{
  GString *said = g_string_new (NULL);

  /* the last ply: its mover's move, or each role's choice where they moved together */
  for (guint i = MIN (self->joint_start, self->moves->len); i < self->moves->len; i++)
    /* Translators: the last move, before the status ("o played (mark 2 2). Move 3: x to move."). */
    g_string_append_printf (said, _("%s played %s. "),
                            qd_gdl_game_role_name (self->sheet->game, g_array_index (self->movers, guint8, i)),
                            qd_gdl_game_move_text (self->sheet->game, g_array_index (self->moves, guint32, i)));
  return g_string_free (said, FALSE);
}

/* The cell of the board the last move put something on: of the cells the
 * move names (by their coordinates, or its column in a gravity game), the
 * first that is not empty; -1 when none. */
static gint
last_cell (QdGdlPage *self)
{
  guint mover;
  const char *move = last_move (self, &mover);
  guint cells = self->board != NULL && self->board->relation != NULL ? self->board->n_rows * self->board->n_columns : 0;
  guint match;

  for (guint c = 0; move != NULL && c < cells; c++)
    if (qd_gdl_board_moves_at (self->board, c, &move, 1, &match) == 1 && qd_gdl_board_content (self->board, c) != NULL)
      return (gint) c;
  return -1;
}

void
qd_gdl_history_show (QdGdlPage *self, gboolean game_state)
{
  QdGdlGame *game = self->sheet->game;
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = self->moves->len;
  guint first = n > HISTORY_MAX_LINES ? n - HISTORY_MAX_LINES : 0;

  qd_gdl_view_set_last (self->board_view, game_state ? last_cell (self) : -1);
  if (first > 0)
    g_string_append (text, "…\n");
  for (guint i = first; i < n; i++)
    {
      g_autofree char *line = g_markup_printf_escaped ("%u. %s %s", i + 1,
                                                       qd_gdl_game_role_name (game, g_array_index (self->movers, guint8, i)),
                                                       qd_gdl_game_move_text (game, g_array_index (self->moves, guint32, i)));

      if (i + 1 == n)
        g_string_append_printf (text, "<b>%s</b>", line);
      else
        g_string_append_printf (text, "%s\n", line);
    }
  if (n == 0)
    g_string_append (text, _("No move yet."));
  gtk_label_set_markup (self->history_label, text->str);
}
