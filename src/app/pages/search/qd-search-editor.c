/* qd-search-editor.c — the search tab's editors, what the three kinds
 * share: the Edit switch (search.edit: the board becomes the editor's), New
 * of each kind, the random instances (search.generate, with the seed row),
 * and the board's pointer (one drag gesture: press, moves, release) and
 * keys, handed on to the kind's editor (-route.c, -maze.c, -tiles.c). */
#include "config.h"
#include "qd-search-editor-private.h"

#include <glib/gi18n.h>

gboolean
qd_search_editor_editing (QdSearchEditor *ed)
{
  return ed->page->editing;
}

gboolean
qd_search_editor_can_edit (QdSearchEditor *ed)
{
  return ed->page->doc != NULL && !qd_page_get_busy (QD_PAGE (ed->page));
}

void
qd_search_editor_edited (QdSearchEditor *ed, const char *status)
{
  qd_search_page_document_edited (ed->page);
  if (status != NULL)
    qd_run_controls_set_status (ed->page->run_controls, status);
}

guint64
qd_search_editor_seed (QdSearchEditor *ed)
{
  return (guint64) gtk_spin_button_get_value (ed->seed_spin);
}

gint
qd_search_editor_cursor (QdSearchEditor *ed)
{
  return qd_canvas_get_cursor (QD_CANVAS (ed->page->view));
}

GtkWidget *
qd_search_editor_spin_row (const char *title, const char *subtitle, double lo, double hi, double value,
                           GtkSpinButton **spin)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_spin_button_new_with_range (lo, hi, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
  gtk_editable_set_width_chars (GTK_EDITABLE (button), hi > 99999 ? 9 : 5);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  *spin = GTK_SPIN_BUTTON (button);
  return row;
}

GtkWidget *
qd_search_editor_buttons (const char *const *labels, const char *const *actions, const char *const *tips, guint n)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_margin_top (box, 12);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_(labels[i]));

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), actions[i]);
      if (tips != NULL && tips[i] != NULL)
        {
          gtk_widget_set_tooltip_text (button, _(tips[i]));
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _(tips[i]), -1);
        }
      gtk_box_append (GTK_BOX (box), button);
    }
  return box;
}

void
qd_search_editor_menu_item (QdSearchEditor *ed, const char *label, const char *action)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, action);

  g_menu_item_set_attribute (item, "hidden-when", "s", "action-disabled");
  g_menu_append_item (ed->page->editor_menu, item);
}

/* ------------------------------------------------------------- actions */

static void
set_editing (QdSearchEditor *ed, gboolean editing)
{
  GSimpleAction *action = qd_page_lookup_action (QD_PAGE (ed->page), "edit");

  g_simple_action_set_state (action, g_variant_new_boolean (editing));
  qd_search_page_set_editing (ed->page, editing);
  ed->road_from = -1;
  qd_search_page_editor_document_changed (ed->page);
}

/* Solve (or Step) leaves the editor: the board shows the search. */
static void
on_solve (QdRunControls *controls, gboolean then_step, QdSearchEditor *ed)
{
  if (ed->page->editing)
    set_editing (ed, FALSE);
}

static void
edit_change_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  QdSearchPage *self = data;

  set_editing (self->editor, g_variant_get_boolean (state));
}

static void
new_document (QdSearchPage *self, QdSearchKind kind)
{
  static const char *const names[] = { N_("Untitled Route Map"), N_("Untitled Maze"), N_("Untitled Puzzle") };
  static const char *const messages[] = {
    N_("A new route map replaced the document"),
    N_("A new maze replaced the document"),
    N_("A new puzzle replaced the document"),
  };

  if (qd_page_get_busy (QD_PAGE (self)))
    return;
  qd_page_replace_document (QD_PAGE (self), qd_search_doc_new_default (kind), _(names[kind]), _(messages[kind]));
  set_editing (self->editor, TRUE);
}

static void
new_route_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  new_document (data, QD_SEARCH_ROUTE);
}

static void
new_maze_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  new_document (data, QD_SEARCH_MAZE);
}

static void
new_tiles_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  new_document (data, QD_SEARCH_TILES);
}

/* A random instance of the document's kind, with the seed row's seed. */
static void
generate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchPage *self = data;
  QdSearchEditor *ed = self->editor;
  guint64 seed = qd_search_editor_seed (ed);
  QdSearchDoc *doc;
  const char *name, *message;

  if (!qd_search_editor_can_edit (ed))
    return;
  switch (self->doc->kind)
    {
    case QD_SEARCH_ROUTE:
      doc = qd_search_doc_new_route (qd_search_route_random ((guint) gtk_spin_button_get_value_as_int (ed->places_spin),
                                                             seed, 1000, 1000));
      name = _("Random Route Map");
      message = _("A random route map replaced the document");
      break;
    case QD_SEARCH_MAZE:
      doc = qd_search_doc_new_maze (qd_search_maze_random (MAX (3, (guint) gtk_spin_button_get_value_as_int (ed->rows_spin)),
                                                           MAX (3, (guint) gtk_spin_button_get_value_as_int (ed->cols_spin)),
                                                           0, seed));
      doc->maze->connect = gtk_switch_get_active (ed->diagonal_switch) ? 8 : 4;
      name = _("Random Maze");
      message = _("A random maze replaced the document");
      break;
    case QD_SEARCH_TILES:
    default:
      doc = qd_search_doc_new_tiles (qd_search_tiles_random (self->doc->tiles->rows, self->doc->tiles->cols, seed));
      name = _("Random Puzzle");
      message = _("A random puzzle replaced the document");
      break;
    }
  qd_page_replace_document (QD_PAGE (self), doc, name, message);
  qd_run_controls_set_status (self->run_controls, message);
}

static void
set_end (QdSearchPage *self, gboolean goal)
{
  if (!qd_search_editor_can_edit (self->editor))
    return;
  if (self->doc->kind == QD_SEARCH_ROUTE)
    qd_search_editor_route_set_end (self->editor, goal);
  else if (self->doc->kind == QD_SEARCH_MAZE)
    qd_search_editor_maze_set_end (self->editor, goal);
}

static void
set_start_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  set_end (data, FALSE);
}

static void
set_goal_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  set_end (data, TRUE);
}

static const GActionEntry editor_actions[] = {
  { "edit", NULL, NULL, "false", edit_change_state },
  { "set-start", set_start_activated },
  { "set-goal", set_goal_activated },
  { "new-route", new_route_activated },
  { "new-maze", new_maze_activated },
  { "new-tiles", new_tiles_activated },
  { "generate", generate_activated },
};

/* ------------------------------------------------------ pointer and keys */

void
qd_search_page_pointer_down (QdSearchPage *self, double x, double y)
{
  QdSearchEditor *ed = self->editor;

  if (ed == NULL || !qd_search_editor_can_edit (ed))
    return;
  if (self->doc->kind == QD_SEARCH_TILES)
    qd_search_editor_tiles_down (ed, x, y);
  else if (!qd_search_editor_editing (ed))
    return;
  else if (self->doc->kind == QD_SEARCH_ROUTE)
    qd_search_editor_route_down (ed, x, y);
  else
    qd_search_editor_maze_down (ed, x, y);
}

void
qd_search_page_pointer_move (QdSearchPage *self, double x, double y)
{
  QdSearchEditor *ed = self->editor;

  if (ed == NULL || !qd_search_editor_can_edit (ed) || !qd_search_editor_editing (ed))
    return;
  if (self->doc->kind == QD_SEARCH_ROUTE)
    qd_search_editor_route_move (ed, x, y);
  else if (self->doc->kind == QD_SEARCH_MAZE)
    qd_search_editor_maze_move (ed, x, y);
}

void
qd_search_page_pointer_up (QdSearchPage *self, double x, double y)
{
  QdSearchEditor *ed = self->editor;

  if (ed == NULL)
    return;
  ed->paint = -1;
  ed->last_cell = -1;
  if (!qd_search_editor_can_edit (ed) || !qd_search_editor_editing (ed))
    {
      ed->drag_place = -1;
      return;
    }
  if (self->doc->kind == QD_SEARCH_ROUTE)
    qd_search_editor_route_up (ed, x, y);
}

GtkWidget *
qd_search_page_editor_widget (QdSearchPage *self, const char *name)
{
  QdSearchEditor *ed = self->editor;
  const struct { const char *name; gpointer widget; } widgets[] = {
    { "seed", ed->seed_spin }, { "places", ed->places_spin }, { "rows", ed->rows_spin },
    { "columns", ed->cols_spin }, { "diagonal", ed->diagonal_switch }, { "size", ed->size_row },
    { "shuffle", ed->shuffle_spin }, { "type", ed->type_row }, { "type-error", ed->type_error },
    { "play", ed->play_label }, { "popover", ed->popover },
  };

  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    if (g_str_equal (widgets[i].name, name))
      return widgets[i].widget;
  return NULL;
}

void
qd_search_page_click (QdSearchPage *self, double x, double y)
{
  qd_search_page_pointer_down (self, x, y);
  qd_search_page_pointer_up (self, x, y);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, QdSearchEditor *ed)
{
  double px, py, qx, qy;

  /* The mapping (affine, the same zoom both ways) is kept for the drag. */
  qd_canvas_to_picture (QD_CANVAS (ed->page->view), 0, 0, &px, &py);
  qd_canvas_to_picture (QD_CANVAS (ed->page->view), 1, 1, &qx, &qy);
  ed->drag_ox = px;
  ed->drag_oy = py;
  ed->drag_scale = qx - px;
  qd_search_page_pointer_down (ed->page, px + x * ed->drag_scale, py + y * ed->drag_scale);
}

static void
drag_point (GtkGestureDrag *gesture, double dx, double dy, QdSearchEditor *ed, double *px, double *py)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  *px = ed->drag_ox + (x + dx) * ed->drag_scale;
  *py = ed->drag_oy + (y + dy) * ed->drag_scale;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, QdSearchEditor *ed)
{
  double px, py;

  drag_point (gesture, dx, dy, ed, &px, &py);
  qd_search_page_pointer_move (ed->page, px, py);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, QdSearchEditor *ed)
{
  double px, py;

  drag_point (gesture, dx, dy, ed, &px, &py);
  qd_search_page_pointer_up (ed->page, px, py);
}

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdSearchEditor *ed)
{
  QdSearchPage *self = ed->page;

  if (!qd_search_editor_can_edit (ed) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (self->doc->kind == QD_SEARCH_TILES)
    return qd_search_editor_tiles_key (ed, keyval, state);
  if (!qd_search_editor_editing (ed))
    return FALSE;
  if (self->doc->kind == QD_SEARCH_ROUTE)
    return qd_search_editor_route_key (ed, keyval, state);
  return qd_search_editor_maze_key (ed, keyval, state);
}

static void
on_cell_activated (QdCanvas *view, guint cell, QdSearchEditor *ed)
{
  QdSearchPage *self = ed->page;

  if (!qd_search_editor_can_edit (ed))
    return;
  if (self->doc->kind == QD_SEARCH_TILES)
    qd_search_editor_tiles_activate (ed, cell);
  else if (!qd_search_editor_editing (ed))
    return;
  else if (self->doc->kind == QD_SEARCH_ROUTE)
    qd_search_editor_route_activate (ed, cell);
  else
    qd_search_editor_maze_activate (ed, cell);
}

/* ------------------------------------------------------------- the page */

static void
build_group (QdSearchEditor *ed)
{
  static const char *const new_labels[] = { N_("New _Route"), N_("New _Maze"), N_("New _Puzzle") };
  static const char *const new_actions[] = { "search.new-route", "search.new-maze", "search.new-tiles" };
  static const char *const new_tips[] = { N_("New route map"), N_("New maze"), N_("New sliding-tile puzzle") };
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Editor"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Edit the _Instance"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 6);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (sw), "search.edit");
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Edit the instance"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  ed->edit_switch = GTK_SWITCH (sw);
  ed->edit_row = ADW_ACTION_ROW (row);
  row = qd_search_editor_spin_row (_("Seed"), _("The same seed makes the same random instance"), 0, G_MAXINT32,
                                   1, &ed->seed_spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             qd_search_editor_buttons (new_labels, new_actions, new_tips, G_N_ELEMENTS (new_labels)));
  ed->group = group;
  gtk_box_append (ed->page->editor_box, group);
}

static void
editor_free (gpointer data)
{
  QdSearchEditor *ed = data;

  qd_search_editor_tiles_free (ed);
  if (ed->popover != NULL)
    gtk_widget_unparent (GTK_WIDGET (ed->popover));
  g_free (ed);
}

void
qd_search_page_editor_attach (QdSearchPage *self)
{
  QdSearchEditor *ed = g_new0 (QdSearchEditor, 1);
  GtkEventController *key = gtk_event_controller_key_new ();

  ed->page = self;
  ed->drag_place = ed->road_from = ed->popover_place = -1;
  ed->paint = ed->last_cell = -1;
  self->editor = ed;
  self->editor_free = editor_free;
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
  build_group (ed);
  qd_search_editor_menu_item (ed, _("_Start Here"), "search.set-start");
  qd_search_editor_menu_item (ed, _("_Goal Here"), "search.set-goal");
  qd_search_editor_route_init (ed);
  qd_search_editor_maze_init (ed);
  qd_search_editor_tiles_init (ed);

  ed->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (ed->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (ed->drag, "drag-begin", G_CALLBACK (on_drag_begin), ed);
  g_signal_connect (ed->drag, "drag-update", G_CALLBACK (on_drag_update), ed);
  g_signal_connect (ed->drag, "drag-end", G_CALLBACK (on_drag_end), ed);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (ed->drag));
  /* Added after the board's own: the editor sees a key first (play's arrows). */
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), ed);
  gtk_widget_add_controller (GTK_WIDGET (self->view), key);
  g_signal_connect (self->view, "cell-activated", G_CALLBACK (on_cell_activated), ed);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), ed);
}

void
qd_search_page_editor_detach (QdSearchPage *self)
{
  QdSearchEditor *ed = self->editor;

  if (ed == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->view, ed);
  g_signal_handlers_disconnect_by_data (self->run_controls, ed);
  if (self->editor_free != NULL)
    self->editor_free (ed);
  self->editor = NULL;
  self->editor_free = NULL;
}

/* What the switch's row says the board does, per kind. */
static const char *
edit_hint (QdSearchKind kind)
{
  switch (kind)
    {
    case QD_SEARCH_ROUTE:
      return _("Click to add a place, drag a place to move it, drop it on another place for a road. "
               "Keys: Insert adds, Shift+arrows move, Delete removes, the menu key does the rest.");
    case QD_SEARCH_MAZE:
      return _("Click or drag to draw or clear walls; on the cell under the cursor, space toggles a wall, "
               "digits 1–9 set its cost, S and G put the start and the goal there.");
    case QD_SEARCH_TILES:
    default:
      return _("Set the size, shuffle or type a puzzle below. To play, turn on Slide the Tiles by Hand: "
               "click a tile, or press an arrow.");
    }
}

void
qd_search_page_editor_document_changed (QdSearchPage *self)
{
  QdSearchEditor *ed = self->editor;
  QdSearchKind kind;

  if (ed == NULL || self->doc == NULL)
    return;
  kind = self->doc->kind;
  if (ed->popover != NULL)
    gtk_popover_popdown (ed->popover);
  ed->drag_place = -1;
  ed->drag_moved = FALSE;
  adw_action_row_set_subtitle (ed->edit_row, edit_hint (kind));
  gtk_widget_set_visible (ed->route_group, kind == QD_SEARCH_ROUTE);
  gtk_widget_set_visible (ed->maze_group, kind == QD_SEARCH_MAZE);
  gtk_widget_set_visible (ed->tiles_group, kind == QD_SEARCH_TILES);
  gtk_widget_set_visible (ed->play_group, kind == QD_SEARCH_TILES);
  {
    gboolean ends = kind != QD_SEARCH_TILES && self->editing;
    const QdActionState states[] = { { "set-start", ends }, { "set-goal", ends } };

    qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
    /* The page may have left the editor by itself (a run). */
    g_simple_action_set_state (qd_page_lookup_action (QD_PAGE (self), "edit"), g_variant_new_boolean (self->editing));
  }
  qd_search_editor_route_refresh (ed);
  qd_search_editor_maze_refresh (ed);
  qd_search_editor_tiles_refresh (ed);
}
