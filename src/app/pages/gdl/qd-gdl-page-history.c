/* qd-gdl-page-history.c — the moves played (issue 92): listed in the
 * sidebar's Moves Played group, a line a ply ("3. x (mark 1 3)"; a joint
 * move of roles moving together is one ply, one line), the last
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
qd_gdl_history_ply (QdGdlPage *self, guint ply, guint *from, guint *to)
{
  guint n = self->ply_starts->len;

  *from = ply < n ? g_array_index (self->ply_starts, guint, ply) : self->moves->len;
  *to = ply + 1 < n ? g_array_index (self->ply_starts, guint, ply + 1) : self->moves->len;
}

/* "left (throw paper), right (throw rock)": the moves of a ply, each with
 * its role (escaped for markup when `markup`). */
static void
append_ply (QdGdlPage *self, guint ply, gboolean markup, GString *out)
{
  QdGdlGame *game = self->sheet->game;
  guint from, to;

  qd_gdl_history_ply (self, ply, &from, &to);
  for (guint i = from; i < to; i++)
    {
      const char *role = qd_gdl_game_role_name (game, g_array_index (self->movers, guint8, i));
      const char *move = qd_gdl_game_move_text (game, g_array_index (self->moves, guint32, i));
      g_autofree char *item = markup ? g_markup_printf_escaped ("%s %s", role, move) : g_strdup_printf ("%s %s", role, move);

      g_string_append_printf (out, "%s%s", i > from ? ", " : "", item);
    }
}

char *
qd_gdl_history_text (QdGdlPage *self)
{
  QdGdlGame *game = self->sheet->game;
  GString *text = g_string_new (NULL);

  for (guint ply = 0; ply < self->ply_starts->len; ply++)
    {
      guint from, to;

      qd_gdl_history_ply (self, ply, &from, &to);
      for (guint i = from; i < to; i++)
        g_string_append_printf (text, "%u: %s plays %s\n", ply + 1,
                                qd_gdl_game_role_name (game, g_array_index (self->movers, guint8, i)),
                                qd_gdl_game_move_text (game, g_array_index (self->moves, guint32, i)));
    }
  return g_string_free (text, FALSE);
}

/* A line a ply ("3. x (mark 1 3)"; where the roles moved together, "1.
 * left (throw paper), right (throw rock)"), the last in bold. */
void
qd_gdl_history_show (QdGdlPage *self, gboolean game_state)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = self->ply_starts->len;
  guint first = n > HISTORY_MAX_LINES ? n - HISTORY_MAX_LINES : 0;

  qd_gdl_view_set_last (self->board_view, game_state ? last_cell (self) : -1);
  if (first > 0)
    g_string_append (text, "…\n");
  for (guint ply = first; ply < n; ply++)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      g_string_append_printf (line, "%u. ", ply + 1);
      append_ply (self, ply, TRUE, line);
      if (ply + 1 == n)
        g_string_append_printf (text, "<b>%s</b>", line->str);
      else
        g_string_append_printf (text, "%s\n", line->str);
    }
  if (n == 0)
    g_string_append (text, _("No move yet."));
  gtk_label_set_markup (self->history_label, text->str);
}
