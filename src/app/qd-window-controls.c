/* qd-window-controls.c — the controls of the tabs, folded away in a narrow
 * window: the header's controls button (F9) shows and hides those of the
 * tab on show, and every tab's fold follows the window's width. */
#include "config.h"

#include "qd-window-private.h"


/* Every page's controls folded or not for the width of the tabs, before a
 * page is shown and after the window was resized (qd_page_fit_flap). */
void
qd_window_fit_flaps (QdWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->tab_view));
  QdPage *current = qd_window_get_current_page (self);
  int n = adw_tab_view_get_n_pages (self->tab_view);

  if (width <= 0)
    width = gtk_widget_get_width (GTK_WIDGET (self));
  for (int i = 0; i < n; i++)
    {
      QdPage *page = QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (self->tab_view, i)));

      qd_page_fit_flap (page, width, page == current);
    }
}

static gboolean
fit_flaps_idle (gpointer data)
{
  QdWindow *self = QD_WINDOW (data);

  self->fit_idle = 0;
  qd_window_fit_flaps (self);
  return G_SOURCE_REMOVE;
}

/* Text scaling changes the controls' width: fold or unfold them again. */
void
qd_window_refit_flaps (QdWindow *self)
{
  self->fitted_width = -1;
  if (self->fit_idle == 0)
    self->fit_idle = g_idle_add_full (G_PRIORITY_DEFAULT, fit_flaps_idle, self, NULL);
}

void
qd_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  QdWindow *self = QD_WINDOW (widget);

  GTK_WIDGET_CLASS (g_type_class_peek (ADW_TYPE_APPLICATION_WINDOW))->size_allocate (widget, width, height, baseline);
  if (width != self->fitted_width && self->fit_idle == 0)
    {
      self->fitted_width = width;
      self->fit_idle = g_idle_add_full (G_PRIORITY_DEFAULT, fit_flaps_idle, self, NULL);
    }
}

/* The header's controls button shows and hides the current tab's controls:
 * in a narrow window they are folded away over the board, in a wide one
 * beside it.  The flap changes its reveal-flap itself while it is being
 * allocated (folding hides the controls), so the button follows it from an
 * idle callback: changing a widget during the allocation of the window
 * leaves parts of it unallocated for the next frame. */
static gboolean
sync_controls_button (gpointer data)
{
  QdWindow *self = QD_WINDOW (data);
  GtkWidget *controls = self->bound_flap != NULL ? adw_flap_get_flap (self->bound_flap) : NULL;

  self->controls_idle = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->controls_button), controls != NULL && gtk_widget_get_visible (controls));
  self->syncing_controls = TRUE;
  gtk_toggle_button_set_active (self->controls_button,
                                self->bound_flap != NULL && adw_flap_get_reveal_flap (self->bound_flap));
  self->syncing_controls = FALSE;
  return G_SOURCE_REMOVE;
}

static void
queue_sync_controls (QdWindow *self)
{
  if (self->controls_idle == 0)
    self->controls_idle = g_idle_add_full (G_PRIORITY_DEFAULT, sync_controls_button, self, NULL);
}

static void
on_controls_notify (GObject *object, GParamSpec *pspec, QdWindow *self)
{
  queue_sync_controls (self);
}

void
qd_window_on_controls_toggled (GtkToggleButton *button, QdWindow *self)
{
  if (!self->syncing_controls && self->bound_flap != NULL)
    adw_flap_set_reveal_flap (self->bound_flap, gtk_toggle_button_get_active (button));
}

void
qd_window_unbind_controls (QdWindow *self)
{
  GtkWidget *controls;

  if (self->bound_flap == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->bound_flap, on_controls_notify, self);
  controls = adw_flap_get_flap (self->bound_flap);
  if (controls != NULL)
    g_signal_handlers_disconnect_by_func (controls, on_controls_notify, self);
  g_clear_object (&self->bound_flap);
}

void
qd_window_bind_controls (QdWindow *self, QdPage *page)
{
  AdwFlap *flap = page != NULL ? qd_page_get_flap (page) : NULL;

  if (flap != self->bound_flap)
    {
      qd_window_unbind_controls (self);
      if (flap != NULL)
        {
          GtkWidget *controls = adw_flap_get_flap (flap);

          self->bound_flap = g_object_ref (flap);
          g_signal_connect (flap, "notify::reveal-flap", G_CALLBACK (on_controls_notify), self);
          if (controls != NULL)
            g_signal_connect (controls, "notify::visible", G_CALLBACK (on_controls_notify), self);
        }
    }
  queue_sync_controls (self);
}

void
qd_window_toggle_controls_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = QD_WINDOW (user_data);
  GtkWidget *controls = self->bound_flap != NULL ? adw_flap_get_flap (self->bound_flap) : NULL;

  if (controls != NULL && gtk_widget_get_visible (controls))
    adw_flap_set_reveal_flap (self->bound_flap, !adw_flap_get_reveal_flap (self->bound_flap));
}

/* ------------------------------------------------------------- focus */

static gboolean
restore_focus (gpointer data)
{
  QdWindow *self = data;
  QdPage *page = qd_window_get_current_page (self);
  QdCanvas *board = page != NULL ? qd_page_get_canvas (page) : NULL;

  self->focus_idle = 0;
  if (gtk_root_get_focus (GTK_ROOT (self)) != NULL || board == NULL || !gtk_widget_get_mapped (GTK_WIDGET (board)))
    return G_SOURCE_REMOVE;
  gtk_widget_grab_focus (GTK_WIDGET (board));
  return G_SOURCE_REMOVE;
}

static void
on_focus_changed (QdWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  QdPage *page = qd_window_get_current_page (self);

  if (focus != NULL)
    {
      g_set_weak_pointer (&self->last_focus, focus);
      return;
    }
  /* A widget that loses its sensitivity while focused leaves the window
   * with no focus; a widget of another tab or of the header does not count. */
  if (self->last_focus != NULL && page != NULL && gtk_widget_is_ancestor (self->last_focus, GTK_WIDGET (page)) &&
      self->focus_idle == 0)
    self->focus_idle = g_idle_add (restore_focus, self);
}

/* The tab's keys (F5, Escape, Page Up/Down, Ctrl+Return) from the header
 * bar or with no focus: the keys reach the window and go to the tab. */
static gboolean
on_window_key (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdWindow *self)
{
  QdPage *page = qd_window_get_current_page (self);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (page == NULL || (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (page))))
    return FALSE;
  return qd_page_activate_key (page, keyval, state & gtk_accelerator_get_default_mod_mask ());
}

void
qd_window_keep_focus_init (QdWindow *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();

  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (on_focus_changed), NULL);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_window_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

void
qd_window_keep_focus_finish (QdWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, on_focus_changed, NULL);
  g_clear_handle_id (&self->focus_idle, g_source_remove);
  g_clear_weak_pointer (&self->last_focus);
}
