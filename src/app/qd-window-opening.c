/* qd-window-opening.c — files being read on a worker (a rulesheet's
 * grounding can take seconds): after a moment, a notice where toasts come,
 * at the foot of the content, says which, with a spinner and Cancel; it
 * goes when the last is read or cancelled.  (Not an AdwToast: libadwaita
 * 1.2 crashes when a toast is dismissed while it is still sliding in,
 * which a read ending just after its toast came would do.) */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>

/* A read that ends sooner shows nothing. */
#define OPENING_DELAY_MS 400

struct _QdOpening {
  QdWindow *window;          /* weak */
  char *name;
  GCancellable *cancellable;
};

static void
reveal (QdWindow *self, gboolean shown)
{
  if (shown)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->opening_bar), TRUE);
      gtk_spinner_start (self->opening_spinner);
    }
  else
    gtk_spinner_stop (self->opening_spinner);
  gtk_revealer_set_reveal_child (self->opening_bar, shown);
}

static gboolean
on_delay (gpointer data)
{
  QdWindow *self = data;

  self->opening_timer = 0;
  reveal (self, self->opening != NULL && self->opening->len > 0);
  return G_SOURCE_REMOVE;
}

/* The bar as the reads still going say: the file's name, or how many. */
static void
update_bar (QdWindow *self)
{
  guint n = self->opening != NULL ? self->opening->len : 0;
  g_autofree char *text = NULL;

  if (n == 0)
    {
      g_clear_handle_id (&self->opening_timer, g_source_remove);
      reveal (self, FALSE);
      return;
    }
  if (n == 1)
    text = g_strdup_printf (_("Opening “%s”…"), ((QdOpening *) self->opening->pdata[0])->name);
  else
    text = g_strdup_printf (ngettext ("Opening %u file…", "Opening %u files…", n), n);
  gtk_label_set_label (self->opening_label, text);
  if (gtk_revealer_get_reveal_child (self->opening_bar))
    return;
  if (self->opening_delay_ms == 0)
    reveal (self, TRUE);
  else if (self->opening_timer == 0)
    self->opening_timer = g_timeout_add (self->opening_delay_ms, on_delay, self);
}

QdOpening *
qd_window_opening_begin (QdWindow *self, const char *name, GCancellable *cancellable)
{
  QdOpening *opening = g_new0 (QdOpening, 1);

  g_set_weak_pointer (&opening->window, self);
  opening->name = g_strdup (name);
  opening->cancellable = g_object_ref (cancellable);
  if (self->opening == NULL)
    self->opening = g_ptr_array_new ();
  g_ptr_array_add (self->opening, opening);
  update_bar (self);
  return opening;
}

void
qd_window_opening_end (QdOpening *opening)
{
  QdWindow *self;

  if (opening == NULL)
    return;
  self = opening->window;
  if (self != NULL && self->opening != NULL && g_ptr_array_remove (self->opening, opening))
    update_bar (self);
  g_clear_weak_pointer (&opening->window);
  g_object_unref (opening->cancellable);
  g_free (opening->name);
  g_free (opening);
}

/* Cancel on the bar: every read still going is dropped (its worker gives
 * up within moments; nothing of it is kept), no tab and no error. */
void
qd_window_cancel_open_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;

  for (guint i = 0; self->opening != NULL && i < self->opening->len; i++)
    g_cancellable_cancel (((QdOpening *) self->opening->pdata[i])->cancellable);
}

static void
on_child_revealed (GtkRevealer *revealer, GParamSpec *pspec, gpointer data)
{
  /* hidden, it takes no room and catches no click */
  if (!gtk_revealer_get_child_revealed (revealer) && !gtk_revealer_get_reveal_child (revealer))
    gtk_widget_set_visible (GTK_WIDGET (revealer), FALSE);
}

void
qd_window_opening_init (QdWindow *self)
{
  GtkWidget *overlay = gtk_widget_get_parent (GTK_WIDGET (self->job_bar));
  GtkWidget *box = g_object_new (GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_HORIZONTAL, "spacing", 12,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  g_return_if_fail (GTK_IS_OVERLAY (overlay));
  self->opening_delay_ms = OPENING_DELAY_MS;
  self->opening_bar = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->opening_bar, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  /* where a toast comes: over the foot of the tab, covering none of its
   * controls at the top */
  gtk_widget_set_valign (GTK_WIDGET (self->opening_bar), GTK_ALIGN_END);
  gtk_widget_set_halign (GTK_WIDGET (self->opening_bar), GTK_ALIGN_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->opening_bar), FALSE);
  g_signal_connect (self->opening_bar, "notify::child-revealed", G_CALLBACK (on_child_revealed), NULL);
  gtk_widget_add_css_class (box, "opening-bar");
  self->opening_spinner = GTK_SPINNER (gtk_spinner_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->opening_spinner));
  self->opening_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (self->opening_label, PANGO_ELLIPSIZE_MIDDLE);
  gtk_label_set_xalign (self->opening_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->opening_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->opening_label), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->opening_label));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "win.cancel-open");
  gtk_widget_set_tooltip_text (cancel, _("Stop reading the file and open nothing"));
  gtk_box_append (GTK_BOX (box), cancel);
  gtk_revealer_set_child (self->opening_bar, box);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), GTK_WIDGET (self->opening_bar));
}

/* The reads still going are cancelled; their QdOpening live till they end
 * (the window gone: nothing to show then). */
void
qd_window_opening_finish (QdWindow *self)
{
  g_clear_handle_id (&self->opening_timer, g_source_remove);
  while (self->opening != NULL && self->opening->len > 0)
    {
      QdOpening *opening = g_ptr_array_steal_index (self->opening, self->opening->len - 1);

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

guint
qd_window_get_n_opening (QdWindow *self)
{
  return self->opening != NULL ? self->opening->len : 0;
}

const char *
qd_window_get_opening_text (QdWindow *self)
{
  return gtk_revealer_get_reveal_child (self->opening_bar) ? gtk_label_get_label (self->opening_label) : NULL;
}
