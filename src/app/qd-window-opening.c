/* qd-window-opening.c — a file being read on a worker (a rulesheet's
 * grounding can take seconds): after a moment, a toast says it is being
 * opened, with Cancel; it goes when the file is read, or cancelled. */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-widgets.h"

/* A read that ends sooner shows nothing. */
#define OPENING_DELAY_MS 400

struct _QdOpening {
  QdWindow *window;          /* weak */
  char *name;
  GCancellable *cancellable;
  AdwToast *toast;           /* shown, else NULL */
  guint timer;
  guint id;                  /* the Cancel button's target */
};

static void
show_toast (QdOpening *opening)
{
  QdWindow *self = opening->window;
  g_autofree char *title = g_strdup_printf (_("Opening “%s”…"), opening->name);

  opening->toast = g_object_ref_sink (adw_toast_new (title));
  adw_toast_set_timeout (opening->toast, 0);
  adw_toast_set_button_label (opening->toast, _("Cancel"));
  adw_toast_set_action_name (opening->toast, "win.cancel-open");
  adw_toast_set_action_target_value (opening->toast, g_variant_new_uint32 (opening->id));
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (opening->toast));
}

static gboolean
on_delay (gpointer data)
{
  QdOpening *opening = data;

  opening->timer = 0;
  if (opening->window != NULL)
    show_toast (opening);
  return G_SOURCE_REMOVE;
}

QdOpening *
qd_window_opening_begin (QdWindow *self, const char *name, GCancellable *cancellable)
{
  QdOpening *opening = g_new0 (QdOpening, 1);

  g_set_weak_pointer (&opening->window, self);
  opening->name = g_strdup (name);
  opening->cancellable = g_object_ref (cancellable);
  opening->id = ++self->next_opening_id;
  if (self->opening == NULL)
    self->opening = g_ptr_array_new ();
  g_ptr_array_add (self->opening, opening);
  if (self->opening_delay_ms == 0)
    show_toast (opening);
  else
    opening->timer = g_timeout_add (self->opening_delay_ms, on_delay, opening);
  return opening;
}

void
qd_window_opening_end (QdOpening *opening)
{
  if (opening == NULL)
    return;
  g_clear_handle_id (&opening->timer, g_source_remove);
  if (opening->toast != NULL)
    adw_toast_dismiss (opening->toast);
  g_clear_object (&opening->toast);
  if (opening->window != NULL && opening->window->opening != NULL)
    g_ptr_array_remove (opening->window->opening, opening);
  g_clear_weak_pointer (&opening->window);
  g_object_unref (opening->cancellable);
  g_free (opening->name);
  g_free (opening);
}

/* Cancel on an opening toast: the read is dropped (its worker ends on its
 * own; nothing of it is kept), no tab, no error. */
void
qd_window_cancel_open_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  guint32 id = g_variant_get_uint32 (param);

  for (guint i = 0; self->opening != NULL && i < self->opening->len; i++)
    {
      QdOpening *opening = self->opening->pdata[i];

      if (opening->id == id)
        g_cancellable_cancel (opening->cancellable);
    }
}

void
qd_window_opening_init (QdWindow *self)
{
  self->opening_delay_ms = OPENING_DELAY_MS;
}

/* The reads still going (their QdOpening live till they end): their
 * cancellables cancelled, nothing shown for them any more. */
void
qd_window_opening_finish (QdWindow *self)
{
  while (self->opening != NULL && self->opening->len > 0)
    {
      QdOpening *opening = g_ptr_array_steal_index (self->opening, self->opening->len - 1);

      g_clear_handle_id (&opening->timer, g_source_remove);
      g_cancellable_cancel (opening->cancellable);
      g_clear_weak_pointer (&opening->window);
    }
  g_clear_pointer (&self->opening, g_ptr_array_unref);
}

void
qd_window_set_opening_delay (QdWindow *self, guint ms)
{
  self->opening_delay_ms = ms;
}

AdwToast *
qd_window_get_opening_toast (QdWindow *self, guint index)
{
  if (self->opening == NULL || index >= self->opening->len)
    return NULL;
  return ((QdOpening *) self->opening->pdata[index])->toast;
}

guint
qd_window_get_n_opening (QdWindow *self)
{
  return self->opening != NULL ? self->opening->len : 0;
}
