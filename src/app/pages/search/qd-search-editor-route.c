/* qd-search-editor-route.c — the route map's editor.  Pointer: a click on
 * empty space adds a place ("Place N"); a place dragged moves, and dropped
 * on another place it stays where it was and a two-way road joins the two
 * (cost: the straight-line distance, rounded).  Keys, on the place under
 * the board's cursor: Insert adds a place beside it, Shift+arrows move it,
 * Delete removes it, Return begins a road there and Return on another place
 * ends it (Escape forgets it).  The board's menu: start, goal, rename, the
 * place's roads (their costs, removing them).  A move or a new goal drops
 * the file's h table (it no longer matches), with a toast and Undo. */
#include "config.h"
#include "qd-search-editor-private.h"

#include <glib/gi18n.h>
#include <math.h>

#define KEY_STEP 12.0       /* Shift+arrow, picture units */
#define DRAG_SLOP 4.0       /* a press that moves less is a click */

static QdSearchRoute *
route_of (QdSearchEditor *ed)
{
  return ed->page->doc->route;
}

static const char *
place_name (QdSearchEditor *ed, guint place)
{
  return route_of (ed)->names[place];
}

/* The place drawn at (x, y) other than `except`, or -1. */
static gint
place_at (QdSearchEditor *ed, double x, double y, gint except)
{
  const QdSearchDoc *doc = ed->page->doc;
  guint n = qd_search_render_n_cells (doc);

  for (guint i = 0; i < n; i++)
    {
      double cx, cy, w, h;

      if ((gint) i == except)
        continue;
      qd_search_render_cell_rect (doc, i, &cx, &cy, &w, &h);
      if (x >= cx && x <= cx + w && y >= cy && y <= cy + h)
        return (gint) i;
    }
  return -1;
}

/* After a change of coordinates or goal: an h table no longer matches. */
static void
drop_h (QdSearchEditor *ed)
{
  if (route_of (ed)->h == NULL)
    return;
  qd_search_route_drop_h (route_of (ed));
  qd_page_toast_undoable (QD_PAGE (ed->page), _("The map's h table no longer matched: straight-line distances "
                                                "are the heuristic now"));
}

static gboolean
needs_coordinates (QdSearchEditor *ed)
{
  if (qd_search_route_has_coordinates (route_of (ed)))
    return TRUE;
  qd_page_toast (QD_PAGE (ed->page), _("The places of this map have no coordinates: they are drawn on a circle "
                                       "and cannot be placed by hand"));
  return FALSE;
}

static void
add_place (QdSearchEditor *ed, double x, double y)
{
  QdSearchRoute *route = route_of (ed);
  g_autofree char *status = NULL;
  double wx, wy;
  guint place;

  if (route->n_places >= QD_SEARCH_ROUTE_MAX_PLACES || !needs_coordinates (ed) ||
      !qd_search_render_to_world (ed->page->doc, x, y, &wx, &wy))
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  place = qd_search_route_add_place (route, NULL, wx, wy);
  drop_h (ed);
  status = g_strdup_printf (_("%s was added. Drag it onto another place to join them by a road."),
                            place_name (ed, place));
  qd_search_editor_edited (ed, status);
  qd_canvas_set_cursor (QD_CANVAS (ed->page->view), (gint) place);
}

/* A two-way road between a and b, the straight-line distance its cost;
 * `record`: the edit's record is to be made (a drag has made it). */
static void
add_road (QdSearchEditor *ed, guint a, guint b, gboolean record)
{
  QdSearchRoute *route = route_of (ed);
  g_autofree char *status = NULL;
  double cost = qd_search_route_straight (route, a, b);

  if (qd_search_route_find_road (route, a, b) >= 0)
    {
      status = g_strdup_printf (_("%s and %s are joined already: their road's cost is in the board's menu, Roads…"),
                                place_name (ed, a), place_name (ed, b));
      if (record)
        qd_run_controls_set_status (ed->page->run_controls, status);
      else
        qd_search_editor_edited (ed, status);
      return;
    }
  /* Rounded up: a road never shorter than the straight line (sld stays admissible). */
  cost = isfinite (cost) ? MAX (1, ceil (cost - 1e-9)) : 1;
  if (record)
    qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_route_add_road (route, a, b, cost, TRUE);
  status = g_strdup_printf (_("A road joins %s and %s, cost %g."), place_name (ed, a), place_name (ed, b), cost);
  qd_search_editor_edited (ed, status);
}

static void
remove_place (QdSearchEditor *ed, guint place)
{
  g_autofree char *status = NULL;

  if (route_of (ed)->n_places <= 1)
    {
      qd_page_toast (QD_PAGE (ed->page), _("A map keeps at least one place"));
      return;
    }
  status = g_strdup_printf (_("%s and its roads were removed."), place_name (ed, place));
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_route_remove_place (route_of (ed), place);
  ed->road_from = -1;
  qd_search_editor_edited (ed, status);
}

/* ------------------------------------------------------------- pointer */

void
qd_search_editor_route_down (QdSearchEditor *ed, double x, double y)
{
  QdSearchRoute *route = route_of (ed);
  gint place = place_at (ed, x, y, -1);

  ed->drag_place = place;
  ed->drag_moved = FALSE;
  ed->drag_x0 = x;
  ed->drag_y0 = y;
  if (place < 0)
    {
      add_place (ed, x, y);
      return;
    }
  ed->place_x0 = route->x[place];
  ed->place_y0 = route->y[place];
  /* The map's frame is kept for the drag: it follows its places, and the
   * place dragged would otherwise move the ground under the pointer. */
  if (qd_search_render_to_world (ed->page->doc, 0, 0, &ed->world_x0, &ed->world_y0) &&
      qd_search_render_to_world (ed->page->doc, 1, 1, &ed->world_sx, &ed->world_sy))
    {
      ed->world_sx -= ed->world_x0;
      ed->world_sy -= ed->world_y0;
    }
  qd_canvas_set_cursor (QD_CANVAS (ed->page->view), place);
}

void
qd_search_editor_route_move (QdSearchEditor *ed, double x, double y)
{
  double wx, wy;

  if (ed->drag_place < 0 || (guint) ed->drag_place >= route_of (ed)->n_places)
    return;
  if (!ed->drag_moved && hypot (x - ed->drag_x0, y - ed->drag_y0) < DRAG_SLOP)
    return;
  if (!qd_search_route_has_coordinates (route_of (ed)))
    return;
  wx = ed->world_x0 + x * ed->world_sx;
  wy = ed->world_y0 + y * ed->world_sy;
  if (!ed->drag_moved)
    {
      g_autofree char *status = g_strdup_printf (_("Drop %s on another place to join them by a road, "
                                                   "anywhere else to move it."), place_name (ed, ed->drag_place));

      qd_page_record_edit (QD_PAGE (ed->page));
      ed->drag_moved = TRUE;
      qd_run_controls_set_status (ed->page->run_controls, status);
    }
  qd_search_route_move_place (route_of (ed), (guint) ed->drag_place, wx, wy);
  qd_search_page_document_edited (ed->page);
}

void
qd_search_editor_route_up (QdSearchEditor *ed, double x, double y)
{
  gint place = ed->drag_place, target;

  ed->drag_place = -1;
  if (place < 0 || (guint) place >= route_of (ed)->n_places || !ed->drag_moved)
    return;
  ed->drag_moved = FALSE;
  /* The pointer in the map's frame as the drag began, drawn where the frame is now. */
  if (!qd_search_render_from_world (ed->page->doc, ed->world_x0 + x * ed->world_sx, ed->world_y0 + y * ed->world_sy,
                                    &x, &y))
    return;
  target = place_at (ed, x, y, place);
  if (target >= 0)
    {
      /* The place goes back; the drag's record is the road's. */
      qd_search_route_move_place (route_of (ed), (guint) place, ed->place_x0, ed->place_y0);
      add_road (ed, (guint) place, (guint) target, FALSE);
      return;
    }
  drop_h (ed);
  {
    g_autofree char *status = g_strdup_printf (_("%s was moved."), place_name (ed, place));

    qd_search_editor_edited (ed, status);
  }
}

/* ------------------------------------------------------------- keys */

void
qd_search_editor_route_activate (QdSearchEditor *ed, guint cell)
{
  g_autofree char *status = NULL;

  if (cell >= route_of (ed)->n_places)
    return;
  if (ed->road_from >= 0 && (guint) ed->road_from < route_of (ed)->n_places && (guint) ed->road_from != cell)
    {
      guint from = (guint) ed->road_from;

      ed->road_from = -1;
      add_road (ed, from, cell, TRUE);
      return;
    }
  if (ed->road_from == (gint) cell)
    {
      ed->road_from = -1;
      qd_run_controls_set_status (ed->page->run_controls, _("No road was added."));
      return;
    }
  ed->road_from = (gint) cell;
  status = g_strdup_printf (_("A road from %s: move to another place and press Return (Escape: no road)."),
                            place_name (ed, cell));
  qd_run_controls_set_status (ed->page->run_controls, status);
}

gboolean
qd_search_editor_route_key (QdSearchEditor *ed, guint keyval, GdkModifierType state)
{
  QdSearchRoute *route = route_of (ed);
  gint place = qd_search_editor_cursor (ed);
  double x, y, w, h, dx, dy, wx, wy;

  if (keyval == GDK_KEY_Escape && ed->road_from >= 0)
    {
      ed->road_from = -1;
      qd_run_controls_set_status (ed->page->run_controls, _("No road was added."));
      return TRUE;
    }
  if (place < 0 || (guint) place >= route->n_places)
    {
      if (keyval != GDK_KEY_Insert && keyval != GDK_KEY_KP_Insert)
        return FALSE;
      qd_search_render_get_size (ed->page->doc, &w, &h);
      add_place (ed, w / 2, h / 2);
      return TRUE;
    }
  qd_search_render_cell_rect (ed->page->doc, (guint) place, &x, &y, &w, &h);
  x += w / 2;
  y += h / 2;
  if (keyval == GDK_KEY_Insert || keyval == GDK_KEY_KP_Insert)
    {
      add_place (ed, x + 3 * KEY_STEP, y);
      return TRUE;
    }
  if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    {
      remove_place (ed, (guint) place);
      return TRUE;
    }
  if ((state & GDK_SHIFT_MASK) == 0 || !qd_canvas_arrow_step (keyval, KEY_STEP, &dx, &dy))
    return FALSE;
  if (!needs_coordinates (ed) || !qd_search_render_to_world (ed->page->doc, x + dx, y + dy, &wx, &wy))
    return TRUE;
  /* A run of presses is one edit. */
  if (g_get_monotonic_time () - ed->key_move_us > 500000)
    qd_page_record_edit (QD_PAGE (ed->page));
  else
    qd_page_set_modified (QD_PAGE (ed->page), TRUE);
  ed->key_move_us = g_get_monotonic_time ();
  qd_search_route_move_place (route, (guint) place, wx, wy);
  drop_h (ed);
  {
    g_autofree char *status = g_strdup_printf (_("%s was moved."), place_name (ed, place));

    qd_search_editor_edited (ed, status);
  }
  return TRUE;
}

/* ------------------------------------------------------------- popovers */

/* A popover over the place, its content `child`. */
static void
popup_at_place (QdSearchEditor *ed, guint place, GtkWidget *child)
{
  GtkWidget *view = GTK_WIDGET (ed->page->view);
  double x, y, w, h, p0x, p0y, p1x, p1y, zoom;
  GdkRectangle rect;

  if (ed->popover == NULL)
    {
      ed->popover = GTK_POPOVER (gtk_popover_new ());
      gtk_widget_set_parent (GTK_WIDGET (ed->popover), view);
    }
  gtk_popover_set_child (ed->popover, child);
  ed->popover_place = (gint) place;
  /* Picture units to the board's: the canvas maps them affinely. */
  qd_search_render_cell_rect (ed->page->doc, place, &x, &y, &w, &h);
  qd_canvas_to_picture (QD_CANVAS (view), 0, 0, &p0x, &p0y);
  qd_canvas_to_picture (QD_CANVAS (view), 1, 1, &p1x, &p1y);
  zoom = p1x - p0x > 0 ? 1 / (p1x - p0x) : 1;
  rect.x = (int) ((x - p0x) * zoom);
  rect.y = (int) ((y - p0y) * zoom);
  rect.width = MAX (1, (int) (w * zoom));
  rect.height = MAX (1, (int) (h * zoom));
  gtk_popover_set_pointing_to (ed->popover, &rect);
  gtk_popover_popup (ed->popover);
}

static void
on_rename (GtkEntry *entry, QdSearchEditor *ed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSearchRoute) probe = qd_search_route_copy (route_of (ed));
  GtkLabel *label = g_object_get_data (G_OBJECT (entry), "error");
  const char *name = gtk_editable_get_text (GTK_EDITABLE (entry));
  guint place = (guint) ed->popover_place;

  if (place >= route_of (ed)->n_places || g_strcmp0 (name, place_name (ed, place)) == 0)
    {
      gtk_popover_popdown (ed->popover);
      return;
    }
  /* Tried on a copy first: a refused name is no edit. */
  if (!qd_search_route_rename_place (probe, place, name, &error))
    {
      gtk_label_set_text (label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (label), TRUE);
      return;
    }
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_route_rename_place (route_of (ed), place, name, NULL);
  gtk_popover_popdown (ed->popover);
  qd_search_editor_edited (ed, _("The place was renamed."));
}

static void
rename_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;
  gint place = qd_search_editor_cursor (ed);
  GtkWidget *box, *entry, *label;

  if (!qd_search_editor_can_edit (ed) || place < 0 || (guint) place >= route_of (ed)->n_places)
    return;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  entry = gtk_entry_new ();
  label = gtk_label_new (NULL);
  gtk_editable_set_text (GTK_EDITABLE (entry), place_name (ed, (guint) place));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name of the place"), -1);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_visible (label, FALSE);
  g_object_set_data (G_OBJECT (entry), "error", label);
  g_signal_connect (entry, "activate", G_CALLBACK (on_rename), ed);
  gtk_box_append (GTK_BOX (box), gtk_label_new (_("Name (Return renames)")));
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), label);
  popup_at_place (ed, (guint) place, box);
  gtk_widget_grab_focus (entry);
}

static void build_roads (QdSearchEditor *ed, guint place);

static void
on_cost_changed (GtkSpinButton *spin, QdSearchEditor *ed)
{
  guint road = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "road"));
  QdSearchRoute *route = route_of (ed);
  double cost = gtk_spin_button_get_value (spin);

  if (ed->updating || road >= route->roads->len || g_array_index (route->roads, QdSearchRoad, road).cost == cost)
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_route_set_road_cost (route, road, cost);
  qd_search_editor_edited (ed, _("The road's cost was changed."));
}

static void
on_remove_road (GtkButton *button, QdSearchEditor *ed)
{
  guint road = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "road"));

  if (road >= route_of (ed)->roads->len)
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  qd_search_route_remove_road (route_of (ed), road);
  qd_search_editor_edited (ed, _("The road was removed."));
  build_roads (ed, (guint) ed->popover_place);
}

/* The place's roads, each a cost and a remove button. */
static void
build_roads (QdSearchEditor *ed, guint place)
{
  QdSearchRoute *route = route_of (ed);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autofree char *title = g_strdup_printf (_("Roads of %s"), place_name (ed, place));
  guint rows = 0;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  ed->updating = TRUE;
  for (guint r = 0; r < route->roads->len; r++)
    {
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, r);
      guint other = road->from == place ? road->to : road->from;
      g_autofree char *text = NULL;
      g_autofree char *what = NULL;
      GtkWidget *label, *spin, *remove;

      if (road->from != place && road->to != place)
        continue;
      text = g_strdup_printf (road->two_way ? "— %s" : road->from == place ? "→ %s" : "← %s", route->names[other]);
      what = g_strdup_printf (_("Cost of the road to %s"), route->names[other]);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      spin = gtk_spin_button_new_with_range (0.001, QD_SEARCH_MAX_MAGNITUDE, 1);
      gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), road->cost == floor (road->cost) ? 0 : 3);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), road->cost);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
      g_object_set_data (G_OBJECT (spin), "road", GUINT_TO_POINTER (r));
      g_signal_connect (spin, "value-changed", G_CALLBACK (on_cost_changed), ed);
      remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      g_free (what);
      what = g_strdup_printf (_("Remove the road to %s"), route->names[other]);
      gtk_widget_set_tooltip_text (remove, what);
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
      g_object_set_data (G_OBJECT (remove), "road", GUINT_TO_POINTER (r));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_road), ed);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) rows, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), spin, 1, (int) rows, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), remove, 2, (int) rows, 1, 1);
      rows++;
    }
  ed->updating = FALSE;
  gtk_box_append (GTK_BOX (box), gtk_label_new (title));
  if (rows == 0)
    gtk_box_append (GTK_BOX (box), gtk_label_new (_("No road yet: drag this place onto another, "
                                                    "or press Return here and on the other place.")));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), grid);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 260);
  gtk_box_append (GTK_BOX (box), scrolled);
  popup_at_place (ed, place, box);
}

static void
roads_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;
  gint place = qd_search_editor_cursor (ed);

  if (qd_search_editor_can_edit (ed) && place >= 0 && (guint) place < route_of (ed)->n_places)
    build_roads (ed, (guint) place);
}

static void
road_from_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;
  gint place = qd_search_editor_cursor (ed);

  if (qd_search_editor_can_edit (ed) && place >= 0)
    {
      ed->road_from = -1;
      qd_search_editor_route_activate (ed, (guint) place);
    }
}

static void
remove_place_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdSearchEditor *ed = ((QdSearchPage *) data)->editor;
  gint place = qd_search_editor_cursor (ed);

  if (qd_search_editor_can_edit (ed) && place >= 0 && (guint) place < route_of (ed)->n_places)
    remove_place (ed, (guint) place);
}

/* Start Here and Goal Here on a route (the maze's are its own). */
void
qd_search_editor_route_set_end (QdSearchEditor *ed, gboolean goal)
{
  QdSearchRoute *route = route_of (ed);
  gint place = qd_search_editor_cursor (ed);
  g_autofree char *status = NULL;

  if (place < 0 || (guint) place >= route->n_places || (guint) place == (goal ? route->goal : route->start))
    return;
  qd_page_record_edit (QD_PAGE (ed->page));
  if (goal)
    {
      qd_search_route_set_goal (route, (guint) place);
      drop_h (ed);
      status = g_strdup_printf (_("%s is the goal."), place_name (ed, place));
    }
  else
    {
      qd_search_route_set_start (route, (guint) place);
      status = g_strdup_printf (_("%s is the start."), place_name (ed, place));
    }
  qd_search_editor_edited (ed, status);
}

static const GActionEntry route_actions[] = {
  { "rename", rename_activated },
  { "roads", roads_activated },
  { "road-from", road_from_activated },
  { "remove-place", remove_place_activated },
};

void
qd_search_editor_route_refresh (QdSearchEditor *ed)
{
  gboolean on = ed->page->doc->kind == QD_SEARCH_ROUTE && qd_search_editor_editing (ed);
  const QdActionState states[] = {
    { "rename", on }, { "roads", on }, { "road-from", on }, { "remove-place", on },
  };

  if (!on)
    ed->road_from = -1;
  qd_page_set_actions_enabled (QD_PAGE (ed->page), states, G_N_ELEMENTS (states));
}

void
qd_search_editor_route_init (QdSearchEditor *ed)
{
  static const char *const labels[] = { N_("Ran_dom Map") };
  static const char *const actions[] = { "search.generate" };
  static const char *const tips[] = { N_("A random map: places joined to their nearest ones") };
  GtkWidget *group = adw_preferences_group_new ();

  qd_page_add_actions (QD_PAGE (ed->page), route_actions, G_N_ELEMENTS (route_actions), ed->page);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Route Map"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             qd_search_editor_spin_row (_("Places"), _("Of a random map"), 2, 2000, 20,
                                                        &ed->places_spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), qd_search_editor_buttons (labels, actions, tips, 1));
  ed->route_group = group;
  gtk_box_append (ed->page->editor_box, group);
  qd_search_editor_menu_item (ed, _("_Rename…"), "search.rename");
  qd_search_editor_menu_item (ed, _("R_oads…"), "search.roads");
  qd_search_editor_menu_item (ed, _("Begin a Road _Here"), "search.road-from");
  qd_search_editor_menu_item (ed, _("Remove _Place"), "search.remove-place");
}
