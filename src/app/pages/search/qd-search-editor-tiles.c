/* qd-search-editor-tiles.c — the sliding-tile puzzle's editor and play.
 * Editor (the sidebar): the size (the puzzle goes to its goal), a shuffle
 * of N blank moves from the goal (seeded), a typed puzzle (its numbers,
 * checked: a permutation that can reach the goal; the error under the
 * row), back to the goal.  Play (search.play, with or without the editor):
 * a click on a tile in the blank's row or column slides it and those between
 * into the blank; an arrow slides the tile beside the blank that way (Left:
 * the tile right of the blank moves left); Return or space on the cursor's
 * tile is its click.  Each move is an edit of the start (undo takes it
 * back, Solve searches from where the play is); the count of tiles moved
 * and "Solved in N moves!" are said in the play row and by the board to a
 * screen reader. */
#include "config.h"
#include "qd-search-editor-private.h"
#include "app/widgets/qd-drop-down.h"

#include <glib/gi18n.h>
#include <string.h>

static QdSearchTiles *
tiles_of (QdSearchEditor *ed)
{
  return ed->page->doc->tiles;
}

static gboolean
is_tiles (QdSearchEditor *ed)
{
  return ed->page->doc != NULL && ed->page->doc->kind == QD_SEARCH_TILES;
}

gboolean
qd_search_editor_playing (QdSearchEditor *ed)
{
  GAction *action = G_ACTION (qd_page_lookup_action (QD_PAGE (ed->page), "play"));
  g_autoptr(GVariant) state = action != NULL ? g_action_get_state (action) : NULL;

  return state != NULL && g_variant_get_boolean (state);
}

/* ------------------------------------------------------------- play */

static guint
n_cells (QdSearchEditor *ed)
{
  return tiles_of (ed)->rows * tiles_of (ed)->cols;
}

static guint
moves_made (QdSearchEditor *ed)
{
  return ed->play_counts->len > ed->play_index ? g_array_index (ed->play_counts, guint, ed->play_index) : 0;
}

/* The play row and the board's status say where the play is. */
static void
show_play (QdSearchEditor *ed)
{
  g_autofree char *text = NULL;
  guint moves = moves_made (ed);

  if (!is_tiles (ed))
    return;
  if (!qd_search_editor_playing (ed))
    text = g_strdup (_("Turn on “Slide the Tiles by Hand” to play."));
  else if (moves > 0 && qd_search_tiles_is_solved (tiles_of (ed)))
    text = g_strdup_printf (ngettext ("Solved in %u move!", "Solved in %u moves!", moves), moves);
  else if (moves > 0)
    text = g_strdup_printf (ngettext ("%u move. Solve searches from here.", "%u moves. Solve searches from here.",
                                      moves), moves);
  else
    text = g_strdup (_("Click a tile in the blank's row or column, or press an arrow: the tile beside the blank "
                       "slides that way."));
  gtk_label_set_text (ed->play_label, text);
  qd_canvas_set_status (QD_CANVAS (ed->page->view), qd_search_editor_playing (ed) ? text : NULL);
}

/* Play starts over from the position on show. */
static void
play_restart (QdSearchEditor *ed)
{
  guint zero = 0;

  g_byte_array_set_size (ed->play_positions, 0);
  g_array_set_size (ed->play_counts, 0);
  ed->play_index = 0;
  if (is_tiles (ed))
    {
      g_byte_array_append (ed->play_positions, tiles_of (ed)->start, n_cells (ed));
      g_array_append_val (ed->play_counts, zero);
    }
  show_play (ed);
}

/* The start is another one (undo, redo, a file): if it is a position of
 * this play, the play is there again; else it starts over. */
static void
play_follow (QdSearchEditor *ed)
{
  guint n;

  if (!is_tiles (ed))
    {
      play_restart (ed);
      return;
    }
  n = n_cells (ed);
  for (guint i = 0; ed->play_positions->len == ed->play_counts->len * n && i < ed->play_counts->len; i++)
    if (memcmp (ed->play_positions->data + i * n, tiles_of (ed)->start, n) == 0)
      {
        ed->play_index = i;
        show_play (ed);
        return;
      }
  play_restart (ed);
}

/* A move made (`moved` tiles): it becomes the play's newest position. */
static void
play_moved (QdSearchEditor *ed, guint moved)
{
  guint n = n_cells (ed), count = moves_made (ed) + moved;

  g_byte_array_set_size (ed->play_positions, (ed->play_index + 1) * n);
  g_array_set_size (ed->play_counts, ed->play_index + 1);
  g_byte_array_append (ed->play_positions, tiles_of (ed)->start, n);
  g_array_append_val (ed->play_counts, count);
  ed->play_index++;
  qd_search_page_document_edited (ed->page);
  show_play (ed);
  qd_run_controls_set_status (ed->page->run_controls, gtk_label_get_text (ed->play_label));
}

static void
slide (QdSearchEditor *ed, guint cell)
{
  g_autoptr(QdSearchTiles) probe = qd_search_tiles_copy (tiles_of (ed));
  guint moved;

  /* Tried on a copy: a tile that cannot slide is no edit. */
  if (cell >= n_cells (ed) || qd_search_tiles_slide (probe, cell) == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (ed->page->view));
      return;
    }
  qd_page_record_edit (QD_PAGE (ed->page));
  moved = qd_search_tiles_slide (tiles_of (ed), cell);
  play_moved (ed, moved);
}

void
qd_search_editor_tiles_down (QdSearchEditor *ed, double x, double y)
{
  gint cell;

  if (!qd_search_editor_playing (ed))
    return;
  cell = qd_search_render_hit (ed->page->doc, x, y);
  if (cell >= 0)
    {
      qd_canvas_set_cursor (QD_CANVAS (ed->page->view), cell);
      slide (ed, (guint) cell);
    }
}

void
qd_search_editor_tiles_activate (QdSearchEditor *ed, guint cell)
{
  if (qd_search_editor_playing (ed))
    slide (ed, cell);
}

gboolean
qd_search_editor_tiles_key (QdSearchEditor *ed, guint keyval, GdkModifierType state)
{
  guint move;

  if (!qd_search_editor_playing (ed) || (state & GDK_SHIFT_MASK) != 0)
    return FALSE;
  /* The tile beside the blank slides the arrow's way: the blank the other. */
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: move = QD_SEARCH_RIGHT; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: move = QD_SEARCH_LEFT; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: move = QD_SEARCH_DOWN; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: move = QD_SEARCH_UP; break;
    default: return FALSE;
    }
  {
    g_autoptr(QdSearchTiles) probe = qd_search_tiles_copy (tiles_of (ed));

    if (!qd_search_tiles_move_blank (probe, move))
      {
        gtk_widget_error_bell (GTK_WIDGET (ed->page->view));
        return TRUE;
      }
  }
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_tiles_move_blank (tiles_of (ed), move);
  qd_canvas_set_cursor (QD_CANVAS (ed->page->view), (gint) qd_search_tiles_blank (tiles_of (ed)));
  play_moved (ed, 1);
  return TRUE;
}

static void
play_change_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;

  g_simple_action_set_state (action, state);
  play_restart (ed);
  if (qd_search_editor_playing (ed))
    {
      qd_run_controls_set_status (ed->page->run_controls, gtk_label_get_text (ed->play_label));
      gtk_widget_grab_focus (GTK_WIDGET (ed->page->view));
    }
}

/* Start Over: back to where the play began (one edit). */
static void
reset_play_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;

  if (!is_tiles (ed) || !qd_search_editor_can_edit (ed) || ed->play_index == 0 || ed->play_positions->len < n_cells (ed))
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  memcpy (tiles_of (ed)->start, ed->play_positions->data, n_cells (ed));
  ed->play_index = 0;
  qd_search_page_document_edited (ed->page);
  show_play (ed);
}

guint
qd_search_page_play_moves (QdSearchPage *self)
{
  return moves_made (self->editor);
}

/* ------------------------------------------------------------- editor */

/* The start edited by the editor (recorded): the play starts over. */
static void
tiles_edited (QdSearchEditor *ed, const char *status)
{
  qd_search_editor_edited (ed, status);
  play_restart (ed);
}

static void
on_size_selected (QdSearchEditor *ed)
{
  guint side = QD_SEARCH_TILES_MIN_SIDE + adw_combo_row_get_selected (ed->size_row);
  QdSearchTiles *tiles;

  if (ed->updating || !is_tiles (ed) || !qd_search_editor_can_edit (ed))
    return;
  tiles = tiles_of (ed);
  if (tiles->rows == side && tiles->cols == side)
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_tiles_resize (tiles, side, side);
  tiles_edited (ed, _("A new size: the puzzle is at its goal. Shuffle it, or type one."));
  qd_page_toast_undoable (QD_PAGE (ed->page), _("A new size: the puzzle went to its goal"));
}

static void
shuffle_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;
  QdSearchTiles *tiles;
  guint moves = (guint) gtk_spin_button_get_value_as_int (ed->shuffle_spin);
  g_autoptr(QdSearchTiles) walk = NULL;
  g_autofree char *status = NULL;

  if (!is_tiles (ed) || !qd_search_editor_can_edit (ed))
    return;
  tiles = tiles_of (ed);
  walk = qd_search_tiles_shuffle (tiles->rows, tiles->cols, moves, qd_search_editor_seed (ed));
  status = g_strdup_printf (ngettext ("Shuffled by %u move of the blank.", "Shuffled by %u moves of the blank.", moves),
                            moves);
  if (qd_search_tiles_blank_goal (tiles) != 0)
    {
      /* The walk is from the default goal: a puzzle of another goal is
       * replaced by it. */
      qd_page_replace_document (QD_PAGE (ed->page), qd_search_doc_new_tiles (g_steal_pointer (&walk)),
                                _("Shuffled Puzzle"), status);
      return;
    }
  /* The walk's numbers are canonical labels: the puzzle's own numbers from them. */
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_tiles_from_canonical (tiles, walk->start, tiles->start);
  tiles_edited (ed, status);
}

static void
reset_goal_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;

  if (!is_tiles (ed) || !qd_search_editor_can_edit (ed) || qd_search_tiles_is_solved (tiles_of (ed)))
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_tiles_reset (tiles_of (ed));
  tiles_edited (ed, _("The puzzle is at its goal."));
}

static void
show_type_error (QdSearchEditor *ed, const char *message)
{
  /* A sentence of its own under the row: a capital first. */
  g_autofree char *text = message != NULL ? g_strdup (message) : g_strdup ("");

  if (g_ascii_islower (text[0]))
    text[0] = g_ascii_toupper (text[0]);
  gtk_label_set_text (ed->type_error, text);
  gtk_widget_set_visible (GTK_WIDGET (ed->type_error), message != NULL);
  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (ed->type_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (ed->type_row), "error");
}

static void
on_type_apply (AdwEntryRow *row, QdSearchEditor *ed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSearchTiles) probe = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  if (!is_tiles (ed) || !qd_search_editor_can_edit (ed))
    return;
  probe = qd_search_tiles_copy (tiles_of (ed));
  if (!qd_search_tiles_set_start_text (probe, text, &error))
    {
      show_type_error (ed, error->message);
      return;
    }
  show_type_error (ed, NULL);
  if (memcmp (probe->start, tiles_of (ed)->start, n_cells (ed)) == 0)
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  memcpy (tiles_of (ed)->start, probe->start, n_cells (ed));
  tiles_edited (ed, _("The typed puzzle is the start."));
}

static const GActionEntry tiles_actions[] = {
  { "play", NULL, NULL, "false", play_change_state },
  { "reset-play", reset_play_activated },
  { "shuffle", shuffle_activated },
  { "reset-goal", reset_goal_activated },
};

void
qd_search_editor_tiles_refresh (QdSearchEditor *ed)
{
  const QdSearchTiles *tiles;
  const QdActionState states[] = {
    { "play", is_tiles (ed) }, { "reset-play", is_tiles (ed) }, { "shuffle", is_tiles (ed) },
    { "reset-goal", is_tiles (ed) },
  };

  qd_page_set_actions_enabled (QD_PAGE (ed->page), states, G_N_ELEMENTS (states));
  play_follow (ed);
  if (!is_tiles (ed))
    return;
  tiles = tiles_of (ed);
  ed->updating = TRUE;
  if (tiles->rows == tiles->cols)
    adw_combo_row_set_selected (ed->size_row, tiles->rows - QD_SEARCH_TILES_MIN_SIDE);
  ed->updating = FALSE;
  show_type_error (ed, NULL);
}

void
qd_search_editor_tiles_free (QdSearchEditor *ed)
{
  g_clear_pointer (&ed->play_positions, g_byte_array_unref);
  g_clear_pointer (&ed->play_counts, g_array_unref);
}

void
qd_search_editor_tiles_init (QdSearchEditor *ed)
{
  static const char *const sizes[] = { "3 × 3", "4 × 4", "5 × 5", NULL };
  static const char *const labels[] = { N_("S_huffle"), N_("_Random"), N_("_Goal") };
  static const char *const actions[] = { "search.shuffle", "search.generate", "search.reset-goal" };
  static const char *const tips[] = {
    N_("Shuffle: random moves of the blank from the goal"),
    N_("A random puzzle that can be solved"),
    N_("Back to the goal"),
  };
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row, *sw, *box;

  ed->play_positions = g_byte_array_new ();
  ed->play_counts = g_array_new (FALSE, FALSE, sizeof (guint));
  qd_page_add_actions (QD_PAGE (ed->page), tiles_actions, G_N_ELEMENTS (tiles_actions), ed->page);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Puzzle"));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Size"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new (sizes)));
  ed->size_row = ADW_COMBO_ROW (row);
  qd_drop_down_show_whole (row);
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (on_size_selected), ed);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             qd_search_editor_spin_row (_("Shuffle Moves"), _("Random moves of the blank from the goal"),
                                                        0, 1000, 20, &ed->shuffle_spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             qd_search_editor_buttons (labels, actions, tips, G_N_ELEMENTS (labels)));
  row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Type a Puzzle (0 the blank)"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_signal_connect (row, "apply", G_CALLBACK (on_type_apply), ed);
  ed->type_row = ADW_ENTRY_ROW (row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  ed->type_error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (ed->type_error, TRUE);
  gtk_label_set_xalign (ed->type_error, 0);
  gtk_widget_add_css_class (GTK_WIDGET (ed->type_error), "error");
  gtk_widget_set_margin_top (GTK_WIDGET (ed->type_error), 6);
  gtk_widget_set_visible (GTK_WIDGET (ed->type_error), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (ed->type_error));
  /* A screen reader reads the error with the row. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (ed->type_row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, ed->type_error,
                                  NULL, -1);
  ed->tiles_group = group;
  gtk_box_append (ed->page->editor_box, group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Play"));
  row = adw_action_row_new ();
  sw = gtk_switch_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Slide the _Tiles by Hand"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (sw), "search.play");
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Slide the tiles by hand"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  ed->play_switch = GTK_SWITCH (sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  ed->play_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (ed->play_label, TRUE);
  gtk_label_set_xalign (ed->play_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (ed->play_label), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (ed->play_label));
  {
    GtkWidget *button = gtk_button_new_with_mnemonic (_("Start _Over"));

    gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "search.reset-play");
    gtk_box_append (GTK_BOX (box), button);
  }
  gtk_widget_set_margin_top (box, 12);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
  ed->play_group = group;
  gtk_box_append (ed->page->editor_box, group);
}
