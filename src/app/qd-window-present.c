/* qd-window-present.c — presentation mode (F11, win.presentation): full
 * screen, no tab bar, every tab's controls folded away and its board drawn
 * for a projector (qd_page_set_presenting); a bar over the board's corner
 * steps back, plays or pauses and steps forward at a chosen speed.  Keys:
 * Page Up and Page Down (a presenter's clicker) step, P and the media key
 * play or pause, [ and ] slow down or speed up, Escape leaves once nothing
 * else takes it (a search running, a playback, the controls shown). */
#include "config.h"

#include "qd-window-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-drop-down.h"

/* The time between two steps of Play. */
static const guint speeds_ms[] = { 250, 500, 1000, 2000 };
#define DEFAULT_SPEED 1

static void set_presenting (QdWindow *self, gboolean presenting);

static GSimpleAction *
lookup (QdWindow *self, const char *name)
{
  return G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), name));
}

gboolean
qd_window_get_presenting (QdWindow *self)
{
  g_return_val_if_fail (QD_IS_WINDOW (self), FALSE);
  return self->presenting;
}

/* ------------------------------------------------------------ playing */

static void
set_playing (QdWindow *self, gboolean playing)
{
  g_clear_handle_id (&self->present_source, g_source_remove);
  g_simple_action_set_state (lookup (self, "present-play"), g_variant_new_boolean (playing));
  gtk_button_set_icon_name (GTK_BUTTON (self->present_play),
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->present_play), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  playing ? _("Pause") : _("Play"), -1);
}

/* One step of Play: the page's step once it is idle, until there is none
 * (the end of the replay or of the game, a human to move). */
static gboolean
play_tick (gpointer data)
{
  QdWindow *self = QD_WINDOW (data);
  QdPage *page = qd_window_get_current_page (self);

  if (page != NULL && qd_page_get_busy (page))
    return G_SOURCE_CONTINUE;   /* a run or a move is being computed */
  if (page == NULL || !qd_page_present_step (page, 1, TRUE))
    {
      self->present_source = 0;
      set_playing (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
start_timer (QdWindow *self)
{
  guint speed = gtk_drop_down_get_selected (self->present_speed);

  g_clear_handle_id (&self->present_source, g_source_remove);
  self->present_source = g_timeout_add (speeds_ms[MIN (speed, G_N_ELEMENTS (speeds_ms) - 1)], play_tick, self);
}

static void
play_changed (GSimpleAction *action, GVariant *value, gpointer data)
{
  QdWindow *self = QD_WINDOW (data);
  QdPage *page = qd_window_get_current_page (self);

  if (!g_variant_get_boolean (value))
    {
      set_playing (self, FALSE);
      return;
    }
  /* The first step at once: nothing to play, nothing starts. */
  if (page == NULL || !qd_page_present_step (page, 1, TRUE))
    return;
  set_playing (self, TRUE);
  start_timer (self);
}

static void
play_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  GVariant *state = g_action_get_state (G_ACTION (action));

  g_action_change_state (G_ACTION (action), g_variant_new_boolean (!g_variant_get_boolean (state)));
  g_variant_unref (state);
}

static void
on_speed_changed (QdWindow *self)
{
  if (self->present_source != 0)
    start_timer (self);
}

static void
change_speed (QdWindow *self, int by)
{
  int speed = (int) gtk_drop_down_get_selected (self->present_speed) + by;

  gtk_drop_down_set_selected (self->present_speed, (guint) CLAMP (speed, 0, (int) G_N_ELEMENTS (speeds_ms) - 1));
}

static void
slower_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  change_speed (QD_WINDOW (data), 1);
}

static void
faster_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  change_speed (QD_WINDOW (data), -1);
}

static void
step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdPage *page = qd_window_get_current_page (QD_WINDOW (data));

  if (page != NULL)
    qd_page_present_step (page, g_str_equal (g_action_get_name (G_ACTION (action)), "present-forward") ? 1 : -1,
                          FALSE);
}

/* ------------------------------------------------------------ the bar */

static GtkWidget *
bar_button (GtkWidget *box, GtkWidget *button, const char *icon, const char *tooltip, const char *label,
            const char *action)
{
  gtk_button_set_icon_name (GTK_BUTTON (button), icon);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static void
build_bar (QdWindow *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  g_autoptr(GtkStringList) speeds = gtk_string_list_new (NULL);

  gtk_widget_add_css_class (buttons, "linked");
  gtk_widget_add_css_class (buttons, "osd");
  bar_button (buttons, gtk_button_new (), "go-previous-symbolic", _("Step Back (Page Up)"), _("Step back"),
              "win.present-back");
  self->present_play = bar_button (buttons, gtk_toggle_button_new (), "media-playback-start-symbolic",
                                   _("Play or Pause (P)"), _("Play"), "win.present-play");
  bar_button (buttons, gtk_button_new (), "go-next-symbolic", _("Step Forward (Page Down)"), _("Step forward"),
              "win.present-forward");
  gtk_box_append (GTK_BOX (bar), buttons);

  for (guint i = 0; i < G_N_ELEMENTS (speeds_ms); i++)
    {
      /* TRANSLATORS: the time between two steps of Play, in seconds: "0.5 s" */
      g_autofree char *text = g_strdup_printf (_("%g s"), speeds_ms[i] / 1000.0);

      gtk_string_list_append (speeds, text);
    }
  self->present_speed = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&speeds)), NULL));
  gtk_drop_down_set_selected (self->present_speed, DEFAULT_SPEED);
  qd_drop_down_show_whole (GTK_WIDGET (self->present_speed));
  gtk_widget_add_css_class (GTK_WIDGET (self->present_speed), "osd");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->present_speed), _("Time Between Steps ([ and ])"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->present_speed), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Time between steps"), -1);
  g_signal_connect_swapped (self->present_speed, "notify::selected", G_CALLBACK (on_speed_changed), self);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->present_speed));
  self->present_bar = g_object_ref_sink (bar);
}

/* The bar goes over the corner of the board on show while presenting. */
static void
place_bar (QdWindow *self)
{
  QdPage *page = self->presenting ? qd_window_get_current_page (self) : NULL;
  QdCanvas *board = page != NULL ? qd_page_get_canvas (page) : NULL;
  GtkWidget *pane = board != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (board), QD_TYPE_BOARD_PANE) : NULL;
  GtkWidget *parent = gtk_widget_get_parent (self->present_bar);
  GtkWidget *old = parent != NULL ? gtk_widget_get_ancestor (parent, QD_TYPE_BOARD_PANE) : NULL;

  if (old == pane)
    return;
  if (old != NULL)
    qd_board_pane_set_bar (QD_BOARD_PANE (old), NULL);
  if (pane != NULL)
    qd_board_pane_set_bar (QD_BOARD_PANE (pane), self->present_bar);
}

/* ------------------------------------------------------------ on and off */

/* The tab on show changed or a tab came: every tab presents, the bar and
 * Play follow the tab on show. */
void
qd_window_present_follow_page (QdWindow *self)
{
  guint n = adw_tab_view_get_n_pages (self->tab_view);

  if (self->present_bar == NULL)
    return;
  for (guint i = 0; i < n && self->presenting; i++)
    qd_page_set_presenting (QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (self->tab_view, i))), TRUE);
  if (self->present_source != 0)
    set_playing (self, FALSE);   /* Play was the other tab's */
  place_bar (self);
}

static void
set_presenting (QdWindow *self, gboolean presenting)
{
  static const char *const names[] = {
    "leave-presentation", "present-forward", "present-back", "present-play", "present-slower", "present-faster",
  };
  guint n = adw_tab_view_get_n_pages (self->tab_view);

  presenting = !!presenting;
  if (self->presenting == presenting)
    return;
  self->presenting = presenting;
  g_simple_action_set_state (lookup (self, "presentation"), g_variant_new_boolean (presenting));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_simple_action_set_enabled (lookup (self, names[i]), presenting);
  set_playing (self, FALSE);
  for (guint i = 0; i < n; i++)
    qd_page_set_presenting (QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (self->tab_view, i))),
                            presenting);
  if (presenting)
    {
      self->present_was_fullscreen = gtk_window_is_fullscreen (GTK_WINDOW (self));
      self->present_fullscreened = FALSE;
      gtk_window_fullscreen (GTK_WINDOW (self));
    }
  else if (!self->present_was_fullscreen)
    gtk_window_unfullscreen (GTK_WINDOW (self));
  qd_window_update_state (self);   /* the tab bar */
  qd_window_fit_flaps (self);      /* off: the controls beside the board again where they fit */
  place_bar (self);
}

static void
presentation_changed (GSimpleAction *action, GVariant *value, gpointer data)
{
  set_presenting (QD_WINDOW (data), g_variant_get_boolean (value));
}

static void
leave_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  set_presenting (QD_WINDOW (data), FALSE);
}

/* Full screen left by the window manager (its own key, a drag) ends the
 * presentation; full screen never granted (no window manager) does not. */
static void
on_fullscreened (QdWindow *self)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
    self->present_fullscreened = self->presenting;
  else if (self->presenting && self->present_fullscreened)
    set_presenting (self, FALSE);
}

/* Escape, when no one inside took it: the tab's search stops, Play pauses,
 * the controls shown over the board go away, and only then the
 * presentation ends. */
static gboolean
escape_pressed (GtkWidget *widget, GVariant *args, gpointer data)
{
  QdWindow *self = QD_WINDOW (widget);
  QdPage *page = qd_window_get_current_page (self);
  AdwFlap *flap = page != NULL ? qd_page_get_flap (page) : NULL;

  if (!self->presenting)
    return FALSE;
  if (page != NULL && qd_page_activate_key (page, GDK_KEY_Escape, 0))
    return TRUE;
  if (self->present_source != 0)
    set_playing (self, FALSE);
  else if (flap != NULL && adw_flap_get_folded (flap) && adw_flap_get_reveal_flap (flap))
    adw_flap_set_reveal_flap (flap, FALSE);
  else
    set_presenting (self, FALSE);
  return TRUE;
}

/* A presentation's key: its action while presenting, else the key goes on
 * (P typed in a field). */
static gboolean
present_key (GtkWidget *widget, GVariant *args, gpointer data)
{
  QdWindow *self = QD_WINDOW (widget);

  if (!self->presenting)
    return FALSE;
  g_action_activate (G_ACTION (lookup (self, data)), NULL);
  return TRUE;
}

static const GActionEntry present_actions[] = {
  { "presentation", NULL, NULL, "false", presentation_changed },
  { "leave-presentation", leave_activated },
  { "present-forward", step_activated },
  { "present-back", step_activated },
  { "present-play", play_activated, NULL, "false", play_changed },
  { "present-slower", slower_activated },
  { "present-faster", faster_activated },
};

void
qd_window_present_init (QdWindow *self)
{
  static const struct { guint keyval; const char *action; } keys[] = {
    { GDK_KEY_p, "present-play" },
    { GDK_KEY_AudioPlay, "present-play" },
    { GDK_KEY_AudioPause, "present-play" },
    { GDK_KEY_bracketleft, "present-slower" },
    { GDK_KEY_bracketright, "present-faster" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), present_actions, G_N_ELEMENTS (present_actions), self);
  for (guint i = 1; i < G_N_ELEMENTS (present_actions); i++)
    g_simple_action_set_enabled (lookup (self, present_actions[i].name), FALSE);
  build_bar (self);

  /* In the bubble phase: after the page, its fields and its flap. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (escape_pressed, NULL, NULL)));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, 0),
                                                            gtk_callback_action_new (present_key,
                                                                                     (gpointer) keys[i].action, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (on_fullscreened), NULL);
}

void
qd_window_present_finish (QdWindow *self)
{
  g_clear_handle_id (&self->present_source, g_source_remove);
  g_signal_handlers_disconnect_by_func (self, on_fullscreened, NULL);
  if (self->present_bar != NULL && gtk_widget_get_parent (self->present_bar) != NULL)
    {
      GtkWidget *pane = gtk_widget_get_ancestor (self->present_bar, QD_TYPE_BOARD_PANE);

      if (pane != NULL)
        qd_board_pane_set_bar (QD_BOARD_PANE (pane), NULL);
    }
  g_clear_object (&self->present_bar);
}
