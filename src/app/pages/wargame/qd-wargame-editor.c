/* qd-wargame-editor.c — the board editor of the war game tab: size, values
 * typed per square (the spin row, or digits on the square under the board's
 * keyboard cursor; the first digit replaces the value), values randomised
 * with a seed.  Every edit has an undo record and starts a new game on the
 * new board. */
#include "config.h"
#include "qd-wargame-page-private.h"

#include <glib/gi18n.h>

gboolean
qd_wargame_editor_active (QdWargamePage *self)
{
  return gtk_switch_get_active (self->edit_switch);
}

void
qd_wargame_editor_refresh (QdWargamePage *self)
{
  gboolean editing = qd_wargame_editor_active (self);
  char name[4];
  g_autofree char *title = NULL;

  if (self->cursor >= qd_wargame_board_n_squares (self->board))
    self->cursor = 0;
  self->updating = TRUE;
  gtk_spin_button_set_value (self->size_spin, self->board->size);
  gtk_spin_button_set_value (self->value_spin, self->board->values[self->cursor]);
  self->updating = FALSE;
  title = g_strdup_printf (_("Value of %s"), qd_wargame_square_name (self->board->size, self->cursor, name));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->value_row), title);
  gtk_widget_set_sensitive (GTK_WIDGET (self->value_row), editing);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_spin), editing);
}

/* The board edited: a new game on it. */
static void
edit (QdWargamePage *self, QdWargameBoard *board)
{
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), board, QD_PAGE_CHANGE_REPLACED);
}

/* The editor's square is the board's keyboard cursor: every way of choosing
 * a square (a click, the arrows, a new size) comes through here. */
static void
select_square (QdWargamePage *self, guint square)
{
  self->cursor = square;
  self->typing = FALSE;
  qd_wargame_editor_refresh (self);
  qd_wargame_page_update_display (self);
}

void
qd_wargame_editor_click (QdWargamePage *self, guint square)
{
  /* Moving the cursor selects the square ("cursor-moved"); the cursor's
   * own square is selected again, so that typing starts over. */
  if (qd_canvas_get_cursor (QD_CANVAS (self->board_view)) == (gint) square)
    select_square (self, square);
  else
    qd_canvas_set_cursor (QD_CANVAS (self->board_view), (gint) square);
}

static void
set_value (QdWargamePage *self, gint value)
{
  QdWargameBoard *board;

  value = CLAMP (value, -QD_WARGAME_MAX_VALUE, QD_WARGAME_MAX_VALUE);
  if (self->board->values[self->cursor] == value)
    return;
  board = qd_wargame_board_copy (self->board);
  board->values[self->cursor] = value;
  edit (self, board);
}

static void
on_value_changed (QdWargamePage *self)
{
  if (!self->updating && qd_wargame_editor_active (self))
    set_value (self, gtk_spin_button_get_value_as_int (self->value_spin));
}

/* A new size keeps the values of the squares both sizes have. */
static void
on_size_changed (QdWargamePage *self)
{
  guint size = (guint) gtk_spin_button_get_value_as_int (self->size_spin);
  QdWargameBoard *board;
  guint cursor;

  if (self->updating || size == self->board->size)
    return;
  board = qd_wargame_board_new (size);
  for (guint r = 0; r < MIN (size, self->board->size); r++)
    for (guint c = 0; c < MIN (size, self->board->size); c++)
      board->values[r * size + c] = self->board->values[r * self->board->size + c];
  /* The cursor stays on its square, or goes to A1 if that is gone. */
  if (self->cursor % self->board->size >= size || self->cursor / self->board->size >= size)
    cursor = 0;
  else
    cursor = (self->cursor / self->board->size) * size + self->cursor % self->board->size;
  edit (self, board);
  qd_wargame_editor_click (self, cursor);
}

static void
randomise_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdWargamePage *self = data;
  gint lo = gtk_spin_button_get_value_as_int (self->min_spin), hi = gtk_spin_button_get_value_as_int (self->max_spin);

  edit (self, qd_wargame_board_new_random (self->board->size, MIN (lo, hi), MAX (lo, hi),
                                       (guint64) gtk_spin_button_get_value_as_int (self->random_seed_spin)));
  gtk_label_set_label (self->play_label, _("New random values: a new game starts."));
}

static void
on_edit_toggled (QdWargamePage *self)
{
  if (qd_wargame_editor_active (self))
    qd_wargame_play_stop (self);
  qd_wargame_editor_refresh (self);
  qd_wargame_page_update_display (self);
  if (!qd_wargame_editor_active (self))
    qd_wargame_play_go (self);
}

/* Editing: digits and minus type the value of the cursor's square,
 * Backspace removes a digit (the board's cursor moves by QdCanvas). */
static gboolean
edit_key (QdWargamePage *self, guint keyval)
{
  gint value = self->board->values[self->cursor];
  gint digit = (gint) gdk_keyval_to_unicode (keyval) - '0';

  if (keyval == GDK_KEY_minus || keyval == GDK_KEY_KP_Subtract)
    set_value (self, -value);
  else if (keyval == GDK_KEY_BackSpace)
    set_value (self, value / 10);
  else if (digit >= 0 && digit <= 9)
    {
      /* The first digit on a square replaces its value, the next ones
       * append while the value stays in range. */
      if (!self->typing || ABS (value) * 10 + digit > QD_WARGAME_MAX_VALUE)
        value = digit;
      else
        value = value < 0 ? value * 10 - digit : value * 10 + digit;
      set_value (self, value);
      self->typing = TRUE;
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdWargamePage *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || !qd_wargame_editor_active (self))
    return FALSE;
  return edit_key (self, keyval);
}

/* The board's keyboard cursor (QdCanvas) is the editor's square; in play it
 * says what a move there would do. */
static void
on_cursor_moved (QdCanvas *view, gint square, QdWargamePage *self)
{
  if (square < 0 || (guint) square >= qd_wargame_board_n_squares (self->board))
    return;
  if (qd_wargame_editor_active (self))
    select_square (self, (guint) square);
  else
    {
      self->cursor = (guint) square;
      if (self->view_move == G_MAXUINT)
        qd_wargame_play_describe_hover (self, self->cursor);
    }
}

static const GActionEntry editor_actions[] = {
  { "randomise", randomise_activated },
};

void
qd_wargame_editor_init (QdWargamePage *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  self->cursor = 0;
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), key);
  g_signal_connect (self->board_view, "cursor-moved", G_CALLBACK (on_cursor_moved), self);
  /* What the page says of the game, a screen reader reads with the board. */
  qd_canvas_follow_status (QD_CANVAS (self->board_view), self->play_label);
  g_signal_connect_swapped (self->edit_switch, "notify::active", G_CALLBACK (on_edit_toggled), self);
  g_signal_connect_swapped (self->value_spin, "value-changed", G_CALLBACK (on_value_changed), self);
  g_signal_connect_swapped (self->size_spin, "value-changed", G_CALLBACK (on_size_changed), self);
}
