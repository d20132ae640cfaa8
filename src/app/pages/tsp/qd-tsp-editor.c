/* qd-tsp-editor.c — the TSP tab's editor: clicks on the map add, move and
 * remove cities; random instances.  Every edit is recorded for undo. */
#include "config.h"
#include "qd-tsp-page-private.h"

#include <glib/gi18n.h>

static void
generate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTspPage *self = data;
  guint n = (guint) gtk_spin_button_get_value_as_int (self->cities_spin);
  guint64 seed = (guint64) gtk_spin_button_get_value (self->instance_seed_spin);

  qd_page_replace_document (QD_PAGE (self), qd_tsp_random (n, seed, 1000), _("Random Cities"),
                            _("Random cities replaced the cities"));
  qd_run_controls_set_status (self->run_controls, _("New random cities. Press Solve to search for a short tour."));
}

static void
edited (QdTspPage *self, const char *status)
{
  qd_tsp_page_show_cities (self);
  qd_run_controls_set_status (self->run_controls, status);
}

/* Removes a city (after its undo record), if the tour keeps enough. */
static void
remove_city (QdTspPage *self, guint city)
{
  if (self->tsp->n <= QD_TSP_MIN_CITIES)
    {
      qd_page_toast (QD_PAGE (self), _("A tour needs at least three cities"));
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  qd_tsp_remove_city (self->tsp, city);
  edited (self, _("The city was removed."));
}

/* Remove City (Delete, the board's menu): the city under the cursor, in
 * any edit mode, as a click does in Remove mode. */
static void
remove_city_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTspPage *self = data;
  gint city = qd_canvas_get_cursor (QD_CANVAS (self->board_view));

  if (city < 0 || (guint) city >= self->tsp->n || qd_page_get_busy (QD_PAGE (self)))
    return;
  if (!self->tsp->has_points)
    {
      qd_page_toast (QD_PAGE (self), _("The cities of a distance table have no place on a map: "
                                       "make random cities or open points to edit them"));
      return;
    }
  remove_city (self, (guint) city);
}

static const GActionEntry editor_actions[] = {
  { "generate", generate_activated },
  { "remove-city", remove_city_activated },
};

void
qd_tsp_editor_on_pressed (QdTspPage *self, double x, double y)
{
  EditMode mode = (EditMode) adw_combo_row_get_selected (self->edit_row);
  gint city;
  double wx, wy;

  if (qd_page_get_busy (QD_PAGE (self)) || mode == EDIT_NONE)
    return;
  if (!self->tsp->has_points)
    {
      qd_page_toast (QD_PAGE (self), _("The cities of a distance table have no place on a map: "
                                       "make random cities or open points to edit them"));
      return;
    }
  city = qd_tsp_render_hit (self->tsp, x, y);
  qd_tsp_render_to_world (self->tsp, x, y, &wx, &wy);
  switch (mode)
    {
    case EDIT_ADD:
      if (!qd_tsp_render_in_square (x, y))
        return;
      if (self->tsp->n >= QD_TSP_MAX_POINTS)
        {
          qd_page_toast (QD_PAGE (self), _("There are as many cities as a tour can have"));
          return;
        }
      qd_page_record_edit (QD_PAGE (self));
      qd_tsp_add_city (self->tsp, wx, wy);
      edited (self, _("A city was added."));
      break;

    case EDIT_MOVE:
      if (self->selected < 0)
        {
          g_autofree char *text = NULL;

          if (city < 0)
            return;
          self->selected = city;
          text = g_strdup_printf (_("Click where %s goes."), self->tsp->names[city]);
          qd_tsp_page_update_display (self);
          qd_run_controls_set_status (self->run_controls, text);
          return;
        }
      if (!qd_tsp_render_in_square (x, y))
        return;
      qd_page_record_edit (QD_PAGE (self));
      qd_tsp_move_city (self->tsp, (guint) self->selected, wx, wy);
      self->selected = -1;
      edited (self, _("The city was moved."));
      break;

    case EDIT_REMOVE:
      if (city >= 0)
        remove_city (self, (guint) city);
      break;

    case EDIT_NONE:
    default:
      break;
    }
}

static void
on_pressed (QdCanvas *canvas, double x, double y, gint n_press, QdTspPage *self)
{
  qd_tsp_editor_on_pressed (self, x, y);
}

/* The editor from the keyboard, on the city under the board's cursor:
 * Shift+arrows move it a little (one undo step for a run of presses),
 * Insert adds a city beside it.  In picture units, so a step looks the
 * same on every instance. */
#define KEY_STEP 12.0

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdTspPage *self)
{
  static gint64 last_record;
  gint city = qd_canvas_get_cursor (QD_CANVAS (self->board_view));
  EditMode mode = (EditMode) adw_combo_row_get_selected (self->edit_row);
  double x, y, dx, dy, wx, wy;

  if (city < 0 || (guint) city >= self->tsp->n || !self->tsp->has_points || mode == EDIT_NONE ||
      qd_page_get_busy (QD_PAGE (self)) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  qd_tsp_render_from_world (self->tsp, self->tsp->x[city], self->tsp->y[city], &x, &y);
  if ((keyval == GDK_KEY_Insert || keyval == GDK_KEY_KP_Insert) && mode == EDIT_ADD)
    {
      qd_tsp_editor_on_pressed (self, qd_tsp_render_in_square (x + 2 * KEY_STEP, y) ? x + 2 * KEY_STEP : x - 2 * KEY_STEP, y);
      return TRUE;
    }
  if ((state & GDK_SHIFT_MASK) == 0 || mode != EDIT_MOVE)
    return FALSE;
  if (!qd_canvas_arrow_step (keyval, KEY_STEP, &dx, &dy))
    return FALSE;
  if (!qd_tsp_render_in_square (x + dx, y + dy))
    return TRUE;
  if (g_get_monotonic_time () - last_record > 500000)
    qd_page_record_edit (QD_PAGE (self));
  else
    /* An undo may have come since the run's record: still an edit. */
    qd_page_set_modified (QD_PAGE (self), TRUE);
  last_record = g_get_monotonic_time ();
  qd_tsp_render_to_world (self->tsp, x + dx, y + dy, &wx, &wy);
  qd_tsp_move_city (self->tsp, (guint) city, wx, wy);
  self->selected = -1;
  edited (self, _("The city was moved."));
  return TRUE;
}

static void
on_mode_changed (QdTspPage *self)
{
  if (self->selected >= 0)
    {
      self->selected = -1;
      qd_tsp_page_update_display (self);
    }
}

void
qd_tsp_editor_init (QdTspPage *self)
{
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
  g_signal_connect (self->board_view, "pressed", G_CALLBACK (on_pressed), self);
  {
    GtkEventController *key = gtk_event_controller_key_new ();

    g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
    gtk_widget_add_controller (GTK_WIDGET (self->board_view), key);
  }
  g_signal_connect_swapped (self->edit_row, "notify::selected", G_CALLBACK (on_mode_changed), self);
}
