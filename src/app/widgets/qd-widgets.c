/* qd-widgets.c — small widget helpers shared by the pages. */
#include "config.h"
#include "qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"

GtkWidget *
qd_labelled_widget (const char *mnemonic_text, GtkWidget *widget)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic_text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), widget);
  return box;
}

void
qd_label_set_count (GtkLabel *label, gboolean known, guint64 n)
{
  /* The digits grouped as the user's locale does (12,345,678 in English,
   * 12 345 678 in French); the CLI's figures are never grouped. */
  g_autofree char *text = known ? qd_format_count (n) : g_strdup ("—");

  gtk_label_set_label (label, text);
}

static gboolean
row_reads (GtkListBoxRow *row, const char *title, const char *subtitle)
{
  const char *had;

  if (!ADW_IS_ACTION_ROW (row))
    return FALSE;
  had = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0 &&
         g_strcmp0 (had != NULL ? had : "", subtitle != NULL ? subtitle : "") == 0;
}

GtkWidget *
qd_list_box_keep_row (GtkListBox *list, guint index, const char *title, const char *subtitle)
{
  GtkListBoxRow *old = gtk_list_box_get_row_at_index (list, (int) index);
  GtkWidget *row;

  if (old != NULL && row_reads (old, title, subtitle))
    return NULL;
  qd_list_box_truncate (list, index);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_append (list, row);
  return row;
}

void
qd_list_box_truncate (GtkListBox *list, guint n)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (list, (int) n)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

char *
qd_format_ms (double us, int decimals)
{
  g_autofree char *ms = qd_format_grouped (us / 1000.0, decimals);

  /* Translators: a duration, "39,374.5 ms" (the number already formatted). */
  return g_strdup_printf (_("%s ms"), ms);
}

static void
setup_text_line (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  gtk_list_item_set_child (item, label);
}

static void
bind_text_line (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkStringObject *line = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (line));
}

GtkListItemFactory *
qd_prose_lines_factory_new (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_text_line), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_text_line), NULL);
  return factory;
}

guint
qd_signal_new (gpointer klass, const char *name, guint n_params, ...)
{
  va_list args;
  guint id;

  va_start (args, n_params);
  id = g_signal_new_valist (name, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL,
                            G_TYPE_NONE, n_params, args);
  va_end (args);
  return id;
}

void
qd_local_menu_fill_row (const QdLocalMenu *menu, AdwComboRow *row)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < menu->n; i++)
    gtk_string_list_append (list, qd_local_variant_label (menu->ids[i]));
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
}

QdLocalVariantId
qd_local_menu_row_selected (const QdLocalMenu *menu, AdwComboRow *row)
{
  guint selected = adw_combo_row_get_selected (row);

  return menu->ids[selected < menu->n ? selected : 0];
}

AdwToast *
qd_toast_new (const char *message)
{
  g_autofree char *safe = qd_text_sanitize_message (message);
  g_autofree char *markup = g_markup_escape_text (safe, -1);
  AdwToast *toast = adw_toast_new (markup);

  /* A toast shows one line: a longer message gets a button that shows it
   * whole (the application's show-message). */
  if (g_utf8_strlen (safe, -1) > QD_TOAST_CHARS)
    {
      adw_toast_set_button_label (toast, _("Details"));
      adw_toast_set_action_name (toast, "app.show-message");
      adw_toast_set_action_target_value (toast, g_variant_new_string (safe));
    }
  return toast;
}

static char *
group_key (const char *prefix, gsize length)
{
  return g_strdup_printf ("qd-action-group-%.*s", (int) length, prefix);
}

void
qd_widget_insert_action_group (GtkWidget *owner, const char *prefix, GActionGroup *group)
{
  g_autofree char *key = group_key (prefix, strlen (prefix));

  gtk_widget_insert_action_group (owner, prefix, group);
  g_object_set_data_full (G_OBJECT (owner), key, group != NULL ? g_object_ref (group) : NULL, g_object_unref);
}

GActionGroup *
qd_widget_get_action_group (GtkWidget *owner, const char *prefix)
{
  g_autofree char *key = group_key (prefix, strlen (prefix));

  return g_object_get_data (G_OBJECT (owner), key);
}

gboolean
qd_widget_action_enabled (GtkWidget *owner, const char *detailed_name)
{
  const char *dot = strchr (detailed_name, '.');
  g_autofree char *key = NULL;
  GActionGroup *group;

  if (dot == NULL)
    return FALSE;
  key = group_key (detailed_name, (gsize) (dot - detailed_name));
  group = g_object_get_data (G_OBJECT (owner), key);
  return group != NULL && g_action_group_get_action_enabled (group, dot + 1);
}

/* A button's own label: its child, or the label beside its icon.  Not a
 * menu button's: its arrow is laid over a label that wraps. */
static gboolean
is_button_label (GtkWidget *label)
{
  GtkWidget *parent = gtk_widget_get_parent (label);

  if (parent != NULL && !GTK_IS_BUTTON (parent))
    parent = gtk_widget_get_parent (parent);
  return parent != NULL && GTK_IS_BUTTON (parent) &&
         !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (parent));
}

void
qd_widgets_let_button_labels_wrap (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_LABEL (root) && is_button_label (root) &&
      gtk_label_get_ellipsize (GTK_LABEL (root)) == PANGO_ELLIPSIZE_NONE)
    {
      gtk_label_set_wrap (GTK_LABEL (root), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (root), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_justify (GTK_LABEL (root), GTK_JUSTIFY_CENTER);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    qd_widgets_let_button_labels_wrap (c);
}

/* ------------------------------------------------------- after a paint */

#define AFTER_PAINT_WAIT_MS 250   /* the longest wait for a frame */

typedef struct {
  GSource source;
  GdkFrameClock *clock;
  gulong painted_id;
  guint delay_ms;
} AfterPaint;

static gboolean
after_paint_dispatch (GSource *source, GSourceFunc callback, gpointer data)
{
  return callback (data);
}

static void
after_paint_forget_clock (AfterPaint *self)
{
  if (self->clock == NULL)
    return;
  g_clear_signal_handler (&self->painted_id, self->clock);
  g_clear_object (&self->clock);
}

static void
after_paint_finalize (GSource *source)
{
  after_paint_forget_clock ((AfterPaint *) source);
}

static GSourceFuncs after_paint_funcs = { NULL, NULL, after_paint_dispatch, after_paint_finalize, NULL, NULL };

static void
on_painted (GdkFrameClock *clock, AfterPaint *self)
{
  after_paint_forget_clock (self);
  g_source_set_ready_time (&self->source, g_get_monotonic_time () + (gint64) self->delay_ms * 1000);
}

guint
qd_widget_after_paint (GtkWidget *widget, guint delay_ms, GSourceFunc func, gpointer data)
{
  GSource *source = g_source_new (&after_paint_funcs, sizeof (AfterPaint));
  AfterPaint *self = (AfterPaint *) source;
  GdkFrameClock *clock = gtk_widget_get_mapped (widget) ? gtk_widget_get_frame_clock (widget) : NULL;
  guint id;

  self->delay_ms = delay_ms;
  g_source_set_callback (source, func, data, NULL);
  g_source_set_name (source, "qd_widget_after_paint");
  if (clock != NULL)
    {
      self->clock = g_object_ref (clock);
      self->painted_id = g_signal_connect_after (clock, "after-paint", G_CALLBACK (on_painted), self);
      /* A window that does not paint (hidden, its frames held back by the
       * compositor) must not hold the game up for long. */
      g_source_set_ready_time (source, g_get_monotonic_time () + (gint64) (delay_ms + AFTER_PAINT_WAIT_MS) * 1000);
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
    }
  else
    g_source_set_ready_time (source, g_get_monotonic_time () + (gint64) delay_ms * 1000);
  id = g_source_attach (source, NULL);
  g_source_unref (source);
  return id;
}

/* The object `owner` keeps in `*slot` (may be NULL) goes: owner's handlers
 * of it disconnected, then `stop` (closing or cancelling it), then the
 * reference dropped. */
static void
let_go (gpointer *slot, gpointer owner, GFunc stop)
{
  if (*slot == NULL)
    return;
  g_signal_handlers_disconnect_by_data (*slot, owner);
  stop (*slot, NULL);
  g_clear_object (slot);
}

static void
destroy_dialog (gpointer dialog, gpointer unused)
{
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (dialog));
}

void
qd_file_chooser_clear (GtkFileChooserNative **slot, gpointer owner)
{
  let_go ((gpointer *) slot, owner, destroy_dialog);
}

GtkFileChooserNative *
qd_file_chooser_new (GtkWindow *parent, GtkFileChooserAction action, const char *title, const char *accept,
                     const char *name)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, parent, action, accept, _("_Cancel"));

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  return chooser;
}

static void
cancel_job (gpointer job, gpointer unused)
{
  qd_job_cancel (job);
}

GFile *
qd_file_chooser_finish (GtkNativeDialog *dialog, int response, GtkFileChooserNative **slot)
{
  GFile *file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog)) : NULL;

  if (slot != NULL)
    {
      gtk_native_dialog_destroy (dialog);
      g_clear_object (slot);
    }
  else
    g_object_unref (dialog);
  return file;
}

void
qd_progress_bar_follow (GtkProgressBar *bar, QdJob *job, QdProgress *progress)
{
  qd_job_read_progress (job, progress);
  if (progress->total > 0)
    gtk_progress_bar_set_fraction (bar, (double) progress->done / progress->total);
}

void
qd_job_drop (QdJob **slot, gpointer owner)
{
  let_go ((gpointer *) slot, owner, cancel_job);
}
