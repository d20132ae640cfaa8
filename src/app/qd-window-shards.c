/* qd-window-shards.c — the main menu's Open Experiment Shards: raw files of
 * any experiment's shards (quandary-cli … --shard I/N --raw FILE), or a
 * folder of them, merged on a worker thread into the report one process
 * would print, shown in a window of its own.  (The map-colouring tab's
 * experiment view also opens them, with its plots.) */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-shards-chooser.h"
#include "core/qd-owned.h"
#include "problems/qd-problem.h"
#include "problems/qd-sweep-merge.h"

typedef struct {
  QdOwned owned;
  char **paths;
  gboolean folder;
  char *experiment;             /* set by the worker */
  char *summary;
} Merge;

static void
merge_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Merge *m = data;
  GError *error = NULL;
  char *text = qd_sweep_merge_files ((const char *const *) m->paths, m->folder, &m->experiment, &m->summary, &error);

  qd_owned_add (&m->owned, m->experiment, g_free);
  qd_owned_add (&m->owned, m->summary, g_free);
  if (text == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, text, g_free);
}

static void
copy_clicked (GtkButton *button, gpointer data)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), g_object_get_data (G_OBJECT (button), "text"));
}

/* The report in a window of its own: its summary, the text (selectable,
 * monospace) and Copy. */
static GtkWidget *
report_window (QdWindow *self, const Merge *m, const char *text)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *summary = gtk_label_new (m->summary);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();
  GtkWidget *copy = gtk_button_new_with_mnemonic (_("_Copy"));
  const QdProblem *problem = qd_problem_find (m->experiment);
  /* The experiments are named by their problem's id. */
  g_autofree char *title = g_strdup_printf (_("Merged Shards: %s"), problem != NULL ? _(problem->title) : m->experiment);

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 480);
  gtk_widget_set_tooltip_text (copy, _("Copy the report to the clipboard"));
  g_object_set_data_full (G_OBJECT (copy), "text", g_strdup (text), g_free);
  g_signal_connect (copy, "clicked", G_CALLBACK (copy_clicked), NULL);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), copy);
  gtk_box_append (GTK_BOX (box), header);
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_widget_set_margin_start (summary, 12);
  gtk_widget_set_margin_end (summary, 12);
  gtk_widget_set_margin_top (summary, 8);
  gtk_widget_set_margin_bottom (summary, 8);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 12);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Merged report"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (window), box);
  return window;
}

static void
merged (GObject *source, GAsyncResult *result, gpointer data)
{
  QdWindow *self = QD_WINDOW (source);
  GTask *task = G_TASK (result);
  Merge *m = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_task_propagate_pointer (task, &error);

  if (text == NULL)
    {
      qd_window_show_toast (self, error->message);
      return;
    }
  /* One report window at a time: a new merge replaces the last one's. */
  if (self->shards_report != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->shards_report), (gpointer *) &self->shards_report);
      gtk_window_destroy (GTK_WINDOW (self->shards_report));
    }
  self->shards_report = report_window (self, m, text);
  g_object_add_weak_pointer (G_OBJECT (self->shards_report), (gpointer *) &self->shards_report);
  gtk_window_present (GTK_WINDOW (self->shards_report));
}

void
qd_window_open_shards (QdWindow *self, const char *const *paths, gboolean folder)
{
  Merge *m = g_new0 (Merge, 1);
  g_autoptr(GTask) task = g_task_new (self, NULL, merged, NULL);

  m->paths = qd_owned_add (&m->owned, g_strdupv ((char **) paths), (GDestroyNotify) g_strfreev);
  m->folder = folder;
  g_task_set_task_data (task, m, qd_owned_free);
  g_task_run_in_thread (task, merge_thread);
}

static void
on_shards_chosen (gpointer self, const char *const *paths, gboolean folder)
{
  qd_window_open_shards (self, paths, folder);
}

static void
choose (QdWindow *self, gboolean folder)
{
  qd_shards_chooser_open (GTK_WIDGET (self),
                          folder ? _("Open a Folder of Experiment Shards") : _("Open Experiment Shards"), folder,
                          &self->shards_chooser, on_shards_chosen, self);
}

void
qd_window_open_shards_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  choose (QD_WINDOW (user_data), FALSE);
}

void
qd_window_open_shards_folder_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  choose (QD_WINDOW (user_data), TRUE);
}

GtkWidget *
qd_window_get_shards_report (QdWindow *self)
{
  return self->shards_report;
}
