/* qd-wargame-editor.c — the board editor of the war game tab: size, values
 * typed per square (the spin row, or digits on the board with the arrow
 * keys; the first digit replaces the value), values randomised with a seed.  Every edit has an undo record and
 * starts a new game on the new board. */
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

static void
edit (QdWargamePage *self, QdWargameBoard *board)
{
  qd_wargame_page_push_undo (self);
  qd_wargame_board_free (self->board);
  self->board = board;
  qd_wargame_page_board_changed (self);
}

void
qd_wargame_editor_click (QdWargamePage *self, guint square)
{
  self->cursor = square;
  self->typing = FALSE;
  qd_wargame_editor_refresh (self);
  qd_wargame_page_update_display (self);
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

  if (self->updating || size == self->board->size)
    return;
  board = qd_wargame_board_new (size);
  for (guint r = 0; r < MIN (size, self->board->size); r++)
    for (guint c = 0; c < MIN (size, self->board->size); c++)
      board->values[r * size + c] = self->board->values[r * self->board->size + c];
  if (self->cursor % self->board->size >= size || self->cursor / self->board->size >= size)
    self->cursor = 0;
  else
    self->cursor = (self->cursor / self->board->size) * size + self->cursor % self->board->size;
  edit (self, board);
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
    qd_wargame_play_schedule (self);
}

/* An arrow key moves (row, col) on an n x n board; FALSE for other keys. */
static gboolean
arrow_key (guint keyval, guint n, guint *row, guint *col)
{
  switch (keyval)
    {
    case GDK_KEY_Left: *col = *col > 0 ? *col - 1 : *col; return TRUE;
    case GDK_KEY_Right: *col = *col + 1 < n ? *col + 1 : *col; return TRUE;
    case GDK_KEY_Up: *row = *row > 0 ? *row - 1 : *row; return TRUE;
    case GDK_KEY_Down: *row = *row + 1 < n ? *row + 1 : *row; return TRUE;
    default: return FALSE;
    }
}

/* What a screen reader says of the square under the cursor: "C3: blue,
 * value 7", "D2: empty, value 12". */
static void
announce_cursor (QdWargamePage *self)
{
  const QdWargameState *st = qd_wargame_record_state (self->record);
  char name[4];
  g_autofree char *text = NULL;
  QdWargameOwner owner = qd_wargame_editor_active (self) ? QD_WARGAME_EMPTY : qd_wargame_state_owner (st, self->cursor);

  qd_wargame_square_name (self->board->size, self->cursor, name);
  text = g_strdup_printf (_("%s: %s, value %d"), name,
                          owner == QD_WARGAME_BLUE ? _("blue") : owner == QD_WARGAME_GREEN ? _("green") : _("empty"),
                          self->board->values[self->cursor]);
  qd_canvas_set_cell_text (QD_CANVAS (self->board_view), text);
}

/* Playing: arrows move a cursor, Return or space takes its square. */
static gboolean
play_key (QdWargamePage *self, guint keyval, guint row, guint col)
{
  guint n = self->board->size;

  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space)
    {
      if (self->key_cursor)
        qd_wargame_page_play (self, self->cursor);
      return TRUE;
    }
  if (!arrow_key (keyval, n, &row, &col))
    return FALSE;
  self->cursor = row * n + col;
  self->key_cursor = TRUE;
  qd_wargame_page_update_display (self);
  qd_wargame_play_describe_hover (self, self->cursor);
  announce_cursor (self);
  return TRUE;
}

/* Editing: arrows move, digits and minus type a value, Backspace removes a digit. */
static gboolean
edit_key (QdWargamePage *self, guint keyval, guint row, guint col)
{
  gint value = self->board->values[self->cursor];
  gint digit = (gint) gdk_keyval_to_unicode (keyval) - '0';

  if (arrow_key (keyval, self->board->size, &row, &col))
    qd_wargame_editor_click (self, row * self->board->size + col);
  else if (keyval == GDK_KEY_minus || keyval == GDK_KEY_KP_Subtract)
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
  announce_cursor (self);
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdWargamePage *self)
{
  guint n = self->board->size;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  return qd_wargame_editor_active (self) ? edit_key (self, keyval, self->cursor / n, self->cursor % n)
                                     : play_key (self, keyval, self->cursor / n, self->cursor % n);
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
  /* What the page says of the game, a screen reader reads with the board. */
  qd_canvas_follow_status (QD_CANVAS (self->board_view), self->play_label);
  g_signal_connect_swapped (self->edit_switch, "notify::active", G_CALLBACK (on_edit_toggled), self);
  g_signal_connect_swapped (self->value_spin, "value-changed", G_CALLBACK (on_value_changed), self);
  g_signal_connect_swapped (self->size_spin, "value-changed", G_CALLBACK (on_size_changed), self);
}
