/* qd-check-window.c — Check an Answer… (qd-check-window.h).
 *
 * The sidebar (an AdwFlap, folded away in a narrow window) has the verdict,
 * the two lines where the answers part and the explanation; the content
 * has the right answer (read-only) and the person's (editable: pasted,
 * typed or opened) side by side, the first difference marked in both. */
#include "config.h"
#include "qd-check-window.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-file.h"
#include "core/qd-owned.h"

/* Larger answers are for quandary-cli --check: a text view holding
 * hundreds of megabytes would stall the window. */
#define WINDOW_ANSWER_MAX ((gsize) 8 * 1024 * 1024)
#define WINDOW_KEY "qd-check-window"

struct _QdCheckWindow
{
  AdwWindow parent_instance;

  QdPage *page;                /* weak */
  AdwWindowTitle *title;
  AdwToastOverlay *toasts;
  AdwFlap *flap;
  GtkImage *icon;
  GtkLabel *verdict;
  GtkLabel *lines;
  GtkLabel *explanation;
  GtkSwitch *strict;
  GtkButton *check_button;
  GtkButton *stop_button;
  GtkButton *show_button;
  GtkSpinner *spinner;
  GtkTextView *expected_view;
  GtkTextView *given_view;
  GtkTextBuffer *expected;
  GtkTextBuffer *given;
  GtkLabel *what;              /* in the sidebar: what an answer is, once known */
  QdJob *job;
  QdCheckResult *result;
  GtkFileChooserNative *chooser;
  GCancellable *loading;       /* the answer file being read, if any */
  gboolean filling;            /* the answer is being set by the window itself */
};

G_DEFINE_FINAL_TYPE (QdCheckWindow, qd_check_window, ADW_TYPE_WINDOW)

/* ------------------------------------------------------------ the job */

typedef struct {
  QdOwned owned;
  QdPageCheck *check;
  char *answer;
  gsize length;
  gboolean strict;
} CheckTask;

static gpointer
check_worker (QdJob *job, gpointer data, GError **error)
{
  CheckTask *task = data;
  g_autofree char *reason = NULL;

  if (!qd_check_is_text (task->answer, task->length, &reason))
    return qd_check_result_new_unreadable (reason);
  return task->check->check (task->check->data, task->answer, task->length, task->strict,
                             qd_job_get_stop_flag (job), error);
}

/* ------------------------------------------------------------ showing a result */

static void
clear_marks (QdCheckWindow *self)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (self->expected, &start, &end);
  gtk_text_buffer_remove_tag_by_name (self->expected, "differs", &start, &end);
  gtk_text_buffer_get_bounds (self->given, &start, &end);
  gtk_text_buffer_remove_tag_by_name (self->given, "differs", &start, &end);
}

/* Marks line `line` (1-based; past the end: the last) and scrolls to it. */
static void
mark_line (GtkTextView *view, GtkTextBuffer *buffer, guint line)
{
  GtkTextIter start, end;
  int n = gtk_text_buffer_get_line_count (buffer);
  int index = MIN ((int) line - 1, n - 1);

  if (line == 0 || index < 0)
    return;
  gtk_text_buffer_get_iter_at_line (buffer, &start, index);
  end = start;
  if (!gtk_text_iter_ends_line (&end))
    gtk_text_iter_forward_to_line_end (&end);
  gtk_text_iter_forward_char (&end);
  gtk_text_buffer_apply_tag_by_name (buffer, "differs", &start, &end);
  /* A mark, not the iter: the text was just set and is not laid out yet;
   * the view scrolls to a mark once it is. */
  gtk_text_buffer_move_mark (buffer, gtk_text_buffer_get_mark (buffer, "differs"), &start);
  gtk_text_view_scroll_to_mark (view, gtk_text_buffer_get_mark (buffer, "differs"), 0.1, TRUE, 0.0, 0.3);
}

static void
show_verdict (QdCheckWindow *self)
{
  const QdCheckResult *r = self->result;
  g_autofree char *verdict = NULL;
  g_autofree char *lines = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->icon), r != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->lines), r != NULL && r->verdict == QD_CHECK_WRONG);
  gtk_widget_set_sensitive (GTK_WIDGET (self->show_button), r != NULL && r->verdict == QD_CHECK_WRONG);
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict), "error");
  if (r == NULL)
    {
      gtk_label_set_text (self->verdict, _("Not Checked Yet"));
      gtk_label_set_text (self->explanation,
                          _("Open or paste an answer on the right, then press Check (Ctrl+Return)."));
      return;
    }
  switch (r->verdict)
    {
    case QD_CHECK_CORRECT:
      verdict = g_strdup (_("Correct"));
      gtk_image_set_from_icon_name (self->icon, "emblem-ok-symbolic");
      gtk_widget_add_css_class (GTK_WIDGET (self->verdict), "success");
      break;
    case QD_CHECK_UNREADABLE:
      verdict = g_strdup (_("Not an Answer"));
      gtk_image_set_from_icon_name (self->icon, "dialog-error-symbolic");
      gtk_widget_add_css_class (GTK_WIDGET (self->verdict), "error");
      break;
    case QD_CHECK_WRONG:
    default:
      verdict = g_strdup_printf (_("Wrong at Line %u"), r->line);
      gtk_image_set_from_icon_name (self->icon, "dialog-warning-symbolic");
      gtk_widget_add_css_class (GTK_WIDGET (self->verdict), "error");
      lines = g_strdup_printf ("%s\n%s\n\n%s\n%s", _("Expected:"),
                               r->expected != NULL ? r->expected : _("(nothing: the answer should end before)"),
                               _("Given:"), r->given != NULL ? r->given : _("(nothing: the answer ends here)"));
      gtk_label_set_text (self->lines, lines);
      break;
    }
  gtk_label_set_text (self->verdict, verdict);
  gtk_label_set_text (self->explanation, r->explanation != NULL ? r->explanation
                      : r->verdict == QD_CHECK_CORRECT ? _("The answer is the same as Quandary’s.") : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->verdict), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  r->explanation != NULL ? r->explanation : "", -1);
}

static void
show_result (QdCheckWindow *self)
{
  const QdCheckResult *r = self->result;

  self->filling = TRUE;
  clear_marks (self);
  if (r->reference != NULL)
    gtk_text_buffer_set_text (self->expected, r->reference, -1);
  if (r->verdict == QD_CHECK_WRONG)
    {
      mark_line (self->expected_view, self->expected, r->reference_line != 0 ? r->reference_line : r->line);
      mark_line (self->given_view, self->given, r->line);
    }
  self->filling = FALSE;
  show_verdict (self);
}

static void
set_busy (QdCheckWindow *self, gboolean busy)
{
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), busy);
  gtk_widget_set_visible (GTK_WIDGET (self->check_button), !busy);
}

static void
on_check_finished (QdJob *job, QdCheckWindow *self)
{
  const GError *error = qd_job_get_error (job);
  QdCheckResult *result = qd_job_steal_result (job);

  set_busy (self, FALSE);
  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&self->job);
  if (result == NULL || qd_job_was_cancelled (job))
    {
      qd_check_result_free (result);
      adw_toast_overlay_add_toast (self->toasts, qd_toast_new (error != NULL && !qd_job_was_cancelled (job)
                                                               ? error->message : _("Check stopped")));
      return;
    }
  g_clear_pointer (&self->result, qd_check_result_free);
  self->result = result;
  show_result (self);
  if (self->page != NULL)
    qd_page_show_check (self->page, result);
}

void
qd_check_window_check (QdCheckWindow *self)
{
  g_autoptr(GError) error = NULL;
  QdPageCheck *check;
  CheckTask *task;
  GtkTextIter start, end;

  if (self->job != NULL || self->page == NULL)
    return;
  if (gtk_text_buffer_get_char_count (self->given) == 0)
    {
      adw_toast_overlay_add_toast (self->toasts, qd_toast_new (_("Open or paste an answer first")));
      return;
    }
  check = qd_page_prepare_check (self->page, &error);
  if (check == NULL)
    {
      adw_toast_overlay_add_toast (self->toasts, qd_toast_new (error != NULL ? error->message
                                                               : _("Nothing to check against yet")));
      return;
    }
  /* What the tab checks an answer as (its settings may have changed). */
  if (check->what != NULL)
    {
      g_autofree char *what = g_strdup_printf (_("An answer here is %s."), _(check->what));

      gtk_label_set_text (self->what, what);
      gtk_widget_set_visible (GTK_WIDGET (self->what), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->given_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      _(check->what), -1);
    }
  task = g_new0 (CheckTask, 1);
  task->check = qd_owned_add (&task->owned, check, (GDestroyNotify) qd_page_check_free);
  gtk_text_buffer_get_bounds (self->given, &start, &end);
  task->answer = qd_owned_add (&task->owned, gtk_text_buffer_get_text (self->given, &start, &end, TRUE), g_free);
  task->length = strlen (task->answer);
  task->strict = gtk_switch_get_active (self->strict);
  self->job = qd_job_new (_("Checking the answer"));
  g_signal_connect (self->job, "finished", G_CALLBACK (on_check_finished), self);
  set_busy (self, TRUE);
  qd_job_start (self->job, check_worker, task, qd_owned_free, (GDestroyNotify) qd_check_result_free);
}

gboolean
qd_check_window_is_busy (QdCheckWindow *self)
{
  return self->job != NULL;
}

const QdCheckResult *
qd_check_window_get_result (QdCheckWindow *self)
{
  return self->result;
}

void
qd_check_window_set_answer (QdCheckWindow *self, const char *text)
{
  gtk_text_buffer_set_text (self->given, text, -1);
}

/* ------------------------------------------------------------ controls */

static void
on_given_changed (GtkTextBuffer *buffer, QdCheckWindow *self)
{
  if (self->filling || self->result == NULL)
    return;
  /* The verdict was of the answer before the edit. */
  g_clear_pointer (&self->result, qd_check_result_free);
  self->filling = TRUE;
  clear_marks (self);
  self->filling = FALSE;
  show_verdict (self);
}

static void
on_check_clicked (GtkButton *button, QdCheckWindow *self)
{
  qd_check_window_check (self);
}

static void
on_stop_clicked (GtkButton *button, QdCheckWindow *self)
{
  if (self->job != NULL)
    qd_job_cancel (self->job);
}

static void
on_show_clicked (GtkButton *button, QdCheckWindow *self)
{
  if (self->page != NULL && self->result != NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self->page));

      qd_page_show_check (self->page, self->result);
      if (GTK_IS_WINDOW (root))
        gtk_window_present (GTK_WINDOW (root));
    }
}

/* Reads an opened answer on a worker, bounded: a huge or endless file (a
 * device, a FIFO) never stalls the window nor fills its memory. */
static void
read_answer (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  char *contents = NULL;
  gsize length = 0;

  if (!qd_file_read (G_FILE (source), WINDOW_ANSWER_MAX, &contents, &length, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, g_bytes_new_take (contents, length), (GDestroyNotify) g_bytes_unref);
}

static void
on_loaded (GObject *source, GAsyncResult *res, gpointer user_data)
{
  g_autoptr(QdCheckWindow) self = g_weak_ref_get (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_task_propagate_pointer (G_TASK (res), &error);
  g_autofree char *name = g_file_get_basename (G_FILE (source));
  g_autofree char *reason = NULL;
  const char *contents;
  gsize length = 0;

  /* The window may have been closed (and its parent with it) while the file
   * was read: it is then gone, or going, and nothing is shown. */
  if (self == NULL || g_task_get_cancellable (G_TASK (res)) != self->loading)
    return;
  g_clear_object (&self->loading);
  if (bytes == NULL)
    {
      /* Too long for a text view: the command line checks it. */
      g_autofree char *message = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE)
                                 ? g_strdup_printf (_("%s: too long to show here; check it with quandary-cli --check"),
                                                    name)
                                 : g_strdup_printf ("%s: %s", name, error->message);

      adw_toast_overlay_add_toast (self->toasts, qd_toast_new (message));
      return;
    }
  contents = g_bytes_get_data (bytes, &length);
  if (!qd_check_is_text (contents, length, &reason))
    {
      g_autofree char *message = g_strdup_printf ("%s: %s", name, reason);

      adw_toast_overlay_add_toast (self->toasts, qd_toast_new (message));
    }
  else
    {
      gtk_text_buffer_set_text (self->given, contents, (int) length);
      adw_window_title_set_subtitle (self->title, name);
      qd_check_window_check (self);
    }
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
qd_check_window_open (QdCheckWindow *self, GFile *file)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);
  g_autoptr(GTask) task = NULL;

  /* A weak reference: a read that ends after the window closed must not
   * keep it alive past its parent (GTK then finalizes it with a dangling
   * transient parent).  A newer read replaces an older one. */
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();
  g_weak_ref_init (ref, self);
  task = g_task_new (file, self->loading, on_loaded, ref);
  g_task_set_task_data (task, ref, free_weak_ref);
  g_task_run_in_thread (task, read_answer);
}

static void
on_chooser_response (GtkNativeDialog *dialog, int response, QdCheckWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      qd_check_window_open (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
on_open_clicked (GtkButton *button, QdCheckWindow *self)
{
  if (self->chooser != NULL)
    return;
  self->chooser = qd_file_chooser_new (GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open an Answer"), _("_Open"),
                                       NULL);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static gboolean
on_escape (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  QdCheckWindow *self = QD_CHECK_WINDOW (widget);

  if (self->job != NULL)
    qd_job_cancel (self->job);
  else
    gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

static gboolean
on_check_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  qd_check_window_check (QD_CHECK_WINDOW (widget));
  return TRUE;
}

static gboolean
on_open_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  on_open_clicked (NULL, QD_CHECK_WINDOW (widget));
  return TRUE;
}

/* ------------------------------------------------------------ building */

static GtkWidget *
text_pane (const char *title, GtkTextView **view, GtkTextBuffer **buffer, gboolean editable)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkTextTag *tag;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  *view = GTK_TEXT_VIEW (gtk_text_view_new ());
  *buffer = gtk_text_view_get_buffer (*view);
  gtk_text_view_set_monospace (*view, TRUE);
  /* Tab moves the focus on, as everywhere (a pasted or opened answer keeps
   * its tabs). */
  gtk_text_view_set_accepts_tab (*view, FALSE);
  gtk_text_view_set_editable (*view, editable);
  gtk_text_view_set_cursor_visible (*view, TRUE);
  gtk_text_view_set_left_margin (*view, 6);
  gtk_text_view_set_top_margin (*view, 6);
  gtk_text_view_set_bottom_margin (*view, 6);
  tag = gtk_text_buffer_create_tag (*buffer, "differs", "paragraph-background", "rgba(224,27,36,0.28)",
                                    "weight", PANGO_WEIGHT_BOLD, NULL);
  (void) tag;
  {
    GtkTextIter start;

    gtk_text_buffer_get_start_iter (*buffer, &start);
    gtk_text_buffer_create_mark (*buffer, "differs", &start, TRUE);
  }
  gtk_accessible_update_property (GTK_ACCESSIBLE (*view), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (*view));
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_widget_add_css_class (scrolled, "card");
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_widget_set_size_request (box, 160, -1);
  return box;
}

static GtkWidget *
wrapped_label (GtkLabel **label, const char *css)
{
  GtkWidget *widget = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (widget), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (widget), 0);
  gtk_label_set_selectable (GTK_LABEL (widget), TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (widget, css);
  *label = GTK_LABEL (widget);
  return widget;
}

static GtkWidget *
build_sidebar (QdCheckWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *strict_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *strict_label = gtk_label_new (_("Strict"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  self->icon = GTK_IMAGE (gtk_image_new ());
  gtk_image_set_pixel_size (self->icon, 24);
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (self->icon));
  gtk_box_append (GTK_BOX (head), wrapped_label (&self->verdict, "title-3"));
  gtk_box_append (GTK_BOX (box), head);
  gtk_box_append (GTK_BOX (box), wrapped_label (&self->lines, "monospace"));
  gtk_box_append (GTK_BOX (box), wrapped_label (&self->explanation, NULL));
  gtk_box_append (GTK_BOX (box), wrapped_label (&self->what, "caption"));
  gtk_widget_add_css_class (GTK_WIDGET (self->what), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->what), FALSE);

  self->show_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("Show in the _Tab")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->show_button),
                               _("Move the tab’s replay and search tree to the step where the answers part"));
  g_signal_connect (self->show_button, "clicked", G_CALLBACK (on_show_clicked), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->show_button));

  self->strict = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->strict), GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (strict_label), 0);
  gtk_widget_set_hexpand (strict_label, TRUE);
  gtk_widget_set_tooltip_text (strict_label, _("Line ends (CRLF), blanks at the end of a line and the final newline "
                                               "count as differences"));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->strict), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  strict_label, NULL, -1);
  gtk_box_append (GTK_BOX (strict_row), strict_label);
  gtk_box_append (GTK_BOX (strict_row), GTK_WIDGET (self->strict));
  gtk_box_append (GTK_BOX (box), strict_row);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_widget_set_size_request (scrolled, 240, -1);
  gtk_widget_add_css_class (scrolled, "background");
  return scrolled;
}

static void
qd_check_window_init (QdCheckWindow *self)
{
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *open = gtk_button_new_from_icon_name ("document-open-symbolic");
  GtkWidget *flap_toggle = gtk_toggle_button_new ();
  GtkWidget *panes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_window_set_title (GTK_WINDOW (self), _("Check an Answer"));
  gtk_window_set_default_size (GTK_WINDOW (self), 900, 600);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Check an Answer"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));

  gtk_button_set_icon_name (GTK_BUTTON (flap_toggle), "sidebar-show-symbolic");
  gtk_widget_set_tooltip_text (flap_toggle, _("Show the Verdict"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), flap_toggle);
  gtk_widget_set_tooltip_text (open, _("Open an Answer… (Ctrl+O)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (open), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Open an Answer"), -1);
  g_signal_connect (open, "clicked", G_CALLBACK (on_open_clicked), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), open);

  self->check_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Check")));
  gtk_widget_add_css_class (GTK_WIDGET (self->check_button), "suggested-action");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->check_button), _("Check the answer (Ctrl+Return)"));
  g_signal_connect (self->check_button, "clicked", G_CALLBACK (on_check_clicked), self);
  self->stop_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Stop")));
  gtk_widget_add_css_class (GTK_WIDGET (self->stop_button), "destructive-action");
  g_signal_connect (self->stop_button, "clicked", G_CALLBACK (on_stop_clicked), self);
  self->spinner = GTK_SPINNER (gtk_spinner_new ());
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->check_button));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->stop_button));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->spinner));
  gtk_box_append (GTK_BOX (toolbar), header);

  gtk_widget_set_margin_start (panes, 12);
  gtk_widget_set_margin_end (panes, 12);
  gtk_widget_set_margin_top (panes, 12);
  gtk_widget_set_margin_bottom (panes, 12);
  gtk_box_set_homogeneous (GTK_BOX (panes), TRUE);
  gtk_box_append (GTK_BOX (panes), text_pane (_("Quandary’s Answer"), &self->expected_view, &self->expected, FALSE));
  gtk_box_append (GTK_BOX (panes), text_pane (_("Your Answer"), &self->given_view, &self->given, TRUE));
  g_signal_connect (self->given, "changed", G_CALLBACK (on_given_changed), self);

  self->flap = ADW_FLAP (adw_flap_new ());
  adw_flap_set_flap (self->flap, build_sidebar (self));
  adw_flap_set_separator (self->flap, gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  adw_flap_set_content (self->flap, panes);
  adw_flap_set_swipe_to_open (self->flap, TRUE);
  g_object_bind_property (self->flap, "reveal-flap", flap_toggle, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->flap, "folded", flap_toggle, "visible", G_BINDING_SYNC_CREATE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->flap), TRUE);
  gtk_box_append (GTK_BOX (toolbar), GTK_WIDGET (self->flap));

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, toolbar);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toasts));
  set_busy (self, FALSE);
  show_verdict (self);
}

static void
qd_check_window_dispose (GObject *object)
{
  QdCheckWindow *self = QD_CHECK_WINDOW (object);

  qd_job_drop (&self->job, self);
  if (self->loading != NULL)
    {
      g_cancellable_cancel (self->loading);
      g_clear_object (&self->loading);
    }
  if (self->chooser != NULL)
    {
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  if (self->page != NULL)
    {
      if (g_object_get_data (G_OBJECT (self->page), WINDOW_KEY) == self)
        g_object_set_data (G_OBJECT (self->page), WINDOW_KEY, NULL);
      g_object_remove_weak_pointer (G_OBJECT (self->page), (gpointer *) &self->page);
      self->page = NULL;
    }
  G_OBJECT_CLASS (qd_check_window_parent_class)->dispose (object);
}

static void
qd_check_window_finalize (GObject *object)
{
  QdCheckWindow *self = QD_CHECK_WINDOW (object);

  qd_check_result_free (self->result);
  G_OBJECT_CLASS (qd_check_window_parent_class)->finalize (object);
}

static void
qd_check_window_class_init (QdCheckWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_check_window_dispose;
  object_class->finalize = qd_check_window_finalize;
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, on_escape, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, on_check_key, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, on_check_key, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, on_open_key, NULL);
}

static void
on_page_destroyed (QdCheckWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

QdCheckWindow *
qd_check_window_for_page (QdPage *page, GtkWindow *parent)
{
  QdCheckWindow *self = g_object_get_data (G_OBJECT (page), WINDOW_KEY);

  if (self != NULL)
    return self;
  self = g_object_new (QD_TYPE_CHECK_WINDOW, "transient-for", parent, "destroy-with-parent", TRUE, NULL);
  self->page = page;
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &self->page);
  g_object_set_data (G_OBJECT (page), WINDOW_KEY, self);
  g_signal_connect_object (page, "destroy", G_CALLBACK (on_page_destroyed), self, G_CONNECT_SWAPPED);
  adw_window_title_set_subtitle (self->title, qd_page_get_title (page));
  return self;
}
