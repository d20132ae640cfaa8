/* qd-report-window.c — the report pane (qd-report-window.h). */
#include "config.h"
#include "qd-report-window.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-job.h"
#include "core/qd-owned.h"

struct _QdReportWindow
{
  AdwWindow parent_instance;

  QdReportCollection *collection;
  AdwWindowTitle *title;
  AdwToastOverlay *toasts;
  GtkStack *stack;
  GtkListBox *list;
  GtkWidget *clear_button;
  GtkMenuButton *export_button;
  GtkRevealer *job_revealer;
  GtkProgressBar *job_progress;
  GtkLabel *job_label;
  QdJob *job;
  guint pulse;
  GtkFileChooserNative *chooser;
  QdReportWindowDone done;
  gpointer done_data;
};

G_DEFINE_FINAL_TYPE (QdReportWindow, qd_report_window, ADW_TYPE_WINDOW)

/* ------------------------------------------------------------ rows */

#define ROW_INDEX "qd-report-index"

static guint
row_index (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_BOX_ROW);

  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), ROW_INDEX));
}

static void
on_move_up (GtkButton *button, QdReportWindow *self)
{
  guint index = row_index (GTK_WIDGET (button));

  if (index > 0)
    qd_report_collection_move (self->collection, index, index - 1);
}

static void
on_move_down (GtkButton *button, QdReportWindow *self)
{
  guint index = row_index (GTK_WIDGET (button));

  if (index + 1 < qd_report_collection_get_n_runs (self->collection))
    qd_report_collection_move (self->collection, index, index + 1);
}

static void
on_remove (GtkButton *button, QdReportWindow *self)
{
  const QdReport *run = qd_report_collection_get_run (self->collection, row_index (GTK_WIDGET (button)));
  g_autofree char *message = g_strdup_printf (_("Removed “%s” from the report"), run->title);

  qd_report_collection_remove (self->collection, row_index (GTK_WIDGET (button)));
  adw_toast_overlay_add_toast (self->toasts, qd_toast_new (message));
}

static void
on_note_changed (GtkTextBuffer *buffer, QdReportWindow *self)
{
  GtkWidget *view = g_object_get_data (G_OBJECT (buffer), "qd-view");
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  qd_report_collection_set_note (self->collection, row_index (view), g_strstrip (text));
}

static GtkWidget *
icon_button (const char *icon, const char *label, GCallback callback, QdReportWindow *self, gboolean sensitive)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_sensitive (button, sensitive);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

static GtkWidget *
run_row (QdReportWindow *self, guint index)
{
  const QdReport *run = qd_report_collection_get_run (self->collection, index);
  guint n = qd_report_collection_get_n_runs (self->collection);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (run->title);
  g_auto(GStrv) sections = qd_report_section_titles (run);
  g_autofree char *joined = g_strjoinv (" · ", sections);
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", run->date != NULL ? run->date : "", joined);
  GtkWidget *sub = gtk_label_new (subtitle);
  GtkWidget *note_label = gtk_label_new_with_mnemonic (_("_Your words on this run"));
  GtkWidget *note = gtk_text_view_new ();
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (note));
  g_autofree char *position = g_strdup_printf (_("Run %u of %u: %s"), index + 1, n, run->title);

  g_object_set_data (G_OBJECT (row), ROW_INDEX, GUINT_TO_POINTER (index));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, position, -1);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (sub), 0);
  gtk_label_set_wrap (GTK_LABEL (sub), TRUE);
  gtk_widget_add_css_class (sub, "dim-label");
  gtk_widget_add_css_class (sub, "caption");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), sub);
  gtk_box_append (GTK_BOX (top), texts);
  gtk_box_append (GTK_BOX (top), icon_button ("go-up-symbolic", _("Move Up"), G_CALLBACK (on_move_up), self,
                                              index > 0));
  gtk_box_append (GTK_BOX (top), icon_button ("go-down-symbolic", _("Move Down"), G_CALLBACK (on_move_down), self,
                                              index + 1 < n));
  gtk_box_append (GTK_BOX (top), icon_button ("user-trash-symbolic", _("Remove from the Report"),
                                              G_CALLBACK (on_remove), self, TRUE));
  gtk_box_append (GTK_BOX (box), top);

  gtk_label_set_xalign (GTK_LABEL (note_label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (note_label), note);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (note), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (note), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (note), 6);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (note), 6);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (note), 6);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (note), 6);
  gtk_widget_set_size_request (note, -1, 56);
  gtk_widget_set_tooltip_text (note, _("A paragraph of your own, printed first in this run's section"));
  gtk_text_buffer_set_text (buffer, run->note != NULL ? run->note : "", -1);
  g_object_set_data (G_OBJECT (buffer), "qd-view", note);
  g_signal_connect (buffer, "changed", G_CALLBACK (on_note_changed), self);
  gtk_frame_set_child (GTK_FRAME (frame), note);
  gtk_box_append (GTK_BOX (box), note_label);
  gtk_box_append (GTK_BOX (box), frame);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
rebuild (QdReportWindow *self)
{
  guint n = qd_report_collection_get_n_runs (self->collection);
  GtkWidget *child;
  g_autofree char *subtitle = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (self->list, run_row (self, i));
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "list" : "empty");
  subtitle = n > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u run", "%u runs", n), n) : NULL;
  adw_window_title_set_subtitle (self->title, subtitle);
  gtk_widget_set_sensitive (self->clear_button, n > 0 && self->job == NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), n > 0 && self->job == NULL);
}

/* ------------------------------------------------------------ exporting */

typedef struct {
  QdOwned owned;
  QdReport *report;
  GFile *file;
  gboolean bundle;
} ExportTask;

static gpointer
export_worker (QdJob *job, gpointer data, GError **error)
{
  ExportTask *task = data;
  gboolean ok = task->bundle ? qd_report_write_bundle_full (task->report, task->file, qd_job_get_stop_flag (job), error)
                             : qd_report_write_pdf_full (task->report, task->file, qd_job_get_stop_flag (job), error);

  return ok ? GINT_TO_POINTER (1) : NULL;
}

static gboolean
pulse_cb (gpointer data)
{
  QdReportWindow *self = data;

  gtk_progress_bar_pulse (self->job_progress);
  return G_SOURCE_CONTINUE;
}

static void
on_export_finished (QdJob *job, QdReportWindow *self)
{
  const GError *error = qd_job_get_error (job);
  const char *name = g_object_get_data (G_OBJECT (job), "qd-name");

  g_clear_handle_id (&self->pulse, g_source_remove);
  gtk_revealer_set_reveal_child (self->job_revealer, FALSE);
  if (error == NULL && !qd_job_was_cancelled (job))
    {
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      adw_toast_overlay_add_toast (self->toasts, qd_toast_new (message));
    }
  else if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Save the Report"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
  else
    adw_toast_overlay_add_toast (self->toasts, qd_toast_new (_("Stopped: nothing was written")));
  if (self->done != NULL)
    self->done (self, error, self->done_data);
  self->done = NULL;
  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&self->job);
  rebuild (self);
}

void
qd_report_window_export (QdReportWindow *self, GFile *file, gboolean bundle, QdReportWindowDone done,
                         gpointer data)
{
  ExportTask *task = g_new0 (ExportTask, 1);

  g_return_if_fail (self->job == NULL);
  task->report = qd_owned_add (&task->owned, qd_report_collection_build (self->collection),
                               (GDestroyNotify) qd_report_free);
  task->file = qd_owned_add (&task->owned, g_object_ref (file), g_object_unref);
  task->bundle = bundle;
  self->done = done;
  self->done_data = data;
  self->job = qd_job_new (_("Writing the report"));
  /* The task is freed on the worker: the name for the toast is kept here. */
  g_object_set_data_full (G_OBJECT (self->job), "qd-name", g_file_get_basename (file), g_free);
  g_signal_connect (self->job, "finished", G_CALLBACK (on_export_finished), self);
  gtk_label_set_text (self->job_label, bundle ? _("Writing the report’s folder…") : _("Writing the report…"));
  gtk_revealer_set_reveal_child (self->job_revealer, TRUE);
  self->pulse = g_timeout_add (120, pulse_cb, self);
  gtk_widget_set_sensitive (self->clear_button, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), FALSE);
  qd_job_start (self->job, export_worker, task, qd_owned_free, NULL);
}

static void
on_stop (GtkButton *button, QdReportWindow *self)
{
  if (self->job != NULL)
    qd_job_cancel (self->job);
}

static void
on_chooser_response (GtkNativeDialog *dialog, int response, QdReportWindow *self)
{
  gboolean bundle = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "qd-bundle"));

  if (response == GTK_RESPONSE_ACCEPT && self->job == NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      qd_report_window_export (self, file, bundle, NULL, NULL);
    }
  g_clear_object (&self->chooser);
}

static void
choose_file (QdReportWindow *self, gboolean bundle)
{
  g_clear_object (&self->chooser);
  self->chooser = qd_file_chooser_new (GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                       bundle ? _("Export the Report as a Folder") : _("Export the Report"),
                                       _("_Export"), bundle ? _("report") : _("report.pdf"));
  g_object_set_data (G_OBJECT (self->chooser), "qd-bundle", GINT_TO_POINTER (bundle));
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
export_pdf_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  choose_file (data, FALSE);
}

static void
export_folder_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  choose_file (data, TRUE);
}

static void
on_clear_response (AdwMessageDialog *dialog, const char *response, QdReportWindow *self)
{
  if (g_str_equal (response, "clear"))
    qd_report_collection_clear (self->collection);
}

static void
on_clear (GtkButton *button, QdReportWindow *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Clear the Report?"),
                                              _("Every run collected and your words on them will be removed."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "clear", _("_Clear"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "clear", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_clear_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------ the window */

static void
qd_report_window_dispose (GObject *object)
{
  QdReportWindow *self = QD_REPORT_WINDOW (object);

  qd_job_drop (&self->job, self);
  g_clear_handle_id (&self->pulse, g_source_remove);
  qd_file_chooser_clear (&self->chooser, self);
  if (self->collection != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->collection, self);
      qd_report_collection_flush (self->collection);
      g_clear_object (&self->collection);
    }
  G_OBJECT_CLASS (qd_report_window_parent_class)->dispose (object);
}

static void
qd_report_window_class_init (QdReportWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = qd_report_window_dispose;
}

static const GActionEntry actions[] = {
  { "export-pdf", export_pdf_activated },
  { "export-folder", export_folder_activated },
};

static void
qd_report_window_init (QdReportWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *empty = adw_status_page_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *job_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *job_texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *stop = gtk_button_new_with_mnemonic (_("_Stop"));
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Report"));
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 640);
  gtk_window_set_hide_on_close (GTK_WINDOW (self), TRUE);
  g_action_map_add_action_entries (G_ACTION_MAP (group), actions, G_N_ELEMENTS (actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "report", G_ACTION_GROUP (group));

  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Report"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  self->clear_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_tooltip_text (self->clear_button, _("Clear the Report"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->clear_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Clear the Report"), -1);
  g_signal_connect (self->clear_button, "clicked", G_CALLBACK (on_clear), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->clear_button);
  g_menu_append (menu, _("Export as _PDF…"), "report.export-pdf");
  g_menu_append (menu, _("Export as a _Folder…"), "report.export-folder");
  self->export_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_label (self->export_button, _("_Export"));
  gtk_menu_button_set_use_underline (self->export_button, TRUE);
  gtk_menu_button_set_menu_model (self->export_button, G_MENU_MODEL (menu));
  gtk_widget_add_css_class (GTK_WIDGET (self->export_button), "suggested-action");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->export_button));
  gtk_box_append (GTK_BOX (box), header);

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (empty), "x-office-document-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (empty), _("No Runs Yet"));
  adw_status_page_set_description (ADW_STATUS_PAGE (empty),
                                   _("In a tab, choose Add to Report in the Export menu (Shift+Ctrl+R): its run "
                                     "comes here, with room for your own words. The report is kept until you clear "
                                     "it, also when Quandary is closed."));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Runs in the report"), -1);
  gtk_widget_set_margin_top (GTK_WIDGET (self->list), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->list), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self->list), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->list), 12);
  gtk_widget_set_valign (GTK_WIDGET (self->list), GTK_ALIGN_START);
  adw_clamp_set_child (ADW_CLAMP (clamp), GTK_WIDGET (self->list));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_stack_add_named (self->stack, empty, "empty");
  gtk_stack_add_named (self->stack, scrolled, "list");
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, GTK_WIDGET (self->stack));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));

  self->job_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->job_label, 0);
  self->job_progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->job_progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Progress of the report"), -1);
  gtk_widget_set_hexpand (job_texts, TRUE);
  gtk_widget_set_valign (job_texts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (job_texts), GTK_WIDGET (self->job_label));
  gtk_box_append (GTK_BOX (job_texts), GTK_WIDGET (self->job_progress));
  gtk_box_append (GTK_BOX (job_box), job_texts);
  gtk_box_append (GTK_BOX (job_box), stop);
  g_signal_connect (stop, "clicked", G_CALLBACK (on_stop), self);
  gtk_widget_set_margin_top (job_box, 6);
  gtk_widget_set_margin_bottom (job_box, 6);
  gtk_widget_set_margin_start (job_box, 12);
  gtk_widget_set_margin_end (job_box, 12);
  self->job_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_child (self->job_revealer, job_box);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->job_revealer));
  adw_window_set_content (ADW_WINDOW (self), box);
}

QdReportWindow *
qd_report_window_new (GtkWindow *parent, QdReportCollection *collection)
{
  QdReportWindow *self = g_object_new (QD_TYPE_REPORT_WINDOW, NULL);

  gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  self->collection = g_object_ref (collection);
  g_signal_connect_swapped (collection, "changed", G_CALLBACK (rebuild), self);
  rebuild (self);
  return self;
}

GtkListBox *
qd_report_window_get_list (QdReportWindow *self)
{
  return self->list;
}
