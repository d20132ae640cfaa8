/* qd-kinarow-editor.c — the k-in-a-row tab's editor of positions.
 *
 * While "Edit the Position" is on, the agents wait and a click (or Return
 * on the cursor) puts the chosen stone on a cell or takes one away; with
 * gravity a stone drops into the column chosen and Erase takes the
 * column's top stone.  "To Move" chooses who moves next.  Each change is an
 * edit undo takes back: the game becomes the position shown (the saved
 * game's start line, data/FORMATS.md) with no moves yet.  A position the
 * rules cannot have (a stone floating with gravity, a line of K already
 * there, a full board) is refused with a toast saying why. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* The stone a click puts: 0 (X), 1 (O), or -1 to take one away. */
static gint
paint (QdKinarowPage *self)
{
  return gtk_toggle_button_get_active (self->paint_erase) ? -1 : gtk_toggle_button_get_active (self->paint_o) ? 1 : 0;
}

/* The game becomes `board` with `to_move` to play, as one edit. */
static void
set_position (QdKinarowPage *self, const gint8 *board, guint to_move)
{
  const QdKinarowRules *rules = &self->game->rules;
  QdKinarowPosition pos;
  g_autoptr(GError) error = NULL;
  gboolean empty = TRUE;

  if (!qd_kinarow_setup (rules, board, to_move, &pos, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Not a position of this game: %s."), error->message);

      qd_page_toast (QD_PAGE (self), message);
      return;
    }
  for (guint c = 0; c < rules->cells && empty; c++)
    empty = board[c] < 0;
  qd_page_record_edit (QD_PAGE (self));
  g_clear_pointer (&self->game->start, g_free);
  /* The empty board with X to move is the plain start: no start line. */
  if (!empty || to_move != QD_KINAROW_P1)
    self->game->start = g_memdup2 (&pos, sizeof pos);
  g_array_set_size (self->game->moves, 0);
  self->has_last = FALSE;
  self->scored_moves = G_MAXUINT;
  qd_kinarow_editor_sync (self);
  qd_kinarow_page_refresh (self);
}

static guint
current_board (QdKinarowPage *self, gint8 *board)
{
  QdKinarowPosition pos;

  qd_kinarow_page_position (self, &pos);
  qd_kinarow_board (&self->game->rules, &pos, board);
  return pos.to_move;
}

void
qd_kinarow_editor_target (QdKinarowPage *self, guint target)
{
  const QdKinarowRules *rules = &self->game->rules;
  gint8 board[QD_KINAROW_MAX_CELLS];
  guint to_move = current_board (self, board);
  gint cell = (gint) target;

  if (rules->gravity)
    {
      /* The column's top stone, or the cell a stone would drop on. */
      guint height = 0;

      while (height < rules->height && board[qd_kinarow_cell (rules, target, height)] >= 0)
        height++;
      if (paint (self) < 0)
        cell = height > 0 ? (gint) qd_kinarow_cell (rules, target, height - 1) : -1;
      else
        cell = height < rules->height ? (gint) qd_kinarow_cell (rules, target, height) : -1;
    }
  if (cell < 0 || board[cell] == paint (self))
    return;
  board[cell] = (gint8) paint (self);
  set_position (self, board, to_move);
}

static void
on_turn_changed (QdKinarowPage *self)
{
  gint8 board[QD_KINAROW_MAX_CELLS];
  guint to_move = adw_combo_row_get_selected (self->edit_turn_row);

  if (self->updating || to_move == current_board (self, board))
    return;
  set_position (self, board, to_move);
}

static void
clear_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdKinarowPage *self = data;
  gint8 board[QD_KINAROW_MAX_CELLS];

  memset (board, -1, sizeof board);
  set_position (self, board, QD_KINAROW_P1);
}

static void
on_edit_switched (QdKinarowPage *self)
{
  gboolean on = qd_kinarow_editor_is_on (self);

  qd_kinarow_page_cancel_work (self);
  /* Out of the editor the agents wait for Play: the position is to be looked at. */
  self->paused = TRUE;
  qd_kinarow_view_set_editing (self->board_view, on);
  gtk_widget_set_sensitive (self->edit_rows, on);
  qd_kinarow_editor_sync (self);
  qd_kinarow_page_refresh (self);
}

static const GActionEntry editor_actions[] = {
  { .name = "edit-clear", .activate = clear_activated },
};

void
qd_kinarow_editor_init (QdKinarowPage *self)
{
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
  g_signal_connect_swapped (self->edit_switch, "notify::active", G_CALLBACK (on_edit_switched), self);
  g_signal_connect_swapped (self->edit_turn_row, "notify::selected", G_CALLBACK (on_turn_changed), self);
  gtk_widget_set_sensitive (self->edit_rows, FALSE);
}

gboolean
qd_kinarow_editor_is_on (QdKinarowPage *self)
{
  return gtk_switch_get_active (self->edit_switch);
}

/* The rows as the game says: who moves, the clear action while editing. */
void
qd_kinarow_editor_sync (QdKinarowPage *self)
{
  QdKinarowPosition pos;
  gboolean was = self->updating;

  if (self->game == NULL)
    return;
  qd_kinarow_page_position (self, &pos);
  self->updating = TRUE;
  adw_combo_row_set_selected (self->edit_turn_row, pos.to_move);
  self->updating = was;
  g_simple_action_set_enabled (qd_page_lookup_action (QD_PAGE (self), "edit-clear"), qd_kinarow_editor_is_on (self));
}
